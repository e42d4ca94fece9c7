import { expect, test, type Page } from '@playwright/test';

/**
 * No layout shift on the public pages: the slider area, images and
 * videos reserve their space. Sums the 'layout-shift' entries without recent
 * input from the first paint on (buffered observer installed before the page
 * runs), once the page has loaded and its content has arrived (network idle,
 * the page's own content visible, two frames later). A deterministic sum of
 * what the browser reports — no timing is asserted. Runs in both projects
 * (desktop 1280 px and mobile 375 px).
 */
const MAX_CLS = 0.02;

/**
 * `lateFonts`: the web fonts are answered only once the content is visible,
 * as on a phone whose font arrives after the first layout; a font that then
 * replaced the system one would move the text.
 */
async function layoutShift(page: Page, path: string, content: (page: Page) => Promise<void>, lateFonts = false): Promise<number> {
  const held: (() => Promise<void>)[] = [];
  if (lateFonts) await page.route('**/*.woff2', (route) => void held.push(() => route.continue()));
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The load event waits for the fonts: with them held, the page has only its DOM.
  await page.goto(path, { waitUntil: lateFonts ? 'domcontentloaded' : 'load' });
  await content(page);
  await Promise.all(held.map((answer) => answer()));
  await page.unroute('**/*.woff2');
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { __cls: number }).__cls)));
      }),
  );
}

const heading = (page: Page) => expect(page.locator('main h1').first()).toBeVisible();

const routes: [string, (page: Page) => Promise<void>][] = [
  ['/', heading],
  ['/about', heading],
  ['/terms-and-conditions', heading],
  ['/privacy-and-cookies', heading],
  ['/help-and-support', heading],
  ['/freelancers', (page) => expect(page.locator('main article').first()).toBeVisible()],
  ['/vacancies', (page) => expect(page.locator('main article').first()).toBeVisible()],
];

for (const [path, content] of routes) {
  test(`no layout shift on ${path}`, async ({ page }) => {
    const cls = await layoutShift(page, path, content);
    expect(cls).toBeLessThanOrEqual(MAX_CLS);
  });
}

test('no layout shift on a freelancer page', async ({ page, request }) => {
  const list = (await (await request.get('/api/v1.0/unauth/freelancers/page?page=0')).json()) as { data: { id: string }[] };
  const cls = await layoutShift(page, `/freelancer/${list.data[0]!.id}`, heading);
  expect(cls).toBeLessThanOrEqual(MAX_CLS);
});

test('no layout shift on the Arabic pages when their font comes late', async ({ page, context, request }) => {
  const list = (await (await request.get('/api/v1.0/unauth/freelancers/page?page=0')).json()) as { data: { id: string }[] };
  expect(await layoutShift(page, `/freelancer/${list.data[0]!.id}?lang=ar`, heading, true)).toBeLessThanOrEqual(MAX_CLS);
  const listPage = await context.newPage();
  const cards = (p: Page) => expect(p.locator('main article').first()).toBeVisible();
  expect(await layoutShift(listPage, '/freelancers?lang=ar', cards, true)).toBeLessThanOrEqual(MAX_CLS);
});
