import type { CliEnv } from './command';
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
