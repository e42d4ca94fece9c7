import { useId } from 'react';
import { COMPLETENESS_ITEMS, type CompletenessItem, type ListingStatus as Status, type NotListedReason } from '@contracts/profileListing';
import { freelancersT as t, type FreelancersKey as MessageKey } from '@/shared/i18n';
import { Badge } from '@/shared/ui';
import styles from './ListingStatus.module.css';

const ITEM_LABEL: Record<CompletenessItem, MessageKey> = {
  totalExperience: 'freelancers.profile.totalExperience',
  degree: 'freelancers.profile.degree',
  nationality: 'freelancers.profile.nationality',
  residencyVisa: 'freelancers.profile.residencyVisa',
  firstLanguage: 'freelancers.profile.firstLanguage',
  availability: 'freelancers.profile.availability',
  workStation: 'freelancers.profile.workStation',
  travelWillingness: 'freelancers.profile.travelWillingness',
  hourlyRate: 'freelancers.profile.hourlyRate',
  startDate: 'freelancers.profile.startDate',
  skills: 'freelancers.profile.listing.skills',
  resume: 'freelancers.profile.listing.resume',
};

const REASON: Record<NotListedReason, MessageKey> = {
  unpublished: 'freelancers.profile.listing.unpublished',
  incomplete: 'freelancers.profile.listing.incomplete',
  unapproved: 'freelancers.profile.listing.unapproved',
  hidden: 'freelancers.profile.listing.hidden',
};

/** Listed or not, at a glance: green only when the profile really is shown to others. */
function ListingBadge({ status }: { status: Status }) {
  return (
    <Badge tone={status.listed ? 'success' : 'warning'}>
      {t(status.listed ? 'freelancers.profile.listing.listed' : 'freelancers.profile.listing.notListed')}
    </Badge>
  );
}

/**
 * Whether the saved profile is listed in the freelancer search (published,
 * complete and approved), and when not, each reason and the checklist of
 * what the completeness rule still misses.
 */
export function ListingStatus({ status }: { status: Status }) {
  const titleId = useId();
  const checklistId = useId();
  const total = COMPLETENESS_ITEMS.length;
  return (
    <section className={status.listed ? styles.listed : styles.notListed} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('freelancers.profile.listing.title')}: <ListingBadge status={status} />
      </h2>
      {status.listed ? (
        <p>{t('freelancers.profile.listing.listedHint')}</p>
      ) : (
        <>
          <p>{t('freelancers.profile.listing.notListedHint')}</p>
          <ul className={styles.reasons}>
            {status.reasons.map((reason) => (
              <li key={reason}>{t(REASON[reason])}</li>
            ))}
          </ul>
          {status.missing.length > 0 && (
            <>
              <h3 id={checklistId} className={styles.checklistTitle}>
                {t('freelancers.profile.listing.checklist', { done: total - status.missing.length, total })}
              </h3>
              <ul className={styles.checklist} aria-labelledby={checklistId}>
                {status.missing.map((item) => (
                  <li key={item}>{t(ITEM_LABEL[item])}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
