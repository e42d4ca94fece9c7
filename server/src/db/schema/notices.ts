import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AlertFrequency, NoticeKind, SavedSearchKind } from '@contracts/alerts';
import { freelancers } from './freelancers';
import { users } from './users';
import { vacancies } from './vacancies';

/**
 * The notification centre (modules/notices): one row per notice, its kind and the parts its title is written from at
 * read time, in the reader's language. Read once read_at is set; deleted after NOTICE_RETENTION_DAYS.
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NoticeKind>().notNull(),
    parts: jsonb('parts').notNull(),
    /** A path inside the site. */
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    // A member's pages, newest first.
    index('notices_user_created_idx').on(t.userId, t.createdAt.desc(), t.id),
    // The bell's count: only the unread entries.
    index('notices_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    // The retention sweep.
    index('notices_created_idx').on(t.createdAt),
  ],
);

/**
 * Saved searches (modules/saved-searches): a search page's query string, named, with how often its new results are
 * e-mailed. last_alert_at is the instant up to which results were looked for (results created later are new); null
 * before the first look, when created_at stands for it.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SavedSearchKind>().notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    frequency: text('frequency').$type<AlertFrequency>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    // The due alerts of each frequency: those last looked at before a moment (coalesce as the sweep writes it).
    index('saved_searches_due_idx').on(t.frequency, sql`coalesce(${t.lastAlertAt}, ${t.createdAt})`).where(sql`${t.frequency} <> 'off'`),
  ],
);

/**
 * Invitations to apply (modules/invitations): a business invites a freelancer to one of its open vacancies, once per
 * vacancy and freelancer.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vacancyId: uuid('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    businessUserId: uuid('business_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_vacancy_freelancer_idx').on(t.vacancyId, t.freelancerId),
    // A business's invitations of the last 24 hours (the daily limit).
    index('invitations_business_created_idx').on(t.businessUserId, t.createdAt),
    // A freelancer's invitations (the vacancy page's "Invited by").
    index('invitations_freelancer_idx').on(t.freelancerId),
  ],
);
