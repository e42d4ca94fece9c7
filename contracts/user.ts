import type { Locale } from './locale';
import type { OperatorRole } from './operator';

/** Iam of an account that ticked 'I am a business user and only will post vacancies' at sign-up. */
export const BUSINESS_ROLE = 'Business';

/**
 * A business-only account (docs/reference.md#roles 'only posts vacancies'). Iam holds
 * 'Business' only: sign-up gives ['Business'] or [], and the server refuses
 * a business account the freelancer roles (no profile, settings or
 * applications), so the client offers none of those actions.
 */
export const isBusinessOnly = (iam: readonly string[] | null | undefined): boolean => Boolean(iam?.includes(BUSINESS_ROLE));

/** Shapes of the account calls shared by client and server (see docs/reference.md#data). */
export interface ProfileUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  showPhonePublic: boolean;
  showPhoneRegistered: boolean;
  Iam: string[];
}

/** GET /user/myprofile → data.data */
export interface MyProfile {
  user: ProfileUser;
  /** Path of the profile photo on this site, or null when there is none. */
  profilePhoto: string | null;
  postedVacancies: string[];
  appliedVacancies: { vacancy: string; on: string }[];
  favoriteFreelancers: string[];
  isUpdate: { mailVerified: boolean; approve: boolean; applied: boolean };
  /** A new address waiting for its verification link; login and mail still use user.email. */
  pendingEmail: string | null;
  /** This session logged in with a temporary password: a new password must be set before anything else. */
  mustChangePassword: boolean;
  /** The member's language: the interface follows it, and so do their e-mails. */
  language: Locale;
  /** The member's power in the operator console (/admin), or null for a member without one. */
  operatorRole: OperatorRole | null;
}

/** POST /user/logout (this session) and POST /user/logout-all (every session of the account) → data.data */
export interface LoggedOut {
  loggedOut: true;
}

/** Session and account-change calls beyond docs/reference.md#api (under API_PREFIX). */
export const ACCOUNT_PATHS = {
  logout: '/user/logout',
  logoutAll: '/user/logout-all',
  /** PUT { language: 'en' | 'ar' }: the member's language (the interface and their e-mails follow it). */
  language: '/user/language',
  /** Link mailed to a new address: applies the change, then redirects to /profile?emailchanged=true|false[&reason=expired|used|invalid|taken|cancelled]. */
  confirmEmail: '/unauth/confirm-email',
  /** Link mailed to the old address: cancels the change and ends every session, then redirects to /login?emailchangecancelled=true|false. */
  cancelEmailChange: '/unauth/cancel-email-change',
} as const;

/** An account as the admin API lists it (GET /admin/users/pending; approve and make-admin answer one). */
export interface AdminUserView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  mailVerified: boolean;
  approved: boolean;
  isAdmin: boolean;
  isModerator: boolean;
  createdAt: string;
}

/** POST /user/password/update → data.data */
export interface PasswordUpdated {
  updated: true;
}
