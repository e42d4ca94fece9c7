import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { zonedDate } from '@contracts/econsultation/zoned-time';
import { localizeDefaultMessages } from '@contracts/econsultation/default-messages';
import { formatFees, formatRate } from '@contracts/format';
import { formatDuration, formatSlot, formatTimeRange, formatTimeZone } from '@contracts/format-time';
import { BOOKED_PARAM, BookingStatusBadge, formatBookingDate, formatInstant, useGetBookingQuery, type Booking, type BookingMeeting, type BookingWithMeeting } from '@/entities/booking';
import { CancelBookingButton } from '@/features/cancel-booking';
import { RescheduleBooking } from '@/features/reschedule-booking';
import { ReviewPanel } from '@/features/review';
import { StartConversationButton } from '@/features/start-conversation';
import { useGetFreelancerQuery } from '@/entities/freelancer';
import { econsultationT as t, localizeRule } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Alert, Badge, EmptyState, PageHeader, PhoneNumber, Spinner } from '@/shared/ui';
import { FreelancerListCard } from '@/widgets/freelancer-card';
import { AddToCalendar } from './AddToCalendar';
import styles from './BookingPreviewPage.module.css';

const statusOf = (error: unknown): unknown => (error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined);
const orNone = (value: string | undefined | null) => (value ?? '').trim() || t('econsultation.none');

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {children}
    </section>
  );
}

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? styles.wide : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The consultant, for the client who booked: the full card with the booking's rate (not the profile's, which may
 * have changed or read "Negotiable"), when the profile can be read; else the name and contact kept with the booking.
 */
function ConsultantCard({ booking }: { booking: Booking }) {
  const { data: freelancer, isLoading, isError } = useGetFreelancerQuery(booking.freelancer.id);
  if (isLoading) return <Spinner />;
  if (freelancer && !isError) return <FreelancerListCard freelancer={freelancer} bookingRate={booking.hourlyRate} />;
  const { user, companyName } = booking.freelancer;
  return (
    <Panel title={t('econsultation.preview.freelancerTitle')}>
      <p className={styles.muted}>{t('econsultation.preview.cardUnavailable')}</p>
      <dl className={styles.list}>
        <Item label={t('econsultation.booking.name')}>{`${user.firstName} ${user.lastName}`.trim()}</Item>
        <Item label={t('econsultation.booking.organization')}>{orNone(companyName)}</Item>
        <Item label={t('econsultation.booking.email')}>{orNone(user.email)}</Item>
        <Item label={t('econsultation.booking.phone')}>{user.phone ? <PhoneNumber phone={user.phone} /> : orNone('')}</Item>
      </dl>
    </Panel>
  );
}

/** A platform the consultant shares (the conference or the payment): its name, its link and the consultant's message. */
function Shared({ label, linkLabel, platform, link, message }: { label: string; linkLabel: string; platform: string; link: string; message: string }) {
  return (
    <Item label={label} wide>
      <span className={styles.meeting}>
        <bdi>{platform}</bdi>
        {link && (
          <a href={link} target="_blank" rel="noopener noreferrer">
            {linkLabel}
          </a>
        )}
        <span className={styles.text} dir="auto">
          {message}
        </span>
      </span>
    </Item>
  );
}

/**
 * What the consultant shares with the client, as the booking e-mail does; built-in messages in the page's language.
 * The meeting's link only while the booking is to happen (not once completed or cancelled); how to pay stays.
 */
function Meeting({ meeting, upcoming }: { meeting: BookingMeeting; upcoming: boolean }) {
  const { conference, payment } = meeting;
  const messages = localizeDefaultMessages({ WelcomeMessage: meeting.welcome, ConferenceMessage: conference?.message ?? '', PaymentMessage: payment?.message ?? '' }, localizeRule);
  return (
    <Panel title={t('econsultation.preview.meetingTitle')}>
      <dl className={styles.list}>
        <Item label={t('econsultation.preview.welcome')} wide>
          <span className={styles.text} dir="auto">
            {messages.WelcomeMessage}
          </span>
        </Item>
        {conference && upcoming && <Shared label={t('econsultation.preview.conference')} linkLabel={t('econsultation.preview.join')} {...conference} message={messages.ConferenceMessage} />}
        {payment && <Shared label={t('econsultation.preview.payment')} linkLabel={t('econsultation.preview.pay')} {...payment} message={messages.PaymentMessage} />}
      </dl>
    </Panel>
  );
}

