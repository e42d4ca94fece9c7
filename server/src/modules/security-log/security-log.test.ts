import { eq, sql } from 'drizzle-orm';
import { ROBOT_PROOF_HEADER } from '@contracts/auth';
import { msg } from '@contracts/messages';
import { DEVICE_COOKIE, type SecurityEventView, type SecurityLogPage, type SessionView } from '@contracts/security';
import { knownDevices, sessions, users } from '../../db/schema';
import { withMailingTestApp, type TestApp } from '../../test/app';
import { API, get, post, robotProof, signUp, uniqueEmail } from '../../test/accounts';
import { mailsTo } from '../../test/outbox';
import { isKnownDevice } from './devices';
import { recordSecurityEvent } from './record';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NEW_SIGN_IN = /^New sign-in to your Khibra account$/;
const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

describe('sessions, the security log and new-device e-mails', () => {
  let t: TestApp;
  let outbox: string;
  withMailingTestApp({}, (made) => ({ t, outbox } = made));

  /** Logs in from a browser (user agent), an address and a device cookie; answers the token and the device id the answer set. */
  const signIn = async (email: string, password: string, from: { agent?: string; ip?: string; device?: string } = {}) => {
    const headers: Record<string, string> = { [ROBOT_PROOF_HEADER]: await robotProof(t.app), 'user-agent': from.agent ?? CHROME_WINDOWS };
    if (from.device) headers.cookie = `${DEVICE_COOKIE}=${from.device}`;
    const res = await t.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email, password }, headers, remoteAddress: from.ip ?? '198.51.100.7' });
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${DEVICE_COOKIE}=`)) ?? '';
    return { res, token: res.statusCode === 200 ? (res.json().data.token as string) : '', device: /=([^;]+)/.exec(setCookie)?.[1] ?? '', setCookie };
  };
  const del = (url: string, token: string) => t.app.inject({ method: 'DELETE', url: `${API}${url}`, headers: { authorization: token } });
  const listOf = async (token: string) => (await get(t.app, '/user/sessions', token)).json().data as SessionView[];
  const logOf = async (token: string, page = 0) => (await get(t.app, `/user/security-log?page=${page}`, token)).json().data as SecurityLogPage;
  const kinds = (entries: SecurityEventView[]) => entries.map((e) => (e.by ? `${e.kind}:${e.by}` : e.kind));
  const userIdOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`))[0].id;
  const newDeviceMails = async (email: string) => (await mailsTo(outbox, email)).filter((m) => NEW_SIGN_IN.test(m.subject));

  describe('GET /user/sessions and DELETE /user/sessions/{id}', () => {
    it('lists the live sessions with browser, system, IP, sign-in and last activity, and marks this one', async () => {
      const { email, password } = await signUp(t.app);
      const laptop = await signIn(email, password, { agent: CHROME_WINDOWS, ip: '198.51.100.7' });
      const phone = await signIn(email, password, { agent: SAFARI_IPHONE, ip: '203.0.113.9' });
      const list = await listOf(phone.token);
      expect(list).toHaveLength(3);
      const mine = list.filter((s) => s.current);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ userAgent: SAFARI_IPHONE, device: { browser: 'Safari', system: 'iOS' }, ip: '203.0.113.9' });
      expect(list.find((s) => s.userAgent === CHROME_WINDOWS && s.ip === '198.51.100.7')).toMatchObject({ current: false, device: { browser: 'Chrome', system: 'Windows' } });
      for (const s of list) expect(Number.isNaN(Date.parse(s.createdAt)) || Number.isNaN(Date.parse(s.lastActiveAt))).toBe(false);
      expect((await listOf(laptop.token)).filter((s) => s.current).map((s) => s.userAgent)).toEqual([CHROME_WINDOWS]);
    });

    it('ends one of the member\'s own sessions: its token answers 401 and it leaves the list; others\' ids are 404', async () => {
      const { email, password } = await signUp(t.app);
      const laptop = await signIn(email, password);
      const phone = await signIn(email, password, { agent: SAFARI_IPHONE });
      const stranger = await signUp(t.app);
      const strangerSession = (await listOf(stranger.token))[0].id;
      const phoneId = (await listOf(phone.token)).find((s) => s.current)?.id as string;

      for (const id of [strangerSession, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const refused = await del(`/user/sessions/${id}`, laptop.token);
        expect(refused.statusCode).toBe(404);
        expect(refused.json().message).toBe(msg.sessionNotFound);
      }
      expect((await get(t.app, '/user/myprofile', stranger.token)).statusCode).toBe(200);

      const ended = await del(`/user/sessions/${phoneId}`, laptop.token);
      expect(ended.statusCode).toBe(200);
      expect((await get(t.app, '/user/myprofile', phone.token)).statusCode).toBe(401);
      expect((await listOf(laptop.token)).map((s) => s.id)).not.toContain(phoneId);
      expect((await del(`/user/sessions/${phoneId}`, laptop.token)).statusCode).toBe(404);
      expect(kinds((await logOf(laptop.token)).data)[0]).toBe('sessionEnded:member');
    });

    it('needs a login', async () => {
      expect((await get(t.app, '/user/sessions')).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'DELETE', url: `${API}/user/sessions/00000000-0000-4000-8000-000000000000` })).statusCode).toBe(401);
      expect((await get(t.app, '/user/security-log')).statusCode).toBe(401);
    });

    it('writes "last active" when the last write is over a minute old, not on every request', async () => {
      const { token, email } = await signUp(t.app);
      const ofUser = sql`${sessions.userId} = (select id from users where lower(email) = lower(${email}))`;
      const lastActive = async () => (await t.database.db.select().from(sessions).where(ofUser))[0].lastActiveAt.getTime();
      const recent = new Date(Date.now() - 30_000);
      await t.database.db.update(sessions).set({ lastActiveAt: recent }).where(ofUser);
      await get(t.app, '/user/myprofile', token);
      expect(await lastActive()).toBe(recent.getTime());
      await t.database.db.update(sessions).set({ lastActiveAt: new Date(Date.now() - 5 * 60_000) }).where(ofUser);
      await get(t.app, '/user/myprofile', token);
      expect(Date.now() - (await lastActive())).toBeLessThan(30_000);
    });
  });

  describe('GET /user/security-log', () => {
    it('records sign-ins, failures for the account, password change, sessions it ended and an e-mail change, newest first, the member\'s only', async () => {
      const { email, password } = await signUp(t.app);
      const first = await signIn(email, password, { ip: '198.51.100.20' });
      const other = await signIn(email, password, { agent: SAFARI_IPHONE, device: first.device });
      expect((await signIn(email, 'wrong-password-1', { ip: '203.0.113.66' })).res.statusCode).toBe(400);
      expect((await post(t.app, '/user/password/update', { current: password, new: 'brand-new-pass', newConfirm: 'brand-new-pass' }, first.token)).statusCode).toBe(200);
      expect((await get(t.app, '/user/myprofile', other.token)).statusCode).toBe(401);

      const fresh = uniqueEmail('moved');
      expect((await post(t.app, '/user/myprofile', { email: fresh, currentPassword: 'brand-new-pass' }, first.token)).statusCode).toBe(200);
      const link = (await mailsTo(outbox, fresh)).at(-1)?.links?.[0] as string;
      expect((await t.app.inject({ method: 'GET', url: pathOf(link) })).statusCode).toBe(302);

      const log = await logOf(first.token);
      const got = kinds(log.data);
      // The password change and the sessions it ended are one change, written at one moment (PGlite's clock may not tell them apart).
      expect([got[0], [...got.slice(1, 3)].sort(), ...got.slice(3)]).toEqual(['emailChanged', ['passwordChanged', 'sessionEnded:passwordChange'], 'signInFailed', 'signIn', 'signIn', 'signIn']);
      expect(log.data.find((e) => e.kind === 'signInFailed')).toMatchObject({ ip: '203.0.113.66', device: { browser: 'Chrome', system: 'Windows' } });
      expect(log.data.find((e) => e.kind === 'sessionEnded')?.count).toBe(2);
      expect(log).toMatchObject({ page: 0, hasMore: false });
      // A stranger sees only their own entries; a wrong address for the form records nothing anywhere.
      const stranger = await signUp(t.app);
      expect(kinds((await logOf(stranger.token)).data)).toEqual(['signIn']);
    });

    it('pages newest first, 20 a page, and refuses a page that is not a number with a 400', async () => {
      const { token, email } = await signUp(t.app);
      const userId = await userIdOf(email);
      for (let i = 0; i < 20; i++) await recordSecurityEvent(t.database.db, userId, 'signInFailed', { ip: `192.0.2.${i}` });
      const first = await logOf(token, 0);
      expect(first.data).toHaveLength(20);
      expect(first.hasMore).toBe(true);
      const second = await logOf(token, 1);
      expect(second).toMatchObject({ page: 1, hasMore: false });
      expect(second.data.map((e) => e.kind)).toEqual(['signIn']);
      const bad = await get(t.app, '/user/security-log?page=abc', token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('The page number is not valid.');
    });

    it('"This wasn\'t me" and "sign out of all devices" record signing out everywhere', async () => {
      const { token, email, password } = await signUp(t.app);
      expect((await post(t.app, '/user/myprofile', { email: uniqueEmail('thief'), currentPassword: password }, token)).statusCode).toBe(200);
      const cancel = (await mailsTo(outbox, email)).find((m) => /is being changed/i.test(m.subject))?.links?.find((l) => l.includes('cancel')) as string;
      expect((await t.app.inject({ method: 'GET', url: pathOf(cancel) })).statusCode).toBe(302);
      const again = await signIn(email, password);
      expect((await post(t.app, '/user/logout-all', {}, again.token)).statusCode).toBe(200);
      const third = await signIn(email, password);
      expect(kinds((await logOf(third.token)).data).slice(0, 4)).toEqual(['signIn', 'signedOutEverywhere:member', 'signIn', 'signedOutEverywhere:thisWasntMe']);
    });
  });

  describe('the device cookie and the new-device e-mail', () => {
    it('sets khibra_device httpOnly and SameSite=Lax; a device the account used before is not e-mailed, each new one once', async () => {
      const { email, password } = await signUp(t.app);
      const first = await signIn(email, password);
      expect(first.setCookie).toMatch(/^khibra_device=[A-Za-z0-9_-]{22,64}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
      const userId = await userIdOf(email);
      expect(await isKnownDevice(t.database.db, userId, first.device)).toBe(true);
      expect(await isKnownDevice(t.database.db, userId, 'x'.repeat(32))).toBe(false);
      // The hash is stored, never the id.
      const stored = await t.database.db.select().from(knownDevices).where(eq(knownDevices.userId, userId));
      expect(stored.map((d) => d.deviceHash)).not.toContain(first.device);

      const before = (await newDeviceMails(email)).length;
      const again = await signIn(email, password, { device: first.device });
      expect(again.device).toBe(first.device);
      expect(await newDeviceMails(email)).toHaveLength(before);

      const phone = await signIn(email, password, { agent: SAFARI_IPHONE, ip: '203.0.113.9' });
      const mails = await newDeviceMails(email);
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)?.text).toContain('Device: Safari on iOS');
      expect(mails.at(-1)?.text).toContain('IP address: 203.0.113.9');
      expect(mails.at(-1)?.text).toMatch(/Time: \d+ \w+ \d{4}, .+ \(Universal Time\)/);
      expect(mails.at(-1)?.links).toEqual([`${t.config.publicUrl}/profile#sessions`]);
      expect((await logOf(phone.token)).data[0]).toMatchObject({ kind: 'signIn', newDevice: true, ip: '203.0.113.9' });

      await signIn(email, password, { agent: SAFARI_IPHONE, device: phone.device });
      expect(await newDeviceMails(email)).toHaveLength(before + 1);
    });

    it('is in the member\'s language', async () => {
      const { token, email, password } = await signUp(t.app);
      expect((await t.app.inject({ method: 'PUT', url: `${API}/user/language`, payload: { language: 'ar' }, headers: { authorization: token } })).statusCode).toBe(200);
      await signIn(email, password, { agent: SAFARI_IPHONE });
      const arabic = (await mailsTo(outbox, email)).filter((m) => m.subject === 'تسجيل دخول جديد إلى حسابك في خبرة');
      expect(arabic).toHaveLength(1);
      expect(arabic[0].text).toContain('الجهاز: Safari على iOS');
      expect(await newDeviceMails(email)).toHaveLength(0);
    });

    it('is not sent for the first device of an account that has none remembered yet', async () => {
      const { email, password } = await signUp(t.app);
      await t.database.db.delete(knownDevices).where(eq(knownDevices.userId, await userIdOf(email)));
      const first = await signIn(email, password);
      expect(await newDeviceMails(email)).toHaveLength(0);
      await signIn(email, password, { agent: SAFARI_IPHONE });
      expect(await newDeviceMails(email)).toHaveLength(1);
      expect(first.device).not.toBe('');
    });
  });
});
