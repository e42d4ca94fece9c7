import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BOOKING_SEARCH_MAX, type BookingListShow, type BookingsList } from '@contracts/econsultation/types';
import { formatFees } from '@contracts/format';
import { formatDuration, formatSlotRange, formatTimeZone } from '@contracts/format-time';
import { BookingStatusBadge, bookingCounterpart, browserTimeZone, formatBookingDate, formatTimeRange, useGetBookingsQuery, type Booking } from '@/entities/booking';
import { CancelBookingButton } from '@/features/cancel-booking';
import { econsultationT as t, isolate, type EconsultationKey as MessageKey } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Alert, Badge, Button, EmptyState, PageHeader, PhoneNumber, Spinner, TextField, cx, visuallyHidden } from '@/shared/ui';
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
          {booking.cancellation?.emergency && <Badge tone="warning">{t('econsultation.cancel.emergency')}</Badge>}
          {booking.reschedule && <Badge tone="info">{t('econsultation.bookings.rescheduled')}</Badge>}
          <CancelBookingButton booking={booking} reference={booking.reference} short />
        </div>
      </td>
    </tr>
  );
}

/**
 * The two lists of the page: upcoming bookings (soonest first), then past and cancelled ones (most recent first), each paged by the server;
 * or, with a filter, its one list (upcoming and awaiting soonest first, the others latest first).
 */
const UPCOMING: readonly BookingListShow[] = ['upcoming'];
const HISTORY: readonly BookingListShow[] = ['past', 'cancelled'];

/** The filters beside "All bookings", by their value of `show` in the query string: the list each shows, its button, heading and empty line. */
const FILTERS = {
  upcoming: { label: 'econsultation.bookings.upcomingOnly', title: 'econsultation.bookings.upcoming', empty: 'econsultation.bookings.noUpcoming' },
  past: { label: 'econsultation.bookings.pastOnly', title: 'econsultation.bookings.pastOnly', empty: 'econsultation.bookings.noPastOnly' },
  cancelled: { label: 'econsultation.bookings.cancelledOnly', title: 'econsultation.bookings.cancelledOnly', empty: 'econsultation.bookings.noCancelled' },
  awaiting: { label: 'econsultation.bookings.awaiting', title: 'econsultation.bookings.awaiting', empty: 'econsultation.bookings.noAwaiting' },
} satisfies Record<BookingListShow, { label: MessageKey; title: MessageKey; empty: MessageKey }>;
const FILTER_KEYS = Object.keys(FILTERS) as BookingListShow[];
const isFilter = (value: string | null): value is BookingListShow => (FILTER_KEYS as (string | null)[]).includes(value);
/** How long typing pauses before the search is asked for. */
const SEARCH_DELAY_MS = 300;

/** The rows of one page of a list (the pages of a list share its table). */
function BookingsPageRows({ show, q, page, viewerZone }: { show: readonly BookingListShow[]; q: string; page: number; viewerZone: string }) {
  const { data } = useGetBookingsQuery({ show, q, page });
  return data?.econsultancyBookings.map((booking) => <BookingRow key={booking.id} booking={booking} viewerUserId={data.userId} viewerZone={viewerZone} />) ?? null;
}

