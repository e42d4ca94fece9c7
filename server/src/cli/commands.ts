import { userCommands } from '../modules/users/cli';
import { vacancyCommands } from '../modules/vacancies/cli';
import { freelancerCommands } from '../modules/freelancers/cli';
import { contentCommands } from '../modules/content/cli';
import { mailCommands } from '../jobs/cli';
import { reviewCommands } from '../modules/reviews/cli';
import { conversationCommands } from '../modules/conversations/cli';
import { auditCommands } from '../modules/audit/cli';
import { withDatabase, type CliCommand, type CliEnv } from './command';

/**
 * Every command of `npm run admin`, added by the modules that own them, on one environment: the running server's
 * (cli/endpoint.ts) or the command line's own (cli/admin.ts).
 */
export function adminCommands(env: CliEnv): Record<string, CliCommand> {
  return {
    'db-status': {
      usage: 'db-status                 show which database is in use and that migrations are applied',
      run: () =>
        withDatabase(env, async ({ database }) => {
          await database.ping();
          env.print(`database: ${database.driver}, migrations applied`);
        }),
    },
    ...userCommands(env),
    ...vacancyCommands(env),
    ...contentCommands(env),
    ...freelancerCommands(env),
    ...mailCommands(env),
    ...reviewCommands(env),
    ...conversationCommands(env),
    ...auditCommands(env),
  };
}
