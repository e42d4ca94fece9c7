import { useId, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@contracts/format';
import { freelancerName } from '@/entities/freelancer';
import { RatingLine } from '@/entities/review';
import { DEFAULT_AVATAR, photoUrl } from '@/entities/user';
import { formatVacancyDate, type Applicant } from '@/entities/vacancy';
import { ApplicationPanel, isBulkSelectable, StatusBadge, useMarkViewed } from '@/features/manage-applications';
import { ReviewButton } from '@/features/review';
import { StartConversationButton } from '@/features/start-conversation';
import { isolate, vacanciesT as t } from '@/shared/i18n';
import { useViewerZone } from '@/shared/lib/time-zone';
import { paths } from '@/shared/routes';
import { Checkbox, DisclosureButton, cx, visuallyHidden } from '@/shared/ui';
import styles from './ApplicantRow.module.css';

/** The first line of a cover letter (the rest is one tap away). */
const firstLine = (letter: string): string => letter.trim().split('\n', 1)[0].trim();

export interface ApplicantRowProps {
  vacancyId: string;
  applicant: Applicant;
  /** The business's name, for the review of a hire. */
  ownName: string;
  selected: boolean;
  onSelect: (on: boolean) => void;
}

/** The row's summary: what a business scans a pipeline by. */
function Summary({ applicant, nameId }: { applicant: Applicant; nameId: string }) {
  const zone = useViewerZone();
  const { application } = applicant;
  const { proposedRate, coverLetter } = application.proposal;
  const name = freelancerName(applicant);
  const excerpt = firstLine(coverLetter);
  return (
    <>
      <img className={styles.photo} src={photoUrl(applicant.profilePhoto) ?? DEFAULT_AVATAR} alt="" width={48} height={48} loading="lazy" />
      <div className={styles.who}>
        <h2 id={nameId} className={styles.name}>
          <Link to={paths.freelancer(applicant.id)} dir="auto">
            {name}
          </Link>
        </h2>
        {applicant.rating && <RatingLine rating={applicant.rating} className={styles.rating} />}
      </div>
      <div className={styles.facts}>
        <p className={styles.rate}>{proposedRate === null ? t('vacancies.applicants.noRateShort') : t('vacancies.proposal.perHour', { amount: isolate(formatMoney(proposedRate)) })}</p>
        <div className={styles.status}>
          <StatusBadge status={application.status} />
        </div>
        <p className={styles.applied}>{t('vacancies.applicants.appliedOn', { date: formatVacancyDate(application.appliedAt, zone) })}</p>
      </div>
      <p className={cx(styles.excerpt, !excerpt && styles.muted)} dir={excerpt ? 'auto' : undefined}>
        {excerpt || t('vacancies.applicants.noLetter')}
      </p>
    </>
  );
}

/**
 * One applicant as a compact row (photo, name to the profile, rating, proposed rate, status, the cover letter's
 * first line, applied date) that opens in place on the proposal, its file and next steps, a message and, once
 * hired, the review. Opening a new application marks it viewed.
 */
export function ApplicantRow({ vacancyId, applicant, ownName, selected, onSelect }: ApplicantRowProps) {
  const [open, setOpen] = useState(false);
  const [viewing, setViewing] = useState<Promise<void>>();
  const markViewed = useMarkViewed(vacancyId, applicant);
  const nameId = useId();
  const panelId = useId();
  const { application } = applicant;
  const toggle = () => {
    setOpen(!open);
    if (!open) setViewing(markViewed());
  };
  // A tap anywhere on the summary opens it; its link, checkbox and button keep their own meaning.
  const onSummaryClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target as Element).closest('a, button, input, label')) toggle();
  };

  return (
    <li className={cx(styles.row, open && styles.open)}>
      <article aria-labelledby={nameId}>
        {/* The disclosure button is the keyboard's way in; a click anywhere is the pointer's shortcut. */}
        <div className={styles.summary} onClick={onSummaryClick}>
          <div className={styles.pick}>
            {isBulkSelectable(applicant) && (
              <Checkbox
                label={<span className={visuallyHidden}>{t('vacancies.applicants.select', { name: freelancerName(applicant) })}</span>}
                checked={selected}
                onChange={(event) => onSelect(event.target.checked)}
              />
            )}
          </div>
          <Summary applicant={applicant} nameId={nameId} />
          <DisclosureButton expanded={open} controls={panelId} aria-describedby={nameId} className={styles.toggle} onClick={toggle}>
            <span className={styles.toggleText}>{t('vacancies.applicants.readProposal')}</span>
          </DisclosureButton>
        </div>
        <div id={panelId} hidden={!open} className={styles.details}>
          {open && (
            <>
              <ApplicationPanel vacancyId={vacancyId} applicant={applicant} viewing={viewing} />
              <div className={styles.more}>
                <StartConversationButton withUserId={applicant.user.id} vacancyId={vacancyId} />
                {application.status === 'hired' && (
                  <ReviewButton subject={{ kind: 'vacancy', vacancyId, applicationId: application.id }} reviews="freelancer" otherName={applicant.user.firstName} ownName={ownName} endHire={{ vacancyId, applicationId: application.id }} />
                )}
              </div>
            </>
          )}
        </div>
      </article>
    </li>
  );
}
