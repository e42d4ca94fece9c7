import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { operatorMsg } from '@contracts/operator';
import { TWO_FACTOR_PATHS } from '@contracts/two-factor';
import { companies, favoriteFreelancers, freelancers, users, vacancies } from '../../db/schema';
import { logIn, post, signUp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { SoftAuthenticator } from '../../test/authenticator';
import { createMember, type Member } from '../../test/freelancers';
import { everywhere, ownersOfEverything, whereFound } from '../../test/operator';

// .

describe('what a suspension does: everything of the account withheld from everyone, every way in refused; restore undoes it', () => {
  let t: TestApp;
  let admin: Member;
  let viewer: Member;
  /** The app's clock runs this far ahead of the wall clock (a TOTP code is good once per 30-second step). */
  let ahead = 0;
  const now = () => Date.now() + ahead;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { now: () => new Date(now()) });
    admin = await createMember(t, { firstName: 'Aisha', isAdmin: true });
    viewer = await createMember(t, { firstName: 'Viewer' });
  });
  afterAll(async () => {
    await t.close();
  });

  const act = (action: 'suspend' | 'restore', userId: string) => post(t.app, `/admin/users/${userId}/${action}`, { reason: 'Reported for scams' }, admin.token);
  const suspended = () => ({ message: operatorMsg.accountSuspended(t.config.contactEmail), errors: { message: operatorMsg.accountSuspended(t.config.contactEmail), error: 'accountSuspended' } });

  it('hides the profile, the vacancies and the company page from lists, search, favourites, pages and the sitemap, keeps every row, and restore shows them as they were', async () => {
    const owned = await ownersOfEverything(t, 'Zaid');
    const item = { freelancerId: owned.freelancer.id, vacancyId: owned.vacancyId, companyId: owned.companyId };
    expect((await post(t.app, '/freelancer/favorite', { id: owned.freelancer.id, fav: true }, viewer.token)).statusCode).toBe(200);
    const before = await whereFound(t, viewer.token, item);
    expect(before).toEqual(everywhere(before, true));

    expect((await act('suspend', owned.freelancer.user.id)).statusCode).toBe(200);
    expect((await act('suspend', owned.business.user.id)).statusCode).toBe(200);
    expect(await whereFound(t, viewer.token, item)).toEqual(everywhere(before, false));
    // Nothing was removed: the rows, the favourite and the owner's choices are as they were.
    const [profile] = await t.database.db.select().from(freelancers).where(eq(freelancers.id, owned.freelancer.id));
    expect([profile.publish, profile.complete, profile.ownerSuspended, profile.operatorHiddenAt]).toEqual([true, true, true, null]);
    const [vacancy] = await t.database.db.select().from(vacancies).where(eq(vacancies.id, owned.vacancyId));
    expect([vacancy.publish, vacancy.deletedAt, vacancy.title]).toEqual([true, null, 'Zaid programme lead']);
    expect(await t.database.db.select().from(companies).where(eq(companies.id, owned.companyId))).toHaveLength(1);
    expect(await t.database.db.select().from(favoriteFreelancers).where(eq(favoriteFreelancers.userId, viewer.user.id))).toHaveLength(1);

    expect((await act('restore', owned.freelancer.user.id)).statusCode).toBe(200);
    expect((await act('restore', owned.business.user.id)).statusCode).toBe(200);
    expect(await whereFound(t, viewer.token, item)).toEqual(before);
  });

  it('refuses the two-step code of a ticket issued before the suspension, and a passkey', async () => {
    const codeNow = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: now() });
    const nextCode = (secret: string) => {
      ahead += 30_000;
      return codeNow(secret);
    };
    const member = await signUp(t.app);
    expect((await post(t.app, '/auth/reauth', { password: member.password }, member.token)).statusCode).toBe(200);
    const { secret } = (await post(t.app, TWO_FACTOR_PATHS.totp, {}, member.token)).json().data as { secret: string };
    expect((await post(t.app, TWO_FACTOR_PATHS.confirm, { code: nextCode(secret) }, member.token)).statusCode).toBe(200);
    const options = (await post(t.app, '/user/passkeys/options', {}, member.token)).json().data;
    const authenticator = new SoftAuthenticator();
    expect((await post(t.app, '/user/passkeys', { response: authenticator.create(options) }, member.token)).statusCode).toBe(201);
    const [{ id }] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, member.email));

    const ticket = ((await logIn(t.app, member.email, member.password)).json().data as { twoFactor: { ticket: string } }).twoFactor.ticket;
    expect((await act('suspend', id)).statusCode).toBe(200);
    const code = await post(t.app, TWO_FACTOR_PATHS.login, { ticket, code: nextCode(secret) });
    expect([code.statusCode, code.json()]).toEqual([400, suspended()]);
    const challenge = (await post(t.app, '/auth/passkey/options', {})).json().data;
    const passkey = await post(t.app, '/auth/passkey', { response: authenticator.get(challenge) });
    expect([passkey.statusCode, passkey.json()]).toEqual([400, suspended()]);
    // The password step says so too, before any ticket.
    expect((await logIn(t.app, member.email, member.password)).json()).toEqual(suspended());

    expect((await act('restore', id)).statusCode).toBe(200);
    const again = (await post(t.app, '/auth/passkey', { response: authenticator.get((await post(t.app, '/auth/passkey/options', {})).json().data) })).statusCode;
    expect(again).toBe(200);
  });
});
