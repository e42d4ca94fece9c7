import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn } from '@/shared/auth';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { UserMenu } from './UserMenu';
import styles from './Header.module.css';

/** SPEC §2 header: logo home, the main nav (passed in by the layout) and the account menu. */
export function Header({ nav }: { nav: ReactNode }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.logo} aria-label={t('header.logoLabel')}>
          <img src="/content/logo.svg" alt="" width={120} height={32} />
        </Link>
        <div className={styles.actions}>
          {nav}
          {loggedIn && <UserMenu />}
        </div>
      </div>
    </header>
  );
}
