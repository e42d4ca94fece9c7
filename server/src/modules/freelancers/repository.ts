import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SkillsMatch } from '@contracts/freelancer';
import type { Db } from '../../db/client';
import { favoriteFreelancers, freelancers, users } from '../../db/schema';
import type { AccountFields, FreelancerRecord, FreelancerRow } from './serialize';
import { listedSql, type ApprovalPolicy } from './visibility';

export type NewFreelancer = typeof freelancers.$inferInsert;
/** The profile columns a save writes (everything but identity, mirrors, generated keys and timestamps). */
export type FreelancerValues = Omit<NewFreelancer, 'id' | 'userId' | 'createdAt' | 'updatedAt' | 'fullName' | 'country' | 'city' | 'mailVerified'>;

/** 'match' is the default ("Best match"): not one of SPEC §9's options, the order when none is chosen. */
export const SORT_KEYS = ['match', 'recent', 'name', 'years', 'rate', 'availability', 'E-Consultant', 'Consultant', 'Trainer'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface SearchFilters {
  /** Lower-cased; a profile must have any of them, or all of them with skillsMatch 'all'. */
  skills: string[];
  /** Absent: 'any'. */
  skillsMatch?: SkillsMatch;
  /** Words of a name; each must occur in the full name (any case, any part of a word). */
  nameWords: string[];
  country?: string;
  city?: string;
  /** First or second language. */
  language?: string;
  nationality?: string;
}

const account = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  city: users.city,
  country: users.country,
  showPhonePublic: users.showPhonePublic,
  showPhoneRegistered: users.showPhoneRegistered,
  mailVerified: users.mailVerified,
} satisfies Record<keyof AccountFields, unknown>;

const f = freelancers;
const recentFirst = sql`${f.updatedAt} desc nulls last`;
const roleFirst = (role: string) => sql`(${f.roles} @> ${sql.raw(`'{${role}}'::text[]`)}) desc`;

/** ORDER BY of each sort (SPEC §9); each matches one of the partial indexes, id breaks ties. */
const ORDER: Record<Exclude<SortKey, 'match'>, SQL[]> = {
  recent: [recentFirst, asc(f.id)],
  name: [sql`lower(${f.fullName})`, asc(f.id)],
  years: [sql`${f.yearsExperience} desc nulls last`, asc(f.id)],
  rate: [asc(f.rateKey), asc(f.id)],
  availability: [asc(f.availabilityRank), asc(f.id)],
  'E-Consultant': [roleFirst('E-Consultant'), recentFirst, asc(f.id)],
  Consultant: [roleFirst('Consultant'), recentFirst, asc(f.id)],
  Trainer: [roleFirst('Trainer'), recentFirst, asc(f.id)],
};

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const textArray = (values: string[]) => sql`array[${sql.join(
  values.map((v) => sql`${v}`),
  sql`, `,
)}]::text[]`;

const folded = (text: string) => sql`khibra_search_fold(${text})`;

/**
 * "Best match": profiles with more of the chosen skills first (any-of search),
 * then by how the name matches the typed name: the whole name, the start of
 * it, every typed word starting a word of it, or only inside it. Then the
 * most recent, and id, so pages never overlap. Plain SQL (no pg_trgm): the
 * same on PGlite and PostgreSQL. Without skills or name it is 'recent'.
 */
function matchOrder(filters: SearchFilters): SQL[] {
  const order: SQL[] = [];
  if (filters.skills.length > 1 && filters.skillsMatch !== 'all') {
    // One containment test per chosen skill, summed: no subquery per row (a search over every profile with any of them sorts them all).
    order.push(sql`(${sql.join(
      filters.skills.map((skill) => sql`(${f.skillKeys} @> ${textArray([skill])})::int`),
      sql` + `,
    )}) desc`);
  }
  if (filters.nameWords.length > 0) {
    const name = sql`khibra_search_fold(${f.fullName})`;
    const spaced = sql`(' ' || ${name})`;
    const phrase = filters.nameWords.join(' ');
    const wordStarts = sql.join(
      filters.nameWords.map((word) => sql`${spaced} like ${folded(`% ${likeLiteral(word)}%`)}`),
      sql` and `,
    );
    order.push(sql`case when ${name} = ${folded(phrase)} then 0 when ${name} like ${folded(`${likeLiteral(phrase)}%`)} then 1 when ${wordStarts} then 2 else 3 end`);
  }
  return [...order, ...ORDER.recent];
}

