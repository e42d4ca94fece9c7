import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { commandLineActor } from '../modules/audit/record';
import { localFiles } from './command';
import { runAdmin } from './run';

/**
 * Admin command line: `npm run admin -- <command> [args]`.
 * Commands are added by the modules that own them (cli/commands.ts). When a server runs on the same data
 * directory, the command runs in it (cli/endpoint.ts), on either database; otherwise this process opens the
 * database itself (cli/run.ts). The output is the same either way.
 */
let config: Config | undefined;
const configuration = () => (config ??= loadConfig());
const user = process.env.USER ?? process.env.USERNAME ?? 'unknown';

const env = {
  /** Opens the configured database (the same one `npm start` uses) for one command. */
  open: async () => {
    const { databaseUrl, pgliteDir, migrationsDir, pgliteWorker } = configuration();
    return { database: await openDatabase({ url: databaseUrl, pgliteDir, migrationsDir, pgliteWorker }), config: configuration() };
  },
  print: (line: string) => console.log(line),
  actor: commandLineActor(user),
  files: localFiles,
};

runAdmin(process.argv.slice(2), env, () => configuration().dataDir, user).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
