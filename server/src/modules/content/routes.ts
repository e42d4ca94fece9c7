import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';

/** GET /unauth/getcms → data.data holds the content (see docs/reference.md#api). */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.content;
  app.get('/unauth/getcms', async (request, reply) => reply.header('Cache-Control', 'public, max-age=300').send(ok(await service.get(request.locale))));
}
