import { dismissToast, notify } from '@/shared/lib/notify';

export interface SaveToasts {
  /** Shown while the call runs (e.g. 'Saving...'), until it settles. */
  pending: string;
  /** Shown once it succeeded. */
  done?: string;
}

/**
 * Runs a save with its pending and done toasts (see docs/reference.md#errors): the pending toast
 * stays until the call settles; a failure is rethrown for the form to say
 * what went wrong.
 */
export async function withSaveToasts<T>(texts: SaveToasts, run: () => Promise<T>): Promise<T> {
  const pending = notify(texts.pending, 'info', { persist: true });
  try {
    const result = await run();
    dismissToast(pending);
    if (texts.done) notify(texts.done, 'success');
    return result;
  } catch (error) {
    dismissToast(pending);
    throw error;
  }
}
