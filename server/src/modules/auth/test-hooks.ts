import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../plugins/auth';
import { recordProof, RECENT_AUTH_MINUTES, requireRecentAuth } from './recent-auth';

/**
 * The end-to-end tests' clock for the caller's password proof (config.testHooks only, never in production): POST
 * /test/session/proof-expired makes the session's last proof older than the re-ask window, without moving the
 * server's clock under the other tests running beside. POST /test/session/sensitive stands for a sensitive action:
 * 204 behind requireRecentAuth.
 */
export async function authTestHookRoutes(app: FastifyInstance): Promise<void> {
  app.post('/test/session/proof-expired', { preHandler: app.authenticate, config: { visitorWrites: [] } }, async (request, reply) => {
    const old = new Date(app.clock.now().getTime() - (RECENT_AUTH_MINUTES + 1) * 60_000);
    await recordProof(app.database.db, requireSession(request).id, old);
    return reply.status(204).send();
  });

  app.post('/test/session/sensitive', { preHandler: app.authenticate, config: { visitorWrites: [] } }, async (request, reply) => {
    await requireRecentAuth(request);
    return reply.status(204).send();
  });
}
