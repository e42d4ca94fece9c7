import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { directionOf, type Locale } from '@contracts/locale';
import { SIGNED_IN_COOKIE } from '@contracts/ssr';
import type { Config } from '../config';
import { sendCompressed } from '../http/compression';
import { normalisedPageUrl, RENDER_READ_HEADER, sendPage, VISITOR_TAGS, type RenderReads } from './visitor-cache';

/** What dist/ssr/server.cjs (src/app/entrypoint/server.tsx) exports. */
interface SsrBundle {
  /** null: not a page rendered on the server (a member's page): the SPA shell answers. */
  render(url: string, request: { origin: string; locale: Locale; fetch: typeof fetch }): Promise<{ status: number; location?: string; head: string; body: Readable; data: string; chunk: string } | null>;
  /** The head tags (title, link preview) of a page the browser renders alone, in `locale`. */
  shellHead(url: string, origin: string, locale: Locale): Promise<string>;
}

/** Where the server bundle of the SPA is built (webpack's "ssr" config), beside dist/client. */
export const ssrBundlePath = (config: Config): string => path.resolve(config.clientDir, '..', 'ssr', 'server.cjs');

/** Whether the request carries the SPA's non-secret "signed in" cookie. */
export function isSignedIn(request: FastifyRequest): boolean {
  const cookies = request.headers.cookie ?? '';
  return cookies.split(';').some((part) => part.trim() === `${SIGNED_IN_COOKIE}=1`);
}

/** The page's `<html lang dir>` in the request's language, from the first byte. */
export function withLanguage(html: string, locale: Locale): string {
  return html.replace(/<html[^>]*>/, `<html lang="${locale}" dir="${directionOf(locale)}">`);
}

/**
 * The client's index.html cut around the root element, with the default
 * title and description taken out (each page brings its own).
 */
function splitTemplate(html: string): { start: string; end: string } | null {
  const root = /<div id="?root"?><\/div>/.exec(html);
  const headEnd = html.indexOf('</head>');
  if (!root || headEnd < 0 || headEnd > root.index) return null;
  const head = html
    .slice(0, headEnd)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="?description"?[^>]*>/, '');
  return {
    start: `${head}{{HEAD}}${html.slice(headEnd, root.index)}<div id="root">`,
    end: `</div>{{DATA}}${html.slice(root.index + root[0].length)}`,
  };
}

/**
 * A built stylesheet written into the page: a phone paints the server's HTML
 * without first fetching one file per chunk (a round trip each on a mobile
 * network). `data-href` tells webpack's runtime that a page chunk's CSS is
 * already there, so hydration does not load it again. A file that could
 * close the <style> element is linked instead.
 */
function inlineStylesheets(clientDir: string): (asset: string) => string {
  const styles = new Map<string, string>();
  return (asset) => {
    let tag = styles.get(asset);
    if (tag === undefined) {
      const css = fs.readFileSync(path.join(clientDir, asset), 'utf8');
      tag = /<\/style/i.test(css) ? `<link rel="stylesheet" href="/${asset}">` : `<style data-href="/${asset}">${css}</style>`;
      styles.set(asset, tag);
    }
    return tag;
  };
}

/**
 * The tags of a page's own chunk (dist/client/chunk-groups.json): its CSS,
 * so the server's HTML is styled before any script runs, and its scripts
 * preloaded, so hydration does not wait for them one by one.
 */
function pageChunkLinks(clientDir: string, stylesheet: (asset: string) => string): (chunk: string) => string {
  const file = path.join(clientDir, 'chunk-groups.json');
  const groups = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
  const inMain = new Set(groups.main ?? []);
  return (chunk) =>
    (groups[chunk] ?? [])
      .filter((asset) => !inMain.has(asset))
      .map((asset) => (asset.endsWith('.css') ? stylesheet(asset) : asset.endsWith('.js') ? `<link rel="preload" as="script" href="/${asset}">` : ''))
      .join('');
}

/**
 * The Arabic font's files (src/app/styles/arabic-font.css), preloaded on
 * Arabic pages: the inline CSS names them only when a page lays out Arabic
 * text, late enough that `font-display: optional` would leave a first visit
 * in the system font.
 */
function arabicFontLinks(clientDir: string): string {
  const dir = path.join(clientDir, 'assets');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => /^noto-sans-arabic-arabic\.[\w]+\.woff2$/.test(file)) : [];
  return files.map((file) => `<link rel="preload" as="font" type="font/woff2" href="/assets/${file}" crossorigin>`).join('');
}

export interface SsrRenderer {
  /** Answers a visitor's GET from the pages the visitor cache keeps, there and then: false when it keeps none for it. */
  sendStored(request: FastifyRequest, reply: FastifyReply): boolean;
  /** Answers a page request with server-rendered HTML; false when this page is not rendered on the server. */
  reply(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** The static shell (the browser renders the page) with the page's title and link preview in the request's language. */
  shell(request: FastifyRequest): Promise<string>;
}

/**
 * Loads the SPA's server bundle when it was built (`npm run build`); without
 * it (Jest server tests, a build of the API alone) there is no renderer and
 * every page gets the static index.html. API calls of a render go
 * through app.inject: in-process, and never with the caller's credentials
 * or cookies, so every page is the visitor's view.
 */
export async function loadSsr(app: FastifyInstance, config: Config): Promise<SsrRenderer | null> {
  const bundleFile = ssrBundlePath(config);
  const indexFile = path.join(config.clientDir, 'index.html');
  if (!fs.existsSync(bundleFile) || !fs.existsSync(indexFile)) return null;
  const stylesheet = inlineStylesheets(config.clientDir);
  // The entry's stylesheets too (index.html links them; the members' shell keeps the links).
  const index = fs.readFileSync(indexFile, 'utf8').replace(/<link href="?\/(assets\/[^"\s>]+\.css)"? rel="?stylesheet"?>/g, (_tag, asset: string) => stylesheet(asset));
  const template = splitTemplate(index);
  if (!template) return null;
  const layout = template;
  const chunkLinks = pageChunkLinks(config.clientDir, stylesheet);
  const arabicFont = arabicFontLinks(config.clientDir);
  const imported = (await import(pathToFileURL(bundleFile).href)) as { default?: SsrBundle } & Partial<SsrBundle>;
  const bundle = (imported.default ?? imported) as SsrBundle;

