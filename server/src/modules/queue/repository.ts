import { and, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { QueueFilter, QueueItem, QueueKind } from '@contracts/queue';
import type { Db } from '../../db/client';
import { companies, conversationReports, conversations, freelancers, messages, reports, reviewReports, reviews, users, vacancies } from '../../db/schema';
import { isoDay } from '../vacancies/visibility';

/**
 * What waits, as SQL: each predicate is the one of its partial index (migration 0051, reports_open_idx), so a page and
 * the counts read only the waiting rows. Approvals wait only under APPROVAL=manual (the service leaves them out otherwise).
 */
export const waitingSql = {
  account: sql`not ${users.approved} and ${users.rejectedAt} is null`,
  freelancer: sql`${freelancers.complete} and not ${freelancers.adminApproved} and (${freelancers.rejectedAt} is null or ${freelancers.rejectedAt} < ${freelancers.updatedAt})`,
  vacancy: sql`${vacancies.deletedAt} is null and ${vacancies.publish} and not ${vacancies.adminApproved} and (${vacancies.rejectedAt} is null or ${vacancies.rejectedAt} < ${vacancies.updatedAt})`,
  report: sql`${reports.resolvedAt} is null`,
  reviewReport: sql`${reviewReports.resolvedAt} is null`,
  conversationReport: sql`${conversationReports.resolvedAt} is null`,
} satisfies Record<QueueKind, SQL>;

/** A vacancy past its expiry date waits for nobody: it could not be listed once approved. */
const notExpired = (now: Date) => sql`${vacancies.expiryDate} > ${isoDay(now)}`;

type Row = {
  kind: QueueKind;
  id: string;
  since_ms: number;
  title: string | null;
  report_kind: string | null;
  reason: string | null;
};

const fullName = (t: typeof users) => sql`${t.firstName} || ' ' || ${t.lastName}`;

/** The queue's reads and the closing of reports; approvals are changed through their modules' repositories. */
export class QueueRepository {
  constructor(readonly db: Db) {}

  /** One branch per kind: its waiting rows in the order of its index, at most `limit`. */
  private branch(kind: QueueKind, limit: number, now: Date): SQL {
    const head = (since: SQL, title: SQL, reportKind: SQL, reason: SQL) => sql`select ${kind}::text as kind, ${sql.raw('x.id')}::text as id, ${since} as since, ${title} as title, ${reportKind} as report_kind, ${reason} as reason`;
    switch (kind) {
      case 'account':
        return sql`(${head(sql`x.created_at`, sql`x.first_name || ' ' || x.last_name`, sql`null::text`, sql`null::text`)} from ${users} x where not x.approved and x.rejected_at is null order by x.created_at, x.id limit ${limit})`;
      case 'freelancer':
        return sql`(${head(sql`x.created_at`, sql`x.full_name`, sql`null::text`, sql`null::text`)} from ${freelancers} x where x.complete and not x.admin_approved and (x.rejected_at is null or x.rejected_at < x.updated_at) order by x.created_at, x.id limit ${limit})`;
      case 'vacancy':
        return sql`(${head(sql`x.posted_at`, sql`x.title`, sql`null::text`, sql`null::text`)} from ${vacancies} x where x.deleted_at is null and x.publish and not x.admin_approved and (x.rejected_at is null or x.rejected_at < x.updated_at) and x.expiry_date > ${isoDay(now)} order by x.posted_at, x.id limit ${limit})`;
      case 'report':
        return sql`(${head(
          sql`x.created_at`,
          sql`case x.kind when 'freelancer' then (select full_name from ${freelancers} where id = x.item_id) when 'vacancy' then (select title from ${vacancies} where id = x.item_id) else (select name from ${companies} where id = x.item_id) end`,
          sql`x.kind`,
          sql`x.reason`,
        )} from ${reports} x where x.resolved_at is null order by x.created_at, x.id limit ${limit})`;
      case 'reviewReport':
        return sql`(${head(sql`x.created_at`, sql`(select u.first_name || ' ' || u.last_name from ${reviews} r join ${users} u on u.id = r.author_id where r.id = x.review_id)`, sql`'review'`, sql`x.reason`)} from ${reviewReports} x where x.resolved_at is null order by x.created_at, x.id limit ${limit})`;
      case 'conversationReport':
        // The reported member: the other side of the conversation from the reporter.
        return sql`(${head(sql`x.created_at`, sql`(select u.first_name || ' ' || u.last_name from ${conversations} c join ${users} u on u.id = case when c.user_low = x.reporter_id then c.user_high else c.user_low end where c.id = x.conversation_id)`, sql`'conversation'`, sql`x.reason`)} from ${conversationReports} x where x.resolved_at is null order by x.created_at, x.id limit ${limit})`;
    }
  }

  /** One page of the waiting items of these kinds, oldest first (each branch stops at the page's end). */
  async page(kinds: QueueKind[], page: number, pageSize: number, now: Date): Promise<QueueItem[]> {
    if (kinds.length === 0) return [];
    const limit = (page + 1) * pageSize;
    const branches = kinds.map((kind) => this.branch(kind, limit, now));
    const result = await this.db.execute<Row>(
      sql`select kind, id, (extract(epoch from since) * 1000)::float8 as since_ms, title, report_kind, reason from (${sql.join(branches, sql` union all `)}) waiting order by since, kind, id limit ${pageSize} offset ${page * pageSize}`,
    );
    return result.rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      since: new Date(Number(r.since_ms)).toISOString(),
      title: r.title ?? '',
      ...(r.report_kind ? { reportKind: r.report_kind as QueueItem['reportKind'] } : {}),
      ...(r.reason !== null ? { reason: r.reason } : {}),
    }));
  }

  /** How many items wait under each tab (approvals only when `approvals`). */
  async counts(approvals: boolean, now: Date): Promise<Record<QueueFilter, number>> {
    const n = (from: SQL) => sql`(select count(*)::int from ${from})`;
    const zero = sql`0`;
    const result = await this.db.execute<Record<QueueFilter, number>>(sql`select
      ${approvals ? n(sql`${users} where ${waitingSql.account}`) : zero} as account,
      ${approvals ? n(sql`${freelancers} where ${waitingSql.freelancer}`) : zero} as freelancer,
      ${approvals ? n(sql`${vacancies} where ${waitingSql.vacancy} and ${notExpired(now)}`) : zero} as vacancy,
      ${n(sql`${reports} where ${waitingSql.report}`)} + ${n(sql`${reviewReports} where ${waitingSql.reviewReport}`)} + ${n(sql`${conversationReports} where ${waitingSql.conversationReport}`)} as report`);
    const [row] = result.rows;
    return { account: Number(row.account), freelancer: Number(row.freelancer), vacancy: Number(row.vacancy), report: Number(row.report) };
  }

  account(id: string) {
    return this.db.query.users.findFirst({ where: eq(users.id, id) });
  }

  async member(id: string): Promise<{ id: string; name: string; email: string; suspended: boolean } | undefined> {
    const [row] = await this.db.select({ id: users.id, name: fullName(users).mapWith(String), email: users.email, suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, id));
    return row && { id: row.id, name: row.name, email: row.email, suspended: row.suspendedAt !== null };
  }

  /** The owner of an account, profile or vacancy awaiting approval, to e-mail the decision; the vacancy's title. */
  async ownerOfApproval(kind: 'account' | 'freelancer' | 'vacancy', id: string): Promise<{ user: { id: string; email: string; firstName: string; language: string }; title: string } | undefined> {
    const columns = { id: users.id, email: users.email, firstName: users.firstName, language: users.language };
    if (kind === 'account') {
      const [user] = await this.db.select(columns).from(users).where(eq(users.id, id));
      return user && { user, title: '' };
    }
    if (kind === 'freelancer') {
      const [row] = await this.db.select({ user: columns }).from(freelancers).innerJoin(users, eq(users.id, freelancers.userId)).where(eq(freelancers.id, id));
      return row && { user: row.user, title: '' };
    }
    const [row] = await this.db.select({ user: columns, title: vacancies.title }).from(vacancies).innerJoin(users, eq(users.id, vacancies.userId)).where(eq(vacancies.id, id));
    return row;
  }

  report(id: string) {
    return this.db.query.reports.findFirst({ where: eq(reports.id, id) });
  }

  reviewReport(id: string) {
    return this.db.query.reviewReports.findFirst({ where: eq(reviewReports.id, id) });
  }

  conversationReport(id: string) {
    return this.db.query.conversationReports.findFirst({ where: eq(conversationReports.id, id) });
  }

  /** The owner of a reported profile, vacancy or company page (undefined when it is gone). */
  async ownerOf(kind: 'freelancer' | 'vacancy' | 'company', itemId: string): Promise<string | undefined> {
    const table = kind === 'freelancer' ? freelancers : kind === 'vacancy' ? vacancies : companies;
    const [row] = await this.db.select({ userId: table.userId }).from(table).where(eq(table.id, itemId));
    return row?.userId;
  }

  async review(id: string) {
    const [row] = await this.db.select().from(reviews).where(eq(reviews.id, id));
    return row;
  }

  conversation(id: string) {
    return this.db.query.conversations.findFirst({ where: eq(conversations.id, id) });
  }

  /** The messages just before `at` (up to `count`, oldest first) and just after it; one more each way tells whether more exist. */
  async messagesAround(conversationId: string, at: Date, count: number) {
    const columns = { id: messages.id, senderId: messages.senderId, text: messages.text, createdAt: messages.createdAt, attachmentName: messages.attachmentName };
    const [before, after] = await Promise.all([
      this.db.select(columns).from(messages).where(and(eq(messages.conversationId, conversationId), sql`${messages.createdAt} <= ${at}`)).orderBy(desc(messages.createdAt), desc(messages.id)).limit(count + 1),
      this.db.select(columns).from(messages).where(and(eq(messages.conversationId, conversationId), gt(messages.createdAt, at))).orderBy(asc(messages.createdAt), asc(messages.id)).limit(count + 1),
    ]);
    return { rows: [...before.slice(0, count).reverse(), ...after.slice(0, count)], before: before.length > count, after: after.length > count };
  }

  /** How many reports of the same item are open (the one judged included). */
  async openReportsOf(kind: QueueKind, row: { kind?: string; itemId?: string; reviewId?: string; conversationId?: string }): Promise<number> {
    const where =
      kind === 'report'
        ? and(eq(reports.kind, row.kind as 'freelancer'), eq(reports.itemId, row.itemId as string), isNull(reports.resolvedAt))
        : kind === 'reviewReport'
          ? and(eq(reviewReports.reviewId, row.reviewId as string), isNull(reviewReports.resolvedAt))
          : and(eq(conversationReports.conversationId, row.conversationId as string), isNull(conversationReports.resolvedAt));
    const table = kind === 'report' ? reports : kind === 'reviewReport' ? reviewReports : conversationReports;
    const [{ n }] = await this.db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
    return Number(n);
  }
}

