import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { loginHref, paths } from '@/shared/routes';
import { selectIsLoggedIn, selectLoggedOutOnPurpose } from './session';

/**
 * docs/reference.md#roles: profile, account, password, posted, applied and create pages send
 * visitors to /login, with ?next= so logging in brings them back here.
 * Wrap the page's content: `<RequireAuth><Page /></RequireAuth>`.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const onPurpose = useSelector(selectLoggedOutOnPurpose);
  const location = useLocation();
  if (!loggedIn) return <Navigate to={onPurpose ? paths.login : loginHref(`${location.pathname}${location.search}`)} replace />;
  return children;
}
