import { eq, sql } from 'drizzle-orm';
import { ROBOT_PROOF_HEADER } from '@contracts/auth';
import { msg } from '@contracts/messages';
import type { MyProfile } from '@contracts/user';
import { emailChanges, sessions, users } from '../../db/schema';
import { withMailingTestApp, type TestApp } from '../../test/app';
import { API, get, logIn, post, robotProof, signUp, signupPayload, postWithProof, uniqueEmail } from '../../test/accounts';
import { mailsTo, type OutboxMail } from '../../test/outbox';

const failure = (message: string, error = 'validation') => ({ message, errors: { message, error } });
const unauthorizedBody = failure('Please log in to continue.', 'unauthorized');
const PASSWORD_CHANGED = 'Your Khibra password was changed';
/** The link's path on this server (inject takes a path). */
const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

describe('sessions and account security', () => {
  let t: TestApp;
  let outbox: string;
  withMailingTestApp({}, (made) => ({ t, outbox } = made));

  const tokenOf = async (email: string, password: string): Promise<string> => {
    const res = await logIn(t.app, email, password);
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
    return (res.json() as { data: { token: string } }).data.token;
  };
  const status = async (token: string) => (await get(t.app, '/user/myprofile', token)).statusCode;
  const mailsWithSubject = async (address: string, subject: RegExp): Promise<OutboxMail[]> => (await mailsTo(outbox, address)).filter((m) => subject.test(m.subject));
  const temporaryPasswordOf = async (email: string): Promise<string> => {
    const mail = (await mailsWithSubject(email, /temporary/i)).at(-1);
    const temp = /^([A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4})$/m.exec(mail?.text ?? '')?.[1];
    if (!temp) throw new Error(`no temporary password mailed to ${email}`);
    return temp;
  };

  describe('logout', () => {
    it('ends this session on the server: its token answers 401, other sessions go on', async () => {
      const { token, email, password } = await signUp(t.app);
      const other = await tokenOf(email, password);
      const res = await post(t.app, '/user/logout', {}, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { loggedOut: true } });
      const after = await get(t.app, '/user/myprofile', token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(unauthorizedBody);
      expect((await post(t.app, '/user/logout', {}, token)).statusCode).toBe(401);
      expect(await status(other)).toBe(200);
    });

    it('"sign out of all devices" ends every session of the account, this one included, and no one else\'s', async () => {
      const { token, email, password } = await signUp(t.app);
      const phone = await tokenOf(email, password);
      const laptop = await tokenOf(email, password);
      const stranger = await signUp(t.app);
      const res = await post(t.app, '/user/logout-all', {}, laptop);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { loggedOut: true } });
      for (const ended of [token, phone, laptop]) expect(await status(ended)).toBe(401);
      expect(await status(stranger.token)).toBe(200);
      // Logging in again opens a fresh session.
      expect(await status(await tokenOf(email, password))).toBe(200);
    });

    it('needs a login', async () => {
      expect((await post(t.app, '/user/logout', {})).statusCode).toBe(401);
      expect((await post(t.app, '/user/logout-all', {})).statusCode).toBe(401);
    });
  });

  describe('tokens', () => {
    it('refuses a correctly signed token that names no session, or another account\'s session', async () => {
      const a = await signUp(t.app);
      const b = await signUp(t.app);
      const userA = (await get(t.app, '/user/myprofile', a.token)).json().data.user.id as string;
      const withoutSid = await t.app.tokens.sign('access', { sub: userA }, '1h');
      expect(await status(withoutSid)).toBe(401);
      const [sessionB] = await t.database.db.select().from(sessions).where(sql`${sessions.userId} = (select id from users where lower(email) = lower(${b.email}))`);
      const mixed = await t.app.tokens.accessToken(userA, sessionB.id, new Date(Date.now() + 60_000));
      expect(await status(mixed)).toBe(401);
      const notUuid = await t.app.tokens.sign('access', { sub: userA, sid: "x' or 1=1 --" }, '1h');
      expect(await status(notUuid)).toBe(401);
    });

    it('refuses the token of an expired session at once, although the token itself is still valid', async () => {
      const { token, email } = await signUp(t.app);
      await t.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(sql`${sessions.userId} = (select id from users where lower(email) = lower(${email}))`);
      expect(await status(token)).toBe(401);
    });
  });

  describe('housekeeping', () => {
    it('drops sessions that ended more than a day ago and keeps the others', async () => {
      const { token, email, password } = await signUp(t.app);
      const live = await tokenOf(email, password);
      await post(t.app, '/user/logout', {}, token);
      const ofUser = sql`${sessions.userId} = (select id from users where lower(email) = lower(${email}))`;
      await t.database.db
        .update(sessions)
        .set({ revokedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
        .where(sql`${ofUser} and ${sessions.revokedAt} is not null`);
      await t.app.sessions.repository.purge();
      const left = await t.database.db.select().from(sessions).where(ofUser);
      expect(left).toHaveLength(1);
      expect(left[0].revokedAt).toBeNull();
      expect(await status(live)).toBe(200);
    });
  });

  describe('password change', () => {
    it('ends every other session, keeps this one with the same token, and tells the account\'s address', async () => {
      const { token, email, password } = await signUp(t.app);
      const elsewhere = await tokenOf(email, password);
      const res = await post(t.app, '/user/password/update', { current: password, new: 'brand-new-pass', newConfirm: 'brand-new-pass' }, token);
      expect(res.statusCode).toBe(200);
      expect(await status(elsewhere)).toBe(401);
      expect(await status(token)).toBe(200);
      expect((await post(t.app, '/user/myprofile', { city: 'Sharjah' }, token)).statusCode).toBe(200);
      const notices = await mailsWithSubject(email, new RegExp(PASSWORD_CHANGED));
      expect(notices).toHaveLength(1);
      expect(notices[0].text).toContain('Every other device where you were logged in has been signed out.');
      expect(notices[0].links).toEqual([`${t.config.publicUrl}/forgot`]);
    });

    it('refuses a common password, whatever its letter case, and keeps the old one', async () => {
      const { token, email, password } = await signUp(t.app);
      for (const common of ['Football', 'PASSWORD1', 'qwerty123']) {
        const res = await post(t.app, '/user/password/update', { current: password, new: common, newConfirm: common }, token);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(failure(msg.commonPassword, 'commonPassword'));
      }
      expect((await logIn(t.app, email, password)).statusCode).toBe(200);
      expect(await mailsWithSubject(email, new RegExp(PASSWORD_CHANGED))).toHaveLength(0);
    });
  });

  describe('guessing the current password', () => {
    it('counts as failed logins of that client: a session cannot guess faster than the login form', async () => {
      const { token, email, password } = await signUp(t.app);
      for (let i = 0; i < t.config.loginMaxFailures; i++) {
        const guess = i % 2 === 0 ? { current: `guess-${i}-pass`, new: 'brand-new-pass', newConfirm: 'brand-new-pass' } : null;
        const res = guess
          ? await post(t.app, '/user/password/update', guess, token)
          : await post(t.app, '/user/myprofile', { email: uniqueEmail('grab'), currentPassword: `guess-${i}-pass` }, token);
        expect(res.json().errors.error).toBe('invalidCurrentPwd');
      }
      const blocked = await post(t.app, '/user/password/update', { current: password, new: 'brand-new-pass', newConfirm: 'brand-new-pass' }, token);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many failed logins for this address from your network\. Please try again in \d+ minutes?\.$/);
      expect((await logIn(t.app, email, password)).statusCode).toBe(429);
      // Only the client that guessed is paused: the owner elsewhere still logs in.
      const elsewhere = await t.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email, password }, headers: { [ROBOT_PROOF_HEADER]: await robotProof(t.app) }, remoteAddress: '203.0.113.80' });
      expect(elsewhere.statusCode).toBe(200);
    });
  });

  describe('reset through a temporary password', () => {
    it('opens a must-change-password session; setting the new password there ends the older sessions', async () => {
      const { token: older, email, password } = await signUp(t.app);
      expect((await postWithProof(t.app, '/unauth/password/new', { email })).statusCode).toBe(200);
      const temp = await temporaryPasswordOf(email);

      const login = await logIn(t.app, email, temp);
      expect(login.json().data).toEqual({ token: expect.any(String), mustChangePassword: true });
      const token = login.json().data.token as string;

      // Only My Profile, the password form and logout are open to this session.
      const profile = await get(t.app, '/user/myprofile', token);
      expect(profile.statusCode).toBe(200);
      expect((profile.json().data as MyProfile).mustChangePassword).toBe(true);
      for (const refused of [await post(t.app, '/user/myprofile', { city: 'Sharjah' }, token), await get(t.app, '/freelancer/generate-token', token)]) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject(failure(msg.mustChangePassword, 'mustChangePassword'));
      }
      // The older session is untouched until the new password is set.
      expect(await status(older)).toBe(200);

      const res = await post(t.app, '/user/password/update', { current: temp, new: 'fresh-start-42', newConfirm: 'fresh-start-42' }, token);
      expect(res.statusCode).toBe(200);
      expect(await status(older)).toBe(401);
      const after = await get(t.app, '/user/myprofile', token);
      expect(after.statusCode).toBe(200);
      expect((after.json().data as MyProfile).mustChangePassword).toBe(false);
      expect((await post(t.app, '/user/myprofile', { city: 'Sharjah' }, token)).statusCode).toBe(200);

      expect((await logIn(t.app, email, password)).json()).toEqual(failure(msg.wrongCredentials, 'wrongCredentials'));
      expect((await logIn(t.app, email, temp)).json()).toEqual(failure(msg.wrongCredentials, 'wrongCredentials'));
      expect((await logIn(t.app, email, 'fresh-start-42')).json().data).toEqual({ token: expect.any(String) });
      expect(await mailsWithSubject(email, new RegExp(PASSWORD_CHANGED))).toHaveLength(1);
    });

    it('lets the must-change session log out, and lasts an hour at most', async () => {
      const { email } = await signUp(t.app);
      await postWithProof(t.app, '/unauth/password/new', { email });
      const before = Date.now();
      const token = (await logIn(t.app, email, await temporaryPasswordOf(email))).json().data.token as string;
      const [row] = await t.database.db
        .select()
        .from(sessions)
        .where(sql`${sessions.userId} = (select id from users where lower(email) = lower(${email})) and ${sessions.mustChangePassword}`);
      expect(row.expiresAt.getTime() - before).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
      expect((await post(t.app, '/user/logout', {}, token)).statusCode).toBe(200);
      expect(await status(token)).toBe(401);
    });
  });

  describe('common passwords on sign-up', () => {
    it.each(['password', 'PassWord', 'iloveyou', '12345678'])('refuses %p with the reason', async (common) => {
      const payload = signupPayload({ password: common, cnfpassword: common });
      const res = await postWithProof(t.app, '/auth/register', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(failure(msg.commonPassword, 'commonPassword'));
      expect(await t.database.db.select().from(users).where(sql`lower(${users.email}) = lower(${payload.email})`)).toHaveLength(0);
    });

    it('still refuses a short password with the length rule', async () => {
      const res = await postWithProof(t.app, '/auth/register', signupPayload({ password: 'abc', cnfpassword: 'abc' }));
      expect(res.json()).toEqual(failure('Password should have minimum 6 characters'));
    });
  });

  describe('e-mail change', () => {
    const confirmationTo = async (address: string) => (await mailsWithSubject(address, /confirm your new e-mail/i)).at(-1);
    const noticeTo = async (address: string) => (await mailsWithSubject(address, /is being changed/i)).at(-1);
    const open = (link: string) => t.app.inject({ method: 'GET', url: pathOf(link) });

    it('needs the current password: missing or wrong is refused and nothing changes or is sent', async () => {
      const { token, email } = await signUp(t.app);
      const fresh = uniqueEmail('moved');
      const missing = await post(t.app, '/user/myprofile', { email: fresh }, token);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual(failure(msg.currentPasswordForEmail, 'currentPasswordRequired'));
      const wrong = await post(t.app, '/user/myprofile', { email: fresh, currentPassword: 'wrong-guess', city: 'Sharjah' }, token);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(failure(msg.invalidCurrentPassword, 'invalidCurrentPwd'));
      const profile = (await get(t.app, '/user/myprofile', token)).json().data as MyProfile;
      expect(profile.user.email).toBe(email);
      expect(profile.user.city).toBe('Dubai');
      expect(profile.pendingEmail).toBeNull();
      expect(await mailsTo(outbox, fresh)).toHaveLength(0);
      expect(await noticeTo(email)).toBeUndefined();
    });

    it('keeps the address until the new one is confirmed; tells the old address; the link applies it', async () => {
      const { token, email, password } = await signUp(t.app, { firstName: 'Layla <b>' });
      const fresh = `a&b-${uniqueEmail('moved')}`;
      const res = await post(t.app, '/user/myprofile', { email: fresh, currentPassword: password, city: 'Sharjah' }, token);
      expect(res.statusCode).toBe(200);
      const pending = res.json().data as MyProfile;
      expect(pending.user.email).toBe(email);
      expect(pending.user.city).toBe('Sharjah');
      expect(pending.pendingEmail).toBe(fresh);
      expect((await get(t.app, '/user/myprofile', token)).json().data.pendingEmail).toBe(fresh);

      // Not used for login (nor mail) until verified.
      expect((await logIn(t.app, fresh, password)).json()).toEqual(failure(msg.wrongCredentials, 'wrongCredentials'));
      expect((await logIn(t.app, email, password)).statusCode).toBe(200);

      const confirmation = await confirmationTo(fresh);
      expect(confirmation?.links).toHaveLength(1);
      expect(confirmation?.links[0]).toMatch(new RegExp(`^${t.config.publicUrl}${API}/unauth/confirm-email\\?token=`));
      const notice = await noticeTo(email);
      expect(notice?.text).toContain(fresh);
      expect(notice?.html).toContain('a&amp;b-');
      expect(notice?.html).toContain('Layla &lt;b&gt;');
      expect(notice?.html).not.toContain('<b>');
      expect(notice?.links[0]).toMatch(new RegExp(`^${t.config.publicUrl}${API}/unauth/cancel-email-change\\?token=`));

      const confirmed = await open(confirmation?.links[0] as string);
      expect(confirmed.statusCode).toBe(302);
      expect(confirmed.headers.location).toBe('/profile?emailchanged=true');
      const profile = (await get(t.app, '/user/myprofile', token)).json().data as MyProfile;
      expect(profile.user.email).toBe(fresh);
      expect(profile.pendingEmail).toBeNull();
      expect(profile.isUpdate.mailVerified).toBe(true);
      expect((await logIn(t.app, fresh, password)).statusCode).toBe(200);
      expect((await logIn(t.app, email, password)).statusCode).toBe(400);

      expect((await open(confirmation?.links[0] as string)).headers.location).toBe('/profile?emailchanged=false&reason=used');
    });

    it('"This wasn\'t me" cancels the pending change and ends every session', async () => {
      const { token, email, password } = await signUp(t.app);
      const other = await tokenOf(email, password);
      const fresh = uniqueEmail('moved');
      await post(t.app, '/user/myprofile', { email: fresh, currentPassword: password }, token);
      const cancel = await open((await noticeTo(email))?.links[0] as string);
      expect(cancel.statusCode).toBe(302);
      expect(cancel.headers.location).toBe('/login?emailchangecancelled=true');
      expect(await status(token)).toBe(401);
      expect(await status(other)).toBe(401);
      const again = await tokenOf(email, password);
      expect((await get(t.app, '/user/myprofile', again)).json().data.pendingEmail).toBeNull();
      expect((await open((await confirmationTo(fresh))?.links[0] as string)).headers.location).toBe('/profile?emailchanged=false&reason=cancelled');
      expect((await open((await noticeTo(email))?.links[0] as string)).headers.location).toBe('/login?emailchangecancelled=false');
    });

    // A thief who knows the password asks for their own address; the owner then secures the account.
    it.each([
      ['a password change', async (token: string, password: string) => post(t.app, '/user/password/update', { current: password, new: 'owner-again-7', newConfirm: 'owner-again-7' }, token)],
      ['"Sign out of all devices"', async (token: string) => post(t.app, '/user/logout-all', {}, token)],
    ])('%s cancels a pending change: its link is refused and the new address cannot take the account', async (_name, secure) => {
      const { token, email, password } = await signUp(t.app);
      const thief = await tokenOf(email, password);
      const fresh = uniqueEmail('thief');
      expect((await post(t.app, '/user/myprofile', { email: fresh, currentPassword: password }, thief)).statusCode).toBe(200);
      expect((await secure(token, password)).statusCode).toBe(200);

      const link = (await confirmationTo(fresh))?.links[0] as string;
      expect((await open(link)).headers.location).toBe('/profile?emailchanged=false&reason=cancelled');
      const [row] = await t.database.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
      expect(row.email).toBe(email);
      const [change] = await t.database.db.select().from(emailChanges).where(eq(emailChanges.newEmail, fresh));
      expect(change.cancelledAt).not.toBeNull();
      expect(change.confirmedAt).toBeNull();
      // Forgot password on the thief's address: no account there, so nothing is sent to it.
      const before = (await mailsTo(outbox, fresh)).length;
      expect((await postWithProof(t.app, '/unauth/password/new', { email: fresh })).statusCode).toBe(200);
      expect(await mailsTo(outbox, fresh)).toHaveLength(before);
    });

    it('"This wasn\'t me" cancels every change still waiting, not only the one it names', async () => {
      const { token, email, password } = await signUp(t.app);
      const first = uniqueEmail('confirmed');
      await post(t.app, '/user/myprofile', { email: first, currentPassword: password }, token);
      await open((await confirmationTo(first))?.links[0] as string);
      const thief = await tokenOf(first, password);
      const second = uniqueEmail('next');
      await post(t.app, '/user/myprofile', { email: second, currentPassword: password }, thief);
      expect((await open((await noticeTo(email))?.links[0] as string)).headers.location).toBe('/login?emailchangecancelled=true');
      const [change] = await t.database.db.select().from(emailChanges).where(eq(emailChanges.newEmail, second));
      expect(change.cancelledAt).not.toBeNull();
      expect((await open((await confirmationTo(second))?.links[0] as string)).headers.location).toBe('/profile?emailchanged=false&reason=cancelled');
      expect((await logIn(t.app, email, password)).statusCode).toBe(200);
    });

    it('"This wasn\'t me" after the change was confirmed gives the old address back', async () => {
      const { token, email, password } = await signUp(t.app);
      const fresh = uniqueEmail('taken-over');
      await post(t.app, '/user/myprofile', { email: fresh, currentPassword: password }, token);
      await open((await confirmationTo(fresh))?.links[0] as string);
      expect((await logIn(t.app, fresh, password)).statusCode).toBe(200);
      expect((await open((await noticeTo(email))?.links[0] as string)).headers.location).toBe('/login?emailchangecancelled=true');
      expect((await logIn(t.app, email, password)).statusCode).toBe(200);
      expect((await logIn(t.app, fresh, password)).statusCode).toBe(400);
    });

    it('refuses a taken address (409), and a link whose address was taken meanwhile, expired or replaced', async () => {
      const { token, password } = await signUp(t.app);
      const owner = await signUp(t.app);
      const taken = await post(t.app, '/user/myprofile', { email: owner.email.toUpperCase(), currentPassword: password }, token);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual(failure(msg.emailTaken, 'emailTaken'));

      const first = uniqueEmail('first');
      await post(t.app, '/user/myprofile', { email: first, currentPassword: password }, token);
      const firstLink = (await confirmationTo(first))?.links[0] as string;
      const second = uniqueEmail('second');
      await post(t.app, '/user/myprofile', { email: second, currentPassword: password }, token);
      expect((await get(t.app, '/user/myprofile', token)).json().data.pendingEmail).toBe(second);
      expect((await open(firstLink)).headers.location).toBe('/profile?emailchanged=false&reason=cancelled');

      await signUp(t.app, { email: second });
      expect((await open((await confirmationTo(second))?.links[0] as string)).headers.location).toBe('/profile?emailchanged=false&reason=taken');

      const third = uniqueEmail('third');
      await post(t.app, '/user/myprofile', { email: third, currentPassword: password }, token);
      await t.database.db.update(emailChanges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailChanges.newEmail, third));
      expect((await open((await confirmationTo(third))?.links[0] as string)).headers.location).toBe('/profile?emailchanged=false&reason=expired');
      expect((await get(t.app, '/user/myprofile', token)).json().data.pendingEmail).toBeNull();

      for (const bad of ['', 'short', 'x'.repeat(300)]) {
        expect((await t.app.inject({ method: 'GET', url: `${API}/unauth/confirm-email?token=${bad}` })).headers.location).toBe('/profile?emailchanged=false&reason=invalid');
        expect((await t.app.inject({ method: 'GET', url: `${API}/unauth/cancel-email-change?token=${bad}` })).headers.location).toBe('/login?emailchangecancelled=false');
      }
    });
  });

  describe('forgot-password limits', () => {
    const ask = async (email: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: `${API}/unauth/password/new`, payload: { email }, headers: { [ROBOT_PROOF_HEADER]: await robotProof(t.app) }, remoteAddress });
    const minutesIn = (message: string) => Number(/Please try again in (\d+) minutes?\.$/.exec(message)?.[1]);

    it('cannot be used by a stranger to lock someone out; the 429 says how long to wait; the old password keeps working', async () => {
      const { email, password } = await signUp(t.app);
      for (let i = 0; i < t.config.addressMailsPerHour; i++) expect((await ask(email, '198.51.100.7')).statusCode).toBe(200);
      const refused = await ask(email, '198.51.100.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errors.error).toBe('tooManyRequests');
      expect(refused.json().message).toMatch(/^Too many requests for this address\. Please try again in \d+ minutes?\.$/);
      expect(minutesIn(refused.json().message)).toBeGreaterThanOrEqual(1);
      expect(minutesIn(refused.json().message)).toBeLessThanOrEqual(60);

      const before = (await mailsWithSubject(email, /temporary/i)).length;
      const owner = await ask(email, '203.0.113.9');
      expect(owner.statusCode).toBe(200);
      expect(owner.json()).toEqual({ data: { sent: true } });
      expect(await mailsWithSubject(email, /temporary/i)).toHaveLength(before + 1);
      expect((await logIn(t.app, email, password)).statusCode).toBe(200);
    });

    it('limits one requester across addresses', async () => {
      const limit = t.config.addressMailsPerHour * 4;
      for (let i = 0; i < limit; i++) expect((await ask(uniqueEmail('spray'), '192.0.2.44')).statusCode).toBe(200);
      const refused = await ask(uniqueEmail('spray'), '192.0.2.44');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many password requests from your network\. Please try again in \d+ minutes?\.$/);
      expect((await ask(uniqueEmail('spray'), '192.0.2.45')).statusCode).toBe(200);
    });
  });
});
