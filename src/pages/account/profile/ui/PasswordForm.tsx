import { useId } from 'react';
import type { FormikHelpers } from 'formik';
import { useDispatch } from 'react-redux';
import { passwordUpdateSchema, type PasswordUpdatePayload } from '@contracts/auth';
import { useUpdatePasswordMutation } from '@/entities/user';
import { passwordChanged } from '@/shared/auth';
import { accountsT as t } from '@/shared/i18n';
import { fieldError, FormShell, FormSubmit, FormTextField, showServerError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { FormCard, FormRow } from '@/shared/ui';
import styles from './ProfilePage.module.css';

const initialValues: PasswordUpdatePayload = { current: '', new: '', newConfirm: '' };
const FIELDS = ['current', 'new', 'newConfirm'] as const;

/** Server codes of a refused change and the field each belongs to; the rest show at the top of the form. */
const PASSWORD_FIELDS = {
  invalidCurrentPwd: 'current',
  currentPasswordRequired: 'current',
  commonPassword: 'new',
} as const;

/**
 * docs/reference.md#validation password form. Its rules speak of the form as a whole ('Please
 * enter all fields.'), so one message shows under the fields, the first that
 * applies, and every field it concerns is marked invalid.
 */
export function PasswordForm() {
  const [updatePassword] = useUpdatePasswordMutation();
  const dispatch = useDispatch();
  const messageId = useId();

  const submit = async (values: PasswordUpdatePayload, helpers: FormikHelpers<PasswordUpdatePayload>) => {
    helpers.setStatus(undefined);
    try {
      await updatePassword(values).unwrap();
      notify(t('accounts.password.updated'), 'success');
      // A session that logged in with a temporary password may go on to the rest of the app.
      dispatch(passwordChanged());
      helpers.resetForm();
    } catch (error) {
      // The reason under the field it concerns ('Invalid current password', a common password), else at the top.
      const place = showServerError(error, helpers, PASSWORD_FIELDS, t('accounts.password.failed'));
      if (place === 'form') notify(t('accounts.password.failed'), 'error');
    }
  };

  return (
    <FormCard level={2} width="wide" title={t('accounts.password.heading')}>
      <FormShell initialValues={initialValues} validationSchema={passwordUpdateSchema} onSubmit={submit}>
        {(form) => {
          const message = FIELDS.map((name) => fieldError(form, name)).find(Boolean);
          return (
            <>
              <FormRow columns={3} className={styles.passwords}>
                <FormTextField name="current" label={t('accounts.password.current')} type="password" autoComplete="current-password" required errorShownAt={messageId} />
                <FormTextField name="new" label={t('accounts.password.new')} type="password" autoComplete="new-password" required errorShownAt={messageId} />
                <FormTextField name="newConfirm" label={t('accounts.password.confirm')} type="password" autoComplete="new-password" required errorShownAt={messageId} />
              </FormRow>
              {message && (
                <p id={messageId} className={styles.formError} role="alert">
                  {message}
                </p>
              )}
              <div className={styles.actions}>
                <FormSubmit>
                  {t('accounts.password.submit')}
                </FormSubmit>
              </div>
            </>
          );
        }}
      </FormShell>
    </FormCard>
  );
}
