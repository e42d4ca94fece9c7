import { and, count, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { companies, freelancers, reviewReports, reviews, users, vacancies, vacancyApplications } from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;

/** A review with what others read of its author. */
export interface ReviewRecord {
  review: ReviewRow;
  author: { firstName: string; country: string; company: string };
}

/** What a booking or a hire gives its reviews: the two parties and when reviewing opens. */
export interface ReviewContext {
  kind: 'booking' | 'vacancy';
  /** The booking's or the application's id. */
  id: string;
  freelancerId: string;
  freelancerUserId: string;
  clientUserId: string;
  /** The booking's end or the engagement's end; null while a hire is not ended. */
  opensAt: Date | null;
  /** The booking was cancelled, or the application is not a hire. */
  closed: boolean;
  minutes: number | null;
  title: string | null;
}

const authorFreelancer = alias(freelancers, 'author_freelancer');
const recordColumns = {
  review: reviews,
  author: {
    firstName: users.firstName,
    country: users.country,
    company: sql<string>`coalesce(${companies.name}, ${authorFreelancer.companyName}, '')`.as('author_company'),
  },
};

/** SQL of reviews, their reports and the ratings they give freelancers. */
export class ReviewsRepository {
  constructor(private readonly db: Db) {}

  private records() {
    return this.db
      .select(recordColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorId))
      .leftJoin(companies, eq(companies.userId, reviews.authorId))
      .leftJoin(authorFreelancer, eq(authorFreelancer.userId, reviews.authorId));
  }

  async hireContext(vacancyId: string, applicationId: string): Promise<ReviewContext | undefined> {
    const a = vacancyApplications;
    const [row] = await this.db
      .select({ id: a.id, freelancerId: a.freelancerId, freelancerUserId: a.freelancerUserId, clientUserId: vacancies.userId, status: a.status, endedAt: a.endedAt, title: vacancies.title })
      .from(a)
      .innerJoin(vacancies, eq(vacancies.id, a.vacancyId))
      .where(and(eq(a.id, applicationId), eq(a.vacancyId, vacancyId)));
    if (!row) return undefined;
    return {
      kind: 'vacancy',
      id: row.id,
      freelancerId: row.freelancerId,
      freelancerUserId: row.freelancerUserId,
      clientUserId: row.clientUserId,
      opensAt: row.endedAt,
      closed: row.status !== 'hired',
      minutes: null,
      title: row.title,
    };
  }

  /** Marks a hire's engagement ended, once; undefined when it was already. */
  async endHire(applicationId: string, at: Date): Promise<Date | undefined> {
    const [row] = await this.db
      .update(vacancyApplications)
      .set({ endedAt: at })
      .where(and(eq(vacancyApplications.id, applicationId), eq(vacancyApplications.status, 'hired'), isNull(vacancyApplications.endedAt)))
      .returning({ endedAt: vacancyApplications.endedAt });
    return row?.endedAt ?? undefined;
  }

  private subjectWhere(context: Pick<ReviewContext, 'kind' | 'id'>): SQL {
    return context.kind === 'booking' ? eq(reviews.bookingId, context.id) : eq(reviews.applicationId, context.id);
  }

  /** Both reviews of a booking or hire (at most one per party). */
  async ofSubject(context: Pick<ReviewContext, 'kind' | 'id'>): Promise<ReviewRecord[]> {
    return this.records().where(this.subjectWhere(context));
  }

  async findRecord(id: string): Promise<ReviewRecord | undefined> {
    const [row] = await this.records().where(eq(reviews.id, id));
    return row;
  }

  async insert(values: NewReview): Promise<ReviewRow | undefined> {
    const [row] = await this.db.insert(reviews).values(values).onConflictDoNothing().returning();
    return row;
  }

  /** Replaces an unpublished review's words and stars (only while unpublished at `now`). */
  async update(id: string, values: Partial<NewReview>, now: Date): Promise<ReviewRow | undefined> {
    const [row] = await this.db
      .update(reviews)
      .set({ ...values, updatedAt: now })
      .where(and(eq(reviews.id, id), sql`${reviews.publishedAt} > ${now}`))
      .returning();
    return row;
  }

  /** Publishes both reviews of a subject now (the second party has written). */
  async publishBoth(context: Pick<ReviewContext, 'kind' | 'id'>, now: Date): Promise<void> {
    await this.db.update(reviews).set({ publishedAt: now }).where(and(this.subjectWhere(context), sql`${reviews.publishedAt} > ${now}`));
  }

  async setReply(id: string, text: string, now: Date): Promise<ReviewRow | undefined> {
    const [row] = await this.db
      .update(reviews)
      .set({ reply: text, repliedAt: now })
      .where(and(eq(reviews.id, id), isNull(reviews.reply)))
      .returning();
    return row;
  }

  /** Records a report; a second one by the same member replaces its reason and opens it again (back in the operators' queue). */
  async report(reviewId: string, reporterId: string, reason: string): Promise<void> {
    await this.db
      .insert(reviewReports)
      .values({ reviewId, reporterId, reason })
      .onConflictDoUpdate({ target: [reviewReports.reviewId, reviewReports.reporterId], set: { reason, createdAt: sql`now()`, resolvedAt: null, resolvedBy: null, resolution: null } });
  }

  async setHidden(id: string, hidden: boolean, note: string, now: Date): Promise<ReviewRow | undefined> {
    const [row] = await this.db
      .update(reviews)
      .set(hidden ? { hiddenAt: now, hiddenNote: note } : { hiddenAt: null, hiddenNote: '' })
      .where(eq(reviews.id, id))
      .returning();
    return row;
  }

  /** The newest reports with their review's words, for an administrator. */
  async reports(limit: number): Promise<{ id: string; reviewId: string; reason: string; createdAt: Date; text: string; hidden: boolean }[]> {
    return this.db
      .select({ id: reviewReports.id, reviewId: reviewReports.reviewId, reason: reviewReports.reason, createdAt: reviewReports.createdAt, text: reviews.text, hidden: sql<boolean>`${reviews.hiddenAt} is not null` })
      .from(reviewReports)
      .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
      .orderBy(desc(reviewReports.createdAt))
      .limit(limit);
  }

  /** Published, visible reviews of a freelancer: the page's rows read from reviews_freelancer_idx. */
  private freelancerWhere(freelancerId: string, now: Date): SQL | undefined {
    return and(eq(reviews.freelancerId, freelancerId), eq(reviews.reviewedRole, 'freelancer'), isNull(reviews.hiddenAt), lte(reviews.publishedAt, now));
  }

  async freelancerPage(freelancerId: string, now: Date, page: number, pageSize: number): Promise<ReviewRecord[]> {
    return this.records()
      .where(this.freelancerWhere(freelancerId, now))
      .orderBy(desc(reviews.publishedAt), desc(reviews.id))
      .limit(pageSize + 1)
      .offset(page * pageSize);
  }

  /** How many, and the averages of the overall stars and each aspect (of those rated). */
  async freelancerSummary(freelancerId: string, now: Date): Promise<{ count: number; average: number | null; communication: number | null; expertise: number | null; value: number | null }> {
    const [row] = await this.db
      .select({
        count: count(),
        average: sql<number | null>`avg(${reviews.rating})::float`,
        communication: sql<number | null>`avg(${reviews.communication})::float`,
        expertise: sql<number | null>`avg(${reviews.expertise})::float`,
        value: sql<number | null>`avg(${reviews.value})::float`,
      })
      .from(reviews)
      .where(this.freelancerWhere(freelancerId, now));
    return row;
  }

  /** What freelancers said of a business (its company page): the newest published, visible ones. */
  async ofClient(userId: string, now: Date, limit: number): Promise<ReviewRecord[]> {
    return this.records()
      .where(and(eq(reviews.subjectUserId, userId), eq(reviews.reviewedRole, 'client'), isNull(reviews.hiddenAt), lte(reviews.publishedAt, now)))
      .orderBy(desc(reviews.publishedAt), desc(reviews.id))
      .limit(limit);
  }

  /**
   * How many published, visible reviews freelancers wrote of each of these businesses, and their stars' sum: one
   * query, a range of reviews_client_idx per business (its predicate is the partial index's, published_at <= now a
   * range of its second column). Businesses without reviews are left out.
   */
  async clientRatings(userIds: readonly string[], now: Date): Promise<Map<string, { count: number; sum: number }>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ userId: reviews.subjectUserId, count: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int` })
      .from(reviews)
      .where(and(inArray(reviews.subjectUserId, ids), eq(reviews.reviewedRole, 'client'), isNull(reviews.hiddenAt), lte(reviews.publishedAt, now)))
      .groupBy(reviews.subjectUserId);
    return new Map(rows.map((row) => [row.userId, { count: Number(row.count), sum: Number(row.sum) }]));
  }

  /** Stores the freelancer's rating (count and sum of the published, visible reviews at `now`): what cards and "Top rated" read. */
  async refreshRating(freelancerId: string, now: Date): Promise<void> {
    const where = this.freelancerWhere(freelancerId, now);
    await this.db
      .update(freelancers)
      .set({
        ratingCount: sql`(select count(*) from ${reviews} where ${where})`,
        ratingSum: sql`(select coalesce(sum(${reviews.rating}), 0) from ${reviews} where ${where})`,
      })
      .where(eq(freelancers.id, freelancerId));
  }
}
