import { and, asc, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { AlertFrequency } from '@contracts/alerts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { freelancers, savedSearches, users, vacancies } from '../../db/schema';
import { filterSql as freelancerFilterSql } from '../freelancers/search-sql';
import { listedSql } from '../freelancers/visibility';
import { filterSql as vacancyFilterSql } from '../vacancies/repository';
import { listedVacancySql } from '../vacancies/visibility';
import type { ParsedSearch } from './query';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type SavedSearchValues = Pick<SavedSearchRow, 'kind' | 'name' | 'query' | 'frequency'>;

/** A result an alert names: a vacancy's title, or a freelancer's name and headline. */
export interface NewResult {
  id: string;
  title: string;
  detail: string;
}

const HOUR_MS = 60 * 60 * 1000;
/** How long after its last look each frequency looks again ('instant': at most one e-mail an hour). */
export const ALERT_EVERY_MS: Record<Exclude<AlertFrequency, 'off'>, number> = { instant: HOUR_MS, daily: 24 * HOUR_MS, weekly: 7 * 24 * HOUR_MS };

const s = savedSearches;
/** From when a search's results are new: its last look, or its saving before the first (as the due index is written). */
export const lookedAt = sql<Date>`coalesce(${s.lastAlertAt}, ${s.createdAt})`;

/** The SQL of saved searches, and of the results that are new to one. */
export class SavedSearchesRepository {
  constructor(
    private readonly db: Db,
    private readonly policy: Config['approval'] = 'auto',
  ) {}

  list(userId: string): Promise<SavedSearchRow[]> {
    return this.db.select().from(s).where(eq(s.userId, userId)).orderBy(asc(s.createdAt), asc(s.id));
  }

  async find(userId: string, id: string): Promise<SavedSearchRow | undefined> {
    const [row] = await this.db
      .select()
      .from(s)
      .where(and(eq(s.id, id), eq(s.userId, userId)));
    return row;
  }

  /** Locks the member's account row: saves of one member then count their searches one after another. */
  async lockMember(userId: string): Promise<void> {
    await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  }

  async countOf(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(s).where(eq(s.userId, userId));
    return row?.n ?? 0;
  }

  async insert(userId: string, values: SavedSearchValues, createdAt: Date): Promise<SavedSearchRow> {
    const [row] = await this.db
      .insert(s)
      .values({ userId, ...values, createdAt })
      .returning();
    return row;
  }

  async update(userId: string, id: string, values: SavedSearchValues): Promise<SavedSearchRow | undefined> {
    const [row] = await this.db
      .update(s)
      .set(values)
      .where(and(eq(s.id, id), eq(s.userId, userId)))
      .returning();
    return row;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const gone = await this.db
      .delete(s)
      .where(and(eq(s.id, id), eq(s.userId, userId)))
      .returning({ id: s.id });
    return gone.length > 0;
  }

  /** Searches whose next look is due at `now` (the due index: one range per frequency), oldest look first. */
  due(now: Date, limit: number): Promise<{ id: string; since: Date }[]> {
    const before = (frequency: keyof typeof ALERT_EVERY_MS) => sql`(${s.frequency} = ${frequency} and ${lookedAt} <= ${new Date(now.getTime() - ALERT_EVERY_MS[frequency])})`;
    return this.db
      .select({ id: s.id, since: lookedAt.mapWith((value: string | Date) => new Date(value)) })
      .from(s)
      .where(and(sql`${s.frequency} <> 'off'`, sql`(${before('instant')} or ${before('daily')} or ${before('weekly')})`))
      .orderBy(lookedAt)
      .limit(limit);
  }

  /** The search, locked until the transaction ends (one alert job at a time moves its last look). */
  async lockForAlert(id: string): Promise<SavedSearchRow | undefined> {
    const [row] = await this.db.select().from(s).where(eq(s.id, id)).for('update');
    return row;
  }

  async moveLook(id: string, at: Date): Promise<void> {
    await this.db.update(s).set({ lastAlertAt: at }).where(eq(s.id, id));
  }

  /**
   * The listed results of a search created in (since, until], newest first: up to `limit` of them, and how many there
   * are (counted up to `countLimit`). Vacancies by their posting (the posting index), profiles by their creation
   * (read through the recent index: a profile created since was updated since too).
   */
  async newResults(parsed: ParsedSearch, since: Date, until: Date, limit: number, countLimit: number): Promise<{ results: NewResult[]; total: number }> {
    if (parsed.kind === 'vacancies') {
      const v = vacancies;
      const where = and(listedVacancySql(this.policy, until), ...vacancyFilterSql(parsed.search.filters), gt(v.postedAt, since), lte(v.postedAt, until));
      const [rows, total] = await Promise.all([
        this.db
          .select({ id: v.id, title: v.title, detail: sql<string>`concat_ws(', ', nullif(${v.city}, ''), nullif(${v.country}, ''))` })
          .from(v)
          .where(where)
          .orderBy(desc(v.postedAt), asc(v.id))
          .limit(limit),
        this.countUpTo(vacancies, where, countLimit),
      ]);
      return { results: rows, total };
    }
    const f = freelancers;
    const where = and(listedSql(this.policy), ...freelancerFilterSql(parsed.search.filters), gt(f.updatedAt, since), gt(f.createdAt, since), lte(f.createdAt, until));
    const [rows, total] = await Promise.all([
      this.db
        .select({ id: f.id, title: f.fullName, detail: f.profileHeader })
        .from(f)
        .where(where)
        .orderBy(desc(f.createdAt), asc(f.id))
        .limit(limit),
      this.countUpTo(freelancers, where, countLimit),
    ]);
    return { results: rows, total };
  }

  private async countUpTo(table: typeof vacancies | typeof freelancers, where: SQL | undefined, limit: number): Promise<number> {
    const matching = this.db.select({ one: sql`1` }).from(table).where(where).limit(limit).as('matching');
    const [row] = await this.db.select({ n: count() }).from(matching);
    return row?.n ?? 0;
  }
}
