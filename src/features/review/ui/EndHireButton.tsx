import { useEndHireMutation } from '@/entities/review';
import { freelancersT as t } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import styles from './Review.module.css';

/** The business marks a hire's engagement ended: both sides may then review each other for 14 days. */
export function EndHireButton({ vacancyId, applicationId }: { vacancyId: string; applicationId: string }) {
  const [end, { isLoading }] = useEndHireMutation();
  return (
    <div className={styles.actions}>
      <Button size="sm" variant="secondary" loading={isLoading} onClick={() => void end({ vacancyId, applicationId })}>
        {t('freelancers.review.endHire')}
      </Button>
      <span className={styles.note}>{t('freelancers.review.endHireHint')}</span>
    </div>
  );
}
