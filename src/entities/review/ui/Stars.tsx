import { formatRating } from '@contracts/format';
import { freelancersT as t } from '@/shared/i18n';
import styles from './Review.module.css';

/** Five stars, the value's (rounded) filled, named for screen readers: "4.8 out of 5 stars". */
export function Stars({ value }: { value: number }) {
  const filled = Math.round(value);
  return (
    <span className={styles.stars} role="img" aria-label={t('freelancers.reviews.stars', { value: formatRating(value) })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= filled ? styles.on : styles.off} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
