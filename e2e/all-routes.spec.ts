import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { todayIn } from '../contracts/econsultation/zoned-time';
import type { Locale } from '../contracts/locale';
import { matchRoutes } from 'react-router';
import { ROUTE_NAMES, ROUTES, SERVING, withParam, type RouteEntry, type RouteName } from '../contracts/routes';
import { API, ensureReferenceData } from './support/accounts';
import { axeViolations } from './support/axe';
import { layoutShiftSoFar, recordLayoutShift } from './support/layoutShift';
import { bookThroughApi, completeFreelancerProfile, logInAs, offerEConsultations, registerMember, uniqueWord, type Member } from './support/profiles';
import { postVacancy } from './support/vacancies';
import { ZONES } from './support/test';

/**
 * The route walk: every route of SPEC §2 (contracts/routes.ts), loaded once
 * per width and language (in English at 1280 px, in Arabic at 375 px: where
 * Arabic's longer words and right-to-left layout meet the narrowest screen)
 * and per role (visitor, business, freelancer; members walk their own routes
 * and the public ones that show members' data); in the two other pairs
 * (English at 375 px, Arabic at 1280 px) each role's first page, whose
 * header and menu are what differs there. On each load, every check that
 * needs a page:
 * - the common layout (banner, main at least half the screen high, footer,
 *   a level-1 heading) with no horizontal scroll and, on the public pages
 *   as a visitor sees them, a cumulative layout shift of at most 0.02 from
 *   the first paint to the content's arrival;
 * - no WCAG 2.1 A/AA violation in axe (with the experimental
 *   label-content-name-mismatch rule, WCAG 2.5.3 "label in name"): the pages
 *   render the same elements at both widths (only CSS differs), so each
 *   route's page is checked once per language;
 * - no console error and no uncaught error in the page;
 * - in Arabic: `<html lang="ar" dir="rtl">` and no Latin letters in visible
 *   text, apart from what members typed (isolated with dir="auto", <bdi> or
 *   a lang attribute), the brand name (and its cookies' names), PDF, e-mail
 *   addresses and links.
 * A visitor meets every member route as the same login page: /profile stands
 * for all. A member moves on from the walk's first page as the app's own
 * links do (the history, without loading the document again: 0.85 CPU
 * seconds less a page); a visitor loads every public page from the server,
 * whose render and hydration are under test (as a member's are in
 * ssr.desktop.spec.ts). Each role's test reports every finding of its walk at the end.
 * The browser's zone is Riyadh's at 1280 px and UTC at 375 px; project desktop-ny walks the public routes once more at
 * 1280 px in New York's, without axe and the layout shift (see zoneOnly).
 * The other journeys check only states this walk does not reach (forms with
 * their errors, a page scrolled through).
 */

// Axe takes seconds on a long list page when the machine is busy: a generous bound, no assertion on time.
test.describe.configure({ timeout: 900_000 });

