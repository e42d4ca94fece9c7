import { REVIEW_ASPECTS, REVIEW_REMINDER_DAYS_BEFORE, REVIEW_WINDOW_DAYS, REVIEWS_PAGE_SIZE, aspectsOf, bayesianRating, replyClosesAt, reviewMsg, type RatingSummary, type Review, type ReviewedRole, type ReviewsPage, type ReviewState } from '@contracts/review';
import { replySchema, reportSchema, reviewSchema } from '@contracts/review-schema';
import type { Locale } from '@contracts/locale';
import type { Db } from '../../db/client';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { pagePath } from '../../http/page-url';
import { validateBody } from '../../http/validate';
import type { JobQueue } from '../../jobs/queue';
import type { Mailer } from '../../plugins/mail';
import { inLanguageOf } from '../../plugins/locale';
import { EConsultationsRepository } from '../econsultations/repository';
import { UsersRepository, type UserRow } from '../users/repository';
import { parsePage } from '../freelancers/input';
import { reviewOpenMail, reviewClosingMail } from './emails';
import { ReviewsRepository, type ReviewContext, type ReviewRecord } from './repository';
import { clockOf, type Clock, type ServiceDeps } from '../deps';
import type { AddNotice } from '../notices/kinds';

const DAY_MS = 86_400_000;
/** At the window's close: the freelancer's stored rating takes in the reviews published then. */
export const REVIEW_REVEAL_JOB = 'review-reveal';
/** When reviewing opens, and REVIEW_REMINDER_DAYS_BEFORE days before it closes: an e-mail to each party who has not written. */
export const REVIEW_REMINDER_JOB = 'review-reminder';

interface RevealPayload {
  freelancerId: string;
}
interface ReminderPayload {
  kind: 'booking' | 'vacancy';
  id: string;
  vacancyId?: string;
  /** The party who marked a hire's engagement ended: the other one's opening e-mail says so. */
  endedBy?: string;
  /** The opening the reminder was queued for: a booking moved since then has reminders of its own. */
  opensAt: string;
  stage: 'open' | 'closing';
}

export interface ReviewsDeps extends ServiceDeps {
  mailer?: Mailer;
  jobs?: JobQueue;
  /** The reviewWaiting notice when reviewing opens (the notification centre). */
  notices?: AddNotice;
}

const closesAt = (opensAt: Date) => new Date(opensAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);

/**
 * Queues the two reminders of a booking or hire whose reviewing opens at `opensAt` (a booking's end: queued with the
 * booking and with each new time, in that change's transaction; the job skips a time that is no longer the booking's).
 */
export async function queueReviewReminders(jobs: JobQueue, subject: { kind: 'booking' | 'vacancy'; id: string; vacancyId?: string; endedBy?: string }, opensAt: Date, db?: Db): Promise<void> {
  const closing = new Date(closesAt(opensAt).getTime() - REVIEW_REMINDER_DAYS_BEFORE * DAY_MS);
  for (const [stage, runAt] of [['open', opensAt], ['closing', closing]] as const) {
    const payload: ReminderPayload = { ...subject, opensAt: opensAt.toISOString(), stage };
    await jobs.enqueue(REVIEW_REMINDER_JOB, payload, { runAt, dedupeKey: `review-${stage}:${subject.id}:${opensAt.getTime()}` }, db);
  }
}

/**
 * The rating of each of these businesses (user ids) at `now`: the Bayesian average (bayesianRating) of the published,
 * visible reviews freelancers wrote of them, and how many. Businesses without reviews are left out.
 */
export async function clientRatings(db: Db, userIds: readonly string[], now: Date): Promise<Map<string, RatingSummary>> {
  const ratings = new Map<string, RatingSummary>();
  for (const [userId, { count, sum }] of await new ReviewsRepository(db).clientRatings(userIds, now)) {
    const rating = bayesianRating(count, sum);
    if (rating) ratings.set(userId, rating);
  }
  return ratings;
}

