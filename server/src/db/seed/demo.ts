import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { hashPassword } from '../../modules/users/password';
import { UsersRepository } from '../../modules/users/repository';
import type { Storage } from '../../storage';
import type { Db } from '../client';
import { appMeta, freelancers, users } from '../schema';
import { initialsAvatarPng } from './avatar';
import { seedEConsultations } from './econsultations';
import { seedFreelancers } from './freelancers';
import { seedVacancies } from './vacancies';
import { seedCompanies, seedProposals } from './companies';
import { seedReviews } from './reviews';
import { seedConversations } from './conversations';

/**
 * The demo marketplace: on an empty database (no account yet) the server
 * starts with a few businesses, thirty freelancers from across the Middle
 * East and North Africa with complete published profiles (some of them
 * E-Consultants with a working week), twenty vacancies, initials avatars, and
 * its operators: an administrator and a moderator (DEMO_OPERATORS).
 * It runs once per database (marker row `demo_seeded` in app_meta) and is
 * off with SEED_DEMO=false. Every demo account is approved and verified and
 * signs in with DEMO_PASSWORD.
 */
export const DEMO_PASSWORD = 'Khibra-demo-2026';
export const DEMO_MARKER = 'demo_seeded';
export const DEMO_EMAIL_DOMAIN = 'demo.khibra.local';

interface DemoPerson {
  firstName: string;
  lastName: string;
  country: string;
  city: string;
}

/** Posters of the demo vacancies: business1@… to business5@…. */
export const DEMO_BUSINESSES: readonly DemoPerson[] = [
  { firstName: 'Noura', lastName: 'Al-Mansouri', country: 'United Arab Emirates', city: 'Dubai' },
  { firstName: 'Khalid', lastName: 'Al-Harbi', country: 'Saudi Arabia', city: 'Riyadh' },
  { firstName: 'Mona', lastName: 'El-Sayed', country: 'Egypt', city: 'Cairo' },
  { firstName: 'Youssef', lastName: 'Benali', country: 'Morocco', city: 'Casablanca' },
  { firstName: 'Rania', lastName: 'Khoury', country: 'Jordan', city: 'Amman' },
];

/** Freelancers: freelancer01@… to freelancer30@…. Three write their names in Arabic (24, 27, 30: no photo, so no initials to draw). */
export const DEMO_FREELANCERS: readonly DemoPerson[] = [
  { firstName: 'Layla', lastName: 'Haddad', country: 'Lebanon', city: 'Beirut' },
  { firstName: 'Omar', lastName: 'Farouk', country: 'Egypt', city: 'Cairo' },
  { firstName: 'Fatima', lastName: 'Benjelloun', country: 'Morocco', city: 'Rabat' },
  { firstName: 'Ahmed', lastName: 'Al-Mazrouei', country: 'United Arab Emirates', city: 'Abu Dhabi' },
  { firstName: 'Sara', lastName: 'Al-Qahtani', country: 'Saudi Arabia', city: 'Riyadh' },
  { firstName: 'Yousef', lastName: 'Nasser', country: 'Jordan', city: 'Amman' },
  { firstName: 'Hind', lastName: 'Al-Sabah', country: 'Kuwait', city: 'Kuwait City' },
  { firstName: 'Karim', lastName: 'Trabelsi', country: 'Tunisia', city: 'Tunis' },
  { firstName: 'Amina', lastName: 'Bouzid', country: 'Algeria', city: 'Algiers' },
  { firstName: 'Tariq', lastName: 'Al-Rawi', country: 'Iraq', city: 'Baghdad' },
  { firstName: 'Dalia', lastName: 'Mansour', country: 'Egypt', city: 'Alexandria' },
  { firstName: 'Faisal', lastName: 'Al-Thani', country: 'Qatar', city: 'Doha' },
  { firstName: 'Maryam', lastName: 'Al-Balushi', country: 'Oman', city: 'Muscat' },
  { firstName: 'Hassan', lastName: 'Idrissi', country: 'Morocco', city: 'Casablanca' },
  { firstName: 'Nour', lastName: 'Khalil', country: 'Palestine', city: 'Ramallah' },
  { firstName: 'Zainab', lastName: 'Al-Khalifa', country: 'Bahrain', city: 'Manama' },
  { firstName: 'Mahmoud', lastName: 'Saleh', country: 'Jordan', city: 'Irbid' },
  { firstName: 'Rana', lastName: 'Abou-Jaoude', country: 'Lebanon', city: 'Tripoli' },
  { firstName: 'Bilal', lastName: 'Chaouch', country: 'Tunisia', city: 'Sfax' },
  { firstName: 'Aisha', lastName: 'Al-Hashimi', country: 'United Arab Emirates', city: 'Dubai' },
  { firstName: 'Walid', lastName: 'Hamdan', country: 'Saudi Arabia', city: 'Jeddah' },
  { firstName: 'Salma', lastName: 'Ezzat', country: 'Egypt', city: 'Giza' },
  { firstName: 'Khaled', lastName: 'Barzani', country: 'Iraq', city: 'Erbil' },
  { firstName: 'نادية', lastName: 'الشريف', country: 'Algeria', city: 'وهران' },
  { firstName: 'Majed', lastName: 'Al-Otaibi', country: 'Saudi Arabia', city: 'Dammam' },
  { firstName: 'Leila', lastName: 'Amrani', country: 'Morocco', city: 'Marrakesh' },
  { firstName: 'حمد', lastName: 'الكواري', country: 'Qatar', city: 'الدوحة' },
  { firstName: 'Reem', lastName: 'Al-Said', country: 'Oman', city: 'Salalah' },
  { firstName: 'Samir', lastName: 'Aziz', country: 'Iraq', city: 'Basra' },
  { firstName: 'هدى', lastName: 'الشامسي', country: 'United Arab Emirates', city: 'الشارقة' },
];

