import fs from 'node:fs';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { commandLineActor } from '../modules/audit/record';
import { localFiles, type CliEnv } from './command';
import { adminCommands } from './commands';
import { runningServer, sendCommand } from './remote';

/**
 * One `npm run admin` invocation: the usage without a known command; otherwise the command, sent to the server
 * that runs on the data directory (cli/endpoint.ts) or, when none answers, run here on `env`. Either way its lines
 * go to env.print and its files to env.files, and its failure is thrown with the same message.
 * `user` is the system user the audit log names. Answers the exit code.
 */
export async function runAdmin(argv: string[], env: CliEnv, dataDir: () => string, user: string): Promise<number> {
  const [name, ...args] = argv;
  const commands = adminCommands(env);
  const command = name && Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command || !name) {
    env.print('Usage: npm run admin -- <command>\n');
    for (const c of Object.values(commands)) env.print(`  ${c.usage}`);
    return name ? 1 : 0;
  }
  const server = await runningServer(dataDir());
  if (server) {
    const files: Record<string, string> = {};
    for (const file of command.reads?.(args) ?? []) files[file] = await env.files.read(file);
    const answer = await sendCommand(server, { command: name, args, files, user });
    if (answer !== 'not listening') {
      for (const { file, text } of answer.files) await env.files.write(file, text);
      for (const line of answer.lines) env.print(line);
      if (answer.error !== undefined) throw new Error(answer.error);
      return 0;
    }
  }
  await command.run(args);
  return 0;
}

/**
 * The command line's own environment, for a command no server runs: it opens the configured database (the one
 * `npm start` uses). An embedded database that does not exist yet is refused rather than made: a command on a new,
 * empty database finds nothing, and usually means DATA_DIR or DATABASE_URL differ from the server's.
 */
export function commandLineEnv(configuration: () => Config, user: string): CliEnv {
  return {
    open: async () => {
      const { databaseUrl, pgliteDir, migrationsDir, pgliteWorker, dataDir } = configuration();
      if (!databaseUrl && pgliteDir && !fs.existsSync(pgliteDir)) {
        throw new Error(`No server runs on ${dataDir} and it holds no database. Run the command with the server's DATA_DIR (and DATABASE_URL on PostgreSQL).`);
      }
      return { database: await openDatabase({ url: databaseUrl, pgliteDir, migrationsDir, pgliteWorker }), config: configuration() };
    },
    print: (line) => console.log(line),
    actor: commandLineActor(user),
    files: localFiles,
  };
}
