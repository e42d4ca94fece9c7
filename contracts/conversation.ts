import * as yup from 'yup';
import { typedLines } from './text';

/** Conversations between members: one per pair and subject; plain text. */

export const MESSAGE_LIMITS = { text: 5000, reason: 500, perMinute: 20 } as const;
export const CONVERSATIONS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 30;

export type ConversationSubject = { kind: 'profile' } | { kind: 'vacancy'; id: string | null; title: string } | { kind: 'booking'; id: string | null; reference: string };

/** A line of the inbox. */
export interface ConversationSummary {
  id: string;
  /** The other member: their name only. */
  with: { id: string; firstName: string; lastName: string };
  subject: ConversationSubject;
  /** The last message (its start), or null before the first. */
  last: { text: string; at: string; mine: boolean } | null;
  /** Messages from the other member the viewer has not read. */
  unread: number;
  /** The viewer has blocked the other member. */
  blocked: boolean;
  /** The other member has blocked the viewer: the viewer cannot write (the history stays readable). */
  blockedByOther: boolean;
}

/** A file sent with a message: a PDF or an image, downloaded from GET /conversations/{id}/messages/{messageId}/attachment. */
export interface MessageAttachment {
  name: string;
  /** application/pdf, image/jpeg, image/png or image/webp. */
  type: string;
  size: number;
}

export interface Message {
  id: string;
  /** May be '' when the message is only a file. */
  text: string;
  at: string;
  mine: boolean;
  attachment: MessageAttachment | null;
}

/** The multipart field of a message's file (POST /conversations/{id}/messages as multipart/form-data, with `text`). */
export const MESSAGE_FILE_FIELD = 'file';
/** A message's file: a PDF or an image, at most this large. */
export const MESSAGE_FILE_BYTES = 5 * 1024 * 1024;

/** GET /conversations/{id}/messages?before=: a page of history, oldest first, and when the other member last read. */
export interface MessagesPage {
  data: Message[];
  hasMore: boolean;
  /** Until when the other member has read the conversation ("Seen" on the viewer's messages up to it); null before. */
  seenAt: string | null;
}

export const conversationMsg = {
  textRequired: 'Please write a message.',
  textTooLong: `A message should have maximum ${MESSAGE_LIMITS.text} characters.`,
  notFound: 'This conversation was not found.',
  badMember: 'Please choose a member to write to.',
  notYourself: 'You cannot start a conversation with yourself.',
  vacancyRule: 'A conversation about a vacancy is between its business and a freelancer who applied to it.',
  bookingRule: 'A conversation about a booking is between its two parties.',
  profileRule: 'Businesses write first to a freelancer from the freelancer’s profile.',
  bothSubjects: 'A conversation is about a vacancy or a booking, not both.',
  blocked: 'You cannot write to this member.',
  tooMany: `You have sent ${MESSAGE_LIMITS.perMinute} messages in a minute. Please wait a moment before sending more.`,
  reasonRequired: 'Please say why you are reporting this conversation.',
  reasonTooLong: `The reason should have maximum ${MESSAGE_LIMITS.reason} characters.`,
  badCursor: 'The history position is not valid.',
  fileType: 'Please attach a PDF file or an image (JPEG, PNG or WebP).',
  fileTooLarge: 'The file should be less than 5MB in size.',
  noFile: 'This message has no file.',
} as const;

/** POST /conversations/{id}/messages { text }: trimmed, 1–5,000 characters. */
export const messageSchema = yup.object({
  text: yup.string().transform(typedLines).trim().required(conversationMsg.textRequired).max(MESSAGE_LIMITS.text, conversationMsg.textTooLong),
});

/** POST /conversations { withUserId, vacancyId?, bookingId? }. */
export const startConversationSchema = yup.object({
  withUserId: yup.string().trim().required(conversationMsg.badMember),
  vacancyId: yup.string().trim().nullable().default(null),
  bookingId: yup.string().trim().nullable().default(null),
});

export const conversationReportSchema = yup.object({
  reason: yup.string().transform(typedLines).trim().required(conversationMsg.reasonRequired).max(MESSAGE_LIMITS.reason, conversationMsg.reasonTooLong),
});
