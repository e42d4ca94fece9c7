import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { BookingListShow, BookingsList } from '@contracts/econsultation/types';
import { formatFees } from '@contracts/format';
import { formatDuration, formatSlotRange, formatTimeZone } from '@contracts/format-time';
import { BookingStatusBadge, bookingCounterpart, browserTimeZone, formatBookingDate, formatTimeRange, useGetBookingsQuery, type Booking } from '@/entities/booking';
import { CancelBookingButton } from '@/features/cancel-booking';
import { econsultationT as t, type EconsultationKey as MessageKey } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Alert, Badge, Button, EmptyState, PageHeader, PhoneNumber, Spinner, cx, visuallyHidden } from '@/shared/ui';
import styles from './BookingsPage.module.css';

const COLUMNS: MessageKey[] = [
  'econsultation.bookings.id',
  'econsultation.bookings.name',
  'econsultation.bookings.organization',
  'econsultation.bookings.email',
  'econsultation.bookings.phone',
  'econsultation.bookings.date',
  'econsultation.bookings.time',
  'econsultation.bookings.duration',
  'econsultation.bookings.timezone',
  'econsultation.bookings.totalFees',
  'econsultation.bookings.status',
];

/** Text that may break before `mark` in a narrow column (an e-mail before its '@'), never inside a word. */
function breakBefore(text: string, mark: string) {
  const at = text.indexOf(mark);
  if (at <= 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <wbr />
      {text.slice(at)}
    </>
  );
}

const orDash = (value: string | undefined | null) => (value ?? '').trim() || t('econsultation.bookings.unknown');

function BookingRow({ booking, viewerUserId, viewerZone }: { booking: Booking; viewerUserId: string; viewerZone: string }) {
  const other = bookingCounterpart(booking, viewerUserId);
  const details = booking.bookingDetails;
  // Date and times in the viewer's own zone, from the real instants; the freelancer's wall clock beside them when the zones differ.
  const own = formatTimeRange(details.startsAt, details.endsAt, viewerZone);
  const otherZone = details.freelancerTimezone !== viewerZone;
  const label = (key: MessageKey) => t(key);
  return (
    <tr
      role="row"
      className={cx(styles.row, other.bookedByViewer ? styles.mine : styles.theirs, booking.status === 'cancelled' && styles.cancelled)}
      data-booked-by-viewer={other.bookedByViewer}
      data-status={booking.status}
    >
      <td role="cell" data-label={label('econsultation.bookings.id')} className={styles.idCell}>
        <Link to={paths.bookingPreview(booking.id)} className={styles.idLink} aria-label={t('econsultation.bookings.open', { id: booking.reference })}>
          {booking.reference}
        </Link>
        <span className={visuallyHidden}>{t(other.bookedByViewer ? 'econsultation.bookings.rowMine' : 'econsultation.bookings.rowTheirs')}</span>
      </td>
      <td role="cell" data-label={label('econsultation.bookings.name')} className={styles.name}>
        <bdi>{orDash(other.name)}</bdi>
      </td>
      <td role="cell" data-label={label('econsultation.bookings.organization')} className={styles.organization}>
        <bdi>{orDash(other.organization)}</bdi>
      </td>
      <td role="cell" data-label={label('econsultation.bookings.email')} className={cx(styles.email, styles.breakable, styles.phoneHidden)}>
        {other.email ? <a href={`mailto:${other.email}`}>{breakBefore(other.email, '@')}</a> : orDash('')}
      </td>
      <td role="cell" data-label={label('econsultation.bookings.phone')} className={cx(styles.nowrap, styles.phoneHidden)}>
        {other.phone ? <PhoneNumber phone={other.phone} /> : orDash('')}
      </td>
      <td role="cell" data-label={label('econsultation.bookings.date')} className={styles.date}>
        {own.date}
      </td>
      <td role="cell" data-label={label('econsultation.bookings.time')} className={styles.time}>
        {/* One unit, isolated: the range keeps its order inside a right-to-left row. */}
        <bdi>{own.time}</bdi>
        {otherZone && (
          <span className={styles.otherZone}>
            {t('econsultation.bookings.inZone', { date: formatBookingDate(details.preferenceDate), time: formatSlotRange(details.startTime, details.endTime), zone: formatTimeZone(details.freelancerTimezone) })}
          </span>
        )}
      </td>
      <td role="cell" data-label={label('econsultation.bookings.duration')} className={cx(styles.nowrap, styles.phoneHidden)}>
        <bdi>{formatDuration(booking.durationMinutes)}</bdi>
      </td>
      <td role="cell" data-label={label('econsultation.bookings.timezone')} className={cx(styles.breakable, styles.phoneHidden)}>
        {formatTimeZone(viewerZone)}
      </td>
      <td role="cell" data-label={label('econsultation.bookings.totalFees')} className={cx(styles.fees, styles.nowrap)}>
        {formatFees(booking.totalFees)}
      </td>
      <td role="cell" data-label={label('econsultation.bookings.status')} className={styles.status}>
        <div className={styles.statusStack}>
          <BookingStatusBadge status={booking.status} />
          {booking.reschedule && <Badge tone="info">{t('econsultation.bookings.rescheduled')}</Badge>}
          <CancelBookingButton booking={booking} reference={booking.reference} short />
        </div>
      </td>
    </tr>
  );
}

