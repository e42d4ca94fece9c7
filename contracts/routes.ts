/**
 * Every route of SPEC §2 in one table: what the SPA's router, the server
 * renderer (head, title, status), the page titles and the sitemap are all
 * derived from. The page component of each route stays in the SPA
 * (src/app/routes/router.tsx, keyed by these names) and the data a
 * server-rendered page fetches first in its server renderer
 * (src/app/ssr/routeData.ts): the server never imports the SPA.
 */
export interface RouteEntry {
  /** react-router pattern; '*' is the not-found page. */
  readonly path: string;
  /** The page's webpack chunk (its webpackChunkName): the server links its CSS and scripts. */
  readonly chunk: string;
  /** Message key of the page's title (a profile or vacancy titles itself once loaded). */
  readonly title: string;
  /** Message key of the link preview's description; the site's description otherwise. */
  readonly description?: string;
  /** Public: anyone may open it. Member: a visitor is sent to /login?next=… (SPEC §6). */
  readonly access: 'public' | 'member';
  /** A visitor gets it rendered on the server (with its data, head and status). */
  readonly ssr?: boolean;
  /** Listed in /sitemaps/pages.xml (pages with data of their own have sitemaps of their own). */
  readonly sitemap?: boolean;
  /** The page shows the slider with the lines of this CMS page (SPEC §2). */
  readonly slider?: string;
}

export const ROUTES = {
  home: {
    path: '/',
    chunk: 'page-home',
    title: 'meta.home.title',
    description: 'meta.home.description',
    access: 'public',
    ssr: true,
    sitemap: true,
    slider: 'IndexPage',
  },
  signup: { path: '/signup', chunk: 'page-signup', title: 'meta.signup.title', description: 'meta.signup.description', access: 'public' },
  login: { path: '/login', chunk: 'page-login', title: 'meta.login.title', access: 'public' },
  forgot: { path: '/forgot', chunk: 'page-forgot-password', title: 'meta.forgot.title', access: 'public' },
  contactUs: { path: '/contactus', chunk: 'page-contact-us', title: 'meta.contactUs.title', description: 'meta.contactUs.description', access: 'public' },
  invite: { path: '/invite', chunk: 'page-invite', title: 'meta.invite.title', description: 'meta.invite.description', access: 'member' },
  about: {
    path: '/about',
    chunk: 'page-about',
    title: 'meta.about.title',
    description: 'meta.about.description',
    access: 'public',
    ssr: true,
    sitemap: true,
    slider: 'AboutPage',
  },
  freelancers: {
    path: '/freelancers',
    chunk: 'page-freelancers',
    title: 'meta.freelancers.title',
    description: 'meta.freelancers.description',
    access: 'public',
    ssr: true,
    sitemap: true,
  },
  freelancer: { path: '/freelancer/:freelancerId', chunk: 'page-freelancer', title: 'meta.freelancer.pending', access: 'public', ssr: true },
  favoriteFreelancers: { path: '/favorite-freelancers', chunk: 'page-favorite-freelancers', title: 'meta.favorites.title', access: 'member' },
  econsultationSettings: { path: '/econsultationsettings', chunk: 'page-econsultation-settings', title: 'meta.econsultationSettings.title', access: 'member' },
  freelancerProfile: { path: '/freelancerprofile', chunk: 'page-freelancer-profile', title: 'meta.freelancerProfile.title', access: 'member' },
  profile: { path: '/profile', chunk: 'page-profile', title: 'meta.profile.title', access: 'member' },
  vacancies: {
    path: '/vacancies',
    chunk: 'page-vacancies',
    title: 'meta.vacancies.title',
    description: 'meta.vacancies.description',
    access: 'public',
    ssr: true,
    sitemap: true,
  },
  vacancy: { path: '/vacancy/:vacancyId', chunk: 'page-vacancy', title: 'meta.vacancy.pending', access: 'public', ssr: true },
  vacancyCreate: { path: '/vacancies/create', chunk: 'page-vacancy-form', title: 'meta.vacancyCreate.title', access: 'member' },
  vacancyEdit: { path: '/vacancies/:vacancyId', chunk: 'page-vacancy-form', title: 'meta.vacancyEdit.title', access: 'member' },
  vacanciesPosted: { path: '/vacancies-posted', chunk: 'page-vacancies-posted', title: 'meta.vacanciesPosted.title', access: 'member' },
  vacancyApplicants: {
    path: '/vacancies-posted/freelancers/:vacancyId',
    chunk: 'page-vacancy-applicants',
    title: 'meta.vacancyApplicants.title',
    access: 'member',
  },
  vacanciesApplied: { path: '/vacancies-applied', chunk: 'page-vacancies-applied', title: 'meta.vacanciesApplied.title', access: 'member' },
  booking: {
    path: '/econsultancy/booking/:freelancerId',
    chunk: 'page-booking',
    title: 'meta.booking.title',
    description: 'meta.booking.description',
    access: 'member',
  },
  bookings: { path: '/econsultancy/bookings', chunk: 'page-bookings', title: 'meta.bookings.title', access: 'member' },
  bookingPreview: { path: '/econsultancy/booking/preview/:econsultancyId', chunk: 'page-booking-preview', title: 'meta.bookingPreview.title', access: 'member' },
  terms: { path: '/terms-and-conditions', chunk: 'page-content', title: 'meta.terms.title', access: 'public', ssr: true, sitemap: true },
  privacy: { path: '/privacy-and-cookies', chunk: 'page-content', title: 'meta.privacy.title', access: 'public', ssr: true, sitemap: true },
  help: { path: '/help-and-support', chunk: 'page-content', title: 'meta.help.title', access: 'public', ssr: true, sitemap: true },
  notFound: { path: '*', chunk: 'page-not-found', title: 'meta.notFound.title', access: 'public', ssr: true },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTES;

/** The route names in the table's order (the router matches by rank, not order, but keeps it). */
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** The public pages without data of their own, for /sitemaps/pages.xml. */
export const SITEMAP_PAGES: string[] = ROUTE_NAMES.map((name): RouteEntry => ROUTES[name])
  .filter((route) => route.sitemap)
  .map((route) => route.path);

/** A route's address with its one parameter filled in (encoded). */
export const withParam = (pattern: string, value: string): string => pattern.replace(/:[A-Za-z]+/, encodeURIComponent(value));
