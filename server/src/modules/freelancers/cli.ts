import type { CliCommand, CliEnv } from '../../cli/command';
import { inTransaction, withDatabase } from '../../cli/command';
import { createStorage } from '../../storage';
import { recordAudit } from '../audit/record';
import { FreelancersService } from './service';

/** Admin commands of freelancer profiles (see cli/admin.ts); each change is written to the audit log in its transaction. */
export function freelancerCommands(env: CliEnv): Record<string, CliCommand> {
  return {
    'approve-freelancer': {
      usage: 'approve-freelancer EMAIL  approve the freelancer profile of that account (counts under APPROVAL=manual)',
      run: async ([email]) => {
        if (!email) throw new Error('Usage: npm run admin -- approve-freelancer EMAIL');
        const profile = await withDatabase(env, ({ database, config }) =>
          inTransaction(database, async (tx) => {
            const approved = await new FreelancersService({ db: tx, config, storage: createStorage(config, tx) }).approve(email);
            await recordAudit(tx, env.actor, { action: 'approveFreelancer', itemKind: 'freelancer', itemId: approved.id });
            return approved;
          }),
        );
        env.print(`approved the freelancer profile ${profile.id} of ${email}${profile.experience.publish === 'no' ? ' (not published by its owner, so not listed)' : ''}`);
      },
    },
  };
}
