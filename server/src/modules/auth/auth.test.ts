import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { ROBOT_PROOF_HEADER } from '@contracts/auth';
import { msg } from '@contracts/messages';
import { appMeta, users } from '../../db/schema';
import { JWT_SECRET_KEY } from '../../http/tokens';
import { createTestApp, withMailingTestApp, type TestApp } from '../../test/app';
import { API, get, logIn, post, postWithProof, robotProof, secretKeys, signUp, signupPayload, uniqueEmail } from '../../test/accounts';
import { mailsTo } from '../../test/outbox';

const failure = (message: string, error = 'validation') => ({ message, errors: { message, error } });

describe('accounts: robot check, sign-up, login, forgot password, contact, invite', () => {
  let t: TestApp;
  let outbox: string;
  // Many sign-ups from one test IP: the per-IP limit is tested on its own below.
  withMailingTestApp({}, (made) => ({ t, outbox } = made));

  describe('robot check (local provider)', () => {
    it('tells the SPA which provider to render', async () => {
      const res = await get(t.app, '/auth/robot-config');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { provider: 'local' } });
    });

    it('answers success with a proof at the top level, not in the data envelope', async () => {
      const res = await post(t.app, '/auth/verifyrecaptchav3', { token: 'local', action: 'submit' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({ success: true, proof: expect.any(String) });
      expect(body.data).toBeUndefined();
    });

    it('answers success false for another token or none', async () => {
      expect((await post(t.app, '/auth/verifyrecaptchav3', { token: 'bot', action: 'submit' })).json()).toEqual({ success: false });
      expect((await post(t.app, '/auth/verifyrecaptchav3', {})).json()).toEqual({ success: false });
    });

    it.each([
      ['/auth/register', () => signupPayload()],
      ['/auth/login', () => ({ email: 'someone@example.test', password: 'whatever' })],
      ['/unauth/password/new', () => ({ email: 'someone@example.test' })],
      ['/auth/contact-us', () => ({ name: 'Omar', email: 'omar@example.test', subject: 'Hi', inquiry: 'Hello' })],
    ])('%s is refused without a proof', async (url, payload) => {
      const res = await postWithProof(t.app, url, payload(), { proof: null });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(failure("Please select I'm not a robot", 'robot'));
    });

    it('refuses a proof that was used before, also on another form', async () => {
      const proof = await robotProof(t.app);
      const first = await postWithProof(t.app, '/unauth/password/new', { email: uniqueEmail() }, { proof });
      expect(first.statusCode).toBe(200);
      const again = await postWithProof(t.app, '/unauth/password/new', { email: uniqueEmail() }, { proof });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(msg.robot);
      const elsewhere = await postWithProof(t.app, '/auth/register', signupPayload(), { proof });
      expect(elsewhere.json().message).toBe(msg.robot);
    });

    it('refuses a forged, an expired and an access token as proof', async () => {
      const [kept] = await t.database.db.select().from(appMeta).where(eq(appMeta.key, JWT_SECRET_KEY));
      const secret = new TextEncoder().encode(kept.value);
      const expired = await new SignJWT({ jti: '7b0c4f7e-2b1c-4f51-9a55-4a3f3c8f2a11' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('khibra')
        .setAudience('robot-proof')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 1200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 600)
        .sign(secret);
      const forged = await new SignJWT({ jti: '7b0c4f7e-2b1c-4f51-9a55-4a3f3c8f2a12' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('khibra')
        .setAudience('robot-proof')
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode('not-the-secret-of-this-server-at-all'));
      const { token } = await signUp(t.app);
      for (const proof of [expired, forged, token, 'local']) {
        const res = await postWithProof(t.app, '/unauth/password/new', { email: uniqueEmail() }, { proof });
        expect(res.json()).toEqual(failure(msg.robot, 'robot'));
      }
    });

    it('checks the body before the proof, so a form error does not spend it', async () => {
      const proof = await robotProof(t.app);
      const bad = await postWithProof(t.app, '/unauth/password/new', { email: '' }, { proof });
      expect(bad.json().message).toBe('Please enter the required field Email');
      const good = await postWithProof(t.app, '/unauth/password/new', { email: uniqueEmail() }, { proof });
      expect(good.statusCode).toBe(200);
    });
  });

  describe('sign-up', () => {
    it('answers a token, stores the account and sends the verification e-mail', async () => {
      const payload = signupPayload({ email: uniqueEmail('signup') });
      const res = await postWithProof(t.app, '/auth/register', payload);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ data: { token: expect.any(String) } });
      expect(secretKeys(res.json())).toEqual([]);

      const profile = await get(t.app, '/user/myprofile', res.json().data.token);
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data.user).toMatchObject({ email: payload.email, firstName: 'Layla', lastName: 'Haddad', Iam: [] });

      const mails = await mailsTo(outbox, payload.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toMatch(/verify/i);
      expect(mails[0].links).toEqual([expect.stringMatching(new RegExp(`^${t.config.publicUrl}/api/v1\\.0/unauth/verify-email\\?token=[\\w-]{40,}$`))]);
      expect(mails[0].html).toContain(mails[0].links[0]);
    });

    it('stores the address trimmed, keeps the Business role, ignores fields it does not take', async () => {
      const email = uniqueEmail('Trim');
      const res = await postWithProof(t.app, '/auth/register', { ...signupPayload({ email: `  ${email}  `, Iam: ['Business'] }), isAdmin: true, approved: false, mailVerified: true });
      expect(res.statusCode).toBe(201);
      const token = res.json().data.token;
      const profile = (await get(t.app, '/user/myprofile', token)).json().data;
      expect(profile.user.email).toBe(email);
      expect(profile.user.Iam).toEqual(['Business']);
      expect(profile.isUpdate).toEqual({ mailVerified: false, approve: true, applied: false });
      expect((await get(t.app, '/admin/users/pending', token)).statusCode).toBe(403);
    });

    it('stores names and the city without bidirectional controls or line breaks, so they cannot show reversed', async () => {
      const payload = signupPayload({ firstName: 'Layla\u202Egpj.exe', lastName: 'Had\u2066dad\nAdmin', city: '\u200FDubai\r\n' });
      const res = await postWithProof(t.app, '/auth/register', payload);
      expect(res.statusCode).toBe(201);
      const profile = (await get(t.app, '/user/myprofile', res.json().data.token)).json().data;
      expect(profile.user).toMatchObject({ firstName: 'Laylagpj.exe', lastName: 'Haddad Admin', city: 'Dubai' });
      const saved = await post(t.app, '/user/myprofile', { city: 'Sharjah\u202E\u2028Ajman' }, res.json().data.token);
      expect(saved.json().data.user.city).toBe('Sharjah Ajman');
    });

    it('refuses an address already used, whatever its case (409)', async () => {
      const { email } = await signUp(t.app);
      const res = await postWithProof(t.app, '/auth/register', signupPayload({ email: ` ${email.toUpperCase()} ` }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(failure('An account with this email already exists', 'emailTaken'));
    });

    it.each([
      [{ firstName: '' }, 'Please enter the required field First Name'],
      [{ firstName: 'Al' }, 'First Name should have minimum 3 characters'],
      [{ firstName: 'x'.repeat(61) }, 'First Name should have maximum 60 characters'],
      [{ lastName: '  ' }, 'Please enter the required field Last Name'],
      [{ lastName: 'x'.repeat(61) }, 'Last Name should have maximum 60 characters'],
      [{ email: '' }, 'Please enter the required field Email'],
      [{ email: 'a@' }, 'Email should have minimum 3 characters'],
      [{ email: `${'x'.repeat(50)}@example.test` }, 'Email should have maximum 60 characters'],
      [{ email: 'not-an-address' }, 'Please enter a valid email'],
      [{ phone: '' }, 'Please enter the required field Phone'],
      [{ phone: '12345' }, 'Phone should have minimum 7 characters'],
      [{ phone: '1'.repeat(21) }, 'Phone should have maximum 20 characters'],
      [{ phone: '050-123-abcd' }, msg.phoneNumeric],
      [{ country: '' }, 'Please enter the required field Country'],
      [{ country: 'UA' }, 'Country should have minimum 3 characters'],
      [{ city: '' }, 'Please enter the required field City'],
      [{ city: 'Ab' }, 'City should have minimum 3 characters'],
      [{ password: '', cnfpassword: '' }, 'Please enter the required field Password'],
      [{ password: '12345', cnfpassword: '12345' }, 'Password should have minimum 6 characters'],
      [{ password: '', cnfpassword: '' }, 'Please enter the required field Password'],
      [{ cnfpassword: '' }, 'Password and Confirm password are not same'],
      [{ password: 'abc', cnfpassword: 'abc' }, 'Password should have minimum 6 characters'],
      [{ firstName: '', lastName: '', cnfpassword: '' }, 'Please enter the required field First Name'],
      [{ cnfpassword: 'other-pass' }, 'Password and Confirm password are not same'],
    ])('refuses %p with "%s"', async (overrides, message) => {
      const res = await postWithProof(t.app, '/auth/register', signupPayload(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(failure(message));
    });

    it('refuses a body that is not an object with the first rule', async () => {
      const res = await t.app.inject({ method: 'POST', url: `${API}/auth/register`, payload: '[1,2]', headers: { 'content-type': 'application/json' } });
      expect(res.json().message).toBe('Please enter the required field First Name');
    });
  });

  describe('login', () => {
    it('answers a token for the right password, with any case of the address and with or without "Bearer "', async () => {
      const { email, password } = await signUp(t.app);
      const res = await logIn(t.app, `  ${email.toUpperCase()} `, password);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { token: expect.any(String) } });
      const token = res.json().data.token;
      expect((await get(t.app, '/user/myprofile', token)).statusCode).toBe(200);
      expect((await get(t.app, '/user/myprofile', `Bearer ${token}`)).statusCode).toBe(200);
    });

    it('answers a wrong password and an unknown address alike: 400, never 401', async () => {
      const { email } = await signUp(t.app);
      const wrong = await logIn(t.app, email, 'not-my-password');
      const unknown = await logIn(t.app, uniqueEmail('nobody'), 'not-my-password');
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(failure('Invalid email or password', 'wrongCredentials'));
      }
    });

    it.each([
      [{ email: '', password: 'secret' }, 'Please enter the required field Email'],
      [{ email: 'a@b', password: 'secret' }, 'Email should have minimum 4 characters'],
      [{ email: 'someone@example.test', password: '' }, 'Please enter the required field Password'],
      [{ email: 'someone@example.test', password: 'abc' }, 'Password should have minimum 4 characters'],
    ])('refuses %p with "%s"', async (payload, message) => {
      const res = await postWithProof(t.app, '/auth/login', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(failure(message));
    });
  });

  describe('forgot password', () => {
    const setTempExpiry = (email: string, at: Date) =>
      t.database.db.update(users).set({ tempPasswordExpiresAt: at }).where(sql`lower(${users.email}) = lower(${email})`);

    it('answers the same whether or not the address exists, and mails only an account', async () => {
      const unknown = uniqueEmail('ghost');
      const a = await postWithProof(t.app, '/unauth/password/new', { email: unknown });
      const { email } = await signUp(t.app);
      const b = await postWithProof(t.app, '/unauth/password/new', { email });
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(a.json()).toEqual({ data: { sent: true } });
      expect(b.json()).toEqual(a.json());
      expect(await mailsTo(outbox, unknown)).toHaveLength(0);
      const mails = (await mailsTo(outbox, email)).filter((m) => /temporary/i.test(m.subject));
      expect(mails).toHaveLength(1);
      expect(mails[0].links).toEqual([`${t.config.publicUrl}/login`]);
    });

    it('keeps the old password working; the temporary one opens a session that must set a new password', async () => {
      const { email, password } = await signUp(t.app);
      await postWithProof(t.app, '/unauth/password/new', { email: email.toUpperCase() });
      const mail = (await mailsTo(outbox, email)).find((m) => /temporary/i.test(m.subject));
      const temp = /^([A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4})$/m.exec(mail?.text ?? '')?.[1] as string;
      expect(temp).toHaveLength(14);
      expect(mail?.html).toContain(temp);
      expect(mail?.text).toContain('you will be asked to choose a new password');

      const withTemp = await logIn(t.app, email, temp);
      expect(withTemp.statusCode).toBe(200);
      expect(withTemp.json().data).toEqual({ token: expect.any(String), mustChangePassword: true });
      // The temporary password did not replace the password.
      const normal = await logIn(t.app, email, password);
      expect(normal.statusCode).toBe(200);
      expect(normal.json().data).toEqual({ token: expect.any(String) });
    });

    const temporaryPasswordOf = async (email: string) => {
      await postWithProof(t.app, '/unauth/password/new', { email });
      const mail = (await mailsTo(outbox, email)).filter((m) => /temporary/i.test(m.subject)).at(-1);
      return /^([A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4})$/m.exec(mail?.text ?? '')?.[1] as string;
    };

    it('spends the temporary password on its first login: it opens one session, not two', async () => {
      const { email } = await signUp(t.app);
      const temp = await temporaryPasswordOf(email);
      expect((await logIn(t.app, email, temp)).json().data).toEqual({ token: expect.any(String), mustChangePassword: true });
      const again = await logIn(t.app, email, temp);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(failure(msg.wrongCredentials, 'wrongCredentials'));
    });

    it('spends it once also when two logins race with it', async () => {
      const { email } = await signUp(t.app);
      const temp = await temporaryPasswordOf(email);
      const answers = await Promise.all([logIn(t.app, email, temp), logIn(t.app, email, temp)]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    });

    it('voids an unused temporary password once the owner logs in with their own password', async () => {
      const { email, password } = await signUp(t.app);
      const temp = await temporaryPasswordOf(email);
      expect((await logIn(t.app, email, password)).statusCode).toBe(200);
      expect((await logIn(t.app, email, temp)).json()).toEqual(failure(msg.wrongCredentials, 'wrongCredentials'));
      // A new request gives a new temporary password that works.
      expect((await logIn(t.app, email, await temporaryPasswordOf(email))).json().data.mustChangePassword).toBe(true);
    });

    it('refuses an expired temporary password; the old one still works', async () => {
      const { email, password } = await signUp(t.app);
      await postWithProof(t.app, '/unauth/password/new', { email });
      const mail = (await mailsTo(outbox, email)).find((m) => /temporary/i.test(m.subject));
      const temp = /^([A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4})$/m.exec(mail?.text ?? '')?.[1] as string;
      await setTempExpiry(email, new Date(Date.now() - 1000));
      expect((await logIn(t.app, email, temp)).json().message).toBe(msg.wrongCredentials);
      expect((await logIn(t.app, email, password)).statusCode).toBe(200);
    });

    it('sets the temporary password to expire in one hour', async () => {
      const { email } = await signUp(t.app);
      const before = Date.now();
      await postWithProof(t.app, '/unauth/password/new', { email });
      const [row] = await t.database.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
      const ms = (row.tempPasswordExpiresAt as Date).getTime() - before;
      expect(ms).toBeGreaterThan(59 * 60 * 1000);
      expect(ms).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
    });

    it.each([
      [{ email: '' }, 'Please enter the required field Email'],
      [{ email: 'nope' }, 'Please enter a valid email'],
    ])('refuses %p with "%s"', async (payload, message) => {
      const res = await postWithProof(t.app, '/unauth/password/new', payload);
      expect(res.json()).toEqual(failure(message));
    });

    it('limits temporary passwords per address and requester (429, saying how long to wait), known or not', async () => {
      const email = uniqueEmail('flood');
      for (let i = 0; i < t.config.addressMailsPerHour; i++) {
        expect((await postWithProof(t.app, '/unauth/password/new', { email })).statusCode).toBe(200);
      }
      const res = await postWithProof(t.app, '/unauth/password/new', { email: email.toUpperCase() });
      expect(res.statusCode).toBe(429);
      expect(res.json().errors.error).toBe('tooManyRequests');
      const minutes = Number(/^Too many requests for this address\. Please try again in (\d+) minutes?\.$/.exec(res.json().message)?.[1]);
      // The window of one hour started with the first request: what is left is at most an hour, at least a minute.
      expect(minutes).toBeGreaterThanOrEqual(1);
      expect(minutes).toBeLessThanOrEqual(60);
    });
  });

  describe('contact us', () => {
    it('sends the inquiry to the contact address and an acknowledgement to the sender', async () => {
      const sender = uniqueEmail('client');
      const inquiry = 'Do you have trainers in Amman? <script>alert("x")</script> & more';
      const res = await postWithProof(t.app, '/auth/contact-us', { name: 'Omar Khalil', email: sender, subject: 'Trainers <b>now</b>', inquiry });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { sent: true } });

      const toSupport = (await mailsTo(outbox, 'support@khibra.local')).filter((m) => m.replyTo === sender);
      expect(toSupport).toHaveLength(1);
      expect(toSupport[0].subject).toBe('Contact form: Trainers <b>now</b>');
      expect(toSupport[0].text).toContain(inquiry);
      expect(toSupport[0].text).toContain(`Omar Khalil <${sender}>`);
      expect(toSupport[0].html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
      expect(toSupport[0].html).not.toContain('<script>');

      const ack = await mailsTo(outbox, sender);
      expect(ack).toHaveLength(1);
      expect(ack[0].subject).toBe('We received your message');
      expect(ack[0].text).not.toContain('Amman');
    });

    it.each([
      [{ name: '' }, 'Please enter the required field Name'],
      [{ name: 'Al' }, 'Name should have minimum 3 characters'],
      [{ email: '' }, 'Please enter the required field Email'],
      [{ email: 'bad' }, 'Please enter a valid email'],
      [{ subject: '' }, 'Please enter the required field Subject'],
      [{ inquiry: '' }, 'Please enter the required field Inquiry'],
      [{ inquiry: 'x'.repeat(801) }, '800 Max Characters'],
    ])('refuses %p with "%s"', async (overrides, message) => {
      const res = await postWithProof(t.app, '/auth/contact-us', { name: 'Omar', email: 'omar@example.test', subject: 'Hello', inquiry: 'Hi there', ...overrides });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(failure(message));
    });

    it('accepts an inquiry of exactly 800 characters', async () => {
      const res = await postWithProof(t.app, '/auth/contact-us', { name: 'Omar', email: uniqueEmail(), subject: 'Hello', inquiry: 'x'.repeat(800) });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('invite friends', () => {
    it('needs a login (401)', async () => {
      const res = await postWithProof(t.app, '/auth/invite-friend', { emails: [uniqueEmail()] });
      expect(res.statusCode).toBe(401);
    });

    it('sends one invitation per distinct address, naming the inviter, split on ";"', async () => {
      const { token } = await signUp(t.app, { firstName: 'Noura', lastName: 'Saleh' });
      const [a, b, c] = [uniqueEmail('friend'), uniqueEmail('friend'), uniqueEmail('friend')];
      const res = await postWithProof(t.app, '/auth/invite-friend', { emails: [a, `${b}; ${c}`, a.toUpperCase()] }, { token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { sent: true, invited: 3 } });
      for (const address of [a, b, c]) {
        const mails = await mailsTo(outbox, address);
        expect(mails).toHaveLength(1);
        expect(mails[0].subject).toBe('Noura Saleh invites you to Khibra');
        expect(mails[0].text).toContain('Noura Saleh invites you');
        expect(mails[0].links).toEqual([`${t.config.publicUrl}/signup`]);
      }
    });

    it('takes at most 10 addresses per request', async () => {
      const { token } = await signUp(t.app);
      const ten = Array.from({ length: 10 }, () => uniqueEmail('ten'));
      const ok = await postWithProof(t.app, '/auth/invite-friend', { emails: [ten.slice(0, 5).join(';'), ...ten.slice(5)] }, { token });
      expect(ok.json()).toEqual({ data: { sent: true, invited: 10 } });
      const eleven = Array.from({ length: 11 }, () => uniqueEmail('eleven'));
      const res = await postWithProof(t.app, '/auth/invite-friend', { emails: [eleven.join(';')] }, { token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(failure('You can invite at most 10 friends at a time'));
      expect(await mailsTo(outbox, eleven[0])).toHaveLength(0);
    });

    it.each([
      [{ emails: [] }, 'Please enter the required field Email'],
      [{}, 'Please enter the required field Email'],
      [{ emails: ['friend@example.test', ' '] }, 'Please enter the required field Email'],
      [{ emails: ['not-an-address'] }, 'Please enter a valid email'],
    ])('refuses %p with "%s"', async (payload, message) => {
      const { token } = await signUp(t.app);
      const res = await postWithProof(t.app, '/auth/invite-friend', payload, { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('refuses without a robot proof', async () => {
      const { token } = await signUp(t.app);
      const res = await postWithProof(t.app, '/auth/invite-friend', { emails: [uniqueEmail()] }, { token, proof: null });
      expect(res.json()).toEqual(failure(msg.robot, 'robot'));
    });
  });

  it('keeps the proof header name of the contract', () => {
    expect(ROBOT_PROOF_HEADER).toBe('x-robot-proof');
  });

  it('stores only a scrypt hash with its own salt per account', async () => {
    const a = await signUp(t.app, { password: 'same-password', cnfpassword: 'same-password' });
    const b = await signUp(t.app, { password: 'same-password', cnfpassword: 'same-password' });
    const rows = await t.database.db.select().from(users).where(sql`lower(${users.email}) in (lower(${a.email}), lower(${b.email}))`);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(rows[0].passwordHash.split('$')[4]).not.toBe(rows[1].passwordHash.split('$')[4]);
    expect(rows[0].passwordHash).not.toContain('same-password');
  });

  it('deletes nothing when an account disappears: its token is refused (401)', async () => {
    const { token, email } = await signUp(t.app);
    await t.database.db.delete(users).where(eq(users.email, email));
    const res = await get(t.app, '/user/myprofile', token);
    expect(res.statusCode).toBe(401);
  });
});

describe('abuse limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '4', LOGIN_MAX_FAILURES: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 in the envelope once an IP used up a route per minute', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await post(t.app, '/auth/verifyrecaptchav3', { token: 'local', action: 'submit' }));
    expect(answers.slice(0, 4).map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[4].statusCode).toBe(429);
    expect(answers[4].json()).toEqual(failure(msg.tooManyRequests, 'tooManyRequests'));
    // Another IP is not affected.
    const other = await t.app.inject({ method: 'POST', url: `${API}/auth/verifyrecaptchav3`, payload: { token: 'local' }, remoteAddress: '10.1.2.3' });
    expect(other.statusCode).toBe(200);
  });

});

describe('login pauses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000', LOGIN_MAX_FAILURES: '3', TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Requests from one client: behind the proxy (TRUST_PROXY=true) each client is its X-Forwarded-For address. */
  const from = (ip: string) => async (url: string, payload: object) => {
    const headers = { 'x-forwarded-for': ip };
    const proofRes = await t.app.inject({ method: 'POST', url: `${API}/auth/verifyrecaptchav3`, payload: { token: 'local' }, headers });
    return t.app.inject({ method: 'POST', url: `${API}${url}`, payload, headers: { ...headers, [ROBOT_PROOF_HEADER]: proofRes.json().proof } });
  };
  const minutesIn = (message: string) => Number(/^Too many failed logins for this address from your network\. Please try again in (\d+) minutes?\.$/.exec(message)?.[1]);

  it("pauses a stranger who keeps failing, even with the right password, but never the owner's own logins", async () => {
    const owner = from('203.0.113.10');
    const stranger = from('198.51.100.66');
    const email = uniqueEmail('victim');
    expect((await owner('/auth/register', signupPayload({ email }))).statusCode).toBe(201);
    for (let i = 0; i < 3; i++) expect((await stranger('/auth/login', { email, password: 'wrong-guess' })).statusCode).toBe(400);
    // The owner, from their own network, with the right password or a temporary one.
    const login = await owner('/auth/login', { email, password: 'secret-pass' });
    expect(login.statusCode).toBe(200);
    const paused = await stranger('/auth/login', { email, password: 'secret-pass' });
    expect(paused.statusCode).toBe(429);
    expect(paused.json().errors.error).toBe('tooManyRequests');
    expect(minutesIn(paused.json().message)).toBe(1);
    expect((await owner('/unauth/password/new', { email })).statusCode).toBe(200);
    const mail = (await mailsTo(t.app.mailer.outboxDir as string, email)).find((m) => /temporary/i.test(m.subject));
    const temp = /^([A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4})$/m.exec(mail?.text ?? '')?.[1] as string;
    expect((await owner('/auth/login', { email, password: temp })).json().data.mustChangePassword).toBe(true);
    // Still paused: the owner's success clears only the owner's own count.
    expect((await stranger('/auth/login', { email, password: 'secret-pass' })).statusCode).toBe(429);
  });

  it('makes the pause of one client for one address grow: 1 minute, then 2, 4, … up to an hour', async () => {
    const client = from('192.0.2.77');
    const email = uniqueEmail('victim');
    expect((await from('203.0.113.11')('/auth/register', signupPayload({ email }))).statusCode).toBe(201);
    for (let i = 0; i < 3; i++) expect((await client('/auth/login', { email, password: 'wrong-guess' })).statusCode).toBe(400);
    expect((await client('/auth/login', { email, password: 'secret-pass' })).statusCode).toBe(429);

    const { addressThrottles } = await import('../../db/schema');
    const subject = `192.0.2.77 ${email}`;
    const row = async () => (await t.database.db.select().from(addressThrottles).where(eq(addressThrottles.subject, subject)))[0];
    const first = await row();
    expect(first.strikes).toBe(1);
    // Pretend the first pause ran out: the next failures pause again, for longer.
    await t.database.db.update(addressThrottles).set({ blockedUntil: new Date(Date.now() - 1000) }).where(eq(addressThrottles.subject, subject));
    for (let i = 0; i < 3; i++) expect((await client('/auth/login', { email, password: 'wrong-guess' })).statusCode).toBe(400);
    const second = await row();
    expect(second.strikes).toBe(2);
    const delay = (r: typeof second) => (r.blockedUntil as Date).getTime() - r.windowStartedAt.getTime();
    expect(delay(second)).toBeGreaterThan(delay(first) * 1.5);
    const paused = await client('/auth/login', { email, password: 'secret-pass' });
    expect(paused.statusCode).toBe(429);
    expect(minutesIn(paused.json().message)).toBe(2);
  });
});

describe('robot check with Google reCAPTCHA (faked siteverify endpoint)', () => {
  let t: TestApp;
  let google: http.Server;
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    google = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        const answers: Record<string, object> = {
          'good-v3': { success: true, score: 0.9, action: 'submit', hostname: 'localhost' },
          'good-v2': { success: true, hostname: 'localhost' },
          'low-score': { success: true, score: 0.1, action: 'submit' },
          'other-action': { success: true, score: 0.9, action: 'login' },
        };
        const answer = req.url === '/recaptcha/api/siteverify' && form.get('secret') === 'test-secret' ? answers[form.get('response') ?? ''] : undefined;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answer ?? { success: false, 'error-codes': ['invalid-input-response'] }));
      });
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    const { port } = google.address() as AddressInfo;
    t = await createTestApp({
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'site-key-123',
      RECAPTCHA_SECRET: 'test-secret',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => google.close(resolve));
  });

  it('tells the SPA to render Google with the site key', async () => {
    expect((await get(t.app, '/auth/robot-config')).json()).toEqual({ data: { provider: 'recaptcha', siteKey: 'site-key-123' } });
  });

  it('passes tokens Google accepts (v3 with a good score, or v2) and sends the secret', async () => {
    for (const token of ['good-v3', 'good-v2']) {
      const res = await post(t.app, '/auth/verifyrecaptchav3', { token, action: 'submit' });
      expect(res.json()).toEqual({ success: true, proof: expect.any(String) });
    }
    const last = seen[seen.length - 1];
    expect(last.get('secret')).toBe('test-secret');
    expect(last.get('response')).toBe('good-v2');
    expect(last.get('remoteip')).toBe('127.0.0.1');
  });

  it('refuses tokens Google refuses, a low score, another action, and the local token', async () => {
    for (const token of ['bad', 'low-score', 'other-action', 'local']) {
      expect((await post(t.app, '/auth/verifyrecaptchav3', { token, action: 'submit' })).json()).toEqual({ success: false });
    }
  });

  it('issues proofs the forms accept once', async () => {
    const proof = (await post(t.app, '/auth/verifyrecaptchav3', { token: 'good-v3', action: 'submit' })).json().proof;
    expect((await postWithProof(t.app, '/auth/register', signupPayload(), { proof })).statusCode).toBe(201);
    expect((await postWithProof(t.app, '/auth/register', signupPayload(), { proof })).json().message).toBe(msg.robot);
  });

  it('answers success false when Google cannot be reached', async () => {
    const offline = await createTestApp({
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'k',
      RECAPTCHA_SECRET: 'test-secret',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
    });
    try {
      expect((await post(offline.app, '/auth/verifyrecaptchav3', { token: 'good-v3' })).json()).toEqual({ success: false });
    } finally {
      await offline.close();
    }
  });
});
