import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { useApplyToVacancyMutation } from '@/entities/vacancy';
import { selectIsLoggedIn } from '@/shared/auth';
import { REDIRECT_DELAY_MS } from '@/shared/config';
import { isolate, vacanciesT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { useDelayedNavigate, useLoginHref } from '@/shared/lib/router';
import { paths } from '@/shared/routes';
import { Button, Modal, type ButtonSize } from '@/shared/ui';
import { applyErrorMessage } from '../model/applyError';
import { EMPTY_PROPOSAL, toProposal, toProposalFile, type ProposalValues } from '../model/proposal';
import { ProposalForm } from './ProposalForm';
import styles from './ProposalForm.module.css';

export interface ApplyButtonProps {
  vacancyId: string;
  /** For the accessible name: "Apply to {title}". */
  title: string;
  /** The viewer has applied already: shows a disabled "Applied". */
  applied?: boolean;
  /** The member, whose proposal draft is kept while they write it. */
  userId?: string;
  /** The vacancy's hourly rate, shown beside the proposed one. */
  hourlyRate?: string;
  size?: ButtonSize;
  className?: string;
}

/**
 * Apply to a vacancy: opens the proposal (cover letter, rate, available from), sent with PUT /vacancy/apply;
 * then 'Applied to Vacancy' and /vacancies-applied after 1 s. A refusal shows the server's reason or 'Applying
 * failed' and keeps what was written. Visitors go to /login (see docs/reference.md#roles).
 */
export function ApplyButton({ vacancyId, title, applied = false, userId, hourlyRate, size = 'md', className }: ApplyButtonProps) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const loginAndBack = useLoginHref();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const [open, setOpen] = useState(false);
  const [apply] = useApplyToVacancyMutation();

  if (loggedIn && applied) {
    return (
      <Button size={size} variant="secondary" disabled className={className}>
        <span aria-hidden="true">✓</span> {t('vacancies.apply.applied')}
      </Button>
    );
  }

  const onClick = () => {
    if (loggedIn) setOpen(true);
    else void navigate(loginAndBack);
  };
  const send = async (values: ProposalValues) => {
    try {
      await apply({ vacancyId, proposal: toProposal(values), upload: toProposalFile(values) }).unwrap();
      setOpen(false);
      notify(t('vacancies.apply.success'), 'success');
      navigateLater(paths.vacanciesApplied, REDIRECT_DELAY_MS.apply);
      return true;
    } catch (error) {
      const message = applyErrorMessage(error as Parameters<typeof applyErrorMessage>[0]);
      if (message) notify(message, 'error');
      return false;
    }
  };

  return (
    <>
      <Button size={size} className={className} aria-label={t('vacancies.apply.label', { title })} onClick={onClick}>
        {t('vacancies.apply.button')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('vacancies.proposal.title', { title: isolate(title) })} className={styles.dialog}>
        <ProposalForm
          initialValues={EMPTY_PROPOSAL}
          onSubmit={send}
          onCancel={() => setOpen(false)}
          submitLabel={t('vacancies.proposal.send')}
          draft={userId ? { userId, vacancyId } : undefined}
          vacancyRate={hourlyRate}
        />
      </Modal>
    </>
  );
}
