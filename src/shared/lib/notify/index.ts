import type { closeSnackbar, enqueueSnackbar, SnackbarKey } from 'notistack';

export type NotifyVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
export type ToastKey = SnackbarKey;

export interface NotifyOptions {
  /** Keeps the toast until it is dismissed (e.g. a pending 'Signing up...'). */
  persist?: boolean;
}

/** notistack's functions, working once its provider is mounted. */
export interface Toasts {
  enqueueSnackbar: typeof enqueueSnackbar;
  closeSnackbar: typeof closeSnackbar;
}

// notistack (7 KB gzipped) is not part of the first load: the app
// mounts its provider after the first render and registers it here. Toasts
// asked for before then wait for it, in order.
let toasts: Toasts | null = null;
const waiting: ((toasts: Toasts) => void)[] = [];
let lastKey = 0;

/** Called once the toasts' provider is mounted (the app's toaster, tests' providers), with null when it goes. */
export function registerToasts(mounted: Toasts | null): void {
  toasts = mounted;
  if (mounted) for (const show of waiting.splice(0)) show(mounted);
}

function withToasts(show: (toasts: Toasts) => void): void {
  if (toasts) show(toasts);
  else waiting.push(show);
}

/** Shows a toast (top-right, closes after 5 s; configured in the app provider). */
export function notify(message: string, variant: NotifyVariant = 'default', options: NotifyOptions = {}): ToastKey {
  // The key is ours, so that it exists before the toast is shown.
  const key = `toast-${++lastKey}`;
  withToasts(({ enqueueSnackbar }) => enqueueSnackbar(message, { key, variant, persist: options.persist }));
  return key;
}

/** Closes a toast shown by `notify`, e.g. the pending one once the call settles. */
export function dismissToast(key: ToastKey): void {
  withToasts(({ closeSnackbar }) => closeSnackbar(key));
}
