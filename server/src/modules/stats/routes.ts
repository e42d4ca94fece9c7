import type { FastifyInstance } from 'fastify';
import { OPERATOR_PATHS, consoleMsg } from '@contracts/operator';
import { parseStatsDays } from '@contracts/operator-stats';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { marketplaceStats } from './service';
import { runRollup, STATS_ROLLUP_JOB } from './rollup';

/** How often each instance asks for the hourly rollup (one job per hour across instances: its dedupe key), and its first ask after start. */
const ASK_EVERY_MS = 10 * 60 * 1000;
const FIRST_ASK_MS = 60 * 1000;

/**
 * GET /admin/stats?days=N (administrators only), inside the console's context (app.ts). Registers the rollup job
 * and asks for it once an hour: a durable job, retried when it fails, run by one instance.
 */
export async function statsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  app.jobs.register(STATS_ROLLUP_JOB, async () => {
    await runRollup(db, app.clock.now());
  });
  const ask = () => {
    const hour = app.clock.now().toISOString().slice(0, 13);
    app.jobs.enqueue(STATS_ROLLUP_JOB, {}, { dedupeKey: `${STATS_ROLLUP_JOB}:${hour}`, maxAttempts: 3 }).catch((error: unknown) => app.log.warn({ err: error }, 'queuing the stats rollup failed'));
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    ask();
    interval = setInterval(ask, ASK_EVERY_MS);
    interval.unref();
  }, FIRST_ASK_MS);
  first.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(interval);
  });

  app.get<{ Querystring: { days?: string } }>(OPERATOR_PATHS.stats, { preHandler: app.requireAdmin }, async (request, reply) => {
    const days = parseStatsDays(request.query.days);
    if (days === null) throw badRequest(consoleMsg.statsBadDays, 'validation');
    return reply.header('Cache-Control', 'no-store').send(ok(await marketplaceStats(db, days, app.clock.now())));
  });
}
