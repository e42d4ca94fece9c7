import fs from 'node:fs';
import { Writable } from 'node:stream';
import pg from 'pg';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROBOT_PROOF_HEADER } from '@contracts/auth';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { users } from './db/schema';
import { createTestApp, type TestApp } from './test/app';
import { API, signupPayload } from './test/accounts';
import { createMember, profileFields, resumeFile, saveProfile } from './test/freelancers';
import { startTcpProxy } from './test/tcp-proxy';
import { STORAGE_FULL_NOT_READY_MS } from './plugins/errors';

// npm test runs this file on both databases (scripts/test.sh): the database going away and a full disk are met differently by each engine.

/**
 * Failures of the machine under the server: the database going away (its
 * backends terminated, the connections dropped, the host unreachable) and a
 * full disk. The process must live through each, say so on readiness, and
 * serve again by itself. A PostgreSQL restart (pg_ctl) is in
 * scripts/multi-instance.test.mjs, which owns its cluster.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const ARABIC = /[\u0600-\u06FF]/;

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const readiness = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: `${API}/health/ready` });
  return { status: res.statusCode, reason: (res.json() as { data: { reason: string | null } }).data.reason };
};
const liveness = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: `${API}/health` });
  return { status: res.statusCode, report: (res.json() as { data: { status: string; database: { ok: boolean } } }).data };
};

/** One sign-up through the API (robot check, then the account); its answers' statuses, and the address when it was acknowledged. */
async function signUpOnce(app: FastifyInstance): Promise<{ statuses: number[]; acked?: string }> {
  const proof = await app.inject({ method: 'POST', url: `${API}/auth/verifyrecaptchav3`, payload: { token: 'local', action: 'submit' } });
  if (proof.statusCode !== 200) return { statuses: [proof.statusCode] };
  const payload = signupPayload();
  const res = await app.inject({ method: 'POST', url: `${API}/auth/register`, payload, headers: { [ROBOT_PROOF_HEADER]: (proof.json() as { proof: string }).proof } });
  return { statuses: [proof.statusCode, res.statusCode], acked: res.statusCode === 201 ? payload.email : undefined };
}

