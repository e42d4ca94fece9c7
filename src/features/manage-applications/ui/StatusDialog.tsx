import { useId } from 'react';
import type { FormikHelpers } from 'formik';
import { PROPOSAL_LIMITS } from '@contracts/application';
import { vacanciesT as t } from '@/shared/i18n';
import { DialogForm, FormCheckbox, FormTextArea, showServerError } from '@/shared/lib/form';
import styles from './ManageApplications.module.css';

export interface StatusChoice {
  message: string;
  closeVacancy: boolean;
}

export interface StatusDialogProps {
  open: boolean;
  onClose: () => void;
  /** 'Hire Layla Haddad?', 'Decline 3 applicants?' */
  title: string;
  hint: string;
  confirmLabel: string;
  /** A hire offers to close the vacancy. */
  offerClose?: boolean;
  /** Saves the choice; a refusal is thrown for the dialog to show. */
  onConfirm: (choice: StatusChoice) => Promise<unknown>;
}

/** Confirms a hire or a decline (final), with an optional message to the freelancer, and for a hire whether to close the vacancy. */
export function StatusDialog({ open, onClose, title, hint, confirmLabel, offerClose = false, onConfirm }: StatusDialogProps) {
  const hintId = useId();
  const confirm = async ({ message, closeVacancy }: StatusChoice, helpers: FormikHelpers<StatusChoice>) => {
    try {
      await onConfirm({ message: message.trim(), closeVacancy });
    } catch (failure) {
      showServerError(failure, helpers, {}, t('vacancies.applicants.failed'));
    }
  };
  return (
    <DialogForm<StatusChoice>
      open={open}
      onClose={onClose}
      title={title}
      descriptionId={hintId}
      dialogClassName={styles.dialog}
      cancelLabel={t('vacancies.applicants.keep')}
      submitLabel={confirmLabel}
      submitVariant={offerClose ? 'primary' : 'danger'}
      initialValues={{ message: '', closeVacancy: false }}
      onSubmit={confirm}
    >
      {() => (
        <>
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
          <FormTextArea name="message" label={t('vacancies.applicants.message')} maxLength={PROPOSAL_LIMITS.message} rows={3} dir="auto" />
          {offerClose && <FormCheckbox name="closeVacancy" label={t('vacancies.applicants.closeVacancy')} className={styles.close} />}
        </>
      )}
    </DialogForm>
  );
}
