import path from 'node:path';

/** Validated runtime configuration. Every value comes from an environment variable. */
export interface Config {
  port: number;
  host: string;
  /** postgres:// URL of a real PostgreSQL server; undefined means the embedded PGlite. */
  databaseUrl?: string;
  /** Root for everything the server writes: the embedded database, uploads, outbox. */
  dataDir: string;
  /** Embedded database directory; undefined means in memory (tests). */
  pgliteDir?: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  publicUrl: string;
  captchaProvider: 'local' | 'recaptcha';
  recaptchaSiteKey?: string;
  recaptchaSecret?: string;
  shutdownTimeoutMs: number;
  /** On SIGTERM, readiness answers 503 this long before the server stops taking connections (SHUTDOWN_DELAY_MS). */
  shutdownDelayMs: number;
  /** Trust X-Forwarded-* headers (only when a reverse proxy sets them). */
  trustProxy: boolean;
  /** Built SPA; not served when the directory does not exist (API-only tests). */
  clientDir: string;
  /** Static files shipped with the repository (illustrations, videos). */
  publicDir: string;
  migrationsDir: string;
  /** The worker thread that runs the embedded database (db/pglite-worker.mjs). */
  pgliteWorker: string;
  /** HS256 secret for access tokens and robot proofs; undefined: generated once and kept in the database (http/tokens.ts). */
  jwtSecret?: string;
  /** smtp:// or smtps:// URL; undefined writes every message to <dataDir>/outbox as .eml instead. */
  smtpUrl?: string;
  mailFrom: string;
  /** Where contact-form inquiries go. */
  contactEmail: string;
  /** When an account is approved: at sign-up (auto), on e-mail verification (email), or by an administrator (manual). */
  approval: 'auto' | 'email' | 'manual';
  /** Per client IP and per protected route (login, register, forgot, contact, invite, robot check). */
  rateLimitPerMinute: number;
  /** Failed logins for one address within 15 minutes before that address is refused for a growing delay. */
  loginMaxFailures: number;
  /** Account e-mails (temporary password, verification, invitation, contact acknowledgement) per address per hour. */
  addressMailsPerHour: number;
  /** Google's verify endpoint; replaceable so tests fake only that endpoint. */
  recaptchaVerifyUrl: string;
  /** Fill an empty database with the demo marketplace at start (SEED_DEMO, default true; see db/seed/demo.ts). */
  seedDemo: boolean;
  /**
   * The end-to-end tests' hooks (TEST_HOOKS=true, refused with NODE_ENV=production): POST /api/v1.0/test/bookings/{id}/end
   * moves one booking into the past, the test clock of the review journeys. Off by default.
   */
  testHooks: boolean;
  /** Attempts to deliver an e-mail before it is marked failed (MAIL_MAX_ATTEMPTS); retries wait 30 s, 1 min, 2 min, … up to 1 h. */
  mailMaxAttempts: number;
  /** How often each instance looks for due jobs, e.g. e-mails queued by another instance (JOBS_POLL_MS). */
  jobsPollMs: number;
  /** Where uploaded files live (STORAGE): 'database' (shared by every instance; the default with DATABASE_URL) or 'local' (DATA_DIR/uploads; the default on PGlite). */
  storage: 'local' | 'database';
  /** How long a visitor read answer may be served from the per-process cache (VISITOR_CACHE_MS, default 3000; 0 turns it off; see plugins/visitor-cache.ts). */
  visitorCacheMs: number;
  /** HTTP server limits: slow or stalled clients are cut off, and at most maxConnections sockets are open at once. */
  server: ServerLimits;
}

