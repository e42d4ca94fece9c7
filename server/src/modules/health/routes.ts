import type { FastifyInstance } from 'fastify';
import type { HealthReport } from '@contracts/api';

/** The readiness answer (operators and load balancers only; the SPA never asks). */
export interface ReadinessReport {
  ready: boolean;
  reason: 'shuttingDown' | 'migrationsPending' | 'databaseUnavailable' | 'storageFull' | 'liveChannelDown' | null;
}
import type { Database } from '../../db/client';
import { ok } from '../../http/envelope';
import { ensureInstalledAt } from '../../db/installation';

/** How long health and readiness wait for the database before they say it is unavailable. */
const HEALTH_DATABASE_DEADLINE_MS = 1_000;

/** fn's outcome, or a rejection once ms have passed without one. */
function within<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([fn(), late]).finally(() => clearTimeout(timer));
}

/**
 * GET /health (liveness): 200 while the process serves, with whether the
 * database answers and how fast (status 'degraded' when it does not, or when
 * the storage is full). A process whose database is away is alive: it serves
 * again by itself once the database returns, so nothing should restart it.
 * GET /health/ready (readiness, for a load balancer): 200 only while the
 * database answers, every migration of this build is applied, no write failed
 * for want of space lately, the instance hears the others' live notices (its
 * LISTEN connection is up) and it is not shutting down; otherwise
 * 503 with the reason. Both wait at most HEALTH_DATABASE_DEADLINE_MS for the
 * database: one that does not answer by then counts as unavailable.
 */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  const installedAt = await ensureInstalledAt(database.db);
  const storageFull = () => app.clock.now().getTime() < app.storageFull.until;
  app.get('/health', async (_request, reply) => {
    const started = performance.now();
    let databaseOk = true;
    try {
      await within(HEALTH_DATABASE_DEADLINE_MS, () => database.ping());
    } catch (error) {
      databaseOk = false;
      app.log.error({ err: error }, 'health check: database unavailable');
    }
    const report: HealthReport = {
      status: databaseOk && !storageFull() ? 'ok' : 'degraded',
      database: { ok: databaseOk, driver: database.driver, latencyMs: Math.round((performance.now() - started) * 10) / 10 },
      uptimeSeconds: Math.round(process.uptime()),
      installedAt,
    };
    return reply.header('Cache-Control', 'no-store').send(ok(report));
  });

  app.get('/health/ready', async (_request, reply) => {
    let reason: ReadinessReport['reason'] = null;
    if (app.lifecycle.closing) reason = 'shuttingDown';
    else {
      try {
        if (!(await within(HEALTH_DATABASE_DEADLINE_MS, () => database.migrationsApplied()))) reason = 'migrationsPending';
        else if (storageFull()) reason = 'storageFull';
        else if (!app.live.hearing) reason = 'liveChannelDown';
      } catch (error) {
        reason = 'databaseUnavailable';
        app.log.error({ err: error }, 'readiness check: database unavailable');
      }
    }
    const report: ReadinessReport = { ready: reason === null, reason };
    return reply.status(reason ? 503 : 200).header('Cache-Control', 'no-store').send(ok(report));
  });
}
