import { useEffect } from 'react';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { TOAST_AUTO_HIDE_MS, toastAnchor } from '@/shared/config';
import { registerToasts } from '@/shared/lib/notify';

/**
 * Toasts of SPEC §9: top-right (top-left, the inline end, in Arabic),
 * auto-close after 5000 ms. Its own chunk, loaded after the first render.
 */
export default function Toaster() {
  // The provider below exists by now: notistack's functions work from here on.
  useEffect(() => {
    registerToasts({ enqueueSnackbar, closeSnackbar });
    return () => registerToasts(null);
  }, []);
  return <SnackbarProvider maxSnack={4} autoHideDuration={TOAST_AUTO_HIDE_MS} anchorOrigin={toastAnchor()} />;
}
