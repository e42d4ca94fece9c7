import { useId } from 'react';
import type { MarketplaceStats } from '@contracts/operator-stats';
import { formatCount } from '@contracts/format';
import { adminT as t, type AdminKey } from '@/shared/i18n';
import styles from './NumbersSection.module.css';

/** E-mails and the job queue: sent and failed in the period, waiting now; the queue's depth and what is scheduled later. */
export function WaitingPanel({ totals, waiting }: Pick<MarketplaceStats, 'totals' | 'waiting'>) {
  const headingId = useId();
  const rows: [AdminKey, number][] = [
    ['admin.numbers.mail.sent', totals.mailsSent],
    ['admin.numbers.mail.failed', totals.mailsFailed],
    ['admin.numbers.mail.waiting', waiting.mails],
    ['admin.numbers.queue.depth', waiting.due + waiting.running],
    ['admin.numbers.queue.scheduled', waiting.scheduled],
  ];
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.panelTitle}>
        {t('admin.numbers.mail.title')}
      </h3>
      <dl className={styles.figures}>
        {rows.map(([key, value]) => (
          <div key={key} className={styles.figure}>
            <dt>{t(key)}</dt>
            <dd>{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
