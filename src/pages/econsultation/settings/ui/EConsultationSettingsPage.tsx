import { useMemo } from 'react';
import { Link } from 'react-router';
import { isBusinessOnly } from '@contracts/user';
import { browserTimeZone, useGetMyEConsultancyQuery } from '@/entities/booking';
import { useGetMyFreelancerQuery } from '@/entities/freelancer';
import { useGetReferenceDataQuery } from '@/entities/reference';
import { useGetMyProfileQuery } from '@/entities/user';
import { econsultationT as t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Alert, PageHeader, Spinner } from '@/shared/ui';
import { SettingsForm } from './SettingsForm';
import styles from './EConsultationSettingsPage.module.css';

function SettingsContent() {
  const { data: profile, isLoading: profileLoading } = useGetMyProfileQuery();
  const businessOnly = isBusinessOnly(profile?.user.Iam);
  const { data: freelancer, isLoading: freelancerLoading, isError: freelancerError } = useGetMyFreelancerQuery(undefined, { skip: !profile || businessOnly });
  const { data: info, isLoading: infoLoading, isError: infoError } = useGetMyEConsultancyQuery(undefined, { skip: !profile || businessOnly });
  const { data: reference } = useGetReferenceDataQuery();
  const defaultZone = useMemo(() => browserTimeZone(), []);

  let body;
  if (profileLoading || !profile) body = <Spinner size="lg" />;
  else if (businessOnly) body = <Alert tone="info">{t('econsultation.settings.businessOnly')}</Alert>;
  else if (freelancerLoading || infoLoading) body = <Spinner size="lg" />;
  else if (freelancerError || infoError || !info) body = <Alert tone="danger">{t('econsultation.settings.loadError')}</Alert>;
  else
    body = (
      <>
        {!freelancer?.complete && (
          <Alert tone="info">
            {t('econsultation.settings.incomplete')}{' '}
            <Link className={styles.inlineLink} to={paths.freelancerProfile}>
              {t('econsultation.settings.completeProfile')}
            </Link>
          </Alert>
        )}
        <SettingsForm settings={info.settings} iam={freelancer?.Iam} timezones={reference?.timezones ?? []} defaultZone={defaultZone} userId={profile.user.id} onBlockedDates={info.onBlockedDates} />
      </>
    );

  return (
    <div className={styles.page}>
      <PageHeader title={t('econsultation.settings.title')} intro={t('econsultation.settings.intro')} />
      {body}
    </div>
  );
}

/** /econsultationsettings (see docs/reference.md#screens): the logged-in freelancer's e-consultation settings; visitors go to /login. */
export function EConsultationSettingsPage() {
  return <SettingsContent />;
}
