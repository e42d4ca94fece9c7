import type { AccountDetail, AccountReports } from '@contracts/operator-accounts';
import { formatDate } from '@contracts/format';
import { formatDateTime } from '@contracts/format-time';
import { adminT as t, type AdminKey } from '@/shared/i18n';
import { Badge, DetailList, type DetailRow } from '@/shared/ui';
import { roleLabel, statusLabel, STATUS_TONE } from './labels';
import styles from './Accounts.module.css';

const yesNo = (value: boolean) => t(value ? 'admin.accounts.fact.yes' : 'admin.accounts.fact.no');

function companyText(company: AccountDetail['company']): string {
  if (!company) return t('admin.accounts.fact.noCompany');
  return company.verifiedDomain ? t('admin.accounts.fact.verifiedDomain', { name: company.name, domain: company.verifiedDomain }) : company.name;
}

function statusValue(account: AccountDetail, zone: string) {
  const badge = <Badge tone={STATUS_TONE[account.status]}>{statusLabel(account.status)}</Badge>;
  if (account.deletedAt) return <>{badge} {t('admin.accounts.fact.deleted', { date: formatDate(account.deletedAt, { timeZone: zone }) })}</>;
  if (account.suspension) return <>{badge} {t('admin.accounts.fact.suspended', { date: formatDateTime(account.suspension.since, zone), reason: account.suspension.reason })}</>;
  return badge;
}

/** Who the account is: role, status, dates, sessions, verification, company. */
export function AccountFacts({ account, zone }: { account: AccountDetail; zone: string }) {
  const rows: DetailRow[] = [
    { key: 'email', label: t('admin.accounts.fact.email'), value: <span dir="ltr">{account.email}</span> },
    { key: 'role', label: t('admin.accounts.fact.role'), value: roleLabel(account.role) },
    { key: 'status', label: t('admin.accounts.fact.status'), value: statusValue(account, zone) },
    { key: 'created', label: t('admin.accounts.fact.created'), value: formatDateTime(account.createdAt, zone) },
    { key: 'lastSignIn', label: t('admin.accounts.fact.lastSignIn'), value: account.lastSignInAt ? formatDateTime(account.lastSignInAt, zone) : t('admin.accounts.fact.never') },
    { key: 'sessions', label: t('admin.accounts.fact.sessions'), value: String(account.activeSessions) },
    { key: 'verified', label: t('admin.accounts.fact.verified'), value: yesNo(account.mailVerified) },
    { key: 'company', label: t('admin.accounts.fact.company'), value: companyText(account.company) },
  ];
  return <DetailList rows={rows} className={styles.facts} />;
}

const COUNTS = ['vacancies', 'applications', 'bookings', 'reviewsGiven', 'reviewsReceived'] as const;

/** How much the account did on the marketplace. */
export function AccountCounts({ counts }: { counts: AccountDetail['counts'] }) {
  return <DetailList rows={COUNTS.map((key) => ({ key, label: t(`admin.accounts.count.${key}`), value: String(counts[key]) }))} className={styles.facts} />;
}

const REASONS = new Set(['spam', 'scam', 'offensive', 'impersonation', 'misleading', 'other']);

/** A report's reason: a chosen reason in words, or what the reporter wrote (review and conversation reports). */
const reasonText = (reason: string, source: string) => (source === 'content' && REASONS.has(reason) ? t(`admin.accounts.report.reason.${reason}` as AdminKey) : reason);

/** The latest reports by or about the account, with how many there are in all. */
export function AccountReportsList({ title, reports, zone }: { title: string; reports: AccountReports; zone: string }) {
  return (
    <section className={styles.card}>
      <h3 className={styles.subheading}>{title}</h3>
      {reports.latest.length === 0 ? (
        <p className={styles.muted}>{t('admin.accounts.reports.none')}</p>
      ) : (
        <ul className={styles.reports}>
          {reports.latest.map((report) => (
            <li key={`${report.source}-${report.id}`} className={styles.report}>
              <strong>{t(`admin.accounts.report.kind.${report.kind}` as AdminKey)}</strong>
              <bdi dir="auto">{reasonText(report.reason, report.source)}</bdi>
              <time dateTime={report.createdAt} className={styles.muted}>
                {formatDateTime(report.createdAt, zone)}
              </time>
              {report.open !== null && <Badge tone={report.open ? 'warning' : 'neutral'}>{t(report.open ? 'admin.accounts.report.open' : 'admin.accounts.report.resolved')}</Badge>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
