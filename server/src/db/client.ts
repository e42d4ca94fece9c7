import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { PgliteWorkerClient } from './pglite-worker-client';
import { inProcessNotifications, postgresNotifications, type Notifications } from './notifications';

/**
 * Both drivers produce the same Drizzle API over the same SQL dialect;
 * the node-postgres type stands for both.
 */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /**
   * Runs fn while holding a lock named `name` that every instance on the
   * database respects (a PostgreSQL session advisory lock; on the embedded
   * database, which one process owns, an in-process lock). Used for
   * migrations and the demo seed, so instances started together run them once.
   */
  withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** Whether every migration this build ships has been applied (a newer build may have applied more). */
  migrationsApplied(): Promise<boolean>;
  /**
   * Tells listener of every lost connection (PostgreSQL restarted, a backend
   * terminated, the network cut). The pool has already dropped that connection
   * and opens a new one for the next query; nothing else is to be done.
   * Returns the function that stops telling it.
   */
  onConnectionError(listener: (error: Error) => void): () => void;
  /** Notices between the instances on this database (LISTEN/NOTIFY; in-process on the embedded database). */
  notifications: Notifications;
  close(): Promise<void>;
}

async function withAdvisoryLock<T>(pool: pg.Pool, name: string, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    const key = `khibra:${name}`;
    await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [key]);
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]);
    }
  } finally {
    client.release();
  }
}

/**
 * Time bounds of the serving pool, so that a database that does not answer
 * (its host unreachable, the network dropping packets) makes a request fail
 * with 503 within seconds instead of hanging: a connection is made within
 * CONNECT_TIMEOUT_MS (also the longest wait for a free one), PostgreSQL
 * cancels a statement after STATEMENT_TIMEOUT_MS, and a query that has no
 * answer QUERY_DEADLINE_MS after it was sent has its connection dropped (the
 * network is gone: cancelling would not get through either).
 */
const DATABASE_TIME_BOUNDS = { connectMs: 3_000, statementMs: 4_000, queryDeadlineMs: 5_000 } as const;

/**
 * The pool that serves requests (time-bounded, see DATABASE_TIME_BOUNDS); TCP
 * keep-alive notices a connection whose peer vanished while it was idle.
 */
function connectionPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: DATABASE_TIME_BOUNDS.connectMs,
    statement_timeout: DATABASE_TIME_BOUNDS.statementMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  pool.on('connect', (client) => dropWhenSilent(client, DATABASE_TIME_BOUNDS.queryDeadlineMs));
  return pool;
}

/**
 * The pool of migrations and cross-instance locks: no time bound, since a
 * migration may rightly run long and a lock may rightly wait for another
 * instance's migration. Each holder (or waiter) of a lock has a connection; they close when idle.
 */
function unboundedPool(connectionString: string): pg.Pool {
  return new pg.Pool({ connectionString, max: 10, keepAlive: true, idleTimeoutMillis: 5_000 });
}

/**
 * Drops the connection of a query still unanswered after deadlineMs: the
 * query fails as a lost connection (503), the client emits 'error' and the
 * pool discards it (giveBackBrokenConnections), and so does everything queued
 * behind it on that connection.
 */
function dropWhenSilent(client: pg.PoolClient, deadlineMs: number): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const drop = () => (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const timer = setTimeout(drop, deadlineMs);
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...results: unknown[]) => void;
      args[last] = (...results: unknown[]) => {
        clearTimeout(timer);
        callback(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) return result.finally(() => clearTimeout(timer));
    // A submittable (a cursor): it keeps its own pace.
    clearTimeout(timer);
    return result;
  };
}

/**
 * A connection that breaks while a caller holds it goes back to the pool at
 * once, to be discarded: Drizzle's transaction never releases its client when
 * BEGIN fails, so each outage would otherwise keep one of the pool's
 * connections for good, until no request gets one. The holder's own release,
 * if it comes, is then a no-op (node-postgres would throw on a second one).
 */
function giveBackBrokenConnections(pool: pg.Pool): void {
  const held = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => held.add(client));
  pool.on('release', (_error, client) => held.delete(client));
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (!held.has(client)) return;
      const release = client.release;
      let released = false;
      client.release = (reason?: Error | boolean) => {
        if (released) return;
        released = true;
        release.call(client, reason);
      };
      client.release(error);
    }),
  );
}

/** One process owns PGlite: a promise chain per name is lock enough. */
function inProcessLocks() {
  const chains = new Map<string, Promise<unknown>>();
  return <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const run = (chains.get(name) ?? Promise.resolve()).then(fn, fn);
    chains.set(name, run.catch(() => undefined));
    return run;
  };
}

