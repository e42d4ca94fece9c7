import { useState } from 'react';
import { REVIEW_LIMITS } from '@contracts/review';
import { readServerError } from '@/shared/lib/form';
import { useReplyToReviewMutation } from '@/entities/review';
import { freelancersT as t, localizeRule } from '@/shared/i18n';
import { Button, TextArea } from '@/shared/ui';
import styles from './Review.module.css';

/** The person reviewed answers once, publicly. */
export function ReplyForm({ reviewId, freelancerId }: { reviewId: string; freelancerId: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [reply, { isLoading }] = useReplyToReviewMutation();
  const send = async () => {
    const result = await reply({ id: reviewId, text, freelancerId });
    setError('error' in result ? localizeRule(readServerError(result.error).message ?? t('error.generic')) : undefined);
  };
  return (
    <div className={styles.form}>
      <TextArea label={t('freelancers.review.replyLabel')} value={text} rows={2} dir="auto" maxLength={REVIEW_LIMITS.replyMax} error={error} onChange={(event) => setText(event.target.value)} />
      <Button size="sm" variant="secondary" loading={isLoading} disabled={text.trim() === ''} onClick={() => void send()}>
        {t('freelancers.review.replySubmit')}
      </Button>
    </div>
  );
}
