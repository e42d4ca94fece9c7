import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { isUniqueViolation } from '../modules/users/repository';
import { migratedTemplate } from '../test/template';
import { openDatabase, type Database } from './client';
import { users } from './schema';

/** The embedded database as the server runs it: in a worker thread (pglite-worker.mjs). */
describe('PGlite in a worker thread', () => {
  const config = loadConfig({ JWT_SECRET: 'x'.repeat(32) });
  let database: Database;
  const account = (email: string) => ({ email, firstName: 'Amira', lastName: 'Haddad', phone: '+971501112233', passwordHash: 'x', country: 'United Arab Emirates', city: 'Dubai' });

  beforeAll(async () => {
    database = await openDatabase({ migrationsDir: config.migrationsDir, pgliteWorker: config.pgliteWorker, pgliteTemplate: await migratedTemplate(config.migrationsDir) });
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers drizzle queries: rows, dates as the driver gives them, bytes, JSON', async () => {
    expect(database.driver).toBe('pglite');
    await database.ping();
    expect(await database.migrationsApplied()).toBe(true);
    const [inserted] = await database.db.insert(users).values(account('worker@example.test')).returning();
    expect(inserted.createdAt).toBeInstanceOf(Date);
    const [found] = await database.db.select().from(users).where(eq(users.id, inserted.id));
    expect(found).toEqual(inserted);
    const { rows } = (await database.db.execute(sql`select '\\x0102ff'::bytea as bytes, '{"a":[1,2]}'::jsonb as doc, 5::int8 as big`)) as unknown as { rows: { bytes: Uint8Array; doc: unknown; big: unknown }[] };
    expect([...rows[0].bytes]).toEqual([1, 2, 255]);
    expect(rows[0].doc).toEqual({ a: [1, 2] });
    expect(Number(rows[0].big)).toBe(5);
  });

  it('keeps the driver error (a unique violation is still recognised)', async () => {
    await database.db.insert(users).values(account('twice@example.test'));
    const error = await database.db.insert(users).values(account('twice@example.test')).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('commits a transaction, rolls one back when it throws, and keeps savepoints', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values(account('committed@example.test'));
      await tx
        .transaction(async (inner) => {
          await inner.insert(users).values(account('savepoint@example.test'));
          throw new Error('undo the savepoint only');
        })
        .catch(() => undefined);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values(account('rolledback@example.test'));
        throw new Error('undo it all');
      }),
    ).rejects.toThrow('undo it all');
    const emails = (await database.db.select({ email: users.email }).from(users)).map((row) => row.email);
    expect(emails).toContain('committed@example.test');
    expect(emails).not.toContain('savepoint@example.test');
    expect(emails).not.toContain('rolledback@example.test');
  });

  it('runs a query off the main thread: a timer set after a long query was sent fires before it answers', async () => {
    const events: string[] = [];
    const query = database.db.execute(sql`select pg_sleep(2)`).then(() => events.push('query'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    events.push('timer');
    await query;
    expect(events).toEqual(['timer', 'query']);
  });

  it('a ping does not wait behind a long query when the database has just answered', async () => {
    const events: string[] = [];
    await database.db.execute(sql`select 1`);
    const query = database.db.execute(sql`select pg_sleep(2)`).then(() => events.push('query'));
    await database.ping();
    events.push('ping');
    await query;
    expect(events).toEqual(['ping', 'query']);
  });

  it('withLock runs one holder at a time', async () => {
    const order: string[] = [];
    await Promise.all([
      database.withLock('seed', async () => {
        order.push('a start');
        await database.ping();
        order.push('a end');
      }),
      database.withLock('seed', async () => {
        order.push('b');
      }),
    ]);
    expect(order).toEqual(['a start', 'a end', 'b']);
  });
});

describe('PGlite in a worker thread, on disk', () => {
  it('keeps what was written across a close and a reopen, and refuses queries once closed', async () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(32) });
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'khibra-pglite-worker-'));
    try {
      const open = (pgliteTemplate?: Blob) => openDatabase({ migrationsDir: config.migrationsDir, pgliteWorker: config.pgliteWorker, pgliteDir: dir, pgliteTemplate });
      const first = await open(await migratedTemplate(config.migrationsDir));
      await first.db.execute(sql`create table kept (note text)`);
      await first.db.execute(sql`insert into kept values ('still here')`);
      await first.close();
      await expect(first.ping()).rejects.toThrow();
      const second = await open();
      try {
        expect(((await second.db.execute(sql`select note from kept`)) as unknown as { rows: unknown[] }).rows).toEqual([{ note: 'still here' }]);
      } finally {
        await second.close();
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
