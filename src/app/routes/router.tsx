import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { ROUTE_NAMES, ROUTES, type RouteEntry, type RouteName } from '@contracts/routes';
import { loadMessages } from '@/shared/i18n';
import { Spinner } from '@/shared/ui';
import { AppLayout, type RouteHandle } from '../layout/AppLayout';
import { PageError } from './PageError';

/** A page's chunk, once the messages it registered are there in the current language. */
async function withMessages<M>(chunk: Promise<M>): Promise<M> {
  const module = await chunk;
  await loadMessages();
  return module;
}

/**
 * The page component of every route of the table (contracts/routes.ts). A
 * webpackChunkName must be written out, so each repeats its route's `chunk`
 * in the table (SERVING); routes.test.ts holds them equal, and the build fails
 * when a chunk of the table is not among its chunks (webpack.config.ts).
 */
const PAGES: Record<RouteName, () => Promise<ComponentType>> = {
  home: async () => (await import(/* webpackChunkName: "page-home" */ '@/pages/home')).HomePage,
  signup: async () => (await import(/* webpackChunkName: "page-signup" */ '@/pages/signup')).SignupPage,
  login: async () => (await import(/* webpackChunkName: "page-login" */ '@/pages/login')).LoginPage,
  forgot: async () => (await import(/* webpackChunkName: "page-forgot-password" */ '@/pages/forgot-password')).ForgotPasswordPage,
  contactUs: async () => (await import(/* webpackChunkName: "page-contact-us" */ '@/pages/contact-us')).ContactUsPage,
  invite: async () => (await import(/* webpackChunkName: "page-invite" */ '@/pages/invite')).InvitePage,
  about: async () => (await import(/* webpackChunkName: "page-about" */ '@/pages/about')).AboutPage,
  freelancers: async () => (await import(/* webpackChunkName: "page-freelancers" */ '@/pages/freelancers')).FreelancersPage,
  freelancer: async () => (await import(/* webpackChunkName: "page-freelancer" */ '@/pages/freelancer')).FreelancerPage,
  favoriteFreelancers: async () => (await import(/* webpackChunkName: "page-favorite-freelancers" */ '@/pages/favorite-freelancers')).FavoriteFreelancersPage,
  econsultationSettings: async () =>
    (await import(/* webpackChunkName: "page-econsultation-settings" */ '@/pages/econsultation/settings')).EConsultationSettingsPage,
  freelancerProfile: async () => (await import(/* webpackChunkName: "page-freelancer-profile" */ '@/pages/freelancer-profile')).FreelancerProfilePage,
  profile: async () => (await import(/* webpackChunkName: "page-profile" */ '@/pages/account/profile')).ProfilePage,
  vacancies: async () => (await import(/* webpackChunkName: "page-vacancies" */ '@/pages/vacancies')).VacanciesPage,
  vacancy: async () => (await import(/* webpackChunkName: "page-vacancy" */ '@/pages/vacancy')).VacancyPage,
  vacancyCreate: async () => (await import(/* webpackChunkName: "page-vacancy-form" */ '@/pages/vacancy-form')).CreateVacancyPage,
  vacancyEdit: async () => (await import(/* webpackChunkName: "page-vacancy-form" */ '@/pages/vacancy-form')).EditVacancyPage,
  vacanciesPosted: async () => (await import(/* webpackChunkName: "page-vacancies-posted" */ '@/pages/vacancies-posted')).VacanciesPostedPage,
  vacancyApplicants: async () => (await import(/* webpackChunkName: "page-vacancy-applicants" */ '@/pages/hiring/vacancy-applicants')).VacancyApplicantsPage,
  vacanciesApplied: async () => (await import(/* webpackChunkName: "page-vacancies-applied" */ '@/pages/vacancies-applied')).VacanciesAppliedPage,
  company: async () => (await import(/* webpackChunkName: "page-company" */ '@/pages/hiring/company')).CompanyPage,
  myCompany: async () => (await import(/* webpackChunkName: "page-my-company" */ '@/pages/hiring/my-company')).MyCompanyPage,
  booking: async () => (await import(/* webpackChunkName: "page-booking" */ '@/pages/econsultation/booking')).BookingPage,
  bookings: async () => (await import(/* webpackChunkName: "page-bookings" */ '@/pages/econsultation/bookings')).BookingsPage,
  bookingPreview: async () => (await import(/* webpackChunkName: "page-booking-preview" */ '@/pages/econsultation/booking-preview')).BookingPreviewPage,
  // The inbox and a conversation are one page (side by side on wide screens).
  messages: async () => (await import(/* webpackChunkName: "page-messages" */ '@/pages/messages')).MessagesPage,
  conversation: async () => (await import(/* webpackChunkName: "page-messages" */ '@/pages/messages')).MessagesPage,
  terms: async () => (await import(/* webpackChunkName: "page-content" */ '@/pages/content-page')).TermsPage,
  privacy: async () => (await import(/* webpackChunkName: "page-content" */ '@/pages/content-page')).PrivacyPage,
  help: async () => (await import(/* webpackChunkName: "page-content" */ '@/pages/content-page')).HelpPage,
  admin: async () => (await import(/* webpackChunkName: "page-admin" */ '@/pages/admin')).AdminPage,
  unsubscribe: async () => (await import(/* webpackChunkName: "page-unsubscribe" */ '@/pages/account/unsubscribe')).UnsubscribePage,
  notFound: async () => (await import(/* webpackChunkName: "page-not-found" */ '@/pages/not-found')).NotFoundPage,
};

