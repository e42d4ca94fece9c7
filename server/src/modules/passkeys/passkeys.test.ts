import { eq } from 'drizzle-orm';
import { PASSKEY_LIMITS, passkeyMsg, type PasskeyView } from '@contracts/passkeys';
import { passkeys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { API, get, post, signUp } from '../../test/accounts';
import { SoftAuthenticator } from '../../test/authenticator';

const failure = (message: string, error: string) => ({ message, errors: { message, error } });
type Options = { challenge: string; user: { id: string }; rp: { id: string; name: string }; authenticatorSelection: { residentKey: string; userVerification: string }; excludeCredentials: { id: string }[] };

describe('passkeys', () => {
  let t: TestApp;
  /** The app's clock runs this far ahead of the wall clock (challenge expiry). */
  let ahead = 0;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { now: () => new Date(Date.now() + ahead) });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    ahead = 0;
  });

  const send = (method: 'PATCH' | 'DELETE', url: string, token: string, payload?: object) => t.app.inject({ method, url: `${API}${url}`, headers: { authorization: token }, payload });
  const registrationOptions = async (token: string): Promise<Options> => {
    const res = await post(t.app, '/user/passkeys/options', {}, token);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: Options }).data;
  };
  const addPasskey = async (token: string, name?: string): Promise<{ authenticator: SoftAuthenticator; view: PasskeyView }> => {
    const authenticator = new SoftAuthenticator();
    const res = await post(t.app, '/user/passkeys', { response: authenticator.create(await registrationOptions(token)), name }, token);
    expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
    return { authenticator, view: (res.json() as { data: PasskeyView }).data };
  };
  const signInChallenge = async (): Promise<{ challenge: string }> => {
    const res = await post(t.app, '/auth/passkey/options', {});
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { challenge: string } }).data;
  };
  const signIn = (response: unknown) => post(t.app, '/auth/passkey', { response });

  it('adds a discoverable, user-verified passkey and signs in with it alone: no e-mail, no password', async () => {
    const { token, email } = await signUp(t.app);
    const options = await registrationOptions(token);
    expect(options.rp).toEqual({ id: 'localhost', name: 'Khibra' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const authenticator = new SoftAuthenticator();
    const added = await post(t.app, '/user/passkeys', { response: authenticator.create(options), name: 'My laptop' }, token);
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toEqual({ id: expect.any(String), name: 'My laptop', createdAt: expect.any(String), lastUsedAt: null });

    const res = await signIn(authenticator.get(await signInChallenge()));
    expect(res.statusCode).toBe(200);
    const { token: passkeyToken } = (res.json() as { data: { token: string } }).data;
    const me = await get(t.app, '/user/myprofile', passkeyToken);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.email).toBe(email);

    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.credentialId, authenticator.id));
    expect(row.counter).toBe(1);
    expect(row.transports).toEqual(['internal']);
    const listed = (await get(t.app, '/user/passkeys', token)).json().data as PasskeyView[];
    expect(listed).toEqual([{ ...added.json().data, lastUsedAt: expect.any(String) }]);
    // The next registration leaves out the passkey the account already has.
    expect((await registrationOptions(token)).excludeCredentials.map((c) => c.id)).toEqual([authenticator.id]);
  });

  it('names a passkey added without a name after its browser and system', async () => {
    const { token } = await signUp(t.app);
    const authenticator = new SoftAuthenticator();
    const options = await registrationOptions(token);
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
    const res = await t.app.inject({ method: 'POST', url: `${API}/user/passkeys`, headers: { authorization: token, 'user-agent': ua }, payload: { response: authenticator.create(options) } });
    expect(res.json().data.name).toBe('Chrome · Linux');
  });

  it('a sign-in challenge works once', async () => {
    const { token } = await signUp(t.app);
    const { authenticator } = await addPasskey(token);
    const challenge = await signInChallenge();
    expect((await signIn(authenticator.get(challenge))).statusCode).toBe(200);
    const again = await signIn(authenticator.get(challenge));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(failure(passkeyMsg.expired, 'passkeyExpired'));
  });

  it('a challenge expires after five minutes, a registration one too', async () => {
    const { token } = await signUp(t.app);
    const { authenticator } = await addPasskey(token);
    const challenge = await signInChallenge();
    const options = await registrationOptions(token);
    ahead = PASSKEY_LIMITS.challengeTtlMs + 1000;
    const late = await signIn(authenticator.get(challenge));
    expect(late.json()).toEqual(failure(passkeyMsg.expired, 'passkeyExpired'));
    const lateAdd = await post(t.app, '/user/passkeys', { response: new SoftAuthenticator().create(options) }, token);
    expect([lateAdd.statusCode, lateAdd.json()]).toEqual([400, failure(passkeyMsg.expired, 'passkeyExpired')]);
    ahead = 0;
    expect((await signIn(authenticator.get(await signInChallenge()))).statusCode).toBe(200);
  });

  it('refuses a signature counter that goes back (a cloned authenticator)', async () => {
    const { token } = await signUp(t.app);
    const { authenticator } = await addPasskey(token);
    expect((await signIn(authenticator.get(await signInChallenge(), { counter: 5 }))).statusCode).toBe(200);
    const back = await signIn(authenticator.get(await signInChallenge(), { counter: 3 }));
    expect([back.statusCode, back.json()]).toEqual([400, failure(passkeyMsg.notVerified, 'passkeyNotVerified')]);
    const same = await signIn(authenticator.get(await signInChallenge(), { counter: 5 }));
    expect(same.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.credentialId, authenticator.id));
    expect(row.counter).toBe(5);
  });

  it('refuses an answer without user verification, from another origin, or signed by another key', async () => {
    const { token } = await signUp(t.app);
    const { authenticator } = await addPasskey(token);
    authenticator.userVerified = false;
    expect((await signIn(authenticator.get(await signInChallenge()))).json()).toEqual(failure(passkeyMsg.notVerified, 'passkeyNotVerified'));
    authenticator.userVerified = true;
    expect((await signIn(authenticator.get(await signInChallenge(), { origin: 'https://khibra.example' }))).statusCode).toBe(400);
    const impostor = new SoftAuthenticator();
    const forged = { ...impostor.get(await signInChallenge()), id: authenticator.id, rawId: authenticator.id };
    expect((await signIn(forged)).json()).toEqual(failure(passkeyMsg.notVerified, 'passkeyNotVerified'));
    const unverified = new SoftAuthenticator();
    unverified.userVerified = false;
    const refused = await post(t.app, '/user/passkeys', { response: unverified.create(await registrationOptions(token)) }, token);
    expect(refused.json()).toEqual(failure(passkeyMsg.notVerified, 'passkeyNotVerified'));
  });

  it('an unknown passkey is told apart, and a registration challenge serves only the account it was issued to', async () => {
    const stranger = new SoftAuthenticator();
    expect((await signIn(stranger.get(await signInChallenge()))).json()).toEqual(failure(passkeyMsg.unknown, 'passkeyUnknown'));
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const optionsOfA = await registrationOptions(a.token);
    const res = await post(t.app, '/user/passkeys', { response: new SoftAuthenticator().create(optionsOfA) }, b.token);
    expect([res.statusCode, res.json()]).toEqual([400, failure(passkeyMsg.expired, 'passkeyExpired')]);
    expect((await get(t.app, '/user/passkeys', b.token)).json().data).toEqual([]);
  });

  it('the same authenticator cannot be added twice', async () => {
    const { token } = await signUp(t.app);
    const { authenticator } = await addPasskey(token);
    const res = await post(t.app, '/user/passkeys', { response: authenticator.create(await registrationOptions(token)) }, token);
    expect([res.statusCode, res.json()]).toEqual([400, failure(passkeyMsg.alreadyAdded, 'passkeyAlreadyAdded')]);
  });

  it('renames and removes only the caller\'s own passkeys; a removed one signs in no more', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { authenticator, view } = await addPasskey(owner.token, 'Phone');
    expect((await send('PATCH', `/user/passkeys/${view.id}`, other.token, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await send('DELETE', `/user/passkeys/${view.id}`, other.token)).json()).toEqual(failure(passkeyMsg.notFound, 'notFound'));
    expect((await get(t.app, '/user/passkeys', owner.token)).json().data).toEqual([view]);

    const renamed = await send('PATCH', `/user/passkeys/${view.id}`, owner.token, { name: '  Work phone ' });
    expect(renamed.json().data.name).toBe('Work phone');
    const long = await send('PATCH', `/user/passkeys/${view.id}`, owner.token, { name: 'x'.repeat(61) });
    expect([long.statusCode, long.json().message]).toEqual([400, 'Name should have maximum 60 characters']);

    expect((await send('DELETE', `/user/passkeys/${view.id}`, owner.token)).json()).toEqual({ data: { removed: true } });
    expect((await get(t.app, '/user/passkeys', owner.token)).json().data).toEqual([]);
    expect((await signIn(authenticator.get(await signInChallenge()))).json()).toEqual(failure(passkeyMsg.unknown, 'passkeyUnknown'));
    expect((await send('DELETE', '/user/passkeys/not-a-uuid', owner.token)).statusCode).toBe(404);
  });

  it('answers malformed bodies with a clear 400 in the member\'s language, and visitors with 401', async () => {
    const { token } = await signUp(t.app);
    for (const body of [{}, { response: 'x' }, { response: { id: 1 } }, { response: { id: 'a', rawId: 'a', type: 'public-key', response: {} } }]) {
      const res = await post(t.app, '/user/passkeys', body, token);
      expect([res.statusCode, res.json().errors.error]).toEqual([400, expect.stringMatching(/^passkey/)]);
      const signInRes = await signIn((body as { response?: unknown }).response);
      expect(signInRes.statusCode).toBe(400);
    }
    const arabic = await t.app.inject({ method: 'POST', url: `${API}/auth/passkey`, headers: { 'accept-language': 'ar' }, payload: { response: new SoftAuthenticator().get({ challenge: 'x' }) } });
    expect(arabic.json().message).toBe('مفتاح المرور هذا غير مسجّل في خبرة. يُرجى تسجيل الدخول بالبريد الإلكتروني وكلمة المرور، ثم إضافته من «حسابي».');
    expect((await get(t.app, '/user/passkeys')).statusCode).toBe(401);
    expect((await post(t.app, '/user/passkeys/options', {})).statusCode).toBe(401);
  });

  it(`allows at most ${PASSKEY_LIMITS.perAccount} passkeys per account`, async () => {
    const { token } = await signUp(t.app);
    for (let i = 0; i < PASSKEY_LIMITS.perAccount; i++) await addPasskey(token);
    const res = await post(t.app, '/user/passkeys/options', {}, token);
    expect([res.statusCode, res.json()]).toEqual([400, failure(passkeyMsg.tooMany, 'passkeyLimit')]);
  });
});
