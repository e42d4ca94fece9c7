import type { FormikHelpers } from 'formik';
import { REVIEW_LIMITS, replySchema } from '@contracts/review';
import { FormShell, FormSubmit, FormTextArea, showServerError } from '@/shared/lib/form';
import { useReplyToReviewMutation } from '@/entities/review';
import { freelancersT as t } from '@/shared/i18n';
import styles from './Review.module.css';

interface ReplyValues {
  text: string;
}

/** The person reviewed answers once, publicly. */
export function ReplyForm({ reviewId, freelancerId }: { reviewId: string; freelancerId: string }) {
  const [reply] = useReplyToReviewMutation();
  const send = async ({ text }: ReplyValues, helpers: FormikHelpers<ReplyValues>) => {
    const result = await reply({ id: reviewId, text, freelancerId });
    if ('error' in result) showServerError(result.error, helpers, {}, t('error.generic'));
  };
  return (
    <FormShell<ReplyValues> initialValues={{ text: '' }} validationSchema={replySchema} onSubmit={send} keptAs={`reply-${reviewId}`} className={styles.form}>
      {({ values }) => (
        <>
          <FormTextArea name="text" label={t('freelancers.review.replyLabel')} rows={2} dir="auto" maxLength={REVIEW_LIMITS.replyMax} />
          <FormSubmit size="sm" variant="secondary" disabled={values.text.trim() === ''}>
            {t('freelancers.review.replySubmit')}
          </FormSubmit>
        </>
      )}
    </FormShell>
  );
}
