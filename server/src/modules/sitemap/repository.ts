import { asc, count, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, freelancers, vacancies } from '../../db/schema';
import { listedSql, type ApprovalPolicy } from '../freelancers/visibility';
import { listedVacancySql } from '../vacancies/visibility';

export interface SitemapEntry {
  id: string;
  updatedAt: Date;
}

/** The public pages a sitemap lists: every freelancer, vacancy and company page a visitor can find (none withheld). */
export class SitemapRepository {
  constructor(
    private readonly db: Db,
    private readonly policy: ApprovalPolicy,
  ) {}

  async countFreelancers(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(freelancers).where(listedSql(this.policy));
    return Number(row?.n ?? 0);
  }

  async countVacancies(now: Date): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(vacancies).where(listedVacancySql(this.policy, now));
    return Number(row?.n ?? 0);
  }

  freelancersPage(page: number, size: number): Promise<SitemapEntry[]> {
    return this.db
      .select({ id: freelancers.id, updatedAt: freelancers.updatedAt })
      .from(freelancers)
      .where(listedSql(this.policy))
      .orderBy(asc(freelancers.id))
      .limit(size)
      .offset(page * size);
  }

  vacanciesPage(page: number, size: number, now: Date): Promise<SitemapEntry[]> {
    return this.db
      .select({ id: vacancies.id, updatedAt: vacancies.updatedAt })
      .from(vacancies)
      .where(sql`${listedVacancySql(this.policy, now)}`)
      .orderBy(asc(vacancies.id))
      .limit(size)
      .offset(page * size);
  }

  async countCompanies(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(companies).where(not(companies.withheld));
    return Number(row?.n ?? 0);
  }

  companiesPage(page: number, size: number): Promise<SitemapEntry[]> {
    return this.db
      .select({ id: companies.id, updatedAt: companies.updatedAt })
      .from(companies)
      .where(not(companies.withheld))
      .orderBy(asc(companies.id))
      .limit(size)
      .offset(page * size);
  }
}
