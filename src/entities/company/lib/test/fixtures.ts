import type { PublicCompany } from '@contracts/company';

/** A verified company's public page as a visitor receives it, with no open vacancy. Tests override what they check. */
export function makeCompany(overrides: Partial<PublicCompany> = {}): PublicCompany {
  return {
    id: 'c1',
    name: 'Gulf Bank',
    logo: null,
    verified: true,
    rating: null,
    verifiedDomain: 'gulfbank.com',
    domain: 'gulfbank.com',
    about: 'A bank in Muscat.',
    industry: 'Banking',
    size: '201-1000',
    country: 'Oman',
    city: 'Muscat',
    website: 'https://www.gulfbank.com',
    foundedYear: 1998,
    memberSince: '2026-03-06T10:00:00.000Z',
    vacanciesPosted: 4,
    hiredCount: 2,
    openVacancies: [],
    reviews: [],
    ...overrides,
  };
}
