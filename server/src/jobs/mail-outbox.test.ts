import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { jobs, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { signUp } from '../test/accounts';
import { startFakeSmtp, type FakeSmtp } from '../test/smtp';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { JobAdmin, JobQueue, backoffMs, DEFAULT_JOB_OPTIONS } from './queue';
import { mailCommands } from './cli';
import { auditOf, testCli } from '../test/cli';

const mailJobs = (t: TestApp) => t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail'));
/** Instead of waiting out the backoff: every queued job becomes due now. */
/** Brings queued jobs' time forward to now, by the clock the queue reads (the app's, not the database's: its microseconds could be a hair later). */
const makeDue = (t: TestApp) => t.database.db.update(jobs).set({ runAt: t.app.clock.now() }).where(eq(jobs.status, 'queued'));
const recipients = (smtp: FakeSmtp) => smtp.messages.map((m) => /^To: (.*)$/m.exec(m)?.[1]).sort();

describe('durable e-mail: queued in the database, delivered by the worker', () => {
  let smtp: FakeSmtp;
  let t: TestApp;
  beforeEach(async () => {
    smtp = await startFakeSmtp(false);
    t = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: '100000', MAIL_MAX_ATTEMPTS: '3' });
  });
  afterEach(async () => {
    await t.close();
    await smtp.close();
  });

  it('keeps mails while the mail server is down and delivers each once after it returns', async () => {
    const accounts = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await t.app.jobs.drain();
    expect(smtp.refused).toBeGreaterThan(0);
    expect(smtp.messages).toHaveLength(0);
    const waiting = await mailJobs(t);
    expect(waiting).toHaveLength(3);
    for (const job of waiting) {
      expect(job.status).toBe('queued');
      expect(job.attempts).toBe(1);
      expect(job.runAt.getTime()).toBeGreaterThan(Date.now());
      expect(job.lastError).toBeTruthy();
      expect(job.lastError).not.toContain('@');
    }
    // Not yet due: another pass sends nothing and spends no attempt.
    await t.app.jobs.drain();
    expect((await mailJobs(t)).every((job) => job.attempts === 1)).toBe(true);

    smtp.accepting = true;
    await makeDue(t);
    await t.app.jobs.drain();
    expect(recipients(smtp)).toEqual(accounts.map((a) => a.email).sort());
    const done = await mailJobs(t);
    expect(done.map((job) => job.status)).toEqual(['done', 'done', 'done']);
    // The delivered message (a verification link) is not kept.
    expect(done.every((job) => JSON.stringify(job.payload) === '{}')).toBe(true);
    await makeDue(t);
    await t.app.jobs.drain();
    expect(smtp.messages).toHaveLength(3);
  });

  it('marks a mail failed after the last attempt; the admin command lists it and queues it again', async () => {
    const { email } = await signUp(t.app);
    for (let i = 0; i < 3; i++) {
      await makeDue(t);
      await t.app.jobs.drain();
    }
    const [job] = await mailJobs(t);
    expect(job).toMatchObject({ status: 'failed', attempts: 3 });
    const admin = new JobAdmin(t.database.db);
    expect((await admin.failed('mail')).map((j) => j.id)).toEqual([job.id]);

    // The admin commands, on the same database (a no-op close: the test owns it).
    const lines: string[] = [];
    const cli = mailCommands(testCli(t, lines));
    await cli['mail-failed'].run([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(job.id);
    expect(lines[0]).toContain(email);
    expect(lines[0]).toContain('attempts 3');
    await expect(cli['mail-retry'].run(['not-an-id'])).rejects.toThrow(/Usage/);

    smtp.accepting = true;
    await cli['mail-retry'].run([job.id]);
    expect(lines[1]).toBe('Queued 1 e-mail for delivery again.');
    expect(await auditOf(t, job.id)).toEqual([{ actorLabel: 'command line (tester)', action: 'retryMail', itemKind: 'mail', reason: '' }]);
    t.app.jobs.kick();
    await t.app.jobs.drain();
    expect(recipients(smtp)).toEqual([email]);
    expect(await admin.failed('mail')).toEqual([]);
    expect(await admin.retry('mail')).toEqual([]);
  });

  it('two workers on one database deliver each mail once', async () => {
    smtp.accepting = true;
    // On PostgreSQL the second instance has its own connection pool, like another process.
    const second: FastifyInstance = await buildApp(t.config, t.database.driver === 'postgres' ? {} : { database: t.database });
    try {
      const sends = [];
      for (let i = 0; i < 30; i++) {
        const app = i % 2 ? second : t.app;
        sends.push(app.mailer.send({ to: `reader${i}@example.com`, subject: `Note ${i}`, text: `Note ${i}`, html: `<p>Note ${i}</p>` }));
      }
      await Promise.all(sends);
      await Promise.all([t.app.jobs.drain(), second.jobs.drain(), t.app.jobs.drain(), second.jobs.drain()]);
      expect(smtp.messages).toHaveLength(30);
      expect(new Set(recipients(smtp)).size).toBe(30);
      expect((await mailJobs(t)).every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('a job whose worker vanished is claimed again once its lease runs out', async () => {
    smtp.accepting = true;
    await t.database.db.insert(jobs).values({ kind: 'mail', payload: { to: 'late@example.com', subject: 'Late', text: 'Late', html: '<p>Late</p>' }, status: 'running', attempts: 1, maxAttempts: 3, lockedUntil: new Date(Date.now() + 60_000) });
    await t.app.jobs.drain();
    expect(smtp.messages).toHaveLength(0);
    await t.database.db.update(jobs).set({ lockedUntil: new Date(Date.now() - 1000) });
    await t.app.jobs.drain();
    expect(recipients(smtp)).toEqual(['late@example.com']);
  });
});

describe('job queue', () => {
  it('waits twice as long after each failure, at most an hour', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, DEFAULT_JOB_OPTIONS))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20, DEFAULT_JOB_OPTIONS)).toBe(60 * 60 * 1000);
  });

  it('claims last at most a minute (a live worker renews them)', () => {
    expect(DEFAULT_JOB_OPTIONS.leaseMs).toBeLessThanOrEqual(60_000);
  });

  it('a dedupe key queues a job once', async () => {
    const t = await createTestApp();
    try {
      const ran: unknown[] = [];
      t.app.jobs.register('test-reminder', async (payload) => {
        ran.push(payload);
      });
      await t.app.jobs.enqueue('test-reminder', { n: 1 }, { dedupeKey: 'reminder:1' });
      await t.app.jobs.enqueue('test-reminder', { n: 2 }, { dedupeKey: 'reminder:1' });
      await t.app.jobs.drain();
      expect(ran).toEqual([{ n: 1 }]);
    } finally {
      await t.close();
    }
  });
});

