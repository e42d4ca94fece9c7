import type { FastifyInstance } from 'fastify';
import { msg } from '@contracts/messages';
import { SECURITY_PATHS, type SessionView } from '@contracts/security';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { requireSession } from '../../plugins/auth';
import { recordSecurityEvent } from '../security-log/record';
import { deviceOf } from './device';
import type { SessionRow } from './repository';

const toView = (row: SessionRow, currentId: string): SessionView => ({
  id: row.id,
  current: row.id === currentId,
  userAgent: row.userAgent,
  device: deviceOf(row.userAgent),
  ip: row.ip,
  createdAt: row.createdAt.toISOString(),
  lastActiveAt: row.lastActiveAt.toISOString(),
});

/** GET /user/sessions and DELETE /user/sessions/{id} (members): the account's live sessions, and ending one. */
export async function sessionsMemberRoutes(app: FastifyInstance): Promise<void> {
  const { repository } = app.sessions;

  app.get(SECURITY_PATHS.sessions, async (request, reply) => {
    const session = requireSession(request);
    const rows = await repository.listLive(session.userId);
    return reply.header('Cache-Control', 'no-store').send(ok(rows.map((row) => toView(row, session.id))));
  });

  // Ends one of the account's own sessions (404 for any other id); its live stream closes at once on every instance.
  app.delete<{ Params: { id: string } }>(SECURITY_PATHS.session, { config: { visitorWrites: [] } }, async (request) => {
    const session = requireSession(request);
    const { id } = request.params;
    const ended = isUuid(id) && (await repository.revokeOwn(id, session.userId));
    if (!ended) throw notFound(msg.sessionNotFound);
    await recordSecurityEvent(app.database.db, session.userId, 'sessionEnded', { by: 'member', count: 1, ip: request.ip });
    await app.live.publish({ type: 'sessions', userId: session.userId });
    return ok({ ended: true });
  });
}
