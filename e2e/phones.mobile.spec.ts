import { test, expect, type Page } from '@playwright/test';
import { todayIn } from '../contracts/econsultation/zoned-time';
import { demoBusiness, demoFreelancer, loginDemo } from './support/demo';
import { bookThroughApi, completeFreelancerProfile, offerEConsultations, registerMember, signedIn } from './support/profiles';

/**
 * Phones and long lists, in the 375 px project only: compact list
 * cards and booking rows, and select boxes that show their value whole.
 */

/**
 * "About 450 px" for a card, with room for a longer name or title wrapping once more: the longest demo card (two lines
 * of skills and the two-line note of a freelancer without e-consultations) is 488 px, on page 1 when the journeys
 * before this one left the demo's order as it is.
 */
const CARD_MAX = 500;
/** A vacancy card also says who is hiring: the company's logo, name and badge, on two lines for a long name. */
const VACANCY_CARD_MAX = 540;

async function cardHeights(page: Page): Promise<number[]> {
  const cards = page.locator('main ul > li > article');
  await expect(cards.first()).toBeVisible();
  await expect(cards).toHaveCount(10);
  return cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().height)));
}

test.describe('compact cards at 375 px', () => {
  test('a page of freelancer cards stays short; the preview keeps the full profile and the visitor masks', async ({ page }) => {
    await page.goto('/freelancers');
    const heights = await cardHeights(page);
    for (const height of heights) expect(height, `card heights ${heights.join(', ')}`).toBeLessThanOrEqual(CARD_MAX);

    const card = page.locator('main ul > li > article').first();
    // Key facts and actions on the card; the contact and the details are one tap away, not on it.
    await expect(card.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(card.getByText(/^Hourly rate: /)).toBeVisible();
    await expect(card.getByRole('button', { name: /^View full profile/ })).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Contact' })).toBeHidden();
    // The masked contact is folded away with its section, never shown unmasked.
    await expect(card.getByText('Please login to view').first()).toBeAttached();
    await expect(card.getByText('Please login to view').filter({ visible: true })).toHaveCount(0);
    await expect(card.getByText(/@/)).toHaveCount(0);

    await card.getByRole('button', { name: /^View full profile/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Contact' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Details' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Please login to view' }).first()).toBeVisible();
    await expect(dialog.getByText(/@/)).toHaveCount(0);
  });

  test('a page of vacancy cards stays short; the title leads to the vacancy page with every detail', async ({ page }) => {
    await page.goto('/vacancies');
    const heights = await cardHeights(page);
    for (const height of heights) expect(height, `card heights ${heights.join(', ')}`).toBeLessThanOrEqual(VACANCY_CARD_MAX);

    const card = page.locator('main ul > li > article').first();
    await expect(card.getByText(/^Hourly rate: /)).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Contact' })).toBeHidden();
    const title = card.getByRole('heading', { level: 2 }).getByRole('link');
    await title.click();
    await expect(page).toHaveURL(/\/vacancy\/[^/]+$/);
    const full = page.locator('main article').first();
    await expect(full.getByRole('heading', { name: 'Contact' })).toBeVisible();
    await expect(full.getByRole('link', { name: 'Please login to view' }).first()).toBeVisible();
  });
});

/** A compact booking card: the reference and status, who, when and the fees (nine bookings made a 5,700 px page). */
const BOOKING_CARD_MAX = 200;

test('a page of bookings stays short: who, when, the fees and the status on each card; the rest one tap away', async ({ page, request }, testInfo) => {
  const freelancer = await registerMember(request, testInfo, 'Layla');
  const freelancerId = await completeFreelancerProfile(request, freelancer);
  await offerEConsultations(request, freelancer);
  const business = await registerMember(request, testInfo, 'Omar', true);
  const dates = Array.from({ length: 9 }, (_, i) => new Date(Date.parse(`${todayIn('UTC')}T00:00:00Z`) + (3 + i) * 86_400_000).toISOString().slice(0, 10));
  const bookings = [];
  for (const date of dates) bookings.push(await bookThroughApi(request, business, freelancerId, date));
  await signedIn(page, business);
  await page.goto('/econsultancy/bookings');
  const rows = page.getByRole('region', { name: 'Upcoming' }).getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(9);
  const heights = await rows.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().height)));
  for (const height of heights) expect(height, `row heights ${heights.join(', ')}`).toBeLessThanOrEqual(BOOKING_CARD_MAX);

  const first = rows.first();
  await expect(first.getByRole('link', { name: `Open booking ${bookings[0].reference}` })).toBeVisible();
  await expect(first.getByText(`${freelancer.firstName} ${freelancer.lastName}`)).toBeVisible();
  // In the browser's zone, which the machine sets.
  await expect(first.getByText(/^\d{2}:\d{2} [AP]M – \d{2}:\d{2} [AP]M/)).toBeVisible();
  await expect(first.getByText('$40')).toBeVisible();
  await expect(first.getByText('Confirmed')).toBeVisible();
  await expect(first.getByText(freelancer.email)).toBeHidden();
  await first.getByRole('link', { name: `Open booking ${bookings[0].reference}` }).click();
  // The duration and the time zones the card leaves out.
  const details = page.getByRole('region', { name: 'Requested date and time' });
  await expect(details.getByText('Duration')).toBeVisible();
  await expect(details.getByText("Freelancer's time zone")).toBeVisible();
});

/**
 * Every visible select of the page, with its chosen option's text measured
 * in the select's own font against the room inside its padding.
 */
async function truncatedSelects(page: Page): Promise<string[]> {
  return page.locator('main select').evaluateAll((selects) => {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const cut: string[] = [];
    for (const element of selects as HTMLSelectElement[]) {
      if (!element.checkVisibility()) continue;
      const style = getComputedStyle(element);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = (element.selectedOptions[0]?.text ?? '').trim();
      const room = element.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      const width = context.measureText(text).width;
      if (width > room + 0.5) cut.push(`${element.labels?.[0]?.textContent?.trim() ?? element.name}: "${text}" needs ${Math.ceil(width)} px, has ${Math.floor(room)}`);
    }
    return cut;
  });
}

async function expectWholeSelects(page: Page, route: string, ready: () => Promise<void> = async () => {}) {
  await page.goto(route);
  await expect(page.locator('main select').first()).toBeVisible();
  await ready();
  expect(await page.locator('main select').count(), route).toBeGreaterThan(0);
  expect(await truncatedSelects(page), route).toEqual([]);
}

test.describe('select boxes at 375 px show their value whole', () => {
  test('search forms and sign-up', async ({ page }) => {
    await expectWholeSelects(page, '/freelancers', async () => {
      const more = page.getByRole('button', { name: /^More filters/ });
      if (await more.isVisible()) await more.click();
    });
    await expectWholeSelects(page, '/vacancies', async () => {
      await page.getByRole('button', { name: /^More filters/ }).click();
      await expect(page.getByLabel('Nationality')).toBeVisible();
    });
    await expectWholeSelects(page, '/signup');
  });

  test("a freelancer's forms", async ({ page }) => {
    await loginDemo(page, demoFreelancer(1));
    await expectWholeSelects(page, '/freelancerprofile');
    await expectWholeSelects(page, '/profile');
    await expectWholeSelects(page, '/econsultationsettings');
  });

  test("a business's vacancy form", async ({ page }) => {
    await loginDemo(page, demoBusiness(1));
    await expectWholeSelects(page, '/vacancies/create');
  });
});
