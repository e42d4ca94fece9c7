import { REAUTH_REQUIRED, ROBOT_CHECK_REQUIRED, ROBOT_PROOF_HEADER } from '@contracts/auth';
import { msg } from '@contracts/messages';
import { createTestApp, type TestApp } from '../../test/app';
import { API, logIn, post, robotProof, signUp } from '../../test/accounts';
import { ACCOUNT_MAX_FAILURES, MAX_SLOWDOWN_MS, slowdownMs } from './account-guard';
import { DEVICE_COOKIE } from '@contracts/security';

/** A login from `ip`, with a fresh robot proof and, when given, a device cookie. */
async function loginFrom(t: TestApp, email: string, password: string, ip: string, cookie?: string) {
  const headers: Record<string, string> = { [ROBOT_PROOF_HEADER]: await robotProof(t.app) };
  if (cookie) headers.cookie = cookie;
  return t.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email, password }, headers, remoteAddress: ip });
}

/** The khibra_device cookie a response set, as a Cookie header value. */
function deviceCookie(setCookie: string | string[] | number | undefined): string {
  const line = [setCookie].flat().find((value) => typeof value === 'string' && value.startsWith(`${DEVICE_COOKIE}=`));
  if (typeof line !== 'string') throw new Error('no device cookie');
  return line.split(';')[0];
}

describe('guessing from many addresses: per-account failures, known devices', () => {
  let t: TestApp;
  const waits: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { sleep: async (ms) => void waits.push(ms) });
  });
  afterAll(() => t.close());
  beforeEach(() => void waits.splice(0));

  it('issues an httpOnly SameSite=Lax device cookie at sign-in', async () => {
    const { email, password } = await signUp(t.app);
    const res = await loginFrom(t, email, password, '198.51.100.1');
    expect(res.statusCode).toBe(200);
    const line = [res.headers['set-cookie']].flat().find((value) => String(value).startsWith(`${DEVICE_COOKIE}=`));
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    // A known device keeps its id: the cookie is renewed with the same one.
    const again = await loginFrom(t, email, password, '198.51.100.1', deviceCookie(res.headers['set-cookie']));
    expect(again.statusCode).toBe(200);
    expect(deviceCookie(again.headers['set-cookie'])).toBe(deviceCookie(res.headers['set-cookie']));
  });

  it('80 guesses from 20 addresses: past the threshold an unknown device is slowed and asked for the robot check; the owner\'s device signs in as usual', async () => {
    const { email, password } = await signUp(t.app);
    const owner = deviceCookie((await loginFrom(t, email, password, '192.0.2.10')).headers['set-cookie']);

    const answers: { status: number; code?: string }[] = [];
    for (let guess = 0; guess < 80; guess++) {
      const res = await loginFrom(t, email, `wrong-guess-${guess}`, `203.0.113.${guess % 20}`);
      answers.push({ status: res.statusCode, code: (res.json() as { errors?: { error?: string } }).errors?.error });
    }
    // 4 guesses per address: the per-address pause never trips; the account's count does.
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    expect(answers.slice(0, ACCOUNT_MAX_FAILURES - 1).every((answer) => answer.code === 'wrongCredentials')).toBe(true);
    expect(answers.slice(ACCOUNT_MAX_FAILURES - 1).every((answer) => answer.code === ROBOT_CHECK_REQUIRED)).toBe(true);
    // The guesses past the threshold waited, more with more failures, never more than the bound.
    expect(waits).toHaveLength(80 - ACCOUNT_MAX_FAILURES);
    expect(waits[0]).toBe(slowdownMs(ACCOUNT_MAX_FAILURES));
    expect(waits[1]).toBeGreaterThan(waits[0]);
    expect(Math.max(...waits)).toBe(MAX_SLOWDOWN_MS);

    // A new device, even with the right password and from a fresh address: slowed, then let in.
    waits.splice(0);
    const stranger = await loginFrom(t, email, 'another-wrong-one', '198.51.100.77');
    expect(stranger.json()).toEqual({ message: msg.loginSlowedForAccount, errors: { message: msg.loginSlowedForAccount, error: ROBOT_CHECK_REQUIRED } });
    expect(waits).toEqual([MAX_SLOWDOWN_MS]);

    // The owner's known device: no wait, no robot-check message, a token.
    waits.splice(0);
    const typo = await loginFrom(t, email, 'owner-typo', '192.0.2.10', owner);
    expect(typo.json().errors.error).toBe('wrongCredentials');
    const known = await loginFrom(t, email, password, '192.0.2.10', owner);
    expect(known.statusCode).toBe(200);
    expect(known.json().data.token).toEqual(expect.any(String));
    expect(waits).toEqual([]);

    // The owner on a new device still gets in, after the wait.
    const newDevice = await loginFrom(t, email, password, '198.51.100.78');
    expect(newDevice.statusCode).toBe(200);
    expect(waits).toEqual([MAX_SLOWDOWN_MS]);
  });

  it('counts per account, not per address: another account is not slowed', async () => {
    const { email, password } = await signUp(t.app);
    const res = await loginFrom(t, email, password, '203.0.113.5');
    expect(res.statusCode).toBe(200);
    expect(waits).toEqual([]);
  });

  it('answers an unknown address past the threshold the same way (nothing revealed)', async () => {
    const email = 'nobody-here@example.test';
    let last = '';
    for (let guess = 0; guess < ACCOUNT_MAX_FAILURES; guess++) last = (await loginFrom(t, email, `guess-${guess}`, `203.0.113.${100 + guess}`)).json().errors.error;
    expect(last).toBe(ROBOT_CHECK_REQUIRED);
  });
});

