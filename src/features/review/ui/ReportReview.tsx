import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import { REVIEW_LIMITS } from '@contracts/review';
import { reportSchema } from '@contracts/review-schema';
import { useReportReviewMutation } from '@/entities/review';
import { toastedRefusal } from '../model/refusal';
import { DialogForm, FormTextArea, showServerError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { freelancersT as t } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import styles from './Review.module.css';

interface ReportValues {
  reason: string;
}

/** A member reports a review for an administrator, with the reason. */
export function ReportReview({ reviewId }: { reviewId: string }) {
  const [open, setOpen] = useState(false);
  const [report] = useReportReviewMutation();
  const send = async ({ reason }: ReportValues, helpers: FormikHelpers<ReportValues>) => {
    const result = await report({ id: reviewId, reason });
    if ('error' in result) {
      if (!toastedRefusal(result.error)) showServerError(result.error, helpers, {}, t('error.generic'));
      return;
    }
    setOpen(false);
    notify(t('freelancers.review.reported'), 'success');
  };
  return (
    <>
      <Button size="sm" variant="link" className={styles.report} onClick={() => setOpen(true)}>
        {t('freelancers.review.report')}
      </Button>
      <DialogForm<ReportValues>
        open={open}
        onClose={() => setOpen(false)}
        title={t('freelancers.review.reportTitle')}
        cancelLabel={t('freelancers.review.cancel')}
        submitLabel={t('freelancers.review.reportSend')}
        canSubmit={({ reason }) => reason.trim() !== ''}
        initialValues={{ reason: '' }}
        validationSchema={reportSchema}
        onSubmit={send}
        className={styles.form}
      >
        {() => <FormTextArea name="reason" label={t('freelancers.review.reportReason')} rows={3} dir="auto" maxLength={REVIEW_LIMITS.reasonMax} />}
      </DialogForm>
    </>
  );
}
