import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';

export type NotifyVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
export type ToastKey = SnackbarKey;

export interface NotifyOptions {
  /** Keeps the toast until it is dismissed (e.g. a pending 'Signing up...'). */
  persist?: boolean;
}

/** Shows a toast (top-right, closes after 5 s; configured in the app provider). */
export function notify(message: string, variant: NotifyVariant = 'default', options: NotifyOptions = {}): ToastKey {
  return enqueueSnackbar(message, { variant, persist: options.persist });
}

/** Closes a toast shown by `notify`, e.g. the pending one once the call settles. */
export function dismissToast(key: ToastKey): void {
  closeSnackbar(key);
}
