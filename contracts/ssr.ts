/**
 * Server-rendered public pages (issue 12): what the SPA and the server agree on.
 */

/** Non-secret cookie the SPA sets on login and clears on logout: only "signed in" (value 1). */
export const SIGNED_IN_COOKIE = 'khibra_signed_in';

/**
 * Public routes rendered on the server (react-router patterns), with the
 * webpack chunk of each page (webpackChunkName in src/app/routes/router.tsx):
 * the server links that chunk's CSS and scripts so the page is styled
 * without waiting for JavaScript. '*' is the not-found page (status 404).
 */
export const SSR_ROUTES = {
  '/': 'page-home',
  '/about': 'page-about',
  '/terms-and-conditions': 'page-content',
  '/privacy-and-cookies': 'page-content',
  '/help-and-support': 'page-content',
  '/freelancers': 'page-freelancers',
  '/freelancer/:freelancerId': 'page-freelancer',
  '/vacancies': 'page-vacancies',
  '/vacancy/:vacancyId': 'page-vacancy',
  '*': 'page-not-found',
} as const;

export type SsrRoutePattern = keyof typeof SSR_ROUTES;
