import { and, asc, count, eq, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, users, vacancies, vacancyApplications } from '../../db/schema';
import { startsAWord } from '../../db/text-search';
import { listedVacancySql, type ApprovalPolicy } from './visibility';

export type VacancyRow = typeof vacancies.$inferSelect;
export type ApplicationRow = typeof vacancyApplications.$inferSelect;
export type NewVacancy = typeof vacancies.$inferInsert;
/** The columns a create or an edit writes (everything but identity, derived columns and timestamps). */
export type VacancyValues = Omit<NewVacancy, 'id' | 'userId' | 'postedAt' | 'updatedAt' | 'deletedAt' | 'adminApproved' | 'posterMailVerified' | 'searchText'>;

/** The poster's account fields a vacancy answer shows as its contact. */
export interface PosterFields {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface VacancyRecord {
  vacancy: VacancyRow;
  poster: PosterFields;
  appliedCount: number;
  /** Who is hiring: the poster's company page, when it has one. */
  company: { id: string; name: string; logoKey: string | null; verifiedDomain: string | null } | null;
}

/** Who is hiring, as an alert or an invitation names it: the company page's name, else the poster's. */
export const hiringNameOf = ({ company, poster }: Pick<VacancyRecord, 'company' | 'poster'>): string => company?.name ?? `${poster.firstName} ${poster.lastName}`.trim();

/** VACANCY_SORT values (contracts/reference.ts). */
export const VACANCY_SORT_KEYS = ['Most Recent', 'isConsultant', 'econsultants', 'isTrainer', '-1', '1'] as const;
export type VacancySortKey = (typeof VACANCY_SORT_KEYS)[number];

export interface VacancyFilters {
  /** Words; each must occur in the title, the requirements or a skill (any case, any part of a word). */
  keywords: string[];
  country?: string;
  city?: string;
  /** First or second language. */
  language?: string;
  nationality?: string;
  /** One skill of the reference list the vacancy requires. */
  skill?: string;
  /** Onsite, Remote or Hybrid (a vacancy left at Any fits each). */
  workstation?: string;
  /** A rate range of the reference list (a vacancy left at Any fits each). */
  hourlyRate?: string;
}

const v = vacancies;
const a = vacancyApplications;

const poster = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
} satisfies Record<keyof PosterFields, unknown>;

const appliedCount = sql<number>`(select count(*) from ${a} where ${a.vacancyId} = ${v.id})::int`.as('applied_count');
const company = { id: companies.id, name: companies.name, logoKey: companies.logoKey, verifiedDomain: companies.verifiedDomain };
const recordColumns = { vacancy: vacancies, poster, appliedCount, company };
/** Who is hiring, joined only while its page is shown (not withheld). */
const shownCompanyOf = and(eq(companies.userId, v.userId), not(companies.withheld));

// "desc nulls last" as the indexes on columns say (drizzle writes them so), for the planner to match.
const newest = [sql`${v.postedAt} desc nulls last`, asc(v.id)];
export const appliedNewest = sql`${a.appliedAt} desc nulls last`;
/** ORDER BY of each sort (see docs/reference.md#limits); each matches one of the indexes of db/schema/vacancies.ts. */
const ORDER: Record<VacancySortKey, SQL[]> = {
  'Most Recent': newest,
  isConsultant: [sql`${v.isConsultant} desc nulls last`, ...newest],
  isTrainer: [sql`${v.isTrainer} desc nulls last`, ...newest],
  econsultants: [sql`(${v.isConsultant} and lower(${v.workstation}) = 'remote') desc`, ...newest],
  '-1': [sql`(lower(${v.workstation}) = 'onsite') desc`, ...newest],
  '1': [sql`(lower(${v.workstation}) = 'remote') desc`, ...newest],
};


/**
 * Filters of the vacancy search. A candidate or location field stored empty
 * was left at Any: no restriction, so it matches every value searched for.
 */
