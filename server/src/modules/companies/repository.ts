import { and, count, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyDnsTokens, companyDomainChecks, companyVerificationMails, users, vacancies, vacancyApplications } from '../../db/schema';
import type { CompanyRow } from './serialize';

/** A day, in milliseconds: the window of the verification e-mail allowances. */
export const DAY_MS = 24 * 60 * 60 * 1000;

export type CompanyValues = Omit<typeof companies.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** SQL of company pages and their domain checks. */
export class CompaniesRepository {
  constructor(private readonly db: Db) {}

  async byUser(userId: string): Promise<CompanyRow | undefined> {
    const [row] = await this.db.select().from(companies).where(eq(companies.userId, userId));
    return row;
  }

  /** A company with its account's sign-up date. */
  async byId(id: string): Promise<{ company: CompanyRow; memberSince: Date } | undefined> {
    const [row] = await this.db.select({ company: companies, memberSince: users.createdAt }).from(companies).innerJoin(users, eq(users.id, companies.userId)).where(eq(companies.id, id));
    return row;
  }

  /**
   * Creates or replaces the member's company page in one transaction: the row (if any) is locked and handed to
   * `change`, which returns what to store. The row before and after.
   */
  async save(userId: string, change: (before: CompanyRow | undefined) => CompanyValues): Promise<{ before: CompanyRow | undefined; after: CompanyRow }> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(companies).where(eq(companies.userId, userId)).for('update');
      const values = change(before);
      const [after] = before
        ? await tx
            .update(companies)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(companies.id, before.id))
            .returning()
        : await tx
            .insert(companies)
            .values({ ...values, userId })
            .returning();
      return { before, after };
    });
  }

  /** Counts of the public page: vacancies posted (live), freelancers hired. */
  async stats(userId: string): Promise<{ vacanciesPosted: number; hiredCount: number }> {
    const live = and(eq(vacancies.userId, userId), isNull(vacancies.deletedAt));
    const [[posted], [hired]] = await Promise.all([
      this.db.select({ n: count() }).from(vacancies).where(live),
      this.db
        .select({ n: count() })
        .from(vacancyApplications)
        .where(and(eq(vacancyApplications.status, 'hired'), inArray(vacancyApplications.vacancyId, this.db.select({ id: vacancies.id }).from(vacancies).where(eq(vacancies.userId, userId))))),
    ]);
    return { vacanciesPosted: posted?.n ?? 0, hiredCount: hired?.n ?? 0 };
  }

  async addDomainCheck(check: typeof companyDomainChecks.$inferInsert): Promise<void> {
    await this.db.insert(companyDomainChecks).values(check);
  }

  /**
   * Uses a domain check once: removes it, and when it has not expired and the company's website is still at that
   * domain, marks the company verified for it. The company verified, or undefined.
   */
  async useDomainCheck(tokenHash: string, now: Date, stillAt: (company: CompanyRow, domain: string) => boolean): Promise<CompanyRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [check] = await tx.delete(companyDomainChecks).where(eq(companyDomainChecks.tokenHash, tokenHash)).returning();
      if (!check || check.expiresAt.getTime() <= now.getTime()) return undefined;
      const [company] = await tx.select().from(companies).where(eq(companies.id, check.companyId)).for('update');
      if (!company || !stillAt(company, check.domain)) return undefined;
      const [verified] = await tx.update(companies).set({ verifiedDomain: check.domain, verifiedAt: now, verifiedBy: 'email' }).where(eq(companies.id, company.id)).returning();
      // Older links of the company are spent too.
      await tx.delete(companyDomainChecks).where(eq(companyDomainChecks.companyId, company.id));
      return verified;
    });
  }

  /** The company's DNS token for the domain, made by `make` the first time. */
  async dnsToken(companyId: string, domain: string, make: () => string): Promise<string> {
    await this.db.insert(companyDnsTokens).values({ companyId, domain, token: make() }).onConflictDoNothing();
    const [row] = await this.db
      .select({ token: companyDnsTokens.token })
      .from(companyDnsTokens)
      .where(and(eq(companyDnsTokens.companyId, companyId), eq(companyDnsTokens.domain, domain)));
    return row.token;
  }

  /** Marks the company verified for the domain when its website is still there (checked under the row's lock); the company, or undefined. */
  async markVerified(companyId: string, domain: string, now: Date, stillAt: (company: CompanyRow, domain: string) => boolean): Promise<CompanyRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
      if (!company || !stillAt(company, domain)) return undefined;
      const [verified] = await tx.update(companies).set({ verifiedDomain: domain, verifiedAt: now, verifiedBy: 'dns' }).where(eq(companies.id, companyId)).returning();
      await tx.delete(companyDomainChecks).where(eq(companyDomainChecks.companyId, companyId));
      return verified;
    });
  }

  /**
   * Counts a verification e-mail when the day's allowances have room: at most `perCompany` since `since` for the
   * company and `perDomain` to the domain (under the company row's lock, so a company's requests are counted one
   * at a time). Which allowance is used up, or null when the e-mail is counted.
   */
  async takeVerificationMail(companyId: string, domain: string, since: Date, limits: { perCompany: number; perDomain: number }): Promise<'company' | 'domain' | null> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
      await tx.delete(companyVerificationMails).where(lte(companyVerificationMails.sentAt, since));
      const sent = (where: ReturnType<typeof eq>) =>
        tx
          .select({ n: count() })
          .from(companyVerificationMails)
          .where(and(where, gt(companyVerificationMails.sentAt, since)));
      const [byCompany] = await sent(eq(companyVerificationMails.companyId, companyId));
      const [byDomain] = await sent(eq(companyVerificationMails.domain, domain));
      if ((byCompany?.n ?? 0) >= limits.perCompany) return 'company';
      if ((byDomain?.n ?? 0) >= limits.perDomain) return 'domain';
      await tx.insert(companyVerificationMails).values({ companyId, domain, sentAt: new Date(since.getTime() + DAY_MS) });
      return null;
    });
  }
}
