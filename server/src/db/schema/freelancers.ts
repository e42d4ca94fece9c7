import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, real, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { RATING_PRIOR } from '@contracts/review';
import { users } from './users';
import { withheldColumns } from './withheld';

/**
 * Freelancer profiles (docs/reference.md#data Freelancer), at most one per account.
 *
 * full_name, country, city and mail_verified mirror the account so that every
 * search filter and sort reads one table with its own indexes; the trigger
 * users_sync_freelancers (custom SQL in the migration) keeps them in step when
 * the account changes. years_experience, rate_key and availability_rank are
 * generated sort keys. "Listed" (shown to others) is publish AND complete AND
 * not withheld (by an operator) AND the APPROVAL policy's condition (see modules/freelancers/visibility.ts); the
 * partial indexes carry the policy-independent part. Expression indexes are
 * not partial: PostgreSQL only uses the statistics of an expression index
 * that has no predicate, and without them every lower(…) filter is estimated
 * at 0.5% of the rows, which leads to poor plans.
 */
/**
 * The sound key holds letters of that script's names (contracts/name-key.ts: lower case from Arabic, upper case from
 * Latin): the predicate of its partial trigram indexes, which a search for key letters of that case repeats so the
 * planner may use them. A constant, not a parameter: an index predicate is matched to the query's as written.
 */
export const nameKeyHasScript = (column: SQLWrapper, script: 'arabic' | 'latin'): SQL => sql`${column} ~ ${sql.raw(script === 'arabic' ? "'[a-z]'" : "'[A-Z]'")}`;

