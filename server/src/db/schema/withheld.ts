import { sql } from 'drizzle-orm';
import { boolean, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns that keep a freelancer profile, a vacancy or a company page from everyone but its owner, written by the
 * operator console (modules/admin/visibility): an operator hid it (with a note the owner reads), or its owner's account
 * is suspended. `withheld` is either of them, generated: the listing predicates and their partial indexes read it.
 */
export const withheldColumns = () => ({
  operatorHiddenAt: timestamp('operator_hidden_at', { withTimezone: true }),
  operatorNote: text('operator_note'),
  ownerSuspended: boolean('owner_suspended').notNull().default(false),
  withheld: boolean('withheld')
    .notNull()
    .generatedAlwaysAs(sql`operator_hidden_at is not null or owner_suspended`),
});
