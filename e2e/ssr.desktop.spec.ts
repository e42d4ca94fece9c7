import { test, expect, type Page } from '@playwright/test';
import { completeFreelancerProfile, logInAs, registerMember, uniqueWord } from './support/profiles';
import { postVacancy } from './support/vacancies';

/**
 * Server-rendered public pages in the browser: it hydrates them
 * without console errors or warnings and without fetching the same data
 * again; navigation after hydration stays in the page; a member never gets
 * the visitor's masks. None of it depends on the screen's width: run at
 * 1280 px only. The HTML itself (content, meta tags, JSON-LD, both
 * languages) is ssr-html.desktop.spec.ts's.
 */

test.describe.configure({ timeout: 90_000 });

/** An id no freelancer or vacancy has: the server answers their pages 404. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Console errors and warnings of a page, and its API requests. */
function watch(page: Page) {
  const problems: string[] = [];
  const api: string[] = [];
  const styles: string[] = [];
  page.on('console', (message) => {
    // Chromium's own note on the server's Permissions-Policy header (a feature it does not know) is not the page's.
    if (message.text().startsWith('Error with Permissions-Policy header')) return;
    // Chromium's note on a page answered 404 (an unknown id) is that page's status, not a fault of it.
    if (message.text().includes('status of 404') && message.location().url.includes(UNKNOWN_ID)) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (request.url().includes('/api/')) api.push(new URL(request.url()).pathname);
    if (request.resourceType() === 'stylesheet') styles.push(new URL(request.url()).pathname);
  });
  return { problems, api, styles };
}

/** Hydrated: React took over the server's HTML. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

test('the server-rendered pages hydrate without console errors and without fetching their data again; links stay in the page', async ({ page, request }, testInfo) => {
  const freelancer = await registerMember(request, testInfo, 'Hala');
  const freelancerId = await completeFreelancerProfile(request, freelancer);
  const business = await registerMember(request, testInfo, 'Sami', true);
  const vacancyId = await postVacancy(request, business, `Sales coach ${uniqueWord(testInfo, 'hyd')}`);
  const { problems, api, styles } = watch(page);
  // Pages the server answered 404: the browser shows that answer, it does not ask again.
  const unknown = UNKNOWN_ID;

  for (const path of ['/', '/about', '/freelancers', `/freelancers?title=${freelancer.lastName}`, `/freelancer/${freelancerId}`, `/freelancer/${unknown}`, '/vacancies', `/vacancy/${vacancyId}`, `/vacancy/${unknown}`]) {
    api.length = 0;
    styles.length = 0;
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(api.filter((url) => /\/(unauth\/)?(freelancers?|vacanc(y|ies))(\/|$)/.test(url.replace(/^\/api\/v[\d.]+/, ''))), `${path} fetched again`).toEqual([]);
    // The app's and the page's stylesheets come inside the HTML (no round trip before the first paint), and hydration does not fetch them again.
    expect(styles.filter((url) => /^\/assets\/(main|page-)/.test(url)), `${path} stylesheets`).toEqual([]);
  }
  expect(problems).toEqual([]);

  // After hydration, a link is the router's: the page is not loaded again.
  await page.goto(`/vacancy/${vacancyId}`);
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await page.getByRole('link', { name: 'All vacancies' }).first().click();
  await expect(page).toHaveURL(/\/vacancies$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  expect(problems).toEqual([]);
});

test('a member loads /freelancers and never gets the visitor masks', async ({ page, request }, testInfo) => {
  const freelancer = await registerMember(request, testInfo, 'Dina');
  await completeFreelancerProfile(request, freelancer);
  const business = await registerMember(request, testInfo, 'Fadi', true);
  await logInAs(page, business);
  const response = await page.goto(`/freelancers?title=${freelancer.lastName}`);
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('Please login to view');
  expect(html).not.toContain('>Login<');
  const card = page.getByRole('article', { name: `${freelancer.firstName} ${freelancer.lastName}` });
  await expect(card.getByRole('link', { name: freelancer.email })).toBeVisible();
  await expect(page.getByText('Please login to view')).toHaveCount(0);
});

test('Share on a vacancy card copies the link of the vacancy page and says so', async ({ page, request }, testInfo) => {
  const business = await registerMember(request, testInfo, 'Nour', true);
  const title = `Sales coach ${uniqueWord(testInfo, 'share')}`;
  const vacancyId = await postVacancy(request, business, title);
  // The clipboard of a headless browser is not readable: record what the page writes; no share sheet either.
  await page.addInitScript(() => {
    const copied: string[] = [];
    (window as unknown as { copied: string[] }).copied = copied;
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void copied.push(text) }, configurable: true });
  });
  await page.goto(`/vacancies?keyword=${encodeURIComponent(title)}`);
  await hydrated(page);
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Share ${title}` }).click();
  await expect(page.getByText('Link copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([new URL(`/vacancy/${vacancyId}`, page.url()).href]);
  // The title links to the vacancy's own page.
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/vacancy/${vacancyId}$`));
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
});
