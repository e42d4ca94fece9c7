import type { CompanySummary } from '@contracts/company';
import { Link } from 'react-router';
import { vacanciesT as t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { userText } from '@/shared/ui';
import { CompanyLogo } from './CompanyLogo';
import { CompanyRating } from './CompanyRating';
import { VerifiedBadge } from './VerifiedBadge';
import styles from './Company.module.css';

/** Who is hiring, on a vacancy: the logo, the name linking to the company page, the verified badge naming its domain, and what freelancers said (the rating). */
export function HiringCompany({ company }: { company: CompanySummary }) {
  return (
    <p className={styles.hiring}>
      <CompanyLogo name={company.name} logo={company.logo} />
      <span className={styles.hiringText}>
        <span className={styles.muted}>{t('company.hiring')}</span>{' '}
        <Link to={paths.company(company.id)} className={styles.name} {...userText(company.name)}>
          {company.name}
        </Link>
      </span>
      {company.verifiedDomain && <VerifiedBadge domain={company.verifiedDomain} />}
      {company.rating && <CompanyRating rating={company.rating} />}
    </p>
  );
}
