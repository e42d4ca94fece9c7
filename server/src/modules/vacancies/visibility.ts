import { sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import { vacancies } from '../../db/schema';

export type ApprovalPolicy = Config['approval'];

interface ApprovalFacts {
  adminApproved: boolean;
  posterMailVerified: boolean;
}

/**
 * isApproved of a vacancy, by the APPROVAL policy: auto at once; email once
 * the poster's address is verified; manual once an administrator approved it.
 * An administrator's approval counts under every policy. Derived, never
 * stored, so a later verification or a change of policy takes effect at once.
 */
export function isVacancyApproved(policy: ApprovalPolicy, facts: ApprovalFacts): boolean {
  if (policy === 'auto') return true;
  if (policy === 'email') return facts.posterMailVerified || facts.adminApproved;
  return facts.adminApproved;
}

export function vacancyApprovedSql(policy: ApprovalPolicy): SQL {
  if (policy === 'auto') return sql`true`;
  if (policy === 'email') return sql`(${vacancies.posterMailVerified} or ${vacancies.adminApproved})`;
  return sql`${vacancies.adminApproved}`;
}

/** YYYY-MM-DD of the day `offset` days from `now`, in the server's calendar (as contracts' tomorrowIso). */
export function isoDay(now: Date, offset = 0): string {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + offset)).toISOString().slice(0, 10);
}

/** Expired: the expiry date is on or before today (docs/reference.md#states, docs/reference.md#reading-16). */
export const isExpired = (expiryDate: string, now: Date): boolean => expiryDate <= isoDay(now);

/** Expired more than four weeks ago: such a vacancy answers 400 'Vacancy expired 4 weeks ago'. */
export const isExpiredFourWeeks = (expiryDate: string, now: Date): boolean => expiryDate < isoDay(now, -28);

/**
 * Listed (public lists and search, and open for applications): not deleted,
 * published, not withheld (hidden by an operator, or the poster suspended),
 * not expired, approved. Starts with the partial indexes' predicate.
 */
export function listedVacancySql(policy: ApprovalPolicy, now: Date): SQL {
  return sql`(${vacancies.deletedAt} is null and ${vacancies.publish} and not ${vacancies.withheld} and ${vacancies.expiryDate} > ${isoDay(now)} and ${vacancyApprovedSql(policy)})`;
}
