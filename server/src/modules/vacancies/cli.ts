import type { CliCommand, CliEnv } from '../../cli/command';
import { inTransaction, withDatabase } from '../../cli/command';
import { createStorage } from '../../storage';
import { recordAudit } from '../audit/record';
import { VacanciesService } from './service';

/** Admin commands of vacancies (see cli/admin.ts); each change is written to the audit log in its transaction. */
export function vacancyCommands(env: CliEnv): Record<string, CliCommand> {
  return {
    'approve-vacancy': {
      usage: 'approve-vacancy ID        approve a vacancy (needed under APPROVAL=manual; counts under every policy)',
      run: async ([id]) => {
        if (!id?.trim()) throw new Error('Usage: npm run admin -- approve-vacancy ID');
        const vacancy = await withDatabase(env, ({ database, config }) =>
          inTransaction(database, async (tx) => {
            const approved = await new VacanciesService({ db: tx, config, storage: createStorage(config, tx) }).approve(id.trim());
            await recordAudit(tx, env.actor, { action: 'approveVacancy', itemKind: 'vacancy', itemId: approved.id });
            return approved;
          }),
        );
        const listed = vacancy.publish ? '' : ' (not published by its poster, so not listed)';
        env.print(`Approved the vacancy ${vacancy.id} "${vacancy.title}"${listed}.`);
      },
    },
  };
}
