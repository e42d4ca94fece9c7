import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { msg } from '@contracts/messages';
import type { Config } from '../config';
import { HttpError, forbidden, unauthorized } from '../http/errors';
import type { UserRow } from '../modules/users/repository';
import type { SessionRow } from '../modules/sessions/repository';
import { SessionsService } from '../modules/sessions/service';
import fp from 'fastify-plugin';
import { isUuid } from '../http/uuid';

const ISSUER = 'khibra';
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * HS256 secret: JWT_SECRET when set, else generated once and kept in
 * <dataDir>/jwt-secret (mode 0600) so tokens survive restarts. Two processes
 * starting at once agree: the file is created exclusively, the loser reads it.
 */
export async function loadJwtSecret(config: Config): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return new TextEncoder().encode((await fs.readFile(file, 'utf8')).trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    await fs.writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return new TextEncoder().encode(secret);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return new TextEncoder().encode((await fs.readFile(file, 'utf8')).trim());
  }
}

/**
 * Signed tokens of this server. The audience keeps kinds apart: an access
 * token is never accepted as a robot proof, nor the other way round.
 */
export class Tokens {
  constructor(private readonly secret: Uint8Array) {}

  sign(audience: string, claims: JWTPayload, expiresIn: string | Date): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer(ISSUER).setAudience(audience).setIssuedAt().setExpirationTime(expiresIn).sign(this.secret);
  }

  /** The payload of a valid, unexpired token of this audience; null otherwise. */
  async verify(token: string, audience: string): Promise<JWTPayload | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'], issuer: ISSUER, audience });
      return payload;
    } catch {
      return null;
    }
  }

  /** An access token of one server-side session (claim `sid`); the SPA keeps it in local storage under Auth. */
  accessToken(userId: string, sessionId: string, expiresAt: Date): Promise<string> {
    return this.sign('access', { sub: userId, sid: sessionId }, expiresAt);
  }
}

/** The raw Authorization header value (see docs/reference.md#api), with or without a "Bearer " prefix. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = header.trim().replace(/^Bearer\s+/i, '');
  return value || undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
    sessions: SessionsService;
    /**
     * preHandler: 401 unless a valid token names a live session of an existing
     * account; sets request.user and request.session. A session opened with a
     * temporary password gets 403 mustChangePassword except on routes whose
     * config has allowWhileMustChangePassword.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler after authenticate (the login-only context's hook): 403 unless the account is an administrator. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The caller, from the token only (never from the body); null until authenticate ran. */
    user: UserRow | null;
    /** The caller's session; null until authenticate ran. */
    session: SessionRow | null;
  }
  interface FastifyContextConfig {
    /** The route stays open to a session that must set a new password first (My Profile, password update, logout). */
    allowWhileMustChangePassword?: boolean;
  }
}

/** The authenticated caller; throws 401 when a route forgot its authenticate preHandler. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The caller's session; throws 401 when a route forgot its authenticate preHandler. */
export function requireSession(request: FastifyRequest): SessionRow {
  if (!request.session) throw unauthorized();
  return request.session;
}

async function registerAuth(app: FastifyInstance, config: Config): Promise<void> {
  const tokens = new Tokens(await loadJwtSecret(config));
  const sessions = new SessionsService(app.database.db, tokens);
  app.decorate('tokens', tokens);
  app.decorate('sessions', sessions);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  // Checked on every request, account and session in one query: a revoked session answers 401 at once.
  const authenticate = async (request: FastifyRequest) => {
    const token = tokenFromHeader(request.headers.authorization);
    const payload = token ? await tokens.verify(token, 'access') : null;
    const found = isUuid(payload?.sub) && isUuid(payload?.sid) ? await sessions.repository.findLive(payload.sid, payload.sub) : undefined;
    if (!found) throw unauthorized();
    request.user = found.user;
    request.session = found.session;
    if (found.session.mustChangePassword && !request.routeOptions.config.allowWhileMustChangePassword) {
      throw new HttpError(403, msg.mustChangePassword, 'mustChangePassword');
    }
  };
  app.decorate('authenticate', authenticate);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!requireUser(request).isAdmin) throw forbidden('Only administrators can do this.');
  });

  // Sessions that ended more than a day ago are dropped now and then.
  const timer = setInterval(() => {
    sessions.repository.purge().catch((error: unknown) => app.log.warn({ err: error }, 'purging ended sessions failed'));
  }, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Tokens and sessions; app.authenticate, the hook of the login-only routes. */
export const authPlugin = fp(async (app: FastifyInstance) => registerAuth(app, app.config), { name: 'khibra-auth', dependencies: ['khibra-errors'], decorators: { fastify: ['database', 'config'] } });
