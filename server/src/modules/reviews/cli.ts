import type { CliCommand, CliEnv } from '../../cli/command';
import { inTransaction, withDatabase } from '../../cli/command';
import { recordAudit } from '../audit/record';
import { ReviewsService } from './service';

/**
 * Admin commands of reviews (see cli/admin.ts): the reports, and hiding a review (it leaves lists and averages) or
 * showing it again, each written to the audit log in its transaction.
 */
export function reviewCommands(env: CliEnv): Record<string, CliCommand> {
  const setHidden = (id: string, hidden: boolean, note: string) =>
    withDatabase(env, ({ database, config }) =>
      inTransaction(database, async (tx) => {
        const review = await new ReviewsService({ db: tx, config }).setHidden(id, hidden, note);
        if (!review) throw new Error(`no review ${id}`);
        await recordAudit(tx, env.actor, { action: hidden ? 'hideContent' : 'restoreContent', itemKind: 'review', itemId: review.id, reason: note });
      }),
    );
  return {
    'review-reports': {
      usage: 'review-reports            list the newest reports of reviews (review id, reason, the review)',
      run: () =>
        withDatabase(env, async ({ database, config }) => {
          const reports = await new ReviewsService({ db: database.db, config }).reports();
          if (reports.length === 0) env.print('no reports');
          for (const r of reports) env.print(`${r.createdAt.toISOString()}  review ${r.reviewId}${r.hidden ? ' (hidden)' : ''}\n  reason: ${r.reason}\n  review: ${r.text.slice(0, 200)}`);
        }),
    },
    'hide-review': {
      usage: 'hide-review ID NOTE       hide a review from every list and average, with a note why',
      run: async ([id, ...note]) => {
        if (!id || note.length === 0) throw new Error('Usage: npm run admin -- hide-review ID NOTE');
        await setHidden(id, true, note.join(' '));
        env.print(`hid review ${id}`);
      },
    },
    'show-review': {
      usage: 'show-review ID            show a hidden review again',
      run: async ([id]) => {
        if (!id) throw new Error('no review ');
        await setHidden(id, false, '');
        env.print(`review ${id} shows again`);
      },
    },
  };
}
