import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REAUTH_REQUIRED } from '@contracts/auth';
import { msg } from '@contracts/messages';
import type { Db } from '../../db/client';
import { sessionProofs } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { requireSession } from '../../plugins/auth';
import type { SessionRow } from '../sessions/repository';

/** How recent the password must be for a sensitive action. */
export const RECENT_AUTH_MINUTES = 10;

/** When the session's owner last proved the password: the latest POST /auth/reauth, else the sign-in that opened it. */
export async function provedAt(db: Db, session: SessionRow): Promise<Date> {
  const [row] = await db.select({ provedAt: sessionProofs.provedAt }).from(sessionProofs).where(eq(sessionProofs.sessionId, session.id));
  return row?.provedAt ?? session.createdAt;
}

/** Records that the session's owner proved the password (or a passkey) at `at`. */
export async function recordProof(db: Db, sessionId: string, at: Date): Promise<void> {
  await db.insert(sessionProofs).values({ sessionId, provedAt: at }).onConflictDoUpdate({ target: sessionProofs.sessionId, set: { provedAt: at } });
}

/**
 * The guard of a sensitive action (after authenticate): 403 code
 * reauthRequired unless the session proved the password within `minutes`
 * (a fresh sign-in counts). One line at the top of a handler:
 * `await requireRecentAuth(request);`
 */
export async function requireRecentAuth(request: FastifyRequest, minutes = RECENT_AUTH_MINUTES): Promise<void> {
  const app: FastifyInstance = request.server;
  const proved = await provedAt(app.database.db, requireSession(request));
  if (app.clock.now().getTime() - proved.getTime() > minutes * 60_000) throw new HttpError(403, msg.reauthRequired, REAUTH_REQUIRED);
}
