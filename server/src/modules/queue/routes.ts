import type { FastifyInstance } from 'fastify';
import { OPERATOR_PATHS } from '@contracts/operator';
import { ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { memberActor } from '../audit/record';
import { QueueService } from './service';

type ByItem = { Params: { kind: string; id: string } };

/**
 * The console's queue, inside the /admin context (administrators and moderators). A resolution changes what visitors
 * may see (a listing approved, a review hidden): its success empties the visitor cache (no visitorWrites).
 */
export async function queueRoutes(app: FastifyInstance): Promise<void> {
  const queue = new QueueService({ db: app.database.db, config: app.config, mailer: app.mailer, now: () => app.clock.now() });

  app.get<{ Querystring: { kind?: string; page?: string } }>(OPERATOR_PATHS.queue, async (request) => ok(await queue.list(request.query)));

  app.get<ByItem>(OPERATOR_PATHS.queueItem, async (request) => ok(await queue.one(request.params.kind, request.params.id, requireUser(request).id)));

  app.post<ByItem>(OPERATOR_PATHS.resolveQueueItem, async (request) => {
    const resolved = await queue.resolve(request.params.kind, request.params.id, request.body, requireUser(request), memberActor(requireUser(request)));
    // An approved vacancy may now be listed: its alerts.
    if (request.params.kind === 'vacancy') await app.services.vacancies.changed(request.params.id);
    return ok(resolved);
  });
}
