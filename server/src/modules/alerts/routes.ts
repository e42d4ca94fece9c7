import type { FastifyInstance } from 'fastify';
import { ALERT_PATHS } from '@contracts/alerts';
import { ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { SWEEP_JOB } from './vacancy-alerts';

const noStore = { 'Cache-Control': 'no-store' };
const noVisitorChange = { visitorWrites: [] };

/** Alert settings, suggested freelancers and vacancies for you (login-only context, app.ts). */
export async function alertsMemberRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.alerts;
  app.get(ALERT_PATHS.settings, async (request, reply) => reply.headers(noStore).send(ok(await service.settings(requireUser(request)))));
  app.put(ALERT_PATHS.settings, { config: noVisitorChange }, async (request, reply) => reply.headers(noStore).send(ok(await service.saveSettings(requireUser(request), request.body))));
  app.get<{ Params: { vacancyId: string } }>(ALERT_PATHS.suggested(':vacancyId'), async (request, reply) =>
    reply.headers(noStore).send(ok(await service.suggested(requireUser(request), request.params.vacancyId))),
  );
  app.get(ALERT_PATHS.forYou, async (request, reply) => reply.headers(noStore).send(ok(await service.forYou(requireUser(request)))));
}

/** How often each instance asks for the sweep of vacancies no hook matched (one run per ten minutes across instances). */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** The alerts' jobs (matching, sending, the sweep), at the app's root (app.ts). */
export async function alertsJobs(app: FastifyInstance): Promise<void> {
  app.services.alerts.registerJobs();
  const ask = () => {
    const slot = Math.floor(app.clock.now().getTime() / SWEEP_EVERY_MS);
    app.jobs.enqueue(SWEEP_JOB, {}, { dedupeKey: `${SWEEP_JOB}:${slot}`, maxAttempts: 3 }).catch((error: unknown) => app.log.warn({ err: error }, 'queuing the vacancy alerts sweep failed'));
  };
  const interval = setInterval(ask, SWEEP_EVERY_MS);
  interval.unref();
  app.addHook('onClose', async () => clearInterval(interval));
}
