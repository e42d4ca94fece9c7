import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { inTransaction } from '../../cli/command';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { createStorage } from '../../storage';
import { recordAudit, memberActor, type AuditEntry } from '../audit/record';
import { FreelancersService } from '../freelancers/service';
import { UsersService } from '../users/service';
import { VacanciesService } from '../vacancies/service';
import { toAdminView } from './views';
import { VISITOR_TAGS } from '../../plugins/visitor-cache';
import { queueRoutes } from '../queue/routes';
import { auditRoutes } from '../audit/routes';
import { companiesAdminRoutes } from '../companies/admin-routes';

type ById = { Params: { id: string } };
/** An account's approval and administrator flag show nowhere in a visitor's answers. */
const noVisitorChange = { config: { visitorWrites: [] } };

/**
 * Operator calls under /admin; a member who is neither administrator nor moderator gets 403 {_code: 403, _message}.
 * Registered inside the login-only context, in a context of its own whose hook is app.requireModerator (app.ts);
 * administrator-only calls (roles, settings, exports) add app.requireAdmin. Each change is written to the audit log
 * in its transaction, by the services built on that transaction (as the command line does).
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  /** Runs `work` and the audit entry of its result in one transaction, the signed-in operator as the actor. */
  const audited = <T extends { id: string }>(request: FastifyRequest, entry: Omit<AuditEntry, 'itemId'>, work: (tx: Db) => Promise<T>): Promise<T> =>
    inTransaction(app.database, async (tx) => {
      const done = await work(tx);
      await recordAudit(tx, memberActor(requireUser(request)), { ...entry, itemId: done.id });
      return done;
    });

  await app.register(queueRoutes);
  await app.register(auditRoutes);
  await app.register(companiesAdminRoutes);

  app.get('/admin/users/pending', async () => ok((await app.services.users.listPending()).map(toAdminView)));

  app.post<ById>('/admin/users/:id/approve', noVisitorChange, async (request) =>
    ok(toAdminView(await audited(request, { action: 'approveUser', itemKind: 'user' }, (tx) => new UsersService({ db: tx, config }).approve(request.params.id)))),
  );

  app.post<ById>(
    '/admin/freelancers/:id/approve',
    { config: { visitorWrites: (request) => [VISITOR_TAGS.freelancerLists, VISITOR_TAGS.freelancer((request.params as { id: string }).id)] } },
    async (request) =>
      ok(await audited(request, { action: 'approveFreelancer', itemKind: 'freelancer' }, (tx) => new FreelancersService({ db: tx, config, storage: createStorage(config, tx) }).approve(request.params.id))),
  );

  app.post<ById>('/admin/users/:id/make-admin', { ...noVisitorChange, preHandler: app.requireAdmin }, async (request) =>
    ok(toAdminView(await audited(request, { action: 'changeRole', itemKind: 'user', details: { to: 'admin' } }, (tx) => new UsersService({ db: tx, config }).makeAdmin(request.params.id)))),
  );

  app.post<ById>('/admin/vacancies/:id/approve', { config: { visitorWrites: [VISITOR_TAGS.vacancyLists] } }, async (request) =>
    ok(await audited(request, { action: 'approveVacancy', itemKind: 'vacancy' }, (tx) => new VacanciesService({ db: tx, config, storage: createStorage(config, tx) }).approve(request.params.id))),
  );
}
