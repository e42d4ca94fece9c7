import { QUEUE_ACTIONS, QUEUE_ACTIONS_OF, QUEUE_FILTERS, QUEUE_KINDS, QUEUE_PAGE_SIZE, REASON_REQUIRED, queueFilterOf, queueMsg, type QueueAction, type QueueFilter, type QueueItemDetail, type QueueKind, type QueuePage, type ReportResolution } from '@contracts/queue';
import { OPERATOR_REASON_MAX } from '@contracts/operator';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import type { Mailer } from '../../plugins/mail';
import { inLanguageOf } from '../../plugins/locale';
import { recordAudit, type AuditActor } from '../audit/record';
import { clockOf, type Clock, type ServiceDeps } from '../deps';
import { ReviewsRepository } from '../reviews/repository';
import { UsersRepository } from '../users/repository';
import { approvedMail, rejectedMail, warningMail } from './emails';
import { QueueDetails } from './details';
import { QueueRepository, approveWaiting, closeReports, rejectApproval } from './repository';

export interface QueueServiceDeps extends ServiceDeps {
  mailer: Mailer;
}

type Approval = 'account' | 'freelancer' | 'vacancy';
type ReportTable = 'report' | 'reviewReport' | 'conversationReport';
const isApproval = (kind: QueueKind): kind is Approval => kind === 'account' || kind === 'freelancer' || kind === 'vacancy';

const RESOLUTION: Partial<Record<QueueAction, ReportResolution>> = { dismiss: 'dismissed', warn: 'warned', hide: 'hidden', suspend: 'suspended' };

/** The page number of ?page= (0 for none or nonsense, as the other lists). */
const pageOf = (value: unknown): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n < 10_000 ? n : 0;
};

/**
 * The operator console's queue: what waits (approvals under APPROVAL=manual, open reports), each item's details, and
 * its resolution — the change, its e-mail and its audit entry in one transaction.
 */
export class QueueService {
  readonly repository: QueueRepository;
  private readonly details: QueueDetails;
  private readonly now: Clock;

  constructor(private readonly deps: QueueServiceDeps) {
    this.repository = new QueueRepository(deps.db);
    this.details = new QueueDetails(this.repository, deps.config);
    this.now = clockOf(deps.now);
  }

  /** Approvals wait for an operator only under APPROVAL=manual. */
  private get approvals(): boolean {
    return this.deps.config.approval === 'manual';
  }

  private kindsOf(filter: QueueFilter | undefined): QueueKind[] {
    const kinds = QUEUE_KINDS.filter((kind) => (this.approvals || !isApproval(kind)) && (!filter || queueFilterOf(kind) === filter));
    return [...kinds];
  }

  /** GET /admin/queue?kind=&page=: oldest first; `kind` one of QUEUE_FILTERS or none for everything. */
  async list(query: { kind?: unknown; page?: unknown }): Promise<QueuePage> {
    const filter = query.kind === undefined || query.kind === '' ? undefined : (query.kind as QueueFilter);
    if (filter !== undefined && !QUEUE_FILTERS.includes(filter)) throw badRequest(queueMsg.badKind, 'badKind');
    const page = pageOf(query.page);
    const now = this.now();
    const [data, counts] = await Promise.all([this.repository.page(this.kindsOf(filter), page, QUEUE_PAGE_SIZE, now), this.repository.counts(this.approvals, now)]);
    const total = filter ? counts[filter] : QUEUE_FILTERS.reduce((sum, f) => sum + counts[f], 0);
    return { data, page, total, totalPages: Math.ceil(total / QUEUE_PAGE_SIZE), counts };
  }

  private parseKind(kind: string, id: string): QueueKind {
    if (!(QUEUE_KINDS as readonly string[]).includes(kind)) throw badRequest(queueMsg.badKind, 'badKind');
    if (!isUuid(id)) throw notFound(queueMsg.notFound);
    return kind as QueueKind;
  }

  /** GET /admin/queue/{kind}/{id}: the item with what is needed to judge it (an item no longer waiting has no actions). */
  async one(kindParam: string, id: string, viewerId: string): Promise<QueueItemDetail> {
    const kind = this.parseKind(kindParam, id);
    const detail = await this.details.of(kind, id, viewerId, this.now());
    if (!detail) throw notFound(queueMsg.notFound);
    const waiting = isApproval(kind) ? this.approvals && detail.waiting : detail.waiting;
    return { ...detail.view, actions: waiting ? [...QUEUE_ACTIONS_OF[kind]] : [] };
  }

