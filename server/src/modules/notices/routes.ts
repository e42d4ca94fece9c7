import type { FastifyInstance } from 'fastify';
import { ALERT_PATHS } from '@contracts/alerts';
import { ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { askPeriodically } from './periodic';

/** The durable job that deletes notices past their retention (one a day across instances). */
export const NOTICES_PURGE_JOB = 'notices-purge';
const ASK_EVERY_MS = 60 * 60 * 1000;

const noStore = { 'Cache-Control': 'no-store' };
const noVisitorChange = { config: { visitorWrites: [] } };

/** GET /notifications?page=0 and POST /notifications/read (login-only context, app.ts); the daily retention job. */
export async function noticesRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.notices;
  app.jobs.register(NOTICES_PURGE_JOB, async () => {
    await service.purge();
  });
  askPeriodically(app, NOTICES_PURGE_JOB, ASK_EVERY_MS, (now) => now.toISOString().slice(0, 10));

  app.get<{ Querystring: { page?: unknown } }>(ALERT_PATHS.notices, async (request, reply) =>
    reply.headers(noStore).send(ok(await service.page(requireUser(request), request.query.page, request.locale))),
  );
  app.post(ALERT_PATHS.noticesRead, noVisitorChange, async (request, reply) => reply.headers(noStore).send(ok(await service.read(requireUser(request), request.body))));
}
