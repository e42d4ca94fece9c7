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
