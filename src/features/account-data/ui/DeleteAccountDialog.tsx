import { useId } from 'react';
import type { FormikHelpers } from 'formik';
import { useDispatch } from 'react-redux';
import { deleteAccountSchema, type DeleteAccountPayload } from '@contracts/account-data';
import { loggedOut } from '@/shared/auth';
import { accountsT as t } from '@/shared/i18n';
import { DialogForm, FormTextField, showServerError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { useDeleteAccountMutation } from '../api/accountDataApi';
import styles from './YourData.module.css';

const CONSEQUENCES = ['accounts.data.consequenceSessions', 'accounts.data.consequenceHidden', 'accounts.data.consequenceErase', 'accounts.data.consequenceReviews'] as const;

/** A wrong password belongs under the password field; other refusals show at the top of the form. */
const PASSWORD_FIELD = { wrongPassword: 'password', validation: 'password' } as const;

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * "Delete my account": the consequences, the password as proof, and a red button that says it is final. Once the
 * server has deleted the account, the local logout clears everything and goes to /login with a toast.
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const [deleteAccount] = useDeleteAccountMutation();
  const dispatch = useDispatch();
  const descriptionId = useId();

  const submit = async (values: DeleteAccountPayload, helpers: FormikHelpers<DeleteAccountPayload>) => {
    try {
      await deleteAccount(values).unwrap();
      notify(t('accounts.data.deleted'), 'success');
      dispatch(loggedOut());
    } catch (error) {
      showServerError(error, helpers, PASSWORD_FIELD, t('accounts.data.deleteFailed'));
    }
  };

  return (
    <DialogForm<DeleteAccountPayload>
      open={open}
      onClose={onClose}
      title={t('accounts.data.deleteTitle')}
      descriptionId={descriptionId}
      dialogClassName={styles.dialog}
      cancelLabel={t('accounts.data.keep')}
      submitLabel={t('accounts.data.confirmDelete')}
      submitVariant="danger"
      initialValues={{ password: '' }}
      validationSchema={deleteAccountSchema}
      onSubmit={submit}
    >
      {() => (
        <>
          <div id={descriptionId} className={styles.consequences}>
            <p className={styles.lead}>{t('accounts.data.consequences')}</p>
            <ul>
              {CONSEQUENCES.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
            <p className={styles.hint}>{t('accounts.data.downloadFirst')}</p>
          </div>
          <FormTextField name="password" label={t('accounts.data.password')} type="password" autoComplete="current-password" required />
        </>
      )}
    </DialogForm>
  );
}
