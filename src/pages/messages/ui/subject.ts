import type { ConversationSubject } from '@/entities/conversation';
import { conversationsT as t } from '@/shared/i18n';
import { paths } from '@/shared/routes';

/** What a conversation is about, in words, and where that is (a vacancy's or a booking's page; none for a profile). */
export function subjectOf(subject: ConversationSubject): { label: string; to: string | null } {
  if (subject.kind === 'vacancy') return { label: t('conversations.subject.vacancy', { title: subject.title }), to: subject.id ? paths.vacancy(subject.id) : null };
  if (subject.kind === 'booking') return { label: t('conversations.subject.booking', { reference: subject.reference }), to: subject.id ? paths.bookingPreview(subject.id) : null };
  return { label: t('conversations.subject.profile'), to: null };
}

export const nameOf = (person: { firstName: string; lastName: string }): string => `${person.firstName} ${person.lastName}`.trim();
