import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { DEFAULT_JOB_OPTIONS, JobQueue } from '../jobs/queue';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (jobs/queue.ts); this instance's worker polls it. */
    jobs: JobQueue;
  }
}

const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Every instance runs one worker. It stops taking jobs when the server starts
 * closing (preClose) and finishes the one in hand; jobs queued meanwhile stay
 * in the table for another instance or the next start.
 */
async function registerJobs(app: FastifyInstance, config: Config): Promise<void> {
  const queue = new JobQueue(app.database.db, app.log, { ...DEFAULT_JOB_OPTIONS, pollMs: config.jobsPollMs }, () => app.clock.now());
  app.decorate('jobs', queue);
  app.addHook('onReady', async () => queue.start());
  app.addHook('preClose', async () => queue.stop());
  const timer = setInterval(() => {
    queue.purge().catch((error: unknown) => app.log.warn({ err: error }, 'purging finished jobs failed'));
  }, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** The durable job queue (app.jobs), on the app's clock. */
export const jobsPlugin = fp(async (app: FastifyInstance) => registerJobs(app, app.config), { name: 'khibra-jobs', decorators: { fastify: ['database', 'config', 'clock'] } });
