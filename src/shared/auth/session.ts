import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readToken } from './token';

/**
 * "Logged in means an Auth value exists in local storage" (SPEC §4).
 * The slice mirrors that value so components re-render when it changes.
 */
interface SessionState {
  token: string | null;
}

/** The server answered 401: the app layer logs the user out and goes to /login. */
export const sessionExpired = createAction('session/expired');

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ token: readToken() }),
  reducers: {
    loggedIn(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    loggedOut(state) {
      state.token = null;
    },
    /** Storage was cleared without a logout (e.g. the profile failed to load). */
    tokenCleared(state) {
      state.token = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, (state) => {
      state.token = null;
    });
  },
  selectors: {
    selectIsLoggedIn: (state) => state.token !== null,
  },
});

export const { loggedIn, loggedOut, tokenCleared } = sessionSlice.actions;
export const { selectIsLoggedIn } = sessionSlice.selectors;