/**
 * Closes every open report of the same item as `reportId` (the operator judged the item, not one report): returns how
 * many closed, 0 when the report itself was already closed (another operator was first).
 */
export async function closeReports(tx: Db, kind: 'report' | 'reviewReport' | 'conversationReport', reportId: string, by: string, resolution: string, now: Date): Promise<number> {
  const set = { resolvedAt: now, resolvedBy: by, resolution };
  if (kind === 'report') {
    const [own] = await tx.update(reports).set(set).where(and(eq(reports.id, reportId), isNull(reports.resolvedAt))).returning();
    if (!own) return 0;
    const others = await tx.update(reports).set(set).where(and(eq(reports.kind, own.kind), eq(reports.itemId, own.itemId), isNull(reports.resolvedAt))).returning({ id: reports.id });
    return 1 + others.length;
  }
  if (kind === 'reviewReport') {
    const [own] = await tx.update(reviewReports).set(set).where(and(eq(reviewReports.id, reportId), isNull(reviewReports.resolvedAt))).returning();
    if (!own) return 0;
    const others = await tx.update(reviewReports).set(set).where(and(eq(reviewReports.reviewId, own.reviewId), isNull(reviewReports.resolvedAt))).returning({ id: reviewReports.id });
    return 1 + others.length;
  }
  const [own] = await tx.update(conversationReports).set(set).where(and(eq(conversationReports.id, reportId), isNull(conversationReports.resolvedAt))).returning();
  if (!own) return 0;
  const others = await tx
    .update(conversationReports)
    .set(set)
    .where(and(eq(conversationReports.conversationId, own.conversationId), isNull(conversationReports.resolvedAt)))
    .returning({ id: conversationReports.id });
  return 1 + others.length;
}

