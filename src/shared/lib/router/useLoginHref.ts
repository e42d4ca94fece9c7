import { useLocation } from 'react-router';
import { loginHref } from '@/shared/routes';

/**
 * /login?next=<this page>: for the "log in to …" links and buttons shown to
 * visitors, so logging in brings them back where they were.
 */
export function useLoginHref(): string {
  const { pathname, search } = useLocation();
  return loginHref(`${pathname}${search}`);
}
