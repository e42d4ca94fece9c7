import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';

type ById = { Params: { id: string } };
type Query = { Querystring: Record<string, unknown> };

/** Conversations between members (login-only context, app.ts): nothing of them shows to visitors. */
export async function conversationsRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.conversations;
  const noVisitorChange = { config: { visitorWrites: [] } };
  const noStore = { 'Cache-Control': 'no-store' };
  app.get<Query>('/conversations', async (request, reply) => reply.headers(noStore).send(ok(await service.inbox(requireUser(request), request.query))));
  app.get('/conversations/unread', async (request, reply) => reply.headers(noStore).send(ok(await service.unread(requireUser(request)))));
  app.post('/conversations', noVisitorChange, async (request, reply) => reply.headers(noStore).send(ok(await service.start(requireUser(request), request.body))));
  app.get<ById & Query>('/conversations/:id/messages', async (request, reply) => reply.headers(noStore).send(ok(await service.history(requireUser(request), request.params.id, request.query))));
  app.post<ById>('/conversations/:id/messages', noVisitorChange, async (request, reply) =>
    reply.status(201).headers(noStore).send(ok(await service.send(requireUser(request), request.params.id, request.body))),
  );
  app.post<ById>('/conversations/:id/read', noVisitorChange, async (request, reply) => reply.headers(noStore).send(ok(await service.read(requireUser(request), request.params.id))));
  app.post<ById>('/conversations/:id/block', noVisitorChange, async (request, reply) => reply.headers(noStore).send(ok(await service.block(requireUser(request), request.params.id, true))));
  app.post<ById>('/conversations/:id/unblock', noVisitorChange, async (request, reply) => reply.headers(noStore).send(ok(await service.block(requireUser(request), request.params.id, false))));
  app.post<ById>('/conversations/:id/report', noVisitorChange, async (request, reply) => reply.headers(noStore).send(ok(await service.report(requireUser(request), request.params.id, request.body))));
}
