import { QUEUE_FILTERS, type QueueFilter } from '@contracts/queue';
import { adminT as t } from '@/shared/i18n';
import { cx } from '@/shared/ui';
import styles from './Queue.module.css';

export interface QueueTabsProps {
  current: QueueFilter | null;
  counts: Record<QueueFilter, number> | undefined;
  onChange: (kind: QueueFilter | null) => void;
}

/** The queue's kinds as toggle buttons, each with how many wait (All: the sum). */
export function QueueTabs({ current, counts, onChange }: QueueTabsProps) {
  const tabs: (QueueFilter | null)[] = [null, ...QUEUE_FILTERS];
  const countOf = (kind: QueueFilter | null) => (counts ? (kind ? counts[kind] : QUEUE_FILTERS.reduce((sum, f) => sum + counts[f], 0)) : null);
  return (
    <div className={styles.tabs} role="group" aria-label={t('admin.queue.tabs.label')}>
      {tabs.map((kind) => {
        const count = countOf(kind);
        return (
          <button key={kind ?? 'all'} type="button" className={cx(styles.tab, current === kind && styles.tabCurrent)} aria-pressed={current === kind} onClick={() => onChange(kind)}>
            <span>{t(`admin.queue.tab.${kind ?? 'all'}`)}</span>
            {count !== null && (
              <span className={styles.count}>{String(count)}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