describe("leases: a live worker keeps its jobs, a dead one's are taken over within a minute, each run once", () => {
  let t: TestApp;
  // Two workers as two instances would run them (no timers: the tests call the heartbeat), on one clock the tests move.
  const clock = { shift: 0 };
  const now = () => new Date(Date.now() + clock.shift);
  const lease = DEFAULT_JOB_OPTIONS.leaseMs;
  let first: JobQueue;
  let second: JobQueue;
  let deliveries: string[];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(jobs).where(eq(jobs.kind, 'test-lease'));
    clock.shift = 0;
    deliveries = [];
    first = new JobQueue(t.database.db, t.app.log, DEFAULT_JOB_OPTIONS, now);
    second = new JobQueue(t.database.db, t.app.log, DEFAULT_JOB_OPTIONS, now);
    second.register('test-lease', async (payload) => {
      deliveries.push(`second ${(payload as { n: number }).n}`);
    });
  });
  const leaseJobs = () => t.database.db.select().from(jobs).where(eq(jobs.kind, 'test-lease'));
  /** The first worker takes the job and holds it until the returned release is called; its handler then runs `after`. */
  async function heldByFirst(after: () => void): Promise<() => void> {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const inHand = new Promise<void>((resolve) => (started = resolve));
    first.register('test-lease', async () => {
      started();
      await gate;
      after();
    });
    await first.enqueue('test-lease', { n: 1 });
    await inHand;
    return release;
  }

  it('a worker that is alive renews its lease: nobody else runs its job, however long it takes', async () => {
    const release = await heldByFirst(() => deliveries.push('first 1'));
    clock.shift += 2 * lease;
    await first.renewLeases();
    await second.drain();
    expect(deliveries).toEqual([]);
    release();
    await first.drain();
    expect(deliveries).toEqual(['first 1']);
    expect(await leaseJobs()).toMatchObject([{ status: 'done', attempts: 1 }]);
  });

  it("a dead worker's job is taken over once its lease runs out, and delivered once", async () => {
    // The first worker dies holding the job: no more heartbeats, and it never sends.
    const release = await heldByFirst(() => {
      throw new Error('the process ended before sending');
    });
    clock.shift += lease - 5000;
    await second.drain();
    expect(deliveries).toEqual([]);
    clock.shift += 10_000;
    await second.drain();
    expect(deliveries).toEqual(['second 1']);
    expect(await leaseJobs()).toMatchObject([{ status: 'done', attempts: 2 }]);
    // The old claim's outcome (a failure to retry) must not undo the new one's: no second delivery.
    release();
    await first.drain();
    expect(await leaseJobs()).toMatchObject([{ status: 'done', attempts: 2 }]);
    await t.database.db.update(jobs).set({ runAt: now() });
    clock.shift += 2 * lease;
    await second.drain();
    expect(deliveries).toEqual(['second 1']);
  });

  it('an outcome the database could not take is kept, its lease renewed, and recorded at the next pass', async () => {
    const release = await heldByFirst(() => deliveries.push('first 1'));
    const report = jest.spyOn(first as unknown as { report: (...args: unknown[]) => Promise<void> }, 'report').mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
    release();
    await first.drain();
    expect(report).toHaveBeenCalledTimes(2);
    report.mockRestore();
    expect(deliveries).toEqual(['first 1']);
    expect(await leaseJobs()).toMatchObject([{ status: 'done', attempts: 1 }]);
  });

  it('an outcome kept while the database is away is not run again by another worker', async () => {
    const release = await heldByFirst(() => deliveries.push('first 1'));
    const report = jest.spyOn(first as unknown as { report: (...args: unknown[]) => Promise<void> }, 'report').mockRejectedValue(new Error('Connection terminated unexpectedly'));
    release();
    await first.drain();
    expect(await leaseJobs()).toMatchObject([{ status: 'running', attempts: 1 }]);
    clock.shift += 2 * lease;
    await first.renewLeases();
    await second.drain();
    expect(deliveries).toEqual(['first 1']);
    report.mockRestore();
    await first.drain();
    expect(await leaseJobs()).toMatchObject([{ status: 'done', attempts: 1 }]);
  });

  it('a worker whose polls fail (the database away) keeps polling, says so once, and works again afterwards', async () => {
    const log = { error: jest.fn(), info: jest.fn(), warn: jest.fn() };
    let away = true;
    const db = new Proxy(t.database.db, {
      get: (target, key, receiver) => (away && key === 'transaction' ? () => Promise.reject(new Error('Connection terminated unexpectedly')) : Reflect.get(target, key, receiver)),
    }) as Db;
    const queue = new JobQueue(db, log as unknown as FastifyBaseLogger, DEFAULT_JOB_OPTIONS, now);
    queue.register('test-lease', async () => {
      deliveries.push('queue 1');
    });
    await queue.enqueue('test-lease', { n: 1 });
    await queue.drain();
    await queue.drain();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(deliveries).toEqual([]);
    away = false;
    await queue.drain();
    expect(deliveries).toEqual(['queue 1']);
    expect(log.info).toHaveBeenCalledWith('job queue passes succeed again');
  });
});

describe('a change and its e-mails commit together (outbox in the same transaction)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await t.close();
  });

  const queuedMails = async () => Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(eq(jobs.kind, 'mail')))[0]?.n ?? 0);

  it('stores no account when its verification e-mail cannot be queued, and both when it can', async () => {
    const before = await queuedMails();
    const failing = jest.spyOn(t.app.jobs, 'enqueue').mockRejectedValueOnce(new Error('the jobs table is unavailable'));
    const email = `outbox-${Date.now()}@example.test`;
    await expect(signUp(t.app, { email })).rejects.toThrow(/sign-up failed: 500/);
    failing.mockRestore();
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await queuedMails()).toBe(before);

    await signUp(t.app, { email });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(await queuedMails()).toBe(before + 1);
  });
});