const DIALLING_CODES: Record<string, string> = {
  'United Arab Emirates': '+971',
  'Saudi Arabia': '+966',
  Egypt: '+20',
  Morocco: '+212',
  Jordan: '+962',
  Lebanon: '+961',
  Kuwait: '+965',
  Tunisia: '+216',
  Algeria: '+213',
  Iraq: '+964',
  Qatar: '+974',
  Oman: '+968',
  Palestine: '+970',
  Bahrain: '+973',
};

/** The operators of the demo marketplace: an administrator and a moderator (the /admin console). */
export const DEMO_OPERATORS = {
  admin: { email: `admin@${DEMO_EMAIL_DOMAIN}`, person: { firstName: 'Hala', lastName: 'Mansour', country: 'United Arab Emirates', city: 'Dubai' } },
  moderator: { email: `moderator@${DEMO_EMAIL_DOMAIN}`, person: { firstName: 'Sami', lastName: 'Qasem', country: 'Jordan', city: 'Amman' } },
} as const satisfies Record<'admin' | 'moderator', { email: string; person: DemoPerson }>;

export const demoBusinessEmail = (n: number) => `business${n}@${DEMO_EMAIL_DOMAIN}`;
export const demoFreelancerEmail = (n: number) => `freelancer${String(n).padStart(2, '0')}@${DEMO_EMAIL_DOMAIN}`;

/** What the steps share: the database, the file storage, the accounts made so far and the moment of seeding. */
export interface DemoContext {
  db: Db;
  storage: Storage;
  now: Date;
  businessIds: string[];
  freelancerUserIds: string[];
  /** Freelancer profile ids, filled by the profiles step. */
  freelancerIds: string[];
  /** Vacancy ids, filled by the vacancies step. */
  vacancyIds: string[];
}

/** One piece of the demo marketplace; returns how many things it made. */
export interface DemoStep {
  name: string;
  run: (ctx: DemoContext) => Promise<number>;
}

/** Every third freelancer is left without a photo, so lists also show the default avatar. */
const hasPhoto = (index: number) => index % 3 !== 2;

async function storeAvatars(ctx: DemoContext): Promise<number> {
  let stored = 0;
  for (const [index, id] of ctx.freelancerIds.entries()) {
    if (!hasPhoto(index)) continue;
    const person = DEMO_FREELANCERS[index];
    const key = `photos/${randomUUID()}.png`;
    await ctx.storage.put(await initialsAvatarPng(person.firstName, person.lastName), key);
    await ctx.db.update(freelancers).set({ photoKey: key }).where(eq(freelancers.id, id));
    stored += 1;
  }
  return stored;
}

/**
 * The pieces, in order, after the accounts are made. Each module's seed is
 * one entry here: add a line to add a piece (e.g. favourites or bookings).
 */
