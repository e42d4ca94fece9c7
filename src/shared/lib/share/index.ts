import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';

/** Phones and tablets (a coarse pointer) with the system share sheet. */
const canShareNatively = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

/**
 * Shares a page of the site: the system share sheet on phones
 * where it exists, else the link is copied to the clipboard with a toast.
 */
export async function shareLink(path: string, title: string): Promise<void> {
  const url = new URL(path, window.location.origin).href;
  if (canShareNatively()) {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if ((error as { name?: string }).name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify(t('share.copied'), 'success');
  } catch {
    notify(t('share.failed', { url }), 'warning');
  }
}