const orderOf = (sort: SortKey, filters: SearchFilters): SQL[] => (sort === 'match' ? matchOrder(filters) : ORDER[sort]);

function filterSql(filters: SearchFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.skills.length > 0) {
    where.push(filters.skillsMatch === 'all' ? sql`${f.skillKeys} @> ${textArray(filters.skills)}` : sql`${f.skillKeys} && ${textArray(filters.skills)}`);
  }
  // Folded as the index is (migration 0012): "احمد" finds "أحمد".
  for (const word of filters.nameWords) where.push(sql`khibra_search_fold(${f.fullName}) like khibra_search_fold(${`%${likeLiteral(word)}%`})`);
  if (filters.country) where.push(sql`lower(${f.country}) = lower(${filters.country})`);
  if (filters.city) where.push(sql`lower(${f.city}) = lower(${filters.city})`);
  if (filters.nationality) where.push(sql`lower(${f.nationality}) = lower(${filters.nationality})`);
  if (filters.language) where.push(sql`(lower(${f.firstLanguage}) = lower(${filters.language}) or lower(${f.secondLanguage}) = lower(${filters.language}))`);
  return where;
}

/** SQL of freelancer profiles and favourites. */
export class FreelancersRepository {
  constructor(
    private readonly db: Db,
    private readonly policy: ApprovalPolicy,
  ) {}

  async findByUserId(userId: string): Promise<FreelancerRecord | undefined> {
    const [row] = await this.db.select({ f: freelancers, u: account }).from(freelancers).innerJoin(users, eq(users.id, freelancers.userId)).where(eq(freelancers.userId, userId));
    return row;
  }

  async findById(id: string): Promise<FreelancerRecord | undefined> {
    const [row] = await this.db.select({ f: freelancers, u: account }).from(freelancers).innerJoin(users, eq(users.id, freelancers.userId)).where(eq(freelancers.id, id));
    return row;
  }

  async findByUserEmail(email: string): Promise<FreelancerRecord | undefined> {
    const [row] = await this.db
      .select({ f: freelancers, u: account })
      .from(freelancers)
      .innerJoin(users, eq(users.id, freelancers.userId))
      .where(sql`lower(${users.email}) = lower(${email.trim()})`);
    return row;
  }

  /** The profile if the viewer may see it: listed, or the viewer's own. */
  async findVisible(id: string, viewerUserId: string | null): Promise<FreelancerRecord | undefined> {
    const visible = viewerUserId ? sql`(${listedSql(this.policy)} or ${freelancers.userId} = ${viewerUserId})` : listedSql(this.policy);
    const [row] = await this.db
      .select({ f: freelancers, u: account })
      .from(freelancers)
      .innerJoin(users, eq(users.id, freelancers.userId))
      .where(and(eq(freelancers.id, id), visible));
    return row;
  }

