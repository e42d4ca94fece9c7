import type { FastifyInstance } from 'fastify';
import { TWO_FACTOR_PATHS, twoFactorCodeSchema, twoFactorLoginSchema } from '@contracts/two-factor';
import { ok } from '../../http/envelope';
import { validateBody } from '../../http/validate';
import { requireUser } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limit';
import { requester, signingIn } from '../auth/requester';
import { requireRecentAuth } from '../auth/recent-auth';

const limited = (app: FastifyInstance) => ({ config: { ...perIpLimit(app.config), visitorWrites: [] } });

/** POST /auth/login/2fa: the second step of a login, open to visitors (the ticket names the account). */
export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  app.post(TWO_FACTOR_PATHS.login, limited(app), async (request, reply) => {
    const { ticket, code } = await validateBody(twoFactorLoginSchema, request.body);
    return reply.header('Cache-Control', 'no-store').send(ok(await app.services.twoFactor.completeLogin(ticket, code, signingIn(app, request, reply))));
  });
}

/** /user/2fa*: turning two-step sign-in on and off, inside the login-only context (app.ts). */
export async function twoFactorMemberRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.twoFactor;

  app.get(TWO_FACTOR_PATHS.status, async (request, reply) => reply.header('Cache-Control', 'no-store').send(ok(await service.status(requireUser(request)))));

  app.post(TWO_FACTOR_PATHS.totp, limited(app), async (request, reply) => {
    await requireRecentAuth(request);
    return reply.header('Cache-Control', 'no-store').send(ok(await service.begin(requireUser(request))));
  });

  app.post(TWO_FACTOR_PATHS.confirm, limited(app), async (request, reply) => {
    const { code } = await validateBody(twoFactorCodeSchema, request.body);
    return reply.header('Cache-Control', 'no-store').send(ok(await service.confirm(requireUser(request), code)));
  });

  app.delete(TWO_FACTOR_PATHS.totp, limited(app), async (request) => {
    await requireRecentAuth(request);
    const { code } = await validateBody(twoFactorCodeSchema, request.body);
    await service.disable(requireUser(request), code, requester(request));
    return ok({ totp: false });
  });
}
