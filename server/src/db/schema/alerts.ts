import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { freelancers } from './freelancers';
import { vacancies } from './vacancies';

/**
 * Vacancy alerts (modules/alerts). A vacancy that became listed is matched once (vacancy_alert_runs: one row per
 * vacancy, written in the transaction that records its matches), and each matching freelancer whose alerts are on
 * gets a row here: unique per freelancer and vacancy, so no vacancy is ever alerted twice. sent_at is set when the
 * e-mail that carries it is queued, or when it is left out (the vacancy no longer listed, or applied to meanwhile).
 */
export const vacancyAlertMatches = pgTable(
  'vacancy_alert_matches',
  {
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    vacancyId: uuid('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    /** How many skills they share (more rank higher in the e-mail). */
    shared: smallint('shared').notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.freelancerId, t.vacancyId] }),
    // A freelancer's pending matches: what the next e-mail carries.
    index('vacancy_alert_matches_pending_idx').on(t.freelancerId, t.matchedAt).where(sql`${t.sentAt} is null`),
    index('vacancy_alert_matches_vacancy_idx').on(t.vacancyId),
  ],
);

/** A vacancy whose matches were recorded (once per vacancy, whatever happens to it later). */
export const vacancyAlertRuns = pgTable('vacancy_alert_runs', {
  vacancyId: uuid('vacancy_id')
    .primaryKey()
    .references(() => vacancies.id, { onDelete: 'cascade' }),
  matchedAt: timestamp('matched_at', { withTimezone: true }).notNull(),
  /** How many freelancers it matched. */
  matched: integer('matched').notNull(),
});

/**
 * When the last e-mail of a throttled stream went: 'vacancies:<freelancer id>' (instant vacancy alerts) or
 * 'proposals:<vacancy id>' (a business's instant proposal e-mails). `round` names the next sending job (its dedupe
 * key): every run of the job moves it on, so what arrives after a run queues a new one; `upTo` is what the last
 * e-mail counted up to.
 */
export const alertStreams = pgTable('alert_streams', {
  key: text('key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  upTo: timestamp('up_to', { withTimezone: true }),
  round: integer('round').notNull().default(0),
});
