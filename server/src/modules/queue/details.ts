import { CONVERSATION_CONTEXT, type QueueItemDetail, type QueueKind, type QueueMember } from '@contracts/queue';
import type { ReportKind } from '@contracts/operator';
import type { Config } from '../../config';
import { CompaniesRepository } from '../companies/repository';
import { toCompanyProfile } from '../companies/serialize';
import { FreelancersRepository } from '../freelancers/repository';
import { toFreelancer } from '../freelancers/serialize';
import { VacanciesRepository } from '../vacancies/repository';
import { toVacancy } from '../vacancies/serialize';
import { isoDay } from '../vacancies/visibility';
import type { QueueRepository } from './repository';

/** An item as found: its view (without actions), whether it still waits, and the account it is about. */
export interface FoundItem {
  view: Omit<QueueItemDetail, 'actions'>;
  waiting: boolean;
  /** The reported member (reports), or the owner (approvals); null when the item's content is gone. */
  subjectId: string | null;
}

const name = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;
const later = (a: Date | null, b: Date) => a === null || a < b;

/**
 * What an operator needs to judge each kind of item, built with the members' own view builders (toFreelancer,
 * toVacancy, toCompanyProfile) as a signed-in member other than the owner sees them.
 */
export class QueueDetails {
  constructor(
    private readonly repository: QueueRepository,
    private readonly config: Config,
  ) {}

  private async member(id: string | null | undefined): Promise<{ member: QueueMember | null; suspended: boolean }> {
    const found = id ? await this.repository.member(id) : undefined;
    return found ? { member: { id: found.id, name: found.name, email: found.email }, suspended: found.suspended } : { member: null, suspended: false };
  }

  private async content(kind: ReportKind, itemId: string, viewerId: string): Promise<Pick<QueueItemDetail, 'freelancer' | 'vacancy' | 'company'> & { ownerId?: string }> {
    const db = this.repository.db;
    if (kind === 'freelancer') {
      const record = await new FreelancersRepository(db, this.config.approval).findById(itemId);
      return { freelancer: record ? toFreelancer(record, { userId: viewerId }, this.config.approval) : null, ownerId: record?.freelancer.userId };
    }
    if (kind === 'vacancy') {
      const record = await new VacanciesRepository(db, this.config.approval).findById(itemId);
      return { vacancy: record ? toVacancy(record, { userId: viewerId }, this.config.approval) : null, ownerId: record?.vacancy.userId };
    }
    const found = await new CompaniesRepository(db).byId(itemId);
    return { company: found ? toCompanyProfile(found.company, null) : null, ownerId: found?.company.userId };
  }

