import type { FetchArgs } from '@reduxjs/toolkit/query';
import { REAUTH_PATH, REAUTH_REQUIRED, type ReauthPayload } from '@contracts/auth';
import type { ApiErrorBody, RefusalRule } from '@/shared/api';

/** Sends the password to POST /auth/reauth: null when it was right, else the failure body. */
export type PasswordProver = (password: string) => Promise<ApiErrorBody | null>;
/** Asks the member for the password again (proving it with `prove`); true once proved, false when they gave up. */
export type PasswordPrompt = (prove: PasswordProver) => Promise<boolean>;

const isWrite = (args: string | FetchArgs) => typeof args !== 'string' && args.method !== undefined && args.method.toUpperCase() !== 'GET';

/**
 * A write refused with 403 reauthRequired (the password is more than 10
 * minutes old) asks for the password and, once it is proved, is sent once
 * more; given up, the refusal stands.
 */
export function reauthRule(prompt: PasswordPrompt): RefusalRule {
  return async (refused, args, send) => {
    if (!isWrite(args) || refused.error?.status !== 403 || (refused.error.data as ApiErrorBody | undefined)?.errors?.error !== REAUTH_REQUIRED) return refused;
    const prove: PasswordProver = async (password) => {
      const proof = await send({ url: REAUTH_PATH, method: 'POST', body: { password } satisfies ReauthPayload });
      return proof.error ? ((proof.error.data ?? {}) as ApiErrorBody) : null;
    };
    return (await prompt(prove)) ? send(args) : refused;
  };
}
