import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailVerifications, users } from '../../db/schema';

/** SQL of accounts. Addresses are compared lower-cased (unique index on lower(email)). */
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

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

  /**
   * Makes the temporary password the password, once: only while it is still
   * the one that was checked (a concurrent second use finds it gone).
   */
  async promoteTempPassword(id: string, tempPasswordHash: string): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ passwordHash: tempPasswordHash, tempPasswordHash: null, tempPasswordExpiresAt: null, updatedAt: new Date() })
      .where(and(eq(users.id, id), eq(users.tempPasswordHash, tempPasswordHash)))
      .returning({ id: users.id });
    return rows.length === 1;
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
}