export function filterSql(filters: VacancyFilters): SQL[] {
  const where: SQL[] = [];
  // search_text is folded on write (migration 0012): the keywords are folded the same way, each the start of a word.
  for (const word of filters.keywords) where.push(startsAWord(v.searchText, word));
  const anyOr = (column: SQL, value: string) => sql`lower(${column}) in (lower(${value}), '')`;
  if (filters.country) where.push(anyOr(sql`${v.country}`, filters.country));
  if (filters.city) where.push(anyOr(sql`${v.city}`, filters.city));
  if (filters.nationality) where.push(anyOr(sql`${v.nationality}`, filters.nationality));
  if (filters.language) where.push(sql`(${anyOr(sql`${v.firstLanguage}`, filters.language)} or lower(${v.secondLanguage}) = lower(${filters.language}))`);
  // Served by the GIN index on required_skills (vacancies_skills_idx).
  if (filters.skill) where.push(sql`${v.requiredSkills} @> array[${filters.skill}]::text[]`);
  if (filters.workstation) where.push(anyOr(sql`${v.workstation}`, filters.workstation));
  if (filters.hourlyRate) where.push(anyOr(sql`${v.hourlyRate}`, filters.hourlyRate));
  return where;
}

/** SQL of vacancies (and what their lists show of applications). */
export class VacanciesRepository {
  constructor(
    private readonly db: Db,
    private readonly policy: ApprovalPolicy,
  ) {}

  private records() {
    return this.db.select(recordColumns).from(vacancies).innerJoin(users, eq(users.id, v.userId)).leftJoin(companies, shownCompanyOf);
  }

  async findById(id: string): Promise<VacancyRecord | undefined> {
    const [row] = await this.records().where(eq(v.id, id));
    return row;
  }

  /** Those of the ids still listed at `now` (any order). */
  async listedByIds(ids: string[], now: Date): Promise<VacancyRecord[]> {
    if (ids.length === 0) return [];
    return this.records().where(and(inArray(v.id, ids), listedVacancySql(this.policy, now)));
  }

  /**
   * One page of listed vacancies matching every filter, and how many match,
   * in two queries run side by side. The page's ids are chosen on the
   * vacancies table alone (in the order of the sort's index) and only those
   * rows are joined to the posters. Counting stops at countLimit rows: the
   * total is then a lower bound (capped).
   */
  async search(filters: VacancyFilters, sort: VacancySortKey, page: number, pageSize: number, countLimit: number, now: Date): Promise<{ rows: VacancyRecord[]; total: number; capped: boolean }> {
    const where = and(listedVacancySql(this.policy, now), ...filterSql(filters));
    const pageIds = this.db
      .select({ id: v.id })
      .from(vacancies)
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(pageSize)
      .offset(page * pageSize);
    const matching = this.db.select({ one: sql`1` }).from(vacancies).where(where).limit(countLimit).as('matching');
    const [rows, [{ total }]] = await Promise.all([
      this.records()
        .where(inArray(v.id, pageIds))
        .orderBy(...ORDER[sort]),
      this.db.select({ total: count() }).from(matching),
    ]);
    return { rows, total, capped: total >= countLimit };
  }

  /** How many listed vacancies match the filters, counting up to `limit`. */
  async count(filters: VacancyFilters, limit: number, now: Date): Promise<{ total: number; capped: boolean }> {
    const matching = this.db
      .select({ one: sql`1` })
      .from(vacancies)
      .where(and(listedVacancySql(this.policy, now), ...filterSql(filters)))
      .limit(limit)
      .as('matching');
    const [{ total }] = await this.db.select({ total: count() }).from(matching);
    return { total, capped: total >= limit };
  }

  /** The poster's own vacancies in every state but deleted, newest first. */
  async postedPage(userId: string, page: number, pageSize: number): Promise<{ rows: VacancyRecord[]; total: number }> {
    const where = and(eq(v.userId, userId), isNull(v.deletedAt));
    const [rows, [{ total }]] = await Promise.all([
      this.records()
        .where(where)
        .orderBy(...newest)
        .limit(pageSize)
        .offset(page * pageSize),
      this.db.select({ total: count() }).from(vacancies).where(where),
    ]);
    return { rows, total };
  }

  /** A poster's listed vacancies (open to applications), newest first: their company page's. */
  async openOfPoster(userId: string, limit: number, now: Date): Promise<VacancyRecord[]> {
    return this.records()
      .where(and(eq(v.userId, userId), listedVacancySql(this.policy, now)))
      .orderBy(...newest)
      .limit(limit);
  }

