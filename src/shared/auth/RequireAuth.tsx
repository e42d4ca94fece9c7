import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { loginHref } from '@/shared/routes';
import { selectIsLoggedIn } from './session';

/**
 * SPEC §6: profile, account, password, posted, applied and create pages send
 * visitors to /login, with ?next= so logging in brings them back here.
 * Wrap the page's content: `<RequireAuth><Page /></RequireAuth>`.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const location = useLocation();
  if (!loggedIn) return <Navigate to={loginHref(`${location.pathname}${location.search}`)} replace />;
  return children;
}

/**
 * The hook form of RequireAuth, for pages that render their own frame:
 * returns whether the user is logged in and goes to /login?next=… when not.
 */
export function useRequireLogin(): boolean {
  const loggedIn = useSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!loggedIn) void navigate(loginHref(here), { replace: true });
  }, [loggedIn, navigate, here]);
  return loggedIn;
}
