import { test as base, type BrowserContext, type Page } from '@playwright/test';

/**
 * Playwright's `test` with `newPage()`: a page in a browser context of its
 * own, for the second party of a journey (two members signed in side by
 * side: the sign-in lives in local storage, which a context shares). The
 * test's own `page` is the worker's reused one (reuseContext in
 * playwright.config.ts). These contexts close with the test: a page left open
 * would go on running its timers and animations for the rest of the worker.
 */
export const test = base.extend<{ newPage: () => Promise<Page> }>({
  newPage: async ({ browser }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext(testInfo.project.use);
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect } from '@playwright/test';

/**
 * A test that runs at 1280 px only (the mobile project's grepInvert in playwright.config.ts): a rule whose outcome
 * does not depend on the screen width, or the English journey of a capability whose Arabic journey runs at 375 px
 * (PHONE_WIDTH) — each capability end to end once per width and language (sign-up, bookings, vacancies, hiring, reviews,
 * conversations). A capability with no Arabic journey runs in English at both widths.
 */
export const ONE_WIDTH = { tag: '@one-width' };

/**
 * The Arabic journey of a capability whose English one runs at 1280 px (ONE_WIDTH), or one the English journeys
 * cover at both widths: it runs at 375 px only (the desktop project's grepInvert), where Khibra's Arabic readers mostly are and the layout is tightest,
 * and its axe checks run there (support/axe.ts). The route walk loads every route in Arabic at 375 px too.
 */
export const PHONE_WIDTH = { tag: '@phone-width' };

/**
 * A test that runs once more in New York's zone (project desktop-ny): what the server renders with dates (the visitor's
 * pages) and the booking journey. Members' pages are rendered in the browser only, so they have no server's dates to hydrate.
 */
export const ZONES = { tag: '@zones' };
/** ONE_WIDTH and ZONES. */
export const ONE_WIDTH_AND_ZONES = { tag: ['@one-width', '@zones'] };
