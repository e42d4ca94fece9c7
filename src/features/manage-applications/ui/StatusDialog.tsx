import { useState } from 'react';
import { PROPOSAL_LIMITS } from '@contracts/application';
import { vacanciesT as t } from '@/shared/i18n';
import { Button, Checkbox, Modal, TextArea } from '@/shared/ui';
import styles from './ManageApplications.module.css';

export interface StatusDialogProps {
  open: boolean;
  onClose: () => void;
  /** 'Hire Layla Haddad?', 'Decline 3 applicants?' */
  title: string;
  hint: string;
  confirmLabel: string;
  /** A hire offers to close the vacancy. */
  offerClose?: boolean;
  busy: boolean;
  onConfirm: (choice: { message: string; closeVacancy: boolean }) => void;
}

/** Confirms a hire or a decline (final), with an optional message to the freelancer, and for a hire whether to close the vacancy. */
export function StatusDialog({ open, onClose, title, hint, confirmLabel, offerClose = false, busy, onConfirm }: StatusDialogProps) {
  const [message, setMessage] = useState('');
  const [closeVacancy, setCloseVacancy] = useState(false);
  return (
    <Modal open={open} onClose={onClose} title={title} className={styles.dialog}>
      <p className={styles.hint}>{hint}</p>
      <TextArea label={t('vacancies.applicants.message')} value={message} maxLength={PROPOSAL_LIMITS.message} rows={3} dir="auto" onChange={(event) => setMessage(event.target.value)} />
      {offerClose && <Checkbox label={t('vacancies.applicants.closeVacancy')} checked={closeVacancy} onChange={(event) => setCloseVacancy(event.target.checked)} className={styles.close} />}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose}>
          {t('vacancies.applicants.keep')}
        </Button>
        <Button variant={offerClose ? 'primary' : 'danger'} loading={busy} onClick={() => onConfirm({ message: message.trim(), closeVacancy })}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
