import type { FastifyInstance } from 'fastify';
import { OPERATOR_PATHS } from '@contracts/operator';
import { ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { requireRecentAuth } from '../auth/recent-auth';
import { OperatorAccountsService } from './service';

type ByUser = { Params: { userId: string } };
/** Minutes within which a role change needs the password (a fresh sign-in counts). */
const ROLE_CHANGE_PROOF_MINUTES = 15;
/** Sessions, verification mails and roles show nowhere in a visitor's answers. */
const noVisitorChange = { config: { visitorWrites: [] } };

/**
 * The console's Accounts, inside the operators' context (app.ts: app.requireModerator): search, one account, and the
 * actions other than suspension. A role change is for administrators, with the password within 15 minutes.
 */
export async function operatorAccountsRoutes(app: FastifyInstance): Promise<void> {
  const service = new OperatorAccountsService({
    db: app.database.db,
    users: app.services.users,
    takeMail: (kind, address) => app.throttle.takeMail(kind, address),
    sessionsEnded: (userId) => app.live.publish({ type: 'sessions', userId }),
  });

  app.get<{ Querystring: { q?: string; page?: string } }>(OPERATOR_PATHS.users, async (request) => service.search(request.query));

  app.get<ByUser>(OPERATOR_PATHS.user, async (request) => ok(await service.detail(request.params.userId)));

  app.post<ByUser>(OPERATOR_PATHS.endSessions, noVisitorChange, async (request) => ok(await service.endSessions(requireUser(request), request.params.userId, request.body)));

  app.post<ByUser>(OPERATOR_PATHS.resendVerification, noVisitorChange, async (request) => {
    await service.resendVerification(requireUser(request), request.params.userId, request.body);
    return ok({ sent: true });
  });

  app.put<ByUser>(OPERATOR_PATHS.role, { ...noVisitorChange, preHandler: app.requireAdmin }, async (request) => {
    await requireRecentAuth(request, ROLE_CHANGE_PROOF_MINUTES);
    return ok(await service.changeRole(requireUser(request), request.params.userId, request.body));
  });
}