  async of(kind: QueueKind, id: string, viewerId: string, now: Date): Promise<FoundItem | undefined> {
    switch (kind) {
      case 'account': {
        const user = await this.repository.account(id);
        if (!user) return undefined;
        const { member, suspended } = await this.member(user.id);
        return {
          waiting: !user.approved && user.rejectedAt === null,
          subjectId: user.id,
          view: {
            item: { kind, id, since: user.createdAt.toISOString(), title: name(user) },
            member,
            memberSuspended: suspended,
            account: { createdAt: user.createdAt.toISOString(), mailVerified: user.mailVerified, country: user.country, city: user.city, iam: user.iam },
          },
        };
      }
      case 'freelancer': {
        const record = await new FreelancersRepository(this.repository.db, this.config.approval).findById(id);
        if (!record) return undefined;
        const f = record.freelancer;
        const { member, suspended } = await this.member(f.userId);
        return {
          waiting: f.complete && !f.adminApproved && later(f.rejectedAt, f.updatedAt),
          subjectId: f.userId,
          view: { item: { kind, id, since: f.createdAt.toISOString(), title: f.fullName }, member, memberSuspended: suspended, freelancer: toFreelancer(record, { userId: viewerId }, this.config.approval) },
        };
      }
      case 'vacancy': {
        const record = await new VacanciesRepository(this.repository.db, this.config.approval).findById(id);
        if (!record) return undefined;
        const v = record.vacancy;
        const { member, suspended } = await this.member(v.userId);
        return {
          waiting: !v.deletedAt && v.publish && !v.adminApproved && later(v.rejectedAt, v.updatedAt) && v.expiryDate > isoDay(now),
          subjectId: v.userId,
          view: { item: { kind, id, since: v.postedAt.toISOString(), title: v.title }, member, memberSuspended: suspended, vacancy: toVacancy(record, { userId: viewerId }, this.config.approval) },
        };
      }
      case 'report': {
        const report = await this.repository.report(id);
        if (!report) return undefined;
        const { ownerId, ...content } = await this.content(report.kind, report.itemId, viewerId);
        const title = (content.freelancer && `${content.freelancer.user.firstName} ${content.freelancer.user.lastName}`) ?? content.vacancy?.title ?? content.company?.name ?? '';
        return this.reported(kind, report, ownerId ?? null, { item: { kind, id, since: report.createdAt.toISOString(), title, reportKind: report.kind, reason: report.reason }, ...content });
      }
      case 'reviewReport': {
        const report = await this.repository.reviewReport(id);
        if (!report) return undefined;
        const review = await this.repository.review(report.reviewId);
        if (!review) return undefined;
        const [author, subject] = await Promise.all([this.repository.member(review.authorId), this.repository.member(review.subjectUserId)]);
        return this.reported(kind, { ...report, text: '' }, review.authorId, {
          item: { kind, id, since: report.createdAt.toISOString(), title: author?.name ?? '', reportKind: 'review', reason: report.reason },
          review: { id: review.id, rating: review.rating, text: review.text, reply: review.reply, publishedAt: review.publishedAt.toISOString(), hidden: review.hiddenAt !== null, authorName: author?.name ?? '', subjectName: subject?.name ?? '' },
        });
      }
      case 'conversationReport': {
        const report = await this.repository.conversationReport(id);
        if (!report) return undefined;
        const conversation = await this.repository.conversation(report.conversationId);
        if (!conversation) return undefined;
        const otherId = conversation.userLow === report.reporterId ? conversation.userHigh : conversation.userLow;
        const [around, low, high] = await Promise.all([
          this.repository.messagesAround(conversation.id, report.createdAt, CONVERSATION_CONTEXT),
          this.repository.member(conversation.userLow),
          this.repository.member(conversation.userHigh),
        ]);
        const names = new Map([low, high].filter((m) => m !== undefined).map((m) => [m.id, m.name]));
        return this.reported(kind, { ...report, text: '' }, otherId, {
          item: { kind, id, since: report.createdAt.toISOString(), title: names.get(otherId) ?? '', reportKind: 'conversation', reason: report.reason },
          conversation: {
            id: conversation.id,
            subjectTitle: conversation.subjectTitle,
            before: around.before,
            after: around.after,
            messages: around.rows.map((m) => ({ id: m.id, senderId: m.senderId, senderName: names.get(m.senderId) ?? '', text: m.text, createdAt: m.createdAt.toISOString(), attachmentName: m.attachmentName })),
          },
        });
      }
    }
  }

  /** A report's common part: its reason and text, the reporter (operators may see who), the reported member, how many are open. */
  private async reported(
    kind: 'report' | 'reviewReport' | 'conversationReport',
    report: { reason: string; text: string; createdAt: Date; reporterId: string; resolvedAt: Date | null; kind?: string; itemId?: string; reviewId?: string; conversationId?: string },
    subjectId: string | null,
    view: Omit<FoundItem['view'], 'member' | 'memberSuspended' | 'report'>,
  ): Promise<FoundItem> {
    const [reporter, subject, openReports] = await Promise.all([this.member(report.reporterId), this.member(subjectId), this.repository.openReportsOf(kind, report)]);
    return {
      waiting: report.resolvedAt === null,
      subjectId,
      view: { ...view, member: subject.member, memberSuspended: subject.suspended, report: { reason: report.reason, text: report.text, createdAt: report.createdAt.toISOString(), reporter: reporter.member, openReports } },
    };
  }
}
