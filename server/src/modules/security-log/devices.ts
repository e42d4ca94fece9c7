import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE } from '@contracts/security';
import type { Db } from '../../db/client';
import { knownDevices } from '../../db/schema';
import { sha256 } from '../../http/tokens';
import { readCookie } from '../../plugins/locale';

/** The device cookie lives two years; each sign-in renews it. */
const DEVICE_COOKIE_MAX_AGE_S = 2 * 365 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** The khibra_device id this request carries, when it is well formed. */
export function deviceIdOf(request: FastifyRequest): string | undefined {
  const value = readCookie(request, DEVICE_COOKIE);
  return value && DEVICE_ID.test(value) ? value : undefined;
}

/**
 * The request's device id, or a new random one; either way the answer sets the cookie (httpOnly, SameSite=Lax,
 * Secure when the site is served over https, two years).
 */
export function ensureDeviceId(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const id = deviceIdOf(request) ?? randomBytes(24).toString('base64url');
  const cookie = `${DEVICE_COOKIE}=${id}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  const earlier = reply.getHeader('set-cookie');
  reply.header('set-cookie', [...(Array.isArray(earlier) ? earlier : typeof earlier === 'string' ? [earlier] : []), cookie]);
  return id;
}

/** Whether the account signed in from this device before (the device cookie's id; only its hash is stored). */
export async function isKnownDevice(db: Db, userId: string, deviceId: string | undefined): Promise<boolean> {
  if (!deviceId) return false;
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, sha256(deviceId))));
  return row !== undefined;
}

/** Records a sign-in from the device; true when the account had not seen it before (only one of concurrent sign-ins gets true). */
export async function rememberDevice(db: Db, userId: string, deviceId: string): Promise<boolean> {
  const inserted = await db
    .insert(knownDevices)
    .values({ userId, deviceHash: sha256(deviceId) })
    .onConflictDoNothing()
    .returning({ userId: knownDevices.userId });
  if (inserted.length > 0) return true;
  await db
    .update(knownDevices)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, sha256(deviceId))));
  return false;
}
