export { AUTH_STORAGE_KEY, readToken, storeToken, clearStorage } from './token';
export { sessionSlice, loggedIn, loggedOut, tokenCleared, sessionExpired, selectIsLoggedIn } from './session';
export { RequireAuth, useRequireLogin } from './RequireAuth';
