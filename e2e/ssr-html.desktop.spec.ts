import { test, expect, type APIRequestContext } from '@playwright/test';
import { completeFreelancerProfile, registerMember, uniqueWord, type Member } from './support/profiles';
import { postVacancy as postVacancyWith } from './support/vacancies';

/**
 * Server-rendered public pages, as HTTP answers: the HTML a
 * crawler or link preview gets without JavaScript holds the real content, its
 * meta tags and JSON-LD and nothing masked from visitors, in the language
 * asked for. No browser and no screen width, so once (*.desktop.spec.ts);
 * hydration is ssr.desktop.spec.ts's.
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
    // The Arabic font is preloaded on Arabic pages only (font-display: optional needs it early).
    const fontPreload = /<link rel="preload" as="font" type="font\/woff2" href="\/assets\/noto-sans-arabic-arabic\.\w+\.woff2" crossorigin>/;
    if (langs[i] === 'ar') expect(html).toMatch(fontPreload);
    else expect(html).not.toMatch(fontPreload);
  });
  // Between and after renders an API answer is in the language asked for.
  const refused = await request.get('/api/v1.0/unauth/freelancers/page?page=-1&lang=ar');
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
});
