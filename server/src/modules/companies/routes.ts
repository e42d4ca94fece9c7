import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { withMultipart } from '../../http/multipart';
import { pagePath } from '../../http/page-url';
import { requireUser } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limit';
import { VISITOR_TAGS } from '../../plugins/visitor-cache';
import { COMPANY_UPLOADS } from './service';

/** A company page changes what visitors see on vacancy lists (who is hiring). */
const companyWrite = { config: { visitorWrites: [VISITOR_TAGS.vacancyLists] } };

/** The business's own company page and its domain verification (login-only context, app.ts). */
export async function companiesMemberRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.companies;
  app.get('/company', async (request, reply) => reply.header('Cache-Control', 'no-store').send(ok(await service.mine(requireUser(request)))));
  app.put('/company', companyWrite, async (request) => {
    const user = requireUser(request);
    // 403 before a single byte of a logo is stored.
    service.assertBusiness(user);
    return ok(await withMultipart(request, app.storage, COMPANY_UPLOADS, (form) => service.save(user, form)));
  });
  app.post('/company/verify', { config: { visitorWrites: [] } }, async (request) => ok(await service.requestVerification(requireUser(request), request.body)));
  // The DNS proof: GET the TXT record to add, POST to check it (a verified company shows on vacancy lists).
  app.get('/company/verify/dns', async (request, reply) => reply.header('Cache-Control', 'no-store').send(ok(await service.dnsRecord(requireUser(request)))));
  app.post('/company/verify/dns', { config: { visitorWrites: [VISITOR_TAGS.vacancyLists], ...perIpLimit(app.config) } }, async (request) => ok(await service.checkDns(requireUser(request))));
}

/** The public company page, and the link that verifies a company's domain. */
export async function companiesRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.companies;
  app.get('/unauth/company/verify', async (request, reply) => {
    const verified = await service.verify((request.query as { token?: unknown }).token);
    if (verified) app.visitorCache.clear();
    reply.header('Cache-Control', 'no-store');
    return reply.redirect(verified ? `${pagePath('company', { companyId: verified.id })}?verified=true` : `${pagePath('myCompany')}?verified=false`, 302);
  });
  // A member's answer marks their own reviews: never through the visitor cache; signed in, it is private, no-store.
  app.get<{ Params: { id: string } }>('/unauth/company/:id', async (request) => ok(await service.publicOne(request.params.id, (await app.viewerOf(request))?.id)));
}
