import { createHash, randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { migratedPgliteDump, openDatabase } from '../db/client';

/** A short hash of every file under migrationsDir (names and bytes): a changed migration names a new template. */
export async function migrationsHash(migrationsDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await fs.readdir(migrationsDir, { recursive: true })).sort()) {
    const full = path.join(migrationsDir, file);
    if ((await fs.stat(full)).isFile()) hash.update(file).update(await fs.readFile(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A PGlite data directory with every migration applied, made once per set of
 * migrations and kept under .tmp/ (named by a hash of the migration files, so
 * a changed migration makes a new one). Each test file's in-memory database
 * starts from it: creating and migrating an embedded database costs about
 * 2.5 s of CPU, loading the dump about 0.5 s (read from the file, see below). The first file that needs it
 * makes it (files running at that moment make their own, the same bytes); it
 * is written under a temporary name and renamed, so no reader sees half a
 * file.
 */
export async function migratedTemplate(migrationsDir: string): Promise<Blob> {
  const target = path.join(process.cwd(), '.tmp', `pglite-template-${await migrationsHash(migrationsDir)}.tar`);
  try {
    // Read from the file as PGlite loads it: a Blob copied into memory first costs about 0.7 s of CPU per file.
    return await openAsBlob(target);
  } catch {
    const dump = await migratedPgliteDump(migrationsDir);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomBytes(4).toString('hex')}`;
    await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await fs.rename(partial, target);
    return dump;
  }
}

/**
 * The same on PostgreSQL: the name of a database on the server of adminUrl
 * with every migration applied, marked as a template, for `create database …
 * template` (each test file's database is then a copy, not ~22 migrations
 * run again). The first test app that needs it makes it; Jest's other workers
 * wait on an advisory lock and then find it. It is migrated under a temporary
 * name and renamed, so a run that died halfway leaves no template with the
 * real name. No connection stays open to it: PostgreSQL copies a template
 * only while nobody is connected to it. admin is a connection to adminUrl,
 * left open.
 */
export async function migratedPgTemplate(admin: pg.Client, adminUrl: string, migrationsDir: string): Promise<string> {
  const name = `khibra_template_${await migrationsHash(migrationsDir)}`;
  const made = async () => (await admin.query('select 1 from pg_database where datname = $1 and datistemplate', [name])).rowCount === 1;
  if (await made()) return name;
  // Session-level: released by the unlock below, or by the server if this process dies holding it.
  const lock = `khibra:${name}`;
  await admin.query('select pg_advisory_lock(hashtextextended($1, 0))', [lock]);
  try {
    if (await made()) return name;
    const partial = `${name}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${partial}`);
    const database = await openDatabase({ url: databaseUrl(adminUrl, partial), migrationsDir });
    await database.close();
    // Renaming waits (in the server, up to 5 s) for the closed pool's backends to go.
    await admin.query(`alter database ${partial} rename to ${name}`);
    await admin.query(`alter database ${name} is_template true`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtextextended($1, 0))', [lock]);
  }
}

/** `adminUrl` (a PostgreSQL server's URL) with the database `name` instead of its own. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
