import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { VISITOR_TAGS } from '../../plugins/visitor-cache';
import { REVIEW_REMINDER_JOB, REVIEW_REVEAL_JOB } from './service';

type Hire = { Params: { vacancyId: string; applicationId: string } };
type ById = { Params: { id: string } };

/**
 * A review published by the second party changes what visitors read of the freelancer (card, page, "Top rated") and
 * of the business (its rating beside "Hiring:" on vacancy lists).
 */
const reviewWrite = { config: { visitorWrites: [VISITOR_TAGS.freelancerLists, VISITOR_TAGS.freelancerPages, VISITOR_TAGS.vacancyLists] } };
const noVisitorChange = { config: { visitorWrites: [] } };

/** Writing, replying to and reporting reviews; ending a hire (login-only context, app.ts). */
export async function reviewsMemberRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.reviews;
  app.jobs.register(REVIEW_REMINDER_JOB, (payload) => service.sendReminder(payload));
  app.jobs.register(REVIEW_REVEAL_JOB, async (payload) => {
    await service.reveal(payload);
    app.visitorCache.clear();
  });
  const noStore = { 'Cache-Control': 'no-store' };

  app.get<ById>('/econsultancybooking/:id/review', async (request, reply) => reply.headers(noStore).send(ok(await service.stateOf(requireUser(request), 'booking', { id: request.params.id }))));
  app.post<ById>('/econsultancybooking/:id/review', reviewWrite, async (request, reply) =>
    reply.headers(noStore).send(ok(await service.write(requireUser(request), 'booking', { id: request.params.id }, request.body, request.locale))),
  );
  app.get<Hire>('/vacancy/:vacancyId/applications/:applicationId/review', async (request, reply) =>
    reply.headers(noStore).send(ok(await service.stateOf(requireUser(request), 'vacancy', { id: request.params.applicationId, vacancyId: request.params.vacancyId }))),
  );
  app.post<Hire>('/vacancy/:vacancyId/applications/:applicationId/review', reviewWrite, async (request, reply) =>
    reply
      .headers(noStore)
      .send(ok(await service.write(requireUser(request), 'vacancy', { id: request.params.applicationId, vacancyId: request.params.vacancyId }, request.body, request.locale))),
  );
  app.post<Hire>('/vacancy/:vacancyId/applications/:applicationId/end', noVisitorChange, async (request, reply) =>
    reply.headers(noStore).send(ok(await service.endHire(requireUser(request), request.params.vacancyId, request.params.applicationId))),
  );
  app.post<ById>('/reviews/:id/reply', { config: { visitorWrites: [VISITOR_TAGS.freelancerPages] } }, async (request, reply) =>
    reply.headers(noStore).send(ok(await service.reply(requireUser(request), request.params.id, request.body))),
  );
  app.post<ById>('/reviews/:id/report', noVisitorChange, async (request, reply) => reply.headers(noStore).send(ok(await service.report(requireUser(request), request.params.id, request.body))));
}

/**
 * A freelancer's published reviews, for everyone; a member's answer marks their own reviews, so it never goes
 * through the visitor cache (and, signed in, it is private, no-store: plugins/security.ts).
 */
export async function reviewsRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.reviews;
  app.get<ById & { Querystring: Record<string, unknown> }>('/unauth/freelancer/:id/reviews', async (request) =>
    ok(await service.ofFreelancer(request.params.id, request.query, (await app.viewerOf(request))?.id)),
  );
}
