import type { FastifyInstance } from 'fastify';

/**
 * The e-mail about a message left unread: a durable job queued with each message, due 10 minutes later
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
export const QUOTED_MESSAGES = 5;

/** Registers the job's handler on the app's queue (app.ts): the conversations service, on the app's clock. */
export async function unreadMailJob(app: FastifyInstance): Promise<void> {
  app.jobs.register(CONVERSATION_UNREAD_JOB, (payload) => app.services.conversations.sendUnreadMail(payload));
}