  // The render's reads name what the page shows: the tags of cached visitor answers, anyWrite for any other answer.
  const injectFetch = (reads: RenderReads) => (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const headers: Record<string, string> = { accept: 'application/json', [RENDER_READ_HEADER]: reads.token };
    const type = request.headers.get('content-type');
    if (type) headers['content-type'] = type;
    // The page's language (the SPA's api sets it on every call): answers in that language.
    const language = request.headers.get('accept-language');
    if (language) headers['accept-language'] = language;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(hasBody ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    if (answer.headers['x-visitor-cache'] === undefined) reads.tags.add(VISITOR_TAGS.anyWrite);
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  }) as typeof fetch;

  /**
   * Renders the page. With `store`, a 200 page is answered from memory and
   * its HTML given back to be kept (VisitorCache.page); anything else, and
   * every page without `store`, is streamed as it renders.
   */
  async function render(request: FastifyRequest, reply: FastifyReply, url: string, reads: RenderReads, store: boolean): Promise<{ answered: boolean; html?: Buffer }> {
    let page;
    try {
      page = await bundle.render(url, { origin: config.publicUrl, locale: request.locale, fetch: injectFetch(reads) });
    } catch (error) {
      // The page still works: the browser renders it from the static shell.
      request.log.error({ err: error }, 'server rendering failed');
      return { answered: false };
    }
    if (!page) return { answered: false };
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
    if (page.location) {
      await reply.redirect(page.location, page.status);
      return { answered: true };
    }
    // An Arabic page fetches the Arabic base catalog before it renders: preloaded beside the page's own chunk, with its font.
    const links = `${chunkLinks(page.chunk)}${request.locale === 'ar' ? `${chunkLinks('i18n-ar-base')}${arabicFont}` : ''}`;
    const start = withLanguage(layout.start, request.locale).replace('{{HEAD}}', () => `${links}${page.head}`);
    const end = () => layout.end.replace('{{DATA}}', () => page.data);
    if (store && page.status === 200) {
      const chunks: Buffer[] = [Buffer.from(start)];
      for await (const chunk of page.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
      chunks.push(Buffer.from(end()));
      return { answered: true, html: Buffer.concat(chunks) };
    }
    const out = new PassThrough();
    out.write(start);
    page.body.on('end', () => out.end(end()));
    page.body.on('error', (error) => out.destroy(error));
    page.body.pipe(out, { end: false });
    if (store) reply.header('x-visitor-cache', 'miss');
    await sendCompressed(request, reply.status(page.status).type('text/html; charset=utf-8'), out);
    return { answered: true };
  }

  const cache = app.visitorCache;
  /** Only a visitor's GET is stored or answered from the store; a member's answers never are. */
  const storable = (request: FastifyRequest) => request.method === 'GET' && cache.storesPages && !isSignedIn(request);
  const pageKey = (request: FastifyRequest, url: string) => `${request.locale} page ${url}`;

  return {
    async shell(request) {
      let head = '';
      try {
        head = await bundle.shellHead(request.url, config.publicUrl, request.locale);
      } catch (error) {
        // The shell still works with the site's name alone.
        request.log.error({ err: error }, 'page head failed');
      }
      return `${withLanguage(template.start, request.locale).replace('{{HEAD}}', () => head)}${template.end.replace('{{DATA}}', '')}`;
    },
    sendStored(request, reply) {
      const stored = storable(request) ? cache.storedPage(pageKey(request, normalisedPageUrl(request.url))) : undefined;
      if (stored) sendPage(request, reply, stored, 'hit');
      return stored !== undefined;
    },
    async reply(request, reply) {
      // A member gets the neutral shell: no visitor header, masks or buttons to flash; never a stored page.
      if (isSignedIn(request)) return false;
      const store = storable(request);
      const url = store ? normalisedPageUrl(request.url) : request.url;
      const key = pageKey(request, url);
      if (store) {
        // Visitors share one page per address and language: from memory, or from a render already under way.
        const stored = cache.storedPage(key) ?? (await cache.pageInProgress(key));
        if (stored) {
          sendPage(request, reply, stored, 'hit');
          return true;
        }
      }
      const reads = cache.beginRender();
      try {
        if (!store) return (await render(request, reply, url, reads, false)).answered;
        let answered = false;
        const page = await cache.page(key, reads, async () => {
          const rendered = await render(request, reply, url, reads, true);
          answered = rendered.answered;
          return rendered.html;
        });
        if (page) sendPage(request, reply, page, 'miss');
        return answered;
      } finally {
        cache.endRender(reads);
      }
    },
  };
}