  /** Reads and checks { action, reason }: 400 for an unknown action, one this kind has not, or a missing reason. */
  private body(kind: QueueKind, body: unknown): { action: QueueAction; reason: string } {
    const { action, reason } = (body ?? {}) as { action?: unknown; reason?: unknown };
    if (typeof action !== 'string' || !(QUEUE_ACTIONS as readonly string[]).includes(action) || !QUEUE_ACTIONS_OF[kind].includes(action as QueueAction)) throw badRequest(queueMsg.badAction, 'badAction');
    if (reason !== undefined && reason !== null && typeof reason !== 'string') throw badRequest(queueMsg.reasonNeeded, 'reason');
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (REASON_REQUIRED.includes(action as QueueAction) && !text) throw badRequest(queueMsg.reasonNeeded, 'reason');
    if (text.length > OPERATOR_REASON_MAX) throw badRequest(queueMsg.reasonTooLong, 'reason');
    if (kind === 'report' && action === 'hide') throw badRequest(queueMsg.hideThroughContent, 'badAction');
    return { action: action as QueueAction, reason: text };
  }

  /** POST /admin/queue/{kind}/{id}/resolve: 400 bad action or reason, 404 unknown item, 409 no longer waiting. */
  async resolve(kindParam: string, id: string, body: unknown, operator: { id: string }, actor: AuditActor): Promise<QueueItemDetail> {
    const kind = this.parseKind(kindParam, id);
    const { action, reason } = this.body(kind, body);
    const now = this.now();
    const found = await this.details.of(kind, id, operator.id, now);
    if (!found) throw notFound(queueMsg.notFound);
    if (!found.waiting || (isApproval(kind) && !this.approvals)) throw conflict(queueMsg.resolved, 'resolved');
    await this.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      if (isApproval(kind)) await this.decide(tx, kind, id, action, reason, actor, now);
      else await this.closeReport(tx, kind, id, action, reason, operator.id, actor, found.subjectId, now);
    });
    return this.one(kind, id, operator.id);
  }

  private async decide(tx: Db, kind: Approval, id: string, action: QueueAction, reason: string, actor: AuditActor, now: Date): Promise<void> {
    const approve = action === 'approve';
    const changed = approve ? await approveWaiting(tx, kind, id) : await rejectApproval(tx, kind, id, now);
    if (!changed) throw conflict(queueMsg.resolved, 'resolved');
    const owner = await new QueueRepository(tx).ownerOfApproval(kind, id);
    if (!owner) throw notFound(queueMsg.notFound);
    const verb = approve ? 'approve' : 'reject';
    const auditAction = `${verb}${kind === 'account' ? 'User' : kind === 'freelancer' ? 'Freelancer' : 'Vacancy'}` as const;
    await recordAudit(tx, actor, { action: auditAction, itemKind: kind === 'account' ? 'user' : kind, itemId: id, reason, ...(kind === 'account' ? {} : { details: { owner: owner.user.id } }) });
    const mail = inLanguageOf(owner.user, () => (approve ? approvedMail : rejectedMail)(owner.user.email, owner.user.firstName, kind, owner.title, reason));
    await this.deps.mailer.send(mail, tx);
  }

  private async closeReport(tx: Db, kind: ReportTable, id: string, action: QueueAction, reason: string, operatorId: string, actor: AuditActor, subjectId: string | null, now: Date): Promise<void> {
    const subject = subjectId ? await new UsersRepository(tx).findById(subjectId) : undefined;
    if ((action === 'warn' || action === 'suspend') && !subject) throw notFound(queueMsg.notFound);
    if (action === 'suspend' && !subject?.suspendedAt) throw badRequest(queueMsg.notSuspended, 'notSuspended');
    const closed = await closeReports(tx, kind, id, operatorId, RESOLUTION[action] as ReportResolution, now);
    if (closed === 0) throw conflict(queueMsg.resolved, 'resolved');
    const itemKind = kind === 'report' ? 'report' : kind === 'reviewReport' ? 'review' : 'conversation';
    const details = { report: id, closed, ...(subject ? { member: subject.id } : {}) };
    if (action === 'hide') {
      const report = await new QueueRepository(tx).reviewReport(id);
      const reviewsRepository = new ReviewsRepository(tx);
      const hidden = report && (await reviewsRepository.setHidden(report.reviewId, true, reason, now));
      if (!hidden) throw notFound(queueMsg.notFound);
      await reviewsRepository.refreshRating(hidden.freelancerId, now);
      await recordAudit(tx, actor, { action: 'hideContent', itemKind: 'review', itemId: hidden.id, reason, details });
      return;
    }
    if (action === 'warn' && subject) {
      await recordAudit(tx, actor, { action: 'warnMember', itemKind: 'user', itemId: subject.id, reason, details: { ...details, about: itemKind } });
      await this.deps.mailer.send(inLanguageOf(subject, () => warningMail(subject.email, subject.firstName, reason)), tx);
      return;
    }
    await recordAudit(tx, actor, { action: 'dismissReport', itemKind: 'report', itemId: id, reason, details: { ...details, about: itemKind, resolution: RESOLUTION[action] as string } });
  }
}
