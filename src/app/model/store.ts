import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, type ApiExtra } from '@/shared/api';
import {
  AUTH_STORAGE_KEY,
  clearAllDrafts,
  clearStorage,
  loggedOut,
  readToken,
  samePerson,
  sessionChangedElsewhere,
  sessionExpired,
  sessionReplaced,
  sessionSlice,
  tokenCleared,
  tokenRenewed,
} from '@/shared/auth';
import { userApi } from '@/entities/user';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { loginHref, paths } from '@/shared/routes';

export interface StoreDeps {
  /** Router navigation, handed in by the entrypoint (tests pass a spy). */
  navigate: (to: string) => void;
  /** Path and query of the page shown now, for /login?next=… when the session ends. */
  location?: () => string;
  /** Where this store's API calls go (the server renderer's in-process fetch); the page's fetch when absent. */
  fetch?: typeof fetch;
}

const rootReducer = combineSlices(baseApi, sessionSlice);
export type RootState = ReturnType<typeof rootReducer>;

/**
 * The store with the one RTK Query api and the session rules of docs/reference.md#states and
 * logout clears local storage (and form drafts), drops every cached
 * answer and goes to /login; a 401 to a call made with a token does the same,
 * says the session ended and keeps where the user was (/login?next=…); another
 * tab's logout or login as someone else is followed (see followOtherTabs); a
 * failing profile fetch clears storage; an empty one clears it and goes to /login.
 */
export function setupStore(deps: StoreDeps, preloadedState?: Partial<RootState>) {
  const listeners = createListenerMiddleware();
  const here = deps.location ?? (() => `${window.location.pathname}${window.location.search}`);

  listeners.startListening({
    actionCreator: loggedOut,
    effect: (_action, api) => {
      clearStorage();
      clearAllDrafts();
      api.dispatch(baseApi.util.resetApiState());
      deps.navigate(paths.login);
    },
  });

  listeners.startListening({
    actionCreator: sessionExpired,
    effect: (_action, api) => {
      // Drafts stay: the user logs in again and finds what they typed.
      clearStorage();
      api.dispatch(baseApi.util.resetApiState());
      notify(t('session.ended'), 'warning');
      deps.navigate(loginHref(here()));
    },
  });

  listeners.startListening({
    actionCreator: sessionChangedElsewhere,
    effect: (action, api) => {
      const shown = (api.getState() as RootState).session.token;
      const next = action.payload;
      if (next === shown) return;
      if (next === null) {
        // Logged out in another tab: this tab logs out too.
        clearAllDrafts();
        api.dispatch(tokenCleared());
        api.dispatch(baseApi.util.resetApiState());
        deps.navigate(paths.login);
      } else if (shown !== null && samePerson(shown, next)) {
        api.dispatch(tokenRenewed(next));
      } else {
        // Someone else (or anyone, after a logout): nothing of the previous
        // person stays cached, and the pages remount for the new one.
        api.dispatch(baseApi.util.resetApiState());
        api.dispatch(sessionReplaced(next));
      }
    },
  });

  listeners.startListening({
    matcher: userApi.endpoints.getMyProfile.matchFulfilled,
    effect: (action, api) => {
      if (!action.payload) {
        api.dispatch(loggedOut());
      }
    },
  });

  listeners.startListening({
    matcher: userApi.endpoints.getMyProfile.matchRejected,
    effect: (action, api) => {
      // A 401 already ended the session through sessionExpired. A call that got
      // no answer (offline, or aborted because the page is reloading), or a
      // successful answer whose body was cut off (a reload while it was read),
      // says nothing about the session: only a server's refusal clears it.
      const { status, originalStatus } = (action.payload ?? {}) as { status?: unknown; originalStatus?: unknown };
      const cutOff = status === 'PARSING_ERROR' && typeof originalStatus === 'number' && originalStatus < 400;
      const noAnswer = status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || cutOff;
      if (status !== 401 && !noAnswer && !action.meta.condition) {
        clearStorage();
        api.dispatch(tokenCleared());
      }
    },
  });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      // What the store is given is its thunks' extra argument: the api finds its fetch there.
      getDefault({ thunk: { extraArgument: deps satisfies ApiExtra } })
        .prepend(listeners.middleware)
        .concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;

/**
 * Follows a logout or a login in another tab of the same site: the `storage`
 * event fires here when another tab writes or clears the Auth key. Returns the
 * function that stops listening.
 */
export function followOtherTabs(store: AppStore): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) store.dispatch(sessionChangedElsewhere(readToken()));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
