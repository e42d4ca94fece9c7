import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import type { Locale } from '@contracts/locale';
import { arabicReferenceData, buildReferenceData } from './data';

/**
 * Reference data of SPEC §3 (countries, skills, languages, options, time zones):
 * GET /unauth/input for visitors and GET /input for members (SPEC §7). It is
 * the same list for everyone and changes only with a release, so it is built
 * once and cached by browsers for an hour.
 */
export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const data = buildReferenceData();
  // The option labels in the request's language; the values are the same in both.
  const bodies: Record<Locale, ReturnType<typeof ok>> = { en: ok(data), ar: ok(arabicReferenceData(data)) };
  app.get('/unauth/input', async (request, reply) => reply.header('Cache-Control', 'public, max-age=3600').send(bodies[request.locale]));
  app.get('/input', { preHandler: app.authenticate }, async (request, reply) => reply.header('Cache-Control', 'private, max-age=3600').send(bodies[request.locale]));
}
