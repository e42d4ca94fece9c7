import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, streamTickets, users } from '../../db/schema';
import type { UserRow } from '../users/repository';

export type SessionRow = typeof sessions.$inferSelect;

/** SQL of server-side sessions. "Live" means: not revoked and not expired. */
export class SessionsRepository {
  constructor(private readonly db: Db) {}

  async insert(values: { userId: string; expiresAt: Date; mustChangePassword?: boolean; userAgent?: string | null; ip?: string | null }): Promise<SessionRow> {
    const [row] = await this.db.insert(sessions).values(values).returning();
    return row;
  }

  /** Keeps a live-stream ticket (its hash) of the session until expiresAt; tickets past theirs are dropped. */
  async issueTicket(sessionId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.delete(streamTickets).where(sql`${streamTickets.expiresAt} < now()`);
    await this.db.insert(streamTickets).values({ tokenHash, sessionId, expiresAt });
  }

  /** Uses up a ticket: its session once, if the ticket is unused and unexpired (on every instance, only once). */
  async takeTicket(tokenHash: string): Promise<string | undefined> {
    const [row] = await this.db
      .delete(streamTickets)
      .where(and(eq(streamTickets.tokenHash, tokenHash), gt(streamTickets.expiresAt, sql`now()`)))
      .returning({ sessionId: streamTickets.sessionId });
    return row?.sessionId;
  }

  /** The account and its session in one query, only while the session is live and the account not suspended. */
  async findLive(sessionId: string, userId?: string): Promise<{ user: UserRow; session: SessionRow } | undefined> {
    const [row] = await this.db
      .select({ user: users, session: sessions })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), userId === undefined ? undefined : eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), isNull(users.suspendedAt)));
    return row;
  }

  /** The account's live sessions, the most recently active first. */
  async listLive(userId: string): Promise<SessionRow[]> {
    return this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
      .orderBy(desc(sessions.lastActiveAt), desc(sessions.createdAt));
  }

  /** Ends one live session of the account; false when the account has no live session with that id. */
  async revokeOwn(sessionId: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
      .returning({ id: sessions.id });
    return rows.length > 0;
  }

  /** Marks the session active now, unless it was within the last minute (one write a minute at most). */
  async touch(sessionId: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ lastActiveAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), lt(sessions.lastActiveAt, sql`now() - interval '1 minute'`)));
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** Ends every live session of the account except `keep` (when given). */
  async revokeAllOf(userId: string, keep?: string): Promise<number> {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined))
      .returning({ id: sessions.id });
    return rows.length;
  }

  async update(sessionId: string, patch: Partial<Pick<SessionRow, 'mustChangePassword' | 'expiresAt'>>): Promise<void> {
    await this.db.update(sessions).set(patch).where(eq(sessions.id, sessionId));
  }

  /** Drops sessions that ended more than a day ago. */
  async purge(): Promise<void> {
    await this.db
      .delete(sessions)
      .where(sql`coalesce(${sessions.revokedAt}, ${sessions.expiresAt}) < now() - interval '1 day'`);
  }
}
