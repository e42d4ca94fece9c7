import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favoriteFreelancers, freelancers, users } from '../../db/schema';
import type { AccountFields, FreelancerRecord, FreelancerRow } from './serialize';
import { listedSql, type ApprovalPolicy } from './visibility';
import { ORDER, filterSql, matchTiers, onlyNames, placeSql, recentFirst, type SearchFilters, type SortKey } from './search-sql';

export type NewFreelancer = typeof freelancers.$inferInsert;
/** The profile columns a save writes (everything but identity, mirrors, generated keys and timestamps). */
export type FreelancerValues = Omit<NewFreelancer, 'id' | 'userId' | 'createdAt' | 'updatedAt' | 'fullName' | 'country' | 'city' | 'mailVerified'>;


/** The account columns a freelancer record carries (AccountFields): the vacancy applicants list selects them too. */
export const accountColumns = {
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

/** SQL of freelancer profiles and favourites. */
export class FreelancersRepository {
  constructor(
    private readonly db: Db,
    private readonly policy: ApprovalPolicy,
  ) {}

  async findByUserId(userId: string): Promise<FreelancerRecord | undefined> {
    const [row] = await this.db.select({ freelancer: freelancers, user: accountColumns }).from(freelancers).innerJoin(users, eq(users.id, freelancers.userId)).where(eq(freelancers.userId, userId));
    return row;
  }

  async findById(id: string): Promise<FreelancerRecord | undefined> {
    const [row] = await this.db.select({ freelancer: freelancers, user: accountColumns }).from(freelancers).innerJoin(users, eq(users.id, freelancers.userId)).where(eq(freelancers.id, id));
    return row;
  }

  async findByUserEmail(email: string): Promise<FreelancerRecord | undefined> {
    const [row] = await this.db
      .select({ freelancer: freelancers, user: accountColumns })
      .from(freelancers)
      .innerJoin(users, eq(users.id, freelancers.userId))
      .where(sql`lower(${users.email}) = lower(${email.trim()})`);
    return row;
  }

  /** The profile if the viewer may see it: listed, or the viewer's own. */
  async findVisible(id: string, viewerUserId: string | null): Promise<FreelancerRecord | undefined> {
    const visible = viewerUserId ? sql`(${listedSql(this.policy)} or ${freelancers.userId} = ${viewerUserId})` : listedSql(this.policy);
    const [row] = await this.db
      .select({ freelancer: freelancers, user: accountColumns })
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
    const matching = this.db.select({ one: sql`1` }).from(freelancers).where(where).limit(countLimit).as('matching');
    const counting = this.db.select({ total: count() }).from(matching);
    let ids: string[];
    let total: number;
    // Best match of several tiers, or the first page of a search with filters, may find fewer matches than the count
    // reads: then they are ordered in the query that counts them (one statement instead of a count and a page; for
    // tiers, instead of their walks, which would read far more rows to find them). As many or more: the page's own
    // query, and the count is the bound. Every listed profile (no filter), or a later page of one tier: the page's
    // query beside the count, which reads fewer columns than the page's order needs.
    const tiers = sort === 'match' ? matchTiers(filters) : [];
    if (tiers.length > 1 || (page === 0 && filterSql(filters).some(Boolean))) {
      ({ ids, total } = await this.rankFew(where, sort, filters, tiers, page, pageSize, countLimit));
      // A page past those ranked: the count tells whether they were all the matches.
      if (ids.length === 0 && page > 0) [{ total }] = await counting;
      if (total >= countLimit) ids = await this.pageIds(where, sort, filters, page, pageSize);
    } else [ids, [{ total }]] = await Promise.all([this.pageIds(where, sort, filters, page, pageSize), counting]);
    if (ids.length === 0) return { rows: [], total, capped: total >= countLimit };
    const rows = await this.db.select({ freelancer: freelancers, user: accountColumns }).from(freelancers).innerJoin(users, eq(users.id, freelancers.userId)).where(inArray(freelancers.id, ids));
    const position = new Map(ids.map((id, i) => [id, i]));
    rows.sort((a, b) => (position.get(a.freelancer.id) ?? 0) - (position.get(b.freelancer.id) ?? 0));
    return { rows, total, capped: total >= countLimit };
  }

  /**
   * The page when the matches are few: up to countLimit of them read once (as
   * the count reads them) and put in the sort's order (Best match: by their
   * best tier, matchTiers in order, then the most recent, then id); and how
   * many were read. Exact when that is under countLimit (all the matches);
   * pageIds finds the page otherwise. A page past the last answers no ids,
   * and then no count (0).
   */
  private async rankFew(where: SQL | undefined, sort: SortKey, filters: SearchFilters, tiers: SQL[], page: number, pageSize: number, countLimit: number): Promise<{ ids: string[]; total: number }> {
    const tier =
      tiers.length > 1
        ? sql`case ${sql.join(
            tiers.map((condition, rank) => sql`when ${condition} then ${sql.raw(String(rank))}`),
            sql` `,
          )} end`
        : sql`0`;
    // Names alone: the newest matches from the recent index, which holds every column they test (index-only). In no
    // order the planner may walk the prefix index instead, where the names of one script all lie after the other's
    // ("م": 76,000 Latin names read before the first Arabic one).
    const newestFirst = onlyNames(filters) ? sql` order by ${sql.join(ORDER.recent, sql`, `)}` : sql``;
    // The read keeps the table's name, so the sort's ORDER BY (written on the table's columns) applies to it as it is;
    // PostgreSQL drops the columns nobody uses (index-only scans stay possible).
    const order = sort === 'match' ? ORDER.recent : ORDER[sort];
    const result = await this.db.execute<{ id: string; total: number }>(
      sql`select ${f.id}, count(*) over ()::int as total
          from (select *, ${tier} as tier from ${freelancers} where ${where}${newestFirst} limit ${countLimit}) as ${freelancers}
          order by tier, ${sql.join(order, sql`, `)} limit ${pageSize} offset ${page * pageSize}`,
    );
    return { ids: result.rows.map((r) => r.id), total: result.rows[0]?.total ?? 0 };
  }

  /**
   * The ids of one page, in order, read from the freelancers table alone (its
   * sort index; deep pages skip index entries, not rows). Best match with
   * several tiers reads the first (page + 1) × pageSize of each (matchTiers:
   * tier n or better) and ranks each profile by the best tier it came in.
   * Exact: a profile of tier n on the page has fewer than (page + 1) ×
   * pageSize profiles before it, and all that precede it in tier n's read
   * (tier n or better, more recent) are among them.
   */
  private async pageIds(where: SQL | undefined, sort: SortKey, filters: SearchFilters, page: number, pageSize: number): Promise<string[]> {
    const tiers = sort === 'match' ? matchTiers(filters) : [sql`true`];
    const order = sort === 'match' ? ORDER.recent : ORDER[sort];
    if (tiers.length === 1) {
      const rows = await this.db
        .select({ id: f.id })
        .from(freelancers)
        .where(sort === 'match' ? and(where, tiers[0]) : where)
        .orderBy(...order)
        .limit(pageSize)
        .offset(page * pageSize);
      return rows.map((r) => r.id);
    }
    const first = (page + 1) * pageSize;
    // Each tier stands for the skills and name filters: only the listing and place filters go with it.
    const rest = and(listedSql(this.policy), ...placeSql(filters));
    const branches = tiers.map(
      (tier, rank) => sql`(select ${f.id} as id, ${f.updatedAt} as updated_at, ${sql.raw(String(rank))} as tier from ${freelancers} where ${and(rest, tier)} order by ${recentFirst}, ${f.id} limit ${first})`,
    );
    const result = await this.db.execute<{ id: string }>(
      sql`select id from (${sql.join(branches, sql` union all `)}) tiers group by id, updated_at order by min(tier), updated_at desc nulls last, id limit ${pageSize} offset ${page * pageSize}`,
    );
    return result.rows.map((r) => r.id);
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
   * first, so `compute` sees the stored profile (and may refuse by throwing,
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

  /**
   * A page of a member's favourites that are listed, newest favourite first.
   * Counted and paged on the favourites' own copy of the listing facts (their
   * recent index holds them): only the page's profiles are read.
   */
  async favoritesPage(userId: string, page: number, pageSize: number): Promise<{ rows: FreelancerRecord[]; total: number }> {
    const fv = favoriteFreelancers;
    const where = and(eq(fv.userId, userId), listedSql(this.policy, fv));
    const ids = this.db
      .select({ freelancerId: fv.freelancerId, createdAt: fv.createdAt })
      .from(fv)
      .where(where)
      .orderBy(desc(fv.createdAt), asc(fv.freelancerId))
      .limit(pageSize)
      .offset(page * pageSize)
      .as('page');
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ freelancer: freelancers, user: accountColumns })
        .from(ids)
        .innerJoin(freelancers, eq(freelancers.id, ids.freelancerId))
        .innerJoin(users, eq(users.id, freelancers.userId))
        .orderBy(desc(ids.createdAt), asc(ids.freelancerId)),
      this.db.select({ total: count() }).from(fv).where(where),
    ]);
    return { rows, total };
  }
}
