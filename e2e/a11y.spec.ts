import { test, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { todayIn } from '../contracts/econsultation';
import { API, ensureReferenceData } from './support/accounts';
import { bookThroughApi, completeFreelancerProfile, logInAs, offerEConsultations, registerMember, uniqueWord, type Member } from './support/profiles';
import { postVacancy } from './support/vacancies';

/**
 * Accessibility (issue 16): every route of docs/reference.md#screens (src/shared/routes) has
 * no WCAG 2.1 A/AA violation in axe, at 1280 and 375 px (the two projects),
 * as a visitor, a business and a freelancer. One test per role visits the
 * routes in turn and reports every violation found at the end; a visitor
 * meets the member-only routes as the login page, so one of them stands for
 * all. The other journeys audit only states this one does not reach (forms
 * with their errors, a page scrolled through). axe's
 * label-content-name-mismatch rule (WCAG 2.5.3, "label in name") is
 * experimental, so off by default: it is switched on here.
 */

// Axe takes seconds on a long list page when the machine is busy: a generous bound, no assertion on time.
test.describe.configure({ timeout: 480_000 });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.parse(`${todayIn('UTC')}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

interface World {
  freelancer: Member;
  business: Member;
  freelancerId: string;
  vacancyId: string;
  bookingId: string;
}

/** A freelancer offering e-consultations who applied to a business's vacancy; the business favourited and booked them. */
async function makeWorld(request: APIRequestContext, testInfo: TestInfo): Promise<World> {
  const freelancer = await registerMember(request, testInfo, 'Layla');
  const freelancerId = await completeFreelancerProfile(request, freelancer);
  await offerEConsultations(request, freelancer);
  const business = await registerMember(request, testInfo, 'Omar', true);
  const vacancyId = await postVacancy(request, business, `Mentor ${uniqueWord(testInfo, 'Axe')}`);
  const applied = await request.put(`${API}/vacancy/apply`, { headers: { Authorization: freelancer.token }, data: { vacancyId } });
  expect(applied.ok(), await applied.text()).toBe(true);
  const favourite = await request.post(`${API}/freelancer/favorite`, { headers: { Authorization: business.token }, data: { id: freelancerId, fav: true } });
  expect(favourite.ok(), await favourite.text()).toBe(true);
  const booking = await bookThroughApi(request, business, freelancerId, dateIn(4));
  return { freelancer, business, freelancerId, vacancyId, bookingId: booking.id };
}

/** The routes of docs/reference.md#screens open to everyone, with this world's ids, and a path that matches none. */
function publicRoutes(world: World): string[] {
  return [
    '/',
    '/signup',
    '/login',
    '/forgot',
    '/contactus',
    '/about',
    '/freelancers',
    `/freelancer/${world.freelancerId}`,
    '/vacancies',
    `/vacancy/${world.vacancyId}`,
    '/terms-and-conditions',
    '/privacy-and-cookies',
    '/help-and-support',
    '/no/such/page',
  ];
}

/** The routes of docs/reference.md#screens that send a visitor to /login?next=… (RequireAuth), with this world's ids. */
function memberRoutes(world: World): string[] {
  return [
    '/invite',
    '/favorite-freelancers',
    '/econsultationsettings',
    '/freelancerprofile',
    '/profile',
    '/vacancies/create',
    `/vacancies/${world.vacancyId}`,
    '/vacancies-posted',
    `/vacancies-posted/freelancers/${world.vacancyId}`,
    '/vacancies-applied',
    `/econsultancy/booking/${world.freelancerId}`,
    '/econsultancy/bookings',
    `/econsultancy/booking/preview/${world.bookingId}`,
  ];
}

/** The page once its heading shows, its requests are answered and its (finite) animations ended: a dialog still fading in would be measured half transparent. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** WCAG 2.1 A/AA violations on the page as it stands, one line per rule with the elements concerned. */
async function violations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(TAGS)
    .analyze();
  return results.violations.map((v) => `${label}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Visits every route in turn and returns all violations found. */
async function auditRoutes(page: Page, routes: string[], role: string): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await test.step(route, async () => {
      await page.goto(route);
      await settle(page);
      found.push(...(await violations(page, `${route} (${role})`)));
    });
  }
  return found;
}

test('every route as a visitor has no WCAG 2.1 A/AA violation', async ({ page, request }, testInfo) => {
  const world = await makeWorld(request, testInfo);
  await ensureReferenceData(page);
  // A visitor gets the same login page on every member route: one of them stands for all.
  const found = await auditRoutes(page, [...publicRoutes(world), '/profile'], 'visitor');

  await test.step('the full-profile preview dialog', async () => {
    await page.goto(`/freelancers?title=${world.freelancer.lastName}`);
    await settle(page);
    const view = page.getByRole('button', { name: /^View full profile/ });
    await view.click();
    const dialog = page.getByRole('dialog', { name: new RegExp(world.freelancer.lastName) });
    await expect(dialog).toBeVisible();
    // A native modal <dialog>: in the top layer, the rest of the page inert.
    expect(await dialog.evaluate((el) => el instanceof HTMLDialogElement && el.matches(':modal'))).toBe(true);
    await settle(page);
    found.push(...(await violations(page, 'preview dialog (visitor)')));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();
  });

  expect(found).toEqual([]);
});

test('every route as a business has no WCAG 2.1 A/AA violation', async ({ page, request }, testInfo) => {
  const world = await makeWorld(request, testInfo);
  await ensureReferenceData(page);
  await logInAs(page, world.business);
  const found = await auditRoutes(page, [...publicRoutes(world), ...memberRoutes(world)], 'business');

  await test.step('the vacancy PDF field is one control, named by its label and its visible text', async () => {
    await page.goto('/vacancies/create');
    await settle(page);
    await expect(page.getByRole('button', { name: /Choose a PDF/ })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Choose a PDF/ })).toHaveAccessibleName(/^Vacancy details \(PDF\)/);
  });

  await test.step('the vacancy form with its errors shown', async () => {
    await page.getByRole('button', { name: 'Post Vacancy' }).click();
    await expect(page.getByText('Please enter the required field Title')).toBeVisible();
    found.push(...(await violations(page, '/vacancies/create with errors (business)')));
  });

  expect(found).toEqual([]);
});

test('every route as a freelancer has no WCAG 2.1 A/AA violation', async ({ page, request }, testInfo) => {
  const world = await makeWorld(request, testInfo);
  await ensureReferenceData(page);
  await logInAs(page, world.freelancer);
  const found = await auditRoutes(page, [...publicRoutes(world), ...memberRoutes(world)], 'freelancer');

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
    found.push(...(await violations(page, '/freelancerprofile preview (freelancer)')));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  expect(found).toEqual([]);
});
