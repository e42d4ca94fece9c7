import { and, asc, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationReports, conversations, freelancers, memberBlocks, messages, users, vacancies, vacancyApplications } from '../../db/schema';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** A message's file as stored: the server's key, the sender's (cleaned) name, its type by content and size. */
export interface StoredAttachment {
  key: string;
  name: string;
  type: string;
  size: number;
}

/** The pair in the stored order (user_low < user_high). */
export const orderedPair = (a: string, b: string): { userLow: string; userHigh: string } => (a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a });

/** An inbox line as read: the conversation, the other member's name, the viewer's unread count and the blocks either way. */
export interface InboxRow {
  conversation: ConversationRow;
  other: { id: string; firstName: string; lastName: string };
  unread: number;
  blocked: boolean;
  blockedByOther: boolean;
}

/**
 * How many of a conversation's messages from the other member `userId` has not read: written on the table's own name,
 * so it reads the same in the inbox (joined) and in the total (the columns of a message would otherwise shadow them).
 */
const unreadSql = (userId: string) =>
  sql<number>`(select count(*)::int from ${messages} m where m.conversation_id = "conversations"."id" and m.sender_id <> ${userId}
    and m.created_at > coalesce(case when "conversations"."user_low" = ${userId} then "conversations"."low_read_at" else "conversations"."high_read_at" end, '-infinity'::timestamptz))`;

/** SQL of conversations, their messages, blocks and reports. */
export class ConversationsRepository {
  constructor(private readonly db: Db) {}

  async find(id: string): Promise<ConversationRow | undefined> {
    const [row] = await this.db.select().from(conversations).where(eq(conversations.id, id));
    return row;
  }

  /** The conversation of the pair about the subject, made if there is none yet (one per pair and subject). */
  async findOrCreate(values: typeof conversations.$inferInsert & { subjectKey: string }): Promise<ConversationRow> {
    await this.db.insert(conversations).values(values).onConflictDoNothing();
    const row = await this.existing(values);
    if (!row) throw new Error('the conversation was neither found nor made');
    return row;
  }

