import type { FastifyInstance } from 'fastify';
import { OPERATOR_PATHS, consoleMsg } from '@contracts/operator';
import { parseStatsDays } from '@contracts/operator-stats';
import { askPeriodically } from '../../jobs/periodic';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { marketplaceStats } from './service';
import { runRollup, STATS_ROLLUP_JOB } from './rollup';

/** How often each instance asks for the hourly rollup (one job per hour across instances: its dedupe key). */
const ASK_EVERY_MS = 10 * 60 * 1000;

/**
 * GET /admin/stats?days=N (administrators only), inside the console's context (app.ts). Registers the rollup job
 * and asks for it once an hour: a durable job, retried when it fails, run by one instance.
 */
export async function statsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  app.jobs.register(STATS_ROLLUP_JOB, async () => {
    await runRollup(db, app.clock.now());
  });
  askPeriodically(app, STATS_ROLLUP_JOB, ASK_EVERY_MS, (now) => now.toISOString().slice(0, 13));

  app.get<{ Querystring: { days?: string } }>(OPERATOR_PATHS.stats, { preHandler: app.requireAdmin }, async (request, reply) => {
    const days = parseStatsDays(request.query.days);
    if (days === null) throw badRequest(consoleMsg.statsBadDays, 'validation');
    return reply.header('Cache-Control', 'no-store').send(ok(await marketplaceStats(db, days, app.clock.now())));
  });
}
