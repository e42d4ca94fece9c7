import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { MESSAGE_FILE_FIELD } from '@contracts/conversation';
import { sendDownload } from '../../http/download';
import { withMultipart } from '../../http/multipart';
import { requireUser } from '../../plugins/auth';
import { MESSAGE_UPLOADS } from './service';

type ById = { Params: { id: string } };
type Query = { Querystring: Record<string, unknown> };

/** Conversations between members (login-only context, app.ts): nothing of them shows to visitors. */
export async function conversationsRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.conversations;
  const noVisitorChange = { config: { visitorWrites: [] } };
  const noStore = { 'Cache-Control': 'no-store' };
  app.get<Query>('/conversations', async (request, reply) => reply.headers(noStore).send(ok(await service.inbox(requireUser(request), request.query))));
  app.get('/conversations/unread', async (request, reply) => reply.headers(noStore).send(ok(await service.unread(requireUser(request)))));
  app.get<ById>('/conversations/:id', async (request, reply) => reply.headers(noStore).send(ok(await service.summary(requireUser(request), request.params.id))));
  app.post('/conversations', noVisitorChange, async (request, reply) => reply.headers(noStore).send(ok(await service.start(requireUser(request), request.body))));
  app.get<ById & Query>('/conversations/:id/messages', async (request, reply) => reply.headers(noStore).send(ok(await service.history(requireUser(request), request.params.id, request.query))));
  // JSON { text }, or multipart with `text` and a file.
  app.post<ById>('/conversations/:id/messages', noVisitorChange, async (request, reply) => {
    const user = requireUser(request);
    const message = await withMultipart(request, app.storage, MESSAGE_UPLOADS, (form) => service.send(user, request.params.id, form.fields, form.files[MESSAGE_FILE_FIELD]));
    return reply.status(201).headers(noStore).send(ok(message));
  });
  app.get<{ Params: { id: string; messageId: string } }>('/conversations/:id/messages/:messageId/attachment', async (request, reply) =>
    sendDownload(reply, await service.attachment(requireUser(request), request.params.id, request.params.messageId)),
  );
  app.post<ById>('/conversations/:id/read', noVisitorChange, async (request, reply) => reply.headers(noStore).send(ok(await service.read(requireUser(request), request.params.id))));
  app.post<ById>('/conversations/:id/block', noVisitorChange, async (request, reply) => reply.headers(noStore).send(ok(await service.block(requireUser(request), request.params.id, true))));
  app.post<ById>('/conversations/:id/unblock', noVisitorChange, async (request, reply) => reply.headers(noStore).send(ok(await service.block(requireUser(request), request.params.id, false))));
  app.post<ById>('/conversations/:id/report', noVisitorChange, async (request, reply) => reply.headers(noStore).send(ok(await service.report(requireUser(request), request.params.id, request.body))));
}
