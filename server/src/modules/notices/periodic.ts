import type { FastifyInstance } from 'fastify';

/** The first ask after a start (the app settles first). */
const FIRST_ASK_MS = 60 * 1000;

/**
 * Asks for a durable job every `everyMs` on each instance; the job's dedupe key is its time slot (`slot` of the app's
 * clock), so one job per slot runs across instances, retried when it fails.
 */
export function askPeriodically(app: FastifyInstance, job: string, everyMs: number, slot: (now: Date) => string): void {
  const ask = () => {
    app.jobs.enqueue(job, {}, { dedupeKey: `${job}:${slot(app.clock.now())}`, maxAttempts: 3 }).catch((error: unknown) => app.log.warn({ err: error, job }, 'queuing a periodic job failed'));
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    ask();
    interval = setInterval(ask, everyMs);
    interval.unref();
  }, FIRST_ASK_MS);
  first.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(interval);
  });
}