/** The API's review: aspects only where rated, the reply once written. */
/** A published review as others read it; `viewerId` marks the signed-in viewer's own (`mine`), never anyone else's. */
export function toReview({ review, author }: ReviewRecord, now: Date, viewerId?: string): Review {
  const aspects: Review['aspects'] = {};
  for (const aspect of REVIEW_ASPECTS) {
    const stars = review[aspect];
    if (stars !== null) aspects[aspect] = stars;
  }
  return {
    id: review.id,
    reviewedRole: review.reviewedRole,
    rating: review.rating,
    aspects,
    text: review.text,
    language: review.language,
    createdAt: review.createdAt.toISOString(),
    publishedAt: review.publishedAt.toISOString(),
    published: review.publishedAt.getTime() <= now.getTime(),
    author: { firstName: author.firstName, company: author.company, country: author.country },
    subject: review.bookingId ? { kind: 'booking', minutes: review.subjectMinutes ?? 0 } : { kind: 'vacancy', title: review.subjectTitle ?? '' },
    reply: review.reply && review.repliedAt ? { text: review.reply, at: review.repliedAt.toISOString() } : null,
    ...(viewerId !== undefined && review.authorId === viewerId && { mine: true as const }),
  };
}

/**
 * Reviews of completed bookings and ended hires (contracts/review.ts): who may write and when, the double-blind
 * reveal, replies, reports, an administrator's hiding, and the freelancer's stored rating.
 */
export class ReviewsService {
  private readonly repository: ReviewsRepository;
  private readonly now: Clock;

  constructor(private readonly deps: ReviewsDeps) {
    this.repository = new ReviewsRepository(deps.db);
    this.now = clockOf(deps.now);
  }

