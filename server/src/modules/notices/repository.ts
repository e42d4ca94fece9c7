import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notices } from '../../db/schema';
import type { NoticeInput } from './kinds';

export type NoticeRow = typeof notices.$inferSelect;

/** The member's unread notices (the partial index of unread ones). */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  return row?.n ?? 0;
}

/** The SQL of the notification centre. */
export class NoticesRepository {
  constructor(private readonly db: Db) {}

  async insert(list: NoticeInput[], createdAt: Date): Promise<void> {
    if (list.length === 0) return;
    await this.db.insert(notices).values(list.map((notice) => ({ userId: notice.userId, kind: notice.kind, parts: notice.parts, link: notice.link, createdAt })));
  }

  /** One page, newest first, and one more row when an older page exists. */
  page(userId: string, page: number, size: number): Promise<NoticeRow[]> {
    return this.db
      .select()
      .from(notices)
      .where(eq(notices.userId, userId))
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(size + 1)
      .offset(page * size);
  }

  /** How many of these ids are the member's notices. */
  async ownCount(userId: string, ids: string[]): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notices)
      .where(and(eq(notices.userId, userId), inArray(notices.id, ids)));
    return row?.n ?? 0;
  }

  /** Marks the member's unread notices read: these ids, or all of them. */
  async markRead(userId: string, ids: string[] | 'all', readAt: Date): Promise<void> {
    await this.db
      .update(notices)
      .set({ readAt })
      .where(and(eq(notices.userId, userId), isNull(notices.readAt), ids === 'all' ? undefined : inArray(notices.id, ids)));
  }

  /** Deletes the notices created before `before`; answers how many. */
  async purge(before: Date): Promise<number> {
    const gone = await this.db.delete(notices).where(lt(notices.createdAt, before)).returning({ id: notices.id });
    return gone.length;
  }
}
