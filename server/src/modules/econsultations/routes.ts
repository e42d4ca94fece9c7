import type { FastifyInstance } from 'fastify';
import { ROBOT_PROOF_HEADER } from '@contracts/auth';
import { ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limit';
import { REMINDER_JOB } from './reminders';

type ById = { Params: { id: string } };

/**
 * E-consultations (see docs/reference.md#api). Every path needs a login (registered inside the
 * login-only context, app.ts): visitors are sent to /login by the Book button,
 * so they never read availability or book.
 * Settings are saved through POST /freelancer (modules/freelancers/routes.ts).
 */
export async function econsultationsRoutes(app: FastifyInstance): Promise<void> {
  // Bookings show nowhere in a visitor's answers.
  const noVisitorChange = { config: { visitorWrites: [] } };
  const service = app.services.econsultations;
  app.jobs.register(REMINDER_JOB, (payload) => service.sendReminder(payload));

  // data.data.data (see docs/reference.md#api): the envelope's data holds { data: info }.
  app.get('/freelancer/econsultancy', async (request, reply) => reply.header('Cache-Control', 'no-store').send(ok({ data: await service.ownInfo(requireUser(request)) })));
  app.get<ById>('/freelancer/econsultancy/:id', async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(ok({ data: await service.info(requireUser(request), request.params.id) })),
  );

  app.post('/econsultancybooking', { config: { ...perIpLimit(app.config), visitorWrites: [] } }, async (request, reply) => {
    const header = request.headers[ROBOT_PROOF_HEADER];
    const booking = await service.book(requireUser(request), request.body, typeof header === 'string' ? header : undefined);
    return reply.status(201).header('Cache-Control', 'no-store').send(ok(booking));
  });

  app.post<ById>('/econsultancybooking/:id/cancel', noVisitorChange, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(ok(await service.cancel(requireUser(request), request.params.id, request.body))),
  );
  app.post<ById>('/econsultancybooking/:id/reschedule', noVisitorChange, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(ok(await service.reschedule(requireUser(request), request.params.id, request.body))),
  );
  app.post<ById>('/econsultancybooking/:id/reschedule/accept', noVisitorChange, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(ok(await service.respond(requireUser(request), request.params.id, 'accept'))),
  );
  app.post<ById>('/econsultancybooking/:id/reschedule/decline', noVisitorChange, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(ok(await service.respond(requireUser(request), request.params.id, 'decline'))),
  );
  app.get<ById>('/econsultancybooking/:id/calendar.ics', async (request, reply) => {
    const ics = await service.calendar(requireUser(request), request.params.id, request.locale);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="e-consultation.ics"')
      .send(ics);
  });
  app.get<{ Querystring: Record<string, unknown> }>('/econsultancybooking/all/id', async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(ok(await service.list(requireUser(request), request.query))),
  );
  app.get<ById>('/econsultancybooking/:id', async (request, reply) => reply.header('Cache-Control', 'no-store').send(ok(await service.one(requireUser(request), request.params.id))));
}

/** The public e-consultation path: the bookable starts of a consultant (registered with the /unauth paths, app.ts). */
export async function econsultationsPublicRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.econsultations;
  app.get<ById & { Querystring: Record<string, unknown> }>('/unauth/freelancer/:id/slots', async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(ok(await service.slots(request.params.id, request.query))),
  );
}
