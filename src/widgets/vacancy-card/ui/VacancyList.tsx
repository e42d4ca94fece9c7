import type { ReactNode } from 'react';
import type { Vacancy } from '@/entities/vacancy';
import { vacanciesT as t } from '@/shared/i18n';
import { Alert, Pager, PastLastPage, Spinner } from '@/shared/ui';
import { VacancyCard } from './VacancyCard';
import styles from './VacancyList.module.css';

/** docs/reference.md#limits: a second pager below the list when it shows more than 5 results. */
const SECOND_PAGER_AFTER = 5;

export interface VacancyListItem {
  vacancy: Vacancy;
  /** The list's key when a vacancy may appear twice (applied to again after a withdrawal); the vacancy's id by default. */
  key?: string;
  /** What the page offers on the card (Apply, Update, Delete). */
  actions?: ReactNode;
  /** A line under the card's title (when the viewer applied). */
  note?: ReactNode;
  /** Marked "New" (VacancyCard's isNew). */
  isNew?: boolean;
}

export interface VacancyListProps {
  items: readonly VacancyListItem[];
  /** Zero-based page and the page count of the answer. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  isLoading: boolean;
  isError: boolean;
  /** A newer answer is on its way: the old cards stay, dimmed and marked busy. */
  isFetching?: boolean;
  /** What an empty list shows (an EmptyState with the spec's text). */
  empty: ReactNode;
  /** Shown beside the top pager, e.g. "12 vacancies found". */
  summary?: ReactNode;
}

/**
 * A page of vacancy cards with the pager above (and below after 5), or the
 * empty state, loading or error; a page past the last one says so.
 */
export function VacancyList({ items, page, totalPages, onPageChange, isLoading, isError, isFetching, empty, summary }: VacancyListProps) {
  if (isLoading) return <Spinner size="lg" />;
  if (isError) return <Alert tone="danger">{t('vacancies.list.error')}</Alert>;
  const pager = (className?: string) => <Pager page={page} totalPages={totalPages} onChange={onPageChange} className={className} />;
  if (items.length === 0 && totalPages > 0 && page >= totalPages) {
    return (
      <div className={styles.stack}>
        <PastLastPage
          title={t('vacancies.list.pastLast', { page: page + 1, last: totalPages })}
          actionLabel={t('vacancies.list.toLast', { last: totalPages })}
          totalPages={totalPages}
          onChange={onPageChange}
          pagerClassName={styles.center}
        />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className={styles.stack}>
        {empty}
        {pager(styles.center)}
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <div className={styles.top}>
        {summary}
        {pager()}
      </div>
      <ul className={styles.list} aria-busy={isFetching || undefined}>
        {items.map((item) => (
          <li key={item.key ?? item.vacancy.id}>
            <VacancyCard vacancy={item.vacancy} actions={item.actions} note={item.note} isNew={item.isNew} compact />
          </li>
        ))}
      </ul>
      {items.length > SECOND_PAGER_AFTER && pager(styles.center)}
    </div>
  );
}
