import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * The DNS proof of a company's domain: the TXT record `khibra-verification=<token>` the business adds to the domain.
 * One token per company and domain, made when first shown.
 */
export const companyDnsTokens = pgTable(
  'company_dns_tokens',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.domain] })],
);

/**
 * Every verification e-mail sent, kept a day: at most so many a day per company and per domain written to. Rows stay
 * when a company is verified or deleted, so neither resets a domain's count.
 */
export const companyVerificationMails = pgTable(
  'company_verification_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    domain: text('domain').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_verification_mails_company_idx').on(t.companyId, t.sentAt), index('company_verification_mails_domain_idx').on(t.domain, t.sentAt)],
);
