import { and, eq } from 'drizzle-orm';
import { freelancerMsg, type Freelancer } from '@contracts/freelancer';
import type { Paged } from '@contracts/paging';
import { favoriteFreelancers, freelancers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createFreelancer, createMember, get, post } from '../../test/freelancers';
import { UsersRepository } from '../users/repository';

describe('favourite freelancers', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof createMember>>;
  let others: Awaited<ReturnType<typeof createFreelancer>>[];
  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t, { firstName: 'Fan' });
    others = [];
    for (let i = 0; i < 12; i += 1) others.push(await createFreelancer(t, { firstName: `Fav${String(i).padStart(2, '0')}` }));
  });
  afterAll(async () => {
    await t.close();
  });

  const toggle = (id: string, fav: unknown, token = member.token) => post(t, '/freelancer/favorite', { id, fav }, token);
  const rows = async (userId: string) => t.database.db.select().from(favoriteFreelancers).where(eq(favoriteFreelancers.userId, userId));

  it('needs a login', async () => {
    expect((await post(t, '/freelancer/favorite', { id: others[0].id, fav: true })).statusCode).toBe(401);
    expect((await get(t, '/freelancer/favorite?page=0')).statusCode).toBe(401);
  });

  it('adding twice keeps one row; removing an absent favourite is fine', async () => {
    const first = await toggle(others[0].id, true);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { favoriteFreelancers: [others[0].id] } });
    expect((await toggle(others[0].id, true)).json()).toEqual({ data: { favoriteFreelancers: [others[0].id] } });
    expect(await rows(member.user.id)).toHaveLength(1);
    expect((await toggle(others[0].id, false)).json()).toEqual({ data: { favoriteFreelancers: [] } });
    const again = await toggle(others[0].id, false);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { favoriteFreelancers: [] } });
    expect((await toggle('00000000-0000-4000-8000-000000000000', false)).statusCode).toBe(200);
  });

  it('you cannot favourite yourself', async () => {
    const self = others[1];
    const res = await toggle(self.id, true, self.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot favorite yourself.');
    expect(res.json().message).toBe(freelancerMsg.cannotFavoriteSelf);
    expect(await rows(self.user.id)).toHaveLength(0);
  });

  it('refuses unknown or hidden freelancers and malformed bodies', async () => {
    expect((await toggle('00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
    expect((await toggle('nope', true)).statusCode).toBe(404);
    const hidden = await createFreelancer(t, {}, { 'experience.publish': 'no' });
    expect((await toggle(hidden.id, true)).json().message).toBe(freelancerMsg.notFound);
    expect((await toggle(others[2].id, 'maybe')).statusCode).toBe(400);
    expect((await post(t, '/freelancer/favorite', { fav: true }, member.token)).statusCode).toBe(400);
  });

  it('lists the caller’s listed favourites, newest first, in pages of 10', async () => {
    const fan = await createMember(t, { firstName: 'Collector' });
    for (const other of others) {
      await toggle(other.id, true, fan.token);
      // Distinct times, so "newest first" is well defined.
      await t.database.db
        .update(favoriteFreelancers)
        .set({ createdAt: new Date(Date.UTC(2025, 0, 1) + others.indexOf(other) * 60_000) })
        .where(and(eq(favoriteFreelancers.userId, fan.user.id), eq(favoriteFreelancers.freelancerId, other.id)));
    }
    const page0 = (await get(t, '/freelancer/favorite?page=0', fan.token)).json() as Paged<Freelancer>;
    const page1 = (await get(t, '/freelancer/favorite?page=1', fan.token)).json() as Paged<Freelancer>;
    expect([page0.total, page0.totalPages, page0.data.length, page1.data.length]).toEqual([12, 2, 10, 2]);
    expect([...page0.data, ...page1.data].map((f) => f.id)).toEqual([...others].reverse().map((o) => o.id));
    expect(page0.data[0].user.email).toBeDefined();

    // A favourite that stops being listed drops out of the list but stays in the ids.
    await t.database.db.update(freelancers).set({ publish: false }).where(eq(freelancers.id, others[11].id));
    const after = (await get(t, '/freelancer/favorite', fan.token)).json() as Paged<Freelancer>;
    expect(after.total).toBe(11);
    expect(after.data.map((f) => f.id)).not.toContain(others[11].id);
  });
});

/**
 * The list reads the listing facts the database copies beside each favourite
 * (migration 0017): they must follow the profile, and the account's e-mail
 * verification through the profile's mirror of it.
 */
describe('favourites follow the listing of their profiles (APPROVAL=email)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APPROVAL: 'email' });
  });
  afterAll(async () => {
    await t.close();
  });

  const listed = async (token: string) => ((await get(t, '/freelancer/favorite', token)).json() as Paged<Freelancer>).data.map((f) => f.id);
  const stored = async (userId: string, freelancerId: string) => {
    const [row] = await t.database.db
      .select({ publish: favoriteFreelancers.publish, complete: favoriteFreelancers.complete, mailVerified: favoriteFreelancers.mailVerified, adminApproved: favoriteFreelancers.adminApproved })
      .from(favoriteFreelancers)
      .where(and(eq(favoriteFreelancers.userId, userId), eq(favoriteFreelancers.freelancerId, freelancerId)));
    return row;
  };

  it('copies them when a favourite is added, and keeps them as the profile and its account change', async () => {
    const fan = await createMember(t, { firstName: 'Follower' });
    const star = await createFreelancer(t, { firstName: 'Star' });
    expect((await post(t, '/freelancer/favorite', { id: star.id, fav: true }, fan.token)).statusCode).toBe(200);
    expect(await stored(fan.user.id, star.id)).toEqual({ publish: true, complete: true, mailVerified: true, adminApproved: false });
    expect(await listed(fan.token)).toEqual([star.id]);

    // The owner's address unverified on the account: the profile's mirror changes, and the favourite's copy with it.
    const accounts = new UsersRepository(t.database.db);
    await accounts.update(star.user.id, { mailVerified: false });
    expect(await stored(fan.user.id, star.id)).toMatchObject({ mailVerified: false });
    expect(await listed(fan.token)).toEqual([]);
    await accounts.update(star.user.id, { mailVerified: true });
    expect(await listed(fan.token)).toEqual([star.id]);

    await t.database.db.update(freelancers).set({ complete: false }).where(eq(freelancers.id, star.id));
    expect(await stored(fan.user.id, star.id)).toMatchObject({ complete: false });
    expect(await listed(fan.token)).toEqual([]);
    expect((await get(t, '/freelancer/favorite', fan.token)).json()).toMatchObject({ total: 0 });
    await t.database.db.update(freelancers).set({ complete: true, adminApproved: true }).where(eq(freelancers.id, star.id));
    expect(await stored(fan.user.id, star.id)).toEqual({ publish: true, complete: true, mailVerified: true, adminApproved: true });
    expect(await listed(fan.token)).toEqual([star.id]);
  });
});
