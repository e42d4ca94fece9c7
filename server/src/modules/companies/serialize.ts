import type { CompanyProfile, CompanySize, CompanySummary } from '@contracts/company';
import type { RatingSummary } from '@contracts/review';
import type { companies } from '../../db/schema';
import { photoPath } from '../freelancers/serialize';

export type CompanyRow = typeof companies.$inferSelect;

/** Who is hiring, as a vacancy carries it, with the business's rating (null without reviews). */
export function toCompanySummary(row: Pick<CompanyRow, 'id' | 'name' | 'logoKey' | 'verifiedDomain'>, rating: RatingSummary | null): CompanySummary {
  return { id: row.id, name: row.name, logo: photoPath(row.logoKey), verified: row.verifiedDomain !== null, rating };
}

/** The company page's profile: nothing of the account behind it (no e-mail, no phone). */
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
    verifiedDomain: row.verifiedDomain,
  };
}
