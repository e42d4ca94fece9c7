import type { FastifyInstance } from 'fastify';
import { OPERATOR_PATHS } from '@contracts/operator';
import { ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { VISITOR_TAGS } from '../../plugins/visitor-cache';
import { memberActor } from '../audit/record';
import { parsePage } from '../freelancers/input';
import { revokeBadge, verifiedCompanies } from './admin';

/** Verified companies in the console (the /admin context: administrators and moderators). */
export async function companiesAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  app.get<{ Querystring: Record<string, unknown> }>(OPERATOR_PATHS.companies, async (request, reply) => {
    const q = typeof request.query.q === 'string' ? request.query.q : '';
    return reply.header('Cache-Control', 'no-store').send(ok(await verifiedCompanies(db, q, parsePage(request.query.page))));
  });
  // The badge shows on vacancy lists and pages (who is hiring).
  app.post<{ Params: { companyId: string } }>(OPERATOR_PATHS.revokeCompany, { config: { visitorWrites: [VISITOR_TAGS.vacancyLists] } }, async (request) => {
    await revokeBadge({ db, mailer: app.mailer, publicUrl: app.config.publicUrl }, memberActor(requireUser(request)), request.params.companyId, request.body);
    return ok({ revoked: true });
  });
}
