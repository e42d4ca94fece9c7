import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createStorage } from '../../storage';
import { VacanciesService } from './service';

type Open = () => Promise<{ database: Database; config: Config }>;

/** Admin commands of vacancies (see cli/admin.ts). print is console.log unless a test listens. */
export function vacancyCommands(open: Open, print: (line: string) => void = console.log): Record<string, { usage: string; run: (args: string[]) => Promise<void> }> {
  return {
    'approve-vacancy': {
      usage: 'approve-vacancy ID        approve a vacancy (needed under APPROVAL=manual; counts under every policy)',
      run: async ([id]) => {
        if (!id?.trim()) throw new Error('Usage: npm run admin -- approve-vacancy ID');
        const { database, config } = await open();
        try {
          const service = new VacanciesService({ db: database.db, config, storage: createStorage(config, database.db) });
          const vacancy = await service.approve(id.trim());
          const listed = vacancy.publish ? '' : ' (not published by its poster, so not listed)';
          print(`Approved the vacancy ${vacancy.id} "${vacancy.title}"${listed}.`);
        } finally {
          await database.close();
        }
      },
    },
  };
}
