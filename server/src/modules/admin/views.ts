import type { AdminUserView } from '@contracts/user';
import type { UserRow } from '../users/repository';

/** An account as the administrator calls list it (GET /admin/users/pending, approve, make-admin). */
export function toAdminView(user: UserRow): AdminUserView {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    mailVerified: user.mailVerified,
    approved: user.approved,
    isAdmin: user.isAdmin,
    isModerator: user.isModerator,
    createdAt: user.createdAt.toISOString(),
  };
}
