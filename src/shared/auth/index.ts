export { AUTH_STORAGE_KEY, readToken, storeToken, clearStorage, tokenSubject, samePerson, syncSignedInCookie } from './token';
export {
  sessionSlice,
  loggedIn,
  loggedOut,
  tokenCleared,
  sessionExpired,
  sessionChangedElsewhere,
  sessionReplaced,
  tokenRenewed,
  passwordChanged,
  selectIsLoggedIn,
  selectSessionToken,
  selectSessionEpoch,
  selectMustChangePassword,
  selectLoggedOutOnPurpose,
} from './session';
export { RequireAuth } from './RequireAuth';
export { saveDraft, readDraft, clearDraft, clearAllDrafts, saveKeptDraft, readKeptDraft, clearKeptDraft } from './draft';
