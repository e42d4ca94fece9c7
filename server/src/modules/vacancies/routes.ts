import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { sendPdf } from '../../http/download';
import { withMultipart } from '../../http/multipart';
import { requireUser } from '../../plugins/auth';
import { VISITOR_TAGS } from '../../plugins/visitor-cache';
import { parsePage, parseVacancySearch } from './input';
import { VACANCY_UPLOADS } from './service';
import type { VacancyViewer } from './serialize';

type Query = { Querystring: Record<string, unknown> };
type ById = { Params: { id: string } };

const plainList = (page: unknown) => parseVacancySearch({}, page);
/** What a vacancy write changes for visitors: the lists (a visitor's vacancy page is not cached). */
const vacancyLists = [VISITOR_TAGS.vacancyLists];
export const vacancyWrite = { config: { visitorWrites: vacancyLists } };

/**
 * Vacancies (see docs/reference.md#api). Member paths need a login; the /unauth paths answer
 * visitors (always as to a visitor). Lists answer the Paged body itself
 * ({ data, page, totalPages, total }); single results are wrapped in { data }.
 * The member paths are registered inside the login-only context (app.ts); applying and the applicants
 * pipeline are modules/applications.
 */
export async function vacanciesMemberRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.vacancies;
  const member = (request: FastifyRequest): VacancyViewer => ({ userId: requireUser(request).id });

  app.get<Query>('/vacancy/all', async (request) => service.search(plainList(request.query.page), member(request)));
  app.post<Query>('/vacancy/search', { config: { visitorWrites: [] } }, async (request) => service.search(parseVacancySearch(request.body, request.query.page), member(request)));
  app.get<Query>('/vacancy/posted', async (request, reply) => reply.header('Cache-Control', 'no-store').send(await service.posted(requireUser(request), parsePage(request.query.page))));
  app.get<Query>('/vacancy/applied', async (request, reply) => reply.header('Cache-Control', 'no-store').send(await service.applied(requireUser(request), parsePage(request.query.page))));

  app.post('/vacancy/create', vacancyWrite, async (request, reply) => {
    const user = requireUser(request);
    return reply.status(201).send(ok(await withMultipart(request, app.storage, VACANCY_UPLOADS, (form) => service.create(user, form))));
  });

  app.put<ById>('/vacancy/:id', vacancyWrite, async (request) => {
    const user = requireUser(request);
    // 404/403 before a single byte of a file is stored.
    await service.assertPoster(user, request.params.id);
    return ok(await withMultipart(request, app.storage, VACANCY_UPLOADS, (form) => service.update(user, request.params.id, form)));
  });

  app.delete<ById>('/vacancy/:id', vacancyWrite, async (request) => ok(await service.remove(requireUser(request), request.params.id)));

  app.get<ById>('/vacancy/:id', async (request, reply) => {
    const user = requireUser(request);
    const vacancy = await service.one(user, request.params.id);
    // The signed-in freelancer's own invitation to it, if any (contracts/alerts.ts InvitedBy).
    const invitation = await app.services.invitations.invitedBy(user, vacancy.id);
    return reply.header('Cache-Control', 'no-store').send(ok(invitation ? { ...vacancy, invitation } : vacancy));
  });

  app.get<ById>('/vacancy/:id/file', async (request, reply) => sendPdf(reply, await service.file(requireUser(request), request.params.id)));
}

/** The /unauth paths: visitors, answered always as to a visitor. */
export async function vacanciesRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.vacancies;
  const visitor: VacancyViewer = null;

  app.get<Query>('/unauth/vacancies', (request, reply) => app.visitorCache.answer(request, reply, vacancyLists, () => service.search(plainList(request.query.page), visitor)));
  app.get<ById>('/unauth/vacancy/:id', async (request) => ok(await service.publicOne(request.params.id)));
  app.post<Query>('/unauth/vacancy/search', { config: { visitorWrites: [] } }, (request, reply) =>
    app.visitorCache.answer(request, reply, vacancyLists, () => service.search(parseVacancySearch(request.body, request.query.page), visitor)),
  );
}