/** Who cancelled and why, or until when it can be cancelled, with the Cancel button while it can. */
function Lifecycle({ booking }: { booking: BookingWithMeeting }) {
  const { cancellation } = booking;
  if (cancellation) {
    const when = formatInstant(cancellation.at);
    const who =
      cancellation.by === booking.viewerRole
        ? t('econsultation.cancel.byYou', { when })
        : t(cancellation.by === 'booker' ? 'econsultation.cancel.byClient' : 'econsultation.cancel.byConsultant', { when });
    return (
      <Alert tone="warning">
        <span data-testid="cancellation">{who}</span>
        {cancellation.emergency && <span className={styles.reason}>{t('econsultation.cancel.emergency')}</span>}
        {cancellation.reason && <span className={styles.reason}>{t('econsultation.cancel.reasonShown', { reason: cancellation.reason })}</span>}
      </Alert>
    );
  }
  if (booking.status !== 'confirmed') return null;
  const until = formatInstant(booking.cancellableUntil);
  return (
    <div className={styles.lifecycle}>
      <span className={styles.muted}>
        {t(booking.cancelIsEmergency ? 'econsultation.cancel.emergencyOnly' : booking.canCancel ? 'econsultation.cancel.until' : 'econsultation.cancel.closed', { when: until })}
      </span>
      <span className={styles.actions}>
        <AddToCalendar booking={booking} />
        <CancelBookingButton booking={booking} reference={booking.reference} size="md" />
      </span>
    </div>
  );
}

function BookingPreview({ booking }: { booking: BookingWithMeeting }) {
  const client = booking.clientInformation;
  const details = booking.bookingDetails;
  const freelancerZone = details.freelancerTimezone;
  const clientZone = details.timezone;
  // The booking's instants in the client's zone; a range that crosses midnight there names both days.
  const clientTime = { date: zonedDate(details.startsAt, clientZone), time: formatTimeRange(details.startsAt, details.endsAt, clientZone) };
  const mine = booking.viewerRole === 'booker';

  return (
    <>
      <div className={styles.status}>
        <BookingStatusBadge status={booking.status} />
        <Badge tone={mine ? 'success' : 'neutral'}>{t(mine ? 'econsultation.bookings.rowMine' : 'econsultation.bookings.rowTheirs')}</Badge>
        <span className={styles.muted}>{t(mine ? 'econsultation.preview.bookedByYou' : 'econsultation.preview.bookedWithYou')}</span>
        <span className={styles.muted}>{t('econsultation.preview.reference', { reference: booking.reference })}</span>
        <StartConversationButton withUserId={mine ? booking.freelancer.user.id : booking.bookedBy} bookingId={booking.id} className={styles.message} />
      </div>
      <Lifecycle booking={booking} />
      {booking.status === 'completed' && (
        <ReviewPanel
          subject={{ kind: 'booking', bookingId: booking.id }}
          reviews={mine ? 'freelancer' : 'client'}
          otherName={mine ? booking.freelancer.user.firstName : client.name}
          ownName={mine ? client.name : booking.freelancer.user.firstName}
        />
      )}
      <RescheduleBooking booking={booking} />
      {booking.meeting && <Meeting meeting={booking.meeting} upcoming={booking.status === 'confirmed'} />}
      {/* The other party: the consultant for the client; the consultant reads the client's panel below. */}
      {mine && <ConsultantCard booking={booking} />}
      <div className={styles.grid}>
        <Panel title={t('econsultation.preview.clientTitle')}>
          <dl className={styles.list}>
            <Item label={t('econsultation.booking.name')}>
              <bdi>{orNone(client.name)}</bdi>
            </Item>
            <Item label={t('econsultation.booking.organization')}>
              <bdi>{orNone(client.organization)}</bdi>
            </Item>
            <Item label={t('econsultation.booking.email')}>{client.email ? <a href={`mailto:${client.email}`}>{client.email}</a> : orNone('')}</Item>
            <Item label={t('econsultation.booking.phone')}>{client.phone ? <PhoneNumber phone={client.phone} /> : orNone('')}</Item>
            <Item label={t('econsultation.booking.requirements')} wide>
              <span className={styles.text} dir="auto">
                {orNone(client.requirements)}
              </span>
            </Item>
          </dl>
        </Panel>
        <Panel title={t('econsultation.preview.detailsTitle')}>
          <dl className={styles.list}>
            <Item label={t('econsultation.preview.date')}>{formatBookingDate(details.preferenceDate)}</Item>
            <Item label={t('econsultation.preview.freelancerZone')}>{formatTimeZone(freelancerZone)}</Item>
            <Item label={t('econsultation.preview.startTime')}>
              <bdi>{formatSlot(details.startTime)}</bdi>
            </Item>
            <Item label={t('econsultation.preview.endTime')}>
              <bdi>{formatSlot(details.endTime)}</bdi>
            </Item>
            <Item label={t('econsultation.preview.clientZone')} wide>
              {formatTimeZone(clientZone)}
              {clientZone !== freelancerZone && (
                <span className={styles.converted}>
                  {t('econsultation.preview.inClientZone', { date: formatBookingDate(clientTime.date), time: clientTime.time, zone: formatTimeZone(clientZone) })}
                </span>
              )}
            </Item>
            <Item label={t('econsultation.preview.alternate')} wide>
              {orNone(details.proposeAlternateDate)}
            </Item>
            <Item label={t('econsultation.preview.duration')}>
              <bdi>{formatDuration(booking.durationMinutes)}</bdi>
            </Item>
            <Item label={t('econsultation.preview.hourlyRate')}>{formatRate(booking.hourlyRate)}</Item>
            <Item label={t('econsultation.preview.totalFees')}>
              <strong className={styles.total}>{formatFees(booking.totalFees)}</strong>
            </Item>
          </dl>
        </Panel>
      </div>
    </>
  );
}

