import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { econsultationSettings, freelancers, knownDevices } from '../../db/schema';
import { pageUrl } from '../../http/page-url';
import type { Mailer } from '../../plugins/mail';
import { inLanguageOf } from '../../plugins/locale';
import type { UserRow } from '../users/repository';
import { deviceOf } from '../sessions/device';
import { rememberDevice } from './devices';
import { newDeviceMail } from './emails';
import { recordSecurityEvent } from './record';

/** Where a sign-in came from. */
export interface SignInOrigin {
  ip: string;
  userAgent?: string;
  /** The khibra_device cookie's id (security-log/devices.ts). */
  deviceId?: string;
}

/** The anchor of the sessions list on My Account. */
export const SESSIONS_ANCHOR = 'sessions';

/** The member's time zone when Khibra knows one (their e-consultation settings), else UTC. */
async function zoneOf(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ zone: econsultationSettings.timezone })
    .from(econsultationSettings)
    .innerJoin(freelancers, eq(freelancers.id, econsultationSettings.freelancerId))
    .where(eq(freelancers.userId, userId));
  return row?.zone ?? 'UTC';
}

/**
 * A successful sign-in (a sign-up too): the device is remembered, the log gets a signIn entry, and a
 * device the account had not used before is told to the account's address, in the member's language. An account
 * without any remembered device yet (its first sign-in with a device cookie) is not e-mailed.
 */
export async function recordSignIn(tx: Db, deps: { mailer: Mailer; config: Config; now: Date }, user: UserRow, origin: SignInOrigin): Promise<void> {
  const { ip, userAgent, deviceId } = origin;
  const hadDevices = deviceId ? (await tx.select({ userId: knownDevices.userId }).from(knownDevices).where(eq(knownDevices.userId, user.id)).limit(1)).length > 0 : true;
  const isNew = deviceId ? await rememberDevice(tx, user.id, deviceId) : false;
  const newDevice = isNew && hadDevices;
  await recordSecurityEvent(tx, user.id, 'signIn', { ip, userAgent, ...(newDevice ? { newDevice } : {}) });
  if (!newDevice) return;
  const timeZone = await zoneOf(tx, user.id);
  const link = `${pageUrl(deps.config.publicUrl, 'profile')}#${SESSIONS_ANCHOR}`;
  await deps.mailer.send(inLanguageOf(user, () => newDeviceMail(user.email, user.firstName, { device: deviceOf(userAgent), ip, at: deps.now, timeZone }, link)), tx);
}
