import { t } from '@/shared/i18n';
import { cx } from '../cx';
import { pagerWindow } from './pagerWindow';
import { ArrowsPager, StepsPager, type ArrowsPagerProps, type StepsPagerProps } from './StepPager';
import styles from './Pager.module.css';

export interface NumberedPagerProps {
  variant?: 'numbered';
  /** Current page, zero-based. */
  page: number;
  totalPages: number;
  /** Called with the zero-based page to go to. */
  onChange: (page: number) => void;
  className?: string;
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      className={cx(styles.chevron, direction === 'next' && styles.chevronNext)}
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="m12.5 5-5 5 5 5"
      />
    </svg>
  );
}

export type PagerProps = NumberedPagerProps | ({ variant: 'steps' } & StepsPagerProps) | ({ variant: 'arrows' } & ArrowsPagerProps);

/**
 * Page navigation, pages zero-based in code and shown from 1. `numbered`
 * (the default): Previous, up to 10 page numbers, Next. `steps`: Previous and
 * Next naming their pages around "Page n of total". `arrows`, for a list that
 * only knows whether more follow: arrows around "Page n". Each renders
 * nothing while there is a single page.
 */
export function Pager(props: PagerProps) {
  if (props.variant === 'steps') return <StepsPager {...props} />;
  if (props.variant === 'arrows') return <ArrowsPager {...props} />;
  return <NumberedPager {...props} />;
}

function NumberedPager({ page, totalPages, onChange, className }: NumberedPagerProps) {
  if (totalPages <= 1) return null;
  const pages = pagerWindow(page, totalPages);
  const isFirst = page <= 0;
  const isLast = page >= totalPages - 1;

  return (
    <nav aria-label={t('ui.pager.label')} className={cx(styles.pager, className)}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={cx(styles.item, styles.step)}
            disabled={isFirst}
            onClick={() => onChange(page - 1)}
          >
            <Chevron direction="previous" />
            <span className={styles.stepText}>{t('ui.pager.previous')}</span>
          </button>
        </li>
        {pages.map((n) => {
          const current = n === page;
          return (
            <li key={n}>
              <button
                type="button"
                className={cx(styles.item, current && styles.current)}
                aria-current={current ? 'page' : undefined}
                aria-label={t('ui.pager.page', { n: n + 1 })}
                onClick={() => {
                  if (!current) onChange(n);
                }}
              >
                {n + 1}
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={cx(styles.item, styles.step)}
            disabled={isLast}
            onClick={() => onChange(page + 1)}
          >
            <span className={styles.stepText}>{t('ui.pager.next')}</span>
            <Chevron direction="next" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
