import { and, desc, eq, gt, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROUTES, withParam } from '@contracts/routes';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { conversations, messages } from '../../db/schema';
import { isUuid } from '../../http/uuid';
import { inLanguageOf } from '../../plugins/locale';
import { say, type Mailer } from '../../plugins/mail';
import { UsersRepository } from '../users/repository';
import { unreadMessagesMail } from './emails';

/**
 * The e-mail about a message left unread (issue 26): a durable job queued with each message, due 10 minutes later
 * on the app's clock; at most one such e-mail per conversation and recipient an hour.
 */
export const CONVERSATION_UNREAD_JOB = 'conversation-unread';
export const UNREAD_MAIL_DELAY_MS = 10 * 60 * 1000;
export const UNREAD_MAIL_EVERY_MS = 60 * 60 * 1000;

/** The job's payload: the message that may still be unread, and who should have read it. */
export interface UnreadMailPayload {
  conversationId: string;
  messageId: string;
  recipientId: string;
}

/** How many of the unread messages the e-mail quotes (the newest). */
const QUOTED_MESSAGES = 5;

export interface UnreadMailDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  now: () => Date;
}

/**
 * The job: nothing when the recipient has read the conversation since the message, has message e-mails off, or was
 * e-mailed about this conversation within the hour; otherwise the side's emailed_at is claimed (an UPDATE that only
 * one instance's worker can win) and the e-mail queued in the same transaction, so two workers never both send and a
 * claim never goes without its e-mail. The e-mail quotes the messages still unread, in the recipient's language.
 */
export async function sendUnreadMail(deps: UnreadMailDeps, raw: unknown): Promise<void> {
  const { conversationId, messageId, recipientId } = raw as UnreadMailPayload;
  if (!isUuid(conversationId) || !isUuid(messageId) || !isUuid(recipientId)) return;
  const [found] = await deps.db
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
  const users = new UsersRepository(deps.db);
  const [recipient, sender] = await Promise.all([users.findById(recipientId), users.findById(message.senderId)]);
  if (!recipient || !sender || !recipient.notifyMessages) return;
  const now = deps.now();
  const emailedAt = side === 'low' ? conversations.lowEmailedAt : conversations.highEmailedAt;
  const hourAgo = new Date(now.getTime() - UNREAD_MAIL_EVERY_MS);
  const lastEmailed = side === 'low' ? conversation.lowEmailedAt : conversation.highEmailedAt;
  if (lastEmailed && lastEmailed.getTime() >= hourAgo.getTime()) return;

  // The messages of the other member the recipient has not read, newest QUOTED_MESSAGES, oldest first.
  const unread = await deps.db
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
      link: `${deps.config.publicUrl}${withParam(ROUTES.conversation.path, conversation.id)}`,
    }),
  );
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const claimed = await tx
      .update(conversations)
      .set(side === 'low' ? { lowEmailedAt: now } : { highEmailedAt: now })
      .where(and(eq(conversations.id, conversation.id), or(isNull(emailedAt), lt(emailedAt, hourAgo))))
      .returning({ id: conversations.id });
    if (claimed.length === 0) return;
    await deps.mailer.send({ ...mail, notification: { userId: recipient.id, category: 'messages' } }, tx);
  });
}

/** Registers the job's handler on the app's queue (app.ts), with the app's clock. */
export async function unreadMailJob(app: FastifyInstance): Promise<void> {
  const deps: UnreadMailDeps = { db: app.database.db, mailer: app.mailer, config: app.config, now: () => app.clock.now() };
  app.jobs.register(CONVERSATION_UNREAD_JOB, (payload) => sendUnreadMail(deps, payload));
}
