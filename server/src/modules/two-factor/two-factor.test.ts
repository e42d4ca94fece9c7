import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { msg } from '@contracts/messages';
import { LOGIN_TICKET_TTL_MS, TWO_FACTOR_PATHS, twoFactorMsg } from '@contracts/two-factor';
import { totpCredentials, totpRecoveryCodes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { API, get, logIn, post, signUp } from '../../test/accounts';

const failure = (message: string, error: string) => ({ message, errors: { message, error } });
const WRONG = failure(twoFactorMsg.codeWrong, 'twoFactorCodeWrong');
const EXPIRED = failure(twoFactorMsg.expired, 'twoFactorExpired');
const toArabicDigits = (code: string) => code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

describe('two-step sign-in (TOTP and recovery codes)', () => {
  let t: TestApp;
  const clock = { shift: 0 };
  const now = () => Date.now() + clock.shift;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', LOGIN_MAX_FAILURES: '5' }, { now: () => new Date(now()) });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The authenticator app's code now. */
  const codeNow = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: now() });
  /** The code of the next 30-second step (the clock moves on), so it was never used. */
  const nextCode = (secret: string) => {
    clock.shift += 30_000;
    return codeNow(secret);
  };
  const del = (url: string, payload: unknown, token: string) =>
    t.app.inject({ method: 'DELETE', url: `${API}${url}`, payload: payload as object, headers: { authorization: token } });
  const secondStep = (ticket: string, code: string) => post(t.app, TWO_FACTOR_PATHS.login, { ticket, code });
  const ticketOf = async (email: string, password: string): Promise<string> => {
    const res = await logIn(t.app, email, password);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { twoFactor?: { ticket: string }; token?: string } };
    expect(data.token).toBeUndefined();
    return data.twoFactor?.ticket as string;
  };

  /** A new member with two-step sign-in on: its secret and recovery codes. */
  const withTotp = async () => {
    const member = await signUp(t.app);
    // The session was opened at the database's time, behind the moved clock: the password again is the recent proof turning it on needs.
    expect((await post(t.app, '/auth/reauth', { password: member.password }, member.token)).statusCode).toBe(200);
    const setup = await post(t.app, TWO_FACTOR_PATHS.totp, {}, member.token);
    expect(setup.statusCode).toBe(200);
    const { secret } = (setup.json() as { data: { secret: string } }).data;
    const confirmed = await post(t.app, TWO_FACTOR_PATHS.confirm, { code: nextCode(secret) }, member.token);
    expect(confirmed.statusCode).toBe(200);
    return { ...member, secret, recoveryCodes: (confirmed.json() as { data: { recoveryCodes: string[] } }).data.recoveryCodes };
  };

  it('turns on with a secret, a QR code and a confirming code; answers 10 recovery codes once, keeps only their hashes; turns off with a code', async () => {
    const member = await signUp(t.app);
    expect((await get(t.app, TWO_FACTOR_PATHS.status, member.token)).json()).toEqual({ data: { totp: false } });
    const setup = (await post(t.app, TWO_FACTOR_PATHS.totp, {}, member.token)).json() as { data: { secret: string; otpauthUrl: string; qrSvg: string } };
    const { secret, otpauthUrl, qrSvg } = setup.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Khibra:/);
    expect(new URL(otpauthUrl).searchParams.get('secret')).toBe(secret);
    expect(new URL(otpauthUrl).searchParams.get('digits')).toBe('6');
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Not on until a code from the app is confirmed; a wrong one is refused.
    expect((await get(t.app, TWO_FACTOR_PATHS.status, member.token)).json()).toEqual({ data: { totp: false } });
    const wrong = await post(t.app, TWO_FACTOR_PATHS.confirm, { code: '000000' === codeNow(secret) ? '111111' : '000000' }, member.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(WRONG);
    const empty = await post(t.app, TWO_FACTOR_PATHS.confirm, { code: '' }, member.token);
    expect(empty.json()).toEqual(failure(msg.required('Code'), 'validation'));

    const confirmed = await post(t.app, TWO_FACTOR_PATHS.confirm, { code: toArabicDigits(nextCode(secret)) }, member.token);
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = (confirmed.json() as { data: { recoveryCodes: string[] } }).data;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect((await get(t.app, TWO_FACTOR_PATHS.status, member.token)).json()).toEqual({ data: { totp: true } });
    const stored = await t.database.db.select().from(totpRecoveryCodes);
    const storedText = JSON.stringify(stored);
    for (const code of recoveryCodes) expect(storedText).not.toContain(code.replace('-', ''));
    // The secret is never answered again: a new setup is refused while it is on, and confirming again is refused.
    const again = await post(t.app, TWO_FACTOR_PATHS.totp, {}, member.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(failure(twoFactorMsg.alreadyOn, 'twoFactorAlreadyOn'));
    expect((await post(t.app, TWO_FACTOR_PATHS.confirm, { code: nextCode(secret) }, member.token)).json()).toEqual(failure(twoFactorMsg.noSetup, 'twoFactorNoSetup'));

    const badOff = await del(TWO_FACTOR_PATHS.totp, { code: 'AAAAA-AAAAA' }, member.token);
    expect(badOff.json()).toEqual(WRONG);
    const off = await del(TWO_FACTOR_PATHS.totp, { code: nextCode(secret) }, member.token);
    expect(off.statusCode).toBe(200);
    expect((await get(t.app, TWO_FACTOR_PATHS.status, member.token)).json()).toEqual({ data: { totp: false } });
    const [row] = await t.database.db.select().from(totpCredentials).where(eq(totpCredentials.userId, (await t.app.services.users.repository.findByEmail(member.email))!.id));
    expect(row).toBeUndefined();
    // Off again: the password alone signs in.
    const login = await logIn(t.app, member.email, member.password);
    expect((login.json() as { data: { token?: string } }).data.token).toEqual(expect.any(String));
    expect((await del(TWO_FACTOR_PATHS.totp, { code: nextCode(secret) }, member.token)).json()).toEqual(failure(twoFactorMsg.notOn, 'twoFactorNotOn'));
  });

  it('sign-in asks for the code after the password; the ticket and the code (Arabic-Indic digits read) open a session, the ticket once', async () => {
    const member = await withTotp();
    const ticket = await ticketOf(member.email, member.password);
    expect(ticket).toMatch(/^[\w-]{43}$/);
    const res = await secondStep(ticket, toArabicDigits(nextCode(member.secret)));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token } = (res.json() as { data: { token: string } }).data;
    expect((await get(t.app, '/user/myprofile', token)).statusCode).toBe(200);
    expect((await secondStep(ticket, nextCode(member.secret))).json()).toEqual(EXPIRED);
    expect((await secondStep('not-a-ticket', nextCode(member.secret))).json()).toEqual(EXPIRED);
    // A wrong password is still a wrong password, with no ticket.
    expect((await logIn(t.app, member.email, 'wrong-pass')).json()).toEqual(failure(msg.wrongCredentials, 'wrongCredentials'));
  });

  it('a recovery code signs in once, typed in any case and without its dash; a used one is refused', async () => {
    const member = await withTotp();
    const [first, second] = member.recoveryCodes;
    const res = await secondStep(await ticketOf(member.email, member.password), first.replace('-', '').toLowerCase());
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { token: string } }).data.token).toEqual(expect.any(String));
    const reused = await secondStep(await ticketOf(member.email, member.password), first);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(WRONG);
    // Another member's recovery code does not open this account.
    const other = await withTotp();
    expect((await secondStep(await ticketOf(member.email, member.password), other.recoveryCodes[0])).json()).toEqual(WRONG);
    // A recovery code also turns two-step sign-in off.
    expect((await del(TWO_FACTOR_PATHS.totp, { code: second }, member.token)).statusCode).toBe(200);
  });

  it('refuses the same authenticator code twice', async () => {
    const member = await withTotp();
    const code = nextCode(member.secret);
    expect((await secondStep(await ticketOf(member.email, member.password), code)).statusCode).toBe(200);
    const again = await secondStep(await ticketOf(member.email, member.password), code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(failure(twoFactorMsg.codeUsed, 'twoFactorCodeUsed'));
    expect((await secondStep(await ticketOf(member.email, member.password), nextCode(member.secret))).statusCode).toBe(200);
  });

  it('a wrong code is a failed sign-in: with a right password in between, the fifth failure pauses the code step and the password step alike', async () => {
    const member = await withTotp();
    const wrongCode = () => {
      const right = nextCode(member.secret);
      return right === '123456' ? '654321' : '123456';
    };
    const first = await ticketOf(member.email, member.password);
    for (let i = 0; i < 3; i++) expect((await secondStep(first, wrongCode())).json()).toEqual(WRONG);
    // The right password does not clear the count: only a right code does.
    const second = await ticketOf(member.email, member.password);
    for (let i = 0; i < 2; i++) expect((await secondStep(second, wrongCode())).json()).toEqual(WRONG);
    const paused = await secondStep(second, nextCode(member.secret));
    expect(paused.statusCode).toBe(429);
    expect((paused.json() as { message: string }).message).toBe(msg.loginPaused(1));
    expect((await logIn(t.app, member.email, member.password)).statusCode).toBe(429);
  });

  it('the ticket lives five minutes', async () => {
    const member = await withTotp();
    const ticket = await ticketOf(member.email, member.password);
    clock.shift += LOGIN_TICKET_TTL_MS + 1000;
    const late = await secondStep(ticket, codeNow(member.secret));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(EXPIRED);
    const inTime = await ticketOf(member.email, member.password);
    clock.shift += LOGIN_TICKET_TTL_MS - 60_000;
    expect((await secondStep(inTime, codeNow(member.secret))).statusCode).toBe(200);
  });

  it('a temporary password with two-step sign-in on still asks for the code, and its session must set a new password', async () => {
    const member = await withTotp();
    const user = (await t.app.services.users.repository.findByEmail(member.email))!;
    const { hashPassword } = await import('../users/password');
    await t.app.services.users.repository.update(user.id, { tempPasswordHash: await hashPassword('temp-pass-1'), tempPasswordExpiresAt: new Date(now() + 60_000) });
    const ticket = await ticketOf(member.email, 'temp-pass-1');
    const res = await secondStep(ticket, nextCode(member.secret));
    expect((res.json() as { data: { mustChangePassword?: boolean } }).data.mustChangePassword).toBe(true);
  });
});
