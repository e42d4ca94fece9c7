import { useState } from 'react';
import { REVIEW_LIMITS } from '@contracts/review';
import { useReportReviewMutation } from '@/entities/review';
import { readServerError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { freelancersT as t, localizeRule } from '@/shared/i18n';
import { Button, Modal, TextArea } from '@/shared/ui';
import styles from './Review.module.css';

/** A member reports a review for an administrator, with the reason. */
export function ReportReview({ reviewId }: { reviewId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [report, { isLoading }] = useReportReviewMutation();
  const send = async () => {
    const result = await report({ id: reviewId, reason });
    if ('error' in result) {
      setError(localizeRule(readServerError(result.error).message ?? t('error.generic')));
      return;
    }
    setOpen(false);
    setReason('');
    notify(t('freelancers.review.reported'), 'success');
  };
  return (
    <>
      <Button size="sm" variant="link" className={styles.report} onClick={() => setOpen(true)}>
        {t('freelancers.review.report')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('freelancers.review.reportTitle')}>
        <div className={styles.form}>
          <TextArea label={t('freelancers.review.reportReason')} value={reason} rows={3} dir="auto" maxLength={REVIEW_LIMITS.reasonMax} error={error} onChange={(event) => setReason(event.target.value)} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('freelancers.review.cancel')}
            </Button>
            <Button loading={isLoading} disabled={reason.trim() === ''} onClick={() => void send()}>
              {t('freelancers.review.reportSend')}
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