export const freelancers = pgTable(
  'freelancers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    /**
     * full_name folded as every search folds text (khibra_search_fold, migration
     * 0012: lower case, hamza-blind Arabic): what the name filter and "Best
     * match" compare, with a prefix and a trigram index, and statistics of its own.
     */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`khibra_search_fold(full_name)`),
    /**
     * The sound key of full_name, one for both scripts (contracts/name-key.ts;
     * khibra_name_key, migrations 0015 and 0041): "Ahmed" is "VHMED" and «أحمد»
     * "vhmd", so the name search finds a name typed in the other script.
     */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(sql`khibra_name_key(full_name)`),
    country: text('country').notNull(),
    city: text('city').notNull(),
    mailVerified: boolean('mail_verified').notNull().default(false),

    totalExperience: text('total_experience').notNull().default(''),
    degree: text('degree').notNull().default(''),
    nationality: text('nationality').notNull().default(''),
    residencyVisa: text('residency_visa').notNull().default(''),
    firstLanguage: text('first_language').notNull().default(''),
    secondLanguage: text('second_language').notNull().default(''),
    publish: boolean('publish').notNull().default(true),
    availability: text('availability').notNull().default(''),
    workStation: text('work_station').notNull().default(''),
    travelWillingness: text('travel_willingness').notNull().default(''),
    hourlyRate: text('hourly_rate').notNull().default(''),
    /** YYYY-MM-DD or 'Anytime' */
    startDate: text('start_date').notNull().default(''),

    profileHeader: text('profile_header').notNull().default(''),
    profileSummary: text('profile_summary').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    personalLink: text('personal_link').notNull().default(''),
    linkedinLink: text('linkedin_link').notNull().default(''),
    legalName: text('legal_name').notNull().default(''),
    /** As chosen (display). */
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    /** Lower-cased skills: what the skills filter matches (GIN). */
    skillKeys: text('skill_keys').array().notNull().default(sql`'{}'::text[]`),
    /** Iam: Trainer, Consultant, E-Consultant. */
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    emailVacancies: boolean('email_vacancies').notNull().default(true),
    /** How often vacancy alerts go while emailVacancies is on: instant, daily or weekly (off is emailVacancies false). */
    vacancyAlerts: text('vacancy_alerts').$type<'instant' | 'daily' | 'weekly'>().notNull().default('daily'),
    /** Whether businesses may invite this freelancer to apply. */
    takesInvitations: boolean('takes_invitations').notNull().default(true),

    /** Storage key (photos/<uuid>.<ext>), public at /uploads/photos/<uuid>.<ext>. */
    photoKey: text('photo_key'),
    /** Storage key (resumes/<uuid>.pdf), downloadable by logged-in members only. */
    resumeKey: text('resume_key'),
    resumeFileName: text('resume_file_name'),
    resumeSize: integer('resume_size'),

    /** Every required experience field, at least one skill and a résumé. */
    complete: boolean('complete').notNull().default(false),
    /** Approval by an administrator (counts under APPROVAL=manual). */
    adminApproved: boolean('admin_approved').notNull().default(false),
    /** When an operator rejected the profile awaiting approval; it is waiting again once its owner saves it (updated_at later). */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** isUpdate.applied: the owner has saved the profile. */
    applied: boolean('applied').notNull().default(false),

    yearsExperience: integer('years_experience')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(substring(total_experience from '^\\s*(\\d+)')::integer, 0)`),
    /** Lower bound of the hourly rate in dollars; 'Less than …' is 0; NULL (sorted last) when not a number, e.g. Negotiable. */
    rateKey: integer('rate_key').generatedAlwaysAs(
      sql`case when hourly_rate ~* '^\\s*less than' then 0 else substring(hourly_rate from '(\\d+)')::integer end`,
    ),
    /** Most available first: Full time, Part time, Evenings only, Weekends only, Few hours a week, anything else. */
    availabilityRank: smallint('availability_rank')
      .notNull()
      .generatedAlwaysAs(
        sql`case lower(availability) when 'full time' then 0 when 'part time' then 1 when 'evenings only' then 2 when 'weekends only' then 3 when 'few hours a week' then 4 else 9 end`,
      ),

    /**
     * Headline and summary folded as every search folds text (khibra_search_fold): what the free-text filter (q)
     * compares, with a trigram index. Skills are not in it: a typed word finds the skills of the reference list
     * whose English or Arabic name has it (modules/freelancers/input.ts), matched on skill_keys.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`khibra_search_fold(profile_header || ' ' || profile_summary)`),

    /**
     * The keys the rate, availability and work-station filters look for ('rate:$50 - $75', 'availability:full time',
     * 'works:remote'; a Hybrid profile works both ways, so it also has 'works:onsite' and 'works:remote').
     */
    filterKeys: text('filter_keys')
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql`array['rate:' || lower(hourly_rate), 'availability:' || lower(availability), 'works:' || lower(work_station)] || case lower(work_station) when 'hybrid' then array['works:onsite', 'works:remote'] else '{}'::text[] end`,
      ),

    /** The published, visible reviews of the freelancer: how many and their stars' sum (modules/reviews keeps them). */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** "Top rated": the Bayesian average of contracts/review.ts RATING_PRIOR (4 stars, weight 5); NULL without reviews (last). */
    ratingScore: real('rating_score').generatedAlwaysAs(
      sql`case when rating_count = 0 then null else (rating_sum + ${sql.raw(String(RATING_PRIOR.mean * RATING_PRIOR.weight))})::real / (rating_count + ${sql.raw(String(RATING_PRIOR.weight))}) end`,
    ),

    ...withheldColumns(),

    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    const shown = sql`${t.publish} and ${t.complete} and not ${t.withheld}`;
    return [
      uniqueIndex('freelancers_user_idx').on(t.userId),
      // The operator's queue: complete profiles awaiting approval (not rejected since their last save), oldest first.
      index('freelancers_awaiting_approval_idx').on(t.createdAt, t.id).where(sql`${t.complete} and not ${t.adminApproved} and (${t.rejectedAt} is null or ${t.rejectedAt} < ${t.updatedAt})`),
      // Filters
      index('freelancers_skill_keys_idx').using('gin', t.skillKeys).where(shown),
      // A name part of 3+ letters anywhere in the name, and 1–2 letters at the start of a word (trigrams of word starts).
      index('freelancers_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')).where(shown),
      // A word of the free text anywhere in the headline or summary (3+ letters), or starting a word of them (1–2 letters).
      index('freelancers_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).where(shown),
      // The sound key's words (a name typed in the other script), served as the name's trigrams are: one index per script
      // of the key, as trigrams are case-blind ("hmd", from «أحمد», and "HMD", from "Ahmed", share them) and a search
      // looks in the other script only ("al-f": one index fetched every Latin name with a word F to find no Arabic one).
      // Each also holds the name's trigrams, so a sound word and the other typed words are one scan ("sara kh": the 960
      // Arabic names of a word "sr" are not fetched to find that none has a word "kh").
      index('freelancers_name_key_arabic_trgm_idx')
        .using('gin', t.nameKey.op('gin_trgm_ops'), t.searchName.op('gin_trgm_ops'))
        .where(sql`${shown} and ${nameKeyHasScript(t.nameKey, 'arabic')}`),
      index('freelancers_name_key_latin_trgm_idx')
        .using('gin', t.nameKey.op('gin_trgm_ops'), t.searchName.op('gin_trgm_ops'))
        .where(sql`${shown} and ${nameKeyHasScript(t.nameKey, 'latin')}`),
      // The whole name, or its start (Best match's first tiers), newest first among them from the index alone (index-only scan).
      index('freelancers_search_name_prefix_idx').on(t.searchName.op('text_pattern_ops'), t.updatedAt.desc(), t.id).where(shown),
      index('freelancers_country_idx').on(sql`lower(${t.country})`),
      index('freelancers_city_idx').on(sql`lower(${t.city})`),
      index('freelancers_nationality_idx').on(sql`lower(${t.nationality})`),
      index('freelancers_first_language_idx').on(sql`lower(${t.firstLanguage})`),
      index('freelancers_second_language_idx').on(sql`lower(${t.secondLanguage})`),
      // Any combination of the rate, availability and work-station filters: GIN intersects their keys' posting lists,
      // skipping through the rarest (a BitmapAnd of three B-trees read every entry of each: 67,000 for Remote).
      index('freelancers_filter_keys_idx').using('gin', t.filterKeys).where(shown),
      // Sorts (id breaks ties so pages never overlap)
      // Also holds the name columns and the approval facts, so Best match's name tiers (and the name filter's count) walk it
      // newest first without reading a row: a walk that skips 1,000 profiles reads a dozen index pages instead of 1,000 rows.
      index('freelancers_recent_idx').on(t.updatedAt.desc(), t.id, t.searchName, t.nameKey, t.mailVerified, t.adminApproved).where(shown),
      index('freelancers_name_idx').on(sql`lower(${t.fullName})`, t.id),
      index('freelancers_years_idx').on(t.yearsExperience.desc(), t.id).where(shown),
      // Sorted by years within one country: the rows of that country in order, not every row until ten match. It also
      // holds the columns a country's other filters test (languages, the approval facts; country itself, as PostgreSQL
      // reads lower(country) from the column), so such a page and its count read no row (index-only scan).
      index('freelancers_country_years_idx')
        .on(sql`lower(${t.country})`, t.yearsExperience.desc(), t.id, t.country, t.firstLanguage, t.secondLanguage, t.mailVerified, t.adminApproved)
        .where(shown),
      index('freelancers_rate_idx').on(t.rateKey, t.id).where(shown),
      index('freelancers_availability_idx').on(t.availabilityRank, t.id).where(shown),
      index('freelancers_rating_idx').on(t.ratingScore.desc().nullsLast(), t.id).where(shown),
      index('freelancers_econsultant_first_idx').on(sql`(${t.roles} @> '{E-Consultant}'::text[]) desc`, t.updatedAt.desc(), t.id),
      index('freelancers_consultant_first_idx').on(sql`(${t.roles} @> '{Consultant}'::text[]) desc`, t.updatedAt.desc(), t.id),
      index('freelancers_trainer_first_idx').on(sql`(${t.roles} @> '{Trainer}'::text[]) desc`, t.updatedAt.desc(), t.id),
    ];
  },
);

/**
 * A member's favourite freelancers: one row per pair. The profile's listing
 * facts (publish, complete, mail_verified, admin_approved, withheld) are copied beside
 * each favourite by the database (migration 0017's triggers, extended by 0050, on insert and
 * whenever the profile's change), and the recent index holds them with the
 * whole order of a page (newest, then freelancer id): a member's listed
 * favourites are counted and paged from that index alone, not by reading
 * every favourite's profile.
 */
export const favoriteFreelancers = pgTable(
  'favorite_freelancers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publish: boolean('publish').notNull().default(false),
    complete: boolean('complete').notNull().default(false),
    mailVerified: boolean('mail_verified').notNull().default(false),
    adminApproved: boolean('admin_approved').notNull().default(false),
    withheld: boolean('withheld').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.freelancerId] }),
    index('favorite_freelancers_user_recent_idx').on(t.userId, t.createdAt.desc(), t.freelancerId, t.publish, t.complete, t.mailVerified, t.adminApproved, t.withheld),
    index('favorite_freelancers_freelancer_idx').on(t.freelancerId),
  ],
);
