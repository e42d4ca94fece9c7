import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { userCommands } from '../modules/users/cli';
import { vacancyCommands } from '../modules/vacancies/cli';
import { freelancerCommands } from '../modules/freelancers/cli';
import { contentCommands } from '../modules/content/cli';
import { mailCommands } from '../jobs/cli';
import { reviewCommands } from '../modules/reviews/cli';
import { conversationCommands } from '../modules/conversations/cli';

/**
 * Admin command line: `npm run admin -- <command> [args]`.
 * Commands are added by the modules that own them (users, content, vacancies).
 * With the embedded database, stop the server first: PGlite serves one process at a time.
 */
/** Opens the configured database (the same one `npm start` uses) for one command. */
async function open() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir, migrationsDir: config.migrationsDir, pgliteWorker: config.pgliteWorker });
  return { database, config };
}

const commands: Record<string, { usage: string; run: (args: string[]) => Promise<void> }> = {
  'db-status': {
    usage: 'db-status                 show which database is in use and that migrations are applied',
    run: async () => {
      const { database } = await open();
      await database.ping();
      console.log(`database: ${database.driver}, migrations applied`);
      await database.close();
    },
  },
  ...userCommands(open),
  ...vacancyCommands(open),
  ...contentCommands(open),
  ...freelancerCommands(open),
  ...mailCommands(open),
  ...reviewCommands(open),
  ...conversationCommands(open),
};

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.log('Usage: npm run admin -- <command>\n');
    for (const c of Object.values(commands)) console.log(`  ${c.usage}`);
    return name ? 1 : 0;
  }
  await command.run(args);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
