import type { Freelancer } from '@/entities/freelancer';
import { freelancerName } from '@/entities/freelancer';
import { freelancersT as t } from '@/shared/i18n';
import { Modal } from '@/shared/ui';
import { FreelancerActions } from './FreelancerActions';
import { FreelancerCard } from './FreelancerCard';
import styles from './FreelancerCard.module.css';

export interface FreelancerPreviewModalProps {
  freelancer: Freelancer;
  open: boolean;
  onClose: () => void;
  /** The viewer's own profile shown as others see it: the Preview flag, no Book. */
  preview?: boolean;
}

/** The full-screen preview of docs/reference.md#screens: the whole card; a close button (focused on open) and Escape close it. */
export function FreelancerPreviewModal({ freelancer, open, onClose, preview }: FreelancerPreviewModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      fullScreen
      // The close button, at the top: the profile is then read from its start, not from the first link inside it.
      focusClose
      title={t('freelancers.card.modalTitle', { name: freelancerName(freelancer) })}
      className={styles.modal}
    >
      <FreelancerCard
        freelancer={freelancer}
        variant="full"
        headingLevel={3}
        preview={preview}
        actions={<FreelancerActions freelancer={freelancer} book={!preview} nextAvailable />}
        className={styles.inModal}
      />
    </Modal>
  );
}
