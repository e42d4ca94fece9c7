import { and, eq, gt, lt, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addressThrottles, robotProofs } from '../../db/schema';

/** SQL of the abuse guards: spent robot proofs and per-address counters. */
export class AbuseRepository {
  constructor(private readonly db: Db) {}

  /** Records a proof as spent; false when it had been spent before (atomic across requests). */
  async spendRobotProof(id: string, expiresAt: Date): Promise<boolean> {
    const rows = await this.db.insert(robotProofs).values({ id, expiresAt }).onConflictDoNothing().returning({ id: robotProofs.id });
    return rows.length === 1;
  }

  /** Whether a proof id was spent already (read only; spending stays spendRobotProof). */
  async isRobotProofSpent(id: string): Promise<boolean> {
    const rows = await this.db.select({ id: robotProofs.id }).from(robotProofs).where(eq(robotProofs.id, id));
    return rows.length > 0;
  }

  /**
   * Counts one event for (action, subject) in a window of windowSeconds and
   * returns the count in the current window. One atomic upsert: concurrent
   * requests never lose a count.
   */
  async count(action: string, subject: string, windowSeconds: number): Promise<number> {
    return (await this.countInWindow(action, subject, windowSeconds)).count;
  }

  /** As count, with the whole seconds left until the current window ends (so a 429 can say how long to wait). */
  async countInWindow(action: string, subject: string, windowSeconds: number): Promise<{ count: number; secondsLeft: number }> {
    const expired = sql`address_throttles.window_started_at <= now() - ${windowSeconds} * interval '1 second'`;
    const [row] = await this.db
      .insert(addressThrottles)
      .values({ action, subject, count: 1 })
      .onConflictDoUpdate({
        target: [addressThrottles.action, addressThrottles.subject],
        set: {
          count: sql`case when ${expired} then 1 else address_throttles.count + 1 end`,
          windowStartedAt: sql`case when ${expired} then now() else address_throttles.window_started_at end`,
        },
      })
      .returning({
        count: addressThrottles.count,
        secondsLeft: sql<number>`greatest(0, ceil(extract(epoch from (${addressThrottles.windowStartedAt} + ${windowSeconds} * interval '1 second' - now()))))::int`,
      });
    return { count: row.count, secondsLeft: Number(row.secondsLeft) };
  }

  /**
   * Blocks (action, subject): the first block lasts baseSeconds, each further
   * one twice as long, at most maxSeconds. The window's count starts again.
   */
  async block(action: string, subject: string, baseSeconds: number, maxSeconds: number): Promise<void> {
    await this.db
      .update(addressThrottles)
      .set({
        blockedUntil: sql`now() + least(${baseSeconds} * power(2, address_throttles.strikes), ${maxSeconds}) * interval '1 second'`,
        strikes: sql`address_throttles.strikes + 1`,
        count: 0,
        windowStartedAt: sql`now()`,
      })
      .where(and(eq(addressThrottles.action, action), eq(addressThrottles.subject, subject)));
  }

  /** The whole seconds (at least 1) until (action, subject) is no longer blocked; 0 when it is not blocked. */
  async blockedSeconds(action: string, subject: string): Promise<number> {
    const [row] = await this.db
      .select({ secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from (${addressThrottles.blockedUntil} - now()))))::int` })
      .from(addressThrottles)
      .where(and(eq(addressThrottles.action, action), eq(addressThrottles.subject, subject), gt(addressThrottles.blockedUntil, sql`now()`)));
    return row ? Number(row.secondsLeft) : 0;
  }

  async clear(action: string, subject: string): Promise<void> {
    await this.db.delete(addressThrottles).where(and(eq(addressThrottles.action, action), eq(addressThrottles.subject, subject)));
  }

  /** Drops spent proofs past their expiry and counters idle for a day. */
  async purge(): Promise<void> {
    await this.db.delete(robotProofs).where(lt(robotProofs.expiresAt, sql`now()`));
    await this.db
      .delete(addressThrottles)
      .where(
        and(
          lt(addressThrottles.windowStartedAt, sql`now() - interval '1 day'`),
          or(isNull(addressThrottles.blockedUntil), lt(addressThrottles.blockedUntil, sql`now()`)),
        ),
      );
  }
}
