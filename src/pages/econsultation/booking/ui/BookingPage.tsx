import { useMemo } from 'react';
import { useParams } from 'react-router';
import { browserTimeZone, useGetEConsultancyQuery } from '@/entities/booking';
import { freelancerName, useGetFreelancerQuery } from '@/entities/freelancer';
import { useGetReferenceDataQuery } from '@/entities/reference';
import { useGetMyProfileQuery } from '@/entities/user';
import { BookingForm } from '@/features/book-econsultation';
import { RobotCheckField } from '@/features/robot-check';
import { econsultationT as t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Alert, EmptyState, PageHeader, Spinner } from '@/shared/ui';
import { FreelancerListCard } from '@/widgets/freelancer-card';
import styles from './BookingPage.module.css';

const statusOf = (error: unknown): unknown => (error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined);
const NOT_FOUND: unknown[] = [400, 404];

function BookingContent() {
  const { freelancerId = '' } = useParams();
  const { data: freelancer, isLoading: freelancerLoading, error: freelancerError } = useGetFreelancerQuery(freelancerId, { skip: !freelancerId });
  // Booked times change while people book: read them again on every visit.
  const { data: info, isLoading: infoLoading, error: infoError } = useGetEConsultancyQuery(freelancerId, { skip: !freelancerId, refetchOnMountOrArgChange: true });
  const { data: profile, isLoading: profileLoading } = useGetMyProfileQuery();
  const { data: reference } = useGetReferenceDataQuery();
  const defaultZone = useMemo(() => browserTimeZone(), []);
  const name = freelancer ? freelancerName(freelancer) : '';
  const self = Boolean(profile && freelancer && profile.user.id === freelancer.user.id);

  let body;
  if (freelancerLoading || infoLoading || profileLoading) body = <Spinner size="lg" />;
  else if (!freelancer) {
    const notFound = !freelancerError || NOT_FOUND.includes(statusOf(freelancerError));
    body = notFound ? <EmptyState title={t('econsultation.booking.notFound')} /> : <Alert tone="danger">{t('econsultation.booking.loadError')}</Alert>;
  } else {
    let form;
    if (self) form = <Alert tone="warning">{t('econsultation.booking.self')}</Alert>;
    else if (infoError && statusOf(infoError) !== 404) form = <Alert tone="danger">{t('econsultation.booking.loadError')}</Alert>;
    else if (!info?.isEConsultant || !info.settings) form = <Alert tone="info">{t('econsultation.booking.notEConsultant')}</Alert>;
    else
      form = (
        <BookingForm
          freelancerId={freelancer.id}
          freelancerName={name}
          info={{ ...info, settings: info.settings }}
          profile={profile ?? undefined}
          timezones={reference?.timezones ?? []}
          defaultZone={defaultZone}
          renderRobotCheck={(resetKey) => <RobotCheckField resetKey={resetKey} />}
        />
      );
    // Choosing a time comes first (on a phone the card would push it a screen or more down); the card follows.
    body = (
      <>
        {form}
        <FreelancerListCard freelancer={freelancer} bookingRate={info?.settings?.hourlyRate ?? freelancer.experience?.hourlyRate ?? ''} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        back={{ to: paths.freelancers, label: t('econsultation.booking.back') }}
        title={t('econsultation.booking.title')}
        intro={name && t('econsultation.booking.intro', { name })}
      />
      {body}
    </div>
  );
}

/** /econsultancy/booking/{freelancerId} (see docs/reference.md#screens): the booking form, then the freelancer's card; login required. */
export function BookingPage() {
  return <BookingContent />;
}
