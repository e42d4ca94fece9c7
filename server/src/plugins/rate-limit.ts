import rateLimit, { type FastifyRateLimitOptions, type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { msg } from '@contracts/messages';
import type { Config } from '../config';
import { HttpError } from '../http/errors';
import { AbuseRepository } from '../modules/auth/repository';
import fp from 'fastify-plugin';

export const tooManyRequests = () => new HttpError(429, msg.tooManyRequests, 'tooManyRequests');

/** A 429 whose message names the whole minutes left (at least one). */
const tooManyRequestsFor = (message: (minutes: number) => string, secondsLeft: number) =>
  new HttpError(429, message(Math.max(1, Math.ceil(secondsLeft / 60))), 'tooManyRequests');

/**
 * Abuse limits, two kinds, both kept in the database so that every instance
 * on one PostgreSQL sees the same counts (and PGlite behaves the same):
 * - per client IP and route (@fastify/rate-limit, opt-in per route with
 *   `config: perIpLimit(config)`, counted by DatabaseRateLimitStore),
 *   answered 429 in the envelope;
 * - per address (app.throttle), kept in the database so they hold across
 *   restarts and instances: failed logins pause one client for one address
 *   for a growing delay, and account e-mails to one address are counted per hour.
 */
export function perIpLimit(config: Config) {
  return { rateLimit: { max: config.rateLimitPerMinute, timeWindow: 60_000 } };
}

const LOGIN_ACTION = 'login:ip+address';
const LOGIN_WINDOW_SECONDS = 15 * 60;
const FIRST_BLOCK_SECONDS = 60;
const LONGEST_BLOCK_SECONDS = 60 * 60;
const PURGE_EVERY_MS = 15 * 60 * 1000;
const HOUR_SECONDS = 60 * 60;
/** Forgot password: a requester IP (any address) and an address (from everyone) get this many times the per-pair allowance. */
const FORGOT_WIDER_FACTOR = 4;

export class AddressThrottle {
  constructor(
    private readonly repository: AbuseRepository,
    private readonly config: Config,
  ) {}

  private static key(address: string): string {
    return address.trim().toLowerCase();
  }

  /**
   * Failed logins are counted per address and client (the requester's IP, as
   * the per-IP limits see it under TRUST_PROXY), never per address alone: a
   * stranger's failures pause only the stranger, and the owner elsewhere still
   * logs in. Guesses spread over many IPs are bounded by the robot check on
   * every attempt and the per-IP route limit instead.
   */
  private static loginSubject(address: string, client: string): string {
    return `${client} ${AddressThrottle.key(address)}`;
  }

  /** Refuses (429, saying how long to wait) while this client is paused for this address. */
  async assertLoginAllowed(address: string, client: string): Promise<void> {
    const secondsLeft = await this.repository.blockedSeconds(LOGIN_ACTION, AddressThrottle.loginSubject(address, client));
    if (secondsLeft > 0) throw tooManyRequestsFor(msg.loginPaused, secondsLeft);
  }

  /** After loginMaxFailures failures within 15 minutes the client is paused for the address: 1 min, then 2, 4, … up to an hour. */
  async loginFailed(address: string, client: string): Promise<void> {
    const subject = AddressThrottle.loginSubject(address, client);
    const failures = await this.repository.count(LOGIN_ACTION, subject, LOGIN_WINDOW_SECONDS);
    if (failures >= this.config.loginMaxFailures) await this.repository.block(LOGIN_ACTION, subject, FIRST_BLOCK_SECONDS, LONGEST_BLOCK_SECONDS);
  }

  async loginSucceeded(address: string, client: string): Promise<void> {
    await this.repository.clear(LOGIN_ACTION, AddressThrottle.loginSubject(address, client));
  }

  /**
   * Forgot password: counted per requester IP (any address), per requester
   * and address, and per address from everyone (a wider allowance). A
   * stranger's requests use up only their own allowances, so someone asking
   * from elsewhere still gets a temporary password; and the old password is
   * never invalidated by a request. The 429 says how long the window still runs.
   */
  async takeForgotPassword(address: string, requesterIp: string): Promise<void> {
    const key = AddressThrottle.key(address);
    const perAddress = this.config.addressMailsPerHour;
    const fromIp = await this.repository.countInWindow('forgot:ip', requesterIp, HOUR_SECONDS);
    if (fromIp.count > perAddress * FORGOT_WIDER_FACTOR) throw tooManyRequestsFor(msg.forgotPasswordTooManyFromYou, fromIp.secondsLeft);
    const pair = await this.repository.countInWindow('forgot:ip+address', `${requesterIp} ${key}`, HOUR_SECONDS);
    if (pair.count > perAddress) throw tooManyRequestsFor(msg.forgotPasswordTooManyForAddress, pair.secondsLeft);
    const everyone = await this.repository.countInWindow('mail:temporary-password', key, HOUR_SECONDS);
    if (everyone.count > perAddress * FORGOT_WIDER_FACTOR) throw tooManyRequestsFor(msg.forgotPasswordTooManyForAddress, everyone.secondsLeft);
  }

  /** Counts one account e-mail of this kind to this address; false when the hourly allowance is used up. */
  async takeMail(kind: string, address: string): Promise<boolean> {
    const sent = await this.repository.count(`mail:${kind}`, AddressThrottle.key(address), 60 * 60);
    return sent <= this.config.addressMailsPerHour;
  }
}

type RouteInfo = { method?: string | string[]; url?: string };

/**
 * @fastify/rate-limit's store over the address_throttles table: one atomic
 * upsert per request on (action = 'ip:<METHOD> <route>', subject = key), so N
 * instances share one window per IP and route instead of N. The window
 * starts with the first request and lasts timeWindow, like the plugin's
 * in-memory store; ttl is what is left of it.
 */
export function databaseRateLimitStore(repository: AbuseRepository) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly route: string;

    constructor(options: FastifyRateLimitOptions & { routeInfo?: RouteInfo }) {
      const info = options.routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '*');
      this.route = `ip:${method} ${info.url ?? '*'}`;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      repository.countInWindow(this.route, key, Math.max(1, timeWindow) / 1000).then(
        ({ count, secondsLeft }) => callback(null, { current: count, ttl: secondsLeft * 1000 }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: FastifyRateLimitOptions & { routeInfo?: RouteInfo }): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    throttle: AddressThrottle;
  }
}

async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  const repository = new AbuseRepository(app.database.db);
  await app.register(rateLimit, {
    global: false,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    store: databaseRateLimitStore(repository),
    errorResponseBuilder: () => tooManyRequests(),
  });
  app.decorate('throttle', new AddressThrottle(repository, config));

  // Spent robot proofs and idle counters are dropped now and then.
  const timer = setInterval(() => {
    repository.purge().catch((error: unknown) => app.log.warn({ err: error }, 'purging abuse counters failed'));
  }, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Abuse limits: @fastify/rate-limit per IP, and app.throttle per address. */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => registerRateLimit(app, app.config), {
  name: 'khibra-rate-limit',
  dependencies: ['khibra-errors'],
  decorators: { fastify: ['database', 'config'] },
});
