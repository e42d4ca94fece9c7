import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { SnackbarProvider } from 'notistack';
import { TOAST_AUTO_HIDE_MS, toastAnchor } from '@/shared/config';
import type { AppStore } from '../model/store';
import type { createRouter } from '../routes/router';

/** Toasts of SPEC §9: top-right (top-left, the inline end, in Arabic), auto-close after 5000 ms. */
export function App({ store, router }: { store: AppStore; router: ReturnType<typeof createRouter> }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <SnackbarProvider maxSnack={4} autoHideDuration={TOAST_AUTO_HIDE_MS} anchorOrigin={toastAnchor()}>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </Provider>
    </StrictMode>
  );
}
