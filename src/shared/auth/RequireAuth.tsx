import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/shared/routes';
import { selectIsLoggedIn } from './session';

/**
 * SPEC §6: profile, account, password, posted, applied and create pages send
 * visitors to /login. Wrap the page's content: `<RequireAuth><Page /></RequireAuth>`.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  if (!loggedIn) return <Navigate to={paths.login} replace />;
  return children;
}

/**
 * The hook form of RequireAuth, for pages that render their own frame:
 * returns whether the user is logged in and goes to /login when not.
 */
export function useRequireLogin(): boolean {
  const loggedIn = useSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  useEffect(() => {
    if (!loggedIn) void navigate(paths.login, { replace: true });
  }, [loggedIn, navigate]);
  return loggedIn;
}
