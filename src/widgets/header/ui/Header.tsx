import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn } from '@/shared/auth';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import styles from './Header.module.css';

// A member's account menu: the page a visitor first loads does not carry it (the home page budget).
// Members' pages are rendered in the browser only, so the server render and hydration are unchanged.
// With it the Messages link and its live count (./MemberActions): no messaging code on a visitor's page either.
const UserMenu = lazy(() => import(/* webpackChunkName: "user-menu" */ './MemberActions'));

/** docs/reference.md#screens header: logo home, the main nav (passed in by the layout) and the account menu. */
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
          {loggedIn && (
            <Suspense fallback={null}>
              <UserMenu />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  );
}
