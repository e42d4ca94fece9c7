import { eq } from 'drizzle-orm';
import { operatorMsg, operatorReasonSchema, type SuspensionState } from '@contracts/operator';
import type { Db } from '../../db/client';
import { companies, freelancers, users, vacancies } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { validateBody } from '../../http/validate';
import { memberActor, recordAudit } from '../audit/record';
import { clockOf, type Clock, type ServiceDeps } from '../deps';
import { SessionsRepository } from '../sessions/repository';
import type { UserRow } from '../users/repository';

export interface SuspensionsDeps extends ServiceDeps {
  /** The account's sessions ended: every instance closes its live streams at once (as a password change does). */
  sessionsEnded?: (userId: string) => Promise<void>;
}

type Operator = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'isAdmin'>;

/**
 * Suspension of an account by an operator (POST /admin/users/{userId}/suspend, …/restore). Reversible: nothing of the
 * account is removed. Suspending, in one transaction with its audit entry: the account is marked, every session ends,
 * and its freelancer profile, vacancies and company page are withheld (owner_suspended, which the lists and pages read);
 * then its live streams close. Restoring clears the same marks, so everything shows again as it was.
 */
export class SuspensionsService {
  private readonly now: Clock;

  constructor(private readonly deps: SuspensionsDeps) {
    this.now = clockOf(deps.now);
  }

  async suspend(operator: Operator, userId: string, body: unknown): Promise<SuspensionState> {
    const { reason } = await validateBody(operatorReasonSchema, body);
    let ended = 0;
    const state = await this.change(operator, userId, async (tx, target) => {
      if (target.suspendedAt) throw conflict(operatorMsg.alreadySuspended, 'alreadySuspended');
      const at = this.now();
      await tx.update(users).set({ suspendedAt: at, suspensionReason: reason }).where(eq(users.id, userId));
      ended = await new SessionsRepository(tx).revokeAllOf(userId);
      await markOwned(tx, userId, true);
      await recordAudit(tx, memberActor(operator), { action: 'suspendUser', itemKind: 'user', itemId: userId, reason, details: { sessionsEnded: ended } });
      return { userId, suspendedAt: at.toISOString(), reason };
    });
    await this.deps.sessionsEnded?.(userId);
    return state;
  }

  async restore(operator: Operator, userId: string, body: unknown): Promise<SuspensionState> {
    const { reason } = await validateBody(operatorReasonSchema, body);
    return this.change(operator, userId, async (tx, target) => {
      if (!target.suspendedAt) throw conflict(operatorMsg.notSuspended, 'notSuspended');
      await tx.update(users).set({ suspendedAt: null, suspensionReason: null }).where(eq(users.id, userId));
      await markOwned(tx, userId, false);
      await recordAudit(tx, memberActor(operator), { action: 'restoreUser', itemKind: 'user', itemId: userId, reason });
      return { userId, suspendedAt: null, reason: null };
    });
  }

  /**
   * The account locked for the change, after the checks both actions share: 404 for no such account, 403 for one's own
   * account, and for a moderator acting on an operator.
   */
  private async change(operator: Operator, userId: string, work: (tx: Db, target: UserRow) => Promise<SuspensionState>): Promise<SuspensionState> {
    if (!isUuid(userId)) throw notFound(operatorMsg.noSuchAccount);
    return this.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!target) throw notFound(operatorMsg.noSuchAccount);
      if (target.id === operator.id) throw forbidden(operatorMsg.suspendSelf);
      if ((target.isAdmin || target.isModerator) && !operator.isAdmin) throw forbidden(operatorMsg.suspendOperator);
      return work(tx, target);
    });
  }
}

/** Withholds (or shows again) everything the account owns that others see: its profile, vacancies and company page. */
async function markOwned(tx: Db, userId: string, suspended: boolean): Promise<void> {
  await tx.update(freelancers).set({ ownerSuspended: suspended }).where(eq(freelancers.userId, userId));
  await tx.update(vacancies).set({ ownerSuspended: suspended }).where(eq(vacancies.userId, userId));
  await tx.update(companies).set({ ownerSuspended: suspended }).where(eq(companies.userId, userId));
}
