import { localizeRule } from '@/shared/i18n';
import { readServerError, type FailedCall } from './serverError';

/**
 * The words of a refusal to show in a toast, in the page's language, or null when the app says it already: a 401
 * (or a session changed in another tab) ends the session, and a 403 with `_code` was toasted by the base query.
 * `fallback` when the server gave no reason (a 5xx, the network). A module of its own: only the dialogs that toast carry it.
 */
export function refusalMessage(failure: unknown, fallback: string): string | null {
  const { status, code, message } = readServerError(failure);
  const body = ((failure as FailedCall | undefined)?.data ?? {}) as { _code?: unknown };
  if (status === 401 || code === 'sessionChanged' || (status === 403 && body._code === 403)) return null;
  return typeof status === 'number' && status >= 400 && status < 500 && message ? localizeRule(message) : fallback;
}
