import type { ReviewedRole } from '@contracts/review';
import { useEndHireMutation } from '@/entities/review';
import { freelancersT as t } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import styles from './Review.module.css';

/** Either party marks a hire's engagement ended (`reviews`: whom the viewer reviews): both may then review each other for 14 days. */
export function EndHireButton({ vacancyId, applicationId, reviews }: { vacancyId: string; applicationId: string; reviews: ReviewedRole }) {
  const [end, { isLoading }] = useEndHireMutation();
  return (
    <div className={styles.actions}>
      <Button size="sm" variant="secondary" loading={isLoading} onClick={() => void end({ vacancyId, applicationId })}>
        {t('freelancers.review.endHire')}
      </Button>
      <span className={styles.note}>{t(reviews === 'client' ? 'freelancers.review.endHireHintClient' : 'freelancers.review.endHireHint')}</span>
    </div>
  );
}
