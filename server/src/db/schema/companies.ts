import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CompanyVerifiedBy } from '@contracts/operator';
import { users } from './users';
import { withheldColumns } from './withheld';

/**
 * A business's company page (contracts/company.ts): one per business account. `verifiedDomain` is set when the
 * business opened a link e-mailed to an address at its website's domain ('email') or added a DNS TXT record ('dns');
 * `verifiedBy` says which (null for a badge given before it was recorded).
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Storage key of the re-encoded logo (under photos/, served as the profile photos are). */
    logoKey: text('logo_key'),
    about: text('about').notNull().default(''),
    industry: text('industry').notNull().default(''),
    size: text('size').notNull().default(''),
    country: text('country').notNull().default(''),
    city: text('city').notNull().default(''),
    website: text('website').notNull().default(''),
    foundedYear: integer('founded_year'),
    verifiedDomain: text('verified_domain'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    ...withheldColumns(),
    verifiedBy: text('verified_by').$type<CompanyVerifiedBy>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_user_idx').on(t.userId), index('companies_verified_idx').on(t.verifiedAt.desc(), t.id.desc()).where(sql`${t.verifiedDomain} is not null`)],
);

/** Single-use links that verify a company's domain: only a SHA-256 of the token is kept, with the address and domain it proves. */
export const companyDomainChecks = pgTable(
  'company_domain_checks',
  {
    tokenHash: text('token_hash').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    domain: text('domain').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('company_domain_checks_company_idx').on(t.companyId)],
);
