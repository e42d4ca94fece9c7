import type { StatsDay, StatsSeries } from '@contracts/operator-stats';

/** One bar of a chart: a day, or a week of days; `from` and `to` are its first and last day (YYYY-MM-DD). */
export interface Bucket {
  from: string;
  to: string;
  values: Record<StatsSeries, number>;
}

/** Up to this many days a chart has a bar per day; longer windows a bar per week. */
export const DAILY_UP_TO = 31;

/**
 * The days grouped as the charts show them: one bucket per day up to DAILY_UP_TO days, else per week counted back
 * from the last day (today), so the newest bar is the last seven days and the oldest may be shorter.
 */
export function bucketsOf(days: readonly StatsDay[]): Bucket[] {
  const size = days.length <= DAILY_UP_TO ? 1 : 7;
  const buckets: Bucket[] = [];
  for (let end = days.length; end > 0; end -= size) {
    const part = days.slice(Math.max(0, end - size), end);
    const values = {} as Record<StatsSeries, number>;
    for (const day of part) {
      for (const [key, value] of Object.entries(day)) {
        if (key !== 'day') values[key as StatsSeries] = (values[key as StatsSeries] ?? 0) + (value as number);
      }
    }
    buckets.unshift({ from: part[0]!.day, to: part[part.length - 1]!.day, values });
  }
  return buckets;
}
