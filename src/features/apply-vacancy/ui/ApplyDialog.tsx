import { useApplyToVacancyMutation } from '@/entities/vacancy';
import { isolate, vacanciesT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Modal } from '@/shared/ui';
import { applyErrorMessage } from '../model/applyError';
import { EMPTY_PROPOSAL, toProposal, toProposalFile, type ProposalValues } from '../model/proposal';
import { ProposalForm } from './ProposalForm';
import styles from './ProposalForm.module.css';

export interface ApplyDialogProps {
  vacancyId: string;
  title: string;
  userId?: string;
  hourlyRate?: string;
  onClose: () => void;
  /** The proposal was sent: the button closes the dialog, says so and leads on (a timer that outlives this dialog). */
  onSent: () => void;
}

/**
 * The open proposal (cover letter, rate, available from), sent with PUT /vacancy/apply. A refusal shows the server's
 * reason or 'Applying failed' and keeps what was written.
 */
export function ApplyDialog({ vacancyId, title, userId, hourlyRate, onClose, onSent }: ApplyDialogProps) {
  const [apply] = useApplyToVacancyMutation();
  const send = async (values: ProposalValues) => {
    try {
      await apply({ vacancyId, proposal: toProposal(values), upload: toProposalFile(values) }).unwrap();
      onSent();
      return true;
    } catch (error) {
      const message = applyErrorMessage(error as Parameters<typeof applyErrorMessage>[0]);
      if (message) notify(message, 'error');
      return false;
    }
  };
  return (
    <Modal open onClose={onClose} title={t('vacancies.proposal.title', { title: isolate(title) })} className={styles.dialog}>
      <ProposalForm
        initialValues={EMPTY_PROPOSAL}
        onSubmit={send}
        onCancel={onClose}
        submitLabel={t('vacancies.proposal.send')}
        draft={userId ? { userId, vacancyId } : undefined}
        vacancyRate={hourlyRate}
      />
    </Modal>
  );
}
