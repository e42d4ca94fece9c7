import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Deleted accounts (POST /user/delete). From deleted_at the account cannot sign in and its profile, vacancies and
 * company page are gone from every list and page; at erase_after a durable job erases its personal data and sets
 * erased_at (modules/account-data/erase.ts). The row stays, so the erasure is claimed once and can be shown.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
    eraseAfter: timestamp('erase_after', { withTimezone: true }).notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [index('account_deletions_erase_idx').on(t.eraseAfter)],
);
