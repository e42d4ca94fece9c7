import type { FastifyInstance } from 'fastify';
import type { SentResponse } from '@contracts/auth';
import { ACCOUNT_PATHS, type LoggedOut, type PasswordUpdated } from '@contracts/user';
import { ok } from '../../http/envelope';
import { pagePath } from '../../http/page-url';
import { requireSession, requireUser } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limit';
import { VISITOR_TAGS } from '../../plugins/visitor-cache';

/** My Account (/user/*) and the verification e-mail: inside the login-only context (app.ts). */
export async function usersMemberRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.users;
  // What a session opened with a temporary password may still do: read My Profile, set the new password, log out.
  const alsoMustChangePassword = { config: { allowWhileMustChangePassword: true, visitorWrites: [] } };
  const loggedOut: LoggedOut = { loggedOut: true };

  app.get('/user/myprofile', alsoMustChangePassword, async (request, reply) => {
    return reply.header('Cache-Control', 'no-store').send(ok(await service.buildMyProfile(requireUser(request), request.session)));
  });

  // Name, city, country and phone show on the account's freelancer page, whose id the route does not know.
  app.post('/user/myprofile', { config: { visitorWrites: [VISITOR_TAGS.freelancerLists, VISITOR_TAGS.freelancerPages] } }, async (request) => ok(await service.updateAccount(requireUser(request), request.body, request.session, request.ip)));

  app.put(ACCOUNT_PATHS.language, { config: { visitorWrites: [] } }, async (request) => ok(await service.setLanguage(requireUser(request), request.body)));

  app.post('/user/password/update', alsoMustChangePassword, async (request) => {
    await service.updatePassword(requireUser(request), requireSession(request), request.body, request.ip);
    const answer: PasswordUpdated = { updated: true };
    return ok(answer);
  });

  app.post(ACCOUNT_PATHS.logout, alsoMustChangePassword, async (request) => {
    const session = requireSession(request);
    await app.sessions.end(session.id);
    await app.live.publish({ type: 'sessions', userId: session.userId });
    return ok(loggedOut);
  });

  app.post(ACCOUNT_PATHS.logoutAll, alsoMustChangePassword, async (request) => {
    const user = requireUser(request);
    await service.signOutEverywhere(user.id, 'member', request.ip);
    return ok(loggedOut);
  });

  app.get('/freelancer/generate-token', { config: perIpLimit(app.config) }, async (request) => {
    await service.resendVerification(requireUser(request));
    const answer: SentResponse = { sent: true };
    return ok(answer);
  });
}

/** The links mailed to an address (new e-mail, "this wasn't me", verification): open to visitors. */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.users;

  // The link mailed to a new address: the account takes it, then My Account shows the outcome.
  app.get(ACCOUNT_PATHS.confirmEmail, { config: perIpLimit(app.config) }, async (request, reply) => {
    const outcome = await service.confirmEmailChange((request.query as { token?: unknown }).token);
    // A GET that writes, answered with a redirect either way: the handler says when it changed something.
    if (outcome.ok) app.visitorCache.clear();
    reply.header('Cache-Control', 'no-store');
    return reply.redirect(outcome.ok ? `${pagePath('profile')}?emailchanged=true` : `${pagePath('profile')}?emailchanged=false&reason=${outcome.reason}`, 302);
  });

  // "This wasn't me", mailed to the old address: the change is dropped (or undone) and every session ends.
  app.get(ACCOUNT_PATHS.cancelEmailChange, { config: perIpLimit(app.config) }, async (request, reply) => {
    const cancelled = await service.cancelEmailChange((request.query as { token?: unknown }).token);
    if (cancelled) app.visitorCache.clear();
    reply.header('Cache-Control', 'no-store');
    return reply.redirect(`${pagePath('login')}?emailchangecancelled=${cancelled}`, 302);
  });

  // The link in the verification e-mail: marks the address verified and hands over to the login page.
  app.get('/unauth/verify-email', async (request, reply) => {
    const outcome = await service.verifyEmail((request.query as { token?: unknown }).token);
    // A verified address approves the freelancer's profile and the poster's vacancies (APPROVAL=email).
    if (outcome.ok) app.visitorCache.clear();
    reply.header('Cache-Control', 'no-store');
    return reply.redirect(outcome.ok ? `${pagePath('login')}?emailverified=true` : `${pagePath('login')}?emailverified=false&reason=${outcome.reason}`, 302);
  });
}
