import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import type { Locale } from '@contracts/locale';
import { arabicReferenceData, buildReferenceData } from './data';

/**
 * Reference data of docs/reference.md#data (countries, skills, languages, options, time zones):
 * GET /unauth/input for visitors and GET /input for members (see docs/reference.md#api). It is
 * the same list for everyone and changes only with a release, so it is built
 * once and cached by browsers for an hour.
 */
let built: Record<Locale, ReturnType<typeof ok>> | undefined;
/** The option labels in the request's language; the values are the same in both. Built once per process. */
function bodies(): Record<Locale, ReturnType<typeof ok>> {
  if (!built) {
    const data = buildReferenceData();
    built = { en: ok(data), ar: ok(arabicReferenceData(data)) };
  }
  return built;
}

export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const answer = bodies();
  app.get('/unauth/input', async (request, reply) => reply.header('Cache-Control', 'public, max-age=3600').send(answer[request.locale]));
}

/**
 * GET /input: inside the login-only context (app.ts). Also for a session that
 * must set a new password first: the account form under the password form on
 * /profile needs its country and city options.
 */
export async function referenceMemberRoutes(app: FastifyInstance): Promise<void> {
  const answer = bodies();
  app.get('/input', { config: { allowWhileMustChangePassword: true } }, async (request, reply) =>
    reply.header('Cache-Control', 'private, max-age=3600').send(answer[request.locale]),
  );
}
