import * as yup from 'yup';
import { REVIEW_LIMITS, aspectsOf, reviewMsg, type Review, type ReviewedRole } from '@contracts/review';
import type { ReviewBody } from '@/entities/review';

/** The review form's values: stars as text ('' not rated), the words as typed. */
export interface ReviewValues {
  rating: string;
  communication: string;
  expertise: string;
  value: string;
  clarity: string;
  punctuality: string;
  text: string;
}

const starsOf = (review: Review | null, key: keyof Review['aspects']) => String(review?.aspects[key] ?? '');

/** A new review, or the author's unpublished one to edit. */
export const reviewValues = (mine: Review | null): ReviewValues => ({
  rating: mine ? String(mine.rating) : '',
  communication: starsOf(mine, 'communication'),
  expertise: starsOf(mine, 'expertise'),
  value: starsOf(mine, 'value'),
  clarity: starsOf(mine, 'clarity'),
  punctuality: starsOf(mine, 'punctuality'),
  text: mine?.text ?? '',
});

/** The server's rules (contracts/review.ts) in the form's terms: the overall stars and 20–2,000 characters. */
export const reviewFormSchema = yup.object({
  rating: yup.string().required(reviewMsg.badRating),
  text: yup.string().trim().required(reviewMsg.textTooShort).min(REVIEW_LIMITS.textMin, reviewMsg.textTooShort).max(REVIEW_LIMITS.textMax, reviewMsg.textTooLong),
});

/** The body of POST …/review: the aspects of the person reviewed, null where not rated. */
export function toReviewBody(values: ReviewValues, reviews: ReviewedRole): ReviewBody {
  const body: ReviewBody = { rating: Number(values.rating), text: values.text.trim() };
  for (const aspect of aspectsOf(reviews)) body[aspect] = values[aspect] === '' ? null : Number(values[aspect]);
  return body;
}
