import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { buildReferenceData } from './data';

/**
 * Reference data of SPEC §3 (countries, skills, languages, options, time zones):
 * GET /unauth/input for visitors and GET /input for members (SPEC §7). It is
 * the same list for everyone and changes only with a release, so it is built
 * once and cached by browsers for an hour.
 */
export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const body = ok(buildReferenceData());
  app.get('/unauth/input', async (_request, reply) => reply.header('Cache-Control', 'public, max-age=3600').send(body));
  app.get('/input', { preHandler: app.authenticate }, async (_request, reply) => reply.header('Cache-Control', 'private, max-age=3600').send(body));
}
