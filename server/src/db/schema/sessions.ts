import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Server-side sessions. Every access token names one (JWT claim `sid`);
 * authenticate accepts the token only while its session is neither revoked
 * nor expired, so logout, "sign out of all devices" and a password change
 * take effect on the next request.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Opened with a temporary password: only setting a new password (and reading My Profile, logging out) is allowed. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The browser's User-Agent at login, cut to 200 characters (the sessions list names the browser and system from it). */
    userAgent: text('user_agent'),
    /** The client's address at sign-in (shown in the sessions list). */
    ip: text('ip'),
    /** The last request of the session, written at most once a minute. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * A requested e-mail change: the new address waits here until the link sent
 * to it is opened; the old address gets a link that cancels (or undoes) it.
 * Only SHA-256 hashes of both link tokens are kept.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull(),
    cancelTokenHash: text('cancel_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The confirmation link stops working then; the cancel link works a while longer. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    cancelExpiresAt: timestamp('cancel_expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Cancelled by the old address, or replaced by a newer request. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_changes_confirm_idx').on(t.confirmTokenHash),
    uniqueIndex('email_changes_cancel_idx').on(t.cancelTokenHash),
    index('email_changes_user_idx').on(t.userId),
  ],
);

/**
 * Single-use tickets to open the live stream (GET /events?ticket=): a browser's EventSource cannot send the
 * Authorization header. A ticket names its session; only a SHA-256 of it is kept, and it lives a minute.
 */
export const streamTickets = pgTable(
  'stream_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('stream_tickets_expires_idx').on(t.expiresAt)],
);
