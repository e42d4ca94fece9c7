import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createStorage } from '../../storage';
import { FreelancersService } from './service';

type Open = () => Promise<{ database: Database; config: Config }>;

/** Admin commands of freelancer profiles (see cli/admin.ts). */
export function freelancerCommands(open: Open): Record<string, { usage: string; run: (args: string[]) => Promise<void> }> {
  return {
    'approve-freelancer': {
      usage: 'approve-freelancer EMAIL  approve the freelancer profile of that account (counts under APPROVAL=manual)',
      run: async ([email]) => {
        if (!email) throw new Error('Usage: npm run admin -- approve-freelancer EMAIL');
        const { database, config } = await open();
        try {
          const service = new FreelancersService({ db: database.db, config, storage: createStorage(config, database.db) });
          const profile = await service.approve(email);
          console.log(`approved the freelancer profile ${profile.id} of ${email}${profile.experience.publish === 'no' ? ' (not published by its owner, so not listed)' : ''}`);
        } finally {
          await database.close();
        }
      },
    },
  };
}
