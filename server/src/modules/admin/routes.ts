import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { UsersService, toAdminView } from '../users/service';
import { VacanciesService } from '../vacancies/service';
import { FreelancersService } from '../freelancers/service';

/**
 * Administrator calls under /admin; anyone else gets 403 {_code: 403, _message}.
 * Registered inside the login-only context, in a context of its own whose hook is app.requireAdmin (app.ts).
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const users = new UsersService({ db: app.database.db, config: app.config, log: app.log });

  app.get('/admin/users/pending', async () => ok((await users.listPending()).map(toAdminView)));

  app.post<{ Params: { id: string } }>('/admin/users/:id/approve', async (request) => ok(toAdminView(await users.approve(request.params.id))));

  const freelancers = new FreelancersService({ db: app.database.db, config: app.config, storage: app.storage, log: app.log });
  app.post<{ Params: { id: string } }>('/admin/freelancers/:id/approve', async (request) => ok(await freelancers.approve(request.params.id)));

  app.post<{ Params: { id: string } }>('/admin/users/:id/make-admin', async (request) => ok(toAdminView(await users.makeAdmin(request.params.id))));

  const vacancies = new VacanciesService({ db: app.database.db, config: app.config, storage: app.storage, log: app.log });
  app.post<{ Params: { id: string } }>('/admin/vacancies/:id/approve', async (request) => ok(await vacancies.approve(request.params.id)));
}
