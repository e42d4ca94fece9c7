import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256 } from '../../http/tokens';

/** The cookie that names a browser across sign-ins (OWASP "device cookie"): a random id, never an account. */
export const DEVICE_COOKIE = 'khibra_device';
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const ID_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

/** The device id this request's cookie carries, or undefined (no cookie, or not one this server issued the shape of). */
export function readDeviceId(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === DEVICE_COOKIE) {
      const value = part.slice(at + 1).trim();
      return ID_PATTERN.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** What is stored of a device id: its SHA-256. */
export const deviceHash = (id: string): string => sha256(`device:${id}`);

/** The request's device id, issuing a new cookie on the reply when it has none (httpOnly, SameSite=Lax, Secure over https). */
export function ensureDeviceId(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const known = readDeviceId(request);
  if (known) return known;
  const id = randomBytes(24).toString('base64url');
  const attributes = [`${DEVICE_COOKIE}=${id}`, 'Path=/', `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
  return id;
}
