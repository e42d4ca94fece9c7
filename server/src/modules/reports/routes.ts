import type { FastifyInstance } from 'fastify';
import { OPERATOR_PATHS } from '@contracts/operator';
import { ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { ReportsService } from './service';

/** POST /reports: a member reports a freelancer profile, a vacancy or a company page (login-only context, app.ts). */
export async function reportsMemberRoutes(app: FastifyInstance): Promise<void> {
  const service = new ReportsService({ db: app.database.db, freelancers: app.services.freelancers, vacancies: app.services.vacancies });
  // A report changes nothing a visitor reads.
  app.post(OPERATOR_PATHS.reports, { config: { visitorWrites: [] } }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(ok(await service.report(requireUser(request), request.body))),
  );
}
