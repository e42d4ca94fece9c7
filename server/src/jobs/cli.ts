import type { CliCommand, CliEnv } from '../cli/command';
import { inTransaction, withDatabase } from '../cli/command';
import type { QueuedMail } from '../plugins/mail';
import { MAIL_JOB } from '../plugins/mail';
import { recordAudit } from '../modules/audit/record';
import { JobAdmin } from './queue';
import { isUuid } from '../http/uuid';

/**
 * Admin commands of the e-mail outbox (see cli/admin.ts): mails that used up
 * their attempts, and queueing them again once the mail server is fixed (one
 * audit entry per e-mail, in the transaction that queues them). The
 * server's workers deliver them.
 */
export function mailCommands(env: CliEnv): Record<string, CliCommand> {
  const { print } = env;
  return {
    'mail-failed': {
      usage: 'mail-failed               list e-mails that could not be delivered (after MAIL_MAX_ATTEMPTS attempts)',
      run: () =>
        withDatabase(env, async ({ database }) => {
          const failed = await new JobAdmin(database.db).failed(MAIL_JOB);
          if (failed.length === 0) print('No failed e-mails.');
          for (const job of failed) {
            const mail = job.payload as QueuedMail;
            print(`${job.id}  ${job.createdAt.toISOString()}  attempts ${job.attempts}  to ${mail.to}  "${mail.subject}"  last error: ${job.lastError ?? ''}`);
          }
        }),
    },
    'mail-retry': {
      usage: 'mail-retry ID|all         queue a failed e-mail (or every failed one) for delivery again',
      run: async ([which]) => {
        if (!which || (which !== 'all' && !isUuid(which))) throw new Error('Usage: npm run admin -- mail-retry ID|all');
        const queued = await withDatabase(env, ({ database }) =>
          inTransaction(database, async (tx) => {
            const ids = await new JobAdmin(tx).retry(MAIL_JOB, which === 'all' ? undefined : which);
            for (const id of ids) await recordAudit(tx, env.actor, { action: 'retryMail', itemKind: 'mail', itemId: id });
            return ids.length;
          }),
        );
        print(queued === 0 ? 'No failed e-mail matched.' : `Queued ${queued} e-mail${queued === 1 ? '' : 's'} for delivery again.`);
      },
    },
  };
}
