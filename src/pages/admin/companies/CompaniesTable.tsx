import { Link } from 'react-router';
import { formatDateTime } from '@contracts/format-time';
import type { VerifiedCompanyView } from '@contracts/operator';
import { adminT as t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { useViewerZone } from '@/shared/lib/time-zone';
import { Button } from '@/shared/ui';
import styles from './Companies.module.css';

interface CompaniesTableProps {
  companies: readonly VerifiedCompanyView[];
  busy: boolean;
  onRevoke: (company: VerifiedCompanyView) => void;
}

/** Verified companies: a table at 1280 px, one stacked card per company on a phone. */
export function CompaniesTable({ companies, busy, onRevoke }: CompaniesTableProps) {
  const zone = useViewerZone();
  return (
    <table className={styles.table} aria-busy={busy}>
      <thead>
        <tr>
          <th scope="col">{t('admin.companies.col.company')}</th>
          <th scope="col">{t('admin.companies.col.domain')}</th>
          <th scope="col">{t('admin.companies.col.method')}</th>
          <th scope="col">{t('admin.companies.col.since')}</th>
          <th scope="col">{t('admin.companies.col.owner')}</th>
          <th scope="col">{t('admin.companies.col.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {companies.map((company) => (
          <tr key={company.id}>
            <td data-label={t('admin.companies.col.company')}>
              <Link to={paths.company(company.id)}>
                <bdi>{company.name}</bdi>
              </Link>
            </td>
            <td data-label={t('admin.companies.col.domain')}>
              <bdi className={styles.id}>{company.domain}</bdi>
            </td>
            <td data-label={t('admin.companies.col.method')}>{t(`admin.companies.method.${company.verifiedBy ?? 'unknown'}`)}</td>
            <td data-label={t('admin.companies.col.since')}>
              <time dateTime={company.verifiedAt}>{formatDateTime(company.verifiedAt, zone)}</time>
            </td>
            <td data-label={t('admin.companies.col.owner')}>
              <span>
                <bdi>{company.owner.name}</bdi>
                <bdi className={styles.muted}>{company.owner.email}</bdi>
              </span>
            </td>
            <td data-label={t('admin.companies.col.actions')}>
              <div className={styles.actions}>
                <Link to={`${paths.admin}/audit?itemKind=company&itemId=${encodeURIComponent(company.id)}`} aria-label={t('admin.companies.historyLabel', { company: company.name })}>
                  {t('admin.companies.history')}
                </Link>
                <Button type="button" size="sm" variant="danger" aria-label={t('admin.companies.revokeLabel', { company: company.name })} onClick={() => onRevoke(company)}>
                  {t('admin.companies.revoke')}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
