import { vacanciesT as t } from '@/shared/i18n';
import { Badge } from '@/shared/ui';

/** The company proved its domain: the badge names it ("Verified: najdretail.sa"). */
export function VerifiedBadge({ domain }: { domain: string }) {
  return (
    <Badge tone="success" title={t('company.verifiedHint', { domain })}>
      <span aria-hidden="true">✓ </span>
      {t('company.verifiedFor')} <bdi dir="ltr">{domain}</bdi>
    </Badge>
  );
}
