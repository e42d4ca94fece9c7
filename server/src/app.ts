import { alertsJobs, alertsMemberRoutes } from './modules/alerts/routes';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@contracts/api';
import type { Config, ServerLimits } from './config';
import { openDatabase, type Database } from './db/client';
import { AccessLog } from './http/access-log';
import { sitemapRoutes } from './modules/sitemap/routes';
import { healthRoutes } from './modules/health/routes';
import { referenceMemberRoutes, referenceRoutes } from './modules/reference/routes';
import { contentRoutes } from './modules/content/routes';
import { errorsPlugin } from './plugins/errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { localePlugin } from './plugins/locale';
import { securityPlugin } from './plugins/security';
import { rateLimitPlugin } from './plugins/rate-limit';
import { jobsPlugin } from './plugins/jobs';
import { mailPlugin } from './plugins/mail';
import { authPlugin } from './plugins/auth';
import { captchaPlugin } from './plugins/captcha';
import { uploadsPlugin } from './plugins/uploads';
import { visitorCachePlugin } from './plugins/visitor-cache';
import { spaPlugin } from './plugins/spa';
import { servicesPlugin } from './plugins/services';
import { authMemberRoutes, authRoutes } from './modules/auth/routes';
import { passkeysMemberRoutes, passkeysRoutes } from './modules/passkeys/routes';
import { usersMemberRoutes, usersRoutes } from './modules/users/routes';
import { twoFactorMemberRoutes, twoFactorRoutes } from './modules/two-factor/routes';
import { sessionsMemberRoutes } from './modules/sessions/routes';
import { securityLogMemberRoutes } from './modules/security-log/routes';
import { adminRoutes } from './modules/admin/routes';
import { adminVisibilityRoutes } from './modules/admin/visibility-routes';
import { operatorAccountsRoutes } from './modules/operator-accounts/routes';
import { statsRoutes } from './modules/stats/routes';
import { freelancersMemberRoutes, freelancersRoutes } from './modules/freelancers/routes';
import { uploadsRoutes } from './modules/uploads/routes';
import { vacanciesMemberRoutes, vacanciesRoutes } from './modules/vacancies/routes';
import { applicationsRoutes } from './modules/applications/routes';
import { companiesMemberRoutes, companiesRoutes } from './modules/companies/routes';
import { reviewsMemberRoutes, reviewsRoutes } from './modules/reviews/routes';
import { reportsMemberRoutes } from './modules/reports/routes';
import { savedSearchTestHookRoutes } from './modules/saved-searches/test-hooks';
import { testHookRoutes } from './modules/reviews/test-hooks';
import { companyTestHookRoutes } from './modules/companies/test-hooks';
import { TestTxtRecords, systemTxtResolver, type TxtResolver } from './modules/companies/txt-resolver';
import { authTestHookRoutes } from './modules/auth/test-hooks';
import { realSleep, type Sleep } from './modules/auth/account-guard';
import { eventsMemberRoutes, eventsRoutes } from './modules/events/routes';
import { livePlugin } from './plugins/live';
import { conversationsRoutes } from './modules/conversations/routes';
import { unreadMailJob } from './modules/conversations/unread-mail';
import { notificationsMemberRoutes, notificationsRoutes } from './modules/notifications/routes';
import { accountDataRoutes } from './modules/account-data/routes';
import { econsultationsPublicRoutes, econsultationsRoutes } from './modules/econsultations/routes';
import { noticesRoutes } from './modules/notices/routes';
import { savedSearchesRoutes } from './modules/saved-searches/routes';
import { invitationsRoutes } from './modules/invitations/routes';
import type { Storage } from './storage';
import { REDACTED_LOG_PATHS, safeError, safeRequest } from './http/log-safe';
import { answerClientError } from './http/client-errors';
import { COMPRESS_OPTIONS } from './http/compression';

export interface AppDeps {
  /** An already-open database (tests pass their own); otherwise opened from config. */
  database?: Database;
  /** File storage; otherwise the local disk under dataDir/uploads. */
  storage?: Storage;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Told of every route as it is registered (the fuzz test enumerates the API with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The clock of bookings and jobs (tests move it); otherwise the real time. */
  now?: () => Date;
  /** The DNS TXT lookups of company verification (tests answer them); otherwise the system's DNS, or with TEST_HOOKS the hooks' records. */
  resolveTxt?: TxtResolver;
  /** How a slowed-down sign-in waits (tests record the wait instead); otherwise a timer. */
  sleep?: Sleep;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
    /** closing turns true when a shutdown begins: readiness answers 503 from then on. */
    lifecycle: { closing: boolean };
    /** The clock of bookings and queued jobs (AppDeps.now, or the real time). */
    clock: { now(): Date };
    /** DNS TXT lookups (AppDeps.resolveTxt, the test hooks' records, or the system's DNS). */
    resolveTxt: TxtResolver;
    /** AppDeps.sleep, or a timer. */
    sleep: Sleep;
  }
}

/**
 * Timeouts of the HTTP server (the product reference is silent;): a client that
 * stalls while sending headers or a body, or sits on an idle socket, is cut
 * off instead of holding a connection for minutes. Node checks the header
 * and request deadlines every connectionsCheckingInterval, so that interval
 * follows the shorter deadline (a quarter of it, at most Node's 30 s).
 */
export function serverOptions(limits: ServerLimits) {
  const checkEvery = Math.max(25, Math.min(30_000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4)));
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: { requestTimeout: limits.requestTimeoutMs, headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: checkEvery },
  };
}

