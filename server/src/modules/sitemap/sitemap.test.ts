import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../../test/app';
import { createFreelancer, createMember } from '../../test/freelancers';
import { insertVacancy } from '../../test/vacancies';
import { sitemapRoutes } from './routes';

/** /sitemap.xml: an index of pages of at most 50,000 URLs of every visible freelancer and vacancy. */
describe('sitemap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('lists the public pages, every listed freelancer and open vacancy, and nothing hidden', async () => {
    const freelancer = await createFreelancer(t);
    const hidden = await createFreelancer(t, {}, { 'experience.publish': 'no' });
    const poster = await createMember(t);
    const open = await insertVacancy(t, poster.user.id, { publish: true });
    const draft = await insertVacancy(t, poster.user.id, { publish: false });

    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const files = locs(index.body);
    expect(files).toEqual([`${t.config.publicUrl}/sitemaps/pages.xml`, `${t.config.publicUrl}/sitemaps/freelancers-1.xml`, `${t.config.publicUrl}/sitemaps/vacancies-1.xml`, `${t.config.publicUrl}/sitemaps/companies-1.xml`]);

    const pages = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(locs(pages.body)).toEqual(expect.arrayContaining([`${t.config.publicUrl}/`, `${t.config.publicUrl}/freelancers`, `${t.config.publicUrl}/vacancies`, `${t.config.publicUrl}/about`]));

    const people = await t.app.inject({ method: 'GET', url: '/sitemaps/freelancers-1.xml' });
    expect(people.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(people.body)).toContain(`${t.config.publicUrl}/freelancer/${freelancer.id}`);
    expect(locs(people.body)).not.toContain(`${t.config.publicUrl}/freelancer/${hidden.id}`);
    expect(people.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);

    const jobs = await t.app.inject({ method: 'GET', url: '/sitemaps/vacancies-1.xml' });
    expect(locs(jobs.body)).toContain(`${t.config.publicUrl}/vacancy/${open}`);
    expect(locs(jobs.body)).not.toContain(`${t.config.publicUrl}/vacancy/${draft}`);

    for (const url of ['/sitemaps/freelancers-0.xml', '/sitemaps/other-1.xml', '/sitemaps/freelancers-99.xml']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('splits into several files past the page size', async () => {
    await createFreelancer(t);
    const small = Fastify();
    small.decorate('database', t.database);
    small.decorate('config', t.config);
    await small.register(sitemapRoutes, { pageSize: 1 });
    const index = await small.inject({ method: 'GET', url: '/sitemap.xml' });
    const files = locs(index.body).filter((loc) => loc.includes('/freelancers-'));
    expect(files.length).toBeGreaterThanOrEqual(2);
    const first = await small.inject({ method: 'GET', url: '/sitemaps/freelancers-1.xml' });
    const second = await small.inject({ method: 'GET', url: '/sitemaps/freelancers-2.xml' });
    expect(locs(first.body)).toHaveLength(1);
    expect(locs(second.body)).toHaveLength(1);
    expect(locs(first.body)[0]).not.toBe(locs(second.body)[0]);
    await small.close();
  });
});
