import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { freelancers } from './freelancers';
import { users } from './users';
import { withheldColumns } from './withheld';

/**
 * Vacancies (docs/reference.md#data Vacancy). Contact name, e-mail and phone are not stored:
 * they are the poster's account, read at answer time.
 *
 * Maintained by triggers (custom SQL in the migration), so no writer can
 * forget them: search_text (folded title, requirements and skills — lower case, Arabic letter forms unified, migration 0012: what
 * the keyword search matches through a trigram index) and
 * poster_mail_verified (mirror of the poster's users.mail_verified, which the
 * APPROVAL=email policy reads). Approval itself is derived from the policy
 * (modules/vacancies/visibility.ts), never stored.
 *
 * Deleting is soft: title and search text are cleared and deleted_at set, so
 * applications stay and applicants see 'Vacancy was removed'.
 */
export const vacancies = pgTable(
  'vacancies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    publish: boolean('publish').notNull().default(true),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),

    /** Storage key (vacancies/<uuid>.pdf), downloadable by logged-in members only. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileSize: integer('file_size'),

    requiredSkills: text('required_skills').array().notNull().default(sql`'{}'::text[]`),
    requirements: text('requirements').notNull(),

    // candidate ('' = no restriction: a field left at Any)
    minExperience: text('min_experience').notNull().default(''),
    firstLanguage: text('first_language').notNull().default(''),
    secondLanguage: text('second_language').notNull().default(''),
    nationality: text('nationality').notNull().default(''),
    // location
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    workstation: text('workstation').notNull().default(''),
    travelRequired: text('travel_required').notNull().default(''),
    // time
    startDate: text('start_date').notNull().default(''),
    timePeriod: text('time_period').notNull().default(''),
    minAvailability: text('min_availability').notNull().default(''),
    projectPhase: text('project_phase').notNull().default(''),
    // payment
    hourlyRate: text('hourly_rate').notNull().default(''),
    payType: text('pay_type').notNull().default(''),
    flights: text('flights').notNull().default('Not Paid'),
    hotel: text('hotel').notNull().default('Not Paid'),

    isTrainer: boolean('is_trainer').notNull().default(false),
    isConsultant: boolean('is_consultant').notNull().default(false),
    isPhonePublic: boolean('is_phone_public').notNull().default(false),
    isPhoneRegistered: boolean('is_phone_registered').notNull().default(true),

    /** Approval by an administrator (counts under every APPROVAL policy; the only way under manual). */
    adminApproved: boolean('admin_approved').notNull().default(false),
    /** When an operator rejected the vacancy awaiting approval: not listed; it is waiting again once its poster edits it (updated_at later). */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** Mirror of users.mail_verified of the poster (trigger). */
    posterMailVerified: boolean('poster_mail_verified').notNull().default(false),
    /** lower(title requirements skills) (trigger). */
    searchText: text('search_text').notNull().default(''),

    ...withheldColumns(),
  },
  (t) => {
    // The policy-independent part of "listed"; expiry and approval are checked on the rows the index yields.
    // Expression indexes carry no predicate: PostgreSQL keeps statistics of a plain expression index only,
    // and without them every lower(country) = … is estimated at 0.5% of the rows (see 0004_freelancer_search_indexes).
    const live = sql`${t.deletedAt} is null and ${t.publish} and not ${t.withheld}`;
    // A fresh pair per index: drizzle's .desc() is consumed by the index it is read into.
    const recent = () => [t.postedAt.desc(), t.id] as const;
    return [
      // Filters
      index('vacancies_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).where(live),
      index('vacancies_skills_idx').using('gin', t.requiredSkills).where(live),
      index('vacancies_country_idx').on(sql`lower(${t.country})`),
      index('vacancies_city_idx').on(sql`lower(${t.city})`),
      index('vacancies_nationality_idx').on(sql`lower(${t.nationality})`),
      index('vacancies_first_language_idx').on(sql`lower(${t.firstLanguage})`),
      index('vacancies_second_language_idx').on(sql`lower(${t.secondLanguage})`),
      // Filters: a workstation and an hourly-rate range (a bitmap of both serves the pair).
      index('vacancies_workstation_idx').on(sql`lower(${t.workstation})`),
      index('vacancies_hourly_rate_idx').on(sql`lower(${t.hourlyRate})`),
      // Sorts (VACANCY_SORT), each newest first within its groups; id breaks ties so pages never overlap
      // Also covers the rest of "listed" (expiry, approval under every policy): deep pages of the plain list skip index entries only (index-only scan).
      // And the country, so a country's page and its count (up to 200 matches) read no row either (lower(country) is read from the column).
      // The operator's queue: published vacancies awaiting approval (not rejected since their last edit), oldest first.
      index('vacancies_awaiting_approval_idx').on(t.postedAt, t.id).where(sql`${t.deletedAt} is null and ${t.publish} and not ${t.adminApproved} and (${t.rejectedAt} is null or ${t.rejectedAt} < ${t.updatedAt})`),
      index('vacancies_recent_idx').on(...recent(), t.expiryDate, t.posterMailVerified, t.adminApproved, t.country).where(live),
      index('vacancies_consultant_first_idx').on(t.isConsultant.desc(), ...recent()).where(live),
      index('vacancies_trainer_first_idx').on(t.isTrainer.desc(), ...recent()).where(live),
      index('vacancies_econsultant_first_idx').on(sql`(${t.isConsultant} and lower(${t.workstation}) = 'remote') desc`, ...recent()),
      index('vacancies_onsite_first_idx').on(sql`(lower(${t.workstation}) = 'onsite') desc`, ...recent()),
      index('vacancies_remote_first_idx').on(sql`(lower(${t.workstation}) = 'remote') desc`, ...recent()),
      // The poster's list (GET /vacancy/posted, myprofile)
      index('vacancies_poster_idx').on(t.userId, ...recent()).where(sql`${t.deletedAt} is null`),
      // Every vacancy of a business, removed ones too: the hires its company page counts.
      index('vacancies_user_idx').on(t.userId),
      // The console's numbers: vacancies posted per day.
      index('vacancies_posted_idx').on(t.postedAt),
    ];
  },
);

