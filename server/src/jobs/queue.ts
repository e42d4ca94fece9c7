import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;
/** The columns a recorded outcome sets. */
type Outcome = PgUpdateSetSource<typeof jobs>;

/** Runs one job; throwing schedules another attempt (or marks the job failed after the last one). */
export type JobHandler = (payload: unknown, job: JobRow) => Promise<void>;

export interface EnqueueOptions {
  /** Not before this moment (default: now). */
  runAt?: Date;
  /** At most one job with this key is ever queued; a second enqueue is ignored. */
  dedupeKey?: string;
  maxAttempts?: number;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for due jobs (another instance may have queued them). */
  pollMs: number;
  /** Attempts before a job is marked failed. */
  maxAttempts: number;
  /** First retry after this; each further one waits twice as long, at most maxBackoffMs. */
  baseBackoffMs: number;
  maxBackoffMs: number;
  /**
   * A claim lasts this long; the worker renews it every third of it while the
   * job is in hand, so only a claim whose worker died (or lost the database
   * for that long) runs out and is claimed again.
   */
  leaseMs: number;
  /** Jobs claimed at once per pass. */
  batch: number;
}

export const DEFAULT_JOB_OPTIONS: JobQueueOptions = {
  pollMs: 2000,
  maxAttempts: 10,
  baseBackoffMs: 30_000,
  maxBackoffMs: 60 * 60 * 1000,
  leaseMs: 60_000,
  batch: 10,
};

/** The pause before attempt n+1 after n failed attempts: base · 2^(n-1), at most max. */
export function backoffMs(failedAttempts: number, options: Pick<JobQueueOptions, 'baseBackoffMs' | 'maxBackoffMs'>): number {
  return Math.min(options.maxBackoffMs, options.baseBackoffMs * 2 ** Math.max(0, failedAttempts - 1));
}

