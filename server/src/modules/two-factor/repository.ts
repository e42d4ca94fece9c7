import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginTickets, totpCredentials, totpRecoveryCodes } from '../../db/schema';

export type TotpRow = typeof totpCredentials.$inferSelect;
export type LoginTicketRow = typeof loginTickets.$inferSelect;

/** SQL of two-step sign-in: the secret, the recovery codes (hashes) and the login tickets (hashes). */
export class TwoFactorRepository {
  constructor(private readonly db: Db) {}

  async find(userId: string): Promise<TotpRow | undefined> {
    const [row] = await this.db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId));
    return row;
  }

  /** A new secret waiting for its first code, in place of any earlier one that never got it. */
  async startSetup(userId: string, secret: string): Promise<void> {
    await this.db
      .insert(totpCredentials)
      .values({ userId, secret })
      .onConflictDoUpdate({ target: totpCredentials.userId, set: { secret, confirmedAt: null, lastStep: 0 }, where: isNull(totpCredentials.confirmedAt) });
  }

  /** Turns the waiting secret on with the step of its first code and the recovery codes' hashes; false if it was not waiting. */
  async confirm(userId: string, step: number, codeHashes: string[], at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const done = await tx
        .update(totpCredentials)
        .set({ confirmedAt: at, lastStep: step })
        .where(and(eq(totpCredentials.userId, userId), isNull(totpCredentials.confirmedAt)))
        .returning({ userId: totpCredentials.userId });
      if (done.length === 0) return false;
      await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
      await tx.insert(totpRecoveryCodes).values(codeHashes.map((codeHash) => ({ codeHash, userId })));
      return true;
    });
  }

  /** Takes the code of this time step: true only when no code of this step or a later one was taken before (on every instance, once). */
  async takeStep(userId: string, step: number): Promise<boolean> {
    const rows = await this.db
      .update(totpCredentials)
      .set({ lastStep: step })
      .where(and(eq(totpCredentials.userId, userId), lt(totpCredentials.lastStep, step)))
      .returning({ userId: totpCredentials.userId });
    return rows.length > 0;
  }

  /** Spends an unused recovery code of the account; false when there is none with this hash. */
  async spendRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(totpRecoveryCodes)
      .set({ usedAt: at })
      .where(and(eq(totpRecoveryCodes.codeHash, codeHash), eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)))
      .returning({ codeHash: totpRecoveryCodes.codeHash });
    return rows.length > 0;
  }

  /** Two-step sign-in off: the secret, the recovery codes and the account's waiting login tickets go. */
  async remove(userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
      await tx.delete(loginTickets).where(eq(loginTickets.userId, userId));
      await tx.delete(totpCredentials).where(eq(totpCredentials.userId, userId));
    });
  }

  /** Keeps a login ticket (its hash); tickets past their time are dropped. */
  async issueTicket(values: LoginTicketRow, now: Date): Promise<void> {
    await this.db.delete(loginTickets).where(lt(loginTickets.expiresAt, now));
    await this.db.insert(loginTickets).values(values);
  }

  /** The unexpired ticket with this hash, left in place (a wrong code does not spend it). */
  async findTicket(tokenHash: string, now: Date): Promise<LoginTicketRow | undefined> {
    const [row] = await this.db
      .select()
      .from(loginTickets)
      .where(and(eq(loginTickets.tokenHash, tokenHash), gt(loginTickets.expiresAt, now)));
    return row;
  }

  /** Uses up a ticket; false when it was already used (on every instance, only once). */
  async spendTicket(tokenHash: string): Promise<boolean> {
    const rows = await this.db.delete(loginTickets).where(eq(loginTickets.tokenHash, tokenHash)).returning({ tokenHash: loginTickets.tokenHash });
    return rows.length > 0;
  }
}