/**
 * Applications: one per vacancy and freelancer account (the unique index makes
 * a concurrent double apply one row). applied_at is the 'on' timestamp, kept
 * to the millisecond so the ISO text the client holds finds it again
 * (DELETE /vacancy/time).
 */
export const vacancyApplications = pgTable(
  'vacancy_applications',
  {
    vacancyId: uuid('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    freelancerUserId: uuid('freelancer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    appliedAt: timestamp('applied_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The application's own id (the status path names it); applications before migration 0029 got one then. */
    id: uuid('id').notNull().defaultRandom(),
    /** The proposal (contracts/application.ts): all optional, as the spec's apply call sends none. */
    coverLetter: text('cover_letter').notNull().default(''),
    /** Storage key of the proposal's optional PDF (proposals/…), and its size. */
    fileKey: text('file_key'),
    fileSize: integer('file_size'),
    /** US dollars an hour, whole. */
    proposedRate: integer('proposed_rate'),
    availableFrom: date('available_from', { mode: 'string' }),
    /** new → viewed → shortlisted → hired, or declined; filled when another's hire closes the vacancy (contracts/application.ts). */
    status: text('status', { enum: ['new', 'viewed', 'shortlisted', 'hired', 'declined', 'filled'] }).notNull().default('new'),
    statusAt: timestamp('status_at', { withTimezone: true }),
    statusMessage: text('status_message').notNull().default(''),
    /** A hire's engagement ended, as either party marked it: reviewing opens (modules/reviews). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The freelancer hid the decided application from their Applied Vacancies; the business's side is unchanged. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vacancy_applications_id_idx').on(t.id),
    uniqueIndex('vacancy_applications_vacancy_freelancer_idx').on(t.vacancyId, t.freelancerUserId),
    index('vacancy_applications_vacancy_recent_idx').on(t.vacancyId, t.appliedAt.desc()),
    index('vacancy_applications_freelancer_recent_idx').on(t.freelancerUserId, t.appliedAt.desc()),
    index('vacancy_applications_freelancer_profile_idx').on(t.freelancerId),
    // The console's numbers: proposals and hires per day.
    index('vacancy_applications_applied_idx').on(t.appliedAt),
    index('vacancy_applications_hired_idx').on(t.statusAt).where(sql`${t.status} = 'hired'`),
  ],
);
