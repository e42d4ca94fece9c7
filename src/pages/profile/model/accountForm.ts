import type { AccountUpdatePayload } from '@contracts/auth';
import type { ProfileUser } from '@contracts/user';

export type AccountValues = Required<Omit<AccountUpdatePayload, 'currentPassword'>>;

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'country', 'city'] as const;
const FLAG_FIELDS = ['showPhonePublic', 'showPhoneRegistered'] as const;

/** The form's starting values: the account as the profile call returned it. */
export function accountValues(user: ProfileUser): AccountValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    country: user.country ?? '',
    city: user.city ?? '',
    showPhonePublic: Boolean(user.showPhonePublic),
    showPhoneRegistered: Boolean(user.showPhoneRegistered),
  };
}

/**
 * Only what changed (SPEC §7: POST /user/myprofile takes the changed fields).
 * Text is compared trimmed, so adding a trailing space changes nothing.
 */
export function changedFields(initial: AccountValues, values: AccountValues): AccountUpdatePayload {
  const changed: AccountUpdatePayload = {};
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    if (value !== initial[field].trim()) changed[field] = value;
  }
  for (const field of FLAG_FIELDS) {
    if (values[field] !== initial[field]) changed[field] = values[field];
  }
  return changed;
}
