import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressBody, precompressedEncoding, type PrecompressedEncoding } from '../http/compression';
import fp from 'fastify-plugin';

/**
 * A short-lived, per-process cache of the visitor read answers (the /unauth
 * lists and profiles), kept as the final bytes so a hit costs neither a
 * query, a JSON.stringify, a UTF-8 encoding nor a compression: the JSON as a
 * Buffer, and, made on the first request that asks for it, the same body
 * compressed as @fastify/compress would for that client (http/compression.ts;
 * the plugin passes an answer that already has a Content-Encoding through).
 * The other headers (security, Vary, request id) are added by the hooks as
 * for any answer, so an answer is the same with and without the cache.
 * Only routes that answer every caller as a
 * visitor use it, so a member's answer is never stored or served from here.
 *
 * Staleness bound: each entry carries the tags of what it shows (VISITOR_TAGS:
 * the freelancer lists, one freelancer's page, the vacancy lists). A write
 * drops only the entries of the tags it changed, once it has succeeded: the
 * route says which in `config: { visitorWrites }` (dropped when it answers
 * 2xx), or its handler calls invalidate() itself when the tags come from the
 * result. A request that changes nothing (a read, a refusal, a 404, a path
 * that does not exist) never touches the cache; a mutating route that does
 * not say what it changes empties it all when it succeeds. An answer computed
 * while one of its tags was dropped is not stored (sequence check), and
 * requests that wait for an answer being computed (concurrent misses share
 * one query) never join one begun before a write of its tags. Writes made by
 * another instance or a CLI are seen after at most the TTL
 * (config.visitorCacheMs, VISITOR_CACHE_MS, default 3 s; 0 stores nothing).
 *
 * Server-rendered pages for visitors are kept here too (plugins/ssr.ts), as
 * HTML, keyed by language and the address without its tracking parameters
 * (pageKey). A page carries the tags of the cached reads its render made,
 * and `VISITOR_TAGS.anyWrite` when it also read something no tag names
 * (reviews, content, a vacancy, a company page): every successful write then
 * drops it.
 */
export const VISITOR_CACHE_TTL_MS = 3000;
const MAX_ENTRIES = 500;
const MAX_KEY_LENGTH = 2048;
/** Past this many remembered tag drops (one per freelancer written), the cache starts over empty. */
const MAX_TAGS = 10_000;

/** What a cached visitor answer shows, and so what a write must drop. */
export const VISITOR_TAGS = {
  freelancerLists: 'freelancers',
  /** Every freelancer's page: for a change to an account, whose freelancer id the route does not know. */
  freelancerPages: 'freelancer pages',
  freelancer: (id: string) => `freelancer:${id}`,
  vacancyLists: 'vacancies',
  /** Pages that show data no other tag names: any successful write drops them. */
  anyWrite: 'any write',
} as const;

/** The header of a page render's own API reads (app.inject): the render's token, so the reads' tags are noted for the page. */
export const RENDER_READ_HEADER = 'x-khibra-render';
/** Query parameters that only track a visit: a page's address is the same without them. */
const TRACKING_PARAMETER = /^(utm_.*|fbclid|gclid)$/i;

/** A page's address without tracking parameters, the others sorted by name (values in their order): one entry per page. */
export function normalisedPageUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  for (const name of [...query.keys()]) if (TRACKING_PARAMETER.test(name)) query.delete(name);
  query.sort();
  const rest = query.toString();
  return rest ? `${url.slice(0, queryAt)}?${rest}` : url.slice(0, queryAt);
}

/** The reads of one page render: their tags make the page's. */
export interface RenderReads {
  /** Sent as RENDER_READ_HEADER on the render's API calls. */
  token: string;
  tags: Set<string>;
  /** The cache's sequence when the render began: a page is stored only if none of its tags was dropped since. */
  begun: number;
}

/** What a route's successful answer changed: fixed tags, or tags read from the request (params, user). */
export type VisitorWrites = readonly string[] | ((request: FastifyRequest) => readonly string[]);

declare module 'fastify' {
  interface FastifyInstance {
    visitorCache: VisitorCache;
  }
  interface FastifyContextConfig {
    /**
     * The visitor-cache tags this route's 2xx answer changed ([] for none: a
     * read sent as POST, a login, or a handler that calls invalidate() itself).
     * A mutating route without it empties the whole cache when it succeeds.
     */
    visitorWrites?: VisitorWrites;
  }
}

type Entry = { expires: number; tags: readonly string[]; body: Buffer; encoded: Partial<Record<PrecompressedEncoding, Buffer>>; page?: true };
/** A stored page (VisitorCache.page), to send with sendPage. */
export type CachedPage = Entry;
type Pending = { tags: readonly string[]; answer: Promise<Entry> };

