import { expect, test, type Page } from '@playwright/test';
import { layoutShiftSoFar, recordLayoutShift } from './support/layoutShift';

/**
 * The Arabic web font never moves the text: with `font-display: optional` a
 * font that arrives after the first layout waits for the next page. Here the
 * fonts are answered only once the content is visible, as on a phone whose
 * font comes late; the layout shift from the first paint on stays at most
 * 0.02, the bound the route walk (all-routes.spec.ts) holds the English public
 * pages to. A sum of what the browser reports: no timing is asserted.
 */
const MAX_CLS = 0.02;

async function shiftWithLateFonts(page: Page, path: string, content: (page: Page) => Promise<void>): Promise<number> {
  const held: (() => Promise<void>)[] = [];
  await page.route('**/*.woff2', (route) => void held.push(() => route.continue()));
  await recordLayoutShift(page);
  // The load event waits for the fonts: with them held, the page has only its DOM.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await content(page);
  await Promise.all(held.map((answer) => answer()));
  await page.unroute('**/*.woff2');
  await page.waitForLoadState('networkidle');
  return layoutShiftSoFar(page);
}

test('no layout shift on the Arabic pages when their font comes late', async ({ page, context, request }) => {
  const list = (await (await request.get('/api/v1.0/unauth/freelancers/page?page=0')).json()) as { data: { id: string }[] };
  const heading = (p: Page) => expect(p.locator('main h1').first()).toBeVisible();
  expect(await shiftWithLateFonts(page, `/freelancer/${list.data[0]!.id}?lang=ar`, heading)).toBeLessThanOrEqual(MAX_CLS);
  // A tab of its own: the first one has the font in its cache by now.
  const listPage = await context.newPage();
  const cards = (p: Page) => expect(p.locator('main article').first()).toBeVisible();
  expect(await shiftWithLateFonts(listPage, '/freelancers?lang=ar', cards)).toBeLessThanOrEqual(MAX_CLS);
});
