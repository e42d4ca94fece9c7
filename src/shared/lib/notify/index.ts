import { enqueueSnackbar } from 'notistack';

export type NotifyVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

/** Shows a toast (top-right, closes after 5 s; configured in the app provider). */
export function notify(message: string, variant: NotifyVariant = 'default'): void {
  enqueueSnackbar(message, { variant });
}
