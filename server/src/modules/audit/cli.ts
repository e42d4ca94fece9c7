import { desc } from 'drizzle-orm';
import type { CliCommand, CliEnv } from '../../cli/command';
import { withDatabase } from '../../cli/command';
import { auditLog } from '../../db/schema';

const MOST = 500;

/** `npm run admin -- audit-log [N]`: the newest N entries of the audit log (20 unless told, at most 500), newest first. */
export function auditCommands(env: CliEnv): Record<string, CliCommand> {
  return {
    'audit-log': {
      usage: 'audit-log [N]             list the newest N entries of the audit log (default 20): when, who, what, on which item, why',
      run: async ([count]) => {
        if (count !== undefined && !/^\d{1,3}$/.test(count)) throw new Error('Usage: npm run admin -- audit-log [N]');
        const limit = Math.min(MOST, Math.max(1, Number(count ?? 20)));
        await withDatabase(env, async ({ database }) => {
          const entries = await database.db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
          if (entries.length === 0) env.print('The audit log is empty.');
          for (const entry of entries) {
            env.print(`${entry.createdAt.toISOString()}  ${entry.actorLabel}  ${entry.action}  ${entry.itemKind} ${entry.itemId}${entry.reason ? `  reason: ${entry.reason}` : ''}`);
          }
        });
      },
    },
  };
}
