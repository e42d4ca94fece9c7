import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { ConversationsRepository } from './repository';

type Open = () => Promise<{ database: Database; config: Config }>;

/** Admin commands of conversations (see cli/admin.ts). */
export function conversationCommands(open: Open): Record<string, { usage: string; run: (args: string[]) => Promise<void> }> {
  return {
    'conversation-reports': {
      usage: 'conversation-reports      list the newest reports of conversations (conversation id, reason)',
      run: async () => {
        const { database } = await open();
        try {
          const reports = await new ConversationsRepository(database.db).reports(50);
          if (reports.length === 0) console.log('no reports');
          for (const r of reports) console.log(`${r.createdAt.toISOString()}  conversation ${r.conversationId}\n  reason: ${r.reason}`);
        } finally {
          await database.close();
        }
      },
    },
  };
}
