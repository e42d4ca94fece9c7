import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readToken } from './token';

/**
 * "Logged in means an Auth value exists in local storage" (see docs/reference.md#states).
 * The slice mirrors that value so components re-render when it changes.
 * `token` is the session this tab shows: the base query sends it, and refuses
 * to save anything when another tab has put a different one in storage.
 */
interface SessionState {
  token: string | null;
  /** The login used a temporary password: a new one must be set before anything else. */
  mustChangePassword: boolean;
  /** Grows when another tab replaced the session: the app remounts its pages on it. */
  epoch: number;
  /** The user logged out here on purpose: /login then carries no ?next= back to the page they left. */
  loggedOutOnPurpose: boolean;
}

/** The server answered 401 to a call made with a token: the app layer ends the session and goes to /login?next=…. */
export const sessionExpired = createAction('session/expired');

/**
 * Local storage now holds `token` (null: none), put there by another tab
 * (a logout, or a login as someone else). The app layer follows it.
 */
export const sessionChangedElsewhere = createAction<string | null>('session/changedElsewhere');

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ token: readToken(), mustChangePassword: false, epoch: 0, loggedOutOnPurpose: false }),
  reducers: {
    loggedIn: {
      reducer(state, action: PayloadAction<{ token: string; mustChangePassword: boolean }>) {
        state.token = action.payload.token;
        state.mustChangePassword = action.payload.mustChangePassword;
        state.loggedOutOnPurpose = false;
      },
      prepare: (token: string, mustChangePassword = false) => ({ payload: { token, mustChangePassword } }),
    },
    loggedOut(state) {
      state.token = null;
      state.mustChangePassword = false;
      state.loggedOutOnPurpose = true;
    },
    /** Storage was cleared without a logout (e.g. the profile failed to load). */
    tokenCleared(state) {
      state.token = null;
      state.mustChangePassword = false;
    },
    /** Another tab's session replaced this one: show it, from a fresh start. */
    sessionReplaced(state, action: PayloadAction<string | null>) {
      state.token = action.payload;
      state.mustChangePassword = false;
      state.loggedOutOnPurpose = false;
      state.epoch += 1;
    },
    /** Another tab logged in again as the same person: carry on with its token. */
    tokenRenewed(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    /** The new password is set: the rest of the app opens again. */
    passwordChanged(state) {
      state.mustChangePassword = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, (state) => {
      state.token = null;
      state.mustChangePassword = false;
    });
  },
  selectors: {
    selectIsLoggedIn: (state) => state.token !== null,
    selectSessionToken: (state) => state.token,
    selectSessionEpoch: (state) => state.epoch,
    selectMustChangePassword: (state) => state.mustChangePassword,
    selectLoggedOutOnPurpose: (state) => state.loggedOutOnPurpose,
  },
});

export const { loggedIn, loggedOut, tokenCleared, sessionReplaced, tokenRenewed, passwordChanged } = sessionSlice.actions;
export const { selectIsLoggedIn, selectSessionToken, selectSessionEpoch, selectMustChangePassword, selectLoggedOutOnPurpose } = sessionSlice.selectors;
