import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { deliverBeforeReading } from './outbox';
import { databaseUrl, migratedPgTemplate, migratedTemplate } from './template';

/**
 * A fresh app over a fresh database for one test file. On PGlite (default) the
 * database lives in memory; with TEST_DATABASE_URL set (the PostgreSQL pass of
 * `npm test`) a throwaway database is created on that PostgreSQL server, from
 * a migrated template, and dropped again by close(). The visitor cache is off (tests write rows
 * directly); plugins/visitor-cache.test.ts turns it on with VISITOR_CACHE_MS.
 */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** `clientDir`: a built client to serve (a fake server bundle beside it, plugins/page-cache.test.ts); none by default. */
export async function createTestApp(env: Record<string, string> = {}, deps: Omit<AppDeps, 'database'> = {}, { clientDir }: { clientDir?: string } = {}): Promise<TestApp> {
  const root = process.cwd();
  const config: Config = {
    ...loadConfig({ LOG_LEVEL: 'silent', VISITOR_CACHE_MS: '0', DATA_DIR: path.join(root, '.tmp', 'test-data', randomBytes(6).toString('hex')), ...env }, root),
    pgliteDir: undefined,
    clientDir: clientDir ?? path.join(root, '.tmp', 'no-client'),
  };
  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (adminUrl) {
    const name = `khibra_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    // A copy of the migrated template (./template.ts); openDatabase's migrate then finds nothing to do.
    await admin.query(`create database ${name} template ${await migratedPgTemplate(admin, adminUrl, config.migrationsDir)}`);
    await admin.end();
    config.databaseUrl = databaseUrl(adminUrl, name);
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // pool.end() returns before the server has closed its backends; forcing the
      // drop then would kill them mid-goodbye and raise an unhandled error in
      // this process. Wait (briefly) for them to go.
      for (let i = 0; i < 50; i++) {
        const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  // On PGlite each file starts from a migrated copy (./template.ts), not from an empty database.
  const database = await openDatabase({
    url: config.databaseUrl,
    migrationsDir: config.migrationsDir,
    pgliteTemplate: config.databaseUrl ? undefined : await migratedTemplate(config.migrationsDir),
    pgliteSharedBuffers: '16MB',
  });
  const app = await buildApp(config, { ...deps, database });
  const forget = app.mailer.outboxDir ? deliverBeforeReading(app.mailer.outboxDir, () => app.jobs.drain()) : () => undefined;
  return {
    app,
    database,
    config,
    async close() {
      forget();
      // Live streams a test opened on a real port end with the suite: their connections are not waited for.
      app.server.closeAllConnections();
      await app.close();
      await database.close();
      await dropDatabase?.();
      await fs.rm(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A suite's app, built before its tests and closed after them, with the per-IP limits out of the way (many sign-ups
 * from one test address) and `env` on top; `use` receives it and the outbox it writes to.
 */
export function withMailingTestApp(env: Record<string, string>, use: (made: { t: TestApp; outbox: string }) => void): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', ...env });
    use({ t, outbox: t.app.mailer.outboxDir as string });
  });
  afterAll(async () => {
    await t?.close();
  });
}
