import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Robot-check proofs that were spent; a proof id here is refused (single use across requests and instances). */
export const robotProofs = pgTable('robot_proofs', {
  id: uuid('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Per-address counters (e.g. failed logins, forgot-password mails), keyed by
 * action and the lower-cased address, with a growing block for repeated failures.
 */
export const addressThrottles = pgTable(
  'address_throttles',
  {
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    count: integer('count').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** How many times this subject has been blocked; each block lasts twice as long as the previous one. */
    strikes: integer('strikes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.action, t.subject] })],
);
