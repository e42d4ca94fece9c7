import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { sendCompressed } from '../http/compression';
import { failure } from '../http/envelope';
import { API_PREFIX } from '@contracts/api';
import { SITEMAP_INDEX, memberPathPrefixes, noindexPaths } from '@contracts/routes';
import { loadSsr, withLanguage } from './ssr';
import fp from 'fastify-plugin';

/**
 * Pages only a signed-in member sees (the routes marked `member` in
 * contracts/routes.ts: their own account, profile, lists and bookings, the
 * vacancy editor) are closed: nothing there for a search engine. Public pages
 * (home, search, freelancer cards, vacancies, content) stay open, but for the
 * few marked `noindex` (the unsubscribe page of the e-mails). The Sitemap
 * line names the sitemap index (server/src/modules/sitemap).
 */
export const robotsTxt = (publicUrl: string): string =>
  ['User-agent: *', 'Allow: /', 'Disallow: /api/', ...[...memberPathPrefixes(), ...noindexPaths()].map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${publicUrl}${SITEMAP_INDEX}`, ''].join('\n');

/** Folders of built and shipped files: a missing file there is a 404, never the app. */
const FILE_FOLDERS = /^\/(assets|content|media)\//;
/** File endings of static assets: a path ending so is a missing file, not an app route. */
const FILE_ENDING = /\.(js|mjs|css|map|json|txt|xml|svg|png|jpe?g|webp|gif|ico|avif|mp4|webm|woff2?|ttf|otf|eot|pdf|wasm)$/i;

/** Whether a GET for this path wants a file (so a miss is a 404) rather than a page of the app. */
export const isFilePath = (pathname: string): boolean => FILE_FOLDERS.test(pathname) || FILE_ENDING.test(pathname);

/**
 * Serves the built SPA and the shipped public files from the same port as the
 * API. Any other GET for a page gets index.html (history fallback); a
 * missing file (under /assets/, /content/, /media/ or with an asset's
 * ending) and unknown /api paths answer 404 in the envelope.
 */
async function registerSpa(app: FastifyInstance, config: Config): Promise<void> {
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
        // main.0123abcd.js, and lazy chunks named by their hash alone: assets/0123abcd.js.
        const hashed = /[./][0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp|mp4)$/.test(filePath);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.get('/robots.txt', async (_request, reply) => reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(config.publicUrl)));

  // The server renderer of the public pages, when the SPA's server bundle was built.
  const ssr = await loadSsr(app, config);
  // The static shell (members' pages, or no server bundle), read once, in the request's language.
  let shell: string | undefined;

  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (ssr && (await ssr.reply(request, reply))) return reply;
    // With server rendering, what a page answers depends on the "signed in" cookie.
    if (ssr) reply.header('Vary', 'Cookie');
    shell ??= fs.readFileSync(indexFile, 'utf8');
    // With the server bundle, the shell carries the page's own title and link preview in the request's language.
    const html = ssr ? await ssr.shell(request) : withLanguage(shell, request.locale);
    return sendCompressed(request, reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8'), html);
  };

  // Not async: a page the visitor cache keeps is sent there and then, with no promise for Fastify to adopt.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    const isApi = pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`) || pathname.startsWith('/api/');
    if (!isApi && hasIndex && (request.method === 'GET' || request.method === 'HEAD') && !isFilePath(pathname)) {
      if (ssr?.sendStored(request, reply)) return;
      return answerPage(request, reply);
    }
    const message = isApi ? `No API route ${request.method} ${pathname}` : 'Not found.';
    reply.status(404).send(failure(404, message, 'notFound', request.locale));
  });
}

/** The built client: static files, server-rendered pages and the SPA fallback, after every API route. */
export const spaPlugin = fp(async (app: FastifyInstance) => registerSpa(app, app.config), {
  name: 'khibra-spa',
  dependencies: ['khibra-security', 'khibra-locale', 'khibra-visitor-cache'],
  decorators: { fastify: ['config'] },
});