/** Builds a ready Fastify instance: plugins, then routes. main.ts only adds listen and signals. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // No personal data in logs, by design: see http/log-safe.ts.
      redact: REDACTED_LOG_PATHS,
      serializers: { err: safeError, req: safeRequest },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // One line per read, none at `info` for a visitor-cache hit (http/access-log.ts).
    logController: new AccessLog(),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // Only behind a reverse proxy may X-Forwarded-For name the client (rate limits are per IP).
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    ...serverOptions(config.server),
    clientErrorHandler: answerClientError,
  });
  // Sockets past the limit are closed as they arrive (Node refuses them before any parsing).
  app.server.maxConnections = config.server.maxConnections;

  const database = deps.database ?? (await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir, migrationsDir: config.migrationsDir, pgliteWorker: config.pgliteWorker }));
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('lifecycle', { closing: false });
  app.decorate('clock', { now: deps.now ?? (() => new Date()) });
  const testTxtRecords = config.testHooks ? new TestTxtRecords() : undefined;
  app.decorate('resolveTxt', deps.resolveTxt ?? testTxtRecords?.resolve ?? systemTxtResolver());
  app.decorate('sleep', deps.sleep ?? realSleep);
  app.addHook('preClose', async () => {
    app.lifecycle.closing = true;
  });
  const forget = database.onConnectionError((error) => app.log.warn({ err: error }, 'database connection lost; the next query opens a new one'));
  app.addHook('onClose', async () => forget());
  // A database the app opened is the app's to close; one handed in belongs to the caller.
  if (!deps.database) app.addHook('onClose', async () => database.close());

  // Hooks that run on every answer take a callback rather than being async: no promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  // Each plugin, in its own file, is wrapped with fastify-plugin (what it decorates and hooks belongs to the
  // whole app) and names the plugins it needs before it and the decorators it reads (database, config, clock
  // and lifecycle are decorated above): Fastify refuses to start when the order is wrong, naming both.
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(localePlugin);
  await app.register(securityPlugin);
  // The visitor cache compresses its answers ahead by the same rules (http/compression.ts).
  await app.register(compress, { ...COMPRESS_OPTIONS });
  await app.register(rateLimitPlugin);
  await app.register(jobsPlugin);
  await app.register(mailPlugin);
  await app.register(authPlugin);
  await app.register(captchaPlugin);
  await app.register(uploadsPlugin, { storage: deps.storage });
  await app.register(visitorCachePlugin);
  await app.register(livePlugin);
  await app.register(servicesPlugin);

  await app.register(
    async (api) => {
      // Open to visitors (some answer members too, e.g. a login or the robot check).
      await api.register(healthRoutes, { database });
      await api.register(referenceRoutes);
      await api.register(contentRoutes);
      await api.register(authRoutes);
      await api.register(twoFactorRoutes);
      await api.register(passkeysRoutes);
      await api.register(usersRoutes);
      await api.register(freelancersRoutes);
      await api.register(uploadsRoutes);
      await api.register(vacanciesRoutes);
      await api.register(companiesRoutes);
      await api.register(econsultationsPublicRoutes);
      await api.register(reviewsRoutes);
      await api.register(eventsRoutes);
      if (config.testHooks) await api.register(testHookRoutes);
      if (testTxtRecords) await api.register(companyTestHookRoutes, { records: testTxtRecords });
      if (config.testHooks) await api.register(authTestHookRoutes);
      if (config.testHooks) await api.register(savedSearchTestHookRoutes);
      // Login-only: one encapsulated context whose hook answers 401 (see docs/reference.md#errors) before any handler runs.
      await api.register(memberRoutes);
    },
    { prefix: API_PREFIX },
  );

  // Preferences' gate of every e-mail, unsubscribing (under the API and the mailed one-click address), the unread e-mail.
  await app.register(notificationsRoutes);
  await app.register(unreadMailJob);
  await app.register(alertsJobs);
  await app.register(sitemapRoutes);
  await app.register(spaPlugin);
  await app.ready();
  return app;
}

/**
 * Every route that needs a login, in one encapsulated context: its preHandler
 * hook is app.authenticate (401 without a valid session, 403 while the password
 * must change, except where a route allows it), and the administrator routes
 * sit in a context of their own inside it. A preHandler, not an onRequest
 * hook, so a malformed body still answers 400 before the 401.
 * Unknown paths do not reach the hook: they answer the app's 404.
 */
const memberRoutes = fp(
  async (member: FastifyInstance) => {
    member.addHook('preHandler', member.authenticate);
    await member.register(referenceMemberRoutes);
    await member.register(authMemberRoutes);
    await member.register(twoFactorMemberRoutes);
    await member.register(passkeysMemberRoutes);
    await member.register(usersMemberRoutes);
    await member.register(sessionsMemberRoutes);
    await member.register(securityLogMemberRoutes);
    await member.register(freelancersMemberRoutes);
    await member.register(vacanciesMemberRoutes);
    await member.register(applicationsRoutes);
    await member.register(companiesMemberRoutes);
    await member.register(econsultationsRoutes);
    await member.register(reviewsMemberRoutes);
    await member.register(reportsMemberRoutes);
    await member.register(conversationsRoutes);
    await member.register(notificationsMemberRoutes);
    await member.register(alertsMemberRoutes);
    await member.register(noticesRoutes);
    await member.register(savedSearchesRoutes);
    await member.register(invitationsRoutes);
    await member.register(eventsMemberRoutes);
    await member.register(accountDataRoutes);
    await member.register(async (admin) => {
      admin.addHook('preHandler', admin.requireModerator);
      await admin.register(adminRoutes);
      await admin.register(adminVisibilityRoutes);
      await admin.register(operatorAccountsRoutes);
      await admin.register(statsRoutes);
    });
  },
  { name: 'khibra-member-routes', encapsulate: true, dependencies: ['khibra-auth', 'khibra-rate-limit', 'khibra-mail', 'khibra-captcha', 'khibra-uploads', 'khibra-services', 'khibra-live'] },
);
