import { setLocaleSource } from '@contracts/locale';
import arPages from '@/shared/i18n/ar/pages.json';
import { loadMessages, vacanciesT } from '@/shared/i18n';
import arVacancies from '@/shared/i18n/ar/vacancies.json';
import { companyApi } from '@/entities/company';
import { makeCompany } from '@/entities/company/lib/test/fixtures';
import { freelancerApi } from '@/entities/freelancer';
import { makeFreelancer } from '@/entities/freelancer/lib/test/fixtures';
import { vacancyApi } from '@/entities/vacancy';
import { asVisitorSees, makeVacancy } from '@/entities/vacancy/lib/test/fixtures';
import { setupStore } from '../model/store';
import { pageHead } from './head';

const ORIGIN = 'https://khibra.example';
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<string, unknown>;

describe('pageHead', () => {
  it('describes a freelancer: title, canonical, Open Graph, ProfilePage/Person, and never an e-mail or phone', async () => {
    const store = setupStore({ navigate: () => undefined });
    const freelancer = makeFreelancer({ profileHeader: 'Leadership trainer', profilePhoto: '/api/v1.0/uploads/photos/p.webp' });
    await store.dispatch(freelancerApi.util.upsertQueryData('getFreelancer', 'f1', freelancer));
    const html = pageHead('/freelancer/f1', ORIGIN, store.getState(), { route: 'freelancer', params: { freelancerId: 'f1' } });
    expect(html).toContain('<title>Layla Haddad — Leadership trainer | Khibra</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/freelancer/f1" />`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/api/v1.0/uploads/photos/p.webp" />`);
    expect(html).toContain('<link rel="alternate" hreflang="x-default"');
    expect(html).not.toContain(freelancer.user.email);
    expect(html).not.toContain(freelancer.user.phone);
    expect(jsonLd(html)).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person', name: 'Layla Haddad', jobTitle: 'Leadership trainer' } });
  });

  it('describes a vacancy with a JobPosting; a remote one is TELECOMMUTE', async () => {
    const store = setupStore({ navigate: () => undefined });
    const vacancy = asVisitorSees(makeVacancy({ location: { workstation: 'Remote' } }));
    await store.dispatch(vacancyApi.util.upsertQueryData('getPublicVacancy', 'v1', vacancy));
    const html = pageHead('/vacancy/v1', ORIGIN, store.getState(), { route: 'vacancy', params: { vacancyId: 'v1' } });
    expect(html).toContain('<title>Leadership trainer for a bank — Amman, Jordan | Khibra</title>');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'JobPosting',
      title: 'Leadership trainer for a bank',
      datePosted: vacancy.postedDate,
      validThrough: `${vacancy.expiryDate}T23:59:59Z`,
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Jordan' },
      hiringOrganization: { '@type': 'Organization', name: 'Khibra' },
    });
  });

  it("names the vacancy's company as its hiringOrganization", async () => {
    const store = setupStore({ navigate: () => undefined });
    const vacancy = asVisitorSees(makeVacancy({ company: { id: 'c1', name: 'Gulf Bank', logo: '/api/v1.0/uploads/photos/l.webp', verified: true } }));
    await store.dispatch(vacancyApi.util.upsertQueryData('getPublicVacancy', 'v1', vacancy));
    const html = pageHead('/vacancy/v1', ORIGIN, store.getState(), { route: 'vacancy', params: { vacancyId: 'v1' } });
    expect(jsonLd(html)).toMatchObject({
      hiringOrganization: { '@type': 'Organization', name: 'Gulf Bank', sameAs: `${ORIGIN}/company/c1`, logo: `${ORIGIN}/api/v1.0/uploads/photos/l.webp` },
    });
  });

  it('describes a company page with an Organization (schema.org types and required fields), never a contact', async () => {
    const store = setupStore({ navigate: () => undefined });
    const company = makeCompany({ logo: '/api/v1.0/uploads/photos/l.webp' });
    await store.dispatch(companyApi.util.upsertQueryData('getPublicCompany', 'c1', company));
    const html = pageHead('/company/c1', ORIGIN, store.getState(), { route: 'company', params: { companyId: 'c1' } });
    expect(html).toContain('<title>Gulf Bank: vacancies and company profile — Khibra</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/company/c1" />`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/api/v1.0/uploads/photos/l.webp" />`);
    const data = jsonLd(html);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Gulf Bank',
      url: `${ORIGIN}/company/c1`,
      sameAs: 'https://www.gulfbank.com',
      logo: `${ORIGIN}/api/v1.0/uploads/photos/l.webp`,
      description: 'A bank in Muscat.',
      foundingDate: '1998',
      address: { '@type': 'PostalAddress', addressLocality: 'Muscat', addressCountry: 'Oman' },
    });
  });

  it('marks an unknown page noindex with the not-found title', () => {
    const store = setupStore({ navigate: () => undefined });
    const html = pageHead('/freelancer/missing', ORIGIN, store.getState(), { route: 'freelancer', params: { freelancerId: 'missing' } }, true);
    expect(html).toContain('<title>Page not found — Khibra</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('gives the Arabic page its own canonical, both alternates and the Arabic Open Graph locale', async () => {
    setLocaleSource(() => 'ar');
    try {
      await loadMessages();
      const html = pageHead('/about', ORIGIN, setupStore({ navigate: () => undefined }).getState(), { route: 'about', params: {} });
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/about?lang=ar" />`);
      expect(html).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/about" />`);
      expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${ORIGIN}/about?lang=ar" />`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/about" />`);
      expect(html).toContain('<meta property="og:locale" content="ar_AR" />');
      expect(html).toContain('<meta property="og:locale:alternate" content="en_US" />');
      expect(html).toContain(`<title>${arPages['meta.about.title']}</title>`);
    } finally {
      setLocaleSource(() => 'en');
    }
  });

  it('previews an Arabic vacancy in Arabic: the country by its shipped name, the Arabic comma, an Arabic skills line', async () => {
    expect(vacanciesT).toBeInstanceOf(Function); // importing the group's translator registered it
    setLocaleSource(() => 'ar');
    try {
      await loadMessages();
      const store = setupStore({ navigate: () => undefined });
      const vacancy = asVisitorSees(makeVacancy({ location: { city: 'الرياض', country: 'Saudi Arabia', workstation: 'Onsite' }, requiredSkills: ['Advanced Excel', 'Coaching'] }));
      await store.dispatch(vacancyApi.util.upsertQueryData('getPublicVacancy', 'v1', vacancy));
      const html = pageHead('/vacancy/v1', ORIGIN, store.getState(), { route: 'vacancy', params: { vacancyId: 'v1' } });
      expect(html).toContain('الرياض، السعودية');
      expect(/<title>[^<]*<\/title>/.exec(html)?.[0]).not.toContain('Saudi Arabia');
      expect(/<meta property="og:description" content="[^"]*"/.exec(html)?.[0]).not.toContain('Saudi Arabia');
      const description = String(jsonLd(html).description);
      expect(description).toContain(arVacancies['meta.vacancy.skills'].replace('{skills}', 'Excel المتقدم وCoaching'));
      expect(description).not.toContain('Skills:');
    } finally {
      setLocaleSource(() => 'en');
      await loadMessages();
    }
  });
});
