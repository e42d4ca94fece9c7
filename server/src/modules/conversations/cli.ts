import type { CliCommand, CliEnv } from '../../cli/command';
import { withDatabase } from '../../cli/command';
import { ConversationsRepository } from './repository';

/** Admin commands of conversations (see cli/admin.ts). */
export function conversationCommands(env: CliEnv): Record<string, CliCommand> {
  return {
    'conversation-reports': {
      usage: 'conversation-reports      list the newest reports of conversations (conversation id, reason)',
      run: () =>
        withDatabase(env, async ({ database }) => {
          const reports = await new ConversationsRepository(database.db).reports(50);
          if (reports.length === 0) env.print('no reports');
          for (const r of reports) env.print(`${r.createdAt.toISOString()}  conversation ${r.conversationId}\n  reason: ${r.reason}`);
        }),
    },
  };
}
