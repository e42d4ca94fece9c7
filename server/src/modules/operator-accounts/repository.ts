import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_LATEST_REPORTS, ACCOUNT_PAGE_SIZE, type AccountReport, type AccountReports, type AccountReportSource } from '@contracts/operator-accounts';
import type { Db } from '../../db/client';
import {
  accountDeletions,
  companies,
  econsultationBookings,
  freelancers,
  reviews,
  securityEvents,
  sessions,
  users,
  vacancies,
  vacancyApplications,
} from '../../db/schema';
import { isUuid } from '../../http/uuid';
import { folded, isShortWord, likeLiteral } from '../freelancers/search-sql';

/** SQL of the console's Accounts: the search, one account's facts and the reports by and about it. */

/** "first last" folded as every search folds names: the expression of users_search_name_trgm_idx (migration 0055). */
const foldedName = sql`khibra_search_fold(${users.firstName} || ' ' || ${users.lastName})`;

/** Each typed word is in the name: a short one starts a word of it, a longer one anywhere (trigrams need 3 letters). */
function nameMatches(words: string[]): SQL {
  return sql.join(
    words.map((word) =>
      isShortWord(word)
        ? sql`(${foldedName} like ${folded(`${likeLiteral(word)}%`)} or ${foldedName} like ${folded(`% ${likeLiteral(word)}%`)})`
        : sql`${foldedName} like ${folded(`%${likeLiteral(word)}%`)}`,
    ),
    sql` and `,
  );
}

/** The address contains the text (users_email_trgm_idx); a text under 3 letters starts the address. */
function emailMatches(text: string): SQL {
  const lower = text.toLowerCase();
  return sql`lower(${users.email}) like ${lower.length < 3 ? `${likeLiteral(lower)}%` : `%${likeLiteral(lower)}%`}`;
}

const summaryColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isAdmin: users.isAdmin,
  isModerator: users.isModerator,
  approved: users.approved,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
  deletedAt: accountDeletions.deletedAt,
};

const count = (query: SQL) => sql`(${query})`.mapWith(Number);

export type AccountSummaryRow = Awaited<ReturnType<OperatorAccountsRepository['search']>>['rows'][number];
export type AccountDetailRow = NonNullable<Awaited<ReturnType<OperatorAccountsRepository['detail']>>>;

export class OperatorAccountsRepository {
  constructor(private readonly db: Db) {}

  /**
   * The accounts a text names, by a whole id (the account's, its company's, a vacancy's or booking's) or a booking
   * reference: the exact hits of the search, read through primary keys and the reference's unique index.
   */
  async referencedAccounts(text: string): Promise<string[]> {
    const ids = new Set<string>();
    const add = (rows: { userId: string }[]) => rows.forEach((row) => ids.add(row.userId));
    const bookingOwners = (where: SQL) =>
      this.db
        .select({ booker: econsultationBookings.bookedBy, freelancer: freelancers.userId })
        .from(econsultationBookings)
        .innerJoin(freelancers, eq(freelancers.id, econsultationBookings.freelancerId))
        .where(where);
    if (isUuid(text)) {
      const id = text.toLowerCase();
      add(await this.db.select({ userId: users.id }).from(users).where(eq(users.id, id)));
      add(await this.db.select({ userId: companies.userId }).from(companies).where(eq(companies.id, id)));
      add(await this.db.select({ userId: vacancies.userId }).from(vacancies).where(eq(vacancies.id, id)));
      for (const row of await bookingOwners(eq(econsultationBookings.id, id))) add([{ userId: row.booker }, { userId: row.freelancer }]);
    } else if (/^[A-Z0-9]+-[A-Z0-9-]+$/i.test(text)) {
      for (const row of await bookingOwners(eq(econsultationBookings.reference, text.toUpperCase()))) add([{ userId: row.booker }, { userId: row.freelancer }]);
    }
    return [...ids];
  }

