import { setLocaleSource } from '@contracts/locale';
import arPages from '@/shared/i18n/ar/pages.json';
import { loadMessages, vacanciesT } from '@/shared/i18n';
import arVacancies from '@/shared/i18n/ar/vacancies.json';
import { companyApi } from '@/entities/company';
import { makeCompany } from '@/entities/company/testing';
import { freelancerApi } from '@/entities/freelancer';
import { makeFreelancer } from '@/entities/freelancer/testing';
import { reviewApi } from '@/entities/review';
import { vacancyApi } from '@/entities/vacancy';
import { asVisitorSees, makeVacancy } from '@/entities/vacancy/testing';
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

  it("carries the freelancer's published reviews as an AggregateRating and Reviews of the service they offer, with schema.org's required fields", async () => {
    const store = setupStore({ navigate: () => undefined });
    await store.dispatch(freelancerApi.util.upsertQueryData('getFreelancer', 'f1', makeFreelancer({ profileHeader: 'Leadership trainer', rating: { average: 4.5, count: 2 } })));
    const review = (id: string, rating: number, text: string, language: string) => ({
      id,
      reviewedRole: 'freelancer' as const,
      rating,
      aspects: {},
      text,
      language,
      createdAt: '2026-11-01T10:00:00.000Z',
      publishedAt: '2026-11-02T10:00:00.000Z',
      published: true,
      author: { firstName: 'Karim', company: 'Acme', country: 'Egypt' },
      subject: { kind: 'booking' as const, minutes: 60 },
      reply: null,
    });
    const page = { data: [review('r1', 5, 'Clear and well prepared advice.', 'en'), review('r2', 4, 'نصائح واضحة ومفيدة جدًا للفريق.', 'ar')], page: 0, total: 2, hasMore: false, summary: { average: 4.5, count: 2, aspects: {} } };
    await store.dispatch(reviewApi.util.upsertQueryData('getFreelancerReviews', { freelancerId: 'f1', page: 0 }, page));
    const data = jsonLd(pageHead('/freelancer/f1', ORIGIN, store.getState(), { route: 'freelancer', params: { freelancerId: 'f1' } }));
    const person = data.mainEntity as Record<string, unknown>;
    const offer = person.makesOffer as Record<string, unknown>;
    expect(offer['@type']).toBe('Offer');
    const service = offer.itemOffered as Record<string, unknown>;
    expect(service).toMatchObject({ '@type': 'Service', name: 'Leadership trainer' });
    // AggregateRating: ratingValue and reviewCount (required), on the 1–5 scale.
    expect(service.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    const reviews = service.review as Record<string, unknown>[];
    expect(reviews).toHaveLength(2);
    for (const item of reviews) {
      expect(item['@type']).toBe('Review');
      expect(item.author).toEqual({ '@type': 'Person', name: 'Karim' });
      expect(item.reviewRating).toMatchObject({ '@type': 'Rating', bestRating: 5, worstRating: 1 });
      expect(typeof (item.reviewRating as { ratingValue: unknown }).ratingValue).toBe('number');
      expect(item.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(reviews[1]).toMatchObject({ reviewBody: 'نصائح واضحة ومفيدة جدًا للفريق.', inLanguage: 'ar' });
    // No reviews: no offer at all.
    await store.dispatch(reviewApi.util.upsertQueryData('getFreelancerReviews', { freelancerId: 'f1', page: 0 }, { ...page, data: [], total: 0, summary: { average: 0, count: 0, aspects: {} } }));
    const none = jsonLd(pageHead('/freelancer/f1', ORIGIN, store.getState(), { route: 'freelancer', params: { freelancerId: 'f1' } }));
    expect((none.mainEntity as Record<string, unknown>).makesOffer).toBeUndefined();
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
    const vacancy = asVisitorSees(makeVacancy({ company: { id: 'c1', name: 'Gulf Bank', logo: '/api/v1.0/uploads/photos/l.webp', verified: true, verifiedDomain: 'gulfbank.com', rating: null } }));
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
