import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { econsultationBookings } from './econsultations';
import { freelancers } from './freelancers';
import { users } from './users';
import { vacancyApplications } from './vacancies';

/**
 * Reviews (contracts/review.ts): one per party per completed booking or ended hire.
 *
 * published_at is when the review shows to others: set to the window's close when it is written, and moved to the
 * moment the second party writes (both then show together). "Published" is published_at <= now, read with the app's
 * clock, so the reveal at day 14 needs no job to happen (only the freelancer's stored rating waits for one).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').references(() => econsultationBookings.id, { onDelete: 'cascade' }),
    /** The hire; kept (null) if the application row ever goes, with the vacancy's title in subject_title. */
    applicationId: uuid('application_id').references(() => vacancyApplications.id, { onDelete: 'set null' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectUserId: uuid('subject_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The freelancer profile of the booking or hire: the page the freelancer's reviews show on. */
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    reviewedRole: text('reviewed_role', { enum: ['freelancer', 'client'] }).notNull(),
    rating: smallint('rating').notNull(),
    communication: smallint('communication'),
    expertise: smallint('expertise'),
    value: smallint('value'),
    clarity: smallint('clarity'),
    punctuality: smallint('punctuality'),
    text: text('text').notNull(),
    language: text('language').notNull(),
    /** The booking's length in minutes, or the vacancy's title, as they were when the review was written. */
    subjectMinutes: smallint('subject_minutes'),
    subjectTitle: text('subject_title'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Hidden by an administrator (npm run admin), with the note why: out of every list and average. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenNote: text('hidden_note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('reviews_booking_author_idx').on(t.bookingId, t.authorId),
    uniqueIndex('reviews_application_author_idx').on(t.applicationId, t.authorId),
    // A freelancer's page: the published reviews of them, newest first (published_at <= now is a range of it).
    index('reviews_freelancer_idx').on(t.freelancerId, t.publishedAt.desc(), t.id).where(sql`${t.reviewedRole} = 'freelancer' and ${t.hiddenAt} is null`),
    // A business's company page: what freelancers said of it.
    index('reviews_client_idx').on(t.subjectUserId, t.publishedAt.desc(), t.id).where(sql`${t.reviewedRole} = 'client' and ${t.hiddenAt} is null`),
    // The console's numbers: reviews written per day.
    index('reviews_created_idx').on(t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_one_subject_check', sql`${t.bookingId} is null or ${t.applicationId} is null`),
  ],
);

/** A member's report of a review, for an operator (the console's queue; npm run admin -- review-reports); open while resolved_at is null. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Closed by an operator (the queue): when, by whom, and what they did ('dismissed', 'hidden', 'warned', 'suspended'). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
  },
  (t) => [uniqueIndex('review_reports_review_reporter_idx').on(t.reviewId, t.reporterId), index('review_reports_recent_idx').on(t.createdAt.desc()),
    index('review_reports_open_idx').on(t.createdAt, t.id).where(sql`${t.resolvedAt} is null`),
  ],
);