/** A database that answered a query this recently is alive: ping() does not ask it again. */
const RECENTLY_ANSWERED_MS = 1000;

/** The moment (journal 'when') of the last migration shipped in migrationsFolder. */
async function lastShippedMigration(migrationsFolder: string): Promise<number> {
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

async function appliedUpTo(db: Db, shipped: number): Promise<boolean> {
  const result = (await db.execute(sql`select coalesce(max(created_at), 0)::bigint as last from drizzle.__drizzle_migrations`)) as unknown as { rows: { last: string | number }[] };
  return Number(result.rows[0]?.last ?? 0) >= shipped;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite directory; undefined keeps the embedded database in memory. */
  pgliteDir?: string;
  /** A dump of an already migrated PGlite data directory to start from (tests: one migration per run, not per file). */
  pgliteTemplate?: Blob;
  /**
   * PGlite's shared_buffers (tests: '16MB'). PostgreSQL's default, 128 MB, is
   * zeroed at every start: about 0.5 s of CPU that a test's few rows never use.
   */
  pgliteSharedBuffers?: string;
  /**
   * pglite-worker.mjs: run PGlite in that worker thread (the server and the
   * CLI), so a slow query does not stall the main thread. Absent: in this
   * thread (tests, which open many databases).
   */
  pgliteWorker?: string;
  migrationsDir: string;
}

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsDir;
  if (options.url) {
    const pool = connectionPool(options.url);
    const locks = unboundedPool(options.url);
    locks.on('error', () => undefined);
    const listeners = new Set<(error: Error) => void>();
    const lost = (error: Error) => listeners.forEach((listener) => listener(error));
    // Without a listener, a connection lost while idle in the pool (or while a
    // request holds it between two queries) is an 'error' event nobody handles,
    // and Node ends the process: every instance at once on a PostgreSQL restart.
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
    giveBackBrokenConnections(pool);
    const db = drizzlePg(pool, { schema });
    const shipped = await lastShippedMigration(migrationsFolder);
    try {
      // Instances started together: one migrates, the others wait and then find nothing to do.
      await withAdvisoryLock(locks, 'migrations', () => migratePg(drizzlePg(locks, { schema }), { migrationsFolder }));
    } catch (error) {
      await Promise.all([pool.end(), locks.end()]);
      throw error;
    }
    return {
      db,
      driver: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      withLock: (name, fn) => withAdvisoryLock(locks, name, fn),
      migrationsApplied: () => appliedUpTo(db, shipped),
      onConnectionError: (listener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      notifications: postgresNotifications(options.url, pool, lost),
      close: async () => {
        await Promise.all([pool.end(), locks.end()]);
      },
    };
  }
  if (options.pgliteDir) await fs.mkdir(options.pgliteDir, { recursive: true });
  const client = options.pgliteWorker
    ? await PgliteWorkerClient.start(options.pgliteWorker, options.pgliteDir, options.pgliteTemplate)
    : await PGlite.create(options.pgliteDir, {
        extensions: { pg_trgm, btree_gist },
        loadDataDir: options.pgliteTemplate,
        startParams: options.pgliteSharedBuffers ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.pgliteSharedBuffers}`] : undefined,
      });
  // The worker's client answers the part of PGlite's interface that drizzle uses (query, transaction).
  const db = drizzlePglite(client as PGlite, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  const shipped = await lastShippedMigration(migrationsFolder);
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    ping: async () => {
      // Busy, the worker answers queries all the time, which shows the database answers; a health check does
      // not wait its turn behind them (PGlite runs one query at a time), or a balancer would drop a busy instance.
      if (client instanceof PgliteWorkerClient && client.answeredWithin(RECENTLY_ANSWERED_MS)) return;
      await client.query('select 1');
    },
    withLock: inProcessLocks(),
    migrationsApplied: () => appliedUpTo(db as unknown as Db, shipped),
    // In the process itself: there is no connection to lose.
    onConnectionError: () => () => undefined,
    notifications: inProcessNotifications(),
    close: () => client.close(),
  };
}

/** The data directory of a fresh embedded database with every migration applied, as a dump (see test/template.ts). */
export async function migratedPgliteDump(migrationsDir: string): Promise<Blob> {
  const client = await PGlite.create(undefined, { extensions: { pg_trgm, btree_gist } });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsDir });
    // Written out to the data files: a database opened from the dump has no write-ahead log to replay first
    // (about 0.1 CPU seconds less per test app).
    await client.exec('checkpoint');
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
