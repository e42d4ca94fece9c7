import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { ReviewsService } from './service';

type Open = () => Promise<{ database: Database; config: Config }>;

/** Admin commands of reviews (see cli/admin.ts): the reports, and hiding a review (it leaves lists and averages). */
export function reviewCommands(open: Open): Record<string, { usage: string; run: (args: string[]) => Promise<void> }> {
  const withService = async (work: (service: ReviewsService) => Promise<void>) => {
    const { database, config } = await open();
    try {
      await work(new ReviewsService({ db: database.db, config }));
    } finally {
      await database.close();
    }
  };
  return {
    'review-reports': {
      usage: 'review-reports            list the newest reports of reviews (review id, reason, the review)',
      run: () =>
        withService(async (service) => {
          const reports = await service.reports();
          if (reports.length === 0) console.log('no reports');
          for (const r of reports) console.log(`${r.createdAt.toISOString()}  review ${r.reviewId}${r.hidden ? ' (hidden)' : ''}\n  reason: ${r.reason}\n  review: ${r.text.slice(0, 200)}`);
        }),
    },
    'hide-review': {
      usage: 'hide-review ID NOTE       hide a review from every list and average, with a note why',
      run: ([id, ...note]) =>
        withService(async (service) => {
          if (!id || note.length === 0) throw new Error('Usage: npm run admin -- hide-review ID NOTE');
          if (!(await service.setHidden(id, true, note.join(' ')))) throw new Error(`no review ${id}`);
          console.log(`hid review ${id}`);
        }),
    },
    'show-review': {
      usage: 'show-review ID            show a hidden review again',
      run: ([id]) =>
        withService(async (service) => {
          if (!id || !(await service.setHidden(id, false))) throw new Error(`no review ${id ?? ''}`);
          console.log(`review ${id} shows again`);
        }),
    },
  };
}
