import type { FastifyInstance } from 'fastify';
import { ALERT_PATHS } from '@contracts/alerts';
import { ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';

type ByVacancy = { Params: { vacancyId: string } };

/** POST /vacancy/{vacancyId}/invitations (login-only context, app.ts): the vacancy's business invites a freelancer. */
export async function invitationsRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.invitations;
  app.post<ByVacancy>(ALERT_PATHS.invitations(':vacancyId'), { config: { visitorWrites: [] } }, async (request, reply) =>
    reply.status(201).header('Cache-Control', 'no-store').send(ok(await service.invite(requireUser(request), request.params.vacancyId, request.body))),
  );
}
