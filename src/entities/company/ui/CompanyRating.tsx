import type { RatingSummary } from '@contracts/review';
import { formatRating } from '@contracts/format';
import { vacanciesT as t } from '@/shared/i18n';
import { cx, visuallyHidden } from '@/shared/ui';
import styles from './Company.module.css';

/**
 * "★ 4.2 · 3 reviews": what freelancers said of a business (the Bayesian average the server sends), read out as
 * "Rated 4.2 out of 5 by freelancers, 3 reviews". Inline: beside "Hiring:" and on the company page.
 */
export function CompanyRating({ rating, className }: { rating: RatingSummary; className?: string }) {
  const average = formatRating(rating.average);
  return (
    <span className={cx(styles.rating, className)}>
      <span aria-hidden="true">
        <span className={styles.star}>★</span> <span className={styles.average}>{average}</span> ·{' '}
      </span>
      <span className={visuallyHidden}>{t('company.rating', { value: average })}, </span>
      {t('company.ratingCount', { count: rating.count })}
    </span>
  );
}
