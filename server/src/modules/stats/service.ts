import { and, gte, lt } from 'drizzle-orm';
import { STATS_SERIES, type MarketplaceStats, type StatsSeries } from '@contracts/operator-stats';
import type { Db } from '../../db/client';
import { statsDays } from '../../db/schema';
import { addDays, computeDays, dayOf, startOf, waitingNow, type DayFigures } from './figures';
import { fromRow } from './rollup';

/** The middle of sorted numbers (the mean of the two middle ones for an even count), whole seconds; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * The dashboard's figures for the last `days` calendar days (UTC), today included: closed days from the rollup
 * (stats_days), a closed day without a row, or with one computed before the day ended, and today counted live.
 */
export async function marketplaceStats(db: Db, days: number, now: Date): Promise<MarketplaceStats> {
  const to = dayOf(now);
  const from = addDays(to, -(days - 1));
  const stored = new Map(
    (await db.select().from(statsDays).where(and(gte(statsDays.day, from), lt(statsDays.day, to))))
      .filter((row) => row.computedAt.getTime() >= startOf(addDays(row.day, 1)).getTime())
      .map((row) => [row.day, fromRow(row)]),
  );
  let firstMissing = to;
  for (let day = from; day < to; day = addDays(day, 1)) {
    if (!stored.has(day)) {
      firstMissing = day;
      break;
    }
  }
  const live = new Map((await computeDays(db, firstMissing, addDays(to, 1))).map((f) => [f.day, f]));
  const all: DayFigures[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) all.push(stored.get(day) ?? live.get(day)!);

  const totals = Object.fromEntries(STATS_SERIES.map((s) => [s, all.reduce((sum, f) => sum + f[s], 0)])) as Record<StatsSeries, number>;
  const seconds = all.flatMap((f) => f.firstProposalSeconds);
  return {
    from,
    to,
    days: all.map((f) => ({ day: f.day, ...Object.fromEntries(STATS_SERIES.map((s) => [s, f[s]])) }) as MarketplaceStats['days'][number]),
    totals,
    funnel: {
      vacancies: totals.vacancies,
      proposed: all.reduce((sum, f) => sum + f.funnelProposed, 0),
      shortlisted: all.reduce((sum, f) => sum + f.funnelShortlisted, 0),
      hired: all.reduce((sum, f) => sum + f.funnelHired, 0),
    },
    firstProposal: { medianSeconds: median(seconds), vacancies: seconds.length },
    waiting: await waitingNow(db, now),
    asOf: now.toISOString(),
  };
}
