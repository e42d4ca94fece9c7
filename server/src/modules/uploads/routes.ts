import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { readAll, reencodePhoto } from '../../storage';
import { UUID_PATTERN } from '../../http/uuid';

/** Photo keys are server-made: a uuid and an extension (.webp since photos are re-encoded; .jpg/.png from before). */
const PHOTO_NAME = new RegExp(`^${UUID_PATTERN}\\.(jpg|png|webp)$`);

/**
 * Public files: profile photos at /uploads/photos/<uuid>.<ext>. A stored key
 * never changes content (a new photo gets a new key), so it is cached for a
 * year. Photos saved since uploads are re-encoded (.webp) are sent as
 * stored; a .jpg or .png kept from before is decoded and re-encoded on the
 * way out, so its EXIF/GPS never reaches the public either. Résumés are not
 * here: they are served only through the logged-in download route.
 */
export async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string } }>('/uploads/photos/:name', async (request, reply) => {
    const match = PHOTO_NAME.exec(request.params.name);
    const stream = match ? await app.storage.get(`photos/${request.params.name}`) : null;
    if (!match || !stream) throw notFound('No such photo.');
    reply.header('Content-Type', 'image/webp').header('Cache-Control', 'public, max-age=31536000, immutable');
    if (match[1] === 'webp') return reply.send(stream);
    const photo = await reencodePhoto(await readAll(stream));
    if (!photo) throw notFound('No such photo.');
    return reply.send(photo);
  });
}
