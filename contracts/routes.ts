/**
 * Every route of SPEC §2 in one table: what the SPA's router, the server
 * renderer (head, title, status), the page titles and the sitemap are all
 * derived from. The page component of each route stays in the SPA
 * (src/app/routes/router.tsx, keyed by these names) and the data a
 * server-rendered page fetches first in its server renderer
 * (src/app/ssr/routeData.ts): the server never imports the SPA.
 */
/** What the browser needs of a route (it is in the home page's JavaScript: keep it small). */
export interface RouteEntry {
  /** react-router pattern; '*' is the not-found page. */
  readonly path: string;
  /** Message key of the page's title (a profile or vacancy titles itself once loaded). */
  readonly title: string;
  /** A members' page: a visitor is sent to /login?next=… (SPEC §6). Public otherwise. */
  readonly member?: true;
  /** The page shows the slider with the lines of this CMS page (SPEC §2). */
  readonly slider?: string;
}

/** What only the server needs of a route (its columns of the table, in their own rows so the browser never downloads them). */
export interface RouteServing {
  /** The page's webpack chunk (its webpackChunkName): the server links its CSS and scripts. */
  readonly chunk: string;
  /** Message key of the link preview's description; the site's description otherwise. */
  readonly description?: string;
  /** A visitor gets it rendered on the server (with its data, head and status). */
  readonly ssr?: true;
  /** Listed in /sitemaps/pages.xml (pages with data of their own have sitemaps of their own). */
  readonly sitemap?: true;
  /** Not for search engines though public (a page reached from an e-mail): robots.txt disallows it, its head says noindex. */
  readonly noindex?: true;
}

