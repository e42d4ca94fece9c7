import type { FastifyInstance } from 'fastify';
import { PROPOSAL_FILE_FIELD } from '@contracts/application';
import { ok } from '../../http/envelope';
import { sendPdf } from '../../http/download';
import { withMultipart } from '../../http/multipart';
import { requireUser } from '../../plugins/auth';
import { parseApplicantsFilter, parseApplicantsPage } from '../vacancies/input';
import { vacancyWrite } from '../vacancies/routes';
import { PROPOSAL_UPLOADS } from './service';

/**
 * Applications to vacancies (see docs/reference.md#api), under the vacancies' paths: applying, withdrawing, the
 * freelancer's proposal and the poster's applicants pipeline. Registered inside the login-only context (app.ts).
 */
export async function applicationsRoutes(app: FastifyInstance): Promise<void> {
  const applications = app.services.applications;

  // An application changes the vacancy's appliedCount.
  // JSON (the spec's call), or multipart with the proposal's PDF.
  app.put('/vacancy/apply', vacancyWrite, async (request) => {
    const user = requireUser(request);
    return ok(await withMultipart(request, app.storage, PROPOSAL_UPLOADS, (form) => applications.apply(user, form.fields, form.files[PROPOSAL_FILE_FIELD])));
  });
  // The application's pipeline: the vacancy's owner only; a hire may close the vacancy (the lists change).
  app.post<{ Params: { vacancyId: string; applicationId: string } }>('/vacancy/:vacancyId/applications/:applicationId/status', vacancyWrite, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(ok(await applications.setApplicationStatus(requireUser(request), request.params.vacancyId, request.params.applicationId, request.body))),
  );
  app.post<{ Params: { vacancyId: string } }>('/vacancy/:vacancyId/applications/decline', { config: { visitorWrites: [] } }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(ok(await applications.declineMany(requireUser(request), request.params.vacancyId, request.body))),
  );
  app.post<{ Params: { vacancyId: string } }>('/vacancy/:vacancyId/applications/bulk', { config: { visitorWrites: [] } }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(ok(await applications.moveMany(requireUser(request), request.params.vacancyId, request.body))),
  );
  // The freelancer changes their proposal until the business acts on it.
  app.put<{ Params: { vacancyId: string } }>('/vacancy/:vacancyId/application', { config: { visitorWrites: [] } }, async (request, reply) => {
    const user = requireUser(request);
    const edited = await withMultipart(request, app.storage, PROPOSAL_UPLOADS, (form) => applications.editProposal(user, request.params.vacancyId, form.fields, form.files[PROPOSAL_FILE_FIELD]));
    return reply.header('Cache-Control', 'no-store').send(ok(edited));
  });
  // The freelancer hides a decided application from their own list; nothing public changes.
  app.post<{ Params: { vacancyId: string } }>('/vacancy/:vacancyId/application/hide', { config: { visitorWrites: [] } }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(ok(await applications.hide(requireUser(request), request.params.vacancyId))),
  );
  app.get<{ Params: { vacancyId: string; applicationId: string } }>('/vacancy/:vacancyId/applications/:applicationId/file', async (request, reply) =>
    sendPdf(reply, await applications.proposalFile(requireUser(request), request.params.vacancyId, request.params.applicationId)),
  );
  // docs/reference.md#reading-8: a literal path; the application's timestamp travels in the body as time.
  app.delete('/vacancy/time', vacancyWrite, async (request) => ok(await applications.withdraw(requireUser(request), request.body)));

  app.get<{ Params: { vacancyId: string }; Querystring: Record<string, unknown> }>('/vacancy/freelancers/:vacancyId', async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(ok(await applications.applicants(requireUser(request), request.params.vacancyId, parseApplicantsPage(request.query.page), parseApplicantsFilter(request.query)))),
  );
}
