import type { ReactNode } from 'react';
import { t } from '@/shared/i18n';
import { Button } from '../Button/Button';
import { cx } from '../cx';
import styles from './Pager.module.css';

/** The words of a steps pager, from the page's own catalog; numbers are 1-based. */
export interface StepsPagerText {
  /** Names the navigation, e.g. "Favorites pages". */
  label: string;
  /** A step's visible text, e.g. "Page 2". */
  step: (n: number) => string;
  /** The steps' accessible names, e.g. "Previous page, page 1". */
  previousLabel: (n: number) => string;
  nextLabel: (n: number) => string;
  /** e.g. "Page 2 of 5". */
  current: (n: number, total: number) => string;
}

/** The words of an arrows pager, from the page's own catalog. */
export interface ArrowsPagerText {
  label: string;
  /** The arrows' accessible names, e.g. "Previous page". */
  previousLabel: string;
  nextLabel: string;
  /** e.g. "Page 2" (1-based). */
  current: (n: number) => string;
}

interface StepProps {
  /** The zero-based page to go to. */
  to: number;
  onChange: (page: number) => void;
  disabled?: boolean;
  label?: string;
  children: ReactNode;
}

function Step({ to, onChange, disabled, label, children }: StepProps) {
  return (
    <Button variant="secondary" size="sm" disabled={disabled} aria-label={label} onClick={() => onChange(to)}>
      {children}
    </Button>
  );
}

const Arrow = ({ back }: { back: boolean }) => (
  <span aria-hidden="true" className={cx(styles.arrow, 'mirror-in-rtl')}>
    {back ? '←' : '→'}
  </span>
);

interface StepNavProps {
  label: string;
  current: string;
  previous: ReactNode;
  next: ReactNode;
  className?: string;
}

/** Two steps around the current page's words. */
function StepNav({ label, current, previous, next, className }: StepNavProps) {
  return (
    <nav className={className} aria-label={label}>
      {previous}
      <span className={styles.stepCurrent} aria-current="page">
        {current}
      </span>
      {next}
    </nav>
  );
}

export interface StepsPagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  text: StepsPagerText;
  className?: string;
}

/** Previous and next, each naming the page it leads to, around "Page n of total"; nothing on a lone first page. */
export function StepsPager({ page, totalPages, onChange, text, className }: StepsPagerProps) {
  if (totalPages <= 1 && page === 0) return null;
  const hasPrevious = page > 0;
  const hasNext = page < totalPages - 1;
  return (
    <StepNav
      className={cx(styles.steps, className)}
      label={text.label}
      current={text.current(page + 1, Math.max(totalPages, page + 1))}
      previous={
        <Step to={page - 1} onChange={onChange} disabled={!hasPrevious} label={hasPrevious ? text.previousLabel(page) : undefined}>
          <Arrow back /> {hasPrevious ? text.step(page) : t('ui.pager.previous')}
        </Step>
      }
      next={
        <Step to={page + 1} onChange={onChange} disabled={!hasNext} label={hasNext ? text.nextLabel(page + 2) : undefined}>
          {hasNext ? text.step(page + 2) : t('ui.pager.next')} <Arrow back={false} />
        </Step>
      }
    />
  );
}

export interface ArrowsPagerProps {
  page: number;
  /** Whether a page follows (the list does not know how many). */
  hasNext: boolean;
  onChange: (page: number) => void;
  text: ArrowsPagerText;
  className?: string;
}

/** Arrows around "Page n" for a list that only knows whether more follow: Next only then; nothing for a single page. */
export function ArrowsPager({ page, hasNext, onChange, text, className }: ArrowsPagerProps) {
  if (page === 0 && !hasNext) return null;
  return (
    <StepNav
      className={cx(styles.arrows, className)}
      label={text.label}
      current={text.current(page + 1)}
      previous={
        <Step to={page - 1} onChange={onChange} disabled={page <= 0} label={text.previousLabel}>
          <Arrow back />
        </Step>
      }
      next={
        hasNext && (
          <Step to={page + 1} onChange={onChange} label={text.nextLabel}>
            <Arrow back={false} />
          </Step>
        )
      }
    />
  );
}
