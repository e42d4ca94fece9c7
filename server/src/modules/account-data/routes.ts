import type { FastifyInstance } from 'fastify';
import { ACCOUNT_DATA_PATHS, EXPORTS_PER_HOUR } from '@contracts/account-data';
import { msg } from '@contracts/messages';
import { ok } from '../../http/envelope';
import { attachmentHeader } from '../../http/download';
import { HttpError } from '../../http/errors';
import { requireUser } from '../../plugins/auth';
import { AbuseRepository } from '../auth/repository';
import { AccountDataService, ERASE_JOB } from './service';

const HOUR_SECONDS = 60 * 60;

/** GET /user/export and POST /user/delete, inside the login-only context (app.ts); the erasure job of deleted accounts. */
export async function accountDataRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const service = new AccountDataService({ db, config: app.config, mailer: app.mailer, jobs: app.jobs, storage: app.storage, guessGuard: app.throttle, now: () => app.clock.now() });
  const abuse = new AbuseRepository(db);
  app.jobs.register(ERASE_JOB, async (payload) => {
    // Erased names leave the reviews and conversations the visitor cache may hold.
    if (await service.erase(payload)) app.visitorCache.clear();
  });

  // A download of everything: a few an hour per account, counted in the database (every instance sees the count).
  app.get(ACCOUNT_DATA_PATHS.export, async (request, reply) => {
    const user = requireUser(request);
    const taken = await abuse.countInWindow('data-export', user.id, HOUR_SECONDS);
    if (taken.count > EXPORTS_PER_HOUR) throw new HttpError(429, msg.exportTooMany, 'tooManyRequests');
    const data = await service.export(user);
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', attachmentHeader(`khibra-data-${data.exportedAt.slice(0, 10)}.json`))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(JSON.stringify(data, null, 2));
  });

  // Every list and page a visitor is served may show the account: the whole visitor cache goes (a POST's default).
  app.post(ACCOUNT_DATA_PATHS.delete, async (request) => {
    const user = requireUser(request);
    const answer = await service.deleteAccount(user, request.body, request.ip);
    await app.live.publish({ type: 'sessions', userId: user.id });
    return ok(answer);
  });
}
