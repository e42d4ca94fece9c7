import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@contracts/api';
import { NOTIFICATION_PATHS, UNSUBSCRIBE_TOKEN_PARAM } from '@contracts/notifications';
import { ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limit';

const noStore = { 'Cache-Control': 'no-store' };
const noVisitorChange = { visitorWrites: [] };

/** My Account's notification preferences (login-only context, app.ts). */
export async function notificationsMemberRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.notifications;
  app.get(NOTIFICATION_PATHS.preferences, async (request, reply) => reply.headers(noStore).send(ok(service.preferences(requireUser(request)))));
  app.put(NOTIFICATION_PATHS.preferences, { config: noVisitorChange }, async (request, reply) => reply.headers(noStore).send(ok(await service.update(requireUser(request), request.body))));
}

/**
 * Unsubscribing without a login, by the signed token of a notification e-mail, and the delivery gate of every queued
 * e-mail (preferences, unsubscribe headers and footer). Registered at the root: besides the SPA's call under the API,
 * the mailed address itself answers POST (RFC 8058 one-click: a mail provider posts `List-Unsubscribe=One-Click`
 * as a form); its GET stays the SPA's confirmation page (plugins/spa.ts), so a mail scanner following links
 * unsubscribes nobody.
 */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.notifications;
  app.mailer.gate = (message) => service.gate(message);
  const limited = { config: { ...perIpLimit(app.config), ...noVisitorChange } };

  // The confirmation page's button: { token }.
  app.post(`${API_PREFIX}${NOTIFICATION_PATHS.unsubscribe}`, limited, async (request, reply) =>
    reply.headers(noStore).send(ok(await service.unsubscribe((request.body as { token?: unknown } | null)?.token))),
  );

  // One-click: the token is in the address; the form body (List-Unsubscribe=One-Click) says nothing more.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
  app.post(NOTIFICATION_PATHS.oneClick, limited, async (request, reply) =>
    reply.headers(noStore).send(ok(await service.unsubscribe((request.query as Record<string, unknown>)[UNSUBSCRIBE_TOKEN_PARAM]))),
  );
}