/** Right after booking: "Booked", with the time in the client's zone; it takes the focus so it is read first. */
function BookedNotice({ booking }: { booking: Booking }) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const details = booking.bookingDetails;
  const zone = details.timezone;
  const when = t('econsultation.bookings.inZone', {
    date: formatBookingDate(zonedDate(details.startsAt, zone)),
    time: formatTimeRange(details.startsAt, details.endsAt, zone),
    zone: formatTimeZone(zone),
  });
  useEffect(() => ref.current?.focus(), []);
  return (
    <section ref={ref} tabIndex={-1} className={styles.booked} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.bookedTitle}>
        {t('econsultation.preview.bookedTitle')}
      </h2>
      <p>{t('econsultation.preview.bookedText', { name: `${booking.freelancer.user.firstName} ${booking.freelancer.user.lastName}`.trim(), when })}</p>
    </section>
  );
}

function PreviewContent() {
  const { econsultancyId = '' } = useParams();
  const [search] = useSearchParams();
  const { data: booking, isLoading, error } = useGetBookingQuery(econsultancyId, { skip: !econsultancyId });
  const status = statusOf(error);

  let body;
  if (isLoading) body = <Spinner size="lg" />;
  else if (booking)
    body = (
      <>
        {search.get(BOOKED_PARAM) === '1' && booking.viewerRole === 'booker' && booking.status === 'confirmed' && <BookedNotice booking={booking} />}
        <BookingPreview booking={booking} />
      </>
    );
  else if (status === 403) body = <Alert tone="warning">{t('econsultation.preview.notAllowed')}</Alert>;
  else if (!econsultancyId || status === 404 || status === 400) body = <EmptyState title={t('econsultation.preview.notFound')} />;
  else body = <Alert tone="danger">{t('econsultation.preview.loadError')}</Alert>;

  return (
    <div className={styles.page}>
      <PageHeader back={{ to: paths.bookings, label: t('econsultation.preview.back') }} title={t('econsultation.preview.title')} />
      {body}
    </div>
  );
}

/** /econsultancy/booking/preview/{econsultancyId} (see docs/reference.md#screens): one booking, read-only; login required. */
export function BookingPreviewPage() {
  return <PreviewContent />;
}
