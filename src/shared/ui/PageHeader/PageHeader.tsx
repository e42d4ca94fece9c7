import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../cx';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  intro?: ReactNode;
  /** A call to action beside the heading (wraps below it on narrow screens). */
  action?: ReactNode;
  /** A way back above the heading ("← Back to …"); the arrow turns in right-to-left pages. */
  back?: { to: string; label: ReactNode };
  /** The heading's id, for a region labelled by it. */
  titleId?: string;
  /** A heading that stays at the small size on wide screens (the title of a page that is one form card). */
  compact?: boolean;
  className?: string;
}

/**
 * The heading block of every page: an optional way back, the h1, a muted
 * introduction and an optional action. A div, not a header: the site header
 * is the one banner landmark, and a header element outside main would be another.
 */
export function PageHeader({ title, intro, action, back, titleId, compact = false, className }: PageHeaderProps) {
  return (
    <div className={cx(styles.head, className)}>
      {back && (
        <div className={styles.backRow}>
          <Link to={back.to} className={styles.back}>
            <span aria-hidden="true" className="mirror-in-rtl">
              ←
            </span>{' '}
            {back.label}
          </Link>
        </div>
      )}
      <div className={styles.text}>
        <h1 id={titleId} className={cx(styles.title, compact && styles.compact)}>
          {title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
