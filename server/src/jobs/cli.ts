import type { Config } from '../config';
import type { Database } from '../db/client';
import type { QueuedMail } from '../plugins/mail';
import { MAIL_JOB } from '../plugins/mail';
import { JobAdmin } from './queue';
import { isUuid } from '../http/uuid';

type Open = () => Promise<{ database: Database; config: Config }>;

/**
 * Admin commands of the e-mail outbox (see cli/admin.ts): mails that used up
 * their attempts, and queueing them again once the mail server is fixed. The
 * server's workers (on PostgreSQL, running beside the command) deliver them.
 */
export function mailCommands(open: Open, print: (line: string) => void = console.log): Record<string, { usage: string; run: (args: string[]) => Promise<void> }> {
  return {
    'mail-failed': {
      usage: 'mail-failed               list e-mails that could not be delivered (after MAIL_MAX_ATTEMPTS attempts)',
      run: async () => {
        const { database } = await open();
        try {
          const failed = await new JobAdmin(database.db).failed(MAIL_JOB);
          if (failed.length === 0) print('No failed e-mails.');
          for (const job of failed) {
            const mail = job.payload as QueuedMail;
            print(`${job.id}  ${job.createdAt.toISOString()}  attempts ${job.attempts}  to ${mail.to}  "${mail.subject}"  last error: ${job.lastError ?? ''}`);
          }
        } finally {
          await database.close();
        }
      },
    },
    'mail-retry': {
      usage: 'mail-retry ID|all         queue a failed e-mail (or every failed one) for delivery again',
      run: async ([which]) => {
        if (!which || (which !== 'all' && !isUuid(which))) throw new Error('Usage: npm run admin -- mail-retry ID|all');
        const { database } = await open();
        try {
          const count = await new JobAdmin(database.db).retry(MAIL_JOB, which === 'all' ? undefined : which);
          print(count === 0 ? 'No failed e-mail matched.' : `Queued ${count} e-mail${count === 1 ? '' : 's'} for delivery again.`);
        } finally {
          await database.close();
        }
      },
    },
  };
}
