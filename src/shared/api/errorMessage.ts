import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiErrorBody } from './baseQuery';

/** docs/reference.md#errors (login): errors.message when present, otherwise message. */
export function errorMessage(error: FetchBaseQueryError | SerializedError | undefined): string | undefined {
  if (!error) return undefined;
  if ('status' in error) {
    const body = (error.data ?? {}) as ApiErrorBody;
    return body.errors?.message || body.message || undefined;
  }
  return error.message;
}
