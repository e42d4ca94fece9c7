import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A small durable job queue on the database (jobs/queue.ts): e-mails today,
 * booking reminders later. A job is claimed with SELECT … FOR UPDATE SKIP
 * LOCKED, so with several instances each job runs on one of them; a failed
 * run is tried again after a growing pause until maxAttempts, then 'failed'.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What to do, e.g. 'mail'; a handler is registered per kind. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** 'queued' (waiting for runAt), 'running' (claimed until lockedUntil), 'done' or 'failed'. */
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** A claimed job whose worker vanished (crash, kill) is claimable again after this. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The last failure, scrubbed of addresses (see jobs/queue.ts). */
    lastError: text('last_error'),
    /** At most one job per key, ever (e.g. 'reminder:<booking id>'). */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('jobs_dedupe_key_idx').on(t.dedupeKey), index('jobs_due_idx').on(t.status, t.runAt), index('jobs_finished_idx').on(t.kind, t.status, t.finishedAt)],
);

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';