/** The two lists of the page: upcoming bookings (soonest first), then past and cancelled ones (most recent first), each paged by the server. */
const UPCOMING: readonly BookingListShow[] = ['upcoming'];
const HISTORY: readonly BookingListShow[] = ['past', 'cancelled'];

/** The rows of one page of a list (the pages of a list share its table). */
function BookingsPageRows({ show, page, viewerZone }: { show: readonly BookingListShow[]; page: number; viewerZone: string }) {
  const { data } = useGetBookingsQuery({ show, page });
  return data?.econsultancyBookings.map((booking) => <BookingRow key={booking.id} booking={booking} viewerUserId={data.userId} viewerZone={viewerZone} />) ?? null;
}

function BookingsSection({ title, empty, show, first }: { title: string; empty: string; show: readonly BookingListShow[]; first: BookingsList }) {
  const headingId = useId();
  const viewerZone = browserTimeZone();
  const [pages, setPages] = useState(1);
  // The last page shown tells whether there is more; the pages before it are in the cache already.
  const last = useGetBookingsQuery({ show, page: pages - 1 });
  const hasMore = pages === 1 ? first.hasMore : Boolean(last.data?.hasMore);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {first.econsultancyBookings.length === 0 ? (
        <p className={styles.intro}>{empty}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table role="table" className={styles.table}>
            <caption className={visuallyHidden}>{title}</caption>
            <thead role="rowgroup" className={styles.head}>
              <tr role="row">
                {COLUMNS.map((key) => (
                  <th role="columnheader" key={key} scope="col">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {Array.from({ length: pages }, (_, page) => (
                <BookingsPageRows key={page} show={show} page={page} viewerZone={viewerZone} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {last.isError && <Alert tone="danger">{t('econsultation.bookings.loadError')}</Alert>}
      {hasMore && (
        <Button variant="secondary" className={styles.more} loading={last.isFetching} onClick={() => setPages((n) => n + 1)} aria-label={t('econsultation.bookings.loadMoreOf', { list: title })}>
          {t('econsultation.bookings.loadMore')}
        </Button>
      )}
    </section>
  );
}

function BookingsContent() {
  const upcoming = useGetBookingsQuery({ show: UPCOMING, page: 0 }, { refetchOnMountOrArgChange: true });
  const history = useGetBookingsQuery({ show: HISTORY, page: 0 }, { refetchOnMountOrArgChange: true });

  let body;
  if (upcoming.isLoading || history.isLoading) body = <Spinner size="lg" />;
  else if (upcoming.isError || history.isError || !upcoming.data || !history.data) body = <Alert tone="danger">{t('econsultation.bookings.loadError')}</Alert>;
  else if (upcoming.data.econsultancyBookings.length === 0 && history.data.econsultancyBookings.length === 0)
    body = (
      <EmptyState
        title={t('econsultation.bookings.empty')}
        action={
          <Link to={paths.freelancers} className={styles.emptyLink}>
            {t('econsultation.bookings.findFreelancers')}
          </Link>
        }
      />
    );
  else {
    body = (
      <>
        <BookingsSection title={t('econsultation.bookings.upcoming')} empty={t('econsultation.bookings.noUpcoming')} show={UPCOMING} first={upcoming.data} />
        <BookingsSection title={t('econsultation.bookings.past')} empty={t('econsultation.bookings.noPast')} show={HISTORY} first={history.data} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('econsultation.bookings.title')}
        intro={t('econsultation.bookings.intro')}
        action={
          <ul className={styles.legend} aria-label={t('econsultation.bookings.legend')}>
            <li>
              <span className={cx(styles.swatch, styles.swatchMine)} aria-hidden="true" />
              {t('econsultation.bookings.legendMine')}
              <span className={visuallyHidden}> ({t('econsultation.bookings.legendMineHint')})</span>
            </li>
            <li>
              <span className={cx(styles.swatch, styles.swatchTheirs)} aria-hidden="true" />
              {t('econsultation.bookings.legendTheirs')}
              <span className={visuallyHidden}> ({t('econsultation.bookings.legendTheirsHint')})</span>
            </li>
          </ul>
        }
      />
      {body}
    </div>
  );
}

/** /econsultancy/bookings (see docs/reference.md#screens): bookings made by the viewer (green) and with the viewer (white); login required. */
export function BookingsPage() {
  return <BookingsContent />;
}