  /**
   * One page of listed profiles matching every filter, and how many match.
   * The page is found on the freelancers table alone (ids in order, served by
   * the sort's index) and only its rows are joined to the accounts. Counting
   * stops at countLimit rows: the answer then says the total is at least that.
   */
  async search(filters: SearchFilters, sort: SortKey, page: number, pageSize: number, countLimit: number): Promise<{ rows: FreelancerRecord[]; total: number; capped: boolean }> {
    const where = and(listedSql(this.policy), ...filterSql(filters));
    const order = orderOf(sort, filters);
    const ids = this.db
      .select({ pageId: freelancers.id })
      .from(freelancers)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset(page * pageSize)
      .as('page_ids');
    const matching = this.db.select({ one: sql`1` }).from(freelancers).where(where).limit(countLimit).as('matching');
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ f: freelancers, u: account })
        .from(ids)
        .innerJoin(freelancers, eq(freelancers.id, ids.pageId))
        .innerJoin(users, eq(users.id, freelancers.userId))
        .orderBy(...order),
      this.db.select({ total: count() }).from(matching),
    ]);
    return { rows, total, capped: total >= countLimit };
  }

  /** How many listed profiles match the filters, counting up to `limit`. */
  async count(filters: SearchFilters, limit: number): Promise<{ total: number; capped: boolean }> {
    const matching = this.db
      .select({ one: sql`1` })
      .from(freelancers)
      .where(and(listedSql(this.policy), ...filterSql(filters)))
      .limit(limit)
      .as('matching');
    const [{ total }] = await this.db.select({ total: count() }).from(matching);
    return { total, capped: total >= limit };
  }

  /**
   * Saves the caller's profile in one transaction. The current row is locked
   * first, so `compute` sees what it replaces (and may refuse by throwing,
   * which changes nothing). Also records the roles on the account (users.iam).
   */
  async saveForUser(
    userId: string,
    mirror: Pick<NewFreelancer, 'fullName' | 'country' | 'city' | 'mailVerified'>,
    compute: (current: FreelancerRow | undefined) => FreelancerValues,
  ): Promise<{ before: FreelancerRow | undefined; after: FreelancerRow }> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(freelancers).where(eq(freelancers.userId, userId)).for('update');
      const values = { ...compute(before), ...mirror };
      let after: FreelancerRow | undefined;
      if (before) {
        [after] = await tx.update(freelancers).set({ ...values, updatedAt: new Date() }).where(eq(freelancers.id, before.id)).returning();
      } else {
        [after] = await tx.insert(freelancers).values({ ...values, userId }).returning();
      }
      await tx.update(users).set({ iam: values.roles ?? [] }).where(eq(users.id, userId));
      return { before, after };
    });
  }

  async setAdminApproved(id: string, approved: boolean): Promise<FreelancerRow | undefined> {
    const [row] = await this.db.update(freelancers).set({ adminApproved: approved }).where(eq(freelancers.id, id)).returning();
    return row;
  }

  // --- favourites -----------------------------------------------------------

  async addFavorite(userId: string, freelancerId: string): Promise<void> {
    await this.db.insert(favoriteFreelancers).values({ userId, freelancerId }).onConflictDoNothing();
  }

  async removeFavorite(userId: string, freelancerId: string): Promise<void> {
    await this.db.delete(favoriteFreelancers).where(and(eq(favoriteFreelancers.userId, userId), eq(favoriteFreelancers.freelancerId, freelancerId)));
  }

  /** Every favourite id of a member, newest first. */
  async favoriteIds(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: favoriteFreelancers.freelancerId })
      .from(favoriteFreelancers)
      .where(eq(favoriteFreelancers.userId, userId))
      .orderBy(desc(favoriteFreelancers.createdAt), asc(favoriteFreelancers.freelancerId));
    return rows.map((r) => r.id);
  }

  /** A page of a member's favourites that are listed, newest favourite first. */
  async favoritesPage(userId: string, page: number, pageSize: number): Promise<{ rows: FreelancerRecord[]; total: number }> {
    const where = and(eq(favoriteFreelancers.userId, userId), listedSql(this.policy));
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ f: freelancers, u: account })
        .from(favoriteFreelancers)
        .innerJoin(freelancers, eq(freelancers.id, favoriteFreelancers.freelancerId))
        .innerJoin(users, eq(users.id, freelancers.userId))
        .where(where)
        .orderBy(desc(favoriteFreelancers.createdAt), asc(favoriteFreelancers.freelancerId))
        .limit(pageSize)
        .offset(page * pageSize),
      this.db.select({ total: count() }).from(favoriteFreelancers).innerJoin(freelancers, eq(freelancers.id, favoriteFreelancers.freelancerId)).where(where),
    ]);
    return { rows, total };
  }
}
