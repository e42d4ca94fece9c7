import type { ReactNode } from 'react';
import { cx } from '../cx';
import styles from './DetailList.module.css';

export interface DetailRow {
  /** Unique in the list (a message key will do). */
  key: string;
  label: ReactNode;
  value: ReactNode;
}

export interface DetailListProps {
  rows: readonly DetailRow[];
  /** Class of the list: a card sets the columns with --detail-columns (and --detail-label-size). */
  className?: string;
}

/**
 * Label and value rows (a description list). Each value is isolated: what a
 * member typed (an organisation, a visa) may be in either script and never
 * reorders its row.
 */
export function DetailList({ rows, className }: DetailListProps) {
  return (
    <dl className={cx(styles.list, className)}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row}>
          <dt>{row.label}</dt>
          <dd>
            <bdi>{row.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