/** Sign-ups in a loop from a few clients until stop(): every answer's status, and the accounts acknowledged. */
function steadySignUps(app: FastifyInstance, clients = 3) {
  const statuses: number[] = [];
  const acked: string[] = [];
  let stopping = false;
  const client = async () => {
    while (!stopping) {
      const outcome = await signUpOnce(app);
      statuses.push(...outcome.statuses);
      if (outcome.acked) acked.push(outcome.acked);
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const running = Array.from({ length: clients }, client);
  return {
    statuses,
    acked,
    /** Waits until n more requests have been answered. */
    more: (n: number) => {
      const from = statuses.length;
      return until(`${n} more answers`, () => statuses.length >= from + n);
    },
    async stop() {
      stopping = true;
      await Promise.all(running);
    },
  };
}

/** Every acknowledged account is stored. */
async function expectStored(t: TestApp, emails: string[]): Promise<void> {
  expect(emails.length).toBeGreaterThan(0);
  const stored = await t.database.db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  expect(stored.map((row) => row.email).sort()).toEqual([...emails].sort());
}

describe('the database away and back', () => {
  it('while the database does not answer: not ready, still alive, and ready again by itself once it answers', async () => {
    const t = await createTestApp();
    try {
      const lost = new Error('Connection terminated unexpectedly');
      const ping = jest.spyOn(t.database, 'ping').mockRejectedValue(lost);
      const applied = jest.spyOn(t.database, 'migrationsApplied').mockRejectedValue(lost);
      expect(await readiness(t.app)).toEqual({ status: 503, reason: 'databaseUnavailable' });
      const live = await liveness(t.app);
      expect(live.status).toBe(200);
      expect(live.report).toMatchObject({ status: 'degraded', database: { ok: false } });
      ping.mockRestore();
      applied.mockRestore();
      expect(await readiness(t.app)).toEqual({ status: 200, reason: null });
      expect((await liveness(t.app)).report.status).toBe('ok');
    } finally {
      await t.close();
    }
  });

  it('PostgreSQL: its backends terminated (pg_terminate_backend) while requests run; refused meanwhile; then serving again', async () => {
    // The embedded database lives in this process: it has no connection to lose (the case above covers its readiness).
    if (!adminUrl) return;
    const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const name = new URL(t.config.databaseUrl!).pathname.slice(1);
    try {
      const load = steadySignUps(t.app);
      await load.more(6);
      // New connections are refused until the database is allowed again, so the outage lasts long enough to be seen.
      await admin.query(`alter database ${name} allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      await until('not ready', async () => (await readiness(t.app)).reason === 'databaseUnavailable');
      expect((await liveness(t.app)).status).toBe(200);
      await admin.query(`alter database ${name} allow_connections true`);
      await until('ready again', async () => (await readiness(t.app)).status === 200);
      const ackedBefore = load.acked.length;
      await until('sign-ups acknowledged again', () => load.acked.length >= ackedBefore + 3);
      await load.stop();
      await expectStored(t, load.acked);
    } finally {
      await admin.query(`alter database ${name} allow_connections true`).catch(() => undefined);
      await admin.end();
      await t.close();
    }
  });

  it('PostgreSQL: every connection dropped, then the database unreachable: 503 meanwhile (never 500), serving again by itself', async () => {
    if (!adminUrl) return;
    const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    const target = new URL(t.config.databaseUrl!);
    const proxy = await startTcpProxy(target.hostname, Number(target.port));
    const through = new URL(target);
    through.port = String(proxy.port);
    // An app like t.app whose every connection to PostgreSQL passes through the proxy.
    const database = await openDatabase({ url: through.toString(), migrationsDir: t.config.migrationsDir });
    const app = await buildApp(t.config, { database });
    try {
      const load = steadySignUps(app);
      await load.more(6);
      proxy.cut();
      await load.more(6);
      await proxy.refuse();
      await until('not ready', async () => (await readiness(app)).reason === 'databaseUnavailable');
      const live = await liveness(app);
      expect(live.status).toBe(200);
      expect(live.report.database.ok).toBe(false);
      await load.more(6);
      // A request meanwhile is told the service is briefly away, in the envelope and in Arabic when asked.
      const away = await app.inject({ method: 'POST', url: `${API}/auth/verifyrecaptchav3?lang=ar`, payload: { token: 'local', action: 'submit' } });
      expect(away.statusCode).toBe(503);
      expect(away.headers['retry-after']).toBe('5');
      expect((away.json() as { message: string }).message).toBe('الخدمة غير متاحة مؤقتًا. يُرجى المحاولة بعد لحظات.');
      await proxy.accept();
      await until('ready again', async () => (await readiness(app)).status === 200);
      const ackedBefore = load.acked.length;
      await until('sign-ups acknowledged again', () => load.acked.length >= ackedBefore + 3);
      await load.stop();
      expect(load.statuses.filter((status) => status !== 200 && status !== 201 && status !== 503)).toEqual([]);
      expect(load.statuses).toContain(503);
      await expectStored(t, load.acked);
    } finally {
      await app.close();
      // Returns only once every connection is back in the pool: one kept by a request that broke would hang it.
      await database.close();
      await proxy.close();
      await t.close();
    }
  });
});

describe('the network to PostgreSQL silent (packets dropped, nothing closed)', () => {
  /** How long a call took and its outcome, or 'no answer' when it took more than capMs (the bound the test asserts is far below). */
  async function timed<T>(call: () => Promise<T>, capMs = 30_000): Promise<{ ms: number; value: T | 'no answer' }> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const cap = new Promise<'no answer'>((resolve) => (timer = setTimeout(() => resolve('no answer'), capMs)));
    const value = await Promise.race([call(), cap]);
    clearTimeout(timer);
    return { ms: performance.now() - started, value };
  }

  it('health answers within 2 s that the database is unreachable, a write answers 503 within 10 s; serving again once the network is back', async () => {
    if (!adminUrl) return;
    const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    const target = new URL(t.config.databaseUrl!);
    const proxy = await startTcpProxy(target.hostname, Number(target.port));
    const through = new URL(target);
    through.port = String(proxy.port);
    const database = await openDatabase({ url: through.toString(), migrationsDir: t.config.migrationsDir });
    const app = await buildApp(t.config, { database });
    try {
      expect((await signUpOnce(app)).acked).toBeDefined();
      const proof = await app.inject({ method: 'POST', url: `${API}/auth/verifyrecaptchav3`, payload: { token: 'local', action: 'submit' } });
      proxy.silence();
      // Bounds with margins for a busy machine: the server's own deadlines are 1 s (health) and 5 s (a query).
      const live = await timed(() => liveness(app));
      expect(live.value).toMatchObject({ status: 200, report: { status: 'degraded', database: { ok: false } } });
      expect(live.ms).toBeLessThan(2_000);
      const ready = await timed(() => readiness(app));
      expect(ready.value).toEqual({ status: 503, reason: 'databaseUnavailable' });
      expect(ready.ms).toBeLessThan(2_000);
      const write = await timed(() =>
        app.inject({ method: 'POST', url: `${API}/auth/register?lang=ar`, payload: signupPayload(), headers: { [ROBOT_PROOF_HEADER]: (proof.json() as { proof: string }).proof } }),
      );
      expect(write.value === 'no answer' ? 'no answer' : [write.value.statusCode, (write.value.json() as { message: string }).message]).toEqual([503, 'الخدمة غير متاحة مؤقتًا. يُرجى المحاولة بعد لحظات.']);
      expect(write.ms).toBeLessThan(10_000);
      proxy.restore();
      await until('ready again', async () => (await readiness(app)).status === 200);
      await until('a sign-up acknowledged again', async () => (await signUpOnce(app)).acked !== undefined);
    } finally {
      proxy.restore();
      await app.close();
      await database.close();
      await proxy.close();
      await t.close();
    }
  });
});

describe('a full disk', () => {
  const clock = { shift: 0 };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ STORAGE: 'local', RATE_LIMIT_PER_MINUTE: '100000' }, { now: () => new Date(Date.now() + clock.shift) });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    // A full disk reported by one case is forgotten before the next.
    clock.shift += STORAGE_FULL_NOT_READY_MS + 1000;
  });

  it('an upload whose file cannot be written (ENOSPC) answers 507 with a clear message; not ready meanwhile; ready again later', async () => {
    const member = await createMember(t);
    const uploads = `${t.config.dataDir}/uploads`;
    const create = fs.createWriteStream;
    // The file system's answer when the disk is full, at the boundary the local storage writes through.
    const full = jest.spyOn(fs, 'createWriteStream').mockImplementation(((file: fs.PathLike, options?: unknown) => {
      if (!String(file).startsWith(uploads)) return create(file, options as Parameters<typeof create>[1]);
      return new Writable({
        write(_chunk, _encoding, done) {
          done(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' }));
        },
      }) as fs.WriteStream;
    }) as typeof fs.createWriteStream);
    try {
      const res = await saveProfile(t, member.token, profileFields(), [resumeFile()]);
      expect(res.statusCode).toBe(507);
      expect(res.json()).toEqual({
        message: 'There is no storage space left on the server, so this could not be saved. Please try again later.',
        errors: { message: 'There is no storage space left on the server, so this could not be saved. Please try again later.', error: 'storageFull' },
      });
      expect(await readiness(t.app)).toEqual({ status: 503, reason: 'storageFull' });
      const live = await liveness(t.app);
      expect(live.status).toBe(200);
      expect(live.report.status).toBe('degraded');
      // No half-written file is left behind.
      expect(fs.readdirSync(uploads, { recursive: true }).filter((entry) => String(entry).endsWith('.partial'))).toEqual([]);
    } finally {
      full.mockRestore();
    }
    clock.shift += STORAGE_FULL_NOT_READY_MS + 1000;
    expect(await readiness(t.app)).toEqual({ status: 200, reason: null });
    expect((await saveProfile(t, member.token, profileFields(), [resumeFile()])).statusCode).toBe(200);
  });

  it("the database's disk full (SQLSTATE 53100) answers 507, in Arabic when asked; not ready meanwhile", async () => {
    // A real error of the database with disk_full's code, raised by the database on every new account.
    await t.database.db.execute(
      sql.raw(`create function khibra_test_disk_full() returns trigger language plpgsql as $$ begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`),
    );
    await t.database.db.execute(sql.raw('create trigger khibra_test_disk_full before insert on users for each row execute function khibra_test_disk_full()'));
    try {
      const proof = await t.app.inject({ method: 'POST', url: `${API}/auth/verifyrecaptchav3`, payload: { token: 'local', action: 'submit' } });
      const res = await t.app.inject({ method: 'POST', url: `${API}/auth/register?lang=ar`, payload: signupPayload(), headers: { [ROBOT_PROOF_HEADER]: (proof.json() as { proof: string }).proof } });
      expect(res.statusCode).toBe(507);
      const body = res.json() as { message: string; errors: { error: string } };
      expect(body.errors.error).toBe('storageFull');
      expect(body.message).toMatch(ARABIC);
      expect(await readiness(t.app)).toEqual({ status: 503, reason: 'storageFull' });
    } finally {
      await t.database.db.execute(sql.raw('drop trigger khibra_test_disk_full on users'));
      await t.database.db.execute(sql.raw('drop function khibra_test_disk_full()'));
    }
    clock.shift += STORAGE_FULL_NOT_READY_MS + 1000;
    expect(await readiness(t.app)).toEqual({ status: 200, reason: null });
    expect((await signUpOnce(t.app)).acked).toBeTruthy();
  });
});