export class VisitorCache {
  private entries = new Map<string, Entry>();
  /** Answers being produced: requests for the same key meanwhile wait for that one instead of querying too. */
  private pending = new Map<string, Pending>();
  /** Counts drops; an answer begun at sequence n is stored only if none of its tags was dropped after n. */
  private sequence = 0;
  private droppedAt = new Map<string, number>();
  private clearedAt = 0;
  /** Page renders in progress, by token: the tags of what each reads. */
  private renders = new Map<string, RenderReads>();
  /** Pages being rendered to store: a visitor asking for one meanwhile waits for it rather than rendering too. */
  private pendingPages = new Map<string, Promise<Entry | undefined>>();
  private renderCount = 0;

  constructor(
    private readonly ttlMs = VISITOR_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Drops every entry showing one of these tags (a write changed them). */
  invalidate(tags: readonly string[]): void {
    if (tags.length === 0) return;
    this.sequence += 1;
    for (const tag of tags) this.droppedAt.set(tag, this.sequence);
    if (this.droppedAt.size > MAX_TAGS) return this.clear();
    const shows = (shown: readonly string[]) => shown.some((tag) => tags.includes(tag));
    for (const [key, entry] of this.entries) if (shows(entry.tags)) this.entries.delete(key);
    // A request that arrives after a write must not share an answer begun before it.
    for (const [key, pending] of this.pending) if (shows(pending.tags)) this.pending.delete(key);
  }

  /** Drops everything (a write that does not say what it changed). */
  clear(): void {
    this.sequence += 1;
    this.clearedAt = this.sequence;
    this.droppedAt.clear();
    this.entries.clear();
    this.pending.clear();
    this.pendingPages.clear();
  }

  /** Whether pages are stored at all (VISITOR_CACHE_MS above 0). */
  get storesPages(): boolean {
    return this.ttlMs > 0;
  }

  /** The stored page under this key, if it has not expired. */
  storedPage(key: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    return hit?.page && hit.expires > this.now() ? hit : undefined;
  }

  /** The page under this key another request is rendering to store, if any (undefined once it turns out not storable). */
  pageInProgress(key: string): Promise<CachedPage | undefined> | undefined {
    return this.pendingPages.get(key);
  }

  /** Starts noting the tags of a render's reads (the render sends `token` as RENDER_READ_HEADER). */
  beginRender(): RenderReads {
    this.renderCount += 1;
    const reads: RenderReads = { token: `${process.pid}-${this.renderCount}-${Math.random().toString(36).slice(2)}`, tags: new Set(), begun: this.sequence };
    this.renders.set(reads.token, reads);
    return reads;
  }

  endRender(reads: RenderReads): void {
    this.renders.delete(reads.token);
  }

  /**
   * Renders the page under `key` for this visitor, other visitors asking for
   * it meanwhile waiting for the same render. `render` gives back the HTML
   * when the page may be stored (a 200; it answers anything else itself); it
   * is stored with the tags of the render's reads unless one of them was
   * dropped while it rendered, and returned either way, for this visitor.
   */
  async page(key: string, reads: RenderReads, render: () => Promise<Buffer | undefined>): Promise<CachedPage | undefined> {
    let settle!: (entry: Entry | undefined) => void;
    const shared = new Promise<Entry | undefined>((resolve) => (settle = resolve));
    this.pendingPages.set(key, shared);
    let stored: Entry | undefined;
    try {
      const html = await render();
      if (!html) return undefined;
      stored = this.store(key, reads, html);
      return stored ?? { expires: 0, tags: [], body: html, encoded: {}, page: true };
    } finally {
      if (this.pendingPages.get(key) === shared) this.pendingPages.delete(key);
      // Those waiting render the page themselves when it was not stored.
      settle(stored);
    }
  }

  /** Keeps a page rendered with these reads (and returns it), unless one of its tags was dropped meanwhile. */
  private store(key: string, reads: RenderReads, html: Buffer): Entry | undefined {
    const tags = [...reads.tags];
    const unchanged = this.clearedAt <= reads.begun && tags.every((tag) => (this.droppedAt.get(tag) ?? 0) <= reads.begun);
    if (!unchanged || key.length > MAX_KEY_LENGTH) return undefined;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    const entry: Entry = { expires: this.now() + this.ttlMs, tags, body: html, encoded: {}, page: true };
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Answers from the cache there and then (and returns undefined), or produces
   * the body, stores it (if no write ran meanwhile) and answers it (the promise
   * settles once it is sent). `tags` name what the answer shows (VISITOR_TAGS). A route returns this as it is, from a handler
   * that is not async: a hit then costs Fastify no promise, and no reply
   * adopted as a thenable (which waits for the response to finish).
   */
  answer(request: FastifyRequest, reply: FastifyReply, tags: readonly string[], produce: () => Promise<unknown>): Promise<void> | undefined {
    const key = `${request.locale} ${request.method === 'GET' ? request.url : `${request.method} ${request.url} ${JSON.stringify(request.body ?? null)}`}`;
    // A page render's read: the page shows what this answer shows.
    if (this.renders.size !== 0) this.noteRead(request, tags);
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) {
      send(request, reply, hit, 'hit');
      return undefined;
    }
    return this.answerMiss(key, request, reply, tags, produce);
  }

  private noteRead(request: FastifyRequest, tags: readonly string[]): void {
    const token = request.headers[RENDER_READ_HEADER];
    const reads = typeof token === 'string' ? this.renders.get(token) : undefined;
    if (reads) for (const tag of tags) reads.tags.add(tag);
  }

  private async answerMiss(key: string, request: FastifyRequest, reply: FastifyReply, tags: readonly string[], produce: () => Promise<unknown>): Promise<void> {
    if (this.ttlMs <= 0) {
      send(request, reply, await this.produce(key, tags, produce), 'miss');
      return;
    }
    // When an entry expires under load, the requests that find it gone share one query (no stampede).
    let pending = this.pending.get(key);
    if (!pending) {
      const started: Pending = { tags, answer: this.produce(key, tags, produce) };
      pending = started;
      this.pending.set(key, started);
      const forget = () => {
        if (this.pending.get(key) === started) this.pending.delete(key);
      };
      started.answer.then(forget, forget);
    }
    send(request, reply, await pending.answer, 'miss');
  }

  private async produce(key: string, tags: readonly string[], produce: () => Promise<unknown>): Promise<Entry> {
    const begun = this.sequence;
    const entry: Entry = { expires: 0, tags, body: Buffer.from(JSON.stringify(await produce())), encoded: {} };
    const unchanged = this.clearedAt <= begun && tags.every((tag) => (this.droppedAt.get(tag) ?? 0) <= begun);
    if (this.ttlMs > 0 && unchanged && key.length <= MAX_KEY_LENGTH) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      entry.expires = this.now() + this.ttlMs;
      this.entries.set(key, entry);
    }
    return entry;
  }
}

