import { useId } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { passwordUpdateSchema, type PasswordUpdatePayload } from '@contracts/auth';
import { msg } from '@contracts/messages';
import { useUpdatePasswordMutation } from '@/entities/user';
import type { ApiErrorBody } from '@/shared/api';
import { t } from '@/shared/i18n';
import { fieldError, FocusFirstError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { Button, FormCard, FormRow, TextField } from '@/shared/ui';
import styles from './ProfilePage.module.css';

const initialValues: PasswordUpdatePayload = { current: '', new: '', newConfirm: '' };
const FIELDS = ['current', 'new', 'newConfirm'] as const;

/**
 * SPEC §5 password form. Its rules speak of the form as a whole ('Please
 * enter all fields.'), so one message shows under the fields, the first that
 * applies, and every field it concerns is marked invalid.
 */
export function PasswordForm() {
  const [updatePassword] = useUpdatePasswordMutation();
  const messageId = useId();

  const submit = async (values: PasswordUpdatePayload, helpers: FormikHelpers<PasswordUpdatePayload>) => {
    try {
      await updatePassword(values).unwrap();
      notify(t('accounts.password.updated'), 'success');
      helpers.resetForm();
    } catch (error) {
      const code = (((error as FetchBaseQueryError).data ?? {}) as ApiErrorBody).errors?.error;
      notify(code === 'invalidCurrentPwd' ? msg.invalidCurrentPassword : t('accounts.password.failed'), 'error');
    }
  };

  return (
    <FormCard level={2} width="wide" title={t('accounts.password.heading')}>
      <Formik initialValues={initialValues} validationSchema={passwordUpdateSchema} onSubmit={submit}>
        {(form) => {
          const errors = FIELDS.map((name) => fieldError(form, name));
          const message = errors.find(Boolean);
          const control = (index: number) => ({
            ...form.getFieldProps(FIELDS[index]),
            'aria-invalid': Boolean(errors[index]) || undefined,
            'aria-describedby': errors[index] ? messageId : undefined,
          });
          return (
            <Form noValidate>
              <FocusFirstError />
              <FormRow columns={3} className={styles.passwords}>
                <TextField label={t('accounts.password.current')} type="password" autoComplete="current-password" required {...control(0)} />
                <TextField label={t('accounts.password.new')} type="password" autoComplete="new-password" required {...control(1)} />
                <TextField label={t('accounts.password.confirm')} type="password" autoComplete="new-password" required {...control(2)} />
              </FormRow>
              {message && (
                <p id={messageId} className={styles.formError} role="alert">
                  {message}
                </p>
              )}
              <div className={styles.actions}>
                <Button type="submit" loading={form.isSubmitting}>
                  {t('accounts.password.submit')}
                </Button>
              </div>
            </Form>
          );
        }}
      </Formik>
    </FormCard>
  );
}
