import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { loggedOut } from '@/shared/auth';

/**
 * SPEC §4 logout: clears all local storage, invalidates the cached profile and
 * goes to /login. The app's session listener does all three for `loggedOut`,
 * the same way it does when the server answers 401.
 */
export function useLogout(): () => void {
  const dispatch = useDispatch();
  return useCallback(() => {
    dispatch(loggedOut());
  }, [dispatch]);
}
