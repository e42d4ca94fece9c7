/**
 * The marketplace's numbers (GET /admin/stats?days=N, administrators only): per calendar day of the server (UTC)
 * for the last N days, today's partial day included.
 *
 * Definitions (the dashboard's text says the same):
 * - sign-ups: accounts created that day; business = Iam holds 'Business', freelancer = every other account;
 * - vacancies: vacancies posted that day (removed and unpublished ones too); proposals: applications sent that day;
 * - hires: applications whose status became 'hired' that day; bookings: e-consultations booked that day (later
 *   cancellations too); messages: messages sent that day; reviews: reviews written that day (published or not yet);
 * - funnel: of the vacancies posted in the window, those with a proposal, with a proposal on the shortlist or hired
 *   (status 'shortlisted' or 'hired': an application holds its latest step only, so one shortlisted and then declined
 *   is not counted), with a hire;
 * - first proposal: median time from a vacancy's posting to its first proposal, over the window's vacancies that have one
 *   (a proposal dated before the posting counts as at once);
 * - e-mails sent / failed: e-mail jobs finished that day; waiting: e-mail jobs queued or being sent now;
 * - queue: jobs of every kind due now or running (its depth), and those scheduled for later.
 */

export const STATS_DAYS_MIN = 7;
export const STATS_DAYS_MAX = 365;
export const STATS_DAYS_DEFAULT = 90;

/** The per-day counts, in the order the dashboard charts them. */
export const STATS_SERIES = ['signupsBusiness', 'signupsFreelancer', 'vacancies', 'proposals', 'hires', 'bookings', 'messages', 'reviews', 'mailsSent', 'mailsFailed'] as const;
export type StatsSeries = (typeof STATS_SERIES)[number];

/** One calendar day (UTC): 'YYYY-MM-DD' and its counts. */
export type StatsDay = { day: string } & Record<StatsSeries, number>;

export interface StatsFunnel {
  vacancies: number;
  proposed: number;
  shortlisted: number;
  hired: number;
}

export interface MarketplaceStats {
  /** The window's first and last day (today, UTC), 'YYYY-MM-DD'. */
  from: string;
  to: string;
  /** Every day of the window, oldest first. */
  days: StatsDay[];
  totals: Record<StatsSeries, number>;
  funnel: StatsFunnel;
  /** Median seconds from posting to the first proposal (null: no vacancy of the window has one), and over how many vacancies. */
  firstProposal: { medianSeconds: number | null; vacancies: number };
  /** Now: e-mails waiting to be sent; jobs due or running (the queue's depth); jobs scheduled for later. */
  waiting: { mails: number; due: number; running: number; scheduled: number };
  /** The moment the figures were read. */
  asOf: string;
}

/** A stage's share of the stage before it, 0–1 (null when the stage before is empty). */
export const conversion = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** Whether `days` (a query string value) is a whole number of days the dashboard offers. */
export function parseStatsDays(value: unknown): number | null {
  if (value === undefined) return STATS_DAYS_DEFAULT;
  const text = String(value);
  if (!/^\d{1,3}$/.test(text)) return null;
  const days = Number(text);
  return days >= STATS_DAYS_MIN && days <= STATS_DAYS_MAX ? days : null;
}