  /** A booking's or a hire's parties and reviewing time; undefined when there is none. */
  private async find(kind: 'booking' | 'vacancy', ids: { id: string; vacancyId?: string }): Promise<ReviewContext | undefined> {
    if (!isUuid(ids.id)) return undefined;
    if (kind === 'vacancy') return isUuid(ids.vacancyId ?? '') ? this.repository.hireContext(ids.vacancyId ?? '', ids.id) : undefined;
    const record = await new EConsultationsRepository(this.deps.db).findBooking(ids.id);
    if (!record) return undefined;
    const { booking } = record;
    return {
      kind: 'booking',
      id: booking.id,
      freelancerId: booking.freelancerId,
      freelancerUserId: record.freelancer.userId,
      clientUserId: booking.bookedBy,
      opensAt: booking.endsAt,
      closed: booking.status === 'cancelled',
      minutes: Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000),
      title: null,
    };
  }

  private async context(kind: 'booking' | 'vacancy', ids: { id: string; vacancyId?: string }): Promise<ReviewContext> {
    const context = await this.find(kind, ids);
    if (!context) throw notFound(reviewMsg.notFound);
    return context;
  }

  /** The viewer's side: the client reviews the freelancer, the freelancer the client; anyone else is refused. */
  private roleOf(user: UserRow, context: ReviewContext): { reviews: ReviewedRole; subjectUserId: string } {
    if (user.id === context.clientUserId && user.id !== context.freelancerUserId) return { reviews: 'freelancer', subjectUserId: context.freelancerUserId };
    if (user.id === context.freelancerUserId && user.id !== context.clientUserId) return { reviews: 'client', subjectUserId: context.clientUserId };
    throw forbidden(reviewMsg.notAParty);
  }

  private state(user: UserRow, context: ReviewContext, records: ReviewRecord[], now: Date): ReviewState {
    const mine = records.find((r) => r.review.authorId === user.id);
    const theirs = records.find((r) => r.review.authorId !== user.id);
    const opensAt = context.closed ? null : context.opensAt;
    const open = opensAt !== null && opensAt.getTime() <= now.getTime() && now.getTime() <= closesAt(opensAt).getTime();
    const theirsPublished = theirs && theirs.review.publishedAt.getTime() <= now.getTime();
    return {
      canReview: open && (!mine || mine.review.publishedAt.getTime() > now.getTime()),
      opensAt: opensAt?.toISOString() ?? null,
      closesAt: opensAt ? closesAt(opensAt).toISOString() : null,
      mine: mine ? toReview(mine, now) : null,
      theirs: theirs && theirsPublished ? toReview(theirs, now) : null,
      theyWrote: Boolean(theirs) && !theirsPublished,
    };
  }

  /** GET …/review: the viewer's review of a booking or hire, the other party's once published, and whether they may write. */
  async stateOf(user: UserRow, kind: 'booking' | 'vacancy', ids: { id: string; vacancyId?: string }): Promise<ReviewState> {
    const context = await this.context(kind, ids);
    this.roleOf(user, context);
    return this.state(user, context, await this.repository.ofSubject(context), this.now());
  }

  /**
   * POST /econsultancybooking/{id}/review and POST /vacancy/{vacancyId}/applications/{applicationId}/review: writes
   * (or, while unpublished, rewrites) the viewer's review. The second party's review publishes both at once; the
   * first waits for it or for the window's close.
   */
  async write(user: UserRow, kind: 'booking' | 'vacancy', ids: { id: string; vacancyId?: string }, body: unknown, locale: Locale): Promise<ReviewState> {
    const context = await this.context(kind, ids);
    const role = this.roleOf(user, context);
    const input = await validateBody(reviewSchema, body);
    const allowed = aspectsOf(role.reviews);
    if (REVIEW_ASPECTS.some((aspect) => input[aspect] !== null && !allowed.includes(aspect))) throw badRequest(reviewMsg.badAspect, 'validation');
    const now = this.now();
    if (context.closed) throw conflict(kind === 'booking' ? reviewMsg.cancelled : reviewMsg.notHired, 'notReviewable');
    if (!context.opensAt) throw conflict(reviewMsg.notEnded, 'tooEarly');
    if (now.getTime() < context.opensAt.getTime()) throw conflict(reviewMsg.tooEarly, 'tooEarly');
    const closes = closesAt(context.opensAt);
    if (now.getTime() > closes.getTime()) throw conflict(reviewMsg.tooLate, 'tooLate');
    const words = {
      rating: input.rating,
      communication: input.communication,
      expertise: input.expertise,
      value: input.value,
      clarity: input.clarity,
      punctuality: input.punctuality,
      text: input.text,
      language: locale,
    };
    await this.deps.db.transaction(async (transaction) => {
      const tx = new ReviewsRepository(transaction as unknown as Db);
      const existing = (await tx.ofSubject(context)).find((r) => r.review.authorId === user.id);
      if (existing) {
        if (!(await tx.update(existing.review.id, words, now))) throw conflict(reviewMsg.published, 'published');
        return;
      }
      const inserted = await tx.insert({
        ...words,
        bookingId: kind === 'booking' ? context.id : null,
        applicationId: kind === 'vacancy' ? context.id : null,
        authorId: user.id,
        subjectUserId: role.subjectUserId,
        freelancerId: context.freelancerId,
        reviewedRole: role.reviews,
        subjectMinutes: context.minutes,
        subjectTitle: context.title,
        publishedAt: closes,
      });
      // Written meanwhile by a second request of the same member: the unique index kept one.
      if (!inserted) throw conflict(reviewMsg.published, 'published');
      if ((await tx.ofSubject(context)).length === 2) {
        await tx.publishBoth(context, now);
        await tx.refreshRating(context.freelancerId, now);
      } else {
        await this.deps.jobs?.enqueue(REVIEW_REVEAL_JOB, { freelancerId: context.freelancerId } satisfies RevealPayload, { runAt: closes, dedupeKey: `review-reveal:${context.id}` }, transaction as unknown as Db);
      }
    });
    return this.state(user, context, await this.repository.ofSubject(context), now);
  }

  /**
   * POST /vacancy/{vacancyId}/applications/{applicationId}/end: either party marks a hire's engagement ended; reviewing
   * opens for both, and the opening e-mail tells the other party who ended it.
   */
  async endHire(user: UserRow, vacancyId: string, applicationId: string): Promise<ReviewState> {
    const context = await this.context('vacancy', { id: applicationId, vacancyId });
    if (user.id !== context.clientUserId && user.id !== context.freelancerUserId) throw forbidden(reviewMsg.notAParty);
    if (context.closed) throw conflict(reviewMsg.notHired, 'notReviewable');
    const now = this.now();
    const endedAt = await this.repository.endHire(context.id, now);
    if (!endedAt) throw conflict(reviewMsg.alreadyEnded, 'alreadyEnded');
    if (this.deps.jobs) await queueReviewReminders(this.deps.jobs, { kind: 'vacancy', id: context.id, vacancyId, endedBy: user.id }, endedAt);
    return this.state(user, { ...context, opensAt: endedAt }, await this.repository.ofSubject(context), now);
  }


  /**
   * The reminder job: an e-mail to each party who has not reviewed yet, in their language; none for a cancelled or
   * moved booking. When reviewing opens, each of them also gets a reviewWaiting notice (whatever their e-mail switches
   * say); notices and e-mails are one change.
   */
  async sendReminder(raw: unknown): Promise<void> {
    const payload = raw as ReminderPayload;
    const context = await this.find(payload.kind, payload);
    if (!context || context.closed || !context.opensAt || context.opensAt.toISOString() !== payload.opensAt) return;
    const written = new Set((await this.repository.ofSubject(context)).map((r) => r.review.authorId));
    const accounts = new UsersRepository(this.deps.db);
    const site = this.deps.config.publicUrl;
    const ender = payload.stage === 'open' && payload.endedBy ? await accounts.findById(payload.endedBy) : undefined;
    const [client, freelancer] = await Promise.all([context.clientUserId, context.freelancerUserId].map((userId) => accounts.findById(userId)));
    const closes = closesAt(context.opensAt);
    await this.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      for (const [account, other] of [
        [client, freelancer],
        [freelancer, client],
      ]) {
        if (!account || written.has(account.id)) continue;
        const userId = account.id;
        // Where the review is written: the booking's page, or the hire on the applicants page (business) or Applied Vacancies.
        const path =
          payload.kind === 'booking'
            ? pagePath('bookingPreview', { econsultancyId: context.id })
            : userId === context.clientUserId
              ? pagePath('vacancyApplicants', { vacancyId: payload.vacancyId ?? '' })
              : pagePath('vacanciesApplied');
        if (payload.stage === 'open' && other) await this.deps.notices?.({ userId, kind: 'reviewWaiting', parts: { name: `${other.firstName} ${other.lastName}`.trim() }, link: path }, tx);
        if (!this.deps.mailer) continue;
        const mailContext = { to: account.email, firstName: account.firstName, title: context.title, minutes: context.minutes, link: `${site}${path}`, closesAt: closes };
        const endedBy = ender && ender.id !== userId ? `${ender.firstName} ${ender.lastName}`.trim() : null;
        const mail = inLanguageOf(account, () => (payload.stage === 'open' ? reviewOpenMail({ ...mailContext, endedBy }) : reviewClosingMail(mailContext)));
        // A booking's review reminder is about the booking; a hire's about the application (notification preferences).
        const notification = { userId, category: payload.kind === 'booking' ? ('bookings' as const) : ('applications' as const) };
        await this.deps.mailer.send({ ...mail, notification }, tx, { dedupeKey: `review-${payload.stage}:${context.id}:${userId}` });
      }
    });
  }

  /** The reveal job: the freelancer's stored rating at the window's close. */
  async reveal(raw: unknown): Promise<void> {
    await this.repository.refreshRating((raw as RevealPayload).freelancerId, this.now());
  }

  /**
   * GET /unauth/freelancer/{id}/reviews?page=: the published, visible reviews of a freelancer, newest first, with the
   * averages; a signed-in viewer's own are marked.
   */
  async ofFreelancer(freelancerId: string, query: Record<string, unknown>, viewerId?: string): Promise<ReviewsPage> {
    const page = parsePage(query.page);
    const now = this.now();
    if (!isUuid(freelancerId)) return { data: [], page, total: 0, hasMore: false, summary: { average: 0, count: 0, aspects: {} } };
    const [rows, summary] = await Promise.all([this.repository.freelancerPage(freelancerId, now, page, REVIEWS_PAGE_SIZE), this.repository.freelancerSummary(freelancerId, now)]);
    const aspects: ReviewsPage['summary']['aspects'] = {};
    for (const aspect of ['communication', 'expertise', 'value'] as const) {
      const average = summary[aspect];
      if (average !== null) aspects[aspect] = Math.round(average * 10) / 10;
    }
    return {
      data: rows.slice(0, REVIEWS_PAGE_SIZE).map((row) => toReview(row, now, viewerId)),
      page,
      total: summary.count,
      hasMore: rows.length > REVIEWS_PAGE_SIZE,
      summary: { average: Math.round((summary.average ?? 0) * 10) / 10, count: summary.count, aspects },
    };
  }

  /** The rating of each of these businesses (user ids) from what freelancers said; businesses without reviews are left out. */
  clientRatings(userIds: readonly string[]): Promise<Map<string, RatingSummary>> {
    return clientRatings(this.deps.db, userIds, this.now());
  }

  /** What freelancers said of a business: its company page's reviews, a signed-in viewer's own marked. */
  async ofClient(userId: string, limit: number, viewerId?: string): Promise<Review[]> {
    const now = this.now();
    return (await this.repository.ofClient(userId, now, limit)).map((row) => toReview(row, now, viewerId));
  }

  private async published(id: string): Promise<ReviewRecord> {
    const record = isUuid(id) ? await this.repository.findRecord(id) : undefined;
    if (!record || record.review.hiddenAt || record.review.publishedAt.getTime() > this.now().getTime()) throw notFound(reviewMsg.reviewNotFound);
    return record;
  }

  /** POST /reviews/{id}/reply: the person reviewed answers once, publicly, until replyClosesAt (REPLY_WINDOW_DAYS after publication). */
  async reply(user: UserRow, id: string, body: unknown): Promise<Review> {
    const record = isUuid(id) ? await this.repository.findRecord(id) : undefined;
    if (!record || record.review.hiddenAt) throw notFound(reviewMsg.reviewNotFound);
    if (record.review.subjectUserId !== user.id) throw forbidden(reviewMsg.replyNotYours);
    const { text } = await validateBody(replySchema, body);
    const now = this.now();
    if (record.review.publishedAt.getTime() > now.getTime()) throw conflict(reviewMsg.replyNotPublished, 'notPublished');
    if (record.review.reply !== null) throw conflict(reviewMsg.replyTwice, 'replied');
    if (now.getTime() > replyClosesAt(record.review.publishedAt).getTime()) throw conflict(reviewMsg.replyTooLate, 'tooLate');
    const row = await this.repository.setReply(id, text, now);
    if (!row) throw conflict(reviewMsg.replyTwice, 'replied');
    return toReview({ ...record, review: row }, now);
  }

  /** POST /reviews/{id}/report: a member reports a published review, for an administrator. */
  async report(user: UserRow, id: string, body: unknown): Promise<{ reported: true }> {
    const record = await this.published(id);
    if (record.review.authorId === user.id) throw new HttpError(403, reviewMsg.reportOwn, 'forbidden');
    const { reason } = await validateBody(reportSchema, body);
    await this.repository.report(id, user.id, reason);
    return { reported: true };
  }

  /** npm run admin: hide (with a note) or show a review again; the freelancer's rating follows. */
  async setHidden(id: string, hidden: boolean, note = ''): Promise<ReviewRecord['review'] | undefined> {
    if (!isUuid(id)) return undefined;
    const now = this.now();
    const row = await this.repository.setHidden(id, hidden, note, now);
    if (row) await this.repository.refreshRating(row.freelancerId, now);
    return row;
  }

  reports(limit = 50) {
    return this.repository.reports(limit);
  }
}
