import { and, getTableColumns, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { statsDays } from '../../db/schema';
import { addDays, computeDays, dayOf, type DayFigures } from './figures';

/** The durable job that fills stats_days (registered in ./routes.ts). */
export const STATS_ROLLUP_JOB = 'stats-rollup';
/** How far back the rollup keeps days (the dashboard's longest window). */
export const STATS_KEEP_DAYS = 365;
/**
 * A closed day is counted again by every run for this many days (its vacancies' funnel and first proposals still change);
 * then its row stays as it is. Less than the 30 days finished e-mail jobs are kept (JobQueue.purge).
 */
export const STATS_SETTLE_DAYS = 28;

export type RollupRow = typeof statsDays.$inferSelect;

export const toRow = (figures: DayFigures, computedAt: Date): RollupRow => ({
  day: figures.day,
  computedAt,
  signupsBusiness: figures.signupsBusiness,
  signupsFreelancer: figures.signupsFreelancer,
  vacancies: figures.vacancies,
  proposals: figures.proposals,
  hires: figures.hires,
  bookings: figures.bookings,
  messages: figures.messages,
  reviews: figures.reviews,
  mailsSent: figures.mailsSent,
  mailsFailed: figures.mailsFailed,
  funnelProposed: figures.funnelProposed,
  funnelShortlisted: figures.funnelShortlisted,
  funnelHired: figures.funnelHired,
  firstProposalSeconds: figures.firstProposalSeconds,
});

export const fromRow = (row: RollupRow): DayFigures => {
  const { computedAt: _computedAt, ...figures } = row;
  return figures;
};

/**
 * Counts the closed days (before today, UTC) of the last STATS_KEEP_DAYS that have no row yet, and again those of the
 * last STATS_SETTLE_DAYS, and stores them. Returns how many days it wrote.
 */
export async function runRollup(db: Db, now: Date): Promise<number> {
  const today = dayOf(now);
  const oldest = addDays(today, -STATS_KEEP_DAYS);
  const settled = addDays(today, -STATS_SETTLE_DAYS);
  const kept = new Set(
    (await db.select({ day: statsDays.day }).from(statsDays).where(and(gte(statsDays.day, oldest), lt(statsDays.day, settled)))).map((row) => row.day),
  );
  let from = settled;
  for (let day = oldest; day < settled; day = addDays(day, 1)) {
    if (!kept.has(day)) {
      from = day;
      break;
    }
  }
  const figures = (await computeDays(db, from, today)).filter((f) => f.day >= settled || !kept.has(f.day));
  if (figures.length === 0) return 0;
  const rows = figures.map((f) => toRow(f, now));
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insert(statsDays)
      .values(rows.slice(i, i + 100))
      .onConflictDoUpdate({
        target: statsDays.day,
        set: Object.fromEntries(Object.entries(getTableColumns(statsDays)).filter(([key]) => key !== 'day').map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)])),
      });
  }
  return rows.length;
}
