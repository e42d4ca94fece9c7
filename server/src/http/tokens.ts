import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { appMeta } from '../db/schema';

const ISSUER = 'khibra';

/** How a single-use token (a link's, a ticket's) is stored: its hex SHA-256, so the table alone opens nothing. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** The app_meta row of a generated secret shared by every instance on one PostgreSQL database. */
export const JWT_SECRET_KEY = 'jwt_secret';

/** A secret an earlier version generated under the data directory, if any. */
async function earlierSecret(dataDir: string): Promise<string | null> {
  try {
    return (await fs.readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return null;
  }
}

/**
 * HS256 secret: JWT_SECRET when set. Otherwise generated once and kept in the
 * database (app_meta row `jwt_secret`), where every instance on it finds the
 * same one: the first to start writes it, the others read it. An instance
 * with a <dataDir>/jwt-secret offers that one, so its sessions survive.
 */
export async function loadJwtSecret(config: Config, db: Db): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const offered = (await earlierSecret(config.dataDir)) ?? randomBytes(48).toString('base64url');
  await db.insert(appMeta).values({ key: JWT_SECRET_KEY, value: offered }).onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, JWT_SECRET_KEY));
  return new TextEncoder().encode(row.value);
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
