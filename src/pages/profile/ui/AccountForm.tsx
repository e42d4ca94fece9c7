import '../i18n';
import { useEffect, useId, useMemo } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { msg } from '@contracts/messages';
import type { ProfileUser } from '@contracts/user';
import { countryOptions, useGetReferenceDataQuery } from '@/entities/reference';
import { useUpdateMyProfileMutation } from '@/entities/user';
import { clearDraft, readDraft, readToken, saveDraft } from '@/shared/auth';
import { t } from '@/shared/i18n';
import { fieldProps, FocusFirstError, FormError, showServerError } from '@/shared/lib/form';
import { dismissToast, notify } from '@/shared/lib/notify';
import { paths } from '@/shared/routes';
import { Button, Checkbox, FormCard, FormRow, Select, TextField } from '@/shared/ui';
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

/** Puts back what the user typed before their session ended (same user only: the draft is keyed by user id). */
function RestoreDraft({ userId }: { userId: string }) {
  const { setValues } = useFormikContext<AccountFormValues>();
  useEffect(() => {
    const draft = readDraft<AccountValues>(userId, DRAFT_PATH);
    if (draft) void setValues((current) => ({ ...current, ...draft, currentPassword: '' }), false);
  }, [userId, setValues]);
  return null;
}

/**
 * SPEC §2/§5 account form: required fields, 60/20 maxima, save blocked while
 * nothing changed. Issue 11: a changed e-mail asks for the current password
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
    const pending = notify(t('accounts.profile.updating'), 'info', { persist: true });
    try {
      await updateMyProfile(changed).unwrap();
      dismissToast(pending);
      clearDraft(user.id, DRAFT_PATH);
      notify(t('accounts.profile.updated'), 'success');
      if (changed.email !== undefined) notify(t('session.email.linkSent', { email: changed.email }), 'info');
      // The refetched profile becomes the new starting point (enableReinitialize).
      // A changed e-mail waits for its confirmation: the field goes back to the current address.
      helpers.resetForm({ values: { ...values, email: changed.email !== undefined ? initialValues.email : values.email, currentPassword: '' } });
    } catch (error) {
      dismissToast(pending);
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
      <Formik initialValues={initialValues} enableReinitialize validationSchema={schema} onSubmit={submit}>
        {(form) => {
          const text = (name: keyof AccountFormValues) => fieldProps(form, name);
          const nothingChanged = Object.keys(changedFields(form.initialValues, form.values)).length === 0;
          const askPassword = emailChanged(form.initialValues, form.values);
          return (
            <Form noValidate>
              <RestoreDraft userId={user.id} />
              <FocusFirstError />
              <FormError />
              <FormRow>
                <TextField label={t('accounts.field.firstName')} autoComplete="given-name" required {...text('firstName')} />
                <TextField label={t('accounts.field.lastName')} autoComplete="family-name" required {...text('lastName')} />
                <TextField label={t('accounts.field.email')} type="email" autoComplete="email" required {...text('email')} />
                {askPassword && (
                  <TextField
                    label={t('session.email.currentPassword')}
                    hint={t('session.email.currentPasswordHint')}
                    type="password"
                    autoComplete="current-password"
                    required
                    {...text('currentPassword')}
                  />
                )}
                <TextField
                  label={t('accounts.field.phone')}
                  hint={t('accounts.phone.hint')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  required
                  {...text('phone')}
                />
                <Select
                  label={t('accounts.field.country')}
                  placeholder={t('accounts.country.placeholder')}
                  options={countryOptions(reference.data?.country ?? (initialValues.country ? [initialValues.country] : []))}
                  autoComplete="country-name"
                  required
                  {...text('country')}
                />
                <TextField label={t('accounts.field.city')} autoComplete="address-level2" required {...text('city')} />
              </FormRow>
              <div className={styles.checks}>
                <Checkbox
                  label={t('accounts.profile.showPhonePublic')}
                  {...form.getFieldProps({ name: 'showPhonePublic', type: 'checkbox' })}
                />
                <Checkbox
                  label={t('accounts.profile.showPhoneRegistered')}
                  {...form.getFieldProps({ name: 'showPhoneRegistered', type: 'checkbox' })}
                />
              </div>
              <div className={styles.actions}>
                <Button
                  type="submit"
                  loading={form.isSubmitting}
                  disabled={nothingChanged}
                  aria-describedby={nothingChanged ? nothingChangedId : undefined}
                >
                  {t('accounts.profile.save')}
                </Button>
                {nothingChanged && (
                  <p id={nothingChangedId} className={styles.note}>
                    {msg.nothingChanged}
                  </p>
                )}
              </div>
            </Form>
          );
        }}
      </Formik>
    </FormCard>
  );
}
