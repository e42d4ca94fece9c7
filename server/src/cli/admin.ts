import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { userCommands } from '../modules/users/cli';
import { vacancyCommands } from '../modules/vacancies/cli';
import { freelancerCommands } from '../modules/freelancers/cli';
import { contentCommands } from '../modules/content/cli';

/**
 * Admin command line: `npm run admin -- <command> [args]`.
 * Commands are added by the modules that own them (users, content, vacancies).
 */
const commands: Record<string, { usage: string; run: (args: string[]) => Promise<void> }> = {
  'db-status': {
    usage: 'db-status                 show which database is in use and that migrations are applied',
    run: async () => {
      const config = loadConfig();
      const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir, migrationsDir: config.migrationsDir });
      await database.ping();
      console.log(`database: ${database.driver}, migrations applied`);
      await database.close();
    },
  },
  ...userCommands(async () => {
    const config = loadConfig();
    const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir, migrationsDir: config.migrationsDir });
    return { database, config };
  }),
  ...vacancyCommands(async () => {
    const config = loadConfig();
    const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir, migrationsDir: config.migrationsDir });
    return { database, config };
  }),
  ...contentCommands(async () => {
    const config = loadConfig();
    const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir, migrationsDir: config.migrationsDir });
    return { database, config };
  }),
  ...freelancerCommands(async () => {
    const config = loadConfig();
    const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir, migrationsDir: config.migrationsDir });
    return { database, config };
  }),
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
