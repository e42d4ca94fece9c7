/**
 * Reviews: after a completed e-consultation, or a hire whose engagement the business ended, each party may
 * review the other once within REVIEW_WINDOW_DAYS. Double-blind: a review shows to its author only until both have
 * written or the window has closed; then both show together and no longer change.
 */

export const REVIEW_WINDOW_DAYS = 14;
/** The reviewed person may reply once, within this many days of publication. */
export const REPLY_WINDOW_DAYS = 14;
/** A reminder goes this many days before the window closes. */
export const REVIEW_REMINDER_DAYS_BEFORE = 3;
export const REVIEW_LIMITS = { textMin: 20, textMax: 2000, replyMax: 2000, reasonMax: 500 } as const;
/** Reviews of a freelancer per page of GET /unauth/freelancer/{id}/reviews. */
export const REVIEWS_PAGE_SIZE = 10;

/**
 * "Top rated" orders by a Bayesian average: the stars of a profile's reviews with PRIOR_WEIGHT reviews of PRIOR_MEAN
 * added, so one 5-star review (4.17) does not outrank 40 averaging 4.8 (4.71). The same numbers are in the
 * generated column of the database (migration 0034).
 */
export const RATING_PRIOR = { mean: 4, weight: 5 } as const;

/**
 * A company's rating, from what freelancers said of the business (published, visible reviews): the Bayesian
 * average of RATING_PRIOR, to one decimal, and how many; null without reviews.
 */
export function bayesianRating(count: number, sum: number): RatingSummary | null {
  if (count <= 0) return null;
  const average = (sum + RATING_PRIOR.mean * RATING_PRIOR.weight) / (count + RATING_PRIOR.weight);
  return { average: Math.round(average * 10) / 10, count };
}

const DAY_MS = 86_400_000;
/** Until when the person reviewed may reply to a review published at `publishedAt` (REPLY_WINDOW_DAYS later). */
export const replyClosesAt = (publishedAt: string | Date): Date => new Date(new Date(publishedAt).getTime() + REPLY_WINDOW_DAYS * DAY_MS);

/** The optional stars beside the overall one: of a freelancer (reviewed by the client), of a client (by the freelancer). */
export const FREELANCER_ASPECTS = ['communication', 'expertise', 'value'] as const;
export const CLIENT_ASPECTS = ['clarity', 'punctuality'] as const;
export const REVIEW_ASPECTS = [...FREELANCER_ASPECTS, ...CLIENT_ASPECTS] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];

/** Who a review is of. */
export type ReviewedRole = 'freelancer' | 'client';
/** What a review is about: an e-consultation (its length in minutes) or a vacancy the freelancer was hired for. */
export type ReviewSubject = { kind: 'booking'; minutes: number } | { kind: 'vacancy'; title: string };

/** A review as others read it (published), or as its author does. */
export interface Review {
  id: string;
  reviewedRole: ReviewedRole;
  rating: number;
  /** The aspects rated, each 1–5. */
  aspects: Partial<Record<ReviewAspect, number>>;
  text: string;
  /** The language it was written in: 'en' or 'ar'. */
  language: string;
  createdAt: string;
  /** When it shows (or showed) to others: the window's close, or the moment both had written. */
  publishedAt: string;
  /** Whether others can read it now. */
  published: boolean;
  /** The reviewer as others see them: first name, company, country; never an address. */
  author: { firstName: string; company: string; country: string };
  subject: ReviewSubject;
  reply: { text: string; at: string } | null;
  /** Only in an answer to the signed-in member who wrote it: the viewer's own review (they may not report it). */
  mine?: true;
}

/** A party's reviews of one booking or hire. */
export interface ReviewState {
  /** The viewer may write (or still edit) their review now. */
  canReview: boolean;
  /** When reviewing opens (the booking's end, the engagement's end) and closes; null before a hire is ended. */
  opensAt: string | null;
  closesAt: string | null;
  /** The viewer's own review, published or not. */
  mine: Review | null;
  /** The other party's review once published; null before. */
  theirs: Review | null;
  /** The other party has written and waits for the viewer's review (their words stay hidden). */
  theyWrote: boolean;
}

/** The rating on a freelancer's card and page: the average of the published, visible reviews and how many. */
export interface RatingSummary {
  average: number;
  count: number;
}

/** GET /unauth/freelancer/{id}/reviews: newest first, with the averages of the overall stars and each aspect. */
export interface ReviewsPage {
  data: Review[];
  page: number;
  total: number;
  hasMore: boolean;
  summary: RatingSummary & { aspects: Partial<Record<ReviewAspect, number>> };
}

export const reviewMsg = {
  badRating: 'Please rate from 1 to 5 stars.',
  badAspect: 'Please rate each aspect from 1 to 5 stars, or leave it out.',
  textTooShort: `Please write at least ${REVIEW_LIMITS.textMin} characters about how it went.`,
  textTooLong: `The review should have maximum ${REVIEW_LIMITS.textMax} characters.`,
  notAParty: 'Only the two parties of this booking or hire can review it.',
  notFound: 'This booking or hire was not found.',
  tooEarly: 'You can review this once it has ended.',
  tooLate: `The ${REVIEW_WINDOW_DAYS} days for reviewing this have passed.`,
  cancelled: 'A cancelled booking cannot be reviewed.',
  published: 'This review has been published and can no longer be changed.',
  notHired: 'Only a hire can be reviewed.',
  notEnded: 'The business has not marked this engagement ended yet.',
  alreadyEnded: 'This engagement is already marked ended.',
  replyRequired: 'Please write your reply.',
  replyTooLong: `The reply should have maximum ${REVIEW_LIMITS.replyMax} characters.`,
  replyNotYours: 'Only the person reviewed can reply.',
  replyTwice: 'You have already replied to this review.',
  replyTooLate: `Replies are possible for ${REPLY_WINDOW_DAYS} days after a review is published.`,
  replyNotPublished: 'You can reply once the review is published.',
  reviewNotFound: 'This review was not found.',
  reasonRequired: 'Please say why you are reporting this review.',
  reasonTooLong: `The reason should have maximum ${REVIEW_LIMITS.reasonMax} characters.`,
  reportOwn: 'You cannot report your own review.',
} as const;

/** The aspects of the person reviewed. */
export const aspectsOf = (role: ReviewedRole): readonly ReviewAspect[] => (role === 'freelancer' ? FREELANCER_ASPECTS : CLIENT_ASPECTS);