/** Failures are stored for the operator without personal data: addresses are blanked. */
const scrub = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).replace(/[^\s<>@"']+@[^\s<>@"']+/g, '[address]').slice(0, 500);

/**
 * A durable job queue on the database, one worker per instance.
 *
 * A pass claims due jobs in a short transaction (SELECT … FOR UPDATE SKIP
 * LOCKED, then status 'running' with a lease), runs them outside it, and
 * records the outcome: 'done' (payload emptied, it may hold personal data),
 * or queued again after backoffMs, or 'failed' after maxAttempts. Several
 * instances on one PostgreSQL never claim the same job. A live worker renews
 * the leases of the jobs in its hands (a heartbeat every leaseMs / 3); a job
 * whose worker died is claimed again once its lease runs out, within a
 * minute. Each claim counts an attempt, and an outcome is recorded only by
 * the claim it belongs to (same attempt, still running): a worker that lost
 * its claim never overwrites the next one's. An outcome the database could
 * not take (it was away) is kept and recorded at the next pass, its lease
 * renewed meanwhile, so a job finished here is not run again elsewhere
 * (unless the database stayed away past the lease: then at least once).
 *
 * Passes of one instance run one after another: kick() starts one soon after
 * an enqueue or a pass that ran a full batch, the timer every pollMs, and
 * drain() resolves once no job is due (tests call it instead of waiting).
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private chain: Promise<number> = Promise.resolve(0);
  private timer: NodeJS.Timeout | undefined;
  private kicked = false;
  private stopped = false;
  private heartbeat: NodeJS.Timeout | undefined;
  /** Jobs this worker holds (claimed, outcome not yet recorded): id → the attempt of the claim. */
  private readonly held = new Map<string, number>();
  /** Outcomes the database could not take yet, recorded first at the next pass. */
  private readonly unreported = new Map<string, { job: JobRow; outcome: Outcome }>();
  /** Whether the last pass failed (logged once per outage, not every pollMs). */
  private failing = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    readonly options: JobQueueOptions = DEFAULT_JOB_OPTIONS,
    /** The clock that decides when a job is due (the app's clock: tests move it). */
    private readonly now: () => Date = () => new Date(),
  ) {}

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /**
   * Queues a job. Pass a transaction as `db` to make the job part of the
   * change that causes it (it exists only if that change commits).
   */
  async enqueue(kind: string, payload: unknown, options: EnqueueOptions = {}, db: Db = this.db): Promise<void> {
    await db
      .insert(jobs)
      .values({ kind, payload, runAt: options.runAt ?? this.now(), dedupeKey: options.dedupeKey, maxAttempts: options.maxAttempts ?? this.options.maxAttempts })
      .onConflictDoNothing();
    if (db === this.db) this.kick();
  }

  /** Starts a pass soon (after the current one), e.g. right after a job was queued and committed. */
  kick(): void {
    if (this.stopped || this.kicked) return;
    this.kicked = true;
    setImmediate(() => {
      this.kicked = false;
      void this.pass();
    });
  }

  /** Polls for due jobs every pollMs until stop(). */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.pass(), this.options.pollMs);
    this.timer.unref();
    this.heartbeat = setInterval(() => void this.renewLeases(), Math.max(10, Math.floor(this.options.leaseMs / 3)));
    this.heartbeat.unref();
    this.kick();
  }

  /** Extends the lease of every job in hand (the heartbeat; tests call it directly). */
  async renewLeases(): Promise<void> {
    if (this.held.size === 0) return;
    const lockedUntil = new Date(this.now().getTime() + this.options.leaseMs);
    try {
      for (const [id, attempt] of this.held) {
        await this.db
          .update(jobs)
          .set({ lockedUntil })
          .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.attempts, attempt)));
      }
    } catch (error) {
      this.log.warn({ err: error }, 'renewing job leases failed');
    }
  }

  /** No new passes; resolves when the pass in progress has finished and its outcomes are recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.chain;
    // A last try for outcomes the database could not take; any left are run again once their lease runs out.
    for (const { job, outcome } of [...this.unreported.values()]) await this.report(job, outcome).catch(() => undefined);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  /** Runs passes until none finds a due job. */
  async drain(): Promise<void> {
    for (let i = 0; i < 1000; i++) {
      if ((await this.pass(true)) === 0) return;
    }
  }

  /** One pass, queued behind the one in progress; resolves with the number of jobs it ran. */
  private pass(evenIfStopped = false): Promise<number> {
    this.chain = this.chain
      .then(() => (this.stopped && !evenIfStopped ? 0 : this.runDue()))
      .then(
        (ran) => {
          if (this.failing) this.log.info('job queue passes succeed again');
          this.failing = false;
          // A full batch: more may be due (a fan-out of e-mails), so the next pass follows at once rather than at the next poll.
          if (ran >= this.options.batch) this.kick();
          return ran;
        },
        (error: unknown) => {
          // While the database is away every poll fails; the worker keeps polling and says so once.
          if (!this.failing) this.log.error({ err: error }, 'job queue pass failed; retrying every poll');
          this.failing = true;
          return 0;
        },
      );
    return this.chain;
  }

  private async claim(): Promise<JobRow[]> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return [];
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(jobs.kind, kinds),
            or(and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)), and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now))),
          ),
        )
        .orderBy(asc(jobs.runAt))
        .limit(this.options.batch)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(jobs)
        .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: new Date(now.getTime() + this.options.leaseMs) })
        .where(inArray(jobs.id, due.map((d) => d.id)))
        .returning();
    });
  }

  private async runDue(): Promise<number> {
    for (const { job, outcome } of [...this.unreported.values()]) await this.report(job, outcome);
    const claimed = await this.claim();
    for (const job of claimed) this.held.set(job.id, job.attempts);
    for (const job of claimed) await this.runOne(job);
    return claimed.length;
  }

  private async runOne(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job.payload, job);
    } catch (error) {
      const failed = job.attempts >= job.maxAttempts;
      const retryInMs = backoffMs(job.attempts, this.options);
      this.log.warn({ err: error, jobId: job.id, kind: job.kind, attempt: job.attempts, ...(failed ? { failed: true } : { retryInMs }) }, failed ? 'job failed for good' : 'job failed; will retry');
      await this.reportOrKeep(
        job,
        failed
          ? { status: 'failed', lastError: scrub(error), lockedUntil: null, finishedAt: sql`now()` }
          : { status: 'queued', lastError: scrub(error), lockedUntil: null, runAt: new Date(this.now().getTime() + retryInMs) },
      );
      return;
    }
    await this.reportOrKeep(job, { status: 'done', payload: {}, lockedUntil: null, lastError: null, finishedAt: sql`now()` });
  }

  /** Records an outcome, or keeps it for the next pass when the database cannot take it now (the rest of the batch still runs). */
  private async reportOrKeep(job: JobRow, outcome: Outcome): Promise<void> {
    try {
      await this.report(job, outcome);
    } catch (error) {
      this.unreported.set(job.id, { job, outcome });
      this.log.warn({ err: error, jobId: job.id, kind: job.kind }, 'recording a job outcome failed; will record it at the next pass');
    }
  }

  /** Records an outcome for the claim it belongs to; a claim lost meanwhile (its lease ran out and another worker took it) records nothing. */
  private async report(job: JobRow, outcome: Outcome): Promise<void> {
    const updated = await this.db
      .update(jobs)
      .set(outcome)
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)))
      .returning({ id: jobs.id });
    this.unreported.delete(job.id);
    this.held.delete(job.id);
    if (updated.length === 0) this.log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts }, 'a job outcome came after its claim was lost; not recorded');
  }

  /** Forgets finished jobs after a month (failed ones stay until retried or removed by an operator). */
  async purge(): Promise<void> {
    await this.db.delete(jobs).where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, sql`now() - interval '30 days'`)));
  }
}

/** Operator commands (cli/admin.ts): failed jobs of a kind, and putting them back in the queue. */
export class JobAdmin {
  constructor(private readonly db: Db) {}

  failed(kind: string): Promise<JobRow[]> {
    return this.db.select().from(jobs).where(and(eq(jobs.kind, kind), eq(jobs.status, 'failed'))).orderBy(asc(jobs.createdAt));
  }

  /** Queues failed jobs again with fresh attempts: one by id, or every failed one of the kind. Returns their ids. */
  async retry(kind: string, id?: string): Promise<string[]> {
    const rows = await this.db
      .update(jobs)
      .set({ status: 'queued', attempts: 0, runAt: new Date(), finishedAt: null, lockedUntil: null })
      .where(and(eq(jobs.kind, kind), eq(jobs.status, 'failed'), id ? eq(jobs.id, id) : undefined))
      .returning({ id: jobs.id });
    return rows.map((row) => row.id);
  }
}
