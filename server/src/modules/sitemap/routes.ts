import type { FastifyInstance, FastifyReply } from 'fastify';
import { ROUTES, SITEMAP_INDEX, sitemapPages, withParam } from '@contracts/routes';
import { notFound } from '../../http/errors';
import { SitemapRepository, type SitemapEntry } from './repository';

/** At most this many URLs in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;


const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

function sendXml(reply: FastifyReply, body: string) {
  return reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(`${XML_HEAD}${body}`);
}

function urlSet(urls: { loc: string; lastmod?: Date }[]): string {
  const items = urls.map(({ loc, lastmod }) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`);
  return `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`;
}

/**
 * /sitemap.xml: a sitemap index of /sitemaps/pages.xml (the
 * public pages without data of their own), /sitemaps/freelancers-{n}.xml and
 * /sitemaps/vacancies-{n}.xml and /sitemaps/companies-{n}.xml, each of at most 50,000 URLs: every freelancer,
 * vacancy and company page a visitor can find, by their server-rendered pages.
 */
export async function sitemapRoutes(app: FastifyInstance, options: { pageSize?: number } = {}): Promise<void> {
  const repository = new SitemapRepository(app.database.db, app.config.approval);
  const origin = app.config.publicUrl;
  const size = options.pageSize ?? SITEMAP_MAX_URLS;
  const pages = (total: number) => Math.max(1, Math.ceil(total / size));
  const entries = (pattern: string, list: SitemapEntry[]) => list.map((entry) => ({ loc: `${origin}${withParam(pattern, entry.id)}`, lastmod: entry.updatedAt }));

  app.get(SITEMAP_INDEX, async (_request, reply) => {
    const now = new Date();
    const [freelancerCount, vacancyCount, companyCount] = await Promise.all([repository.countFreelancers(), repository.countVacancies(now), repository.countCompanies()]);
    const files = [
      '/sitemaps/pages.xml',
      ...Array.from({ length: pages(freelancerCount) }, (_, n) => `/sitemaps/freelancers-${n + 1}.xml`),
      ...Array.from({ length: pages(vacancyCount) }, (_, n) => `/sitemaps/vacancies-${n + 1}.xml`),
      ...Array.from({ length: pages(companyCount) }, (_, n) => `/sitemaps/companies-${n + 1}.xml`),
    ];
    const items = files.map((file) => `  <sitemap><loc>${escapeXml(`${origin}${file}`)}</loc></sitemap>`);
    return sendXml(reply, `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`);
  });

  app.get('/sitemaps/pages.xml', async (_request, reply) => sendXml(reply, urlSet(sitemapPages().map((page) => ({ loc: `${origin}${page}` })))));

  app.get<{ Params: { kind: string } }>('/sitemaps/:kind', async (request, reply) => {
    const match = /^(freelancers|vacancies|companies)-([1-9]\d{0,6})\.xml$/.exec(request.params.kind);
    if (!match) throw notFound();
    const page = Number(match[2]) - 1;
    if (match[1] === 'freelancers') {
      const list = await repository.freelancersPage(page, size);
      if (list.length === 0 && page > 0) throw notFound();
      return sendXml(reply, urlSet(entries(ROUTES.freelancer.path, list)));
    }
    if (match[1] === 'companies') {
      const list = await repository.companiesPage(page, size);
      if (list.length === 0 && page > 0) throw notFound();
      return sendXml(reply, urlSet(entries(ROUTES.company.path, list)));
    }
    const list = await repository.vacanciesPage(page, size, new Date());
    if (list.length === 0 && page > 0) throw notFound();
    return sendXml(reply, urlSet(entries(ROUTES.vacancy.path, list)));
  });
}
