import { useId } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { accountSchema } from '@contracts/auth';
import { msg } from '@contracts/messages';
import type { ProfileUser } from '@contracts/user';
import { countryOptions, useGetReferenceDataQuery } from '@/entities/reference';
import { useUpdateMyProfileMutation } from '@/entities/user';
import type { ApiErrorBody } from '@/shared/api';
import { t } from '@/shared/i18n';
import { fieldProps, FocusFirstError } from '@/shared/lib/form';
import { dismissToast, notify } from '@/shared/lib/notify';
import { Button, Checkbox, FormCard, FormRow, Select, TextField } from '@/shared/ui';
import { accountValues, changedFields, type AccountValues } from '../model/accountForm';
import styles from './ProfilePage.module.css';

/** SPEC §2/§5 account form: required fields, 60/20 maxima, save blocked while nothing changed. */
export function AccountForm({ user }: { user: ProfileUser }) {
  const [updateMyProfile] = useUpdateMyProfileMutation();
  const reference = useGetReferenceDataQuery();
  const nothingChangedId = useId();
  const initialValues = accountValues(user);

  const submit = async (values: AccountValues, helpers: FormikHelpers<AccountValues>) => {
    const changed = changedFields(initialValues, values);
    if (Object.keys(changed).length === 0) return;
    const pending = notify(t('accounts.profile.updating'), 'info', { persist: true });
    try {
      await updateMyProfile(changed).unwrap();
      dismissToast(pending);
      notify(t('accounts.profile.updated'), 'success');
      // The refetched profile becomes the new starting point (enableReinitialize).
      helpers.resetForm({ values });
    } catch (error) {
      dismissToast(pending);
      notify(t('accounts.profile.failed'), 'error');
      const reason = (((error as FetchBaseQueryError).data ?? {}) as ApiErrorBody).errors?.message;
      if (reason) notify(reason, 'warning');
    }
  };

  return (
    <FormCard level={2} width="wide" title={t('accounts.profile.accountHeading')} intro={t('accounts.profile.accountIntro')}>
      <Formik initialValues={initialValues} enableReinitialize validationSchema={accountSchema} onSubmit={submit}>
        {(form) => {
          const text = (name: keyof AccountValues) => fieldProps(form, name);
          const nothingChanged = Object.keys(changedFields(form.initialValues, form.values)).length === 0;
          return (
            <Form noValidate>
              <FocusFirstError />
              <FormRow>
                <TextField label={t('accounts.field.firstName')} autoComplete="given-name" required {...text('firstName')} />
                <TextField label={t('accounts.field.lastName')} autoComplete="family-name" required {...text('lastName')} />
                <TextField label={t('accounts.field.email')} type="email" autoComplete="email" required {...text('email')} />
                <TextField
                  label={t('accounts.field.phone')}
                  hint={t('accounts.phone.hint')}
                  type="tel"
                  inputMode="numeric"
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
