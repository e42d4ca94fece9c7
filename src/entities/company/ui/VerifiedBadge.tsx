import { vacanciesT as t } from '@/shared/i18n';
import { Badge } from '@/shared/ui';

/** The company proved its domain. */
export function VerifiedBadge() {
  return (
    <Badge tone="success" title={t('company.verifiedHint')}>
      <span aria-hidden="true">✓ </span>
      {t('company.verified')}
    </Badge>
  );
}
