import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { sendPdf } from '../../http/download';
import { deleteQuietly, readMultipart } from '../../http/multipart';
import { requireUser } from '../../plugins/auth';
import { parseApplicantsPage, parsePage, parseVacancySearch } from './input';
import { VACANCY_UPLOADS, VacanciesService } from './service';
import type { VacancyViewer } from './serialize';

type Query = { Querystring: Record<string, unknown> };
type ById = { Params: { id: string } };

/**
 * Vacancies (SPEC §7). Member paths need a login; the /unauth paths answer
 * visitors (always as to a visitor). Lists answer the Paged body itself
 * ({ data, page, totalPages, total }); single results are wrapped in { data }.
 */
export async function vacanciesRoutes(app: FastifyInstance): Promise<void> {
  const service = new VacanciesService({ db: app.database.db, config: app.config, storage: app.storage, log: app.log });
  const loggedIn = { preHandler: app.authenticate };
  const member = (request: FastifyRequest): VacancyViewer => ({ userId: requireUser(request).id });
  const visitor: VacancyViewer = null;
  const plainList = (page: unknown) => parseVacancySearch({}, page);

  app.get<Query>('/vacancy/all', loggedIn, async (request) => service.search(plainList(request.query.page), member(request)));
  app.post<Query>('/vacancy/search', loggedIn, async (request) => service.search(parseVacancySearch(request.body, request.query.page), member(request)));
  app.get<Query>('/unauth/vacancies', async (request, reply) => app.visitorCache.answer(request, reply, () => service.search(plainList(request.query.page), visitor)));
  app.get<ById>('/unauth/vacancy/:id', async (request) => ok(await service.publicOne(request.params.id)));
  app.post<Query>('/unauth/vacancy/search', { config: { visitorRead: true } }, async (request, reply) =>
    app.visitorCache.answer(request, reply, () => service.search(parseVacancySearch(request.body, request.query.page), visitor)),
  );

  app.get<Query>('/vacancy/posted', loggedIn, async (request, reply) => reply.header('Cache-Control', 'no-store').send(await service.posted(requireUser(request), parsePage(request.query.page))));
  app.get<Query>('/vacancy/applied', loggedIn, async (request, reply) => reply.header('Cache-Control', 'no-store').send(await service.applied(requireUser(request), parsePage(request.query.page))));

  app.post('/vacancy/create', loggedIn, async (request, reply) => {
    const user = requireUser(request);
    const form = await readMultipart(request, app.storage, VACANCY_UPLOADS);
    try {
      return reply.status(201).send(ok(await service.create(user, form)));
    } finally {
      await deleteQuietly(
        app.storage,
        Object.values(form.files).map((file) => file.tempKey),
      );
    }
  });

  app.put<ById>('/vacancy/:id', loggedIn, async (request) => {
    const user = requireUser(request);
    // 404/403 before a single byte of a file is stored.
    await service.assertPoster(user, request.params.id);
    const form = await readMultipart(request, app.storage, VACANCY_UPLOADS);
    try {
      return ok(await service.update(user, request.params.id, form));
    } finally {
      await deleteQuietly(
        app.storage,
        Object.values(form.files).map((file) => file.tempKey),
      );
    }
  });

  app.delete<ById>('/vacancy/:id', loggedIn, async (request) => ok(await service.remove(requireUser(request), request.params.id)));

  app.put('/vacancy/apply', loggedIn, async (request) => ok(await service.apply(requireUser(request), request.body)));
  // SPEC-DECISIONS 8: a literal path; the application's timestamp travels in the body as time.
  app.delete('/vacancy/time', loggedIn, async (request) => ok(await service.withdraw(requireUser(request), request.body)));

  app.get<{ Params: { vacancyId: string }; Querystring: Record<string, unknown> }>('/vacancy/freelancers/:vacancyId', loggedIn, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(ok(await service.applicants(requireUser(request), request.params.vacancyId, parseApplicantsPage(request.query.page)))),
  );

  app.get<ById>('/vacancy/:id', loggedIn, async (request, reply) => reply.header('Cache-Control', 'no-store').send(ok(await service.one(requireUser(request), request.params.id))));

  app.get<ById>('/vacancy/:id/file', loggedIn, async (request, reply) => sendPdf(reply, await service.file(requireUser(request), request.params.id)));
}
