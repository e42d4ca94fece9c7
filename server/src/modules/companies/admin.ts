import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { companyMsg } from '@contracts/company';
import { revokeCompanySchema, VERIFIED_COMPANIES_PAGE_SIZE, type VerifiedCompaniesPage, type VerifiedCompanyView } from '@contracts/operator';
import { companies, companyDnsTokens, companyDomainChecks, users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { pageUrl } from '../../http/page-url';
import { isUuid } from '../../http/uuid';
import { validateBody } from '../../http/validate';
import { inLanguageOf } from '../../plugins/locale';
import type { Mailer } from '../../plugins/mail';
import type { Db } from '../../db/client';
import { recordAudit, type AuditActor } from '../audit/record';
import { badgeRevokedMail } from './emails';

/** Longest search text of the list. */
const QUERY_MAX = 200;

/** GET /admin/companies?page=&q=: verified companies, the latest verified first; q is a part of the name or the domain. */
export async function verifiedCompanies(db: Db, query: string, page: number): Promise<VerifiedCompaniesPage> {
  const q = query.trim().toLowerCase().slice(0, QUERY_MAX);
  const matches = q ? or(sql`position(${q}::text in lower(${companies.name})) > 0`, sql`position(${q}::text in ${companies.verifiedDomain}) > 0`) : undefined;
  const rows = await db
    .select({ company: companies, owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(and(isNotNull(companies.verifiedDomain), matches))
    .orderBy(sql`${companies.verifiedAt} desc nulls last`, sql`${companies.id} desc nulls last`)
    .limit(VERIFIED_COMPANIES_PAGE_SIZE + 1)
    .offset(page * VERIFIED_COMPANIES_PAGE_SIZE);
  const data = rows.slice(0, VERIFIED_COMPANIES_PAGE_SIZE).map(
    ({ company, owner }): VerifiedCompanyView => ({
      id: company.id,
      name: company.name,
      domain: company.verifiedDomain ?? '',
      verifiedBy: company.verifiedBy ?? null,
      verifiedAt: (company.verifiedAt ?? company.updatedAt).toISOString(),
      owner: { id: owner.id, name: `${owner.firstName} ${owner.lastName}`.trim(), email: owner.email },
    }),
  );
  return { data, page, hasMore: rows.length > VERIFIED_COMPANIES_PAGE_SIZE };
}

/**
 * POST /admin/companies/{companyId}/revoke { reason }: removes the badge in one transaction with its audit entry and
 * the e-mail to the company's owner (in their language, with the note). The company's pending links and DNS token are
 * spent too, so a new badge needs a new proof. 400 without a note, 404 for an unknown company, 409 without a badge.
 */
export async function revokeBadge(deps: { db: Db; mailer: Mailer; publicUrl: string }, actor: AuditActor, companyId: string, body: unknown): Promise<void> {
  const { reason: note } = await validateBody(revokeCompanySchema, body);
  if (!isUuid(companyId)) throw notFound(companyMsg.notFound);
  await deps.db.transaction(async (tx) => {
    const [found] = await tx.select({ company: companies, owner: users }).from(companies).innerJoin(users, eq(users.id, companies.userId)).where(eq(companies.id, companyId)).for('update', { of: companies });
    if (!found) throw notFound(companyMsg.notFound);
    const { company, owner } = found;
    if (!company.verifiedDomain) throw conflict(companyMsg.notVerified, 'notVerified');
    await tx.update(companies).set({ verifiedDomain: null, verifiedAt: null, verifiedBy: null }).where(eq(companies.id, company.id));
    await tx.delete(companyDomainChecks).where(eq(companyDomainChecks.companyId, company.id));
    await tx.delete(companyDnsTokens).where(eq(companyDnsTokens.companyId, company.id));
    await recordAudit(tx, actor, { action: 'revokeCompanyBadge', itemKind: 'company', itemId: company.id, reason: note, details: { domain: company.verifiedDomain, verifiedBy: company.verifiedBy ?? null } });
    const mail = inLanguageOf(owner, () => badgeRevokedMail(owner, company.name, company.verifiedDomain as string, note, pageUrl(deps.publicUrl, 'myCompany')));
    await deps.mailer.send(mail, tx);
  });
}