describe('sensitive actions re-ask for the password after 10 minutes', () => {
  let t: TestApp;
  const clock = { shift: 0 };
  const MINUTE = 60_000;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', TEST_HOOKS: 'true' }, { now: () => new Date(Date.now() + clock.shift), sleep: async () => undefined });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock.shift = 0;
  });

  const sensitive = (token: string) => post(t.app, '/test/session/sensitive', {}, token);

  it('a fresh sign-in counts; 10 minutes later the action answers 403 reauthRequired; /auth/reauth refreshes it', async () => {
    const { email, password } = await signUp(t.app);
    const token = (await logIn(t.app, email, password)).json().data.token as string;
    expect((await sensitive(token)).statusCode).toBe(204);

    clock.shift = 9 * MINUTE;
    expect((await sensitive(token)).statusCode).toBe(204);

    clock.shift = 11 * MINUTE;
    const refused = await sensitive(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errors: { error: REAUTH_REQUIRED, message: msg.reauthRequired }, _code: 403, _message: msg.reauthRequired });

    const reauth = await post(t.app, '/auth/reauth', { password }, token);
    expect(reauth.statusCode).toBe(200);
    expect(reauth.json()).toEqual({ data: { reauthenticated: true } });
    expect((await sensitive(token)).statusCode).toBe(204);

    clock.shift = 22 * MINUTE;
    expect((await sensitive(token)).statusCode).toBe(403);
  });

  it('guards two-step sign-in and passkeys: turning them on or off, adding or removing a passkey', async () => {
    const { email, password } = await signUp(t.app);
    const token = (await logIn(t.app, email, password)).json().data.token as string;
    clock.shift = 11 * MINUTE;
    const calls = [
      t.app.inject({ method: 'POST', url: '/api/v1.0/user/2fa/totp', headers: { authorization: token } }),
      t.app.inject({ method: 'DELETE', url: '/api/v1.0/user/2fa/totp', headers: { authorization: token }, payload: { code: '123456' } }),
      t.app.inject({ method: 'POST', url: '/api/v1.0/user/passkeys/options', headers: { authorization: token } }),
      t.app.inject({ method: 'POST', url: '/api/v1.0/user/passkeys', headers: { authorization: token }, payload: { response: {} } }),
      t.app.inject({ method: 'DELETE', url: '/api/v1.0/user/passkeys/00000000-0000-4000-8000-000000000000', headers: { authorization: token } }),
    ];
    for (const res of await Promise.all(calls)) expect({ status: res.statusCode, code: res.json().errors?.error }).toEqual({ status: 403, code: REAUTH_REQUIRED });
    expect((await post(t.app, '/auth/reauth', { password }, token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1.0/user/2fa/totp', headers: { authorization: token } })).statusCode).toBe(200);
  });

  it('speaks Arabic to an Arabic request', async () => {
    const { token } = await signUp(t.app);
    clock.shift = 11 * MINUTE;
    const res = await t.app.inject({ method: 'POST', url: `${API}/test/session/sensitive`, headers: { authorization: token, 'accept-language': 'ar' } });
    expect(res.json().message).toBe('يُرجى إدخال كلمة المرور مرة أخرى للمتابعة.');
  });

  it('a wrong password at /auth/reauth is refused and counts as a failed attempt', async () => {
    const { email, token } = await signUp(t.app);
    clock.shift = 11 * MINUTE;
    const wrong = await post(t.app, '/auth/reauth', { password: 'not-my-password' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.error).toBe('invalidCurrentPwd');
    expect((await sensitive(token)).statusCode).toBe(403);
    // Counted for this client: enough of them pause it, as failed sign-ins do.
    for (let i = 0; i < t.config.loginMaxFailures; i++) await post(t.app, '/auth/reauth', { password: `nope-${i}` }, token);
    const paused = await post(t.app, '/auth/reauth', { password: 'still-wrong' }, token);
    expect(paused.statusCode).toBe(429);
    const login = await logIn(t.app, email, 'whatever-pass');
    expect(login.statusCode).toBe(429);
  });

  it('refuses an empty password with a 400 and a visitor with a 401', async () => {
    const { token } = await signUp(t.app);
    const empty = await post(t.app, '/auth/reauth', {}, token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(msg.required('Password'));
    expect((await post(t.app, '/auth/reauth', { password: 'x' })).statusCode).toBe(401);
  });

  it('the test hook makes the proof old without moving the clock', async () => {
    const { token } = await signUp(t.app);
    expect((await post(t.app, '/test/session/proof-expired', {}, token)).statusCode).toBe(204);
    expect((await sensitive(token)).statusCode).toBe(403);
  });
});
