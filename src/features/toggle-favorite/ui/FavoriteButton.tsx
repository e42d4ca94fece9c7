import { Link } from 'react-router';
import { freelancersT as t } from '@/shared/i18n';
import { useLoginHref } from '@/shared/lib/router';
import { cx } from '@/shared/ui';
import { useToggleFavorite } from '../model/useToggleFavorite';
import styles from './FavoriteButton.module.css';

function Star({ filled }: { filled: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface FavoriteButtonProps {
  freelancerId: string;
  /** The freelancer's name, for the accessible label. */
  name: string;
  className?: string;
}

/**
 * The favourite star of the freelancer card (see docs/reference.md#screens): gold when the freelancer
 * is a favourite, grey when not. Visitors get a link to /login instead.
 */
export function FavoriteButton({ freelancerId, name, className }: FavoriteButtonProps) {
  const { loggedIn, isFavorite, busy, onToggle } = useToggleFavorite(freelancerId);
  const loginAndBack = useLoginHref();
  if (!loggedIn) {
    return (
      <Link to={loginAndBack} className={cx(styles.star, className)} aria-label={t('freelancers.favorite.login', { name })}>
        <Star filled={false} />
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={cx(styles.star, isFavorite && styles.active, className)}
      aria-pressed={isFavorite}
      aria-label={t(isFavorite ? 'freelancers.favorite.remove' : 'freelancers.favorite.add', { name })}
      aria-busy={busy || undefined}
      // Not \`disabled\`: a browser moves the focus of a disabled button to the page body, and a
      // keyboard user toggling the star would lose their place.
      aria-disabled={busy || undefined}
      data-favorite={isFavorite ? 'true' : 'false'}
      onClick={() => {
        if (!busy) void onToggle();
      }}
    >
      <Star filled={isFavorite} />
    </button>
  );
}
