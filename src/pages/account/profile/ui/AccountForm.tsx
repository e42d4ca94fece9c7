import { useEffect, useId, useMemo, useState } from 'react';
import type { FormikHelpers } from 'formik';
import type { AccountUpdatePayload } from '@contracts/auth';
import { msg } from '@contracts/messages';
import type { ProfileUser } from '@contracts/user';
import { countryOptions, useGetReferenceDataQuery } from '@/entities/reference';
import { useUpdateMyProfileMutation } from '@/entities/user';
import { clearDraft, readToken, saveDraft } from '@/shared/auth';
import { localizeRule, accountsT as t } from '@/shared/i18n';
import { FormCheckbox, FormSelect, FormShell, FormSubmit, FormTextField, RestoreDraft, showServerError, withSaveToasts } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { paths } from '@/shared/routes';
import { FormCard, FormRow } from '@/shared/ui';
import {
  accountFormSchema,
  accountValues,
  changedFields,
  draftOf,
  emailChanged,
  type AccountFormValues,
  type AccountValues,
} from '../model/accountForm';
import styles from './ProfilePage.module.css';

/** Server codes of a refused save and the field each belongs to; the rest show at the top of the form. */
const ACCOUNT_FIELDS = {
  emailTaken: 'email',
  currentPasswordRequired: 'currentPassword',
  invalidCurrentPwd: 'currentPassword',
} as const;

/** Where drafts of this form are kept (with the user id). */
const DRAFT_PATH = paths.profile;

/** A draft kept when the session ended goes back into the form; the password is typed again. */
const restoreAccount = (current: AccountFormValues, draft: AccountValues): AccountFormValues => ({ ...current, ...draft, currentPassword: '' });

/**
 * 'Nothing has changed' under the disabled Save once the person has changed
 * something and put it back, never on arrival or after a save: it explains a
 * button that was enabled a moment ago. `start` is the form's starting point
 * (a new one after each save), `nothingChanged` whether the values equal it.
 */
function NothingChangedNote({ id, start, nothingChanged }: { id: string; start: unknown; nothingChanged: boolean }) {
  const [changedFrom, setChangedFrom] = useState<unknown>(null);
  useEffect(() => {
    if (!nothingChanged) setChangedFrom(start);
  }, [nothingChanged, start]);
  if (!nothingChanged || changedFrom !== start) return null;
  return (
    <p id={id} className={styles.note}>
      {localizeRule(msg.nothingChanged)}
    </p>
  );
}

/**
 * What a successful save says: a new e-mail address is only pending until its
 * link is opened, so the save never says "Account updated" for it.
 */
function doneText(changed: AccountUpdatePayload): string {
  if (changed.email === undefined) return t('accounts.profile.updated');
  const others = Object.keys(changed).some((name) => name !== 'email' && name !== 'currentPassword');
  return t(others ? 'session.email.linkSentAndSaved' : 'session.email.linkSent', { email: changed.email });
}

/**
 * SPEC §2/§5 account form: required fields, 60/20 maxima, save blocked while
 * nothing changed. a changed e-mail asks for the current password
 * and only takes effect once the new address is confirmed; a session that
 * ends during the save keeps what was typed for after the next login.
 */
export function AccountForm({ user }: { user: ProfileUser }) {
  const [updateMyProfile] = useUpdateMyProfileMutation();
  const reference = useGetReferenceDataQuery();
  const nothingChangedId = useId();
  const initialValues = accountValues(user);
  const schema = useMemo(() => accountFormSchema(user.email ?? ''), [user.email]);

  const submit = async (values: AccountFormValues, helpers: FormikHelpers<AccountFormValues>) => {
    const changed = changedFields(initialValues, values);
    if (Object.keys(changed).length === 0) return;
    helpers.setStatus(undefined);
    try {
      await withSaveToasts({ pending: t('accounts.profile.updating'), done: doneText(changed) }, () => updateMyProfile(changed).unwrap());
      clearDraft(user.id, DRAFT_PATH);
      // The refetched profile becomes the new starting point (enableReinitialize).
      // A changed e-mail waits for its confirmation: the field goes back to the current address.
      helpers.resetForm({ values: { ...values, email: changed.email !== undefined ? initialValues.email : values.email, currentPassword: '' } });
    } catch (error) {
      const place = showServerError(error, helpers, ACCOUNT_FIELDS, t('accounts.profile.failed'));
      if (place === 'session') {
        // The session ended during the save (not another person's login in another tab):
        // keep what was typed for after the login (never the password).
        if (readToken() === null) saveDraft(user.id, DRAFT_PATH, draftOf(values));
        return;
      }
      notify(t('accounts.profile.failed'), 'error');
    }
  };

  return (
    <FormCard level={2} width="wide" title={t('accounts.profile.accountHeading')} intro={t('accounts.profile.accountIntro')}>
      <FormShell initialValues={initialValues} enableReinitialize validationSchema={schema} onSubmit={submit}>
        {(form) => {
          const nothingChanged = Object.keys(changedFields(form.initialValues, form.values)).length === 0;
          const askPassword = emailChanged(form.initialValues, form.values);
          return (
            <>
              <RestoreDraft<AccountFormValues, AccountValues> userId={user.id} path={DRAFT_PATH} merge={restoreAccount} />
              <FormRow>
                <FormTextField label={t('accounts.field.firstName')} autoComplete="given-name" required name="firstName" />
                <FormTextField label={t('accounts.field.lastName')} autoComplete="family-name" required name="lastName" />
                <FormTextField label={t('accounts.field.email')} type="email" autoComplete="email" required name="email" />
                {askPassword && (
                  <FormTextField
                    label={t('session.email.currentPassword')}
                    hint={t('session.email.currentPasswordHint')}
                    type="password"
                    autoComplete="current-password"
                    required
                    name="currentPassword"
                  />
                )}
                <FormTextField
                  label={t('accounts.field.phone')}
                  hint={t('accounts.phone.hint')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  required
                  name="phone"
                />
                <FormSelect
                  label={t('accounts.field.country')}
                  placeholder={t('accounts.country.placeholder')}
                  options={countryOptions(reference.data?.country ?? (initialValues.country ? [initialValues.country] : []))}
                  autoComplete="country-name"
                  required
                  name="country"
                />
                <FormTextField label={t('accounts.field.city')} autoComplete="address-level2" required name="city" />
              </FormRow>
              <div className={styles.checks}>
                <FormCheckbox name="showPhonePublic" label={t('accounts.profile.showPhonePublic')} />
                <FormCheckbox name="showPhoneRegistered" label={t('accounts.profile.showPhoneRegistered')} />
              </div>
              <div className={styles.actions}>
                <FormSubmit disabled={nothingChanged} aria-describedby={nothingChanged ? nothingChangedId : undefined}>
                  {t('accounts.profile.save')}
                </FormSubmit>
                <NothingChangedNote id={nothingChangedId} start={form.initialValues} nothingChanged={nothingChanged} />
              </div>
            </>
          );
        }}
      </FormShell>
    </FormCard>
  );
}
