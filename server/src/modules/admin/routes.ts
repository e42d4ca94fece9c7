import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { toAdminView } from '../users/service';
import { VISITOR_TAGS } from '../../plugins/visitor-cache';
import { auditRoutes } from '../audit/routes';
import { companiesAdminRoutes } from '../companies/admin-routes';

type ById = { Params: { id: string } };
/** An account's approval and administrator flag show nowhere in a visitor's answers. */
const noVisitorChange = { config: { visitorWrites: [] } };

/**
 * Operator calls under /admin; a member who is neither administrator nor moderator gets 403 {_code: 403, _message}.
 * Registered inside the login-only context, in a context of its own whose hook is app.requireModerator (app.ts);
 * administrator-only calls (roles, settings, exports) add app.requireAdmin.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { users, freelancers, vacancies } = app.services;

  app.get('/admin/users/pending', async () => ok((await users.listPending()).map(toAdminView)));

  app.post<ById>('/admin/users/:id/approve', noVisitorChange, async (request) => ok(toAdminView(await users.approve(request.params.id))));

  app.post<ById>('/admin/freelancers/:id/approve', { config: { visitorWrites: (request) => [VISITOR_TAGS.freelancerLists, VISITOR_TAGS.freelancer((request.params as { id: string }).id)] } }, async (request) => ok(await freelancers.approve(request.params.id)));

  app.post<ById>('/admin/users/:id/make-admin', { ...noVisitorChange, preHandler: app.requireAdmin }, async (request) => ok(toAdminView(await users.makeAdmin(request.params.id))));

  await app.register(auditRoutes);
  await app.register(companiesAdminRoutes);

  app.post<ById>('/admin/vacancies/:id/approve', { config: { visitorWrites: [VISITOR_TAGS.vacancyLists] } }, async (request) => ok(await vacancies.approve(request.params.id)));
}