  /** A page of the accounts whose name or e-mail has the text, or that `exact` names; newest first. Without text, every account. */
  async search(text: string, exact: string[], page: number) {
    const words = text.split(/\s+/).filter(Boolean);
    const conditions: SQL[] = [];
    if (words.length > 0) conditions.push(nameMatches(words), emailMatches(text));
    if (exact.length > 0) conditions.push(inArray(users.id, exact));
    const rows = await this.db
      .select(summaryColumns)
      .from(users)
      .leftJoin(accountDeletions, eq(accountDeletions.userId, users.id))
      .where(conditions.length > 0 ? or(...conditions) : undefined)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ACCOUNT_PAGE_SIZE + 1)
      .offset(page * ACCOUNT_PAGE_SIZE);
    return { rows: rows.slice(0, ACCOUNT_PAGE_SIZE), hasMore: rows.length > ACCOUNT_PAGE_SIZE };
  }

  /** One account with its company, counts, sessions and last sign-in; undefined when there is none. */
  async detail(userId: string) {
    const u = users.id;
    const [row] = await this.db
      .select({
        ...summaryColumns,
        mailVerified: users.mailVerified,
        suspensionReason: users.suspensionReason,
        companyId: companies.id,
        companyName: companies.name,
        verifiedDomain: companies.verifiedDomain,
        verifiedAt: companies.verifiedAt,
        lastSignInAt: sql`(select max(${securityEvents.createdAt}) from ${securityEvents} where ${securityEvents.userId} = ${u} and ${securityEvents.kind} = 'signIn')`.mapWith(securityEvents.createdAt),
        activeSessions: count(
          sql`select count(*) from ${sessions} where ${and(eq(sessions.userId, u), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`))}`,
        ),
        vacancies: count(sql`select count(*) from ${vacancies} where ${and(eq(vacancies.userId, u), isNull(vacancies.deletedAt))}`),
        applications: count(sql`select count(*) from ${vacancyApplications} where ${eq(vacancyApplications.freelancerUserId, u)}`),
        bookings: count(
          sql`select count(*) from ${econsultationBookings} where ${econsultationBookings.bookedBy} = ${u} or ${econsultationBookings.freelancerId} in (select ${freelancers.id} from ${freelancers} where ${freelancers.userId} = ${u})`,
        ),
        reviewsGiven: count(sql`select count(*) from ${reviews} where ${eq(reviews.authorId, u)}`),
        reviewsReceived: count(sql`select count(*) from ${reviews} where ${eq(reviews.subjectUserId, u)}`),
      })
      .from(users)
      .leftJoin(accountDeletions, eq(accountDeletions.userId, users.id))
      .leftJoin(companies, eq(companies.userId, users.id))
      .where(eq(users.id, userId));
    return row;
  }

  /** Reports the account made (`by`) or that are about its profile, vacancies, company page, reviews or conversations (`about`). */
  async reports(userId: string, side: 'by' | 'about'): Promise<AccountReports> {
    const union = side === 'by' ? reportsBy(userId) : reportsAbout(userId);
    const total = await this.db.execute<{ n: number | string }>(sql`select count(*)::int as n from (${union}) as all_reports`);
    const latest = await this.db.execute<{ id: string; source: AccountReportSource; kind: string; reason: string; created_at: string | Date; open: boolean | null }>(
      sql`select * from (${union}) as all_reports order by created_at desc, id limit ${ACCOUNT_LATEST_REPORTS}`,
    );
    return {
      count: Number(total.rows[0]?.n ?? 0),
      latest: latest.rows.map(
        (row): AccountReport => ({ id: row.id, source: row.source, kind: row.kind, reason: row.reason, createdAt: new Date(row.created_at).toISOString(), open: row.open }),
      ),
    };
  }
}

/** The three report tables as one: id, source, kind, reason, created_at, open. */
const contentReports = (where: SQL) =>
  sql`select id, 'content' as source, kind, reason, created_at, (resolved_at is null) as open from reports where ${where}`;
const reviewReportsOf = (where: SQL) => sql`select rr.id, 'review' as source, 'review' as kind, rr.reason, rr.created_at, null::boolean as open from review_reports rr where ${where}`;
const conversationReportsOf = (where: SQL) =>
  sql`select cr.id, 'conversation' as source, 'conversation' as kind, cr.reason, cr.created_at, null::boolean as open from conversation_reports cr where ${where}`;

function reportsBy(userId: string): SQL {
  return sql`${contentReports(sql`reporter_id = ${userId}`)} union all ${reviewReportsOf(sql`rr.reporter_id = ${userId}`)} union all ${conversationReportsOf(sql`cr.reporter_id = ${userId}`)}`;
}

function reportsAbout(userId: string): SQL {
  const content = sql`(kind = 'freelancer' and item_id in (select id from freelancers where user_id = ${userId}))
    or (kind = 'vacancy' and item_id in (select id from vacancies where user_id = ${userId}))
    or (kind = 'company' and item_id in (select id from companies where user_id = ${userId}))`;
  const review = sql`rr.review_id in (select id from reviews where author_id = ${userId})`;
  const conversation = sql`cr.reporter_id <> ${userId} and cr.conversation_id in (select id from conversations where user_low = ${userId} or user_high = ${userId})`;
  return sql`${contentReports(content)} union all ${reviewReportsOf(review)} union all ${conversationReportsOf(conversation)}`;
}
