import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiErrorBody } from '@/shared/api';
import { vacanciesT as t } from '@/shared/i18n';

/**
 * The toast for a refused application, or null when none is due: a 401 ends
 * the session and a 403 with _code was toasted by the base query already.
 * A 4xx carries the server's reason (e.g. 'You cannot apply for your own
 * vacancy.'); anything else reads 'Applying failed' (see docs/reference.md#errors).
 */
export function applyErrorMessage(error: FetchBaseQueryError | SerializedError | undefined): string | null {
  if (error && 'status' in error) {
    const body = (error.data ?? {}) as ApiErrorBody;
    if (error.status === 401 || (error.status === 403 && body._code === 403)) return null;
    if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
      return body.errors?.message || body.message || t('vacancies.apply.failed');
    }
  }
  return t('vacancies.apply.failed');
}
