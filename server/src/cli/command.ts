import fs from 'node:fs/promises';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { AuditActor } from '../modules/audit/record';

/**
 * What a command of `npm run admin` is given. The same command runs in the
 * running server (cli/endpoint.ts) or, when none answers, in the command
 * line's own process (cli/admin.ts); only this environment differs.
 */
export interface CliEnv {
  /** The database and config; the command closes the database when done (a no-op in the server). */
  open: () => Promise<{ database: Database; config: Config }>;
  /** One line of the command's output. */
  print: (line: string) => void;
  /** Who the audit log names: the system user who ran the command. */
  actor: AuditActor;
  /** The operator's files, always on the command line's side (the server may run elsewhere, as another user). */
  files: CliFiles;
}

export interface CliFiles {
  read(file: string): Promise<string>;
  write(file: string, text: string): Promise<void>;
}

export interface CliCommand {
  usage: string;
  /** The files the command reads, given its arguments: the command line reads them before sending it to the server. */
  reads?: (args: string[]) => string[];
  run: (args: string[]) => Promise<void>;
}

/** The command line's own disk, for a command run in its process. */
export const localFiles: CliFiles = {
  read: (file) => fs.readFile(file, 'utf8'),
  write: (file, text) => fs.writeFile(file, text),
};

/** Opens the database for one command and closes it after `work`, whatever happens. */
export async function withDatabase<T>(env: CliEnv, work: (opened: { database: Database; config: Config }) => Promise<T>): Promise<T> {
  const opened = await env.open();
  try {
    return await work(opened);
  } finally {
    await opened.database.close();
  }
}

/** Runs a change and its audit entry in one transaction: neither commits without the other. */
export function inTransaction<T>(database: Database, work: (tx: Db) => Promise<T>): Promise<T> {
  return database.db.transaction((transaction) => work(transaction as unknown as Db));
}
