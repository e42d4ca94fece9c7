import type { NoticeKind } from '@contracts/alerts';
import type { Db } from '../../db/client';

/**
 * The parts each kind of notice is written from. A notice stores its kind and parts, not its sentence: the title is
 * written when it is read, in the reader's language (notices/service.ts).
 */
export interface NoticeParts {
  /** A business moved the member's proposal (status: the application's new status). */
  applicationStatus: { vacancyTitle: string; status: string };
  /** A business invited the freelancer to apply. */
  invitation: { companyName: string; vacancyTitle: string };
  /** Proposals arrived on the business's vacancy (count since the last notice of it). */
  proposal: { vacancyTitle: string; count: number };
  /** A review of the other party is waiting to be written (name: the other party). */
  reviewWaiting: { name: string };
  /** A booking was requested, accepted, declined, moved or cancelled (change: one of those words). */
  booking: { name: string; change: string };
  /** New vacancies matched the freelancer's profile. */
  vacancyAlert: { count: number; firstTitle: string };
  /** A saved search has new results. */
  savedSearch: { name: string; count: number };
}

export type NoticeInput = {
  [K in NoticeKind]: { userId: string; kind: K; parts: NoticeParts[K]; link: string };
}[NoticeKind];

/** What writes a notice: NoticesService.add(notice, tx?) — inside the transaction of the change when given. */
export type AddNotice = (notice: NoticeInput | NoticeInput[], db?: Db) => Promise<void>;
