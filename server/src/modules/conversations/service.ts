import { randomUUID } from 'node:crypto';
import {
  CONVERSATIONS_PAGE_SIZE,
  MESSAGE_LIMITS,
  MESSAGES_PAGE_SIZE,
  MESSAGE_FILE_BYTES,
  MESSAGE_FILE_FIELD,
  conversationMsg,
  conversationReportSchema,
  messageSchema,
  startConversationSchema,
  type ConversationSummary,
  type Message,
  type MessagesPage,
} from '@contracts/conversation';
import { and, desc, eq, gt, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { conversations, messages } from '../../db/schema';
import { inLanguageOf } from '../../plugins/locale';
import { say, type Mailer } from '../../plugins/mail';
import type { JobQueue } from '../../jobs/queue';
import { deleteQuietly, type FileRule, type ReceivedFile } from '../../http/multipart';
import type { PdfDownload } from '../../http/download';
import { isImage, isPdf, readAll, reencodePhoto, type Storage } from '../../storage';
import type { LiveHub } from '../events/hub';
import { HttpError, badRequest, forbidden, notFound } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { pageUrl } from '../../http/page-url';
import { validateBody } from '../../http/validate';
import { parsePage } from '../freelancers/input';
import { EConsultationsRepository } from '../econsultations/repository';
import { UsersRepository, type UserRow } from '../users/repository';
import { CONVERSATION_UNREAD_JOB, QUOTED_MESSAGES, UNREAD_MAIL_DELAY_MS, UNREAD_MAIL_EVERY_MS, type UnreadMailPayload } from './unread-mail';
import { unreadMessagesMail } from './emails';
import { toMessage } from './message';
import { ConversationsRepository, orderedPair, type ConversationRow, type InboxRow, type MessageRow, type StoredAttachment } from './repository';
import { clockOf, type Clock } from '../deps';

export interface ConversationsDeps {
  db: Db;
  jobs: JobQueue;
  live: LiveHub;
  storage: Storage;
  /** The e-mail about messages left unread. */
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  now?: Clock;
}

/** Upload rule of a message's file: a PDF or an image, by content. */
export const MESSAGE_UPLOADS: Record<string, FileRule> = {
  [MESSAGE_FILE_FIELD]: { maxBytes: MESSAGE_FILE_BYTES, tooLarge: conversationMsg.fileTooLarge, accept: (type) => isPdf(type) || isImage(type), wrongType: conversationMsg.fileType },
};
const ATTACHMENT_FOLDER = 'messages';
/** Longest side of an image sent in a message, re-encoded (a screenshot stays legible). */
const ATTACHMENT_IMAGE_SIDE = 2000;

function toSummary({ conversation: c, other, unread, blocked, blockedByOther }: InboxRow, viewerId: string): ConversationSummary {
  const subject: ConversationSummary['subject'] =
    c.subject === 'vacancy' ? { kind: 'vacancy', id: c.vacancyId, title: c.subjectTitle } : c.subject === 'booking' ? { kind: 'booking', id: c.bookingId, reference: c.subjectTitle } : { kind: 'profile' };
  return {
    id: c.id,
    with: other,
    subject,
    last: c.lastMessageAt ? { text: c.lastMessageText, at: c.lastMessageAt.toISOString(), mine: c.lastSenderId === viewerId } : null,
    unread,
    blocked,
    blockedByOther,
  };
}

/**
 * Conversations between two members (contracts/conversation.ts): started about an application, a booking or a
 * freelancer's profile; read and written by its two participants only (404 to anyone else); plain text; a burst
 * limit per sender; a member blocked by the other can no longer write, and nothing said is lost.
 */
export class ConversationsService {
  private readonly db: Db;
  private readonly repository: ConversationsRepository;
  private readonly now: Clock;
  private readonly jobs: JobQueue;
  private readonly live: LiveHub;
  private readonly storage: Storage;

  constructor(private readonly deps: ConversationsDeps) {
    this.db = deps.db;
    this.jobs = deps.jobs;
    this.live = deps.live;
    this.storage = deps.storage;
    this.repository = new ConversationsRepository(deps.db);
    this.now = clockOf(deps.now);
  }

  /** The conversation if the user is in it; 404 otherwise (its existence is not told). */
  private async participantOf(user: UserRow, id: string): Promise<ConversationRow> {
    const row = isUuid(id) ? await this.repository.find(id) : undefined;
    if (!row || (row.userLow !== user.id && row.userHigh !== user.id)) throw notFound(conversationMsg.notFound);
    return row;
  }

  private otherOf = (row: ConversationRow, userId: string) => (row.userLow === userId ? row.userHigh : row.userLow);

  /** GET /conversations/{id}: the conversation's inbox line (the other member, its subject, unread, blocked); 404 outside it. */
  async summary(user: UserRow, id: string): Promise<ConversationSummary> {
    return this.summaryOf(user, (await this.participantOf(user, id)).id);
  }

  private async summaryOf(user: UserRow, id: string): Promise<ConversationSummary> {
    const [row] = await this.repository.inbox(user.id, 0, 1, id);
    if (!row) throw notFound(conversationMsg.notFound);
    return toSummary(row, user.id);
  }

  /**
   * POST /conversations { withUserId, vacancyId?, bookingId? }: the conversation of the pair about that subject (the
   * one they have, or a new one). A vacancy's is between its business and a freelancer who applied; a booking's
   * between its parties; without either, a business writes to a freelancer.
   */
  async start(user: UserRow, body: unknown): Promise<ConversationSummary> {
    const { withUserId, vacancyId, bookingId } = await validateBody(startConversationSchema, body);
    if (vacancyId && bookingId) throw badRequest(conversationMsg.bothSubjects, 'validation');
    if (withUserId === user.id) throw badRequest(conversationMsg.notYourself, 'validation');
    const other = isUuid(withUserId) ? await new UsersRepository(this.db).findById(withUserId) : undefined;
    if (!other) throw notFound(conversationMsg.badMember);
    const pair = orderedPair(user.id, other.id);
    let values: Parameters<ConversationsRepository['findOrCreate']>[0];
    if (vacancyId) {
      // Either side may start it: the business, and the freelancer who applied.
      const vacancy = isUuid(vacancyId) ? await this.repository.vacancy(vacancyId) : undefined;
      const freelancerId = vacancy?.ownerId === user.id ? other.id : vacancy?.ownerId === other.id ? user.id : undefined;
      if (!vacancy || !freelancerId || !(await this.repository.applied(vacancyId, freelancerId))) throw forbidden(conversationMsg.vacancyRule);
      values = { ...pair, subject: 'vacancy', subjectKey: vacancyId, vacancyId, subjectTitle: vacancy.title };
    } else if (bookingId) {
      const record = isUuid(bookingId) ? await new EConsultationsRepository(this.db).findBooking(bookingId) : undefined;
      const parties = record ? [record.booking.bookedBy, record.freelancer.userId] : [];
      if (!record || !parties.includes(user.id) || !parties.includes(other.id)) throw forbidden(conversationMsg.bookingRule);
      values = { ...pair, subject: 'booking', subjectKey: bookingId, bookingId, subjectTitle: record.booking.reference };
    } else {
      // The freelancer answers in the conversation the business began.
      const existing = await this.repository.existing({ ...pair, subject: 'profile', subjectKey: '' });
      if (!existing && !(user.iam.includes('Business') && (await this.repository.hasFreelancerProfile(other.id)))) throw forbidden(conversationMsg.profileRule);
      values = { ...pair, subject: 'profile', subjectKey: '' };
    }
    if (await this.repository.isBlocked(other.id, user.id)) throw forbidden(conversationMsg.blocked);
    const row = await this.repository.findOrCreate(values);
    return this.summaryOf(user, row.id);
  }

  /** GET /conversations?page=: the inbox, newest activity first, 20 a page. */
  async inbox(user: UserRow, query: Record<string, unknown>): Promise<{ data: ConversationSummary[]; page: number; hasMore: boolean; unread: number }> {
    const page = parsePage(query.page);
    const [rows, unread] = await Promise.all([this.repository.inbox(user.id, page * CONVERSATIONS_PAGE_SIZE, CONVERSATIONS_PAGE_SIZE + 1), this.repository.unreadTotal(user.id)]);
    return { data: rows.slice(0, CONVERSATIONS_PAGE_SIZE).map((row) => toSummary(row, user.id)), page, hasMore: rows.length > CONVERSATIONS_PAGE_SIZE, unread };
  }

  /** GET /conversations/unread: the header's count. */
  async unread(user: UserRow): Promise<{ unread: number }> {
    return { unread: await this.repository.unreadTotal(user.id) };
  }

  /** GET /conversations/{id}/messages?before={message id}: 30 messages before that one (or the newest), oldest first. */
  async history(user: UserRow, id: string, query: Record<string, unknown>): Promise<MessagesPage> {
    const row = await this.participantOf(user, id);
    const beforeId = typeof query.before === 'string' && query.before !== '' ? query.before : undefined;
    const before = beforeId === undefined ? undefined : isUuid(beforeId) ? await this.repository.message(row.id, beforeId) : undefined;
    if (beforeId !== undefined && !before) throw badRequest(conversationMsg.badCursor, 'badCursor');
    const rows = await this.repository.history(row.id, before, MESSAGES_PAGE_SIZE);
    const seen = row.userLow === user.id ? row.highReadAt : row.lowReadAt;
    return { data: rows.slice(0, MESSAGES_PAGE_SIZE).reverse().map((m) => toMessage(m, user.id)), hasMore: rows.length > MESSAGES_PAGE_SIZE, seenAt: seen?.toISOString() ?? null };
  }

  /**
   * POST /conversations/{id}/messages { text } (JSON), or multipart with `text` and a PDF or image in `file`: text of
   * 1–5,000 characters (it may be empty beside a file), at most 20 messages a minute per sender. Told live to both
   * members' streams; the other gets an e-mail if it stays unread 10 minutes.
   */
  async send(user: UserRow, id: string, body: unknown, file?: ReceivedFile): Promise<Message> {
    const row = await this.participantOf(user, id);
    const input = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const onlyFile = file !== undefined && (typeof input.text !== 'string' || input.text.trim() === '');
    const text = onlyFile ? '' : (await validateBody(messageSchema, input)).text;
    if (await this.repository.isBlocked(this.otherOf(row, user.id), user.id)) throw forbidden(conversationMsg.blocked);
    const now = this.now();
    if ((await this.repository.sentSince(user.id, new Date(now.getTime() - 60_000))) >= MESSAGE_LIMITS.perMinute) throw new HttpError(429, conversationMsg.tooMany, 'tooMany');
    const attachment = file ? await this.placeAttachment(file) : undefined;
    let message: MessageRow;
    try {
      message = await this.repository.send(row, user.id, text, now, attachment);
    } catch (error) {
      if (attachment) await deleteQuietly(this.storage, [attachment.key]);
      throw error;
    }
    const unread: UnreadMailPayload = { conversationId: row.id, messageId: message.id, recipientId: this.otherOf(row, user.id) };
    await this.jobs.enqueue(CONVERSATION_UNREAD_JOB, unread, { runAt: new Date(now.getTime() + UNREAD_MAIL_DELAY_MS) });
    await this.live.publish({ type: 'message', messageId: message.id });
    return toMessage(message, user.id);
  }

  /** Stores a message's file: a PDF as cleaned on upload (http/pdf.ts), an image decoded and encoded afresh (no metadata). */
  private async placeAttachment(file: ReceivedFile): Promise<StoredAttachment> {
    const base = file.fileName.replace(/\.[^.]*$/, '') || 'file';
    if (file.type.mime === 'application/pdf') {
      const key = `${ATTACHMENT_FOLDER}/${randomUUID()}.pdf`;
      await this.storage.move(file.tempKey, key);
      return { key, name: `${base}.pdf`, type: 'application/pdf', size: file.size };
    }
    const stream = await this.storage.get(file.tempKey);
    const image = stream ? await reencodePhoto(await readAll(stream), ATTACHMENT_IMAGE_SIDE) : null;
    if (!image) throw badRequest(conversationMsg.fileType, 'fileType');
    const key = `${ATTACHMENT_FOLDER}/${randomUUID()}.webp`;
    await this.storage.put(image, key);
    return { key, name: `${base}.webp`, type: 'image/webp', size: image.length };
  }

  /**
   * GET /conversations/{id}/messages/{messageId}/attachment: the file, to the two members only, under a name of the
   * server's making.
   */
  async attachment(user: UserRow, id: string, messageId: string): Promise<PdfDownload & { type: string }> {
    const row = await this.participantOf(user, id);
    const message = isUuid(messageId) ? await this.repository.message(row.id, messageId) : undefined;
    const stream = message?.attachmentKey ? await this.storage.get(message.attachmentKey) : null;
    if (!message || !stream) throw notFound(conversationMsg.noFile);
    const ext = message.attachmentType === 'application/pdf' ? 'pdf' : 'webp';
    return { stream, size: message.attachmentSize, type: message.attachmentType ?? 'application/octet-stream', fileName: `Khibra-${message.createdAt.toISOString().slice(0, 10)}-${message.id.slice(0, 8)}.${ext}` };
  }

  /** POST /conversations/{id}/read: the viewer has read everything so far (the other member's "Seen"). */
  async read(user: UserRow, id: string): Promise<{ readAt: string }> {
    const row = await this.participantOf(user, id);
    const now = this.now();
    await this.repository.markRead(row, user.id, now);
    await this.live.publish({ type: 'read', conversationId: row.id, readAt: now.toISOString(), to: this.otherOf(row, user.id) });
    return { readAt: now.toISOString() };
  }

  /**
   * POST /conversations/{id}/block and /unblock: the other member can (no longer) write to the viewer; history stays.
   * Told live to both members, so the other's open conversation shows at once whether they may reply.
   */
  async block(user: UserRow, id: string, blocked: boolean): Promise<ConversationSummary> {
    const row = await this.participantOf(user, id);
    await this.repository.setBlock(user.id, this.otherOf(row, user.id), blocked);
    await this.live.publish({ type: 'block', conversationId: row.id, members: [row.userLow, row.userHigh] });
    return this.summaryOf(user, row.id);
  }

  /** POST /conversations/{id}/report { reason }: stored for an administrator. */
  async report(user: UserRow, id: string, body: unknown): Promise<{ reported: true }> {
    const row = await this.participantOf(user, id);
    const { reason } = await validateBody(conversationReportSchema, body);
    await this.repository.report(row.id, user.id, reason);
    return { reported: true };
  }

  /**
   * The job: nothing when the recipient has read the conversation since the message, has message e-mails off, or was
   * e-mailed about this conversation within the hour; otherwise the side's emailed_at is claimed (an UPDATE that only
   * one instance's worker can win) and the e-mail queued in the same transaction, so two workers never both send and a
   * claim never goes without its e-mail. The e-mail quotes the messages still unread, in the recipient's language.
   */
  async sendUnreadMail(raw: unknown): Promise<void> {
    const { conversationId, messageId, recipientId } = raw as UnreadMailPayload;
    if (!isUuid(conversationId) || !isUuid(messageId) || !isUuid(recipientId)) return;
    const [found] = await this.db
      .select({ conversation: conversations, message: messages })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
    if (!found) return;
    const { conversation, message } = found;
    const side = recipientId === conversation.userLow ? 'low' : recipientId === conversation.userHigh ? 'high' : undefined;
    if (!side || message.senderId === recipientId) return;
    const readAt = side === 'low' ? conversation.lowReadAt : conversation.highReadAt;
    if (readAt && readAt.getTime() >= message.createdAt.getTime()) return;
    const users = new UsersRepository(this.db);
    const [recipient, sender] = await Promise.all([users.findById(recipientId), users.findById(message.senderId)]);
    if (!recipient || !sender || !recipient.notifyMessages) return;
    const now = this.now();
    const emailedAt = side === 'low' ? conversations.lowEmailedAt : conversations.highEmailedAt;
    const hourAgo = new Date(now.getTime() - UNREAD_MAIL_EVERY_MS);
    const lastEmailed = side === 'low' ? conversation.lowEmailedAt : conversation.highEmailedAt;
    if (lastEmailed && lastEmailed.getTime() >= hourAgo.getTime()) return;

    // The messages of the other member the recipient has not read, newest QUOTED_MESSAGES, oldest first.
    const unread = await this.db
      .select({ text: messages.text, attachmentName: messages.attachmentName })
      .from(messages)
      .where(and(eq(messages.conversationId, conversation.id), ne(messages.senderId, recipientId), readAt ? gt(messages.createdAt, readAt) : undefined, lte(messages.createdAt, now)))
      .orderBy(desc(messages.createdAt), desc(messages.seq))
      .limit(QUOTED_MESSAGES);
    const mail = inLanguageOf(recipient, () =>
      unreadMessagesMail({
        to: recipient.email,
        firstName: recipient.firstName,
        senderName: `${sender.firstName} ${sender.lastName}`.trim(),
        subject:
          conversation.subject === 'vacancy'
            ? { kind: 'vacancy', title: conversation.subjectTitle }
            : conversation.subject === 'booking'
              ? { kind: 'booking', reference: conversation.subjectTitle }
              : { kind: 'profile' },
        texts: unread.reverse().map((m) => m.text || `${say('Attachment', 'مرفق')}: ${m.attachmentName ?? ''}`),
        link: pageUrl(this.deps.config.publicUrl, 'conversation', { conversationId: conversation.id }),
      }),
    );
    await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const claimed = await tx
        .update(conversations)
        .set(side === 'low' ? { lowEmailedAt: now } : { highEmailedAt: now })
        .where(and(eq(conversations.id, conversation.id), or(isNull(emailedAt), lt(emailedAt, hourAgo))))
        .returning({ id: conversations.id });
      if (claimed.length === 0) return;
      await this.deps.mailer.send({ ...mail, notification: { userId: recipient.id, category: 'messages' } }, tx);
    });
  }
}
