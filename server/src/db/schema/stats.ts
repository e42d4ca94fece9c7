import { date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The marketplace's numbers per closed calendar day (UTC), for the console's dashboard (GET /admin/stats):
 * filled by the durable job 'stats-rollup' (modules/stats/rollup.ts); today's partial day is counted live.
 * A day's row is computed again by every run while the day is within STATS_SETTLE_DAYS of today (its funnel
 * still grows as later proposals arrive), then kept as it is: finished e-mail jobs are purged after 30 days.
 */
export const statsDays = pgTable('stats_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  /** When the row was computed; a row computed before its day ended is counted again live. */
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  signupsBusiness: integer('signups_business').notNull(),
  signupsFreelancer: integer('signups_freelancer').notNull(),
  vacancies: integer('vacancies').notNull(),
  proposals: integer('proposals').notNull(),
  hires: integer('hires').notNull(),
  bookings: integer('bookings').notNull(),
  messages: integer('messages').notNull(),
  reviews: integer('reviews').notNull(),
  mailsSent: integer('mails_sent').notNull(),
  mailsFailed: integer('mails_failed').notNull(),
  /** Of the vacancies posted that day: how many have a proposal, one that reached the shortlist (or a hire), a hire. */
  funnelProposed: integer('funnel_proposed').notNull(),
  funnelShortlisted: integer('funnel_shortlisted').notNull(),
  funnelHired: integer('funnel_hired').notNull(),
  /** Of the vacancies posted that day that have a proposal: seconds from posting to the first one (the median is taken over the window). */
  firstProposalSeconds: integer('first_proposal_seconds').array().notNull(),
});
