import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { useGetFreelancerQuery } from '@/entities/freelancer';
import { useGetMyProfileQuery } from '@/entities/user';
import { ReportButton } from '@/features/report';
import { selectIsLoggedIn } from '@/shared/auth';
import { freelancersT as t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Alert, EmptyState, PageHeader, Spinner } from '@/shared/ui';
import { FreelancerActions, FreelancerCard } from '@/widgets/freelancer-card';
import { FreelancerReviews } from './FreelancerReviews';
import { MessageOnKhibra } from './MessageOnKhibra';
import styles from './FreelancerPage.module.css';

/** /freelancer/{id} (see docs/reference.md#screens): one freelancer card; visitors read it through /unauth. */
export function FreelancerPage() {
  const { freelancerId = '' } = useParams();
  const { data, isLoading, error } = useGetFreelancerQuery(freelancerId, { skip: !freelancerId });
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data: profile } = useGetMyProfileQuery(undefined, { skip: !loggedIn });
  const status = error && 'status' in error ? error.status : undefined;

  let content;
  if (isLoading) content = <Spinner size="lg" />;
  else if (data)
    content = (
      <>
        <FreelancerCard freelancer={data} variant="full" actions={
            <>
              <FreelancerActions freelancer={data} nextAvailable />
              <MessageOnKhibra freelancer={data} />
            </>
          } />
        <ReportButton kind="freelancer" id={data.id} label={t('freelancers.one.report')} mine={profile ? profile.user.id === data.user.id : undefined} />
        <FreelancerReviews freelancer={data} />
      </>
    );
  else if (!freelancerId || status === 404 || status === 400) content = <EmptyState title={t('freelancers.one.notFound')} />;
  else content = <Alert tone="danger">{t('error.generic')}</Alert>;

  return (
    <div className={styles.page}>
      <PageHeader back={{ to: paths.freelancers, label: t('freelancers.one.back') }} title={t('freelancers.one.title')} />
      {content}
    </div>
  );
}
