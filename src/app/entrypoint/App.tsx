import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { PageYear } from '@/shared/lib/year';
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

/** `year`: the year the server rendered the page with (none: the browser renders alone and reads its clock). */
export function App({ store, router, year }: { store: AppStore; router: ReturnType<typeof createRouter>; year?: number }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <PageYear value={year}>
          <RouterProvider router={router} />
        </PageYear>
        <Toasts />
      </Provider>
    </StrictMode>
  );
}
