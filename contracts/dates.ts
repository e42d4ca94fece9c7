/**
 * Calendar-date rules shared by the forms and the API (ranges in
 * docs/decisions.md "API input hardening"). Dates are YYYY-MM-DD; "today" is
 * the caller's calendar on the client and UTC on the server.
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (not 2027-02-30, not 9999-99-99), with a four-digit year from 1000. */
export function isRealDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** YYYY-MM-DD of the given day (calendar of the given Date, as tomorrowIso) shifted by days. */
export function isoDayFrom(now: Date, days: number): string {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + days)).toISOString().slice(0, 10);
}

export const DATE_RANGES = {
  /** A vacancy's expiry: from tomorrow up to this many days ahead. */
  vacancyExpiryDays: 365,
  /** A vacancy's or profile's start date: not more than this many days back… */
  startDaysBack: 365,
  /** …nor more than this many days ahead (a profile; a vacancy's start is also bounded by its expiry). */
  startDaysAhead: 730,
} as const;

export const dateMsg = {
  notADate: (field: string) => `${field} should be a real date.`,
  expiryWithinYear: 'Expiry date should be within one year from today',
  startTooEarly: (field: string) => `${field} should not be more than a year ago`,
  startTooLate: (field: string) => `${field} should be within two years from today`,
  startAfterExpiry: 'Start date should not be after the expiry date',
} as const;
