import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from './db/client';
import { createTestApp, type TestApp } from './test/app';
import { databaseUrl } from './test/template';

// npm test runs this file on both databases (scripts/test.sh): readiness and migrations on each engine.

const API = '/api/v1.0';

describe('readiness, separate from liveness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is ready while the database answers and every migration is applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/health/ready` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ data: { ready: true, reason: null } });
  });

  it('is not ready while a migration of this build is missing', async () => {
    const rows = (await t.database.db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`)) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    const last = rows.rows[0];
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: `${API}/health/ready` });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ data: { ready: false, reason: 'migrationsPending' } });
    } finally {
      await t.database.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`);
    }
    expect((await t.app.inject({ method: 'GET', url: `${API}/health/ready` })).statusCode).toBe(200);
  });

  it('turns 503 as soon as a shutdown begins, while liveness keeps its shape', async () => {
    t.app.lifecycle.closing = true;
    try {
      const ready = await t.app.inject({ method: 'GET', url: `${API}/health/ready` });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ data: { ready: false, reason: 'shuttingDown' } });
      const live = await t.app.inject({ method: 'GET', url: `${API}/health` });
      expect(live.statusCode).toBe(200);
      expect(Object.keys(live.json().data).sort()).toEqual(['database', 'installedAt', 'status', 'uptimeSeconds']);
    } finally {
      t.app.lifecycle.closing = false;
    }
  });

  it('closing the app marks it not ready', async () => {
    const other = await createTestApp();
    expect(other.app.lifecycle.closing).toBe(false);
    await other.close();
    expect(other.app.lifecycle.closing).toBe(true);
  });
});

describe('locks shared by instances', () => {
  it('two holders of one lock never overlap; other names are not held up', async () => {
    const t = await createTestApp();
    try {
      const events: string[] = [];
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const firstIn = new Promise<void>((resolve) => (entered = resolve));
      const first = t.database.withLock('test-lock', async () => {
        events.push('first in');
        entered();
        await gate;
        events.push('first out');
      });
      // The second holder asks only once the first holds the lock (on PostgreSQL either could win a simultaneous start).
      await firstIn;
      const second = t.database.withLock('test-lock', async () => {
        events.push('second in');
      });
      await t.database.withLock('another-lock', async () => {
        events.push('other');
      });
      release();
      await Promise.all([first, second]);
      expect(events).toEqual(['first in', 'other', 'first out', 'second in']);
    } finally {
      await t.close();
    }
  });

  it('instances started together on one PostgreSQL apply the migrations once (PGlite: one process owns it)', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const migrationsDir = path.resolve('server/src/db/migrations');
    const journal = JSON.parse(await fs.readFile(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    if (!adminUrl) {
      // The embedded database: opening applies every migration, once.
      const database = await openDatabase({ migrationsDir });
      const result = (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
      expect(result.rows[0].n).toBe(journal.entries.length);
      await database.close();
      return;
    }
    const name = `khibra_lock_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const opened = await Promise.all([0, 1, 2].map(() => openDatabase({ url: databaseUrl(adminUrl, name), migrationsDir })));
      const result = (await opened[0].db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
      expect(result.rows[0].n).toBe(journal.entries.length);
      expect(await Promise.all(opened.map((d) => d.migrationsApplied()))).toEqual([true, true, true]);
      await Promise.all(opened.map((d) => d.close()));
    } finally {
      for (let i = 0; i < 50; i++) {
        const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