function BookingsSection({ title, empty, show, q, first }: { title: string; empty: string; show: readonly BookingListShow[]; q: string; first: BookingsList }) {
  const headingId = useId();
  const viewerZone = browserTimeZone();
  const [pages, setPages] = useState(1);
  // The last page shown tells whether there is more; the pages before it are in the cache already.
  const last = useGetBookingsQuery({ show, q, page: pages - 1 });
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
                <BookingsPageRows key={page} show={show} q={q} page={page} viewerZone={viewerZone} />
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

/**
 * The search box and the filter, kept in the query string (?show=past&q=…): the search is asked for once typing
 * pauses, and the URL's q (back, forward, a shared link) fills the box. Each change is one history entry, so Back
 * undoes it: a filter chosen, or one search typed (its first write adds the entry, the later ones of the same typing
 * correct it in place, until the box loses the focus or Enter is pressed).
 */
function useListFilters() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const shown = params.get('show');
  const filter = isFilter(shown) ? shown : null;
  const [typed, setTyped] = useState(q);
  // The q this page last wrote: any other change of the URL's q came from outside (back, forward) and fills the box.
  const written = useRef(q);
  // Whether the typing going on has its history entry already.
  const typingEntry = useRef(false);
  useEffect(() => {
    if (q !== written.current) {
      written.current = q;
      typingEntry.current = false;
      setTyped(q);
    }
  }, [q]);
  const update = (change: (next: URLSearchParams) => void, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace, preventScrollReset: true },
    );
  const writeSearch = (wanted: string) => {
    if (wanted === written.current) return;
    written.current = wanted;
    update((next) => (wanted ? next.set('q', wanted) : next.delete('q')), typingEntry.current);
    typingEntry.current = true;
  };
  // The timer depends on what was typed only (writeSearch is a new function each render and reads nothing else that changes).
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === written.current) return undefined;
    const timer = setTimeout(() => writeSearch(wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  /** Enter: the search now, without waiting for the pause; what is typed next is another search. */
  const searchNow = () => {
    writeSearch(typed.trim());
    typingEntry.current = false;
  };
  const endTyping = () => {
    typingEntry.current = false;
  };
  const setFilter = (next: BookingListShow | null) => {
    if (next === filter) return;
    typingEntry.current = false;
    update((params) => (next ? params.set('show', next) : params.delete('show')), false);
  };
  return { q, filter, typed, setTyped, searchNow, endTyping, setFilter };
}

function BookingsFilters({ filters }: { filters: ReturnType<typeof useListFilters> }) {
  const { typed, setTyped, searchNow, endTyping, filter, setFilter } = filters;
  const choice = (key: BookingListShow | null, label: MessageKey) => (
    <Button key={key ?? 'all'} size="sm" variant={filter === key ? 'primary' : 'outline'} aria-pressed={filter === key} onClick={() => setFilter(key)}>
      {t(label)}
    </Button>
  );
  return (
    // Not a form: nothing is submitted, the list follows the box (Enter only skips the pause).
    <div role="search" aria-label={t('econsultation.bookings.find')} className={styles.filters}>
      <div role="group" aria-label={t('econsultation.bookings.filter')} className={styles.filterButtons}>
        {choice(null, 'econsultation.bookings.all')}
        {FILTER_KEYS.map((key) => choice(key, FILTERS[key].label))}
      </div>
      <TextField
        type="search"
        className={styles.search}
        label={t('econsultation.bookings.search')}
        value={typed}
        maxLength={BOOKING_SEARCH_MAX}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setTyped(event.target.value)}
        onBlur={endTyping}
        onKeyDown={(event) => {
          if (event.key === 'Enter') searchNow();
        }}
      />
    </div>
  );
}

function BookingsContent() {
  const filters = useListFilters();
  const { q, filter } = filters;
  // With a filter, its one list; the queries of the other lists are skipped.
  const filtered: readonly BookingListShow[] = useMemo(() => [filter ?? 'upcoming'], [filter]);
  const upcoming = useGetBookingsQuery({ show: UPCOMING, q, page: 0 }, { refetchOnMountOrArgChange: true, skip: Boolean(filter) });
  const history = useGetBookingsQuery({ show: HISTORY, q, page: 0 }, { refetchOnMountOrArgChange: true, skip: Boolean(filter) });
  const single = useGetBookingsQuery({ show: filtered, q, page: 0 }, { refetchOnMountOrArgChange: true, skip: !filter });
  const lists = filter ? [single] : [upcoming, history];
  // The filter whose list is shown: while another one loads, its rows are not shown under the new heading.
  const [listed, setListed] = useState(filter);
  useEffect(() => {
    if (single.currentData) setListed(filter);
  }, [single.currentData, filter]);

  let body;
  if (lists.some((list) => list.isLoading) || (filter && filter !== listed && !single.currentData)) body = <Spinner size="lg" />;
  else if (lists.some((list) => list.isError || !list.data)) body = <Alert tone="danger">{t('econsultation.bookings.loadError')}</Alert>;
  else if (filter && single.data)
    body = (
      <BookingsSection key={`${filter}:${q}`} title={t(FILTERS[filter].title)} empty={q ? t('econsultation.bookings.noMatch', { q: isolate(q) }) : t(FILTERS[filter].empty)} show={filtered} q={q} first={single.data} />
    );
  else if (upcoming.data?.econsultancyBookings.length === 0 && history.data?.econsultancyBookings.length === 0)
    body = q ? (
      <EmptyState title={t('econsultation.bookings.noMatch', { q: isolate(q) })} />
    ) : (
      <EmptyState
        title={t('econsultation.bookings.empty')}
        action={
          <Link to={paths.freelancers} className={styles.emptyLink}>
            {t('econsultation.bookings.findFreelancers')}
          </Link>
        }
      />
    );
  else if (upcoming.data && history.data) {
    body = (
      <>
        <BookingsSection key={`upcoming:${q}`} title={t('econsultation.bookings.upcoming')} empty={t('econsultation.bookings.noUpcoming')} show={UPCOMING} q={q} first={upcoming.data} />
        <BookingsSection key={`history:${q}`} title={t('econsultation.bookings.past')} empty={t('econsultation.bookings.noPast')} show={HISTORY} q={q} first={history.data} />
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
      <BookingsFilters filters={filters} />
      <div className={styles.results} aria-busy={lists.some((list) => list.isFetching) || undefined}>
        {body}
      </div>
    </div>
  );
}

/** /econsultancy/bookings (see docs/reference.md#screens): bookings made by the viewer (green) and with the viewer (white); login required. */
export function BookingsPage() {
  return <BookingsContent />;
}
