import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isBusinessOnly } from '@contracts/user';
import { listingStatus } from '@contracts/profileListing';
import { useGetMyFreelancerQuery, useRequestVerificationEmailMutation } from '@/entities/freelancer';
import { useGetReferenceDataQuery } from '@/entities/reference';
import { useGetMyProfileQuery } from '@/entities/user';
import { freelancersT as t } from '@/shared/i18n';
import { dismissToast, notify } from '@/shared/lib/notify';
import { paths } from '@/shared/routes';
import { Alert, Button, ButtonLink, NoteAlert, PageHeader, Spinner } from '@/shared/ui';
import { FreelancerPreviewModal } from '@/widgets/freelancer-card';
import { ListingStatus } from './ListingStatus';
import { ProfileForm } from './ProfileForm';
import styles from './FreelancerProfilePage.module.css';

/** 'Send me a verification e-mail' while the e-mail is not verified (see docs/reference.md#screens, #errors). */
function VerifyEmail() {
  const [request, { isLoading }] = useRequestVerificationEmailMutation();
  const send = async () => {
    const pending = notify(t('freelancers.profile.verifyPending'), 'info', { persist: true });
    try {
      await request().unwrap();
      dismissToast(pending);
      notify(t('freelancers.profile.verifySent'), 'success');
    } catch {
      dismissToast(pending);
      notify(t('freelancers.profile.verifyFailed'), 'error');
    }
  };
  return (
    <Alert tone="info">
      <Button variant="link" className={styles.verify} loading={isLoading} onClick={() => void send()}>
        {t('freelancers.profile.verify')}
      </Button>
    </Alert>
  );
}

/**
 * A business account has no freelancer profile: the page leads it to what it
 * came for, posting a vacancy and finding freelancers. The e-mail
 * verification link lands every account here (docs/reference.md#states: ?firsttime=true), so
 * this is a business's welcome too.
 */
function BusinessStart({ firstTime }: { firstTime: boolean }) {
  return (
    <div className={styles.businessStart}>
      <Alert tone={firstTime ? 'success' : 'info'}>{t(firstTime ? 'freelancers.profile.businessWelcome' : 'freelancers.profile.businessOnly')}</Alert>
      <div className={styles.businessActions}>
        <ButtonLink to={paths.vacancyCreate}>{t('freelancers.profile.businessPost')}</ButtonLink>
        <ButtonLink to={paths.freelancers} variant="outline">
          {t('freelancers.profile.businessFind')}
        </ButtonLink>
      </div>
    </div>
  );
}

function FreelancerProfileContent() {
  const [params] = useSearchParams();
  const { data: profile, isLoading: profileLoading } = useGetMyProfileQuery();
  const { data: freelancer, isLoading: freelancerLoading, isError } = useGetMyFreelancerQuery();
  const { data: reference } = useGetReferenceDataQuery();
  const [previewOpen, setPreviewOpen] = useState(false);
  const firstTime = params.get('firsttime') === 'true';
  const businessOnly = isBusinessOnly(profile?.user.Iam);
  // The saved profile's status (every item missing before the first save); none for a business or while it loads.
  const listing = profile && !businessOnly && !freelancerLoading && !isError ? listingStatus(freelancer ?? null) : null;

  let body;
  if (profileLoading || freelancerLoading || !profile) body = <Spinner size="lg" />;
  else if (businessOnly) body = <BusinessStart firstTime={firstTime} />;
  else if (isError) body = <Alert tone="danger">{t('freelancers.profile.loadError')}</Alert>;
  else body = <ProfileForm freelancer={freelancer ?? null} reference={reference} profile={profile} />;

  return (
    <div className={styles.page}>
      <PageHeader
        title={t(businessOnly ? 'freelancers.profile.businessTitle' : 'freelancers.profile.title')}
        intro={businessOnly ? undefined : t('freelancers.profile.intro')}
        action={
          freelancer && (
            <Button variant="outline" size="sm" onClick={() => setPreviewOpen(true)}>
              {t('freelancers.profile.preview')}
            </Button>
          )
        }
      />
      {freelancer?.operatorHidden && <NoteAlert text={t('freelancers.profile.hiddenByTeam')} note={freelancer.operatorHidden.note} />}
      {listing && <ListingStatus status={listing} />}
      {firstTime && !businessOnly && <Alert tone="success">{t('freelancers.profile.firstTime')}</Alert>}
      {profile && !profile.isUpdate.mailVerified && <VerifyEmail />}
      {!businessOnly && <p className={styles.approval}>{t('freelancers.profile.approvalHint')}</p>}
      {body}
      {freelancer && <FreelancerPreviewModal freelancer={freelancer} open={previewOpen} onClose={() => setPreviewOpen(false)} preview />}
    </div>
  );
}

/** /freelancerprofile (see docs/reference.md#screens): login required; visitors go to /login. */
export function FreelancerProfilePage() {
  return <FreelancerProfileContent />;
}
