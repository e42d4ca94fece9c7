// The yup rules of contracts/review.ts (client forms and server), apart so a page that reads only its types and constants loads no yup.
import * as yup from 'yup';
import { REVIEW_LIMITS, reviewMsg } from './review';
import { typedLines, typedNumber } from './text';

const stars = (message: string) =>
  yup
    .number()
    // Not rated: left out, null or empty.
    .transform((value: unknown, original: unknown) => (original === null || original === '' ? null : typedNumber(value, original)))
    .typeError(message)
    .integer(message)
    .min(1, message)
    .max(5, message);

/** The body of POST …/review (client and server): the aspects that do not apply to the person reviewed are refused. */
export const reviewSchema = yup.object({
  rating: stars(reviewMsg.badRating).required(reviewMsg.badRating),
  communication: stars(reviewMsg.badAspect).nullable().default(null),
  expertise: stars(reviewMsg.badAspect).nullable().default(null),
  value: stars(reviewMsg.badAspect).nullable().default(null),
  clarity: stars(reviewMsg.badAspect).nullable().default(null),
  punctuality: stars(reviewMsg.badAspect).nullable().default(null),
  text: yup.string().transform(typedLines).trim().required(reviewMsg.textTooShort).min(REVIEW_LIMITS.textMin, reviewMsg.textTooShort).max(REVIEW_LIMITS.textMax, reviewMsg.textTooLong),
});

export const replySchema = yup.object({
  text: yup.string().transform(typedLines).trim().required(reviewMsg.replyRequired).max(REVIEW_LIMITS.replyMax, reviewMsg.replyTooLong),
});

export const reportSchema = yup.object({
  reason: yup.string().transform(typedLines).trim().required(reviewMsg.reasonRequired).max(REVIEW_LIMITS.reasonMax, reviewMsg.reasonTooLong),
});
