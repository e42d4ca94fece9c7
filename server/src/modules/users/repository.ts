import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailChanges, emailVerifications, users } from '../../db/schema';

/** SQL of accounts. Addresses are compared lower-cased (unique index on lower(email)). */
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'createdAt'>>;
export type EmailChangeRow = typeof emailChanges.$inferSelect;

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email.trim()})`;

/** True when a driver error is a unique-constraint violation (PostgreSQL 23505), wrapped or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export class UsersRepository {
  constructor(private readonly db: Db) {}

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(byEmail(email));
    return row;
  }

  /** Whether another account (not exceptId) already uses this address, in any case. */
  async emailTaken(email: string, exceptId?: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(exceptId ? and(byEmail(email), ne(users.id, exceptId)) : byEmail(email));
    return Boolean(row);
  }

  async insert(values: NewUser): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(values).returning();
    return row;
  }

  async update(id: string, patch: UserPatch): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  async listPending(): Promise<UserRow[]> {
    return this.db.select().from(users).where(eq(users.approved, false)).orderBy(asc(users.createdAt));
  }

  async insertVerification(values: { userId: string; tokenHash: string; email: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(emailVerifications).values(values);
  }

  async findVerification(tokenHash: string) {
    const [row] = await this.db.select().from(emailVerifications).where(eq(emailVerifications.tokenHash, tokenHash));
    return row;
  }

  /** Spends a verification link; false when it was spent already (also by a concurrent request). */
  async spendVerification(id: string): Promise<boolean> {
    const rows = await this.db
      .update(emailVerifications)
      .set({ usedAt: new Date() })
      .where(and(eq(emailVerifications.id, id), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, new Date())))
      .returning({ id: emailVerifications.id });
    return rows.length === 1;
  }

  /** A new e-mail change request; any earlier open request of the account is replaced (cancelled). */
  async insertEmailChange(values: {
    userId: string;
    oldEmail: string;
    newEmail: string;
    confirmTokenHash: string;
    cancelTokenHash: string;
    expiresAt: Date;
    cancelExpiresAt: Date;
  }): Promise<void> {
    await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await new UsersRepository(tx).cancelOpenEmailChanges(values.userId);
      await tx.insert(emailChanges).values(values);
    });
  }

  /**
   * Cancels every e-mail change of the account still waiting for its
   * confirmation link (that link then answers reason=cancelled). Returns how many.
   */
  async cancelOpenEmailChanges(userId: string): Promise<number> {
    const rows = await this.db
      .update(emailChanges)
      .set({ cancelledAt: new Date() })
      .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.cancelledAt)))
      .returning({ id: emailChanges.id });
    return rows.length;
  }

  /** The address waiting for confirmation, if any (the newest open, unexpired request). */
  async pendingEmail(userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ newEmail: emailChanges.newEmail })
      .from(emailChanges)
      .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.cancelledAt), gt(emailChanges.expiresAt, sql`now()`)))
      .orderBy(desc(emailChanges.createdAt))
      .limit(1);
    return row?.newEmail ?? null;
  }

  async findEmailChange(by: 'confirm' | 'cancel', tokenHash: string): Promise<EmailChangeRow | undefined> {
    const column = by === 'confirm' ? emailChanges.confirmTokenHash : emailChanges.cancelTokenHash;
    const [row] = await this.db.select().from(emailChanges).where(eq(column, tokenHash));
    return row;
  }

  /**
   * Applies a confirmed change in one transaction: the request is spent (only
   * once, also against a concurrent click) and the account takes the new,
   * now verified address. False when the request was spent or cancelled meanwhile.
   */
  async applyEmailChange(change: EmailChangeRow, extra: UserPatch): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const spent = await tx
        .update(emailChanges)
        .set({ confirmedAt: new Date() })
        .where(and(eq(emailChanges.id, change.id), isNull(emailChanges.confirmedAt), isNull(emailChanges.cancelledAt)))
        .returning({ id: emailChanges.id });
      if (spent.length === 0) return false;
      await tx
        .update(users)
        .set({ ...extra, email: change.newEmail, mailVerified: true, updatedAt: new Date() })
        .where(eq(users.id, change.userId));
      return true;
    });
  }

  /**
   * Spends a temporary password on the login it opens, once (also against a
   * concurrent login): false when it was spent, replaced or expired meanwhile.
   * Its hash stays until the password is set, as the `current` password of
   * the one session it opened (which lives an hour at most).
   */
  async spendTemporaryPassword(userId: string, tempPasswordHash: string): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ tempPasswordExpiresAt: null, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.tempPasswordHash, tempPasswordHash), gt(users.tempPasswordExpiresAt, sql`now()`)))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  /** Marks a request cancelled; false when it was cancelled already. */
  async cancelEmailChange(id: string): Promise<boolean> {
    const rows = await this.db
      .update(emailChanges)
      .set({ cancelledAt: new Date() })
      .where(and(eq(emailChanges.id, id), isNull(emailChanges.cancelledAt)))
      .returning({ id: emailChanges.id });
    return rows.length === 1;
  }
}
