import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A short-lived, per-process cache of the visitor read answers (the /unauth
 * lists and profiles), kept as the serialized JSON so a hit costs neither a
 * query nor a JSON.stringify. Only routes that answer every caller as a
 * visitor use it, so a member's answer is never stored or served from here.
 *
 * Staleness bound: every write this process handles (any request other than
 * GET/HEAD/OPTIONS, unless its route says `config: { visitorRead: true }`)
 * empties the cache when it arrives and again when it has answered, and an
 * answer computed while a write ran is not stored (generation check). Writes
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

type Entry = { expires: number; body: string };

export class VisitorCache {
  private entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly ttlMs = VISITOR_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Answers from the cache, or produces the body, stores it (if no write ran meanwhile) and answers it. */
  async answer(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>): Promise<FastifyReply> {
    const key = `${request.locale} ${request.method === 'GET' ? request.url : `${request.method} ${request.url} ${JSON.stringify(request.body ?? null)}`}`;
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return send(reply, hit.body, 'hit');
    const generation = this.generation;
    const body = JSON.stringify(await produce());
    if (this.ttlMs > 0 && generation === this.generation && key.length <= MAX_KEY_LENGTH) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { expires: this.now() + this.ttlMs, body });
    }
    return send(reply, body, 'miss');
  }
}

function send(reply: FastifyReply, body: string, state: 'hit' | 'miss'): FastifyReply {
  return reply.header('x-visitor-cache', state).type('application/json; charset=utf-8').send(body);
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerVisitorCache(app: FastifyInstance, cache = new VisitorCache()): void {
  app.decorate('visitorCache', cache);
  const onWrite = async (request: FastifyRequest) => {
    if (!READ_METHODS.has(request.method) && request.routeOptions.config?.visitorRead !== true) cache.invalidate();
  };
  app.addHook('onRequest', onWrite);
  app.addHook('onResponse', onWrite);
}