export const DEMO_STEPS: readonly DemoStep[] = [
  {
    name: 'freelancer profiles',
    run: async (ctx) => {
      ctx.freelancerIds = await seedFreelancers(ctx, ctx.freelancerUserIds, { setLocation: false, now: ctx.now });
      return ctx.freelancerIds.length;
    },
  },
  { name: 'profile photos', run: storeAvatars },
  { name: 'e-consultants', run: async (ctx) => (await seedEConsultations(ctx, ctx.freelancerIds, { onlyEConsultants: true })).length },
  {
    name: 'vacancies',
    run: async (ctx) => {
      ctx.vacancyIds = await seedVacancies(ctx, ctx.businessIds, { now: ctx.now });
      return ctx.vacancyIds.length;
    },
  },
  { name: 'company pages', run: async (ctx) => (await seedCompanies(ctx, ctx.businessIds, ctx.now)).length },
  { name: 'proposals', run: (ctx) => seedProposals(ctx.db, ctx.vacancyIds, ctx.freelancerIds, ctx.now) },
  { name: 'reviews', run: (ctx) => seedReviews(ctx.db, ctx.freelancerIds, ctx.businessIds, ctx.now) },
  { name: 'conversations', run: (ctx) => seedConversations(ctx.db, ctx.vacancyIds, ctx.now) },
];

export type DemoSeedResult =
  | { seeded: false; reason: 'disabled' | 'already-seeded' | 'not-empty' }
  | { seeded: true; accounts: number; counts: Record<string, number> };

export interface SeedDemoDeps {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'seedDemo'>;
  /** Dates of the demo data are spread before and after this moment. Default: now. */
  now?: Date;
}

/**
 * Seeds the demo marketplace when enabled and the database has no account
 * and no marker yet. All of it happens in one transaction with the marker,
 * so a failed seed leaves no half-made marketplace and two servers starting
 * on the same database seed it once. A database that already has accounts
 * gets the marker too: the demo never appears later in a real installation.
 */
export async function seedDemo(deps: SeedDemoDeps): Promise<DemoSeedResult> {
  if (!deps.config.seedDemo) return { seeded: false, reason: 'disabled' };
  const now = deps.now ?? new Date();
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const marked = await db
      .insert(appMeta)
      .values({ key: DEMO_MARKER, value: now.toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (marked.length === 0) return { seeded: false, reason: 'already-seeded' } as const;
    const [{ accounts }] = await db.select({ accounts: count() }).from(users);
    if (accounts > 0) {
      await db.update(appMeta).set({ value: 'skipped: the database already had accounts' }).where(eq(appMeta.key, DEMO_MARKER));
      return { seeded: false, reason: 'not-empty' } as const;
    }

    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const repository = new UsersRepository(db);
    const create = async (person: DemoPerson, email: string, n: number, iam: string[], role: { isAdmin?: boolean; isModerator?: boolean } = {}) => {
      const user = await repository.insert({
        ...person,
        ...role,
        email,
        phone: `${DIALLING_CODES[person.country] ?? '+971'}5${String(1000000 + n * 7919).slice(-7)}`,
        iam,
        passwordHash,
        mailVerified: true,
        approved: true,
        showPhoneRegistered: true,
        showPhonePublic: n % 4 === 0,
      });
      return user.id;
    };
    const ctx: DemoContext = { db, storage: deps.storage, now, businessIds: [], freelancerUserIds: [], freelancerIds: [], vacancyIds: [] };
    for (const [i, person] of DEMO_BUSINESSES.entries()) ctx.businessIds.push(await create(person, demoBusinessEmail(i + 1), i + 1, ['Business']));
    for (const [i, person] of DEMO_FREELANCERS.entries()) ctx.freelancerUserIds.push(await create(person, demoFreelancerEmail(i + 1), 100 + i, []));
    await create(DEMO_OPERATORS.admin.person, DEMO_OPERATORS.admin.email, 200, [], { isAdmin: true });
    await create(DEMO_OPERATORS.moderator.person, DEMO_OPERATORS.moderator.email, 201, [], { isModerator: true });

    const counts: Record<string, number> = {};
    for (const step of DEMO_STEPS) counts[step.name] = await step.run(ctx);
    return { seeded: true, accounts: ctx.businessIds.length + ctx.freelancerUserIds.length + Object.keys(DEMO_OPERATORS).length, counts } as const;
  });
}
