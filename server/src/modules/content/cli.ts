import fs from 'node:fs/promises';
import { ValidationError } from 'yup';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { CliCommand } from '../users/cli';
import { ContentService } from './service';

/**
 * `npm run admin -- content export FILE.json` writes the stored content of both editions ({ en, ar });
 * `content import FILE.json` validates, sanitizes and stores a new one. A bad
 * file changes nothing and the message says what is wrong.
 */
export function contentCommands(open: () => Promise<{ database: Database; config: Config }>, print: (line: string) => void = console.log): Record<string, CliCommand> {
  return {
    content: {
      usage: 'content export FILE.json | content import FILE.json   export or replace the home, about and legal content ({ en, ar }; a single document is the English edition)',
      run: async ([action, file]) => {
        if (!file || (action !== 'export' && action !== 'import')) throw new Error('Usage: npm run admin -- content export|import FILE.json');
        let input: unknown;
        if (action === 'import') {
          const text = await fs.readFile(file, 'utf8');
          try {
            input = JSON.parse(text);
          } catch (error) {
            throw new Error(`${file} is not valid JSON: ${(error as Error).message}. Nothing was changed.`, { cause: error });
          }
        }
        const { database } = await open();
        try {
          const service = new ContentService({ db: database.db });
          if (action === 'export') {
            await fs.writeFile(file, `${JSON.stringify(await service.exportAll(), null, 2)}\n`);
            print(`content written to ${file}`);
            return;
          }
          try {
            await service.import(input);
          } catch (error) {
            if (error instanceof ValidationError) throw new Error(`${file} is not valid content: ${error.message}. Nothing was changed.`, { cause: error });
            throw error;
          }
          print(`content imported from ${file}`);
        } finally {
          await database.close();
        }
      },
    },
  };
}
