import { combineSlices, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/shared/api';
import { clearStorage, loggedOut, sessionExpired, sessionSlice, tokenCleared } from '@/shared/auth';
import { userApi } from '@/entities/user';
import { paths } from '@/shared/routes';

export interface StoreDeps {
  /** Router navigation, handed in by the entrypoint (tests pass a spy). */
  navigate: (to: string) => void;
}

const rootReducer = combineSlices(baseApi, sessionSlice);
export type RootState = ReturnType<typeof rootReducer>;

/**
 * The store with the one RTK Query api and the session rules of SPEC §4:
 * logout or a 401 clears local storage, drops every cached answer (so the
 * profile is refetched for the next user) and goes to /login; a failing
 * profile fetch clears storage; an empty one clears it and goes to /login.
 */
export function setupStore(deps: StoreDeps, preloadedState?: Partial<RootState>) {
  const listeners = createListenerMiddleware();

  const endSession = (dispatch: (action: unknown) => unknown) => {
    clearStorage();
    dispatch(baseApi.util.resetApiState());
    deps.navigate(paths.login);
  };

  listeners.startListening({
    matcher: isAnyOf(loggedOut, sessionExpired),
    effect: (_action, api) => endSession(api.dispatch),
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
      // A 401 already ended the session through sessionExpired.
      const status = (action.payload as { status?: unknown } | undefined)?.status;
      if (status !== 401 && !action.meta.condition) {
        clearStorage();
        api.dispatch(tokenCleared());
      }
    },
  });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
