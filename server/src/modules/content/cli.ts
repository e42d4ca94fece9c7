import { ValidationError } from 'yup';
import type { CliCommand, CliEnv } from '../../cli/command';
import { inTransaction, withDatabase } from '../../cli/command';
import { recordAudit } from '../audit/record';
import { ContentService } from './service';

/**
 * `npm run admin -- content export FILE.json` writes the stored content of both editions ({ en, ar });
 * `content import FILE.json` validates, sanitizes and stores a new one, with its audit entry. A bad
 * file changes nothing and the message says what is wrong. The file is always on the command line's side.
 */
export function contentCommands(env: CliEnv): Record<string, CliCommand> {
  return {
    content: {
      usage: 'content export FILE.json | content import FILE.json   export or replace the home, about and legal content ({ en, ar }; a single document is the English edition)',
      reads: ([action, file]) => (action === 'import' && file ? [file] : []),
      run: async ([action, file]) => {
        if (!file || (action !== 'export' && action !== 'import')) throw new Error('Usage: npm run admin -- content export|import FILE.json');
        let input: unknown;
        if (action === 'import') {
          const text = await env.files.read(file);
          try {
            input = JSON.parse(text);
          } catch (error) {
            throw new Error(`${file} is not valid JSON: ${(error as Error).message}. Nothing was changed.`, { cause: error });
          }
        }
        await withDatabase(env, async ({ database }) => {
          if (action === 'export') {
            await env.files.write(file, `${JSON.stringify(await new ContentService({ db: database.db }).exportAll(), null, 2)}\n`);
            env.print(`content written to ${file}`);
            return;
          }
          try {
            await inTransaction(database, async (tx) => {
              await new ContentService({ db: tx }).import(input);
              await recordAudit(tx, env.actor, { action: 'editContent', itemKind: 'content', itemId: 'cms', details: { file } });
            });
          } catch (error) {
            if (error instanceof ValidationError) throw new Error(`${file} is not valid content: ${error.message}. Nothing was changed.`, { cause: error });
            throw error;
          }
          env.print(`content imported from ${file}`);
        });
      },
    },
  };
}
