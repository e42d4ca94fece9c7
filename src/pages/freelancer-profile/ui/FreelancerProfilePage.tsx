import '../i18n';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BUSINESS_ROLE } from '@contracts/auth';
import { listingStatus } from '@contracts/profileListing';
import { useGetMyFreelancerQuery, useRequestVerificationEmailMutation } from '@/entities/freelancer';
import { useGetReferenceDataQuery } from '@/entities/reference';
import { useGetMyProfileQuery } from '@/entities/user';
import { RequireAuth } from '@/shared/auth';
import { t } from '@/shared/i18n';
import { dismissToast, notify } from '@/shared/lib/notify';
import { Alert, Button, Spinner } from '@/shared/ui';
import { FreelancerPreviewModal } from '@/widgets/freelancer-card';
import { ListingStatus } from './ListingStatus';
import { ProfileForm } from './ProfileForm';
import styles from './FreelancerProfilePage.module.css';

/** 'Send me a verification e-mail' while the e-mail is not verified (SPEC §2, §8). */
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

function FreelancerProfileContent() {
  const [params] = useSearchParams();
  const { data: profile, isLoading: profileLoading } = useGetMyProfileQuery();
  const { data: freelancer, isLoading: freelancerLoading, isError } = useGetMyFreelancerQuery();
  const { data: reference } = useGetReferenceDataQuery();
  const [previewOpen, setPreviewOpen] = useState(false);
  const firstTime = params.get('firsttime') === 'true';
  const businessOnly = Boolean(profile?.user.Iam?.includes(BUSINESS_ROLE));
  // The saved profile's status (every item missing before the first save); none for a business or while it loads.
  const listing = profile && !businessOnly && !freelancerLoading && !isError ? listingStatus(freelancer ?? null) : null;

  let body;
  if (profileLoading || freelancerLoading || !profile) body = <Spinner size="lg" />;
  else if (businessOnly) body = <Alert tone="info">{t('freelancers.profile.businessOnly')}</Alert>;
  else if (isError) body = <Alert tone="danger">{t('freelancers.profile.loadError')}</Alert>;
  else body = <ProfileForm freelancer={freelancer ?? null} reference={reference} profile={profile} />;

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div className={styles.headText}>
          <h1 className={styles.title}>{t('freelancers.profile.title')}</h1>
          <p className={styles.intro}>{t('freelancers.profile.intro')}</p>
        </div>
        {freelancer && (
          <div className={styles.headActions}>
            <Button variant="outline" size="sm" onClick={() => setPreviewOpen(true)}>
              {t('freelancers.profile.preview')}
            </Button>
          </div>
        )}
      </header>
      {listing && <ListingStatus status={listing} />}
      {firstTime && <Alert tone="success">{t('freelancers.profile.firstTime')}</Alert>}
      {profile && !profile.isUpdate.mailVerified && <VerifyEmail />}
      {!businessOnly && <p className={styles.approval}>{t('freelancers.profile.approvalHint')}</p>}
      {body}
      {freelancer && <FreelancerPreviewModal freelancer={freelancer} open={previewOpen} onClose={() => setPreviewOpen(false)} preview />}
    </div>
  );
}

/** /freelancerprofile (SPEC §2): login required; visitors go to /login. */
export function FreelancerProfilePage() {
  return (
    <RequireAuth>
      <FreelancerProfileContent />
    </RequireAuth>
  );
}
