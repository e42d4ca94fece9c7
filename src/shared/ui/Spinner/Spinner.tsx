import { t } from '@/shared/i18n';
import { cx, visuallyHidden } from '../cx';
import styles from './Spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Text read by screen readers; defaults to the catalog's "Loading…". */
  label?: string;
  /**
   * Hides the spinner from assistive technology (no role, no text). Use it when
   * the surrounding element already says it is busy, e.g. a loading Button.
   */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const ring = <span className={cx(styles.ring, styles[size])} aria-hidden="true" />;
  if (decorative) {
    return <span className={cx(styles.spinner, className)} aria-hidden="true">{ring}</span>;
  }
  return (
    <span className={cx(styles.spinner, className)} role="status">
      {ring}
      <span className={visuallyHidden}>{label ?? t('loading')}</span>
    </span>
  );
}
