import type { FastifyInstance } from 'fastify';
import { contactSchema, forgotPasswordSchema, loginSchema, signupSchema, type RobotCheckResponse, type SentResponse } from '@contracts/auth';
import { ok } from '../../http/envelope';
import { validateBody } from '../../http/validate';
import { requireUser } from '../../plugins/auth';
import { assertKnownCountry } from '../reference/rules';
import { perIpLimit } from '../../plugins/rate-limit';
import { parseInviteBody } from './service';
import { requester, signingIn } from './requester';
import { guardedLogin, reauthRoutes } from './guard-routes';

const SENT: SentResponse = { sent: true };

function authService(app: FastifyInstance) {
  const { config } = app;
  const service = app.services.auth;
  // Nothing here changes what visitors are shown (a new account has no freelancer profile yet).
  return { service, limited: { config: { ...perIpLimit(config), visitorWrites: [] } } };
}

/**
 * /auth/* and /unauth/password/new. Each form call: validate the body with
 * the contracts/ schema, then spend the robot proof (so a typo does not cost
 * one), then the service.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { service, limited } = authService(app);

  app.get('/auth/robot-config', async () => ok(app.robot.publicConfig));

  // docs/reference.md#api: the answer "has success", top-level rather than in the data envelope.
  app.post('/auth/verifyrecaptchav3', limited, async (request): Promise<RobotCheckResponse> => {
    const token = (request.body as { token?: unknown } | null)?.token;
    if (typeof token !== 'string' || !(await app.robot.verify(token, request.ip))) return { success: false };
    return { success: true, proof: await app.robot.issueProof() };
  });

  app.post('/auth/register', limited, async (request, reply) => {
    const payload = await validateBody(signupSchema, request.body);
    assertKnownCountry(payload.country);
    await app.robot.requireProof(request);
    return reply.status(201).header('Cache-Control', 'no-store').send(ok(await service.register(payload, signingIn(app, request, reply))));
  });

  app.post('/auth/login', limited, async (request, reply) => {
    const payload = await validateBody(loginSchema, request.body);
    await app.robot.requireProof(request);
    const answer = await guardedLogin(app, request, payload.email, () => service.login(payload, signingIn(app, request, reply)));
    return reply.header('Cache-Control', 'no-store').send(ok(answer));
  });

  app.post('/unauth/password/new', limited, async (request) => {
    const payload = await validateBody(forgotPasswordSchema, request.body);
    await app.robot.requireProof(request);
    await service.forgotPassword(payload, requester(request));
    return ok(SENT);
  });

  app.post('/auth/contact-us', limited, async (request) => {
    const payload = await validateBody(contactSchema, request.body);
    await app.robot.requireProof(request);
    await service.contact(payload, request.locale);
    return ok(SENT);
  });
}

/** The invitation names the inviter, so inviting needs an account: inside the login-only context (app.ts). */
export async function authMemberRoutes(app: FastifyInstance): Promise<void> {
  const { service, limited } = authService(app);

  app.post('/auth/invite-friend', limited, async (request) => {
    const payload = await parseInviteBody(request.body);
    await app.robot.requireProof(request);
    return ok({ ...SENT, ...(await service.invite(requireUser(request), payload, request.locale)) });
  });

  await reauthRoutes(app);
}
