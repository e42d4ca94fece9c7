import { count, eq, inArray, isNotNull } from 'drizzle-orm';
import { oneLine, withoutBidiControls } from '@contracts/text';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/app';
import { API, get, logIn } from '../../test/accounts';
import { UsersRepository } from '../../modules/users/repository';
import type { Db } from '../client';
import { appMeta, companies, conversations, econsultationSettings, freelancers, messages, reviews, users, vacancies, vacancyApplications } from '../schema';
import { DEMO_BUSINESSES, DEMO_FREELANCERS, DEMO_MARKER, DEMO_OPERATORS, DEMO_PASSWORD, DEMO_STEPS, demoBusinessEmail, demoFreelancerEmail, seedDemo } from './demo';

// npm test runs this file on both databases (scripts/test.sh): npm start seeds the embedded database, a deployment PostgreSQL.

const NOW = new Date('2026-03-01T09:00:00Z');

async function totals(db: Db) {
  const [u] = await db.select({ n: count() }).from(users);
  const [f] = await db.select({ n: count() }).from(freelancers);
  const [v] = await db.select({ n: count() }).from(vacancies);
  const [e] = await db.select({ n: count() }).from(econsultationSettings);
  const [p] = await db.select({ n: count() }).from(freelancers).where(isNotNull(freelancers.photoKey));
  return { users: u.n, freelancers: f.n, vacancies: v.n, econsultants: e.n, photos: p.n };
}

const seedWith = (t: TestApp, env: Record<string, string> = {}) => seedDemo({ db: t.database.db, storage: t.app.storage, config: loadConfig(env), now: NOW });

