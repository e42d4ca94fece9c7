import { cx } from '@/shared/ui';
import styles from './Company.module.css';

/** The company's logo (its root-relative public path), or its initial on a tile; decorative (the name is always beside it). */
export function CompanyLogo({ name, logo, size = 'sm' }: { name: string; logo: string | null; size?: 'sm' | 'lg' }) {
  const box = size === 'lg' ? 96 : 24;
  return logo ? (
    <img className={cx(styles.logo, styles[size])} src={logo} alt="" width={box} height={box} loading="lazy" decoding="async" />
  ) : (
    <span className={cx(styles.logo, styles.initial, styles[size])} aria-hidden="true" dir="auto">
      {[...name.trim()][0] ?? ''}
    </span>
  );
}