  /** The caller's applications (deleted vacancies included, those they hid left out), newest application first. */
  async appliedPage(
    userId: string,
    page: number,
    pageSize: number,
  ): Promise<{ rows: (VacancyRecord & { application: ApplicationRow })[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ ...recordColumns, application: a })
        .from(a)
        .innerJoin(vacancies, eq(v.id, a.vacancyId))
        .innerJoin(users, eq(users.id, v.userId))
        .leftJoin(companies, shownCompanyOf)
        .where(and(eq(a.freelancerUserId, userId), isNull(a.hiddenAt)))
        .orderBy(appliedNewest, asc(a.vacancyId))
        .limit(pageSize)
        .offset(page * pageSize),
      this.db
        .select({ total: count() })
        .from(a)
        .where(and(eq(a.freelancerUserId, userId), isNull(a.hiddenAt))),
    ]);
    return { rows, total };
  }

  /** Freelancer profile ids that applied to each of the given vacancies, newest first. */
  async applicantIds(vacancyIds: string[]): Promise<Map<string, string[]>> {
    const byVacancy = new Map<string, string[]>(vacancyIds.map((id) => [id, []]));
    if (vacancyIds.length === 0) return byVacancy;
    const rows = await this.db
      .select({ vacancyId: a.vacancyId, freelancerId: a.freelancerId })
      .from(a)
      .where(inArray(a.vacancyId, vacancyIds))
      .orderBy(appliedNewest, asc(a.freelancerId));
    for (const row of rows) byVacancy.get(row.vacancyId)?.push(row.freelancerId);
    return byVacancy;
  }

  async insert(userId: string, values: VacancyValues, extra: Partial<Pick<NewVacancy, 'postedAt' | 'adminApproved'>> = {}): Promise<VacancyRow> {
    const [row] = await this.db
      .insert(vacancies)
      .values({ ...values, ...extra, userId })
      .returning();
    return row;
  }

  /**
   * Changes a live vacancy in one transaction: the row is locked first and
   * handed to `change`, which may refuse by throwing (nothing changes) or
   * return the new values. undefined when there is no live vacancy with that id.
   */
  async updateLocked(id: string, change: (current: VacancyRow) => Partial<NewVacancy>): Promise<{ before: VacancyRow; after: VacancyRow } | undefined> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(vacancies)
        .where(and(eq(v.id, id), isNull(v.deletedAt)))
        .for('update');
      if (!before) return undefined;
      const [after] = await tx
        .update(vacancies)
        .set({ ...change(before), updatedAt: new Date() })
        .where(eq(v.id, id))
        .returning();
      return { before, after };
    });
  }

  async setAdminApproved(id: string, approved: boolean): Promise<boolean> {
    const rows = await this.db.update(vacancies).set({ adminApproved: approved }).where(eq(v.id, id)).returning({ id: v.id });
    return rows.length === 1;
  }

  /** Whether the member applied to the vacancy (they may still read it). */
  async hasApplied(vacancyId: string, freelancerUserId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ on: a.appliedAt })
      .from(a)
      .where(and(eq(a.vacancyId, vacancyId), eq(a.freelancerUserId, freelancerUserId)));
    return Boolean(row);
  }

  /** Takes a vacancy out of the lists (the poster may publish it again). */
  async unpublish(vacancyId: string): Promise<void> {
    await this.db.update(vacancies).set({ publish: false, updatedAt: new Date() }).where(eq(v.id, vacancyId));
  }

  // --- GET /user/myprofile ------------------------------------------------------

  /** Ids of the member's live vacancies, newest first. */
  async postedIds(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: v.id })
      .from(vacancies)
      .where(and(eq(v.userId, userId), isNull(v.deletedAt)))
      .orderBy(...newest);
    return rows.map((r) => r.id);
  }

  /** The member's applications, newest first. */
  async applications(userId: string): Promise<{ vacancyId: string; appliedAt: Date }[]> {
    return this.db
      .select({ vacancyId: a.vacancyId, appliedAt: a.appliedAt })
      .from(a)
      .where(eq(a.freelancerUserId, userId))
      .orderBy(appliedNewest, asc(a.vacancyId));
  }
}