/** What locale.ts and @fastify/compress would make of Vary for a compressed answer, in their order. */
const VARY_COMPRESSED = 'Accept-Language, Cookie, accept-encoding';

function send(request: FastifyRequest, reply: FastifyReply, entry: Entry, state: 'hit' | 'miss'): FastifyReply {
  reply.header('x-visitor-cache', state).type('application/json; charset=utf-8');
  const encoding = precompressedEncoding(request, entry.body.length);
  if (encoding === undefined) return reply.send(entry.body);
  const encoded = (entry.encoded[encoding] ??= compressBody(encoding, entry.body));
  return reply.header('vary', VARY_COMPRESSED).header('content-encoding', encoding).send(encoded);
}

/**
 * Sends a stored page with the headers the renderer gives a page
 * (ssr.ts, sendCompressed: no-cache, Vary Cookie and Accept-Encoding; the
 * locale's hook adds Accept-Language), compressed ahead for the encoding
 * the client takes.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, state: 'hit' | 'miss'): FastifyReply {
  reply.code(200).header('x-visitor-cache', state).header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Encoding').type('text/html; charset=utf-8');
  const encoding = precompressedEncoding(request, page.body.length);
  if (encoding === undefined) return reply.send(page.body);
  const encoded = (page.encoded[encoding] ??= compressBody(encoding, page.body));
  return reply.header('content-encoding', encoding).send(encoded);
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerVisitorCache(app: FastifyInstance, cache = new VisitorCache()): void {
  app.decorate('visitorCache', cache);
  // Once answered, and only if it succeeded: a refusal or an unknown path changed nothing.
  // Callback style, not async: no promise per request.
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      const writes = request.routeOptions.config?.visitorWrites;
      const tags = writes === undefined ? [] : typeof writes === 'function' ? writes(request) : writes;
      // Any write but a visitor read sent as POST (answered from this cache) may change what an anyWrite page shows.
      const wrote = !READ_METHODS.has(request.method) && reply.getHeader('x-visitor-cache') === undefined;
      if (wrote && writes === undefined) cache.clear();
      else cache.invalidate(wrote ? [...tags, VISITOR_TAGS.anyWrite] : tags);
    }
    done();
  });
}

/** app.visitorCache: it compresses its answers ahead by the same rules as @fastify/compress. */
export const visitorCachePlugin = fp(async (app: FastifyInstance) => registerVisitorCache(app, new VisitorCache(app.config.visitorCacheMs)), {
  name: 'khibra-visitor-cache',
  dependencies: ['@fastify/compress'],
  decorators: { fastify: ['config'] },
});
