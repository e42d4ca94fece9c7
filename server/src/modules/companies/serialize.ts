import type { CompanyProfile, CompanySize, CompanySummary } from '@contracts/company';
import type { RatingSummary } from '@contracts/review';
import type { companies } from '../../db/schema';
import { photoPath } from '../freelancers/serialize';
import { domainOfWebsite, registrableDomain } from './domains';
import { operatorHiddenOf } from '../admin/operator-hidden';

export type CompanyRow = typeof companies.$inferSelect;

/** Who is hiring, as a vacancy carries it, with the business's rating (null without reviews). */
export function toCompanySummary(row: Pick<CompanyRow, 'id' | 'name' | 'logoKey' | 'verifiedDomain'>, rating: RatingSummary | null): CompanySummary {
  // Only a registrable domain is a proof: a suffix many share (com.sa) never shows as one.
  const verifiedDomain = row.verifiedDomain && registrableDomain(row.verifiedDomain) === row.verifiedDomain ? row.verifiedDomain : null;
  return { id: row.id, name: row.name, logo: photoPath(row.logoKey), verified: verifiedDomain !== null, verifiedDomain, rating };
}

/**
 * The company page's profile: nothing of the account behind it (no e-mail, no phone). Why Khibra's team hid it goes
 * with it: only the business itself is ever answered a hidden page.
 */
export function toCompanyProfile(row: CompanyRow, rating: RatingSummary | null): CompanyProfile {
  return {
    ...toCompanySummary(row, rating),
    about: row.about,
    industry: row.industry,
    size: row.size as CompanySize | '',
    country: row.country,
    city: row.city,
    website: row.website,
    foundedYear: row.foundedYear,
    domain: domainOfWebsite(row.website),
    ...operatorHiddenOf(row),
  };
}
