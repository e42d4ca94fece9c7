import type { FastifyInstance } from 'fastify';
import type { HealthReport } from '@contracts/api';
import type { Database } from '../../db/client';
import { ok } from '../../http/envelope';
import { ensureInstalledAt } from '../../db/installation';

/** GET /health: reports whether the database answers, and how fast. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  const installedAt = await ensureInstalledAt(database.db);
  app.get('/health', async (_request, reply) => {
    const started = performance.now();
    let databaseOk = true;
    try {
      await database.ping();
    } catch (error) {
      databaseOk = false;
      app.log.error({ err: error }, 'health check: database unavailable');
    }
    const report: HealthReport = {
      status: databaseOk ? 'ok' : 'degraded',
      database: { ok: databaseOk, driver: database.driver, latencyMs: Math.round((performance.now() - started) * 10) / 10 },
      uptimeSeconds: Math.round(process.uptime()),
      installedAt,
    };
    return reply.status(databaseOk ? 200 : 503).header('Cache-Control', 'no-store').send(ok(report));
  });
}