/** A route of the table: its page a lazy chunk; its handle names it (title, slider) for the layout. */
function route(name: RouteName): RouteObject {
  const entry: RouteEntry = ROUTES[name];
  const handle: RouteHandle = { route: name, slider: entry.slider };
  return { path: entry.path, handle, lazy: async () => ({ Component: await withMessages(PAGES[name]()) }) };
}

/** Whether a route is a members' page. */
const isMember = (name: RouteName): boolean => (ROUTES[name] as RouteEntry).member === true;

/**
 * The pages under one error boundary inside the layout: a page whose chunk
 * fails to load (or that fails to render) shows its error where the page
 * would be, with header, navigation and footer.
 */
const inPageBoundary = (pages: RouteObject[]): RouteObject[] => [{ errorElement: <PageError />, children: pages }];

/** Every route of SPEC §2 (contracts/routes.ts), the members' ones under one guard. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // The layout itself failing: nothing of it can be kept.
    errorElement: (
      <main id="main">
        <PageError />
      </main>
    ),
    // Shown for the instant the first page's chunk loads.
    hydrateFallbackElement: <Spinner size="lg" />,
    children: inPageBoundary([
      ...ROUTE_NAMES.filter((name) => !isMember(name)).map(route),
      {
        // A visitor is sent to /login?next=… (SPEC §6) before a members' page renders; loaded with the first members' page.
        lazy: async () => ({ Component: (await import(/* webpackChunkName: "members-only" */ './MembersOnly')).MembersOnly }),
        children: ROUTE_NAMES.filter(isMember).map(route),
      },
    ]),
  },
];

/**
 * The browser's router. On a server-rendered page, the lazy parts of the
 * matched routes are loaded first and the router starts from the server's
 * hydration data, so the first client render equals the server's HTML.
 */
export const createRouter = (hydrationData?: HydrationState) => createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);

/**
 * Loads the lazy modules of the routes matching the current URL (before
 * hydrating). False when one could not be fetched: the page is then
 * rendered afresh, so the router shows its error inside the layout instead
 * of a server page that never comes to life.
 */
export async function loadMatchedRoutes(): Promise<boolean> {
  const matches = matchRoutes(routes, window.location) ?? [];
  try {
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, loaded);
        route.lazy = undefined;
      }),
    );
    return true;
  } catch {
    return false;
  }
}
