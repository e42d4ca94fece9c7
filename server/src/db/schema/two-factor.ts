import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An account's authenticator-app secret (TOTP, RFC 6238: SHA-1, 6 digits, 30 s). Two-step sign-in is on once
 * confirmedAt is set; before that the row is a setup waiting for its first code. lastStep is the 30-second time
 * step of the last code accepted, so the same code is never taken twice.
 */
export const totpCredentials = pgTable('totp_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32, as the authenticator app was given it; never sent again after confirmation. */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
});

/** The 10 single-use recovery codes of an account with two-step sign-in on; only a SHA-256 of each is kept. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('totp_recovery_codes_user_idx').on(t.userId)],
);

/**
 * The ticket a right password earns when two-step sign-in is on: the second step (POST /auth/login/2fa) spends it
 * with a code. Only a SHA-256 of it is kept; it lives five minutes and names the account and how the password step
 * went (a temporary password opens a session that must set a new one).
 */
export const loginTickets = pgTable(
  'login_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_tickets_user_idx').on(t.userId), index('login_tickets_expires_idx').on(t.expiresAt)],
);
