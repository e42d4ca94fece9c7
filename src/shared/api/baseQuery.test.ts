import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { sessionExpired } from '@/shared/auth';
import { notify } from '@/shared/lib/notify';
import { baseQuery } from './baseQuery';

jest.mock('@/shared/lib/notify', () => ({ notify: jest.fn() }));

/** One call through the base query with a stubbed network; `during` runs while the request is in flight. */
async function call(status: number, during: () => void = () => undefined, body: object = { message: 'Please log in to continue.' }) {
  jest.spyOn(global, 'fetch').mockImplementation(async () => {
    during();
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  const dispatch = jest.fn();
  const api = { dispatch, getState: () => ({ session: { token: window.localStorage.getItem('Auth') } }), endpoint: 'getMyProfile', signal: new AbortController().signal, abort: jest.fn(), extra: undefined, type: 'query' } as unknown as BaseQueryApi;
  await baseQuery('/user/myprofile', api, {});
  return dispatch.mock.calls.map(([action]) => (action as { type: string }).type);
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(notify).mockClear();
  window.localStorage.clear();
});

describe('baseQuery: a 401 ends the session it was sent with', () => {
  it('ends the session when the token the call was made with answers 401', async () => {
    window.localStorage.setItem('Auth', 'old-token');
    expect(await call(401)).toContain(sessionExpired.type);
  });

  it('leaves a newer session alone: a late 401 to a call made before the person logged in again', async () => {
    window.localStorage.setItem('Auth', 'old-token');
    expect(await call(401, () => window.localStorage.setItem('Auth', 'new-token'))).not.toContain(sessionExpired.type);
  });

  it('ends nothing for a visitor (no token)', async () => {
    expect(await call(401)).not.toContain(sessionExpired.type);
  });
});

describe('baseQuery: a 403 with _message is a danger toast', () => {
  const forbidden = (error: string, message: string) => ({ message, errors: { message, error }, _code: 403, _message: message });

  it('toasts the refusal', async () => {
    window.localStorage.setItem('Auth', 'token');
    await call(403, undefined, forbidden('forbidden', 'Only administrators can do this.'));
    expect(notify).toHaveBeenCalledWith('Only administrators can do this.', 'error');
  });

  it('does not toast mustChangePassword: the password-first page says it, and toasts would cover its form on a phone', async () => {
    window.localStorage.setItem('Auth', 'token');
    await call(403, undefined, forbidden('mustChangePassword', 'Please set a new password before you continue.'));
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('baseQuery: a success in the envelope comes back as its payload', () => {
  /** The base query's answer to one call whose response is `text` with `status`. */
  async function answer(status: number, text: string | null) {
    jest.spyOn(global, 'fetch').mockResolvedValue(new Response(text, { status, headers: { 'content-type': 'application/json' } }));
    const api = { dispatch: jest.fn(), getState: () => ({ session: { token: null } }), endpoint: 'getCms', signal: new AbortController().signal, abort: jest.fn(), extra: undefined, type: 'query' } as unknown as BaseQueryApi;
    return baseQuery('/unauth/getcms', api, {});
  }

  it('unwraps { data } once: a payload that nests data again keeps its own', async () => {
    expect((await answer(200, JSON.stringify({ data: { title: 'Khibra' } }))).data).toEqual({ title: 'Khibra' });
    expect((await answer(200, JSON.stringify({ data: { data: { rate: 5 } } }))).data).toEqual({ data: { rate: 5 } });
    expect((await answer(200, JSON.stringify({ data: null }))).data).toBeNull();
  });

  it('keeps a paged list whole: its data sits beside the paging fields', async () => {
    const page = { data: [{ id: 'a' }], page: 0, totalPages: 1, total: 1 };
    expect((await answer(200, JSON.stringify(page))).data).toEqual(page);
  });

  it('keeps bare answers and an empty 204 as they are', async () => {
    expect((await answer(200, JSON.stringify({ success: true, proof: 'p' }))).data).toEqual({ success: true, proof: 'p' });
    expect((await answer(200, JSON.stringify([{ data: 1 }]))).data).toEqual([{ data: 1 }]);
    expect((await answer(200, JSON.stringify('data'))).data).toBe('data');
    expect((await answer(204, null)).data).toBeNull();
  });

  it('leaves a failure body as the error data', async () => {
    const failure = { message: 'Vacancy not found', errors: { message: 'Vacancy not found', error: 'notFound' } };
    const result = await answer(404, JSON.stringify(failure));
    expect(result.error).toEqual({ status: 404, data: failure });
    expect(result.data).toBeUndefined();
  });
});
