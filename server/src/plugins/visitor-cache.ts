import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressBody, precompressedEncoding, type PrecompressedEncoding } from '../http/compression';

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
 * Staleness bound: every write this process handles (any request other than
 * GET/HEAD/OPTIONS, unless its route says `config: { visitorRead: true }`)
 * empties the cache when it arrives and again when it has answered, and an
 * answer computed while a write ran is not stored (generation check), and
 * requests that wait for an answer being computed (concurrent misses share
 * one query) never join one begun before a write. Writes
 * made by another instance or a CLI are seen after at most the TTL
 * (config.visitorCacheMs, VISITOR_CACHE_MS, default 3 s; 0 stores nothing).
 */
export const VISITOR_CACHE_TTL_MS = 3000;
const MAX_ENTRIES = 500;
const MAX_KEY_LENGTH = 2048;

declare module 'fastify' {
  interface FastifyInstance {
    visitorCache: VisitorCache;
  }
  interface FastifyContextConfig {
    /** A read sent as POST (a search with a body): does not empty the visitor cache. */
    visitorRead?: boolean;
  }
}

type Entry = { expires: number; body: Buffer; encoded: Partial<Record<PrecompressedEncoding, Buffer>> };

export class VisitorCache {
  private entries = new Map<string, Entry>();
  /** Answers being produced: requests for the same key meanwhile wait for that one instead of querying too. */
  private pending = new Map<string, Promise<Entry>>();
  private generation = 0;

  constructor(
    private readonly ttlMs = VISITOR_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    // A request that arrives after a write must not share an answer begun before it.
    this.pending.clear();
  }

  /**
   * Answers from the cache there and then (and returns undefined), or produces
   * the body, stores it (if no write ran meanwhile) and answers it (the promise
   * settles once it is sent). A route returns this as it is, from a handler
   * that is not async: a hit then costs Fastify no promise, and no reply
   * adopted as a thenable (which waits for the response to finish).
   */
  answer(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>): Promise<void> | undefined {
    const key = `${request.locale} ${request.method === 'GET' ? request.url : `${request.method} ${request.url} ${JSON.stringify(request.body ?? null)}`}`;
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) {
      send(request, reply, hit, 'hit');
      return undefined;
    }
    return this.answerMiss(key, request, reply, produce);
  }

  private async answerMiss(key: string, request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>): Promise<void> {
    if (this.ttlMs <= 0) {
      send(request, reply, await this.produce(key, produce), 'miss');
      return;
    }
    // When an entry expires under load, the requests that find it gone share one query (no stampede).
    let pending = this.pending.get(key);
    if (!pending) {
      pending = this.produce(key, produce);
      this.pending.set(key, pending);
      const forget = () => {
        if (this.pending.get(key) === pending) this.pending.delete(key);
      };
      pending.then(forget, forget);
    }
    send(request, reply, await pending, 'miss');
  }

  private async produce(key: string, produce: () => Promise<unknown>): Promise<Entry> {
    const generation = this.generation;
    const entry: Entry = { expires: 0, body: Buffer.from(JSON.stringify(await produce())), encoded: {} };
    if (this.ttlMs > 0 && generation === this.generation && key.length <= MAX_KEY_LENGTH) {
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

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerVisitorCache(app: FastifyInstance, cache = new VisitorCache()): void {
  app.decorate('visitorCache', cache);
  // Callback style, not async: no promise per request.
  const onWrite = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    if (!READ_METHODS.has(request.method) && request.routeOptions.config?.visitorRead !== true) cache.invalidate();
    done();
  };
  app.addHook('onRequest', onWrite);
  app.addHook('onResponse', onWrite);
}