describe('demo marketplace seed on an empty database', () => {
  let t: TestApp;
  let emptyAtStart: Awaited<ReturnType<typeof totals>>;
  let result: Awaited<ReturnType<typeof seedDemo>>;

  beforeAll(async () => {
    t = await createTestApp();
    emptyAtStart = await totals(t.database.db);
    result = await seedWith(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('test apps start empty: the seed is not part of buildApp', () => {
    expect(emptyAtStart).toEqual({ users: 0, freelancers: 0, vacancies: 0, econsultants: 0, photos: 0 });
  });

  it('creates businesses, freelancers with complete profiles, e-consultants, vacancies and photos', async () => {
    expect(result).toMatchObject({ seeded: true, accounts: DEMO_BUSINESSES.length + DEMO_FREELANCERS.length + 2 });
    const after = await totals(t.database.db);
    expect(after.users).toBe(37);
    expect(after.freelancers).toBe(30);
    expect(after.vacancies).toBe(20);
    expect(after.econsultants).toBeGreaterThan(0);
    expect(after.photos).toBe(20);
    if (result.seeded) expect(Object.keys(result.counts)).toEqual(DEMO_STEPS.map((step) => step.name));

    // Every demo account is approved, verified and from the region; businesses say so in Iam.
    const accounts = await t.database.db.select().from(users);
    expect(accounts.every((a) => a.approved && a.mailVerified)).toBe(true);
    expect(new Set(accounts.map((a) => a.country)).size).toBeGreaterThanOrEqual(10);
    const business = await new UsersRepository(t.database.db).findByEmail(demoBusinessEmail(1));
    expect(business?.iam).toEqual(['Business']);

    // Demo vacancies follow the rules of new ones: work starts before the vacancy closes.
    const demoVacancies = await t.database.db.select({ startDate: vacancies.startDate, expiryDate: vacancies.expiryDate }).from(vacancies);
    expect(demoVacancies.filter((v) => !(v.startDate <= v.expiryDate))).toEqual([]);

    // Every demo business has a company page, two of them verified; proposals are in every state of the pipeline, some in Arabic.
    const pages = await t.database.db.select().from(companies);
    expect([pages.length, pages.filter((c) => c.verifiedDomain).length]).toEqual([DEMO_BUSINESSES.length, 2]);
    const proposals = await t.database.db.select().from(vacancyApplications);
    expect(new Set(proposals.map((p) => p.status))).toEqual(new Set(['new', 'viewed', 'shortlisted', 'hired', 'declined']));
    expect(proposals.some((p) => /[\u0600-\u06FF]/.test(p.coverLetter))).toBe(true);

    // Reviews: published both ways for most freelancers (some in Arabic, one replied to, one hidden), one still blind; ratings stored.
    const written = await t.database.db.select().from(reviews);
    const now = NOW.getTime();
    const published = written.filter((r) => r.publishedAt.getTime() <= now && !r.hiddenAt);
    expect(published.some((r) => r.language === 'ar') && published.some((r) => r.reply)).toBe(true);
    expect(written.filter((r) => r.hiddenAt)).toHaveLength(1);
    expect(written.filter((r) => r.publishedAt.getTime() > now)).toHaveLength(1);
    const rated = (await t.database.db.select().from(freelancers)).filter((p) => p.ratingCount > 0);
    expect(rated.length).toBeGreaterThan(DEMO_FREELANCERS.length / 2);

    // Conversations about vacancies between businesses and their applicants, some in Arabic, some unread by the business.
    const talks = await t.database.db.select().from(conversations);
    const said = await t.database.db.select().from(messages);
    expect(talks.length).toBeGreaterThanOrEqual(4);
    expect(talks.every((c) => c.subject === 'vacancy' && c.lastMessageAt)).toBe(true);
    expect(said.some((m) => /[\u0600-\u06FF]/.test(m.text))).toBe(true);
    const unreadByOther = (c: (typeof talks)[number]) => {
      const readAt = c.lastSenderId === c.userLow ? c.highReadAt : c.lowReadAt;
      return !readAt || readAt < c.lastMessageAt!;
    };
    expect(talks.some(unreadByOther)).toBe(true);

    // Profiles are complete, published and approved, with roles on the profile.
    const profiles = await t.database.db.select().from(freelancers);
    expect(profiles.every((p) => p.complete && p.publish && p.adminApproved && p.roles.length > 0 && p.skills.length > 0)).toBe(true);
    expect(new Set(profiles.flatMap((p) => p.roles))).toEqual(new Set(['Trainer', 'Consultant', 'E-Consultant']));

    // E-consultants have a working week of availability.
    const settings = await t.database.db.select().from(econsultationSettings);
    expect(settings.every((s) => s.availability.length >= 5 && s.timezone.includes('/'))).toBe(true);

    // The photos are stored PNG files served at their public path (re-encoded on the way out, like every photo).
    const [withPhoto] = profiles.filter((p) => p.photoKey);
    expect(await t.app.storage.exists(withPhoto.photoKey!)).toBe(true);
    const photo = await t.app.inject({ method: 'GET', url: `${API}/uploads/${withPhoto.photoKey}` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
  });

  it('lets the demo accounts log in with the shared password, and visitors see the freelancers', async () => {
    for (const email of [demoBusinessEmail(1), demoFreelancerEmail(1), demoFreelancerEmail(30)]) {
      const res = await logIn(t.app, email, DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      const token = (res.json() as { data: { token: string } }).data.token;
      expect((await get(t.app, '/user/myprofile', token)).statusCode).toBe(200);
    }
    const list = (await get(t.app, '/unauth/freelancers/page?page=0')).json() as { data: unknown[] };
    expect(list.data.length).toBeGreaterThan(0);
  });

  it('has an administrator and a moderator who sign in with the demo password and reach the console', async () => {
    const roles: Record<string, unknown> = {};
    for (const [role, { email }] of Object.entries(DEMO_OPERATORS)) {
      const res = await logIn(t.app, email, DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      const token = (res.json() as { data: { token: string } }).data.token;
      roles[role] = ((await get(t.app, '/user/myprofile', token)).json() as { data: { operatorRole: unknown } }).data.operatorRole;
      expect((await get(t.app, '/admin/users/pending', token)).statusCode).toBe(200);
    }
    expect(roles).toEqual({ admin: 'admin', moderator: 'moderator' });
    // Operators are neither businesses nor freelancers: no profile, no company page.
    const operators = await t.database.db.select().from(users).where(inArray(users.email, [DEMO_OPERATORS.admin.email, DEMO_OPERATORS.moderator.email]));
    expect(operators.map((u) => [u.iam, u.approved, u.mailVerified])).toEqual([
      [[], true, true],
      [[], true, true],
    ]);
    const profiles = await t.database.db.select().from(freelancers).where(inArray(freelancers.userId, operators.map((u) => u.id)));
    expect(profiles).toEqual([]);
  });

  it('stores text the one-line rules leave as it is: saving a demo account, profile or vacancy again changes none of it', async () => {
    const accounts = await t.database.db.select().from(users);
    const profiles = await t.database.db.select().from(freelancers);
    const posted = await t.database.db.select().from(vacancies);
    const oneLineTexts = [
      ...accounts.flatMap((a) => [a.firstName, a.lastName, a.email, a.city, a.country]),
      ...profiles.flatMap((p) => [p.profileHeader, p.companyName, p.legalName, p.residencyVisa]),
      ...posted.flatMap((v) => [v.title, v.city]),
    ];
    expect(oneLineTexts.length).toBeGreaterThan(200);
    expect(oneLineTexts.filter((text) => oneLine(text) !== text)).toEqual([]);
    const severalLines = [...profiles.map((p) => p.profileSummary), ...posted.map((v) => v.requirements)];
    expect(severalLines.filter((text) => withoutBidiControls(text) !== text)).toEqual([]);
  });

  it('runs once: a second run creates nothing new', async () => {
    const before = await totals(t.database.db);
    expect(await seedWith(t)).toEqual({ seeded: false, reason: 'already-seeded' });
    expect(await totals(t.database.db)).toEqual(before);
  });
});

describe('demo marketplace seed, switched off or on a database in use', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('does nothing with SEED_DEMO=false', async () => {
    expect(await seedWith(t, { SEED_DEMO: 'false' })).toEqual({ seeded: false, reason: 'disabled' });
    expect(await totals(t.database.db)).toEqual({ users: 0, freelancers: 0, vacancies: 0, econsultants: 0, photos: 0 });
    const [marker] = await t.database.db.select().from(appMeta).where(eq(appMeta.key, DEMO_MARKER));
    expect(marker).toBeUndefined();
  });

  it('leaves a database that already has accounts alone, for good', async () => {
    await new UsersRepository(t.database.db).insert({ email: 'owner@example.test', firstName: 'Real', lastName: 'Owner', phone: '+97150000000', country: 'Oman', city: 'Muscat', passwordHash: 'x' });
    expect(await seedWith(t)).toEqual({ seeded: false, reason: 'not-empty' });
    await t.database.db.delete(users);
    expect(await seedWith(t)).toEqual({ seeded: false, reason: 'already-seeded' });
    expect((await totals(t.database.db)).users).toBe(0);
  });
});

describe('SEED_DEMO', () => {
  it('defaults to true and accepts only true or false', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'TRUE' }).seedDemo).toBe(true);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow('Invalid configuration: SEED_DEMO must be true or false, got "maybe"');
  });
});
