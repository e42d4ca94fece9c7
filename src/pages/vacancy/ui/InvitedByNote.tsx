import type { InvitedBy } from '@contracts/alerts';
import { formatDate } from '@contracts/format';
import { alertsT as t, isolate } from '@/shared/i18n';
import { Alert, userText } from '@/shared/ui';
import styles from './VacancyPage.module.css';

/** "Invited by …" above a vacancy the signed-in freelancer was invited to: when, the business's note, and to apply below. */
export function InvitedByNote({ invitation }: { invitation: InvitedBy }) {
  const note = (invitation.note ?? '').trim();
  return (
    <Alert tone="success" className={styles.invited}>
      <p className={styles.invitedTitle}>{t('alerts.invitedBy.title', { company: isolate(invitation.companyName) })}</p>
      <p>{t('alerts.invitedBy.text', { date: formatDate(invitation.createdAt) })}</p>
      {note && (
        <blockquote className={styles.invitedNote} {...userText(note)}>
          {note}
        </blockquote>
      )}
    </Alert>
  );
}
