import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { savedSearches } from '../../db/schema';
import { notFound } from '../../http/errors';
import { isUuid } from '../../http/uuid';

/**
 * The end-to-end tests' look of one saved search (config.testHooks only, never in production): POST
 * /test/saved-searches/{id}/look runs its alert now, as its due time would, for the results since its last look,
 * without moving the server's clock under the other tests running beside.
 */
export async function savedSearchTestHookRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { id: string } }>('/test/saved-searches/:id/look', { config: { visitorWrites: [] } }, async (request, reply) => {
    const [row] = isUuid(request.params.id)
      ? await app.database.db.select({ createdAt: savedSearches.createdAt, lastAlertAt: savedSearches.lastAlertAt }).from(savedSearches).where(eq(savedSearches.id, request.params.id))
      : [];
    if (!row) throw notFound();
    await app.services.savedSearchAlerts.alert({ id: request.params.id, since: (row.lastAlertAt ?? row.createdAt).getTime() });
    return reply.status(204).send();
  });
}
