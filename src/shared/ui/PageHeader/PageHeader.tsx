import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  intro?: ReactNode;
  /** A call to action beside the heading (wraps below it on narrow screens). */
  action?: ReactNode;
}

/** The heading block of a page: h1, a muted introduction and an optional action. */
export function PageHeader({ title, intro, action }: PageHeaderProps) {
  return (
    <header className={styles.head}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </header>
  );
}
