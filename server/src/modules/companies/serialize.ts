import type { CompanyProfile, CompanySize, CompanySummary } from '@contracts/company';
import type { companies } from '../../db/schema';
import { photoPath } from '../freelancers/serialize';

export type CompanyRow = typeof companies.$inferSelect;

/** Who is hiring, as a vacancy carries it. */
export function toCompanySummary(row: Pick<CompanyRow, 'id' | 'name' | 'logoKey' | 'verifiedDomain'>): CompanySummary {
  return { id: row.id, name: row.name, logo: photoPath(row.logoKey), verified: row.verifiedDomain !== null };
}

/** The company page's profile: nothing of the account behind it (no e-mail, no phone). */
export function toCompanyProfile(row: CompanyRow): CompanyProfile {
  return {
    ...toCompanySummary(row),
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
