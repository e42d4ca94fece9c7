import * as yup from 'yup';
import { accountSchema, type AccountUpdatePayload } from '@contracts/auth';
import { msg } from '@contracts/messages';
import type { ProfileUser } from '@contracts/user';

export type AccountValues = Required<Omit<AccountUpdatePayload, 'currentPassword'>>;

/** The form's values: the account, plus the current password asked for when the e-mail changes. */
export type AccountFormValues = AccountValues & { currentPassword: string };

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'country', 'city'] as const;
const FLAG_FIELDS = ['showPhonePublic', 'showPhoneRegistered'] as const;

/** The form's starting values: the account as the profile call returned it. */
export function accountValues(user: ProfileUser): AccountFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    country: user.country ?? '',
    city: user.city ?? '',
    showPhonePublic: Boolean(user.showPhonePublic),
    showPhoneRegistered: Boolean(user.showPhoneRegistered),
    currentPassword: '',
  };
}

/** Whether the e-mail field differs from the account's address (then the current password is needed). */
export const emailChanged = (initial: AccountValues, values: AccountValues): boolean => values.email.trim() !== initial.email.trim();

/**
 * Only what changed (docs/reference.md#api: POST /user/myprofile takes the changed fields).
 * Text is compared trimmed, so adding a trailing space changes nothing.
 * A changed e-mail carries the current password.
 */
export function changedFields(initial: AccountValues, values: AccountFormValues): AccountUpdatePayload {
  const changed: AccountUpdatePayload = {};
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    if (value !== initial[field].trim()) changed[field] = value;
  }
  for (const field of FLAG_FIELDS) {
    if (values[field] !== initial[field]) changed[field] = values[field];
  }
  if (changed.email !== undefined) changed.currentPassword = values.currentPassword;
  return changed;
}

/** The account rules, plus: a changed e-mail needs the current password. */
export function accountFormSchema(initialEmail: string) {
  return accountSchema.shape({
    currentPassword: yup
      .string()
      .default('')
      .test('current-password-for-email', msg.currentPasswordForEmail, function required(value) {
        const email = String((this.parent as { email?: unknown }).email ?? '');
        return email.trim() === initialEmail.trim() || Boolean(value);
      }),
  });
}

/** What the session-ended draft keeps: everything but the password. */
export function draftOf(values: AccountFormValues): AccountValues {
  const { currentPassword: _password, ...rest } = values;
  return rest;
}
