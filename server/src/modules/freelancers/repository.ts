import { and, asc, count, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SkillsMatch } from '@contracts/freelancer';
import { nameKey, otherScriptKey } from '@contracts/name-key';
import type { Db } from '../../db/client';
import { favoriteFreelancers, freelancers, nameKeyHasScript, users } from '../../db/schema';
import type { AccountFields, FreelancerRecord, FreelancerRow } from './serialize';
import { listedSql, type ApprovalPolicy } from './visibility';

export type NewFreelancer = typeof freelancers.$inferInsert;
/** The profile columns a save writes (everything but identity, mirrors, generated keys and timestamps). */
export type FreelancerValues = Omit<NewFreelancer, 'id' | 'userId' | 'createdAt' | 'updatedAt' | 'fullName' | 'country' | 'city' | 'mailVerified'>;

/** 'match' is the default ("Best match"): not one of docs/reference.md#limits's options, the order when none is chosen. */
export const SORT_KEYS = ['match', 'recent', 'name', 'years', 'rate', 'availability', 'rating', 'E-Consultant', 'Consultant', 'Trainer'] as const;
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
  /** Words of the free text (q): each is in the headline or summary, or names a skill the profile has. */
  text?: TextWord[];
  /** One range of the reference list, as stored. */
  hourlyRate?: string;
  availability?: string;
  /** Onsite, Remote or Hybrid: a Hybrid profile works both ways, so it fits each. */
  workStation?: string;
  /** At least this many years of experience. */
  yearsMin?: number;
}

/** A word of the free text, and the skills (lower case) whose English or Arabic name has it. */
export interface TextWord {
  word: string;
  skills: string[];
}

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
const recentFirst = sql`${f.updatedAt} desc nulls last`;
const roleFirst = (role: string) => sql`(${f.roles} @> ${sql.raw(`'{${role}}'::text[]`)}) desc`;