const DAY = 86_400_000;
/** The slider area, images and videos reserve their space: at most this much cumulative layout shift per load. */
const MAX_LAYOUT_SHIFT = 0.02;
const dateIn = (days: number) => new Date(Date.parse(`${todayIn('UTC')}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** Ids no freelancer or vacancy has: their pages say so, inside the layout. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const catalog = (locale: Locale): Record<string, string> => {
  const dir = path.resolve('src', 'shared', 'i18n', locale);
  return Object.assign({}, ...fs.readdirSync(dir).filter((file) => file.endsWith('.json')).map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>));
};
const MESSAGES: Record<Locale, Record<string, string>> = { en: catalog('en'), ar: catalog('ar') };

interface World {
  freelancer: Member;
  business: Member;
  freelancerId: string;
  vacancyId: string;
  vacancyTitle: string;
  bookingId: string;
  conversationId: string;
}

/** A freelancer offering e-consultations who applied to a business's vacancy; the business favourited and booked them, and wrote to them about the vacancy. */
async function makeWorld(request: APIRequestContext, testInfo: TestInfo): Promise<World> {
  const freelancer = await registerMember(request, testInfo, 'Layla');
  const freelancerId = await completeFreelancerProfile(request, freelancer);
  await offerEConsultations(request, freelancer);
  const business = await registerMember(request, testInfo, 'Omar', true);
  const vacancyTitle = `Mentor ${uniqueWord(testInfo, 'Axe')}`;
  const vacancyId = await postVacancy(request, business, vacancyTitle);
  const applied = await request.put(`${API}/vacancy/apply`, { headers: { Authorization: freelancer.token }, data: { vacancyId } });
  expect(applied.ok(), await applied.text()).toBe(true);
  const favourite = await request.post(`${API}/freelancer/favorite`, { headers: { Authorization: business.token }, data: { id: freelancerId, fav: true } });
  expect(favourite.ok(), await favourite.text()).toBe(true);
  const booking = await bookThroughApi(request, business, freelancerId, dateIn(4));
  const profile = (await (await request.get(`${API}/unauth/freelancer/${freelancerId}`)).json()) as { data: { user: { id: string } } };
  const started = await request.post(`${API}/conversations`, { headers: { Authorization: business.token }, data: { withUserId: profile.data.user.id, vacancyId } });
  expect(started.ok(), await started.text()).toBe(true);
  const conversationId = ((await started.json()) as { data: { id: string } }).data.id;
  return { freelancer, business, freelancerId, vacancyId, vacancyTitle, bookingId: booking.id, conversationId };
}

/** A freelancer, a vacancy and its company of the demo marketplace (SEED_DEMO): a visitor's walk needs no account of its own. */
async function demoIds(request: APIRequestContext): Promise<{ freelancerId: string; lastName: string; vacancyId: string; companyId: string }> {
  const freelancers = (await (await request.get(`${API}/unauth/freelancers/page?page=0`)).json()) as { data: { id: string; user: { lastName: string } }[] };
  const vacancies = (await (await request.get(`${API}/unauth/vacancies`)).json()) as { data: { id: string }[] };
  // A company page from the sitemap (the demo businesses' and any a journey made).
  const companyId = /\/company\/([0-9a-f-]{36})</.exec(await (await request.get('/sitemaps/companies-1.xml')).text())?.[1];
  const [freelancer] = freelancers.data;
  const [vacancy] = vacancies.data;
  if (!freelancer || !vacancy || !companyId) throw new Error('the demo marketplace has no freelancer, vacancy or company page');
  return { freelancerId: freelancer.id, lastName: freelancer.user.lastName, vacancyId: vacancy.id, companyId };
}

/** What this world's members typed: their names and the vacancy's title (also as its file's name). */
const typedIn = (world: World): string[] => [
  ...[world.business, world.freelancer].flatMap((member) => [member.firstName, member.lastName]),
  world.vacancyTitle,
  world.vacancyTitle.replace(/ /g, '-'),
];

/** The value of each route parameter (contracts/routes.ts) in a walk: the ids of the world it walks. */
type RouteParams = Partial<Record<'freelancerId' | 'vacancyId' | 'companyId' | 'econsultancyId' | 'conversationId', string>>;

/** Addresses the table's path alone does not give: the query a page needs, a path no route matches. */
const EXPLICIT: Partial<Record<RouteName, string[]>> = {
  unsubscribe: ['/unsubscribe?token=not-a-token'],
  notFound: ['/no/such/page'],
  admin: ['/admin'],
};

/** Routes of the table the walk leaves out, each with its reason (none today: a new route is walked). */
const SKIPPED: Partial<Record<RouteName, string>> = {};

const isMemberRoute = (name: RouteName): boolean => (ROUTES[name] as RouteEntry).member === true;

/**
 * The addresses the walk loads for a route of the table: its path, its
 * parameter filled from `params` (a public page with data of its own also
 * with an unknown id: it says so inside the layout). A parameter the walk
 * has no value for stops the test: give it one, or skip the route with a reason.
 */
function addressesOf(name: RouteName, params: RouteParams): string[] {
  const explicit = EXPLICIT[name];
  if (explicit) return explicit;
  const { path: pattern } = ROUTES[name];
  const param = /:(\w+)/.exec(pattern)?.[1] as keyof RouteParams | undefined;
  if (!param) return [pattern];
  const value = params[param];
  if (!value) throw new Error(`the route walk has no value for :${param} of the route ${name}`);
  return isMemberRoute(name) ? [withParam(pattern, value)] : [withParam(pattern, value), withParam(pattern, UNKNOWN_ID)];
}

/** The routes of the table, in its order, that are members' pages (`member`) or not, at the walk's addresses. */
const routesWhere = (member: boolean, params: RouteParams): string[] =>
  ROUTE_NAMES.filter((name) => isMemberRoute(name) === member && !SKIPPED[name]).flatMap((name) => addressesOf(name, params));

/** The routes of SPEC §2 open to everyone, with real ids, unknown ids and a path that matches none. */
const publicRoutes = (ids: { freelancerId: string; vacancyId: string; companyId: string }): string[] => routesWhere(false, ids);

/**
 * The public routes whose content differs for a member (menus, unmasked contacts, favourites, apply and book buttons):
 * both pages of each kind for the role they are made for (a business favourites and books freelancers, a freelancer
 * applies to vacancies), the other kind's own page for the other role.
 */
function publicRoutesForMembers(ids: { freelancerId: string; vacancyId: string }, role: 'business' | 'freelancer'): string[] {
  return role === 'business' ? ['/', '/freelancers', `/freelancer/${ids.freelancerId}`, `/vacancy/${ids.vacancyId}`] : ['/', '/vacancies', `/vacancy/${ids.vacancyId}`, `/freelancer/${ids.freelancerId}`];
}

/** The routes of SPEC §2 that send a visitor to /login?next=… (RequireAuth), with this world's ids. */
const memberRoutes = (world: World): string[] =>
  routesWhere(true, { freelancerId: world.freelancerId, vacancyId: world.vacancyId, econsultancyId: world.bookingId, conversationId: world.conversationId });

/** Console errors and uncaught errors of a page, from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Chromium's own note on the server's Permissions-Policy header (a feature it does not know) is not the page's.
    // So is its note on an answer a page expects: 404 for an unknown id, 403 for another member's vacancy.
    if (message.type() !== 'error' || message.text().startsWith('Error with Permissions-Policy header')) return;
    if (/^Failed to load resource: the server responded with a status of 40[34] /.test(message.text())) return;
    errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
  return errors;
}

/** `page` in `locale` (the switcher's cookie), logged in as `member` when given, whose account then reads that language too. */
async function walkPage(page: Page, testInfo: TestInfo, locale: Locale, member?: Member): Promise<void> {
  await page.context().addCookies([{ name: 'khibra_lang', value: locale, url: String(testInfo.project.use.baseURL) }]);
  await recordLayoutShift(page);
  await ensureReferenceData(page);
  if (member) {
    const saved = await page.request.put(`${API}/user/language`, { headers: { Authorization: member.token }, data: { language: locale } });
    expect(saved.ok(), await saved.text()).toBe(true);
    await logInAs(page, member);
  }
}

/** A spinner's words (Spinner in shared/ui), in either language. */
const LOADING = new RegExp(`^(${MESSAGES.en.loading}|${MESSAGES.ar.loading})$`);

/**
 * The page once its heading shows, its requests are answered, nothing says it is loading (on a busy machine a part's
 * request can start after the network was quiet for the half second networkidle waits) and its (finite) animations
 * ended: a dialog still fading in would be measured half transparent.
 */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: LOADING })).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Visible text with Latin letters that is not what a member typed (isolated
 * with dir="auto", <bdi> or a lang attribute other than Arabic), once the
 * brand, e-mail addresses and links are taken out. A select shows its chosen option.
 */
function latinText(page: Page, typed: readonly string[]): Promise<string[]> {
  return page.evaluate((typedTexts) => {
    const userContent = '[dir="auto"], bdi, [lang]:not([lang|="ar"]), script, style, noscript, template';
    // The brand (and its cookies' names), file formats, UTC, IP (as Arabic writes it), CLDR's Arabic dollar sign (US$), e-mail addresses, links, booking references.
    const allowed = /[\w.+-]+@[\w-]+(\.[\w-]+)+|@example\.com|https?:\/\/\S+|www\.\S+|\bkhibra(_\w+)?\b|\b(PDF|JPEG|PNG|WebP|UTC|IP)\b|US\$|\bKH-[A-Z0-9]{4}-[A-Z0-9]{4}\b/gi;
    const found = new Set<string>();
    const look = (text: string) => {
      // What the test itself typed (names, titles, files named after them) is members' content wherever it shows.
      const rest = typedTexts.reduce((left, word) => left.split(word).join('').split(word.toLowerCase()).join(''), text).replace(allowed, '');
      if (/[A-Za-z]/.test(rest)) found.add(text.trim().slice(0, 120));
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(userContent) || parent.closest('option, select') || !parent.checkVisibility({ visibilityProperty: true })) continue;
      look(node.textContent ?? '');
    }
    for (const select of document.querySelectorAll('select')) {
      const chosen = select.selectedOptions[0];
      if (chosen && !chosen.closest(userContent) && select.checkVisibility({ visibilityProperty: true })) look(chosen.text);
    }
    return [...found];
  }, typed);
}

/** The page chunk (contracts/routes.ts) of an address: two routes of one chunk can show one page (the inbox and a conversation). */
const chunkAt = (address: string): string => {
  const name = matchRoutes(ROUTE_NAMES.map((route) => ({ id: route, path: ROUTES[route].path })), new URL(address, 'http://walk').pathname)?.at(-1)?.route.id;
  return SERVING[(name ?? 'notFound') as RouteName].chunk;
};

/**
 * Goes from `from` to `route` inside the app, as its links do: react-router follows the history's popstate. Waits
 * for the route's own heading: the one on screen is marked first, as a lazy route keeps the page it leaves until it
 * loads; a page of the same chunk may keep its heading, and settle() waits for its content.
 */
async function navigateInApp(page: Page, from: string, route: string): Promise<void> {
  const samePage = chunkAt(from) === chunkAt(route);
  if (!samePage) await page.locator('h1').first().evaluate((heading) => heading.setAttribute('data-left', ''));
  await page.evaluate((to) => {
    const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `walk${index}`, idx: index }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, route);
  await expect(page.locator('h1:not([data-left])').first()).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === route);
}

/**
 * The walk in New York's zone (project desktop-ny) looks for what a zone changes: console errors (a hydration
 * mismatch), the pages and their dates. Axe, the layout shift and the forms' states are the same in every zone: the
 * desktop project checks them.
 */
const zoneOnly = () => test.info().project.name === 'desktop-ny';

/** Every route in English at 1280 px and in Arabic at 375 px; the first page (the header and menu) in the other pairs. */
const walksEveryRoute = (locale: Locale) => (test.info().project.name === 'mobile') === (locale === 'ar');

/**
 * A member's walk: the routes and what the members typed. The first page alone (the other pairs) needs the member
 * alone; every route needs the world whose pages they are.
 */
async function memberWalk(request: APIRequestContext, testInfo: TestInfo, locale: Locale, role: 'business' | 'freelancer'): Promise<{ member: Member; routes: string[]; typed: string[] }> {
  if (!walksEveryRoute(locale)) {
    const member = await registerMember(request, testInfo, role === 'business' ? 'Omar' : 'Layla', role === 'business');
    // The first of each list below.
    return { member, routes: [locale === 'en' ? '/' : '/invite'], typed: [member.firstName, member.lastName] };
  }
  const world = await makeWorld(request, testInfo);
  // A member's public pages differ from a visitor's where they show members' data: walked in English; in Arabic the member pages.
  const routes = locale === 'en' ? [...publicRoutesForMembers(world, role), ...memberRoutes(world)] : memberRoutes(world);
  return { member: world[role], routes, typed: typedIn(world) };
}

/** Not-found pages: the path that matches no route and the unknown ids. */
const isNotFound = (route: string) => route === '/no/such/page' || route.endsWith(UNKNOWN_ID);
/** One conversation: on a phone it fills the screen. */
const isConversation = (route: string) => /^\/messages\/[^/]+$/.test(route) && !isNotFound(route);

/**
 * Loads each route once and runs every check on it; returns what failed (console errors are gathered by the caller).
 * A member's walk moves through the app's navigation after its first page.
 */
async function walk(page: Page, routes: string[], role: string, locale: Locale, typed: readonly string[] = []): Promise<string[]> {
  const found: string[] = [];
  const viewportHeight = page.viewportSize()?.height ?? 0;
  const walked = walksEveryRoute(locale) ? routes : routes.slice(0, 1);
  for (const [index, route] of walked.entries()) {
    const label = `${route} (${role}, ${locale})`;
    await test.step(label, async () => {
      if (index > 0 && role !== 'visitor') await navigateInApp(page, walked[index - 1] ?? '/', route);
      else await page.goto(route);
      await settle(page);
      // The common layout; a conversation on a phone takes the whole screen instead (no site header or footer).
      const chatScreen = isConversation(route) && (page.viewportSize()?.width ?? 0) < 768;
      await expect(page.getByRole('banner'), label).toBeVisible({ visible: !chatScreen });
      await expect(page.getByRole('main'), label).toBeVisible();
      await expect(page.getByRole('contentinfo'), label).toBeVisible({ visible: !chatScreen });
      if (!isNotFound(route)) await expect(page.getByRole('heading', { name: MESSAGES[locale]['notFound.title'] }), label).toHaveCount(0);
      const minHeight = await page.getByRole('main').evaluate((el) => getComputedStyle(el).minHeight);
      if (parseFloat(minHeight) < viewportHeight / 2 - 1) found.push(`${label}: main is ${minHeight} high at least, under half the screen`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) found.push(`${label}: horizontal scroll of ${overflow} px`);
      // Two frames after the content arrived: the sum the browser reported, no timing asserted. Public pages, as a visitor
      // sees them, in either language.
      if (role === 'visitor' && !zoneOnly()) {
        const shift = await layoutShiftSoFar(page);
        if (shift > MAX_LAYOUT_SHIFT) found.push(`${label}: layout shift ${shift.toFixed(3)}`);
      }
      // The language of the page, from the server's first byte.
      await expect(page.locator('html'), label).toHaveAttribute('lang', locale);
      await expect(page.locator('html'), label).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      if (locale === 'ar') found.push(...(await latinText(page, typed)).map((text) => `${label}: Latin text «${text}»`));
      if (!zoneOnly()) found.push(...(await axeViolations(page, label)));
    });
  }
  return found;
}

for (const locale of ['en', 'ar'] as const) {
  test.describe(`in ${locale === 'en' ? 'English' : 'Arabic'}`, () => {
    test('the public routes as a visitor: layout, axe, console, language', ZONES, async ({ page, request }, testInfo) => {
      const demo = await demoIds(request);
      await walkPage(page, testInfo, locale);
      const errors = consoleErrors(page);
      const found = await walk(page, [...publicRoutes(demo), ROUTES.profile.path], 'visitor', locale);

      if (locale === 'en' && !zoneOnly()) {
        await test.step('the full-profile preview dialog', async () => {
          await page.goto(`/freelancers?title=${encodeURIComponent(demo.lastName)}`);
          await settle(page);
          const view = page.getByRole('button', { name: /^View full profile/ }).first();
          await view.click();
          const dialog = page.getByRole('dialog', { name: new RegExp(demo.lastName) });
          await expect(dialog).toBeVisible();
          // A native modal <dialog>: in the top layer, the rest of the page inert.
          expect(await dialog.evaluate((el) => el instanceof HTMLDialogElement && el.matches(':modal'))).toBe(true);
          await settle(page);
          found.push(...(await axeViolations(page, 'preview dialog (visitor)')));
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
          await expect(view).toBeFocused();
        });
      }

      expect.soft(found).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('the routes as a business: layout, axe, console, language', async ({ page, request }, testInfo) => {
      const { member, routes, typed } = await memberWalk(request, testInfo, locale, 'business');
      await walkPage(page, testInfo, locale, member);
      const errors = consoleErrors(page);
      const found = await walk(page, routes, 'business', locale, typed);

      // The elements are the same at both widths: checked once, where English walks every route.
      if (locale === 'en' && walksEveryRoute(locale)) {
        await test.step('the vacancy PDF field is one control, named by its label and its visible text', async () => {
          await page.goto('/vacancies/create');
          await settle(page);
          await expect(page.getByRole('button', { name: /Choose a PDF/ })).toHaveCount(1);
          await expect(page.getByRole('button', { name: /Choose a PDF/ })).toHaveAccessibleName(/^Vacancy details \(PDF\)/);
        });

        await test.step('the vacancy form with its errors shown', async () => {
          await page.getByRole('button', { name: 'Post Vacancy' }).click();
          await expect(page.getByText('Please enter the required field Title')).toBeVisible();
          found.push(...(await axeViolations(page, '/vacancies/create with errors (business)')));
        });
      }

      expect.soft(found).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('the routes as a freelancer: layout, axe, console, language', async ({ page, request }, testInfo) => {
      const { member, routes, typed } = await memberWalk(request, testInfo, locale, 'freelancer');
      await walkPage(page, testInfo, locale, member);
      const errors = consoleErrors(page);
      const found = await walk(page, routes, 'freelancer', locale, typed);

      if (locale === 'en' && walksEveryRoute(locale)) {
        await test.step('the hidden photo and résumé file inputs are not exposed as second buttons', async () => {
          await page.goto('/freelancerprofile');
          await settle(page);
          await expect(page.getByRole('button', { name: 'Choose photo' })).toHaveCount(1);
          await expect(page.getByRole('button', { name: 'Replace resume' })).toHaveCount(1);
          await expect(page.getByRole('button', { name: 'Upload resume (PDF)' })).toHaveCount(0);
        });

        await test.step('the preview of the own profile', async () => {
          await page.getByRole('button', { name: 'Preview profile' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await settle(page);
          found.push(...(await axeViolations(page, '/freelancerprofile preview (freelancer)')));
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toBeHidden();
        });
      }

      expect.soft(found).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
