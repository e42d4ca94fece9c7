import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { MIME_BY_EXT } from '../../storage';

/** Photo keys are server-made: a uuid and the extension of the sniffed type. */
const PHOTO_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

/**
 * Public files: profile photos at /uploads/photos/<uuid>.<ext>. A stored key
 * never changes content (a new photo gets a new key), so it is cached for a
 * year. Résumés are not here: they are served only through the logged-in
 * download route.
 */
export async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string } }>('/uploads/photos/:name', async (request, reply) => {
    const match = PHOTO_NAME.exec(request.params.name);
    const stream = match ? await app.storage.get(`photos/${request.params.name}`) : null;
    if (!match || !stream) throw notFound('No such photo.');
    return reply.header('Content-Type', MIME_BY_EXT[match[1]]).header('Cache-Control', 'public, max-age=31536000, immutable').send(stream);
  });
}
