import { useState } from 'react';
import { freelancerName, type Freelancer } from '@/entities/freelancer';
import { freelancersT as t } from '@/shared/i18n';
import { Button, ExpandIcon } from '@/shared/ui';
import { FreelancerActions } from './FreelancerActions';
import { FreelancerCard } from './FreelancerCard';
import { FreelancerPreviewModal } from './FreelancerPreviewModal';
import styles from './FreelancerCard.module.css';

export interface FreelancerListCardProps {
  freelancer: Freelancer;
  /** Forces the Preview flag (and no Book); by default it shows on the viewer's own card. */
  preview?: boolean;
  /** On the booking page: the card's one rate, and no Book (it would lead to the page it is on). */
  bookingRate?: string;
  /** Flagged "New" (FreelancerCard's isNew). */
  isNew?: boolean;
}

/** The compact card with its actions and "View full profile", which opens the full-screen preview. */
export function FreelancerListCard({ freelancer, preview, bookingRate, isNew }: FreelancerListCardProps) {
  const [open, setOpen] = useState(false);
  const name = freelancerName(freelancer) || t('freelancers.unknown');
  return (
    <>
      <FreelancerCard
        freelancer={freelancer}
        preview={preview}
        bookingRate={bookingRate}
        isNew={isNew}
        actions={
          <>
            <FreelancerActions freelancer={freelancer} book={bookingRate === undefined && !preview} />
            <Button size="sm" variant="link" className={styles.view} aria-label={t('freelancers.card.viewLabel', { name })} onClick={() => setOpen(true)}>
              <ExpandIcon size={18} />
              {t('freelancers.card.view')}
            </Button>
          </>
        }
      />
      <FreelancerPreviewModal freelancer={freelancer} open={open} onClose={() => setOpen(false)} preview={preview} />
    </>
  );
}
