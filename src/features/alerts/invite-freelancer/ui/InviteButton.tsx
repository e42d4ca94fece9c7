import { useState } from 'react';
import { alertsT as t } from '@/shared/i18n';
import { Button, type ButtonSize, type ButtonVariant } from '@/shared/ui';
import { InviteDialog } from './InviteDialog';
import styles from './InviteDialog.module.css';

export interface InviteButtonProps {
  /** The freelancer's profile id. */
  freelancerId: string;
  name: string;
  /** The vacancy chosen at first. */
  vacancyId?: string;
  /** Already invited to that vacancy: "Invited", no button. */
  invited?: boolean;
  size?: ButtonSize;
  variant?: ButtonVariant;
}

/** "Invite to apply" (named with the freelancer) and its dialog; "Invited" once they are, to the vacancy given. */
export function InviteButton({ freelancerId, name, vacancyId, invited = false, size = 'sm', variant = 'outline' }: InviteButtonProps) {
  const [open, setOpen] = useState(false);
  if (invited) {
    return (
      <span className={styles.invited}>
        <span aria-hidden="true">✓</span> {t('alerts.invite.invited')}
      </span>
    );
  }
  return (
    <>
      <Button size={size} variant={variant} aria-haspopup="dialog" aria-label={t('alerts.invite.label', { name })} onClick={() => setOpen(true)}>
        {t('alerts.invite.button')}
      </Button>
      {open && <InviteDialog freelancerId={freelancerId} name={name} vacancyId={vacancyId} onClose={() => setOpen(false)} />}
    </>
  );
}
