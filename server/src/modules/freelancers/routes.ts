import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { sendPdf } from '../../http/download';
import { withMultipart } from '../../http/multipart';
import { requireUser } from '../../plugins/auth';
import { VISITOR_TAGS } from '../../plugins/visitor-cache';
import { parsePage, parseSearch, parseSort } from './input';
import { isSettingsSave } from '../econsultations/settings';
import { FREELANCER_UPLOADS } from './service';
import type { Viewer } from './serialize';

type Query = { Querystring: Record<string, unknown> };
type ById = { Params: { id: string } };

const plainList = (query: Record<string, unknown>) => ({ filters: { skills: [], nameWords: [] }, sort: parseSort(query.sort), page: parsePage(query.page) });

/**
 * Freelancer profiles (see docs/reference.md#api): the member paths under /freelancer need a
 * login; the /unauth paths answer visitors (and always as to a visitor).
 * Lists answer the Paged body itself ({ data, page, totalPages, total }).
 * Visitor reads go through the short-lived visitor cache (plugins/visitor-cache.ts).
 * The member paths are registered inside the login-only context (app.ts).
 */
export async function freelancersMemberRoutes(app: FastifyInstance): Promise<void> {
  const { freelancers: service, econsultations } = app.services;
  const member = (request: FastifyRequest): Viewer => ({ userId: requireUser(request).id });

  app.get('/freelancer', async (request, reply) => reply.header('Cache-Control', 'no-store').send(ok(await service.own(requireUser(request)))));

  // The handler drops the visitor answers that show this freelancer: its id comes from the save.
  app.post('/freelancer', { config: { visitorWrites: [] } }, async (request) => {
    const user = requireUser(request);
    // Refused before a single byte of a file is stored.
    service.assertMayHaveProfile(user);
    return withMultipart(request, app.storage, FREELANCER_UPLOADS, async (form) => {
      // SPEC §7: "profile fields, or eConsultation (settings) and Iam".
      if (isSettingsSave(form.fields)) {
        const settings = await econsultations.saveSettings(user, form.fields);
        // Iam shows on the freelancer's page and in the lists.
        app.visitorCache.invalidate([VISITOR_TAGS.freelancerLists, VISITOR_TAGS.freelancerPages]);
        return ok(settings);
      }
      const saved = await service.save(user, form);
      app.visitorCache.invalidate([VISITOR_TAGS.freelancerLists, VISITOR_TAGS.freelancer(saved.id)]);
      return ok(saved);
    });
  });

  app.get<Query>('/freelancer/page', async (request) => service.search(plainList(request.query), member(request)));

  app.get<Query>('/freelancer/search', async (request) => service.search(parseSearch(request.query), member(request)));

  app.get<Query>('/freelancer/favorite', async (request) => service.favorites(requireUser(request), request.query.page));
  // Visitors see no favourites.
  app.post('/freelancer/favorite', { config: { visitorWrites: [] } }, async (request) => ok(await service.setFavorite(requireUser(request), request.body)));

  app.get<ById>('/freelancer/:id', async (request) => {
    const viewer = member(request);
    const freelancer = await service.one(request.params.id, viewer);
    // A business opening an applicant's profile has seen their applications (the freelancer's Applied Vacancies says so).
    if (viewer) await app.services.applications.seenBy(viewer.userId, freelancer.id);
    return ok(freelancer);
  });

  app.get<ById>('/freelancer/:id/resume', async (request, reply) => sendPdf(reply, await service.resume(request.params.id, { userId: requireUser(request).id })));
}

/** The /unauth paths: visitors, answered always as to a visitor. */
export async function freelancersRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.freelancers;
  const visitor: Viewer = null;

  const lists = [VISITOR_TAGS.freelancerLists];

  app.get<Query>('/unauth/freelancers/page', (request, reply) => app.visitorCache.answer(request, reply, lists, () => service.search(plainList(request.query), visitor)));
  app.get<Query>('/unauth/freelancers', (request, reply) => app.visitorCache.answer(request, reply, lists, () => service.search(parseSearch(request.query), visitor)));
  app.get<ById>('/unauth/freelancer/:id', (request, reply) =>
    app.visitorCache.answer(request, reply, [VISITOR_TAGS.freelancerPages, VISITOR_TAGS.freelancer(request.params.id)], async () => ok(await service.one(request.params.id, visitor))),
  );
}
