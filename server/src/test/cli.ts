import { asc, eq } from 'drizzle-orm';
import { localFiles, type CliEnv } from '../cli/command';
import { commandLineActor } from '../modules/audit/record';
import { auditLog } from '../db/schema';
import type { TestApp } from './app';

type Opened = Pick<TestApp, 'database' | 'config'>;

/**
 * The commands of `npm run admin` on a test app's database (a no-op close: the test owns it); their lines go to `lines`.
 * `t` may be a function, for commands made before the app is (in a describe's body).
 */
export function testCli(t: Opened | (() => Opened), lines: string[], user = 'tester'): CliEnv {
  const app = () => (typeof t === 'function' ? t() : t);
  return {
    open: async () => ({ database: { ...app().database, close: async () => undefined }, config: app().config }),
    print: (line) => lines.push(line),
    actor: commandLineActor(user),
    files: localFiles,
  };
}

/** The audit log's entries about one item, oldest first: who, what and why. */
export async function auditOf(t: Pick<TestApp, 'database'>, itemId: string): Promise<{ actorLabel: string; action: string; itemKind: string; reason: string }[]> {
  const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.itemId, itemId)).orderBy(asc(auditLog.createdAt));
  return entries.map(({ actorLabel, action, itemKind, reason }) => ({ actorLabel, action, itemKind, reason }));
}
