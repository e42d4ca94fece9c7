import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { API_PREFIX } from '@contracts/api';
import { currentLocale } from '@contracts/locale';
import { readToken, samePerson, sessionChangedElsewhere, sessionExpired } from '@/shared/auth';
import { notify } from '@/shared/lib/notify';
import { t } from '@/shared/i18n';
import { unwrapEnvelope } from './envelope';

/** Failure body of docs/reference.md#api, #errors. */
export interface ApiErrorBody {
  message?: string;
  errors?: { message?: string; error?: string; weeksAgo?: number };
  _code?: number;
  _message?: string;
}

interface WithSession {
  session?: { token: string | null };
}

/** The session this tab shows (the store mirrors local storage until another tab changes it). */
const sessionToken = (state: unknown): string | null => (state as WithSession).session?.token ?? null;

/** The store's thunk extra argument, as the api reads it. */
export interface ApiExtra {
  /**
   * Where this store's API calls go: the server renderer gives each render's
   * store one that answers in-process (no network round trip, no
   * credentials: the visitor's view). Absent: the page's own fetch.
   */
  fetch?: typeof fetch;
}

/** The base query of a store given its own fetch (ApiExtra); fetchBaseQuery's, the page's fetch, otherwise. */
const rawBaseQueryOf = (extra: unknown) =>
  fetchBaseQuery({
    // The server renderer's fetch reads only the path and query.
    baseUrl: `${typeof window === 'undefined' ? 'http://localhost' : window.location.origin}${API_PREFIX}`,
    fetchFn: (extra as ApiExtra | undefined)?.fetch,
    prepareHeaders: (headers) => {
      const token = readToken();
      if (token) headers.set('Authorization', token);
      // The server answers in the page's language: messages, reference labels, content.
      headers.set('Accept-Language', currentLocale());
      return headers;
    },
  });

/** Calls whose 401 must not end the session a second time (they end it themselves). */
const SESSION_ENDING = new Set(['logout', 'logoutAll']);

const isRead = (args: string | FetchArgs) => typeof args === 'string' || !args.method || args.method.toUpperCase() === 'GET';

/** errors.error of a save refused because another tab changed the session. */
export const SESSION_CHANGED = 'sessionChanged';

/**
 * errors.error of the 403 that a session opened with a temporary password gets
 * from every call but setting the new password (and reading the profile).
 * It is not toasted: the layout sends that session to /profile, whose password
 * form comes first under its own explanation. A toast per call the pages make
 * by themselves (reference data, lists) stacked three red toasts over that
 * very form on a phone (toasts sit at the bottom there), hiding its fields and
 * its button. A save refused with it still shows the reason in its form.
 */
const MUST_CHANGE_PASSWORD = 'mustChangePassword';

/**
 * Adds the global error rules of docs/reference.md#errors to every call:
 * 401 → the session ends and the app goes to /login;
 * 403 with _code 403 → a danger toast with _message (not for mustChangePassword, see above);
 * errors.error mentioning '4 weeks' → the warning 'Vacancy expired 4 weeks ago',
 * and the error is passed on to the caller either way.
 * A success in the envelope (`{ data }`) comes back as its payload, so endpoints declare the DTO itself.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const shown = sessionToken(api.getState());
  const token = readToken();
  // Another tab logged out or logged in as someone else, and this tab has not
  // followed yet: a form opened for the previous person must not be saved into
  // the new account. Nothing is sent; the app follows the other tab.
  if (shown !== null && !isRead(args) && !samePerson(shown, token)) {
    api.dispatch(sessionChangedElsewhere(token));
    return { error: { status: 'CUSTOM_ERROR', error: SESSION_CHANGED, data: { message: t('session.changed') } } };
  }
  const result = await rawBaseQueryOf(api.extra)(args, api, extra);
  if (result.error) {
    const body = (result.error.data ?? {}) as ApiErrorBody;
    // A 401 to a call made with a token: that session ended (expired or revoked).
    // Without a token, a 401 is only this call's answer; and a late 401 to a call
    // made with a token since replaced (the person logged in again meanwhile)
    // says nothing of the new session.
    if (result.error.status === 401 && token !== null && readToken() === token && !SESSION_ENDING.has(api.endpoint)) {
      api.dispatch(sessionExpired());
    } else if (result.error.status === 403 && body._code === 403 && body._message && body.errors?.error !== MUST_CHANGE_PASSWORD) {
      notify(body._message, 'error');
    }
    if (typeof body.errors?.error === 'string' && body.errors.error.includes('4 weeks')) {
      // How long ago from the vacancy's real expiry when the server sends it; the spec's 4 weeks (its least) otherwise.
      const weeks = typeof body.errors.weeksAgo === 'number' && body.errors.weeksAgo >= 4 ? body.errors.weeksAgo : 4;
      notify(t('error.vacancyExpired', { weeks }), 'warning');
    }
    return result;
  }
  return { ...result, data: unwrapEnvelope(result.data) };
};