  /** The pair's conversation about the subject, if they have one. */
  async existing(values: Pick<ConversationRow, 'userLow' | 'userHigh' | 'subject' | 'subjectKey'>): Promise<ConversationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.userLow, values.userLow), eq(conversations.userHigh, values.userHigh), eq(conversations.subject, values.subject), eq(conversations.subjectKey, values.subjectKey)));
    return row;
  }

  /** The member's conversations, newest activity first (each side's index), with the other's name, unread count and block; or the one of `onlyId`. */
  async inbox(userId: string, offset: number, limit: number, onlyId?: string): Promise<InboxRow[]> {
    const c = conversations;
    const otherId = sql<string>`case when ${c.userLow} = ${userId} then ${c.userHigh} else ${c.userLow} end`;
    const rows = await this.db
      .select({
        conversation: c,
        other: { id: users.id, firstName: users.firstName, lastName: users.lastName },
        unread: unreadSql(userId),
        blocked: sql<boolean>`exists (select 1 from ${memberBlocks} b where b.blocker_id = ${userId} and b.blocked_id = ${otherId})`,
        blockedByOther: sql<boolean>`exists (select 1 from ${memberBlocks} b where b.blocker_id = ${otherId} and b.blocked_id = ${userId})`,
      })
      .from(c)
      .innerJoin(users, eq(users.id, otherId))
      .where(and(sql`(${c.userLow} = ${userId} or ${c.userHigh} = ${userId})`, onlyId ? eq(c.id, onlyId) : undefined))
      .orderBy(sql`coalesce(${c.lastMessageAt}, ${c.createdAt}) desc`, desc(c.id))
      .limit(limit)
      .offset(offset);
    return rows;
  }

  /** Messages from others the member has not read, over all their conversations (the header's count). */
  async unreadTotal(userId: string): Promise<number> {
    const c = conversations;
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(sum(${unreadSql(userId)}), 0)::int` })
      .from(c)
      .where(sql`(${c.userLow} = ${userId} or ${c.userHigh} = ${userId}) and ${c.lastMessageAt} is not null`);
    return Number(row?.n ?? 0);
  }

  /** A page of history before a message (or the newest), newest first; one more than asked tells whether more exist. */
  async history(conversationId: string, before: MessageRow | undefined, limit: number): Promise<MessageRow[]> {
    const m = messages;
    const older = before ? sql`(${m.createdAt}, ${m.id}) < (${before.createdAt}, ${before.id})` : undefined;
    return this.db
      .select()
      .from(m)
      .where(and(eq(m.conversationId, conversationId), older))
      .orderBy(desc(m.createdAt), desc(m.id))
      .limit(limit + 1);
  }

  async message(conversationId: string, id: string): Promise<MessageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.id, id)));
    return row;
  }

  /** Stores a message (and its file's record) and makes it the conversation's last; the sender has read up to it. */
  async send(conversation: ConversationRow, senderId: string, text: string, at: Date, attachment?: StoredAttachment): Promise<MessageRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(messages)
        .values({ conversationId: conversation.id, senderId, text, createdAt: at, attachmentKey: attachment?.key, attachmentName: attachment?.name, attachmentType: attachment?.type, attachmentSize: attachment?.size })
        .returning();
      const read = senderId === conversation.userLow ? { lowReadAt: at } : { highReadAt: at };
      await tx
        .update(conversations)
        .set({ lastMessageAt: at, lastMessageText: (text || attachment?.name || '').slice(0, 200), lastSenderId: senderId, ...read })
        .where(eq(conversations.id, conversation.id));
      return row;
    });
  }

  /** A message and the two members of its conversation (the live stream's reading of a notice). */
  async messageWithPair(id: string): Promise<{ message: MessageRow; userLow: string; userHigh: string } | undefined> {
    const [row] = await this.db
      .select({ message: messages, userLow: conversations.userLow, userHigh: conversations.userHigh })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(eq(messages.id, id));
    return row;
  }

  /** The messages of the member's conversations stored after `seq`, in order (a stream resuming from Last-Event-ID). */
  async messagesSince(userId: string, seq: number, limit: number): Promise<MessageRow[]> {
    const rows = await this.db
      .select({ message: messages })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(gt(messages.seq, seq), or(eq(conversations.userLow, userId), eq(conversations.userHigh, userId))))
      .orderBy(asc(messages.seq))
      .limit(limit);
    return rows.map((row) => row.message);
  }

  async markRead(conversation: ConversationRow, userId: string, at: Date): Promise<void> {
    await this.db
      .update(conversations)
      .set(userId === conversation.userLow ? { lowReadAt: at } : { highReadAt: at })
      .where(eq(conversations.id, conversation.id));
  }

  /** How many messages the member sent since `since` (the burst limit). */
  async sentSince(senderId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.senderId, senderId), gt(messages.createdAt, since)));
    return row.n;
  }

  async isBlocked(blockerId: string, blockedId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(memberBlocks)
      .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)));
    return Boolean(row);
  }

  async setBlock(blockerId: string, blockedId: string, blocked: boolean): Promise<void> {
    if (blocked) await this.db.insert(memberBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
    else await this.db.delete(memberBlocks).where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)));
  }

  async report(conversationId: string, reporterId: string, reason: string): Promise<void> {
    await this.db.insert(conversationReports).values({ conversationId, reporterId, reason });
  }

  async reports(limit: number): Promise<{ conversationId: string; reason: string; createdAt: Date }[]> {
    return this.db
      .select({ conversationId: conversationReports.conversationId, reason: conversationReports.reason, createdAt: conversationReports.createdAt })
      .from(conversationReports)
      .orderBy(desc(conversationReports.createdAt))
      .limit(limit);
  }

  // --- what a conversation may be about -------------------------------------------------------

  async hasFreelancerProfile(userId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: freelancers.id }).from(freelancers).where(eq(freelancers.userId, userId));
    return Boolean(row);
  }

  /** The vacancy's business and title. */
  async vacancy(vacancyId: string): Promise<{ ownerId: string; title: string } | undefined> {
    const [row] = await this.db.select({ ownerId: vacancies.userId, title: vacancies.title }).from(vacancies).where(eq(vacancies.id, vacancyId));
    return row;
  }

  async applied(vacancyId: string, freelancerUserId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(vacancyApplications)
      .where(and(eq(vacancyApplications.vacancyId, vacancyId), eq(vacancyApplications.freelancerUserId, freelancerUserId)));
    return Boolean(row);
  }
}
