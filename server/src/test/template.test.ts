import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { databaseUrl, migratedPgTemplate, migratedTemplate, migrationsHash } from './template';

// npm test runs this file on both databases (scripts/test.sh): each engine's migrated template.

const migrationsDir = path.resolve('server/src/db/migrations');

/** A copy of the migrations with one more file: the same migrations under another hash, so a template of its own. */
async function migrationsCopy(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'khibra-migrations-'));
  await fs.cp(migrationsDir, dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'notes.txt'), `${path.basename(dir)}\n`);
  return dir;
}

describe('migrated templates for test databases', () => {
  it('are named by the migration files: the same files give the same name, any change another', async () => {
    const copy = await migrationsCopy();
    try {
      const before = await migrationsHash(copy);
      expect(await migrationsHash(copy)).toBe(before);
      expect(before).not.toBe(await migrationsHash(migrationsDir));
      await fs.appendFile(path.join(copy, '0000_init.sql'), '\n');
      expect(await migrationsHash(copy)).not.toBe(before);
    } finally {
      await fs.rm(copy, { recursive: true, force: true });
    }
  });

  it('on PostgreSQL: made once when workers ask together, nobody left connected, copied with every migration applied', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const journal = JSON.parse(await fs.readFile(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    if (!adminUrl) {
      // PGlite: the template is the dump file named by the same hash.
      const dump = await migratedTemplate(migrationsDir);
      const file = path.join('.tmp', `pglite-template-${await migrationsHash(migrationsDir)}.tar`);
      expect(dump.size).toBe((await fs.stat(file)).size);
      return;
    }
    const copy = await migrationsCopy();
    const clients = [0, 1, 2].map(() => new pg.Client({ connectionString: adminUrl }));
    await Promise.all(clients.map((client) => client.connect()));
    const [admin] = clients;
    const name = `khibra_template_${await migrationsHash(copy)}`;
    const copied = `khibra_copy_${path.basename(copy).replace(/\W/g, '').toLowerCase()}`;
    try {
      const names = await Promise.all(clients.map((client) => migratedPgTemplate(client, adminUrl, copy)));
      expect(names).toEqual([name, name, name]);
      // One database, the template itself: no half-made one left under a temporary name.
      const made = await admin.query('select datname, datistemplate from pg_database where datname like $1', [`${name}%`]);
      expect(made.rows).toEqual([{ datname: name, datistemplate: true }]);
      const connected = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      expect(connected.rows[0].n).toBe(0);
      await admin.query(`create database ${copied} template ${name}`);
      const client = new pg.Client({ connectionString: databaseUrl(adminUrl, copied) });
      await client.connect();
      const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      await client.end();
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      await admin.query(`drop database if exists ${copied} with (force)`);
      for (const { datname } of (await admin.query('select datname from pg_database where datname like $1', [`${name}%`])).rows) {
        await admin.query(`alter database ${datname} is_template false`);
        await admin.query(`drop database ${datname} with (force)`);
      }
      await Promise.all(clients.map((client) => client.end()));
      await fs.rm(copy, { recursive: true, force: true });
    }
  });
});
