import { useState } from 'react';
import { isProposalEditable, type ApplicationStatus, type Proposal } from '@contracts/application';
import { useEditProposalMutation } from '@/entities/vacancy';
import { errorMessage } from '@/shared/api';
import { isolate, vacanciesT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Button, Modal, type ButtonSize } from '@/shared/ui';
import { toProposal, toProposalFile, toProposalValues, type ProposalValues } from '../model/proposal';
import { ProposalForm } from './ProposalForm';
import styles from './ProposalForm.module.css';

export interface EditProposalButtonProps {
  vacancyId: string;
  title: string;
  status: ApplicationStatus;
  proposal: Proposal;
  /** The proposal has a PDF. */
  hasFile: boolean;
  size?: ButtonSize;
}

/** The freelancer's own proposal, changed until the business shortlists, hires or declines (then the button is gone). */
export function EditProposalButton({ vacancyId, title, status, proposal, hasFile, size = 'sm' }: EditProposalButtonProps) {
  const [open, setOpen] = useState(false);
  const [edit] = useEditProposalMutation();
  if (!isProposalEditable(status)) return null;

  const save = async (values: ProposalValues) => {
    try {
      await edit({ vacancyId, proposal: toProposal(values), upload: toProposalFile(values) }).unwrap();
      setOpen(false);
      notify(t('vacancies.proposal.saved'), 'success');
      return true;
    } catch (failure) {
      notify(errorMessage(failure as Parameters<typeof errorMessage>[0]) ?? t('vacancies.proposal.saveFailed'), 'error');
      return false;
    }
  };

  return (
    <>
      <Button size={size} variant="outline" aria-label={t('vacancies.proposal.editLabel', { title })} onClick={() => setOpen(true)}>
        {t('vacancies.proposal.edit')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('vacancies.proposal.editTitle', { title: isolate(title) })} className={styles.dialog}>
        <ProposalForm initialValues={toProposalValues(proposal)} onSubmit={save} onCancel={() => setOpen(false)} submitLabel={t('vacancies.proposal.save')} storedFile={hasFile} />
      </Modal>
    </>
  );
}
