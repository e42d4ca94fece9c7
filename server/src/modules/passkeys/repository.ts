import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passkeyChallenges, passkeys } from '../../db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = (typeof passkeyChallenges.$inferSelect)['purpose'];

/** SQL of passkeys and their challenges. */
export class PasskeysRepository {
  constructor(private readonly db: Db) {}

  listOf(userId: string): Promise<PasskeyRow[]> {
    return this.db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  }

  async countOf(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
    return Number(row.n);
  }

  async findByCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
    const [row] = await this.db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
    return row;
  }

  /** The new passkey; undefined when that credential is stored already (the unique index decides). */
  async insert(values: Pick<PasskeyRow, 'userId' | 'credentialId' | 'publicKey' | 'counter' | 'transports' | 'name'>): Promise<PasskeyRow | undefined> {
    const [row] = await this.db.insert(passkeys).values(values).onConflictDoNothing({ target: passkeys.credentialId }).returning();
    return row;
  }

  async rename(userId: string, id: string, name: string): Promise<PasskeyRow | undefined> {
    const [row] = await this.db.update(passkeys).set({ name }).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId))).returning();
    return row;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const rows = await this.db.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId))).returning({ id: passkeys.id });
    return rows.length === 1;
  }

  /**
   * A successful sign-in: the new counter and the time. Only while the stored
   * counter is still the one checked, so two sign-ins racing with the same
   * counter value cannot both pass.
   */
  async used(id: string, checkedCounter: number, newCounter: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(passkeys)
      .set({ counter: newCounter, lastUsedAt: now })
      .where(and(eq(passkeys.id, id), eq(passkeys.counter, checkedCounter)))
      .returning({ id: passkeys.id });
    return rows.length === 1;
  }

  /** Keeps a challenge's hash until expiresAt; challenges past theirs at `now` are dropped. */
  async issueChallenge(challengeHash: string, purpose: ChallengePurpose, userId: string | null, expiresAt: Date, now: Date): Promise<void> {
    await this.db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
    await this.db.insert(passkeyChallenges).values({ challengeHash, purpose, userId, expiresAt });
  }

  /** Uses up a challenge: true once, when it is unexpired at `now` and was issued for this purpose (and account). */
  async takeChallenge(challengeHash: string, purpose: ChallengePurpose, userId: string | null, now: Date): Promise<boolean> {
    const rows = await this.db
      .delete(passkeyChallenges)
      .where(
        and(
          eq(passkeyChallenges.challengeHash, challengeHash),
          eq(passkeyChallenges.purpose, purpose),
          userId === null ? sql`${passkeyChallenges.userId} is null` : eq(passkeyChallenges.userId, userId),
          gt(passkeyChallenges.expiresAt, now),
        ),
      )
      .returning({ challengeHash: passkeyChallenges.challengeHash });
    return rows.length === 1;
  }
}
