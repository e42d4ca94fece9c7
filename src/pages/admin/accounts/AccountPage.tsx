import { Link } from 'react-router';
import { useGetAccountQuery } from '@/entities/operator';
import { useGetMyProfileQuery } from '@/entities/user';
import { installReauthPrompt } from '@/features/reauth';
import { adminT as t } from '@/shared/i18n';
import { useViewerZone } from '@/shared/lib/time-zone';
import { Alert, EmptyState, Spinner } from '@/shared/ui';
import { paths } from '@/shared/routes';
import { AccountActions } from './AccountActions';
import { AccountCounts, AccountFacts, AccountReportsList } from './AccountFacts';
import styles from './Accounts.module.css';

// Suspension and role changes need the password within 15 minutes: a refusal asks for it and sends the action again.
installReauthPrompt();

/** One account (/admin/accounts/:userId): its facts, activity, reports by and about it, and the actions. */
export function AccountPage({ userId }: { userId: string }) {
  const zone = useViewerZone();
  const { data: profile } = useGetMyProfileQuery(undefined, { refetchOnMountOrArgChange: false });
  const { data: account, isLoading, error } = useGetAccountQuery(userId);
  const back = (
    <Link to={`${paths.admin}/accounts`} className={styles.back}>
      {t('admin.accounts.back')}
    </Link>
  );
  if (isLoading) return <Spinner />;
  if (!account) {
    const missing = (error as { status?: unknown } | undefined)?.status === 404;
    return (
      <div className={styles.section}>
        {back}
        {missing ? <EmptyState title={t('admin.accounts.notFound')} /> : <Alert tone="danger">{t('admin.accounts.loadError')}</Alert>}
      </div>
    );
  }

  return (
    <article className={styles.section} aria-labelledby="account-name">
      {back}
      <h2 id="account-name" className={styles.heading}>
        <bdi>{`${account.firstName} ${account.lastName}`}</bdi>
      </h2>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="account-facts">
          <h3 id="account-facts" className={styles.subheading}>
            {t('admin.accounts.facts')}
          </h3>
          <AccountFacts account={account} zone={zone} />
        </section>
        <section className={styles.card} aria-labelledby="account-activity">
          <h3 id="account-activity" className={styles.subheading}>
            {t('admin.accounts.activity')}
          </h3>
          <AccountCounts counts={account.counts} />
        </section>
      </div>
      <AccountActions account={account} viewerIsAdmin={profile?.operatorRole === 'admin'} />
      <div className={styles.columns}>
        <AccountReportsList title={t('admin.accounts.reportsAbout', { count: account.reportsAbout.count })} reports={account.reportsAbout} zone={zone} />
        <AccountReportsList title={t('admin.accounts.reportsBy', { count: account.reportsBy.count })} reports={account.reportsBy} zone={zone} />
      </div>
    </article>
  );
}
