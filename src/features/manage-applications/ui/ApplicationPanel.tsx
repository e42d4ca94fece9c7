import { useId, useState } from 'react';
import { NEXT_STATUSES, type ApplicationStatus } from '@contracts/application';
import { formatMoney } from '@contracts/format';
import { freelancerName } from '@/entities/freelancer';
import { formatVacancyDate, useSetApplicationStatusMutation, type Applicant } from '@/entities/vacancy';
import { errorMessage } from '@/shared/api';
import { isolate, vacanciesT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { downloadMemberFile } from '@/shared/lib/download';
import { Badge, Button, Checkbox, DisclosureButton, FileIcon, visuallyHidden, type BadgeTone } from '@/shared/ui';
import { StatusDialog } from './StatusDialog';
import styles from './ManageApplications.module.css';

const TONE: Record<ApplicationStatus, BadgeTone> = { new: 'info', viewed: 'neutral', shortlisted: 'warning', hired: 'success', declined: 'danger' };

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={TONE[status]}>{t(`vacancies.applicants.status.${status}`)}</Badge>;
}

export interface ApplicationPanelProps {
  vacancyId: string;
  applicant: Applicant;
  /** Chosen for a bulk decline. */
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/**
 * One application as its business handles it: the status and applied date, the proposal (opening it marks a new
 * application viewed), and the next steps the pipeline allows: shortlist, hire (final; may close the vacancy),
 * decline with a message (final).
 */
export function ApplicationPanel({ vacancyId, applicant, selected, onSelect }: ApplicationPanelProps) {
  const { application } = applicant;
  const { status, proposal } = application;
  const name = freelancerName(applicant);
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<'hired' | 'declined' | null>(null);
  const [setStatus, { isLoading }] = useSetApplicationStatusMutation();
  const proposalId = useId();
  const next = NEXT_STATUSES[status];

  const move = async (to: ApplicationStatus, choice: { message?: string; closeVacancy?: boolean } = {}) => {
    try {
      await setStatus({ vacancyId, applicationId: application.id, status: to, ...choice }).unwrap();
      setAsking(null);
      if (to !== 'viewed') notify(t(`vacancies.applicants.done.${to as 'shortlisted' | 'hired' | 'declined'}`, { name: isolate(name) }), 'success');
    } catch (failure) {
      if (to !== 'viewed') notify(errorMessage(failure as Parameters<typeof errorMessage>[0]) ?? t('vacancies.applicants.failed'), 'error');
    }
  };
  const toggle = () => {
    setOpen(!open);
    // Opening a new application tells the freelancer it was seen.
    if (!open && status === 'new') void move('viewed');
  };

  return (
    <section className={styles.panel} aria-label={t('vacancies.applicants.proposal')}>
      <div className={styles.head}>
        {next.includes('declined') && <Checkbox label={<span className={visuallyHidden}>{t('vacancies.applicants.select', { name })}</span>} checked={selected} onChange={(event) => onSelect(event.target.checked)} className={styles.select} />}
        <StatusBadge status={status} />
        <span className={styles.muted}>{t('vacancies.applicants.appliedOn', { date: formatVacancyDate(application.appliedAt) })}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('vacancies.applicants.rate')}</dt>
          <dd>{proposal.proposedRate === null ? t('vacancies.applicants.noRate') : t('vacancies.proposal.perHour', { amount: isolate(formatMoney(proposal.proposedRate)) })}</dd>
        </div>
        <div>
          <dt>{t('vacancies.applicants.availableFrom')}</dt>
          <dd>{proposal.availableFrom ? formatVacancyDate(proposal.availableFrom) : t('vacancies.applicants.notSaid')}</dd>
        </div>
      </dl>
      {proposal.coverLetter ? (
        <>
          <DisclosureButton expanded={open} controls={proposalId} onClick={toggle}>
            {t('vacancies.applicants.readProposal')}
          </DisclosureButton>
          <p id={proposalId} hidden={!open} dir="auto" className={styles.letter}>
            {proposal.coverLetter}
          </p>
        </>
      ) : (
        <p className={styles.muted}>{t('vacancies.applicants.noLetter')}</p>
      )}
      {application.file && (
        <Button
          size="sm"
          variant="link"
          className={styles.file}
          aria-label={t('vacancies.applicants.fileLabel', { name })}
          onClick={() => void downloadMemberFile(application.file as string, `${t('vacancies.applicants.file')}.pdf`).then((saved) => saved || notify(t('vacancies.applicants.fileError'), 'error'))}
        >
          <FileIcon />
          {t('vacancies.applicants.file')}
        </Button>
      )}
      {application.statusMessage && (
        <p className={styles.muted} dir="auto">
          {t('vacancies.applicants.yourMessage', { message: application.statusMessage })}
        </p>
      )}
      {next.length > 0 && (
        <div className={styles.actions}>
          {next.includes('shortlisted') && (
            <Button size="sm" variant="outline" loading={isLoading && asking === null} aria-label={t('vacancies.applicants.shortlistLabel', { name })} onClick={() => void move('shortlisted')}>
              {t('vacancies.applicants.shortlist')}
            </Button>
          )}
          <Button size="sm" aria-label={t('vacancies.applicants.hireLabel', { name })} onClick={() => setAsking('hired')}>
            {t('vacancies.applicants.hire')}
          </Button>
          <Button size="sm" variant="danger" aria-label={t('vacancies.applicants.declineLabel', { name })} onClick={() => setAsking('declined')}>
            {t('vacancies.applicants.decline')}
          </Button>
        </div>
      )}
      {asking && (
        <StatusDialog
          open
          onClose={() => setAsking(null)}
          title={t(asking === 'hired' ? 'vacancies.applicants.hireTitle' : 'vacancies.applicants.declineTitle', { name: isolate(name) })}
          hint={asking === 'hired' ? t('vacancies.applicants.hireHint', { name: isolate(name) }) : t('vacancies.applicants.declineHint')}
          confirmLabel={t(asking === 'hired' ? 'vacancies.applicants.hire' : 'vacancies.applicants.decline')}
          offerClose={asking === 'hired'}
          busy={isLoading}
          onConfirm={(choice) => void move(asking, choice)}
        />
      )}
    </section>
  );
}
