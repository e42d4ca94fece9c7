import { eq, sql } from 'drizzle-orm';
import { msg } from '@contracts/messages';
import type { MyProfile } from '@contracts/user';
import { emailVerifications, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { API, get, logIn, post, postWithProof, secretKeys, signUp } from '../../test/accounts';
import { mailsTo } from '../../test/outbox';
import { userCommands } from './cli';
import { auditOf, testCli } from '../../test/cli';

const failure = (message: string, error = 'validation') => ({ message, errors: { message, error } });
const unauthorizedBody = failure('Please log in to continue.', 'unauthorized');

async function verificationLink(t: TestApp, email: string, nth = -1): Promise<string> {
  const mails = (await mailsTo(t.app.mailer.outboxDir as string, email)).filter((m) => /verify/i.test(m.subject));
  const mail = mails.at(nth);
  if (!mail) throw new Error(`no verification e-mail to ${email}`);
  return mail.links[0];
}

/** The link's path on this server (inject takes a path). */
const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

async function makeAdmin(t: TestApp, email: string): Promise<void> {
  await t.database.db.update(users).set({ isAdmin: true, approved: true }).where(sql`lower(${users.email}) = lower(${email})`);
}

describe('My Account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /user/myprofile', () => {
    it('answers the profile of the token, without any secret', async () => {
      const { token, email } = await signUp(t.app, { firstName: 'Karim', lastName: 'Nasser', Iam: ['Business'] });
      const res = await get(t.app, '/user/myprofile', token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const body = res.json() as { data: MyProfile };
      expect(body).toEqual({
        data: {
          user: {
            id: expect.stringMatching(/^[0-9a-f-]{36}$/),
            firstName: 'Karim',
            lastName: 'Nasser',
            email,
            phone: '+971501234567',
            country: 'United Arab Emirates',
            city: 'Dubai',
            showPhonePublic: false,
            showPhoneRegistered: true,
            Iam: ['Business'],
          },
          profilePhoto: null,
          postedVacancies: [],
          appliedVacancies: [],
          favoriteFreelancers: [],
          isUpdate: { mailVerified: false, approve: true, applied: false },
          pendingEmail: null,
          mustChangePassword: false,
          language: 'en',
          operatorRole: null,
        },
      });
      expect(secretKeys(body)).toEqual([]);
    });

    it.each([
      ['no token', undefined],
      ['garbage', 'not-a-token'],
      ['a bearer of garbage', 'Bearer abc.def.ghi'],
    ])('answers 401 in the envelope with %s', async (_label, token) => {
      const res = await get(t.app, '/user/myprofile', token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unauthorizedBody);
    });

    it('refuses a robot proof used as a login token', async () => {
      const proof = (await post(t.app, '/auth/verifyrecaptchav3', { token: 'local' })).json().proof;
      expect((await get(t.app, '/user/myprofile', proof)).statusCode).toBe(401);
    });
  });

  describe('POST /user/myprofile', () => {
    it('takes only the changed fields and answers the new profile', async () => {
      const { token } = await signUp(t.app);
      const res = await post(t.app, '/user/myprofile', { firstName: '  Samira ', showPhonePublic: true, isAdmin: true, id: 'x' }, token);
      expect(res.statusCode).toBe(200);
      const profile = res.json().data as MyProfile;
      expect(profile.user.firstName).toBe('Samira');
      expect(profile.user.showPhonePublic).toBe(true);
      expect(profile.user.lastName).toBe('Haddad');
      expect(secretKeys(res.json())).toEqual([]);
      expect((await get(t.app, '/user/myprofile', token)).json().data).toEqual(profile);
      expect((await get(t.app, '/admin/users/pending', token)).statusCode).toBe(403);
    });

    it('refuses a save that changes nothing', async () => {
      const { token } = await signUp(t.app);
      for (const body of [{}, { firstName: 'Layla', city: 'Dubai' }]) {
        const res = await post(t.app, '/user/myprofile', body, token);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(failure('Nothing has changed', 'nothingChanged'));
      }
    });

    it.each([
      [{ firstName: '' }, 'Please enter the required field First Name'],
      [{ firstName: null }, 'Please enter the required field First Name'],
      [{ lastName: 'x'.repeat(61) }, 'Last Name should have maximum 60 characters'],
      [{ email: ' ' }, 'Please enter the required field Email'],
      [{ email: 'nope' }, 'Please enter a valid email'],
      [{ phone: '' }, 'Please enter the required field Phone'],
      [{ phone: '1'.repeat(21) }, 'Phone should have maximum 20 characters'],
      [{ phone: 'abcdefgh' }, msg.phoneNumeric],
      [{ country: '' }, 'Please enter the required field Country'],
      [{ city: '' }, 'Please enter the required field City'],
      [{ city: 'x'.repeat(61) }, 'City should have maximum 60 characters'],
    ])('refuses %p with "%s"', async (body, message) => {
      const { token } = await signUp(t.app);
      const res = await post(t.app, '/user/myprofile', body, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(failure(message));
    });

    it('refuses an address used by another account, in any case (409)', async () => {
      const other = await signUp(t.app);
      const { token, password } = await signUp(t.app);
      const res = await post(t.app, '/user/myprofile', { email: other.email.toUpperCase(), currentPassword: password }, token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(failure(msg.emailTaken, 'emailTaken'));
    });

    it('saves a change of letter case only at once, without asking for the password', async () => {
      const { token, email } = await signUp(t.app);
      expect((await t.app.inject({ method: 'GET', url: pathOf(await verificationLink(t, email)) })).headers.location).toBe('/login?emailverified=true');
      const changedCase = await post(t.app, '/user/myprofile', { email: email.toUpperCase() }, token);
      expect(changedCase.statusCode).toBe(200);
      expect(changedCase.json().data.user.email).toBe(email.toUpperCase());
      expect(changedCase.json().data.isUpdate.mailVerified).toBe(true);
      expect(changedCase.json().data.pendingEmail).toBeNull();
    });

    it('needs a login', async () => {
      expect((await post(t.app, '/user/myprofile', { firstName: 'Someone' })).statusCode).toBe(401);
    });
  });

  describe('the member\'s language', () => {
    it('is the language the sign-up was made in (its phone typed in Arabic digits, stored normalised), and PUT /user/language changes it', async () => {
      const proof = (await t.app.inject({ method: 'POST', url: `${API}/auth/verifyrecaptchav3`, payload: { token: 'local', action: 'submit' } })).json() as { proof: string };
      const signup = await t.app.inject({
        method: 'POST',
        url: `${API}/auth/register`,
        headers: { 'x-robot-proof': proof.proof, 'accept-language': 'ar-OM,ar;q=0.9,en;q=0.5' },
        payload: { firstName: 'سلمى', lastName: 'الحارثي', email: `salma-${Date.now()}@example.test`, phone: '+٩٦٨ ٩١٢٣-٤٥٦٧', country: 'Oman', city: 'مسقط', password: 'secret-pass', cnfpassword: 'secret-pass', Iam: [] },
      });
      expect(signup.statusCode).toBe(201);
      const token = (signup.json() as { data: { token: string } }).data.token;
      const stored = ((await get(t.app, '/user/myprofile', token)).json() as { data: MyProfile }).data;
      expect(stored.language).toBe('ar');
      expect(stored.user.phone).toBe('+96891234567');

      const put = (language: unknown, auth?: string) =>
        t.app.inject({ method: 'PUT', url: `${API}/user/language`, payload: { language }, headers: auth ? { authorization: auth } : {} });
      const changed = await put('en', token);
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({ data: { language: 'en' } });
      expect(((await get(t.app, '/user/myprofile', token)).json() as { data: MyProfile }).data.language).toBe('en');
      expect((await put('fr', token)).json()).toEqual(failure(msg.unknownLanguage));
      expect((await put({ ar: true }, token)).statusCode).toBe(400);
      expect((await put('ar')).statusCode).toBe(401);
    });

    it('answers errors in the language of the request (Accept-Language), English otherwise', async () => {
      const ar = { 'accept-language': 'ar' };
      const noSession = await t.app.inject({ method: 'GET', url: `${API}/user/myprofile`, headers: ar });
      expect(noSession.json()).toEqual(failure('يُرجى تسجيل الدخول للمتابعة.', 'unauthorized'));
      const { token, email } = await signUp(t.app);
      const proof = (await t.app.inject({ method: 'POST', url: `${API}/auth/verifyrecaptchav3`, payload: { token: 'local', action: 'submit' } })).json() as { proof: string };
      const wrong = await t.app.inject({ method: 'POST', url: `${API}/auth/login`, headers: { ...ar, 'x-robot-proof': proof.proof }, payload: { email, password: 'not-the-password' } });
      expect((wrong.json() as { message: string }).message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
      const invalid = await t.app.inject({ method: 'POST', url: `${API}/user/myprofile`, headers: { ...ar, authorization: token }, payload: { city: 'x'.repeat(61) } });
      expect((invalid.json() as { message: string }).message).toBe('يجب ألا يزيد طول «المدينة» على 60 حرفًا');
      const english = await t.app.inject({ method: 'POST', url: `${API}/user/myprofile`, headers: { authorization: token }, payload: { city: 'x'.repeat(61) } });
      expect((english.json() as { message: string }).message).toBe(msg.maxLength('City', 60));
    });

    it('is English for an English sign-up', async () => {
      const { token } = await signUp(t.app);
      expect(((await get(t.app, '/user/myprofile', token)).json() as { data: MyProfile }).data.language).toBe('en');
    });
  });

  describe('POST /user/password/update', () => {
    it('changes the password: the old one stops working, the new one works', async () => {
      const { token, email, password } = await signUp(t.app);
      const res = await post(t.app, '/user/password/update', { current: password, new: 'brand-new-pass', newConfirm: 'brand-new-pass' }, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { updated: true } });
      expect((await logIn(t.app, email, password)).statusCode).toBe(400);
      expect((await logIn(t.app, email, 'brand-new-pass')).statusCode).toBe(200);
    });

    it('answers a wrong current password with 400 invalidCurrentPwd (not 401)', async () => {
      const { token } = await signUp(t.app);
      const res = await post(t.app, '/user/password/update', { current: 'not-it-at-all', new: 'brand-new-pass', newConfirm: 'brand-new-pass' }, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(failure('Invalid current password', 'invalidCurrentPwd'));
    });

    it.each([
      [{ current: '', new: 'abcdefg', newConfirm: 'abcdefg' }, 'Please enter all fields.'],
      [{ current: 'secret-pass', new: '', newConfirm: '' }, 'Please enter all fields.'],
      [{ current: 'secret-pass', new: 'abcdefg', newConfirm: 'abcdefh' }, 'Passwords does not match.'],
      [{ current: 'secret-pass', new: 'secret-pass', newConfirm: 'secret-pass' }, 'New password cannot be same as the old one.'],
      [{ current: 'secret-pass', new: 'abc', newConfirm: 'abc' }, 'New password should have minimum 6 characters'],
    ])('refuses %p with "%s"', async (body, message) => {
      const { token } = await signUp(t.app);
      const res = await post(t.app, '/user/password/update', body, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(failure(message));
    });
  });

  describe('e-mail verification', () => {
    it('marks the address verified and redirects to the login page', async () => {
      const { token, email } = await signUp(t.app);
      const res = await t.app.inject({ method: 'GET', url: pathOf(await verificationLink(t, email)) });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?emailverified=true');
      expect((await get(t.app, '/user/myprofile', token)).json().data.isUpdate.mailVerified).toBe(true);
    });

    it('sends a link once only: a second use redirects with reason=used', async () => {
      const { email } = await signUp(t.app);
      const link = pathOf(await verificationLink(t, email));
      await t.app.inject({ method: 'GET', url: link });
      const again = await t.app.inject({ method: 'GET', url: link });
      expect(again.statusCode).toBe(302);
      expect(again.headers.location).toBe('/login?emailverified=false&reason=used');
    });

    it('refuses a link older than 48 hours with reason=expired', async () => {
      const { token, email } = await signUp(t.app);
      const link = pathOf(await verificationLink(t, email));
      const { id } = (await get(t.app, '/user/myprofile', token)).json().data.user;
      const [row] = await t.database.db.select().from(emailVerifications).where(eq(emailVerifications.userId, id));
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(48 * 3600 * 1000 - 5000);
      await t.database.db.update(emailVerifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailVerifications.userId, id));
      const res = await t.app.inject({ method: 'GET', url: link });
      expect(res.headers.location).toBe('/login?emailverified=false&reason=expired');
      expect((await get(t.app, '/user/myprofile', token)).json().data.isUpdate.mailVerified).toBe(false);
    });

    it.each([
      ['an unknown token', '/unauth/verify-email?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
      ['no token', '/unauth/verify-email'],
      ['a short token', '/unauth/verify-email?token=x'],
    ])('redirects %s with reason=invalid', async (_label, url) => {
      const res = await t.app.inject({ method: 'GET', url: `${API}${url}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?emailverified=false&reason=invalid');
    });

    it('sends the verification e-mail again on GET /freelancer/generate-token', async () => {
      const { token, email } = await signUp(t.app);
      const res = await get(t.app, '/freelancer/generate-token', token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { sent: true } });
      const mails = (await mailsTo(t.app.mailer.outboxDir as string, email)).filter((m) => /verify/i.test(m.subject));
      expect(mails).toHaveLength(2);
      // Either link works (each once).
      expect((await t.app.inject({ method: 'GET', url: pathOf(mails[1].links[0]) })).headers.location).toBe('/login?emailverified=true');
      const after = await get(t.app, '/freelancer/generate-token', token);
      expect(after.statusCode).toBe(400);
      expect(after.json()).toEqual(failure(msg.alreadyVerified, 'alreadyVerified'));
    });

    it('limits verification e-mails per address (429) and needs a login (401)', async () => {
      const { token } = await signUp(t.app);
      const codes = [];
      for (let i = 0; i <= t.config.addressMailsPerHour; i++) codes.push((await get(t.app, '/freelancer/generate-token', token)).statusCode);
      expect(codes.slice(0, -1).every((c) => c === 200)).toBe(true);
      expect(codes.at(-1)).toBe(429);
      expect((await get(t.app, '/freelancer/generate-token')).statusCode).toBe(401);
    });
  });
});

describe.each(['auto', 'email', 'manual'] as const)('approval policy APPROVAL=%s', (policy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APPROVAL: policy, RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs up with a token under every policy; login waits for approval', async () => {
    const { token, email, password } = await signUp(t.app);
    const profile = await get(t.app, '/user/myprofile', token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.isUpdate.approve).toBe(policy === 'auto');

    const login = await logIn(t.app, email, password);
    if (policy === 'auto') {
      expect(login.statusCode).toBe(200);
    } else {
      expect(login.statusCode).toBe(400);
      expect(login.json()).toEqual(failure('User is not approved by the admin', 'notApproved'));
    }
  });

  it('approves on e-mail verification only under APPROVAL=email', async () => {
    const { email, password } = await signUp(t.app);
    await t.app.inject({ method: 'GET', url: pathOf(await verificationLink(t, email)) });
    const login = await logIn(t.app, email, password);
    expect(login.statusCode).toBe(policy === 'manual' ? 400 : 200);
  });

  it('still answers wrong credentials before telling whether the account is approved', async () => {
    const { email } = await signUp(t.app);
    expect((await logIn(t.app, email, 'wrong-password')).json().message).toBe(msg.wrongCredentials);
  });
});

describe('administration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APPROVAL: 'manual', RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets an administrator list pending accounts and approve one, which can then log in', async () => {
    const admin = await signUp(t.app);
    await makeAdmin(t, admin.email);
    const pending = await signUp(t.app, { firstName: 'Hala', lastName: 'Mansour' });

    const list = await get(t.app, '/admin/users/pending', admin.token);
    expect(list.statusCode).toBe(200);
    expect(secretKeys(list.json())).toEqual([]);
    const entry = list.json().data.find((u: { email: string }) => u.email === pending.email);
    expect(entry).toEqual({
      id: expect.any(String),
      email: pending.email,
      firstName: 'Hala',
      lastName: 'Mansour',
      mailVerified: false,
      approved: false,
      isAdmin: false,
      isModerator: false,
      createdAt: expect.any(String),
    });
    expect(list.json().data.map((u: { email: string }) => u.email)).not.toContain(admin.email);

    const approved = await post(t.app, `/admin/users/${entry.id}/approve`, undefined, admin.token);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ id: entry.id, approved: true });
    // The console's approval is on record, the operator named, in the transaction of the change.
    expect(await auditOf(t, entry.id)).toEqual([{ actorLabel: expect.stringContaining(`<${admin.email}>`), action: 'approveUser', itemKind: 'user', reason: '' }]);
    expect((await logIn(t.app, pending.email, pending.password)).statusCode).toBe(200);
    const after = (await get(t.app, '/admin/users/pending', admin.token)).json().data.map((u: { email: string }) => u.email);
    expect(after).not.toContain(pending.email);
  });

  it('lets an administrator make another account an administrator', async () => {
    const admin = await signUp(t.app);
    await makeAdmin(t, admin.email);
    const other = await signUp(t.app);
    const { id } = (await get(t.app, '/user/myprofile', other.token)).json().data.user;
    const res = await post(t.app, `/admin/users/${id}/make-admin`, undefined, admin.token);
    expect(res.json().data).toMatchObject({ id, isAdmin: true, approved: true });
    expect((await get(t.app, '/admin/users/pending', other.token)).statusCode).toBe(200);
  });

  it('answers 403 {_code, _message} to a non-administrator and 401 without a login', async () => {
    const plain = await signUp(t.app);
    const { id } = (await get(t.app, '/user/myprofile', plain.token)).json().data.user;
    for (const res of [
      await get(t.app, '/admin/users/pending', plain.token),
      await post(t.app, `/admin/users/${id}/approve`, undefined, plain.token),
      await post(t.app, `/admin/users/${id}/make-admin`, undefined, plain.token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ ...failure("Only the marketplace's operators can do this.", 'forbidden'), _code: 403, _message: "Only the marketplace's operators can do this." });
    }
    expect((await get(t.app, '/admin/users/pending')).statusCode).toBe(401);
    // Sign-up fields cannot make anyone an administrator.
    expect((await postWithProof(t.app, '/auth/register', { isAdmin: true })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown account', async () => {
    const admin = await signUp(t.app);
    await makeAdmin(t, admin.email);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await post(t.app, `/admin/users/${id}/approve`, undefined, admin.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No such user.');
    }
  });

  it('offers the same on the command line: list-pending, approve-user, make-admin', async () => {
    const lines: string[] = [];
    const commands = userCommands(testCli(t, lines));
    const someone = await signUp(t.app, { firstName: 'Yusuf', lastName: 'Amari' });

    await commands['list-pending'].run([]);
    expect(lines.some((line) => line.startsWith(`${someone.email}\tYusuf Amari\t`))).toBe(true);

    await commands['approve-user'].run([someone.email.toUpperCase()]);
    expect(lines.at(-1)).toBe(`Approved ${someone.email}.`);
    expect((await logIn(t.app, someone.email, someone.password)).statusCode).toBe(200);

    await commands['make-admin'].run([someone.email]);
    expect(lines.at(-1)).toBe(`${someone.email} is now an administrator.`);
    expect((await get(t.app, '/admin/users/pending', someone.token)).statusCode).toBe(200);
    // Each change is on record, by the command line.
    const [row] = await t.database.db.select().from(users).where(eq(users.email, someone.email));
    expect(await auditOf(t, row.id)).toEqual([
      { actorLabel: 'command line (tester)', action: 'approveUser', itemKind: 'user', reason: '' },
      { actorLabel: 'command line (tester)', action: 'changeRole', itemKind: 'user', reason: '' },
    ]);

    await expect(commands['approve-user'].run(['nobody@example.test'])).rejects.toThrow('No such user.');
    await expect(commands['make-admin'].run([])).rejects.toThrow('Usage: npm run admin -- make-admin EMAIL');
  });
});
