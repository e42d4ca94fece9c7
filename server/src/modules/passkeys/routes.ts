import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PASSKEY_PATHS } from '@contracts/passkeys';
import { ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limit';
import { signingIn } from '../auth/requester';
import { requireRecentAuth } from '../auth/recent-auth';

const userAgentOf = (request: FastifyRequest): string | undefined => {
  const agent = request.headers['user-agent'];
  return typeof agent === 'string' ? agent : undefined;
};

/** Signing in with a passkey: open to visitors, limited per IP as a login is. */
export async function passkeysRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.passkeys;
  const limited = { config: { ...perIpLimit(app.config), visitorWrites: [] } };

  app.post(PASSKEY_PATHS.signInOptions, limited, async (_request, reply) => reply.header('Cache-Control', 'no-store').send(ok(await service.signInOptions())));

  app.post(PASSKEY_PATHS.signIn, limited, async (request, reply) => {
    const user = await service.signIn(request.body);
    return reply.header('Cache-Control', 'no-store').send(ok(await service.openSession(user, signingIn(app, request, reply))));
  });
}

/** The caller's passkeys in My Account: inside the login-only context (app.ts). */
export async function passkeysMemberRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.passkeys;
  const own = { config: { visitorWrites: [] } };

  app.get(PASSKEY_PATHS.list, async (request) => ok(await service.list(requireUser(request))));

  app.post(PASSKEY_PATHS.registrationOptions, own, async (request) => {
    await requireRecentAuth(request);
    return ok(await service.registrationOptions(requireUser(request)));
  });

  app.post(PASSKEY_PATHS.list, own, async (request, reply) => {
    await requireRecentAuth(request);
    return reply.status(201).send(ok(await service.register(requireUser(request), request.body, userAgentOf(request))));
  });

  app.patch<{ Params: { id: string } }>(PASSKEY_PATHS.one(':id'), own, async (request) => ok(await service.rename(requireUser(request), request.params.id, request.body)));

  app.delete<{ Params: { id: string } }>(PASSKEY_PATHS.one(':id'), own, async (request) => {
    await requireRecentAuth(request);
    await service.remove(requireUser(request), request.params.id);
    return ok({ removed: true });
  });
}
