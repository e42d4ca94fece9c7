import { loadConfig, type Config } from '../config';
import { commandLineEnv, runAdmin } from './run';

/**
 * Admin command line: `npm run admin -- <command> [args]`.
 * Commands are added by the modules that own them (cli/commands.ts). When a server runs on the same data
 * directory, the command runs in it (cli/endpoint.ts), on either database; otherwise this process opens the
 * database itself (cli/run.ts). The output is the same either way.
 */
let config: Config | undefined;
const configuration = () => (config ??= loadConfig());
const user = process.env.USER ?? process.env.USERNAME ?? 'unknown';

runAdmin(process.argv.slice(2), commandLineEnv(configuration, user), () => configuration().dataDir, user).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
