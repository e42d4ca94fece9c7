import { Outlet } from 'react-router';
import { RequireAuth } from '@/shared/auth';

/** The members' pages of the route table: a visitor is sent to /login?next=… (SPEC §6) before the page renders. */
export function MembersOnly() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}
