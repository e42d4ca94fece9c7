import { eq } from 'drizzle-orm';
import {
  ACCOUNT_QUERY_MAX,
  accountRoleSchema,
  accountsMsg,
  type AccountDetail,
  type AccountSearchPage,
  type AccountStatus,
  type AccountSummary,
} from '@contracts/operator-accounts';
import { msg } from '@contracts/messages';
import { OPERATOR_REASON_MAX, operatorMsg, operatorReasonSchema, operatorRoleOf } from '@contracts/operator';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { validateBody } from '../../http/validate';
import { memberActor, recordAudit } from '../audit/record';
import { SessionsRepository } from '../sessions/repository';
import type { UserRow } from '../users/repository';
import type { UsersService } from '../users/service';
import { OperatorAccountsRepository, type AccountDetailRow, type AccountSummaryRow } from './repository';

export interface OperatorAccountsDeps {
  db: Db;
  users: UsersService;
  /** Counts account e-mails per address (the member's own resend shares the allowance); false when it is used up. */
  takeMail: (kind: string, address: string) => Promise<boolean>;
  /** The account's sessions ended: every instance closes their live streams at once. */
  sessionsEnded: (userId: string) => Promise<void>;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);
function statusOf(row: Pick<AccountSummaryRow, 'deletedAt' | 'suspendedAt' | 'approved'>): AccountStatus {
  if (row.deletedAt) return 'deleted';
  if (row.suspendedAt) return 'suspended';
  return row.approved ? 'active' : 'awaitingApproval';
}

function toSummary(row: AccountSummaryRow): AccountSummary {
  return { id: row.id, firstName: row.firstName, lastName: row.lastName, email: row.email, role: operatorRoleOf(row), status: statusOf(row), createdAt: row.createdAt.toISOString() };
}

/** The page number of ?page= (0 when absent or not a whole number ≥ 0). */
function pageNumber(value: unknown): number {
  return typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : 0;
}

/** The console's Accounts: search, one account's facts, and the actions that are not suspension. */
export class OperatorAccountsService {
  readonly repository: OperatorAccountsRepository;

  constructor(private readonly deps: OperatorAccountsDeps) {
    this.repository = new OperatorAccountsRepository(deps.db);
  }

  /** GET /admin/users?q=&page=: by name, e-mail, a whole id or a booking reference; newest first. */
  async search(query: { q?: unknown; page?: unknown }): Promise<AccountSearchPage> {
    const text = (typeof query.q === 'string' ? query.q : '').trim().slice(0, ACCOUNT_QUERY_MAX);
    const page = pageNumber(query.page);
    const exact = text ? await this.repository.referencedAccounts(text) : [];
    const { rows, hasMore } = await this.repository.search(text, exact, page);
    return { data: rows.map(toSummary), page, hasMore };
  }

  /** GET /admin/users/{userId}: 404 for an id that is no account. */
  async detail(userId: string): Promise<AccountDetail> {
    const row = await this.find(userId);
    const [reportsBy, reportsAbout] = [await this.repository.reports(row.id, 'by'), await this.repository.reports(row.id, 'about')];
    return toDetail(row, reportsBy, reportsAbout);
  }

  /** POST …/end-sessions { reason }: every session of the account ends, with its entry in the audit log; then its live streams close. */
  async endSessions(operator: UserRow, userId: string, body: unknown): Promise<{ ended: number }> {
    const { reason } = await validateBody(operatorReasonSchema, body);
    const target = await this.findUser(userId);
    const ended = await this.deps.users.inTransaction(async (tx) => {
      const count = await new SessionsRepository(tx).revokeAllOf(target.id);
      await recordAudit(tx, memberActor(operator), { action: 'endSessions', itemKind: 'user', itemId: target.id, reason, details: { sessions: count } });
      return count;
    });
    await this.deps.sessionsEnded(target.id);
    return { ended };
  }

  /** POST …/resend-verification { reason? }: the member's verification e-mail again, in their language, within its hourly allowance. */
  async resendVerification(operator: UserRow, userId: string, body: unknown): Promise<void> {
    const reason = typeof (body as { reason?: unknown } | null)?.reason === 'string' ? (body as { reason: string }).reason.trim().slice(0, OPERATOR_REASON_MAX) : '';
    const target = await this.findUser(userId);
    if (target.mailVerified) throw conflict(accountsMsg.alreadyVerified, 'alreadyVerified');
    if (!(await this.deps.takeMail('verification', target.email))) throw new HttpError(429, msg.tooManyRequests, 'tooManyRequests');
    await this.deps.users.inTransaction(async (tx) => {
      await this.deps.users.sendVerification(target, tx);
      await recordAudit(tx, memberActor(operator), { action: 'resendVerification', itemKind: 'user', itemId: target.id, reason });
    });
  }

  /** PUT …/role { role, reason } (administrators, password within 15 minutes): an administrator keeps their own role. */
  async changeRole(operator: UserRow, userId: string, body: unknown): Promise<AccountDetail> {
    const { role, reason } = await validateBody(accountRoleSchema, body);
    const target = await this.findUser(userId);
    if (target.id === operator.id && role !== 'admin') throw conflict(accountsMsg.ownAdminRole, 'ownAdminRole');
    const from = operatorRoleOf(target);
    await this.deps.users.inTransaction(async (tx) => {
      await tx.update(users).set({ isAdmin: role === 'admin', isModerator: role === 'moderator', updatedAt: new Date() }).where(eq(users.id, target.id));
      await recordAudit(tx, memberActor(operator), { action: 'changeRole', itemKind: 'user', itemId: target.id, reason, details: { from, to: role ?? null } });
    });
    return this.detail(target.id);
  }

  private async findUser(userId: string): Promise<UserRow> {
    const user = isUuid(userId) ? await this.deps.users.repository.findById(userId.toLowerCase()) : undefined;
    if (!user) throw notFound(operatorMsg.noSuchAccount);
    return user;
  }

  private async find(userId: string): Promise<AccountDetailRow> {
    const row = isUuid(userId) ? await this.repository.detail(userId.toLowerCase()) : undefined;
    if (!row) throw notFound(operatorMsg.noSuchAccount);
    return row;
  }
}

function toDetail(row: AccountDetailRow, reportsBy: AccountDetail['reportsBy'], reportsAbout: AccountDetail['reportsAbout']): AccountDetail {
  return {
    ...toSummary(row),
    suspension: row.suspendedAt ? { reason: row.suspensionReason ?? '', since: row.suspendedAt.toISOString() } : null,
    deletedAt: iso(row.deletedAt),
    lastSignInAt: iso(row.lastSignInAt ?? null),
    activeSessions: row.activeSessions,
    mailVerified: row.mailVerified,
    approved: row.approved,
    company: row.companyId ? { id: row.companyId, name: row.companyName ?? '', verifiedDomain: row.verifiedDomain, verifiedAt: iso(row.verifiedAt) } : null,
    counts: { vacancies: row.vacancies, applications: row.applications, bookings: row.bookings, reviewsGiven: row.reviewsGiven, reviewsReceived: row.reviewsReceived },
    reportsBy,
    reportsAbout,
  };
}
