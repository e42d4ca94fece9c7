import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EVENTS_PATH, EVENTS_TICKET_PATH, type EventsTicket } from '@contracts/events';
import { ok } from '../../http/envelope';
import { HttpError, unauthorized } from '../../http/errors';
import { msg } from '@contracts/messages';
import { requireSession } from '../../plugins/auth';

/** Last-Event-ID (the header a reconnecting EventSource sends, or the query a client reopening it passes): a message's order. */
function lastEventId(request: FastifyRequest<{ Querystring: Record<string, unknown> }>): number | null {
  const header = request.headers['last-event-id'];
  const value = typeof header === 'string' ? header : typeof request.query.lastEventId === 'string' ? request.query.lastEventId : '';
  return /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/**
 * GET /events: the member's live stream (contracts/events.ts), opened with the Authorization header or a ticket.
 * In the public context: a ticket stands in for the header, so the members' hook cannot answer first.
 */
export async function eventsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Record<string, unknown> }>(EVENTS_PATH, async (request, reply) => {
    const ticket = typeof request.query.ticket === 'string' ? request.query.ticket : '';
    if (ticket) {
      const found = await app.sessions.takeTicket(ticket);
      if (!found) throw unauthorized();
      if (found.session.mustChangePassword) throw new HttpError(403, msg.mustChangePassword, 'mustChangePassword');
      request.user = found.user;
      request.session = found.session;
    } else {
      await app.authenticate(request);
    }
    const session = requireSession(request);
    const from = lastEventId(request);
    // Checked and counted with no await between, so streams opened at once cannot all pass.
    if (!app.live.admits(session.userId, request.ip)) throw new HttpError(429, msg.tooManyLiveStreams, 'tooManyLiveStreams');
    reply.hijack();
    reply.raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      // nginx passes the stream on as it comes (deploy/nginx/khibra.conf says so too).
      'X-Accel-Buffering': 'no',
      'x-request-id': request.id,
    });
    reply.raw.flushHeaders();
    await app.live.open(reply.raw, session.userId, session.id, request.ip, from);
  });
}

/** POST /events/ticket (members): a single-use ticket to open the stream with, valid a minute. */
export async function eventsMemberRoutes(app: FastifyInstance): Promise<void> {
  app.post(EVENTS_TICKET_PATH, { config: { visitorWrites: [] } }, async (request, reply) => {
    const ticket = await app.sessions.issueTicket(requireSession(request).id);
    const answer: EventsTicket = { ticket };
    return reply.header('Cache-Control', 'no-store').send(ok(answer));
  });
}
