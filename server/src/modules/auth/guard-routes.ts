import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REAUTH_PATH, reauthSchema, ROBOT_CHECK_REQUIRED, type Reauthenticated } from '@contracts/auth';
import { msg } from '@contracts/messages';
import { ok } from '../../http/envelope';
import { badRequest, HttpError } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { requireSession, requireUser } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limit';
import { verifyPassword } from '../users/password';
import { AccountGuard } from './account-guard';
import { deviceIdOf } from '../security-log/devices';
import { recordProof } from './recent-auth';

const guardOf = (app: FastifyInstance) => new AccountGuard(app.database.db, app.sleep);

/**
 * A sign-in under the per-account guard: past the account's failure
 * threshold, a device it has not signed in from waits first and a failure
 * asks for the robot check again (robotCheckRequired); every wrong password
 * counts for the account. A success makes the device known (the sign-in's
 * record, security-log/sign-in.ts).
 */
export async function guardedLogin<T>(app: FastifyInstance, request: FastifyRequest, email: string, login: () => Promise<T>): Promise<T> {
  const guard = guardOf(app);
  const device = deviceIdOf(request);
  const watched = await guard.beforeLogin(email, device);
  try {
    return await login();
  } catch (error) {
    if (error instanceof HttpError && error.code === 'wrongCredentials') {
      const past = await guard.failed(email);
      if (watched || (past && !(await guard.isKnownDevice(email, device)))) throw badRequest(msg.loginSlowedForAccount, ROBOT_CHECK_REQUIRED);
    }
    throw error;
  }
}

/**
 * POST /auth/reauth { password } (signed in): the password again refreshes
 * the session's proof for sensitive actions. A wrong one counts as a failed
 * sign-in, for this client and for the account.
 */
export async function reauthRoutes(app: FastifyInstance): Promise<void> {
  app.post(REAUTH_PATH, { config: { ...perIpLimit(app.config), visitorWrites: [] } }, async (request, reply) => {
    const { password } = await validateBody(reauthSchema, request.body);
    const user = requireUser(request);
    const session = requireSession(request);
    await app.throttle.assertLoginAllowed(user.email, request.ip);
    if (!(await verifyPassword(password, user.passwordHash))) {
      await app.throttle.loginFailed(user.email, request.ip);
      await guardOf(app).failed(user.email);
      throw badRequest(msg.invalidCurrentPassword, 'invalidCurrentPwd');
    }
    await recordProof(app.database.db, session.id, app.clock.now());
    const answer: Reauthenticated = { reauthenticated: true };
    return reply.header('Cache-Control', 'no-store').send(ok(answer));
  });
}
