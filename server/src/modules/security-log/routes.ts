import type { FastifyInstance } from 'fastify';
import { SECURITY_PATHS } from '@contracts/security';
import { ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { parsePage } from '../freelancers/input';
import { securityLogPage } from './record';

/** GET /user/security-log?page=N (members): the account's security log, newest first. */
export async function securityLogMemberRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Record<string, unknown> }>(SECURITY_PATHS.securityLog, async (request, reply) => {
    const page = await securityLogPage(app.database.db, requireUser(request).id, parsePage(request.query.page));
    return reply.header('Cache-Control', 'no-store').send(ok(page));
  });
}
