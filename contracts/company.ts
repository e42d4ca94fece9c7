import type { Vacancy } from './vacancy';
import type { OperatorHidden } from './operator';
import type { Review } from './review';
import type { CompanySummary } from './company-summary';

/**
 * A business's company page: who is hiring. One per business account; public at /company/{id}; verified
 * for its website's registrable domain when the business confirmed an address there or added a DNS TXT record.
 */

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const COMPANY_LIMITS = { name: 120, about: 2000, industry: 80, city: 80, website: 200, logoBytes: 5 * 1024 * 1024 } as const;
/** The multipart field of the logo (re-encoded as the profile photos are). */
export const COMPANY_LOGO_FIELD = 'logo';

export type { CompanySummary } from './company-summary';

/** The company page's profile (what its business edits). */
export interface CompanyProfile extends CompanySummary {
  about: string;
  industry: string;
  /** One of COMPANY_SIZES, or '' when not said. */
  size: CompanySize | '';
  country: string;
  city: string;
  /** https://… or ''. */
  website: string;
  foundedYear: number | null;
  /** The registrable domain of the website (najdretail.sa for https://www.najdretail.sa), the one a verification proves; null without a website. */
  domain: string | null;
  /** The business's own page only (GET /company): Khibra's team hid it from everyone else, and why. */
  operatorHidden?: OperatorHidden;
}

/** GET /company/verify/dns: the TXT record that proves the company's domain (one per company and domain). */
export interface DnsRecord {
  domain: string;
  /** The record's value: `khibra-verification=<token>`. */
  value: string;
}

/** The prefix of the TXT record's value. */
export const DNS_RECORD_PREFIX = 'khibra-verification=';

/** GET /unauth/company/{id}: the public page. Contact details are never on it. */
export interface PublicCompany extends CompanyProfile {
  /** When the business joined Khibra (ISO). */
  memberSince: string;
  /** Vacancies posted (live ones, open or not). */
  vacanciesPosted: number;
  /** Freelancers hired on Khibra. */
  hiredCount: number;
  /** Its open vacancies, newest first (at most OPEN_VACANCIES_SHOWN). */
  openVacancies: Vacancy[];
  /** What freelancers hired by it said, newest first (published ones, at most COMPANY_REVIEWS_SHOWN). */
  reviews: Review[];
}

export const OPEN_VACANCIES_SHOWN = 10;
export const COMPANY_REVIEWS_SHOWN = 10;

export const companyMsg = {
  nameRequired: 'Please enter the name of your company',
  nameMax: `The company name should have maximum ${COMPANY_LIMITS.name} characters`,
  aboutMax: `About the company should have maximum ${COMPANY_LIMITS.about} characters`,
  industryMax: `The industry should have maximum ${COMPANY_LIMITS.industry} characters`,
  cityMax: `The city should have maximum ${COMPANY_LIMITS.city} characters`,
  badSize: 'Please choose a company size from the list',
  badCountry: 'Please choose a country from the list',
  badWebsite: 'Please enter the website as a full address, like https://example.com',
  badFounded: 'Please enter the year the company was founded, like 2015',
  logoTooLarge: 'The logo should be less than 5MB in size.',
  logoNotImage: 'The logo should be a JPEG, PNG or WebP image.',
  notBusiness: 'Only business accounts have a company page.',
  notFound: 'Company not found.',
  noCompany: 'Please save your company page first.',
  needWebsite: 'Please add your website to the company page first: the address to confirm must be at its domain.',
  badEmail: 'Please enter a valid e-mail address',
  wrongDomain: 'Please enter an address at your website’s domain.',
  freeMail: 'Addresses of free or disposable e-mail services cannot verify a company. Please use an address at your website’s domain.',
  sharedDomain: 'Please enter your company’s own website: a domain ending that many share, such as com.sa, cannot be verified.',
  mailServiceWebsite: 'Please enter your company’s own website, not that of a free or disposable e-mail service.',
  tooManyMailsCompany: 'Your company can be sent at most 5 verification e-mails a day. Please try again tomorrow, or verify by DNS.',
  tooManyMailsDomain: 'At most 3 verification e-mails a day can go to addresses at this domain. Please try again tomorrow, or verify by DNS.',
  dnsNotFound: 'The TXT record was not found on your domain yet. DNS changes can take up to a day to appear: please check again later.',
  dnsUnavailable: 'Your domain’s DNS could not be read just now. Please try again in a few minutes.',
  badLink: 'This verification link is not valid or has expired. Please ask for a new one from your company page.',
  /** POST /admin/companies/{id}/revoke without a note, and for a company without the badge (409). */
  revokeNoteRequired: 'Please write the note the company will receive.',
  revokeNoteMax: 'The note should have maximum 1000 characters',
  notVerified: 'This company is not verified.',
} as const;

/** The host of a website address without 'www.' (lower case), or null when it is not an http(s) address. */
export function websiteDomain(website: string): string | null {
  try {
    const url = new URL(website.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return host.includes('.') ? host : null;
  } catch {
    return null;
  }
}
