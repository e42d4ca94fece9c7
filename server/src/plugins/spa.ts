import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { failure } from '../http/envelope';
import { API_PREFIX } from '@contracts/api';

/**
 * Serves the built SPA and the shipped public files from the same port as the
 * API. Any other GET that accepts HTML gets index.html (history fallback);
 * unknown /api paths answer 404 in the envelope.
 */
export async function registerSpa(app: FastifyInstance, config: Config): Promise<void> {
  const roots = [config.clientDir, config.publicDir].filter((dir) => fs.existsSync(dir));
  const indexFile = path.join(config.clientDir, 'index.html');
  const hasIndex = fs.existsSync(indexFile);

  if (roots.length > 0) {
    await app.register(fastifyStatic, {
      root: roots,
      wildcard: false,
      index: false,
      // Cache-Control is ours (below): hashed bundles forever, other files for an hour.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp|mp4)$/.test(filePath);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    const isApi = pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`) || pathname.startsWith('/api/');
    if (!isApi && hasIndex && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', config.clientDir);
    }
    const message = isApi ? `No API route ${request.method} ${pathname}` : 'Not found.';
    return reply.status(404).send(failure(404, message, 'notFound'));
  });
}
