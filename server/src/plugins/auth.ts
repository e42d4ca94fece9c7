import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../config';
import { forbidden, unauthorized } from '../http/errors';
import { UsersRepository, type UserRow } from '../modules/users/repository';

const ISSUER = 'khibra';
/** Access tokens live 7 days; the SPA keeps them in local storage under Auth. */
export const ACCESS_TOKEN_TTL = '7d';

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

  accessToken(userId: string): Promise<string> {
    return this.sign('access', { sub: userId }, ACCESS_TOKEN_TTL);
  }
}

/** The raw Authorization header value (SPEC §7), with or without a "Bearer " prefix. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = header.trim().replace(/^Bearer\s+/i, '');
  return value || undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
    /** preHandler: 401 unless a valid token names an existing account; sets request.user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: like authenticate, then 403 unless the account is an administrator. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The caller, from the token only (never from the body); null until authenticate ran. */
    user: UserRow | null;
  }
}

/** The authenticated caller; throws 401 when a route forgot its authenticate preHandler. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

export async function registerAuth(app: FastifyInstance, config: Config): Promise<void> {
  const tokens = new Tokens(await loadJwtSecret(config));
  const users = new UsersRepository(app.database.db);
  app.decorate('tokens', tokens);
  app.decorateRequest('user', null);

  const authenticate = async (request: FastifyRequest) => {
    const token = tokenFromHeader(request.headers.authorization);
    const payload = token ? await tokens.verify(token, 'access') : null;
    const user = typeof payload?.sub === 'string' ? await users.findById(payload.sub) : undefined;
    if (!user) throw unauthorized();
    request.user = user;
  };
  app.decorate('authenticate', authenticate);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await authenticate(request);
    if (!request.user?.isAdmin) throw forbidden('Only administrators can do this.');
  });
}
