import type { RatingSummary } from './review';

/** Who is hiring, as every vacancy carries it. */
export interface CompanySummary {
  id: string;
  name: string;
  /** The logo's public path, or null. */
  logo: string | null;
  verified: boolean;
  /** The registrable domain the company proved (e.g. 'najdretail.sa'), or null: the badge shows it. */
  verifiedDomain: string | null;
  /** What freelancers said of the business: the Bayesian average (contracts/review.ts bayesianRating) and how many; null without reviews. */
  rating: RatingSummary | null;
}
