import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REAUTH_PATH, reauthSchema, ROBOT_CHECK_REQUIRED, type Reauthenticated, type TokenResponse } from '@contracts/auth';
import { msg } from '@contracts/messages';
import { ok } from '../../http/envelope';
import { badRequest, HttpError } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { requireSession, requireUser } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limit';
import { verifyPassword } from '../users/password';
import { AccountGuard } from './account-guard';
import { deviceHash, ensureDeviceId, readDeviceId } from './device';
import { recordProof } from './recent-auth';

const guardOf = (app: FastifyInstance) => new AccountGuard(app.database.db, app.sleep);

/**
 * A sign-in under the per-account guard: past the account's failure
 * threshold, a device it has not signed in from waits first and a failure
 * asks for the robot check again (robotCheckRequired); every wrong password
 * counts for the account. A success makes this device known (the
 * khibra_device cookie, issued when missing).
 */
export async function guardedLogin(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, email: string, login: () => Promise<TokenResponse>): Promise<TokenResponse> {
  const guard = guardOf(app);
  const presented = readDeviceId(request);
  const hash = presented ? deviceHash(presented) : undefined;
  const watched = await guard.beforeLogin(email, hash);
  let answer: TokenResponse;
  try {
    answer = await login();
  } catch (error) {
    if (error instanceof HttpError && error.code === 'wrongCredentials') {
      const past = await guard.failed(email);
      if (watched || (past && !(await guard.isKnownDevice(email, hash)))) throw badRequest(msg.loginSlowedForAccount, ROBOT_CHECK_REQUIRED);
    }
    throw error;
  }
  const userId = (await app.tokens.verify(answer.token, 'access'))?.sub;
  if (userId) await guard.succeeded(userId, deviceHash(ensureDeviceId(request, reply, app.config.publicUrl.startsWith('https:'))));
  return answer;
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
