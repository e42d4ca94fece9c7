import type { FastifyInstance, FastifyRequest } from 'fastify';
import { msg } from '@contracts/messages';
import type { Config } from '../config';
import { HttpError, forbidden, unauthorized } from '../http/errors';
import type { UserRow } from '../modules/users/repository';
import type { SessionRow } from '../modules/sessions/repository';
import { SessionsService } from '../modules/sessions/service';
import { Tokens, loadJwtSecret } from '../http/tokens';
import fp from 'fastify-plugin';
import { isUuid } from '../http/uuid';
import { consoleMsg } from '@contracts/operator';

const PURGE_EVERY_MS = 60 * 60 * 1000;
/** A session's last activity is written at most this often. */
const ACTIVITY_EVERY_MS = 60 * 1000;

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
    /**
     * On a route open to visitors: the caller when the request carries a valid token of a live session, else null
     * (never a 401). For answers that differ a little for a member, e.g. marking the member's own reviews.
     */
    viewerOf: (request: FastifyRequest) => Promise<UserRow | null>;
    /** preHandler after authenticate (the login-only context's hook): 403 unless the account is an administrator. */
    /** The operator console's hook: administrators and moderators (403 for any other member). */
    requireModerator: (request: FastifyRequest) => Promise<void>;
    /** Administrators only: roles, settings and exports (403 for a moderator). */
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
  const tokens = new Tokens(await loadJwtSecret(config, app.database.db));
  const sessions = new SessionsService({ db: app.database.db, tokens });
  app.decorate('tokens', tokens);
  app.decorate('sessions', sessions);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  // Checked on every request, account and session in one query: a revoked session answers 401 at once.
  const liveSession = async (request: FastifyRequest) => {
    const token = tokenFromHeader(request.headers.authorization);
    const payload = token ? await tokens.verify(token, 'access') : null;
    return isUuid(payload?.sub) && isUuid(payload?.sid) ? await sessions.repository.findLive(payload.sid, payload.sub) : undefined;
  };
  const authenticate = async (request: FastifyRequest) => {
    const found = await liveSession(request);
    if (!found) throw unauthorized();
    request.user = found.user;
    request.session = found.session;
    if (Date.now() - found.session.lastActiveAt.getTime() > ACTIVITY_EVERY_MS) await sessions.repository.touch(found.session.id);
    if (found.session.mustChangePassword && !request.routeOptions.config.allowWhileMustChangePassword) {
      throw new HttpError(403, msg.mustChangePassword, 'mustChangePassword');
    }
  };
  app.decorate('authenticate', authenticate);
  app.decorate('viewerOf', async (request: FastifyRequest) => (await liveSession(request))?.user ?? null);
  app.decorate('requireModerator', async (request: FastifyRequest) => {
    const user = requireUser(request);
    if (!user.isAdmin && !user.isModerator) throw forbidden(consoleMsg.operatorsOnly);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!requireUser(request).isAdmin) throw forbidden(consoleMsg.adminsOnly);
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