/** ORDER BY of each sort (see docs/reference.md#limits); each matches one of the partial indexes, id breaks ties. */
const ORDER: Record<Exclude<SortKey, 'match'>, SQL[]> = {
  recent: [recentFirst, asc(f.id)],
  name: [sql`lower(${f.fullName})`, asc(f.id)],
  years: [sql`${f.yearsExperience} desc nulls last`, asc(f.id)],
  rate: [asc(f.rateKey), asc(f.id)],
  availability: [asc(f.availabilityRank), asc(f.id)],
  // "Top rated": the Bayesian average (contracts/review.ts RATING_PRIOR), profiles without reviews last.
  rating: [sql`${f.ratingScore} desc nulls last`, asc(f.id)],
  'E-Consultant': [roleFirst('E-Consultant'), recentFirst, asc(f.id)],
  Consultant: [roleFirst('Consultant'), recentFirst, asc(f.id)],
  Trainer: [roleFirst('Trainer'), recentFirst, asc(f.id)],
};

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Escapes the characters a regular expression gives a meaning to. */
const regexLiteral = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`);
const textArray = (values: string[]) => sql`array[${sql.join(
  values.map((v) => sql`${v}`),
  sql`, `,
)}]::text[]`;

const folded = (text: string) => sql`khibra_search_fold(${text})`;
/** Harakat, tatweel and the superscript alef, which the folding removes: only to tell a short name part from a long one. */
const DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g;
/** A name part shorter than this matches the start of a word of the name; a longer one anywhere in it (a trigram needs 3 letters). */
export const MIN_INSIDE_WORD = 3;
export const isShortWord = (word: string) => word.replace(DIACRITICS, '').length < MIN_INSIDE_WORD;

/** Every typed word starts a word of the name (or of another folded column): the trigram index serves both forms (pg_trgm pads word starts). */
const wordStartsSql = (words: string[], column: SQLWrapper = f.searchName) =>
  sql.join(
    words.map((word) => sql`(${column} like ${folded(`${likeLiteral(word)}%`)} or ${column} like ${folded(`% ${likeLiteral(word)}%`)})`),
    sql` and `,
  );

/** A key this long or longer may start a word of the name's key; a shorter one ("ll": Layla) must be the whole word, or it would find every name of that letter. */
const MIN_KEY_PREFIX = 3;

/**
 * The typed word in the other script (contracts/name-key.ts): its sound key,
 * in the other script's case, is a word of the name's key, or starts one when
 * it is long enough and `start` allows ("Ahmed", "hmd", finds «أحمد», then «حمدان»). A short typed
 * word (start of a word) has none: one or two letters would find too many names.
 */
const isLongKey = (key: string) => key.replace(/ /g, '').length >= MIN_KEY_PREFIX;
function soundSql(word: string, start = true, withOtherWords = false): SQL | undefined {
  const key = otherScriptKey(nameKey(word));
  if (isShortWord(word) || key === '') return undefined;
  const k = likeLiteral(key);
  // A key with letters of a script matches only names whose key has them: said as the predicate of that script's
  // trigram index, so the planner may read it (the names of the typed script are not in it).
  const scripts = and(/[a-z]/.test(key) ? nameKeyHasScript(f.nameKey, 'arabic') : undefined, /[A-Z]/.test(key) ? nameKeyHasScript(f.nameKey, 'latin') : undefined);
  if (start && isLongKey(key)) {
    // Beside other words, one regular expression (the same match) instead of an OR of LIKEs: the trigram index then
    // intersects it with the other words in one scan ("علي الحداد": the ~150 names with both, not the ~4,800 with a word L).
    // Alone, the LIKEs, whose estimates let the planner walk the recent index instead of fetching every name of those letters.
    if (withOtherWords) return sql`(${scripts} and ${f.nameKey} ~ ${`(^| )${regexLiteral(key)}`})`;
    return sql`(${scripts} and (${f.nameKey} like ${`${k}%`} or ${f.nameKey} like ${`% ${k}%`}))`;
  }
  return sql`(${scripts} and (${f.nameKey} = ${key} or ${f.nameKey} like ${`${k} %`} or ${f.nameKey} like ${`% ${k}`} or ${f.nameKey} like ${`% ${k} %`}))`;
}

/** The subsets of `size` items, or undefined when there are more than `max`. */
function subsets<T>(items: T[], size: number, max: number): T[][] | undefined {
  const out: T[][] = [];
  const walk = (start: number, picked: T[]): boolean => {
    if (picked.length === size) {
      out.push(picked);
      return out.length <= max;
    }
    for (let i = start; i < items.length; i += 1) if (!walk(i + 1, [...picked, items[i]])) return false;
    return true;
  };
  return walk(0, []) ? out : undefined;
}
const MAX_SUBSETS = 10;

/**
 * The tiers of "Best match" (the default sort), best first: several chosen
 * skills (any-of) rank all of them first, then one fewer, down to one; a
 * name ranks the whole name, then its start, then every typed word starting
 * a word of it, then only inside it; both: each skill tier split by the name
 * tiers. Within a tier the most recent come first, then id.
 *
 * Returned as nested conditions: the n-th selects the profiles of tier n or
 * better ("at least k of the skills", "the name starts with it"), never a
 * negation, and each stands for the skills and name filters (which it
 * implies: no two correlated conditions for the planner to multiply), so
 * the planner estimates each from the statistics of its index
 * (GIN of skills, prefix and trigram of search_name) and reads it either in
 * the order of the recent index until the LIMIT, or as the small set an
 * index found. The search reads each with a LIMIT and gives a profile its
 * best tier (pageIds), so no search sorts every match. "At least k skills" is
 * written as "has one of the k-subsets" while there are few of them.
 * Without several skills or a name there is one tier: 'recent'.
 */
export function matchTiers(filters: SearchFilters): SQL[] {
  let tiers: SQL[] = [sql`true`];
  const { skills, nameWords } = filters;
  if (skills.length > 1 && filters.skillsMatch !== 'all') {
    const score = sql`(${sql.join(
      skills.map((skill) => sql`(${f.skillKeys} @> ${textArray([skill])})::int`),
      sql` + `,
    )})`;
    tiers = [];
    for (let k = skills.length; k >= 2; k -= 1) {
      const sets = subsets(skills, k, MAX_SUBSETS);
      tiers.push(sets ? sql`(${sql.join(sets.map((set) => sql`${f.skillKeys} @> ${textArray(set)}`), sql` or `)})` : sql`${score} >= ${k}`);
    }
    // At least one: the filter itself.
    tiers.push(skillsSql(filters) ?? sql`true`);
  }
  if (nameWords.length > 0) {
    const phrase = nameWords.join(' ');
    const names = [sql`${f.searchName} = ${folded(phrase)}`, sql`${f.searchName} like ${folded(`${likeLiteral(phrase)}%`)}`, wordStartsSql(nameWords)];
    // Short words must start a word of the name anyway (nameSql): no last tiers then. Inside the name, then as it sounds in
    // either script (whole words of the key, then starts): these two are not "this tier or better" but the profiles of the
    // tier itself, which is exact too (every profile whose best tier it is, is in it), and keeps each on one column.
    if (!nameWords.every(isShortWord)) names.push(nameSql({ nameWords, sound: 'none' }) ?? sql`true`);
    if (nameWords.some((word) => soundSql(word))) names.push(nameSql({ nameWords, sound: 'word' }) ?? sql`true`);
    if (nameWords.some((word) => soundSql(word) && isLongKey(nameKey(word)))) names.push(nameSql({ nameWords, sound: 'start' }) ?? sql`true`);
    tiers = tiers.flatMap((tier) => names.map((name) => sql`${tier} and ${name}`));
  }
  return tiers;
}

/** The skills filter: any of them, or all with skillsMatch 'all'. */
const skillsSql = (filters: SearchFilters): SQL | undefined =>
  filters.skills.length === 0 ? undefined : filters.skillsMatch === 'all' ? sql`${f.skillKeys} @> ${textArray(filters.skills)}` : sql`${f.skillKeys} && ${textArray(filters.skills)}`;

/**
 * The name filter: every typed word, folded as the stored search_name is
 * (migration 0012: "احمد" finds "أحمد"), or every word as it sounds, in
 * either script (soundSql; a word of one or two letters keeps its rule).
 * `sound`: 'none' the first alone, 'word' or 'start' the second alone (its
 * sound key a word of the name's, or starting one), 'both' (the default) either.
 * Either side on its own, not a mix per word: each is a conjunction on one
 * column that its trigram index serves and the planner can estimate.
 */
function nameSql({ nameWords, sound = 'both' }: { nameWords: string[]; sound?: 'none' | 'word' | 'start' | 'both' }): SQL | undefined {
  if (nameWords.length === 0) return undefined;
  // A short word beside others as one regular expression (the same match as wordStartsSql's two LIKEs): the trigram
  // index then intersects it with the other words in one scan ("sara kh": the 84 names with both, not the 2,531 Sara).
  const startsWord = (word: string) => (nameWords.length > 1 ? sql`${f.searchName} ~ ${folded(`(^| )${regexLiteral(word)}`)}` : wordStartsSql([word]));
  const written = (word: string) => (isShortWord(word) ? startsWord(word) : sql`${f.searchName} like ${folded(`%${likeLiteral(word)}%`)}`);
  const folds = and(...nameWords.map(written));
  if (sound === 'none' || !nameWords.some((word) => soundSql(word))) return folds;
  const sounds = and(...nameWords.map((word) => soundSql(word, sound !== 'word', nameWords.length > 1) ?? written(word)));
  return sound === 'both' ? sql`(${folds} or ${sounds})` : sounds;
}

/**
 * Each word of the free text in the folded headline and summary (anywhere, or starting a word when short: the trigram
 * index serves both), or one of the skills it names (the GIN index of skill_keys): PostgreSQL ORs the two bitmaps.
 */
const textSql = (words: TextWord[]): SQL[] =>
  words.map(({ word, skills }) => {
    const written = isShortWord(word) ? wordStartsSql([word], f.searchText) : sql`${f.searchText} like ${folded(`%${likeLiteral(word)}%`)}`;
    return skills.length > 0 ? sql`(${written} or ${f.skillKeys} && ${textArray(skills)})` : written;
  });

/** The filters but skills and name. */
function placeSql(filters: SearchFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.country) where.push(sql`lower(${f.country}) = lower(${filters.country})`);
  if (filters.city) where.push(sql`lower(${f.city}) = lower(${filters.city})`);
  if (filters.nationality) where.push(sql`lower(${f.nationality}) = lower(${filters.nationality})`);
  if (filters.language) where.push(sql`(lower(${f.firstLanguage}) = lower(${filters.language}) or lower(${f.secondLanguage}) = lower(${filters.language}))`);
  // The keys of schema/freelancers.ts's filter_keys (lower case, as reference values are ASCII), all of them.
  const keys = [['rate', filters.hourlyRate], ['availability', filters.availability], ['works', filters.workStation]].flatMap(([name, value]) => (value ? [`${name}:${value.toLowerCase()}`] : []));
  if (keys.length > 0) where.push(sql`${f.filterKeys} @> ${textArray(keys)}`);
  if (filters.yearsMin !== undefined) where.push(sql`${f.yearsExperience} >= ${filters.yearsMin}`);
  where.push(...textSql(filters.text ?? []));
  return where;
}

const filterSql = (filters: SearchFilters): (SQL | undefined)[] => [skillsSql(filters), nameSql(filters), ...placeSql(filters)];

/** Only a name is searched for: the recent index holds every column the filter tests. */
const onlyNames = (filters: SearchFilters): boolean => filters.nameWords.length > 0 && filters.skills.length === 0 && placeSql(filters).length === 0;

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
