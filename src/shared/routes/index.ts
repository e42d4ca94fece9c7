/** Every route of docs/reference.md#screens, in one place. */
export const paths = {
  home: '/',
  signup: '/signup',
  login: '/login',
  forgot: '/forgot',
  contactUs: '/contactus',
  invite: '/invite',
  about: '/about',
  freelancers: '/freelancers',
  freelancer: (id: string) => `/freelancer/${encodeURIComponent(id)}`,
  favoriteFreelancers: '/favorite-freelancers',
  econsultationSettings: '/econsultationsettings',
  freelancerProfile: '/freelancerprofile',
  profile: '/profile',
  vacancies: '/vacancies',
  vacancy: (id: string) => `/vacancy/${encodeURIComponent(id)}`,
  vacancyCreate: '/vacancies/create',
  vacancyEdit: (id: string) => `/vacancies/${encodeURIComponent(id)}`,
  vacanciesPosted: '/vacancies-posted',
  vacancyApplicants: (vacancyId: string) => `/vacancies-posted/freelancers/${encodeURIComponent(vacancyId)}`,
  vacanciesApplied: '/vacancies-applied',
  booking: (freelancerId: string) => `/econsultancy/booking/${encodeURIComponent(freelancerId)}`,
  bookings: '/econsultancy/bookings',
  bookingPreview: (id: string) => `/econsultancy/booking/preview/${encodeURIComponent(id)}`,
  terms: '/terms-and-conditions',
  privacy: '/privacy-and-cookies',
  help: '/help-and-support',
} as const;

/** The company's page on the professional network (footer "Follow us"). */
export const FOLLOW_US_URL = 'https://www.linkedin.com/company/khibra';

/**
 * A `next` target from the query string, kept only when it is a path on this
 * site: it starts with one '/' (not '//' or '/\', which browsers read as
 * another host). Anything else gives null.
 */
export function safeNext(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters (a tab or newline inside '/\t/host') are dropped by URL parsers: refuse them.
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  return raw;
}

/** /login?next=<path> that brings the user back to `path` after logging in (none for the login page itself). */
export function loginHref(next?: string | null): string {
  const target = safeNext(next);
  if (!target || target === '/' || target.startsWith(paths.login) || target.startsWith(paths.signup)) return paths.login;
  return `${paths.login}?next=${encodeURIComponent(target)}`;
}
