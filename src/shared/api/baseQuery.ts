import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { API_PREFIX } from '@contracts/api';
import { readToken, sessionExpired } from '@/shared/auth';
import { notify } from '@/shared/lib/notify';
import { t } from '@/shared/i18n';

/** Failure body of SPEC §7/§8. */
export interface ApiErrorBody {
  message?: string;
  errors?: { message?: string; error?: string };
  _code?: number;
  _message?: string;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: `${window.location.origin}${API_PREFIX}`,
  prepareHeaders: (headers) => {
    const token = readToken();
    if (token) headers.set('Authorization', token);
    return headers;
  },
});

/**
 * Adds the global error rules of SPEC §8 to every call:
 * 401 → the session ends and the app goes to /login;
 * 403 with _code 403 → a danger toast with _message;
 * errors.error mentioning '4 weeks' → the warning 'Vacancy expired 4 weeks ago',
 * and the error is passed on to the caller either way.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  if (result.error) {
    const body = (result.error.data ?? {}) as ApiErrorBody;
    if (result.error.status === 401) {
      api.dispatch(sessionExpired());
    } else if (result.error.status === 403 && body._code === 403 && body._message) {
      notify(body._message, 'error');
    }
    if (typeof body.errors?.error === 'string' && body.errors.error.includes('4 weeks')) {
      notify(t('error.vacancyExpired'), 'warning');
    }
  }
  return result;
};
