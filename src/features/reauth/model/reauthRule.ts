import { API_PREFIX } from '@contracts/api';
import { REAUTH_PATH, REAUTH_REQUIRED, type ReauthPayload } from '@contracts/auth';
import type { ApiErrorBody } from '@/shared/api';

/** Sends the password to POST /auth/reauth: null when it was right, else the failure body. */
export type PasswordProver = (password: string) => Promise<ApiErrorBody | null>;
/** Asks the member for the password again (proving it with `prove`); true once proved, false when they gave up. */
export type PasswordPrompt = (prove: PasswordProver) => Promise<boolean>;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The page's fetch, where a write refused with 403 reauthRequired (the
 * password is more than 10 minutes old) asks for the password and, once it
 * is proved, is sent once more: the caller (the one RTK Query base query)
 * sees only the second answer. Given up, the refusal stands. With `reads`,
 * a GET is treated so too (a sensitive download, such as a CSV export).
 */
export function reauthFetch(send: typeof fetch, prompt: PasswordPrompt, { reads = false }: { reads?: boolean } = {}): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if ((!reads && READS.has(request.method)) || !new URL(request.url).pathname.startsWith(API_PREFIX)) return send(request);
    const again = request.clone();
    const first = await send(request);
    if (first.status !== 403) return first;
    const refusal = (await first.clone().json().catch(() => null)) as ApiErrorBody | null;
    if (refusal?.errors?.error !== REAUTH_REQUIRED) return first;
    const prove: PasswordProver = async (password) => {
      const headers = new Headers({ 'content-type': 'application/json' });
      for (const name of ['authorization', 'accept-language']) {
        const value = again.headers.get(name);
        if (value) headers.set(name, value);
      }
      const body: ReauthPayload = { password };
      const proof = await send(new URL(`${API_PREFIX}${REAUTH_PATH}`, again.url), { method: 'POST', headers, body: JSON.stringify(body) });
      return proof.ok ? null : ((await proof.json().catch(() => ({}))) as ApiErrorBody);
    };
    return (await prompt(prove)) ? send(again) : first;
  };
}
