import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { loadMessages } from '@/shared/i18n';
import { Spinner } from '@/shared/ui';
import { AppLayout, type RouteHandle } from '../layout/AppLayout';
import { PageError } from './PageError';

/** Pages with the slider (see docs/reference.md#screens): the layout renders it from the first (server) render, with the page's own lines of content slider2. */
const HOME_SLIDER: RouteHandle = { slider: 'IndexPage' };
const ABOUT_SLIDER: RouteHandle = { slider: 'AboutPage' };

/** A page's chunk, once the messages it registered are there in the current language. */
async function withMessages<M>(chunk: Promise<M>): Promise<M> {
  const module = await chunk;
  await loadMessages();
  return module;
}

/**
 * The pages under one error boundary inside the layout: a page whose chunk
 * fails to load (or that fails to render) shows its error where the page
 * would be, with header, navigation and footer.
 */
const inPageBoundary = (pages: RouteObject[]): RouteObject[] => [{ errorElement: <PageError />, children: pages }];

/** Every route of docs/reference.md#screens; each page is a lazy chunk. */
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
      {
        path: '/',
        handle: HOME_SLIDER,
        lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-home" */ '@/pages/home'))).HomePage }),
      },
      { path: '/signup', lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-signup" */ '@/pages/signup'))).SignupPage }) },
      { path: '/login', lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-login" */ '@/pages/login'))).LoginPage }) },
      {
        path: '/forgot',
        lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-forgot-password" */ '@/pages/forgot-password'))).ForgotPasswordPage }),
      },
      {
        path: '/contactus',
        lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-contact-us" */ '@/pages/contact-us'))).ContactUsPage }),
      },
      { path: '/invite', lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-invite" */ '@/pages/invite'))).InvitePage }) },
      { path: '/about', handle: ABOUT_SLIDER, lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-about" */ '@/pages/about'))).AboutPage }) },
      {
        path: '/freelancers',
        lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-freelancers" */ '@/pages/freelancers'))).FreelancersPage }),
      },
      {
        path: '/freelancer/:freelancerId',
        lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-freelancer" */ '@/pages/freelancer'))).FreelancerPage }),
      },
      {
        path: '/favorite-freelancers',
        lazy: async () => ({
          Component: (await withMessages(import(/* webpackChunkName: "page-favorite-freelancers" */ '@/pages/favorite-freelancers'))).FavoriteFreelancersPage,
        }),
      },
      {
        path: '/econsultationsettings',
        lazy: async () => ({
          Component: (await withMessages(import(/* webpackChunkName: "page-econsultation-settings" */ '@/pages/econsultation/settings'))).EConsultationSettingsPage,
        }),
      },
      {
        path: '/freelancerprofile',
        lazy: async () => ({
          Component: (await withMessages(import(/* webpackChunkName: "page-freelancer-profile" */ '@/pages/freelancer-profile'))).FreelancerProfilePage,
        }),
      },
      { path: '/profile', lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-profile" */ '@/pages/profile'))).ProfilePage }) },
      {
        path: '/vacancies',
        lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-vacancies" */ '@/pages/vacancies'))).VacanciesPage }),
      },
      {
        path: '/vacancy/:vacancyId',
        lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-vacancy" */ '@/pages/vacancy'))).VacancyPage }),
      },
      {
        path: '/vacancies/create',
        lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-vacancy-form" */ '@/pages/vacancy-form'))).CreateVacancyPage }),
      },
      {
        path: '/vacancies/:vacancyId',
        lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-vacancy-form" */ '@/pages/vacancy-form'))).EditVacancyPage }),
      },
      {
        path: '/vacancies-posted',
        lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-vacancies-posted" */ '@/pages/vacancies-posted'))).VacanciesPostedPage }),
      },
      {
        path: '/vacancies-posted/freelancers/:vacancyId',
        lazy: async () => ({
          Component: (await withMessages(import(/* webpackChunkName: "page-vacancy-applicants" */ '@/pages/vacancy-applicants'))).VacancyApplicantsPage,
        }),
      },
      {
        path: '/vacancies-applied',
        lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-vacancies-applied" */ '@/pages/vacancies-applied'))).VacanciesAppliedPage }),
      },
      {
        path: '/econsultancy/booking/:freelancerId',
        lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-booking" */ '@/pages/econsultation/booking'))).BookingPage }),
      },
      {
        path: '/econsultancy/bookings',
        lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-bookings" */ '@/pages/econsultation/bookings'))).BookingsPage }),
      },
      {
        path: '/econsultancy/booking/preview/:econsultancyId',
        lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-booking-preview" */ '@/pages/econsultation/booking-preview'))).BookingPreviewPage }),
      },
      {
        path: '/terms-and-conditions',
        lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-content" */ '@/pages/content-page'))).TermsPage }),
      },
      {
        path: '/privacy-and-cookies',
        lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-content" */ '@/pages/content-page'))).PrivacyPage }),
      },
      {
        path: '/help-and-support',
        lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-content" */ '@/pages/content-page'))).HelpPage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await withMessages(import(/* webpackChunkName: "page-not-found" */ '@/pages/not-found'))).NotFoundPage }),
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
