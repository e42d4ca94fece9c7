import type { ReactElement, ReactNode } from 'react';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, useLocation, type RouteObject } from 'react-router';
import * as notistack from 'notistack';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { baseApi } from '@/shared/api';
import { sessionSlice } from '@/shared/auth';
import { registerToasts } from '@/shared/lib/notify';

/**
 * A fresh store per test with the one api and the session slice: the same
 * reducers the app's setupStore combines (shared cannot import the app layer).
 */
export function setupTestStore() {
  const reducer = combineSlices(baseApi, sessionSlice);
  return configureStore({
    reducer,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type TestStore = ReturnType<typeof setupTestStore>;

/** Shows where the router is, so tests can check redirects: `screen.getByTestId('location')`. */
function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>;
}

export interface RenderOptions {
  /** Start URL, e.g. '/login?emailverified=true'. */
  route?: string;
  /** Route pattern the element is mounted at; other URLs render nothing but the probe. */
  path?: string;
  /** Before the store is built: put an Auth value in local storage to render as a logged-in user. */
  token?: string;
  store?: TestStore;
  /** In a data router (createMemoryRouter), for what needs one (useBlocker); `router` is then returned to navigate with. */
  dataRouter?: boolean;
  /** With `dataRouter`: more routes beside the page's, e.g. a lazy page whose loading the test holds. */
  routes?: RouteObject[];
}

export interface RenderWithProvidersResult extends RenderResult {
  store: TestStore;
  user: UserEvent;
  router?: ReturnType<typeof createMemoryRouter>;
}

/** Renders a page or component with the store, toasts and a memory router, as the app does. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult {
  const { route = '/', path = '*', token } = options;
  if (token) window.localStorage.setItem('Auth', token);
  const store = options.store ?? setupTestStore();
  const user = userEvent.setup({ delay: null });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <notistack.SnackbarProvider maxSnack={8}>
        <MemoryRouter initialEntries={[route]}>
          {children}
          <LocationProbe />
        </MemoryRouter>
      </notistack.SnackbarProvider>
    </Provider>
  );
  // notistack's functions, read when called: they work once the provider above is rendered.
  registerToasts(notistack);
  const page = (
    <Routes>
      <Route path={path} element={ui} />
      {path !== '*' && <Route path="*" element={null} />}
    </Routes>
  );
  if (options.dataRouter) {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              {page}
              <LocationProbe />
            </>
          ),
        },
        ...(options.routes ?? []),
      ],
      { initialEntries: [route] },
    );
    const result = render(
      <Provider store={store}>
        <notistack.SnackbarProvider maxSnack={8}>
          <RouterProvider router={router} />
        </notistack.SnackbarProvider>
      </Provider>,
    );
    return { ...result, store, user, router };
  }
  const result = render(page, { wrapper: Wrapper });
  return { ...result, store, user };
}
