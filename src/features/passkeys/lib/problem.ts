import { accountsT as t } from '@/shared/i18n';
import { readServerError } from '@/shared/lib/form';
import { PasskeyError } from './webauthn';

const PROBLEM_KEYS = { cancelled: 'accounts.passkeys.cancelled', unsupported: 'accounts.passkeys.unsupported', failed: 'accounts.passkeys.failed' } as const;

/** The words for a failed passkey step: the browser's reason, else the server's message (in the page's language), else a general one. */
export function passkeyProblemText(error: unknown): string {
  if (error instanceof PasskeyError) return t(PROBLEM_KEYS[error.problem]);
  const { status, message } = readServerError(error);
  return typeof status === 'number' && status < 500 && message ? message : t(PROBLEM_KEYS.failed);
}