/** Marks an approval rejected when it still waits: false when it no longer does (approved or rejected meanwhile). */
export async function rejectApproval(tx: Db, kind: 'account' | 'freelancer' | 'vacancy', id: string, now: Date): Promise<boolean> {
  if (kind === 'account') return (await tx.update(users).set({ rejectedAt: now }).where(and(eq(users.id, id), waitingSql.account)).returning({ id: users.id })).length > 0;
  if (kind === 'freelancer') return (await tx.update(freelancers).set({ rejectedAt: now }).where(and(eq(freelancers.id, id), waitingSql.freelancer)).returning({ id: freelancers.id })).length > 0;
  return (await tx.update(vacancies).set({ rejectedAt: now }).where(and(eq(vacancies.id, id), waitingSql.vacancy)).returning({ id: vacancies.id })).length > 0;
}

/** Approves an approval when it still waits: false when it no longer does. */
export async function approveWaiting(tx: Db, kind: 'account' | 'freelancer' | 'vacancy', id: string): Promise<boolean> {
  if (kind === 'account') return (await tx.update(users).set({ approved: true }).where(and(eq(users.id, id), waitingSql.account)).returning({ id: users.id })).length > 0;
  if (kind === 'freelancer') return (await tx.update(freelancers).set({ adminApproved: true }).where(and(eq(freelancers.id, id), waitingSql.freelancer)).returning({ id: freelancers.id })).length > 0;
  return (await tx.update(vacancies).set({ adminApproved: true }).where(and(eq(vacancies.id, id), waitingSql.vacancy)).returning({ id: vacancies.id })).length > 0;
}
