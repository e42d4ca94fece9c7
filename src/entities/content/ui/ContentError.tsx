import { t } from '@/shared/i18n';
import { Button, cx } from '@/shared/ui';
import styles from './ContentError.module.css';

export interface ContentErrorProps {
  /** Asks the content service again: the page's `refetch` (a second subscriber here would refetch on mount, and again, and again). */
  onRetry: () => void;
  className?: string;
}

/**
 * Where the content service's text would be when it failed (docs/reference.md#errors: it
 * shows 'error'): the spec's word, what happened and what to do, and a
 * button that asks the content service again.
 */
export function ContentError({ onRetry, className }: ContentErrorProps) {
  return (
    <div className={cx(styles.error, className)}>
      <p role="alert" className={styles.message}>
        <strong className={styles.word}>{t('content.error')}</strong> {t('content.notLoaded')} {t('error.checkConnection')}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t('error.tryAgain')}
      </Button>
    </div>
  );
}
