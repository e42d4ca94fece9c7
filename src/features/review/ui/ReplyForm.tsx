import type { FormikHelpers } from 'formik';
import { formatDate } from '@contracts/format';
import { REVIEW_LIMITS, replyClosesAt, type Review } from '@contracts/review';
import { replySchema } from '@contracts/review-schema';
import { FormShell, FormSubmit, FormTextArea, showServerError } from '@/shared/lib/form';
import { useReplyToReviewMutation, type ReviewPageRef } from '@/entities/review';
import { toastedRefusal } from '../model/refusal';
import { freelancersT as t } from '@/shared/i18n';
import { useViewerZone } from '@/shared/lib/time-zone';
import styles from './Review.module.css';

interface ReplyValues {
  text: string;
}

/** Whether the person reviewed may still reply: published, not answered, and before replyClosesAt. */
const canReplyTo = (review: Review, now = Date.now()): boolean => review.published && review.reply === null && replyClosesAt(review.publishedAt).getTime() > now;

/**
 * The person reviewed answers once, publicly, until the reply window closes (the date is said under the field);
 * nothing is offered once it has, nor for an answered review. `on` is the page whose reviews it refreshes.
 */
export function ReplyForm({ review, on }: { review: Review; on: ReviewPageRef }) {
  const [reply] = useReplyToReviewMutation();
  const zone = useViewerZone();
  if (!canReplyTo(review)) return null;
  const send = async ({ text }: ReplyValues, helpers: FormikHelpers<ReplyValues>) => {
    const result = await reply({ id: review.id, text, on });
    if ('error' in result && !toastedRefusal(result.error)) showServerError(result.error, helpers, {}, t('error.generic'));
  };
  const until = formatDate(replyClosesAt(review.publishedAt), { timeZone: zone });
  return (
    <FormShell<ReplyValues> initialValues={{ text: '' }} validationSchema={replySchema} onSubmit={send} keptAs={`reply-${review.id}`} className={styles.form}>
      {({ values }) => (
        <>
          <FormTextArea name="text" label={t('freelancers.review.replyLabel')} hint={t('freelancers.review.replyUntil', { date: until })} rows={2} dir="auto" maxLength={REVIEW_LIMITS.replyMax} />
          <FormSubmit size="sm" variant="secondary" disabled={values.text.trim() === ''}>
            {t('freelancers.review.replySubmit')}
          </FormSubmit>
        </>
      )}
    </FormShell>
  );
}
