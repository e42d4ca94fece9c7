/** Shapes of the account calls shared by client and server (SPEC §3). */
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
}

/** An account as the admin API lists it (GET /admin/users/pending; approve and make-admin answer one). */
export interface AdminUserView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  mailVerified: boolean;
  approved: boolean;
  isAdmin: boolean;
  createdAt: string;
}

/** POST /user/password/update → data.data */
export interface PasswordUpdated {
  updated: true;
}
