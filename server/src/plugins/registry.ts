import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../storage';
import { registerErrorHandling } from './errors';
import { registerInputGuard } from './input-guard';
import { registerLocale } from './locale';
import { registerSecurity } from './security';
import { registerRateLimit } from './rate-limit';
import { registerJobs } from './jobs';
import { registerMail } from './mail';
import { registerAuth } from './auth';
import { registerCaptcha } from './captcha';
import { registerUploads } from './uploads';
import { registerVisitorCache, VisitorCache } from './visitor-cache';
import { registerSpa } from './spa';

/**
 * The app's plugins, each wrapped with fastify-plugin (so what it decorates and
 * hooks belongs to the whole app) and given a name, the plugins it needs before
 * it and the decorators it reads. Fastify checks all of that at start: a
 * plugin registered before what it needs fails buildApp with a message that
 * names both, instead of a comment in app.ts asking for an order.
 *
 * buildApp decorates database, config, clock and lifecycle before any of them.
 */
const CORE = ['database', 'config'];

export const errorsPlugin = fp(async (app: FastifyInstance) => registerErrorHandling(app), { name: 'khibra-errors' });

export const inputGuardPlugin = fp(async (app: FastifyInstance) => registerInputGuard(app), { name: 'khibra-input-guard', dependencies: ['khibra-errors'] });

export const localePlugin = fp(async (app: FastifyInstance) => registerLocale(app), { name: 'khibra-locale' });

export const securityPlugin = fp(async (app: FastifyInstance) => registerSecurity(app, app.config), { name: 'khibra-security', decorators: { fastify: ['config'] } });

/** Abuse limits: @fastify/rate-limit per IP, and app.throttle per address. */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => registerRateLimit(app, app.config), {
  name: 'khibra-rate-limit',
  dependencies: ['khibra-errors'],
  decorators: { fastify: CORE },
});

/** The durable job queue (app.jobs), on the app's clock. */
export const jobsPlugin = fp(async (app: FastifyInstance) => registerJobs(app, app.config), { name: 'khibra-jobs', decorators: { fastify: [...CORE, 'clock'] } });

/** app.mailer: e-mails are queued as jobs. */
export const mailPlugin = fp(async (app: FastifyInstance) => registerMail(app, app.config), { name: 'khibra-mail', dependencies: ['khibra-jobs'], decorators: { fastify: CORE } });

/** Tokens and sessions; app.authenticate, the hook of the login-only routes. */
export const authPlugin = fp(async (app: FastifyInstance) => registerAuth(app, app.config), { name: 'khibra-auth', dependencies: ['khibra-errors'], decorators: { fastify: CORE } });

/** app.robot: the robot check signs its proofs with the auth plugin's tokens. */
export const captchaPlugin = fp(async (app: FastifyInstance) => registerCaptcha(app, app.config), {
  name: 'khibra-captcha',
  dependencies: ['khibra-auth'],
  decorators: { fastify: [...CORE, 'tokens'] },
});

/** app.storage and multipart bodies. */
export const uploadsPlugin = fp(async (app: FastifyInstance, options: { storage?: Storage }) => registerUploads(app, app.config, options.storage), {
  name: 'khibra-uploads',
  decorators: { fastify: CORE },
});

/** app.visitorCache: it compresses its answers ahead by the same rules as @fastify/compress. */
export const visitorCachePlugin = fp(async (app: FastifyInstance) => registerVisitorCache(app, new VisitorCache(app.config.visitorCacheMs)), {
  name: 'khibra-visitor-cache',
  dependencies: ['@fastify/compress'],
  decorators: { fastify: ['config'] },
});

/** The built client: static files, server-rendered pages and the SPA fallback, after every API route. */
export const spaPlugin = fp(async (app: FastifyInstance) => registerSpa(app, app.config), {
  name: 'khibra-spa',
  dependencies: ['khibra-security', 'khibra-locale'],
  decorators: { fastify: ['config'] },
});
