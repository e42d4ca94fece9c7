import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { econsultationBookings } from './econsultations';
import { users } from './users';
import { vacancies } from './vacancies';

/**
 * Conversations between two members, one per pair and subject: a vacancy (an application to it), a
 * booking, or none (a business writing to a freelancer from their profile). The pair is stored ordered (user_low <
 * user_high), so either side finds the same row; each side's last read is kept beside it. The subject's title is
 * copied in, so a withdrawn application or a removed vacancy leaves the conversation readable.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userLow: uuid('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: uuid('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject', { enum: ['profile', 'vacancy', 'booking'] }).notNull(),
    /** The vacancy's or booking's id ('' for a profile): with the pair, what makes a conversation one of a kind. */
    subjectKey: text('subject_key').notNull().default(''),
    vacancyId: uuid('vacancy_id').references(() => vacancies.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => econsultationBookings.id, { onDelete: 'set null' }),
    /** The vacancy's title or the booking's reference when the conversation began. */
    subjectTitle: text('subject_title').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, precision: 3 }),
    lastMessageText: text('last_message_text').notNull().default(''),
    lastSenderId: uuid('last_sender_id'),
    lowReadAt: timestamp('low_read_at', { withTimezone: true, precision: 3 }),
    highReadAt: timestamp('high_read_at', { withTimezone: true, precision: 3 }),
    /** When each side was last e-mailed about unread messages here (at most one such e-mail an hour). */
    lowEmailedAt: timestamp('low_emailed_at', { withTimezone: true, precision: 3 }),
    highEmailedAt: timestamp('high_emailed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('conversations_pair_subject_idx').on(t.userLow, t.userHigh, t.subject, t.subjectKey),
    // Each side's inbox, newest activity first.
    index('conversations_low_recent_idx').on(t.userLow, sql`coalesce(${t.lastMessageAt}, ${t.createdAt}) desc`, t.id),
    index('conversations_high_recent_idx').on(t.userHigh, sql`coalesce(${t.lastMessageAt}, ${t.createdAt}) desc`, t.id),
  ],
);

/** The messages of a conversation: plain text, newest read first (history loads as the reader scrolls up). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The order messages were stored in, across instances: the live stream's event id (Last-Event-ID resumes after it). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    /** An attached PDF or image, stored under a server-made key; its name as the sender's file had it (cleaned). */
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentSize: integer('attachment_size'),
  },
  (t) => [
    // A stream resuming after Last-Event-ID: each of the member's conversations from that order on.
    index('messages_conversation_seq_idx').on(t.conversationId, t.seq),
    index('messages_conversation_recent_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    // A sender's last minute: the burst limit.
    index('messages_sender_recent_idx').on(t.senderId, t.createdAt.desc()),
    // The console's numbers: messages per day.
    index('messages_created_idx').on(t.createdAt),
  ],
);

/** A member who may no longer write to another (what was said stays). */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);

/** A member's report of a conversation, for an operator (the console's queue; npm run admin -- conversation-reports); open while resolved_at is null. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Closed by an operator (the queue): when, by whom, and what they did ('dismissed', 'hidden', 'warned', 'suspended'). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
  },
  (t) => [
    index('conversation_reports_recent_idx').on(t.createdAt.desc()),
    index('conversation_reports_open_idx').on(t.createdAt, t.id).where(sql`${t.resolvedAt} is null`),
  ],
);
