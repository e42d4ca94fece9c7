import type { FastifyInstance } from 'fastify';
import { ALERT_PATHS } from '@contracts/alerts';
import { ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { askPeriodically } from '../notices/periodic';
import { SAVED_SEARCH_ALERT_JOB, SAVED_SEARCH_SWEEP_JOB } from './alerts';

/** How often each instance asks for a sweep of due saved searches (one sweep per slot across instances). */
const SWEEP_EVERY_MS = 5 * 60 * 1000;

const noStore = { 'Cache-Control': 'no-store' };
const noVisitorChange = { config: { visitorWrites: [] } };
type ById = { Params: { id: string } };

/** A member's saved searches (login-only context, app.ts), and the durable jobs of their alerts. */
export async function savedSearchesRoutes(app: FastifyInstance): Promise<void> {
  const { savedSearches: service, savedSearchAlerts: alerts } = app.services;
  app.jobs.register(SAVED_SEARCH_SWEEP_JOB, async () => {
    await alerts.sweep();
  });
  app.jobs.register(SAVED_SEARCH_ALERT_JOB, (payload) => alerts.alert(payload));
  askPeriodically(app, SAVED_SEARCH_SWEEP_JOB, SWEEP_EVERY_MS, (now) => String(Math.floor(now.getTime() / SWEEP_EVERY_MS)));

  app.get(ALERT_PATHS.savedSearches, async (request, reply) => reply.headers(noStore).send(ok(await service.list(requireUser(request)))));
  app.post(ALERT_PATHS.savedSearches, noVisitorChange, async (request, reply) => reply.status(201).headers(noStore).send(ok(await service.create(requireUser(request), request.body))));
  app.put<ById>(ALERT_PATHS.savedSearch(':id'), noVisitorChange, async (request, reply) =>
    reply.headers(noStore).send(ok(await service.update(requireUser(request), request.params.id, request.body))),
  );
  app.delete<ById>(ALERT_PATHS.savedSearch(':id'), noVisitorChange, async (request, reply) => reply.headers(noStore).send(ok(await service.remove(requireUser(request), request.params.id))));
}
