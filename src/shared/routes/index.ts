import { ROUTES, withParam } from '@contracts/routes';

/** The address of every route of SPEC §2 (the table in contracts/routes.ts). */
export const paths = {
  home: ROUTES.home.path,
  signup: ROUTES.signup.path,
  login: ROUTES.login.path,
  forgot: ROUTES.forgot.path,
  contactUs: ROUTES.contactUs.path,
  invite: ROUTES.invite.path,
  about: ROUTES.about.path,
  freelancers: ROUTES.freelancers.path,
  freelancer: (id: string) => withParam(ROUTES.freelancer.path, id),
  favoriteFreelancers: ROUTES.favoriteFreelancers.path,
  econsultationSettings: ROUTES.econsultationSettings.path,
  freelancerProfile: ROUTES.freelancerProfile.path,
  profile: ROUTES.profile.path,
  vacancies: ROUTES.vacancies.path,
  vacancy: (id: string) => withParam(ROUTES.vacancy.path, id),
  vacancyCreate: ROUTES.vacancyCreate.path,
  vacancyEdit: (id: string) => withParam(ROUTES.vacancyEdit.path, id),
  vacanciesPosted: ROUTES.vacanciesPosted.path,
  vacancyApplicants: (vacancyId: string) => withParam(ROUTES.vacancyApplicants.path, vacancyId),
  vacanciesApplied: ROUTES.vacanciesApplied.path,
  company: (id: string) => withParam(ROUTES.company.path, id),
  myCompany: ROUTES.myCompany.path,
  booking: (freelancerId: string) => withParam(ROUTES.booking.path, freelancerId),
  bookings: ROUTES.bookings.path,
  bookingPreview: (id: string) => withParam(ROUTES.bookingPreview.path, id),
  terms: ROUTES.terms.path,
  privacy: ROUTES.privacy.path,
  help: ROUTES.help.path,
  /** The operator console; a section is `${paths.admin}/<section>`. */
  admin: '/admin',
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
