import { sql, type SQL } from 'drizzle-orm';
import { STATS_SERIES, type StatsDay } from '@contracts/operator-stats';
import type { Db } from '../../db/client';

/** One day's counts as the rollup stores them: the series, the funnel of the vacancies posted that day (their count is `vacancies`), their first proposals. */
export interface DayFigures extends StatsDay {
  funnelProposed: number;
  funnelShortlisted: number;
  funnelHired: number;
  firstProposalSeconds: number[];
}

export const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a moment, by the calendar of UTC. */
export const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);
/** The UTC midnight a day starts at. */
export const startOf = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
export const addDays = (day: string, n: number): string => dayOf(new Date(startOf(day).getTime() + n * DAY_MS));

export function emptyDay(day: string): DayFigures {
  const series = Object.fromEntries(STATS_SERIES.map((s) => [s, 0])) as Record<(typeof STATS_SERIES)[number], number>;
  return { day, ...series, funnelProposed: 0, funnelShortlisted: 0, funnelHired: 0, firstProposalSeconds: [] };
}

const dayExpr = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

type Counted = { day: string } & Record<string, number | string | number[] | null>;

/**
 * The counts of every day from `from` up to (not including) `to`, both 'YYYY-MM-DD', each day present (zeros too).
 * Each statement reads one time range through an index on its time column (migration 0053).
 */
export async function computeDays(db: Db, from: string, to: string): Promise<DayFigures[]> {
  const a = startOf(from).toISOString();
  const b = startOf(to).toISOString();
  const range = (column: SQL) => sql`${column} >= ${a}::timestamptz and ${column} < ${b}::timestamptz`;
  const statements: SQL[] = [
    sql`select ${dayExpr(sql`created_at`)} as day, count(*) filter (where 'Business' = any(iam))::int as "signupsBusiness",
          count(*) filter (where not ('Business' = any(iam)))::int as "signupsFreelancer"
        from users where ${range(sql`created_at`)} group by 1`,
    sql`select ${dayExpr(sql`v.posted_at`)} as day, count(*)::int as vacancies,
          count(a.first)::int as "funnelProposed", count(*) filter (where a.shortlisted)::int as "funnelShortlisted",
          count(*) filter (where a.hired)::int as "funnelHired",
          coalesce(array_agg(greatest(0, floor(extract(epoch from a.first - v.posted_at)))::int) filter (where a.first is not null), '{}') as "firstProposalSeconds"
        from vacancies v
        left join lateral (select min(x.applied_at) as first, bool_or(x.status in ('shortlisted', 'hired')) as shortlisted, bool_or(x.status = 'hired') as hired
          from vacancy_applications x where x.vacancy_id = v.id) a on true
        where ${range(sql`v.posted_at`)} group by 1`,
    sql`select ${dayExpr(sql`applied_at`)} as day, count(*)::int as proposals from vacancy_applications where ${range(sql`applied_at`)} group by 1`,
    sql`select ${dayExpr(sql`status_at`)} as day, count(*)::int as hires from vacancy_applications where status = 'hired' and ${range(sql`status_at`)} group by 1`,
    sql`select ${dayExpr(sql`created_at`)} as day, count(*)::int as bookings from econsultation_bookings where ${range(sql`created_at`)} group by 1`,
    sql`select ${dayExpr(sql`created_at`)} as day, count(*)::int as messages from messages where ${range(sql`created_at`)} group by 1`,
    sql`select ${dayExpr(sql`created_at`)} as day, count(*)::int as reviews from reviews where ${range(sql`created_at`)} group by 1`,
    sql`select ${dayExpr(sql`finished_at`)} as day, count(*) filter (where status = 'done')::int as "mailsSent", count(*) filter (where status = 'failed')::int as "mailsFailed"
        from jobs where kind = 'mail' and status in ('done', 'failed') and ${range(sql`finished_at`)} group by 1`,
  ];
  const byDay = new Map<string, DayFigures>();
  for (let day = from; day < to; day = addDays(day, 1)) byDay.set(day, emptyDay(day));
  // One after another: the embedded database runs one statement at a time anyway.
  for (const statement of statements) {
    for (const row of await rows<Counted>(db, statement)) {
      const figures = byDay.get(row.day);
      if (!figures) continue;
      for (const [key, value] of Object.entries(row)) {
        if (key === 'day') continue;
        (figures as unknown as Record<string, unknown>)[key] = Array.isArray(value) ? value.map(Number) : Number(value);
      }
    }
  }
  return [...byDay.values()];
}

/** The jobs waiting now: e-mails queued or being sent; jobs of every kind due or running, and scheduled for later. */
export async function waitingNow(db: Db, now: Date): Promise<{ mails: number; due: number; running: number; scheduled: number }> {
  const at = now.toISOString();
  const [row] = await rows<{ mails: number; due: number; running: number; scheduled: number }>(
    db,
    sql`select count(*) filter (where kind = 'mail')::int as mails,
          count(*) filter (where status = 'queued' and run_at <= ${at}::timestamptz)::int as due,
          count(*) filter (where status = 'running')::int as running,
          count(*) filter (where status = 'queued' and run_at > ${at}::timestamptz)::int as scheduled
        from jobs where status in ('queued', 'running')`,
  );
  return { mails: Number(row?.mails ?? 0), due: Number(row?.due ?? 0), running: Number(row?.running ?? 0), scheduled: Number(row?.scheduled ?? 0) };
}
