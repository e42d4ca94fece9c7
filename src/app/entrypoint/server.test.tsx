/**
 * @jest-environment node
 */
import type { Locale } from '@contracts/locale';
import { cmsFixture } from '@/entities/content/testing';
import { makeFreelancer, paged, referenceFixture } from '@/entities/freelancer/testing';
import { asVisitorSees, makeVacancy } from '@/entities/vacancy/testing';
import arCommon from '@/shared/i18n/ar/common.json';
import arFreelancers from '@/shared/i18n/ar/freelancers.json';
import arLayout from '@/shared/i18n/ar/layout.json';
import arPages from '@/shared/i18n/ar/pages.json';
import enCommon from '@/shared/i18n/en/common.json';
import enFreelancers from '@/shared/i18n/en/freelancers.json';
import enLayout from '@/shared/i18n/en/layout.json';
import enPages from '@/shared/i18n/en/pages.json';
import arAccounts from '@/shared/i18n/ar/accounts.json';
import arEconsultation from '@/shared/i18n/ar/econsultation.json';
import { matchPath } from 'react-router';
import { ROUTES } from '@contracts/routes';
import { API_HYDRATE } from '@/shared/api';
import { setupStore } from '../model/store';
import type { SsrData } from '../ssr/hydration';
import { ROUTE_DATA, type SsrRouteName } from '../ssr/routeData';
import { render, shellHead, type SsrPage } from './server';

/**
 * The server renderer with the API answered in-process by fixtures: every
 * public page, and the not-found variants, must come out as their final
 * content (what the browser's first render shows, so hydration matches),
 * never a loading spinner.
 */
const ORIGIN = 'https://khibra.example';
const freelancer = makeFreelancer({ id: 'f1' });
const vacancy = asVisitorSees(makeVacancy({ id: 'v1' }));
const requests: string[] = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const missing = () => json({ message: 'Not found.', _code: 404 }, 404);

const answers: Record<string, () => Response> = {
  '/api/v1.0/unauth/getcms': () => json({ data: cmsFixture }),
  '/api/v1.0/unauth/input': () => json({ data: referenceFixture }),
  '/api/v1.0/unauth/freelancers/page': () => json(paged([freelancer])),
  '/api/v1.0/unauth/freelancers': () => json(paged([freelancer])),
  '/api/v1.0/unauth/freelancer/f1': () => json({ data: freelancer }),
  '/api/v1.0/unauth/freelancer/f1/reviews': () => json({ data: { data: [], page: 0, total: 0, hasMore: false, summary: { average: 0, count: 0, aspects: {} } } }),
  '/api/v1.0/unauth/vacancies': () => json(paged([vacancy])),
  '/api/v1.0/unauth/vacancy/v1': () => json({ data: vacancy }),
};

/** The API in-process, answered by the fixtures; `seen` gets each call's path and language. */
const fixtureApi = (seen: string[], before: () => Promise<void> = async () => undefined) =>
  (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    seen.push(`${pathname} ${request.headers.get('accept-language')}`);
    await before();
    return (answers[pathname] ?? missing)();
  }) as typeof fetch;

const visit = (url: string, locale: Locale = 'en') => render(url, { origin: ORIGIN, locale, fetch: fixtureApi(requests) });

async function html(page: SsrPage): Promise<string> {
  let text = '';
  for await (const chunk of page.body) text += String(chunk);
  return text;
}

const WORDS = {
  en: { freelancerMissing: enFreelancers['freelancers.one.notFound'], vacancyMissing: enPages['vacancyPage.notFound'], pageMissing: enCommon['notFound.title'], footerCredit: enLayout['footer.credit'] },
  ar: { freelancerMissing: arFreelancers['freelancers.one.notFound'], vacancyMissing: arPages['vacancyPage.notFound'], pageMissing: arCommon['notFound.title'], footerCredit: arLayout['footer.credit'] },
};

const name = `${freelancer.user.firstName} ${freelancer.user.lastName}`;

describe.each(['en', 'ar'] as Locale[])('the server render in %s', (locale) => {
  const words = WORDS[locale];
  const pages: [url: string, status: number, content: string][] = [
    ['/', 200, cmsFixture.forBusiness.title],
    ['/about', 200, cmsFixture.aboutus.story.title],
    ['/terms-and-conditions', 200, 'These terms explain how Khibra works.'],
    ['/privacy-and-cookies', 200, 'We collect only what the marketplace needs.'],
    ['/help-and-support', 200, 'How do I find a freelancer?'],
    ['/freelancers', 200, name],
    ['/freelancers?page=0&country=Jordan', 200, name],
    ['/freelancer/f1', 200, name],
    ['/freelancer/nobody', 404, words.freelancerMissing],
    ['/vacancies', 200, vacancy.title],
    ['/vacancy/v1', 200, vacancy.title],
    ['/vacancy/nothing', 404, words.vacancyMissing],
    ['/no/such/page', 404, words.pageMissing],
  ];

  it.each(pages)('renders %s with its final content (status %d), never a spinner', async (url, status, content) => {
    const page = await visit(url, locale);
    expect(page).not.toBeNull();
    const body = await html(page as SsrPage);
    expect(page?.status).toBe(status);
    expect(body).toContain(content);
    // The spinner (shared/ui Spinner) of a page still loading.
    expect(body).not.toMatch(/class="spinner[" ]/);
  });
});

