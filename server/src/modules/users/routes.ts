import type { FastifyInstance } from 'fastify';
import type { SentResponse } from '@contracts/auth';
import type { PasswordUpdated } from '@contracts/user';
import { ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limit';
import { UsersService } from './service';

/** My Account (/user/*), the verification e-mail and its link. */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const service = new UsersService({
    db: app.database.db,
    config: app.config,
    mailer: app.mailer,
    log: app.log,
    takeMail: (kind, address) => app.throttle.takeMail(kind, address),
  });
  const loggedIn = { preHandler: app.authenticate };

  app.get('/user/myprofile', loggedIn, async (request, reply) => {
    return reply.header('Cache-Control', 'no-store').send(ok(await service.buildMyProfile(requireUser(request))));
  });

  app.post('/user/myprofile', loggedIn, async (request) => ok(await service.updateAccount(requireUser(request), request.body)));

  app.post('/user/password/update', loggedIn, async (request) => {
    await service.updatePassword(requireUser(request), request.body);
    const answer: PasswordUpdated = { updated: true };
    return ok(answer);
  });

  app.get('/freelancer/generate-token', { ...loggedIn, config: perIpLimit(app.config) }, async (request) => {
    await service.resendVerification(requireUser(request));
    const answer: SentResponse = { sent: true };
    return ok(answer);
  });

  // The link in the verification e-mail: marks the address verified and hands over to the login page.
  app.get('/unauth/verify-email', async (request, reply) => {
    const outcome = await service.verifyEmail((request.query as { token?: unknown }).token);
    reply.header('Cache-Control', 'no-store');
    return reply.redirect(outcome.ok ? '/login?emailverified=true' : `/login?emailverified=false&reason=${outcome.reason}`, 302);
  });
}