export interface ServerLimits {
  /** Whole request (headers and body) must arrive within this (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** Request headers must arrive within this (HEADERS_TIMEOUT_MS, at most REQUEST_TIMEOUT_MS). */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic in either direction is closed after this (CONNECTION_TIMEOUT_MS). */
  connectionTimeoutMs: number;
  /** Open connections at once; more are refused (MAX_CONNECTIONS). */
  maxConnections: number;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function intVar(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function boolVar(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(name, `must be true or false, got "${env[name]}"`);
}

function urlVar(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'must be a valid URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

function secretVar(env: Env, name: string, minLength: number): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < minLength) throw new ConfigError(name, `must be at least ${minLength} characters long`);
  return raw;
}

function emailVar(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  // A bare address, or a display name with the address in angle brackets.
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(raw) && !/^[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>$/.test(raw)) {
    throw new ConfigError(name, `must be an e-mail address (optionally "Name <address>"), got "${raw}"`);
  }
  return raw;
}

/** Reads and validates the environment; throws ConfigError naming the bad variable. */
export function loadConfig(env: Env = process.env, root = process.cwd()): Config {
  const port = intVar(env, 'PORT', 3000, 0, 65535);
  const testHooks = boolVar(env, 'TEST_HOOKS', false);
  if (testHooks && env.NODE_ENV === 'production') throw new ConfigError('TEST_HOOKS', 'is for the end-to-end tests and cannot be on with NODE_ENV=production');
  const dataDir = path.resolve(root, env.DATA_DIR || 'data');
  const captchaProvider = oneOf(env, 'CAPTCHA_PROVIDER', ['local', 'recaptcha'] as const, 'local');
  const recaptchaSiteKey = env.RECAPTCHA_SITE_KEY || undefined;
  const recaptchaSecret = env.RECAPTCHA_SECRET || undefined;
  if (captchaProvider === 'recaptcha') {
    if (!recaptchaSiteKey) throw new ConfigError('RECAPTCHA_SITE_KEY', 'is required when CAPTCHA_PROVIDER=recaptcha');
    if (!recaptchaSecret) throw new ConfigError('RECAPTCHA_SECRET', 'is required when CAPTCHA_PROVIDER=recaptcha');
  }
  const databaseUrl = urlVar(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const requestTimeoutMs = intVar(env, 'REQUEST_TIMEOUT_MS', 120_000, 100, 3_600_000);
  const headersTimeoutMs = intVar(env, 'HEADERS_TIMEOUT_MS', Math.min(20_000, requestTimeoutMs), 100, 3_600_000);
  if (headersTimeoutMs > requestTimeoutMs) throw new ConfigError('HEADERS_TIMEOUT_MS', `must not be more than REQUEST_TIMEOUT_MS (${requestTimeoutMs}), got ${headersTimeoutMs}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    pgliteDir: databaseUrl ? undefined : path.join(dataDir, 'pglite'),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    publicUrl: (urlVar(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/$/, ''),
    captchaProvider,
    recaptchaSiteKey,
    recaptchaSecret,
    shutdownTimeoutMs: intVar(env, 'SHUTDOWN_TIMEOUT_MS', 10000, 0, 600000),
    shutdownDelayMs: intVar(env, 'SHUTDOWN_DELAY_MS', 0, 0, 600000),
    trustProxy: boolVar(env, 'TRUST_PROXY', false),
    clientDir: path.resolve(root, 'dist/client'),
    publicDir: path.resolve(root, 'public'),
    migrationsDir: path.resolve(root, 'server/src/db/migrations'),
    pgliteWorker: path.resolve(root, 'server/src/db/pglite-worker.mjs'),
    jwtSecret: secretVar(env, 'JWT_SECRET', 32),
    smtpUrl: urlVar(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: emailVar(env, 'MAIL_FROM', 'Khibra <no-reply@khibra.local>'),
    contactEmail: emailVar(env, 'CONTACT_EMAIL', 'support@khibra.local'),
    approval: oneOf(env, 'APPROVAL', ['auto', 'email', 'manual'] as const, 'auto'),
    rateLimitPerMinute: intVar(env, 'RATE_LIMIT_PER_MINUTE', 30, 1, 1_000_000),
    loginMaxFailures: intVar(env, 'LOGIN_MAX_FAILURES', 5, 1, 1000),
    addressMailsPerHour: intVar(env, 'ADDRESS_MAILS_PER_HOUR', 5, 1, 1000),
    recaptchaVerifyUrl: urlVar(env, 'RECAPTCHA_VERIFY_URL', ['http:', 'https:']) ?? 'https://www.google.com/recaptcha/api/siteverify',
    seedDemo: boolVar(env, 'SEED_DEMO', true),
    testHooks,
    mailMaxAttempts: intVar(env, 'MAIL_MAX_ATTEMPTS', 10, 1, 100),
    jobsPollMs: intVar(env, 'JOBS_POLL_MS', 2000, 50, 600_000),
    storage: oneOf(env, 'STORAGE', ['local', 'database'] as const, databaseUrl ? 'database' : 'local'),
    visitorCacheMs: intVar(env, 'VISITOR_CACHE_MS', 3000, 0, 60_000),
    server: {
      requestTimeoutMs,
      headersTimeoutMs,
      keepAliveTimeoutMs: intVar(env, 'KEEP_ALIVE_TIMEOUT_MS', 10_000, 100, 3_600_000),
      connectionTimeoutMs: intVar(env, 'CONNECTION_TIMEOUT_MS', 60_000, 100, 3_600_000),
      maxConnections: intVar(env, 'MAX_CONNECTIONS', 1000, 1, 1_000_000),
    },
  };
}