export const ROUTES = {
  home: { path: '/', title: 'meta.home.title', slider: 'IndexPage' },
  signup: { path: '/signup', title: 'meta.signup.title' },
  login: { path: '/login', title: 'meta.login.title' },
  forgot: { path: '/forgot', title: 'meta.forgot.title' },
  contactUs: { path: '/contactus', title: 'meta.contactUs.title' },
  invite: { path: '/invite', title: 'meta.invite.title', member: true },
  about: { path: '/about', title: 'meta.about.title', slider: 'AboutPage' },
  freelancers: { path: '/freelancers', title: 'meta.freelancers.title' },
  freelancer: { path: '/freelancer/:freelancerId', title: 'meta.freelancer.pending' },
  favoriteFreelancers: { path: '/favorite-freelancers', title: 'meta.favorites.title', member: true },
  econsultationSettings: { path: '/econsultationsettings', title: 'meta.econsultationSettings.title', member: true },
  freelancerProfile: { path: '/freelancerprofile', title: 'meta.freelancerProfile.title', member: true },
  profile: { path: '/profile', title: 'meta.profile.title', member: true },
  vacancies: { path: '/vacancies', title: 'meta.vacancies.title' },
  vacancy: { path: '/vacancy/:vacancyId', title: 'meta.vacancy.pending' },
  vacancyCreate: { path: '/vacancies/create', title: 'meta.vacancyCreate.title', member: true },
  vacancyEdit: { path: '/vacancies/:vacancyId', title: 'meta.vacancyEdit.title', member: true },
  vacanciesPosted: { path: '/vacancies-posted', title: 'meta.vacanciesPosted.title', member: true },
  vacancyApplicants: { path: '/vacancies-posted/freelancers/:vacancyId', title: 'meta.vacancyApplicants.title', member: true },
  vacanciesApplied: { path: '/vacancies-applied', title: 'meta.vacanciesApplied.title', member: true },
  company: { path: '/company/:companyId', title: 'meta.company.pending' },
  myCompany: { path: '/my-company', title: 'meta.myCompany.title', member: true },
  booking: { path: '/econsultancy/booking/:freelancerId', title: 'meta.booking.title', member: true },
  bookings: { path: '/econsultancy/bookings', title: 'meta.bookings.title', member: true },
  bookingPreview: { path: '/econsultancy/booking/preview/:econsultancyId', title: 'meta.bookingPreview.title', member: true },
  messages: { path: '/messages', title: 'meta.messages.title', member: true },
  conversation: { path: '/messages/:conversationId', title: 'meta.conversation.title', member: true },
  terms: { path: '/terms-and-conditions', title: 'meta.terms.title' },
  privacy: { path: '/privacy-and-cookies', title: 'meta.privacy.title' },
  help: { path: '/help-and-support', title: 'meta.help.title' },
  /** The operator console: its sections are routes of their own inside the page (src/pages/admin). */
  admin: { path: '/admin/*', title: 'meta.admin.title', member: true },
  unsubscribe: { path: '/unsubscribe', title: 'meta.unsubscribe.title' },
  notFound: { path: '*', title: 'meta.notFound.title' },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTES;

/** The route names in the table's order (the router matches by rank, not order, but keeps it). */
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** The server's columns of every route, by the same names (the compiler checks each route has its row). */
export const SERVING = {
  home: { chunk: 'page-home', description: 'meta.home.description', ssr: true, sitemap: true },
  signup: { chunk: 'page-signup', description: 'meta.signup.description' },
  login: { chunk: 'page-login' },
  forgot: { chunk: 'page-forgot-password' },
  contactUs: { chunk: 'page-contact-us', description: 'meta.contactUs.description' },
  invite: { chunk: 'page-invite', description: 'meta.invite.description' },
  about: { chunk: 'page-about', description: 'meta.about.description', ssr: true, sitemap: true },
  freelancers: { chunk: 'page-freelancers', description: 'meta.freelancers.description', ssr: true, sitemap: true },
  freelancer: { chunk: 'page-freelancer', ssr: true },
  favoriteFreelancers: { chunk: 'page-favorite-freelancers' },
  econsultationSettings: { chunk: 'page-econsultation-settings' },
  freelancerProfile: { chunk: 'page-freelancer-profile' },
  profile: { chunk: 'page-profile' },
  vacancies: { chunk: 'page-vacancies', description: 'meta.vacancies.description', ssr: true, sitemap: true },
  vacancy: { chunk: 'page-vacancy', ssr: true },
  vacancyCreate: { chunk: 'page-vacancy-form' },
  vacancyEdit: { chunk: 'page-vacancy-form' },
  vacanciesPosted: { chunk: 'page-vacancies-posted' },
  vacancyApplicants: { chunk: 'page-vacancy-applicants' },
  vacanciesApplied: { chunk: 'page-vacancies-applied' },
  company: { chunk: 'page-company', ssr: true },
  myCompany: { chunk: 'page-my-company', description: 'meta.myCompany.description' },
  booking: { chunk: 'page-booking', description: 'meta.booking.description' },
  bookings: { chunk: 'page-bookings' },
  bookingPreview: { chunk: 'page-booking-preview' },
  messages: { chunk: 'page-messages' },
  conversation: { chunk: 'page-messages' },
  terms: { chunk: 'page-content', ssr: true, sitemap: true },
  privacy: { chunk: 'page-content', ssr: true, sitemap: true },
  help: { chunk: 'page-content', ssr: true, sitemap: true },
  admin: { chunk: 'page-admin', noindex: true },
  unsubscribe: { chunk: 'page-unsubscribe', noindex: true },
  notFound: { chunk: 'page-not-found', ssr: true },
} as const satisfies Record<RouteName, RouteServing>;

/** The sitemap index of every sitemap file (server/src/modules/sitemap), named in robots.txt. */
export const SITEMAP_INDEX = '/sitemap.xml';

/** The public pages without data of their own, for /sitemaps/pages.xml. */
export const sitemapPages = (): string[] => ROUTE_NAMES.filter((name) => (SERVING[name] as RouteServing).sitemap).map((name) => ROUTES[name].path);

/**
 * The members' pages as the address prefixes that cover them (each path up to
 * its first parameter, none inside another), for robots.txt: nothing there
 * for a search engine.
 */
export function memberPathPrefixes(): string[] {
  const prefixes = new Set(ROUTE_NAMES.filter((name) => (ROUTES[name] as RouteEntry).member).map((name) => ROUTES[name].path.split(/:|\/\*/)[0]));
  return [...prefixes].filter((prefix) => ![...prefixes].some((other) => other !== prefix && prefix.startsWith(other)));
}

/** The public pages that are not for search engines (robots.txt disallows them). */
export const noindexPaths = (): string[] => ROUTE_NAMES.filter((name) => (SERVING[name] as RouteServing).noindex && !(ROUTES[name] as RouteEntry).member).map((name) => ROUTES[name].path);

/** A route's address with its one parameter filled in (encoded). */
export const withParam = (pattern: string, value: string): string => pattern.replace(/:[A-Za-z]+/, encodeURIComponent(value));
