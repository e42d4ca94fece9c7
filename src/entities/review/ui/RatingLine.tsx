import { formatRating } from '@contracts/format';
import type { RatingSummary } from '@contracts/review';
import { freelancersT as t } from '@/shared/i18n';
import { cx, visuallyHidden } from '@/shared/ui';
import styles from './Review.module.css';

/** "★ 4.8 · 23 reviews" on a card or a page; read out as "4.8 out of 5 stars, 23 reviews". */
export function RatingLine({ rating, className }: { rating: RatingSummary; className?: string }) {
  const average = formatRating(rating.average);
  return (
    <p className={cx(styles.line, className)}>
      <span aria-hidden="true">
        <span className={styles.on}>★</span> <span className={styles.average}>{average}</span> ·{' '}
      </span>
      <span className={visuallyHidden}>{t('freelancers.reviews.stars', { value: average })}, </span>
      {t('freelancers.reviews.count', { count: rating.count })}
    </p>
  );
}
