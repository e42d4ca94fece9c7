import type { ReactNode } from 'react';
import { cx } from '../cx';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** e.g. a Button that clears the filters. */
  action?: ReactNode;
  /** A decorative illustration or icon; hidden from screen readers. */
  icon?: ReactNode;
  className?: string;
}

/** What a list shows when it has nothing to show. Announced politely (role="status"). */
export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  return (
    <div role="status" className={cx(styles.empty, className)}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
