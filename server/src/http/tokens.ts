import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../config';

const ISSUER = 'khibra';

/** How a single-use token (a link's, a ticket's) is stored: its hex SHA-256, so the table alone opens nothing. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

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
