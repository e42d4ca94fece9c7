import type { ConversationSubject } from '@/entities/conversation';
import { conversationsT as t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import styles from './Messages.module.css';

/** What a conversation is about: a label, the member's own words (a vacancy's title, a booking's reference), and where that is. */
export function subjectOf(subject: ConversationSubject): { label: string; value: string; to: string | null } {
  if (subject.kind === 'vacancy') return { label: t('conversations.subject.vacancy'), value: subject.title, to: subject.id ? paths.vacancy(subject.id) : null };
  if (subject.kind === 'booking') return { label: t('conversations.subject.booking'), value: subject.reference, to: subject.id ? paths.bookingPreview(subject.id) : null };
  return { label: t('conversations.subject.profile'), value: '', to: null };
}

export const nameOf = (person: { firstName: string; lastName: string }): string => `${person.firstName} ${person.lastName}`.trim();

/**
 * A label and a member's words on one line (className lays it out as a row): the words are isolated in their own
 * direction and cut at their own end, so an English title on an Arabic page keeps its start, and the other way round.
 */
export function LabelledLine({ label, value }: { label: string; value: string }) {
  return (
    <>
      {label}
      {value && (
        <>
          {' '}
          <bdi dir="auto" className={styles.clip}>
            {value}
          </bdi>
        </>
      )}
    </>
  );
}
