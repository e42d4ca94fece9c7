import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useLogoutAllMutation, useLogoutMutation } from '@/entities/user';
import { loggedOut } from '@/shared/auth';

/**
 * Logout: ends the session on the server (POST /user/logout), then, whatever
 * the answer (offline, already ended), does what docs/reference.md#states asks locally: clears
 * all local storage, invalidates the cached profile and goes to /login (the
 * app's session listener does all three for `loggedOut`).
 */
export function useLogout(): () => Promise<void> {
  const dispatch = useDispatch();
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    dispatch(loggedOut());
  }, [dispatch, logout]);
}

/**
 * "Sign out of all devices": POST /user/logout-all, then the local logout.
 * Resolves false (and stays logged in) when the server did not end the
 * sessions, so the user can be told and try again.
 */
export function useLogoutEverywhere(): { logoutEverywhere: () => Promise<boolean>; isLoading: boolean } {
  const dispatch = useDispatch();
  const [logoutAll, { isLoading }] = useLogoutAllMutation();
  const logoutEverywhere = useCallback(async () => {
    try {
      await logoutAll().unwrap();
    } catch (error) {
      // 401: this session had already ended, so the others are the server's business; log out here.
      if ((error as { status?: unknown }).status !== 401) return false;
    }
    dispatch(loggedOut());
    return true;
  }, [dispatch, logoutAll]);
  return { logoutEverywhere, isLoading };
}
