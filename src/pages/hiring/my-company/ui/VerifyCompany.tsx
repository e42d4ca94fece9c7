import type { CompanyProfile } from '@contracts/company';
import { VerifiedBadge } from '@/entities/company';
import { vacanciesT as t } from '@/shared/i18n';
import { Alert, FormSection } from '@/shared/ui';
import { VerifyByDns } from './VerifyByDns';
import { VerifyByEmail } from './VerifyByEmail';
import styles from './MyCompanyPage.module.css';

/**
 * The verified badge of the website's registrable domain (`company.domain`, as the server reads it): proven by a DNS
 * TXT record or by a link e-mailed to an address there. It names the domain, and goes when the website moves.
 */
export function VerifyCompany({ company, badLink }: { company: CompanyProfile | null; badLink: boolean }) {
  const domain = company?.domain ?? null;
  let content;
  if (company?.verifiedDomain) {
    content = (
      <>
        <p className={styles.verified}>
          <VerifiedBadge domain={company.verifiedDomain} />
        </p>
        <p className={styles.hint}>{t('company.verify.done', { domain: company.verifiedDomain })}</p>
      </>
    );
  } else if (!domain) {
    content = <p className={styles.hint}>{t('company.verify.needPage')}</p>;
  } else {
    content = (
      <>
        <VerifyByDns domain={domain} />
        <VerifyByEmail domain={domain} />
      </>
    );
  }
  return (
    <FormSection title={t('company.verify.title')}>
      {badLink && !company?.verifiedDomain && <Alert tone="danger">{t('company.verify.badLink')}</Alert>}
      {content}
    </FormSection>
  );
}
