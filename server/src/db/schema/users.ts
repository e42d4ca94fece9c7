import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Accounts (docs/reference.md#data User). The e-mail is stored trimmed as typed and is unique
 * regardless of case. Password hashes are self-describing scrypt strings
 * (see modules/users/password.ts) and never leave the server.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    showPhonePublic: boolean('show_phone_public').notNull().default(false),
    showPhoneRegistered: boolean('show_phone_registered').notNull().default(true),
    /** Roles chosen at sign-up and in the freelancer profile: Business, Trainer, Consultant, E-Consultant. */
    iam: text('iam').array().notNull().default(sql`'{}'::text[]`),
    passwordHash: text('password_hash').notNull(),
    /** Temporary password from "forgot password"; becomes the password when first used. */
    tempPasswordHash: text('temp_password_hash'),
    tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true }),
    mailVerified: boolean('mail_verified').notNull().default(false),
    approved: boolean('approved').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** A moderator works the operator console's queue and reports; roles, settings and exports stay with administrators. */
    isModerator: boolean('is_moderator').notNull().default(false),
    /** Set while an operator has suspended the account (POST /admin/users/{userId}/suspend): no sign-in, nothing of it shown; its data is kept. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** Set when an operator rejected the account awaiting approval (APPROVAL=manual): it stays unapproved and leaves the queue. */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** 'en' or 'ar': the member's language (contracts/locale.ts); their e-mails are written in it. */
    language: text('language').notNull().default('en'),
    /** Notification preferences (My Account): which e-mails not about the account's security the member gets. */
    notifyMessages: boolean('notify_messages').notNull().default(true),
    notifyApplications: boolean('notify_applications').notNull().default(true),
    notifyBookings: boolean('notify_bookings').notNull().default(true),
    notifyNews: boolean('notify_news').notNull().default(false),
    /** A business's new-proposal e-mails: 'instant' (at most one an hour per vacancy) or 'daily' (one summary a day). */
    proposalMails: text('proposal_mails').$type<'instant' | 'daily'>().notNull().default('instant'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`), index('users_pending_idx').on(t.approved, t.createdAt),
    // Newest accounts first (the console's account search), and sign-ups by day (the console's numbers).
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The operator's queue: accounts awaiting approval, oldest first.
    index('users_awaiting_approval_idx').on(t.createdAt, t.id).where(sql`not ${t.approved} and ${t.rejectedAt} is null`),
  ],
);

/**
 * Single-use e-mail verification links. Only a SHA-256 of the token is kept;
 * the address it was sent to must still be the account's address when used.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_verifications_token_idx').on(t.tokenHash), index('email_verifications_user_idx').on(t.userId)],
);
