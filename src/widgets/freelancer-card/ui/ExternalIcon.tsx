import type { ReactNode } from 'react';
import { normalizeLink } from '@contracts/freelancer';
import { cx } from '@/shared/ui';
import styles from './FreelancerCard.module.css';

/** The card's website or LinkedIn icon: a link when the freelancer gave one, else a grey image that says so. */
export function ExternalIcon({ href, label, emptyLabel, children }: { href: string; label: string; emptyLabel: string; children: ReactNode }) {
  const url = href ? normalizeLink(href) : null;
  if (!url) {
    return (
      <span className={cx(styles.iconLink, styles.iconLinkEmpty)} role="img" aria-label={emptyLabel} title={emptyLabel}>
        {children}
      </span>
    );
  }
  return (
    <a className={styles.iconLink} href={url} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
      {children}
    </a>
  );
}
