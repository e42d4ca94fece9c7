import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { deleteAccountSchema, ERASE_AFTER_DAYS, type AccountDeleted } from '@contracts/account-data';
import { msg } from '@contracts/messages';
import type { Db } from '../../db/client';
import { accountDeletions, companies, freelancers, vacancies } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { deleteQuietly } from '../../http/multipart';
import { validateBody } from '../../http/validate';
import type { JobQueue } from '../../jobs/queue';
import { inLanguageOf } from '../../plugins/locale';
import type { Mailer } from '../../plugins/mail';
import type { AddressThrottle } from '../../plugins/rate-limit';
import type { Storage } from '../../storage';
import { clockOf, type ServiceDeps } from '../deps';
import { SessionsRepository } from '../sessions/repository';
import { verifyPassword } from '../users/password';
import { UsersRepository, type UserRow } from '../users/repository';
import { accountDeletedMail } from './emails';
import { eraseAccount } from './erase';
import { exportAccount, type AccountExport } from './export';

/** The job kind that erases a deleted account's personal data; its payload is { userId }. */
export const ERASE_JOB = 'account-erase';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AccountDataDeps extends ServiceDeps {
  mailer: Mailer;
  jobs: JobQueue;
  storage: Storage;
  /** Counts a wrong password as a failed sign-in of the account's address from this client. */
  guessGuard?: Pick<AddressThrottle, 'assertLoginAllowed' | 'loginFailed'>;
}

/** Whether the account was deleted (POST /user/delete): it cannot sign in again. */
export async function isAccountDeleted(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: accountDeletions.userId }).from(accountDeletions).where(eq(accountDeletions.userId, userId));
  return row !== undefined;
}

/** "Your data" in My Account: the member's data as JSON, and the deletion of the account with its erasure later. */
export class AccountDataService {
  private readonly now;

  constructor(private readonly deps: AccountDataDeps) {
    this.now = clockOf(deps.now);
  }

  /** GET /user/export */
  export(user: UserRow): Promise<AccountExport> {
    return exportAccount(this.deps.db, user, this.now());
  }

  /**
   * POST /user/delete { password }. A wrong password is 400 and counts as a failed sign-in. Then, in one
   * transaction: every session ends, the profile is unpublished, the vacancies are removed (as DELETE /vacancy does),
   * the company page and its logo go, the erasure is queued ERASE_AFTER_DAYS later and the confirmation is mailed.
   */
  async deleteAccount(user: UserRow, body: unknown, client: string): Promise<AccountDeleted> {
    const { password } = await validateBody(deleteAccountSchema, body);
    await this.deps.guessGuard?.assertLoginAllowed(user.email, client);
    if (!(await verifyPassword(password, user.passwordHash))) {
      await this.deps.guessGuard?.loginFailed(user.email, client);
      throw badRequest(msg.deleteWrongPassword, 'wrongPassword');
    }
    const now = this.now();
    const eraseAfter = new Date(now.getTime() + ERASE_AFTER_DAYS * DAY_MS);
    const files: string[] = [];
    await this.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [first] = await tx.insert(accountDeletions).values({ userId: user.id, deletedAt: now, eraseAfter }).onConflictDoNothing().returning();
      if (!first) return;
      await new SessionsRepository(tx).revokeAllOf(user.id);
      await new UsersRepository(tx).cancelOpenEmailChanges(user.id);
      await tx.update(freelancers).set({ publish: false }).where(eq(freelancers.userId, user.id));
      const open = and(eq(vacancies.userId, user.id), isNull(vacancies.deletedAt));
      const pdfs = await tx.select({ key: vacancies.fileKey }).from(vacancies).where(and(open, isNotNull(vacancies.fileKey)));
      await tx.update(vacancies).set({ title: '', deletedAt: now, fileKey: null, fileName: null, fileSize: null }).where(open);
      const logos = await tx.delete(companies).where(eq(companies.userId, user.id)).returning({ key: companies.logoKey });
      for (const { key } of [...pdfs, ...logos]) if (key) files.push(key);
      await this.deps.jobs.enqueue(ERASE_JOB, { userId: user.id }, { runAt: eraseAfter, dedupeKey: `${ERASE_JOB}:${user.id}` }, tx);
      const { config } = this.deps;
      await this.deps.mailer.send(inLanguageOf(user, () => accountDeletedMail(user.email, user.firstName, ERASE_AFTER_DAYS, config.contactEmail)), tx);
    });
    await deleteQuietly(this.deps.storage, files);
    return { deleted: true, eraseAfter: eraseAfter.toISOString() };
  }

  /** The ERASE_JOB: erases the account's personal data once its time has come; false when there was nothing to do. */
  async erase(payload: unknown): Promise<boolean> {
    const { userId } = (payload ?? {}) as { userId?: unknown };
    if (typeof userId !== 'string') return false;
    const files = await eraseAccount(this.deps.db, userId, this.now());
    if (files === undefined) return false;
    await deleteQuietly(this.deps.storage, files);
    return true;
  }
}
