import { useState } from 'react';
import { NEXT_STATUSES, type ApplicationStatus, type Proposal } from '@contracts/application';
import { formatMoney } from '@contracts/format';
import { freelancerName } from '@/entities/freelancer';
import { formatVacancyDate, useSetApplicationStatusMutation, type Applicant } from '@/entities/vacancy';
import { errorMessage } from '@/shared/api';
import { isolate, vacanciesT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { downloadMemberFile } from '@/shared/lib/download';
import { Badge, Button, FileIcon, type BadgeTone } from '@/shared/ui';
import { StatusDialog, type StatusChoice } from './StatusDialog';
import styles from './ManageApplications.module.css';

/** A status's colour; one not named here is neutral. */
const TONE: Partial<Record<ApplicationStatus, BadgeTone>> = { new: 'info', viewed: 'neutral', shortlisted: 'warning', hired: 'success', declined: 'danger' };

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={TONE[status] ?? 'neutral'}>{t(`vacancies.applicants.status.${status}`)}</Badge>;
}

/** The final steps, each confirmed in a dialog. */
type FinalStatus = 'hired' | 'declined';

/** The rate asked and the first day the freelancer is free. */
function ProposalFacts({ proposal }: { proposal: Proposal }) {
  return (
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
  );
}

/** The cover letter in full, as the freelancer wrote it. */
function CoverLetter({ letter }: { letter: string }) {
  if (!letter) return <p className={styles.muted}>{t('vacancies.applicants.noLetter')}</p>;
  return (
    <p dir="auto" className={styles.letter}>
      {letter}
    </p>
  );
}

/** The proposal's PDF, saved under the server's name. */
function ProposalFile({ file, name }: { file: string; name: string }) {
  const download = () => void downloadMemberFile(file, `${t('vacancies.applicants.file')}.pdf`).then((saved) => saved || notify(t('vacancies.applicants.fileError'), 'error'));
  return (
    <Button size="sm" variant="link" className={styles.file} aria-label={t('vacancies.applicants.fileLabel', { name })} onClick={download}>
      <FileIcon />
      {t('vacancies.applicants.file')}
    </Button>
  );
}

/**
 * Moves one application along the pipeline and says so; a refusal is thrown to the caller. A move waits for the
 * "viewed" sent when the proposal opened, so the two never race (the server changes a status only from the one it read).
 */
function useMoveApplication(vacancyId: string, applicationId: string, name: string, viewing: Promise<unknown> | undefined) {
  const [setStatus, { isLoading }] = useSetApplicationStatusMutation();
  const move = async (to: ApplicationStatus, choice: Partial<StatusChoice> = {}) => {
    await viewing;
    await setStatus({ vacancyId, applicationId, status: to, ...choice }).unwrap();
    if (to !== 'viewed') notify(t(`vacancies.applicants.done.${to as 'shortlisted' | FinalStatus}`, { name: isolate(name) }), 'success');
  };
  return { move, isLoading };
}

/**
 * Opening a new application tells the freelancer it was seen; the promise settles once that is done, and a failure
 * there is not the business's to fix.
 */
export function useMarkViewed(vacancyId: string, applicant: Applicant): () => Promise<void> {
  const [setStatus] = useSetApplicationStatusMutation();
  const { id, status } = applicant.application;
  return async () => {
    if (status === 'new') await setStatus({ vacancyId, applicationId: id, status: 'viewed' }).unwrap().catch(() => undefined);
  };
}

interface NextStepsProps {
  next: readonly ApplicationStatus[];
  name: string;
  move: (to: ApplicationStatus, choice?: StatusChoice) => Promise<void>;
  busy: boolean;
}

/** Shortlist at once; hire or decline after their dialog. */
function NextSteps({ next, name, move, busy }: NextStepsProps) {
  const [asking, setAsking] = useState<FinalStatus | null>(null);
  const shortlist = () => void move('shortlisted').catch((failure: unknown) => notify(errorMessage(failure as Parameters<typeof errorMessage>[0]) ?? t('vacancies.applicants.failed'), 'error'));
  const hiring = asking === 'hired';
  return (
    <>
      <div className={styles.actions}>
        {next.includes('shortlisted') && (
          <Button size="sm" variant="outline" loading={busy && asking === null} aria-label={t('vacancies.applicants.shortlistLabel', { name })} onClick={shortlist}>
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
      {asking && (
        <StatusDialog
          open
          onClose={() => setAsking(null)}
          title={t(hiring ? 'vacancies.applicants.hireTitle' : 'vacancies.applicants.declineTitle', { name: isolate(name) })}
          hint={hiring ? t('vacancies.applicants.hireHint', { name: isolate(name) }) : t('vacancies.applicants.declineHint')}
          confirmLabel={t(hiring ? 'vacancies.applicants.hire' : 'vacancies.applicants.decline')}
          offerClose={hiring}
          onConfirm={async (choice) => {
            await move(asking, choice);
            setAsking(null);
          }}
        />
      )}
    </>
  );
}

export interface ApplicationPanelProps {
  vacancyId: string;
  applicant: Applicant;
  /** The "viewed" sent when the proposal opened (useMarkViewed), which the next steps wait for. */
  viewing?: Promise<unknown>;
}

/**
 * One proposal as its business handles it: the rate and first day, the cover letter, the PDF, the business's last
 * message, and the next steps the pipeline allows: shortlist, hire (final; may close the vacancy), decline with a
 * message (final).
 */
export function ApplicationPanel({ vacancyId, applicant, viewing }: ApplicationPanelProps) {
  const { application } = applicant;
  const { status, proposal } = application;
  const name = freelancerName(applicant);
  const { move, isLoading } = useMoveApplication(vacancyId, application.id, name, viewing);
  const next = NEXT_STATUSES[status];

  return (
    <section className={styles.panel} aria-label={t('vacancies.applicants.proposal')}>
      <ProposalFacts proposal={proposal} />
      <CoverLetter letter={proposal.coverLetter} />
      {application.file && <ProposalFile file={application.file} name={name} />}
      {application.statusMessage && (
        <p className={styles.muted} dir="auto">
          {t('vacancies.applicants.yourMessage', { message: application.statusMessage })}
        </p>
      )}
      {next.length > 0 && <NextSteps next={next} name={name} move={move} busy={isLoading} />}
    </section>
  );
}
