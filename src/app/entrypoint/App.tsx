import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { createRouter } from '../routes/router';
import type { AppStore } from '../model/store';

// notistack stays out of the first load; notify() holds toasts until it is there.
const Toaster = lazy(() => import(/* webpackChunkName: "toaster" */ './Toaster'));

/** The toaster, mounted after the first render: the server renders none, so hydration matches. It shows nothing until a toast. */
function Toasts() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function App({ store, router }: { store: AppStore; router: ReturnType<typeof createRouter> }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
        <Toasts />
      </Provider>
    </StrictMode>
  );
}