it('fetches each answer a page needs once, before the one render', async () => {
  requests.length = 0;
  await html((await visit('/freelancer/f1')) as SsrPage);
  expect(requests.sort()).toEqual(['/api/v1.0/unauth/freelancer/f1 en', '/api/v1.0/unauth/freelancer/f1/reviews en']);
});

it.each([
  ['/freelancer/nobody', 'freelancer'],
  ['/vacancy/nothing', 'vacancy'],
  ['/company/nobody', 'company'],
] as [string, SsrRouteName][])('hydrates %s, which the server answered 404, without asking the API again', async (url, route) => {
  const page = (await visit(url)) as SsrPage;
  expect(page.status).toBe(404);
  const data = JSON.parse(/^<script[^>]*>([\s\S]*)<\/script>$/.exec(page.data)?.[1] ?? 'null') as SsrData;
  const calls: string[] = [];
  const browser = setupStore({ navigate: () => undefined, location: () => url, fetch: fixtureApi(calls) });
  browser.dispatch({ type: API_HYDRATE, payload: { api: data.api } });
  // The queries the page starts when it mounts (the same its server render started).
  const params = matchPath(ROUTES[route].path, url)?.params ?? {};
  const answers = await Promise.all(ROUTE_DATA[route](browser.dispatch, { params, search: new URLSearchParams() }));
  expect(calls).toEqual([]);
  expect(answers).toContainEqual(expect.objectContaining({ isError: true, error: expect.objectContaining({ status: 404 }) }));
});

it("leaves members' pages to the browser", async () => {
  await expect(visit('/profile')).resolves.toBeNull();
  await expect(visit('/login')).resolves.toBeNull();
});

it('keeps the origin, language, year and API of each of two renders in progress side by side', async () => {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const renders = (['en', 'ar'] as const).map((locale, index) => {
    const calls: string[] = [];
    const request = { origin: `https://${locale}.example`, locale, year: 2031 + index, fetch: fixtureApi(calls, () => gate) };
    return { request, calls, page: render('/freelancer/f1', request) };
  });
  // Both renders wait on their API answers at once before either goes on.
  while (renders.some(({ calls }) => calls.length === 0)) await new Promise((resolve) => setTimeout(resolve, 5));
  release();
  for (const { request, calls, page } of renders) {
    const rendered = (await page) as SsrPage;
    const body = await html(rendered);
    const other = renders.find((each) => each.request !== request)?.request;
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.endsWith(` ${request.locale}`))).toBe(true);
    expect(rendered.head).toContain(`${request.origin}/freelancer/f1`);
    expect(rendered.head).not.toContain(String(other?.origin));
    expect(body).toContain(`© ${request.year} ${request.locale === 'en' ? 'Khibra' : 'خبرة'}.`);
    expect(body).toContain(WORDS[request.locale].footerCredit);
    expect(rendered.data).toContain(`"year":${request.year}`);
  }
});

describe('the head of the pages the browser renders alone', () => {
  const arabic: [url: string, title: string][] = [
    ['/login?lang=ar', arAccounts['meta.login.title']],
    ['/signup', arAccounts['meta.signup.title']],
    ['/contactus', arAccounts['meta.contactUs.title']],
    ['/forgot', arAccounts['meta.forgot.title']],
    ['/invite', arAccounts['meta.invite.title']],
    ['/profile', arAccounts['meta.profile.title']],
    ['/econsultancy/booking/f1', arEconsultation['meta.booking.title']],
  ];

  it.each(arabic)('titles and previews %s in Arabic', async (url, title) => {
    const head = await shellHead(url, ORIGIN, 'ar');
    expect(head).toContain(`<title>${title}</title>`);
    expect(head).toContain(`<meta property="og:title" content="${title}" />`);
    expect(head).toContain('<meta property="og:locale" content="ar_AR" />');
    expect(/<meta name="description" content="([^"]*)"/.exec(head)?.[1]).toMatch(/[\u0600-\u06FF]/);
  });

  it('titles them in English too', async () => {
    await expect(shellHead('/login', ORIGIN, 'en')).resolves.toContain('<title>Login — Khibra</title>');
  });
});
