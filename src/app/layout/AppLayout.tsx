import { Suspense, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import type { RouteName } from '@contracts/routes';
import { Header } from '@/widgets/header';
import { MainNav } from '@/widgets/main-nav';
import { Footer } from '@/widgets/footer';
import { AccountLanguageNotice } from '@/features/switch-language';
import { useGetMyProfileQuery } from '@/entities/user';
import { selectIsLoggedIn, selectMustChangePassword, selectSessionEpoch } from '@/shared/auth';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Spinner } from '@/shared/ui';
import { HomeSlider } from '@/widgets/home-slider';
import { pageTitle, type PagePlace } from '../model/pageTitle';
import type { RootState } from '../model/store';
import { useDocumentTitle } from './useDocumentTitle';
import { useScrollOnNavigation } from './useScrollOnNavigation';
import styles from './AppLayout.module.css';

/**
 * A session that logged in with a temporary password sets a new one before
 * anything else: every page but /profile (where the password form comes
 * first) sends the user there, while the login answer or the profile says so.
 */
function PasswordFirst({ children }: { children: ReactNode }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const fromLogin = useSelector(selectMustChangePassword);
  const { data: profile } = useGetMyProfileQuery(undefined, { skip: !loggedIn, refetchOnMountOrArgChange: false });
  const { pathname } = useLocation();
  const mustChange = loggedIn && (fromLogin || profile?.mustChangePassword === true);
  if (mustChange && pathname !== paths.profile) return <Navigate to={paths.profile} replace />;
  return (
    <>
      {/* The language chosen in this browser stays on signing in; the account's other one is offered. */}
      <AccountLanguageNotice language={loggedIn ? profile?.language : undefined} />
      {children}
    </>
  );
}

/**
 * The common page layout of docs/reference.md#screens: header with nav, the optional slider
 * (for the pages whose route names one: it is part of the server-rendered
 * HTML, so its poster is the first thing a phone paints), content (min 50vh), footer.
 * When another tab replaces the session with someone else's, the session
 * epoch grows and everything below remounts: no form or answer opened for
 * the previous person survives.
 * Every navigation opens its page at the top (or at its #hash), and back and
 * forward return to where the user was (useScrollOnNavigation).
 */
/** What a route tells the layout (react-router's `handle`). */
export interface RouteHandle {
  /** The route of the table (contracts/routes.ts): the page's title, the navigation's current item. */
  route?: RouteName;
  /** The page has the slider, with the lines of this page name in content slider2. */
  slider?: string;
}

/** The page's route in the table and its parameters (the deepest match naming a route). */
function usePagePlace(): (PagePlace & { slider?: string }) | null {
  const match = useMatches().findLast((candidate) => (candidate.handle as RouteHandle | undefined)?.route);
  const handle = match?.handle as RouteHandle | undefined;
  return match && handle?.route ? { route: handle.route, params: match.params, slider: handle.slider } : null;
}

export function AppLayout() {
  const place = usePagePlace();
  const title = useSelector((state: RootState) => (place ? pageTitle(place, state) : t('meta.siteName')));
  useDocumentTitle(title);
  useScrollOnNavigation();
  const epoch = useSelector(selectSessionEpoch);
  const sliderPage = place?.slider;
  return (
    <div key={epoch} className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t('layout.skipToContent')}
      </a>
      <Header nav={<MainNav route={place?.route} />} />
      {sliderPage && <HomeSlider key={sliderPage} pageName={sliderPage} />}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<Spinner size="lg" />}>
          <PasswordFirst>
            <Outlet />
          </PasswordFirst>
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
