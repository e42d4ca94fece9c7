import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { completeFreelancerProfile, logInAs, registerMember, uniqueWord, type Member } from './support/profiles';
import { postVacancy as postVacancyWith } from './support/vacancies';

/**
 * Server-rendered public pages (issue 12): the HTML a crawler or link preview
 * gets without JavaScript holds the real content, its meta tags and JSON-LD
 * and nothing masked from visitors; the browser hydrates it without console
 * errors or warnings and without fetching the same data again; navigation
 * after hydration stays in the page; a member never gets the visitor's masks.
 */

test.describe.configure({ timeout: 90_000 });

/** The vacancy these journeys post: in Amman, Jordan (its JSON-LD is checked). */
const postVacancy = (request: APIRequestContext, poster: Member, title: string) =>
  postVacancyWith(request, poster, title, {
    requirements: 'Coach the regional sales team on consultative selling.',
    requiredSkills: JSON.stringify(['Sales Training']),
    'location.city': 'Amman',
    'location.country': 'Jordan',
  });

/** The JSON-LD blocks of a page's HTML. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
}

/** Console errors and warnings of a page, and its API requests. */
function watch(page: Page) {
  const problems: string[] = [];
  const api: string[] = [];
  const styles: string[] = [];
  page.on('console', (message) => {
    // Chromium's own note on the server's Permissions-Policy header (a feature it does not know) is not the page's.
    if (message.text().startsWith('Error with Permissions-Policy header')) return;
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

test('public pages come from the server with their content, meta tags and JSON-LD, and nothing masked', async ({ request }, testInfo) => {
  const freelancer = await registerMember(request, testInfo, 'Rania');
  const freelancerId = await completeFreelancerProfile(request, freelancer);
  const business = await registerMember(request, testInfo, 'Karim', true);
  const title = `Sales coach ${uniqueWord(testInfo, 'ssr')}`;
  const vacancyId = await postVacancy(request, business, title);

  const profile = await request.get(`/freelancer/${freelancerId}`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(profile.status()).toBe(200);
  // Sent compressed, as every other answer is: a phone downloads a fraction of the page.
  expect(profile.headers()['content-encoding']).toBe('br');
  const profileHtml = await profile.text();
  const name = `${freelancer.firstName} ${freelancer.lastName}`;
  expect(profileHtml).toContain(name);
  expect(profileHtml).toMatch(new RegExp(`<title>${name} `));
  expect(profileHtml).toContain('<meta property="og:title"');
  expect(profileHtml).toContain('<meta name="twitter:card"');
  expect(profileHtml).toContain(`<link rel="canonical" href="`);
  expect(profileHtml).toContain('hreflang="x-default"');
  expect(profileHtml).not.toContain(freelancer.email);
  const person = jsonLd(profileHtml).find((block) => block['@type'] === 'ProfilePage') as { mainEntity: { '@type': string; name: string } };
  expect(person.mainEntity).toMatchObject({ '@type': 'Person', name });

  const vacancy = await request.get(`/vacancy/${vacancyId}`);
  expect(vacancy.status()).toBe(200);
  const vacancyHtml = await vacancy.text();
  expect(vacancyHtml).toContain(title);
  expect(vacancyHtml).toContain('Please login to view');
  expect(vacancyHtml).not.toContain(business.email);
  expect(vacancyHtml).not.toContain('/file');
  const posting = jsonLd(vacancyHtml).find((block) => block['@type'] === 'JobPosting');
  expect(posting).toMatchObject({ title, employmentType: 'CONTRACTOR', hiringOrganization: { '@type': 'Organization' } });
  expect(posting).toHaveProperty('datePosted');
  expect(posting).toHaveProperty('validThrough');
  expect(posting).toHaveProperty('jobLocation.address.addressCountry', 'Jordan');

  const list = await request.get(`/vacancies?keyword=${encodeURIComponent(title)}`);
  expect(list.status()).toBe(200);
  expect(await list.text()).toContain(title);

  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page not found');
  const noFreelancer = await request.get('/freelancer/00000000-0000-4000-8000-000000000000');
  expect(noFreelancer.status()).toBe(404);
});

test('pages of both languages rendered at the same time each come out in their own language, and so do API errors', async ({ request }) => {
  const langs = ['ar', 'en', 'ar', 'en', 'ar', 'en'];
  const pages = await Promise.all(langs.map(async (lang) => (await request.get(`/vacancies?lang=${lang}`)).text()));
  pages.forEach((html, i) => {
    const heading = langs[i] === 'ar' ? 'الوظائف الشاغرة' : 'Vacancies';
    expect(html).toContain(`<title>${heading} — ${langs[i] === 'ar' ? 'خبرة' : 'Khibra'}</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  });
  // Between and after renders an API answer is in the language asked for.
  const refused = await request.get('/api/v1.0/unauth/freelancers/page?page=-1&lang=ar');
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
});

test('the server-rendered pages hydrate without console errors and without fetching their data again; links stay in the page', async ({ page, request }, testInfo) => {
  const freelancer = await registerMember(request, testInfo, 'Hala');
  const freelancerId = await completeFreelancerProfile(request, freelancer);
  const business = await registerMember(request, testInfo, 'Sami', true);
  const vacancyId = await postVacancy(request, business, `Sales coach ${uniqueWord(testInfo, 'hyd')}`);
  const { problems, api, styles } = watch(page);

  for (const path of ['/', '/about', '/freelancers', `/freelancers?title=${freelancer.lastName}`, `/freelancer/${freelancerId}`, '/vacancies', `/vacancy/${vacancyId}`]) {
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

test('a member loads /freelancers and never gets the visitor masks', async ({ page, request, isMobile }, testInfo) => {
  const freelancer = await registerMember(request, testInfo, 'Dina');
  await completeFreelancerProfile(request, freelancer);
  const business = await registerMember(request, testInfo, 'Fadi', true);
  await logInAs(page, business);
  const response = await page.goto(`/freelancers?title=${freelancer.lastName}`);
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('Please login to view');
  expect(html).not.toContain('>Login<');
  const card = page.getByRole('article', { name: `${freelancer.firstName} ${freelancer.lastName}` });
  // On a phone the compact card folds the contact away (its preview shows it), unmasked all the same.
  if (isMobile) await expect(card.getByText(freelancer.email)).toBeAttached();
  else await expect(card.getByRole('link', { name: freelancer.email })).toBeVisible();
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
