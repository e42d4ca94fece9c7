import fs from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import { BOOKINGS_PAGE_SIZE, type Booking, type BookingsList } from '@contracts/econsultation/types';
import { formatMoney } from '@contracts/format';
import { setLocaleSource } from '@contracts/locale';
import { normalizeDigits } from '@contracts/text';
import { loadMessages } from '@/shared/i18n';
import { renderWithProviders, stubApi, type StubRoute } from '@/shared/lib/test';
import { makeBooking, makeProposal } from '@/entities/booking/testing';
import { BookingsPage } from './BookingsPage';

afterEach(() => jest.restoreAllMocks());

const renderPage = (route = '/econsultancy/bookings') => renderWithProviders(<BookingsPage />, { route, path: '/econsultancy/bookings', token: 'tok' });

/** The browser's time zone, as browserTimeZone() reads it. */
function viewerZone(timeZone: string) {
  const original = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...original.call(this), timeZone };
  });
}

const mine = makeBooking({ id: 'aaaaaaaa-0000-4000-8000-000000000001', reference: 'KH-AAAA-0001', bookedBy: 'u-me', viewerRole: 'booker' });
const theirs = makeBooking({
  id: 'bbbbbbbb-0000-4000-8000-000000000002',
  reference: 'KH-BBBB-0002',
  bookedBy: 'u-client',
  viewerRole: 'freelancer',
  freelancer: { id: 'f-me', user: { id: 'u-me', firstName: 'Me', lastName: 'Myself', email: 'me@example.com', phone: '+96890000000' }, companyName: 'My Co' },
  clientInformation: { name: 'Salma Nour', organization: 'Delta Schools', email: 'salma@example.com', phone: '+20100000000' },
  bookingDetails: {
    preferenceDate: '2030-02-03',
    startTime: '02:00 PM',
    endTime: '03:00 PM',
    freelancerTimezone: 'Asia/Muscat',
    startsAt: '2030-02-03T10:00:00.000Z',
    endsAt: '2030-02-03T11:00:00.000Z',
  },
  durationMinutes: 60,
  totalFees: 'NIL',
  status: 'cancelled',
  canCancel: false,
  canReschedule: false,
  cancellation: { by: 'booker', at: '2030-01-20T10:00:00.000Z', reason: '', emergency: false },
});
/** The server's q: every word in the other party's name, or 4+ letters and digits of the reference (any digit set, dashes ignored). */
function found(b: Booking, q: string | null) {
  if (!q) return true;
  const other = b.viewerRole === 'booker' ? `${b.freelancer.user.firstName} ${b.freelancer.user.lastName}` : b.clientInformation.name;
  const reference = normalizeDigits(q).toUpperCase().replace(/[^0-9A-Z]/g, '');
  return q.toLowerCase().split(' ').every((word) => other.toLowerCase().includes(word)) || (reference.length >= 4 && b.reference.replace(/-/g, '').includes(reference));
}

/** GET /econsultancybooking/all/id as the server answers it: the kinds asked for (show) found by q, soonest first for upcoming or awaiting only, else latest first, a page at a time. */
const list = (...bookings: Booking[]): Record<string, StubRoute> => ({
  'GET /econsultancybooking/all/id': ({ url }) => {
    const show = (url.searchParams.get('show') ?? '').split(',');
    const page = Number(url.searchParams.get('page') ?? 0);
    const kinds = (b: Booking) => [b.status === 'confirmed' ? 'upcoming' : b.status === 'completed' ? 'past' : 'cancelled', ...(b.canRespond ? ['awaiting'] : [])];
    const start = (b: Booking) => Date.parse(b.bookingDetails.startsAt);
    const soonest = show.every((kind) => kind === 'upcoming' || kind === 'awaiting');
    const rows = bookings
      .filter((b) => kinds(b).some((kind) => show.includes(kind)) && found(b, url.searchParams.get('q')))
      .sort((a, b) => (soonest ? start(a) - start(b) : start(b) - start(a)));
    const data: BookingsList = { econsultancyBookings: rows.slice(page * BOOKINGS_PAGE_SIZE, (page + 1) * BOOKINGS_PAGE_SIZE), userId: 'u-me', page, hasMore: rows.length > (page + 1) * BOOKINGS_PAGE_SIZE };
    return { body: { data } };
  },
});

describe('/econsultancy/bookings', () => {

  it('has the title, the legend and the eleven columns', async () => {
    stubApi(list(mine));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'e-Consultation Bookings' })).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Colour key' });
    expect(within(legend).getByText('Booked by you')).toBeInTheDocument();
    expect(within(legend).getByText('(green)')).toBeInTheDocument();
    expect(within(legend).getByText('You were booked')).toBeInTheDocument();
    expect(within(legend).getByText('(white)')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Upcoming' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ID',
      'Name',
      'Organization',
      'Email',
      'Phone',
      'Date',
      'Time',
      'Duration',
      'Time-Zone',
      'Total Fees',
      'Status',
    ]);
    expect(screen.getByText('No past or cancelled e-Consultations.')).toBeInTheDocument();
  });

  it('lists upcoming bookings first, soonest first, then past and cancelled ones, most recent first, each under its heading', async () => {
    viewerZone('Asia/Dubai');
    const soon = makeBooking({ id: 's', reference: 'KH-SOON-0001', bookingDetails: { startsAt: '2030-01-02T06:00:00.000Z', endsAt: '2030-01-02T07:00:00.000Z' } });
    const ended = makeBooking({ id: 'e', reference: 'KH-DONE-0001', status: 'completed', bookingDetails: { startsAt: '2020-03-02T06:00:00.000Z', endsAt: '2020-03-02T07:00:00.000Z' } });
    const older = makeBooking({ id: 'o', reference: 'KH-OLD0-0001', status: 'completed', bookingDetails: { startsAt: '2020-01-02T06:00:00.000Z', endsAt: '2020-01-02T07:00:00.000Z' } });
    stubApi(list(older, theirs, mine, ended, soon));
    renderPage();
    const upcoming = await screen.findByRole('table', { name: 'Upcoming' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Upcoming', 'Past and cancelled']);
    const references = (table: HTMLElement) => within(table).getAllByRole('link', { name: /^Open booking/ }).map((link) => link.textContent);
    expect(references(upcoming)).toEqual(['KH-SOON-0001', 'KH-AAAA-0001']);
    expect(references(screen.getByRole('table', { name: 'Past and cancelled' }))).toEqual(['KH-BBBB-0002', 'KH-DONE-0001', 'KH-OLD0-0001']);
  });

  it("shows the freelancer's details on green rows the viewer booked, the client's on white rows, the reference, and times in the viewer's zone with the freelancer's beside them", async () => {
    viewerZone('Africa/Cairo');
    stubApi(list(mine, theirs));
    const { user } = renderPage();
    const [first] = within(await screen.findByRole('table', { name: 'Upcoming' })).getAllByRole('row').slice(1);
    const [second] = within(screen.getByRole('table', { name: 'Past and cancelled' })).getAllByRole('row').slice(1);

    expect(first).toHaveClass('mine');
    expect(first).toHaveAttribute('data-booked-by-viewer', 'true');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'KH-AAAA-0001Booked by you',
      'Layla Haddad',
      'Haddad Consulting',
      'layla@example.com',
      '+971500000001',
      '6 January 2030',
      '08:00 AM – 09:30 AM6 January 2030, 10:00 AM – 11:30 AM in Dubai (United Arab Emirates)',
      '1 hr 30 min',
      'Cairo (Egypt)',
      '$60',
      'ConfirmedCancel',
    ]);
    expect(within(first).getByRole('button', { name: 'Cancel booking KH-AAAA-0001' })).toBeInTheDocument();

    expect(second).toHaveClass('theirs');
    expect(second).toHaveAttribute('data-booked-by-viewer', 'false');
    expect(within(second).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'KH-BBBB-0002You were booked',
      'Salma Nour',
      'Delta Schools',
      'salma@example.com',
      '+20100000000',
      '3 February 2030',
      '12:00 PM – 01:00 PM3 February 2030, 02:00 PM – 03:00 PM in Muscat (Oman)',
      '1 hr',
      'Cairo (Egypt)',
      'NIL',
      'Cancelled',
    ]);
    expect(second).toHaveAttribute('data-status', 'cancelled');
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();

    const link = within(second).getByRole('link', { name: 'Open booking KH-BBBB-0002' });
    expect(link).toHaveAttribute('href', '/econsultancy/booking/preview/bbbbbbbb-0000-4000-8000-000000000002');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/econsultancy/booking/preview/bbbbbbbb-0000-4000-8000-000000000002');
  });

  it("shows the time once when the viewer is in the freelancer's zone, and marks a pending new time", async () => {
    viewerZone('Asia/Dubai');
    const proposed = makeProposal({ preferenceDate: '2030-01-07', startTime: '10:00 AM', endTime: '11:30 AM', startsAt: '2030-01-07T06:00:00.000Z', endsAt: '2030-01-07T07:30:00.000Z' });
    stubApi(list(mine, makeBooking({ id: 'r', reference: 'KH-RESC-0001', reschedule: proposed, bookingDetails: { startsAt: '2030-01-08T06:00:00.000Z', endsAt: '2030-01-08T07:30:00.000Z' } })));
    renderPage();
    const [first, second] = within(await screen.findByRole('table', { name: 'Upcoming' })).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells(first)[6]).toBe('10:00 AM – 11:30 AM');
    expect(cells(first)[10]).toBe('ConfirmedCancel');
    expect(cells(second)[10]).toBe('ConfirmedNew time proposedCancel');
  });

  it('asks the server for each list a page at a time and adds the next page under "Load more" until there is no more', async () => {
    const upcoming = Array.from({ length: BOOKINGS_PAGE_SIZE + 5 }, (_, i) =>
      makeBooking({ id: `u${i}`, reference: `KH-UP${String(i).padStart(2, '0')}-0001`, bookingDetails: { startsAt: `2030-03-${String(i + 1).padStart(2, '0')}T06:00:00.000Z`, endsAt: `2030-03-${String(i + 1).padStart(2, '0')}T07:00:00.000Z` } }),
    );
    const api = stubApi(list(...upcoming, theirs));
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Upcoming' });
    const references = () => within(table).getAllByRole('link', { name: /^Open booking/ }).map((link) => link.textContent);
    expect(references()).toEqual(upcoming.slice(0, BOOKINGS_PAGE_SIZE).map((b) => b.reference));
    // The other list has a single page: no button under it.
    expect(screen.getAllByRole('button', { name: /^Load more/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Load more: Upcoming']);

    await user.click(screen.getByRole('button', { name: 'Load more: Upcoming' }));
    await waitFor(() => expect(references()).toHaveLength(BOOKINGS_PAGE_SIZE + 5));
    expect(references()).toEqual(upcoming.map((b) => b.reference));
    expect(screen.queryByRole('button', { name: /^Load more/ })).not.toBeInTheDocument();
    const asked = api.calls('GET /econsultancybooking/all/id').map((r) => `${r.url.searchParams.get('show')}:${r.url.searchParams.get('page')}`);
    expect(new Set(asked)).toEqual(new Set(['upcoming:0', 'past,cancelled:0', 'upcoming:1']));
  });

  it('reads in Arabic: each time range one isolated unit, durations, fees and NIL in Arabic, phone numbers left to right', async () => {
    viewerZone('Africa/Cairo');
    setLocaleSource(() => 'ar');
    try {
      await loadMessages();
      stubApi(list(mine, theirs));
      renderPage();
      const [first] = within(await screen.findByRole('table', { name: 'القادمة' })).getAllByRole('row').slice(1);
      const cells = within(first).getAllByRole('cell');
      const range = cells[6].querySelector('bdi');
      expect(range).toHaveTextContent(/^08:00 ص – 09:30 ص$/);
      expect(cells[6]).toHaveTextContent('6 يناير 2030، 10:00 ص – 11:30 ص بتوقيت دبي (الإمارات العربية المتحدة)');
      expect(cells[6].textContent).not.toMatch(/AM|PM/);
      expect(cells[7]).toHaveTextContent(/^ساعة ونصف$/);
      expect(cells[9].textContent).toBe(formatMoney(60, 'USD', 'ar'));
      const phone = within(cells[4]).getByRole('link');
      expect(phone).toHaveAttribute('dir', 'ltr');
      expect(phone.closest('bdi')).not.toBeNull();
      const [second] = within(screen.getByRole('table', { name: 'السابقة والملغاة' })).getAllByRole('row').slice(1);
      expect(within(second).getAllByRole('cell')[9]).toHaveTextContent(/^يُتفق عليه$/);
      expect(within(second).getAllByRole('cell')[7]).toHaveTextContent(/^ساعة$/);
    } finally {
      setLocaleSource(() => 'en');
    }
  });

  it('marks an emergency cancellation with words, not a colour alone', async () => {
    const emergency = makeBooking({ ...theirs, id: 'eeeeeeee-0000-4000-8000-000000000005', reference: 'KH-EEEE-0005', cancellation: { by: 'freelancer', at: '2030-02-03T09:00:00.000Z', reason: 'Ill', emergency: true } });
    stubApi(list(theirs, emergency));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Past and cancelled' });
    const row = (reference: string) => within(table).getByRole('link', { name: `Open booking ${reference}` }).closest('tr')!;
    expect(within(row('KH-EEEE-0005')).getByText('Emergency cancellation')).toBeVisible();
    expect(within(row('KH-BBBB-0002')).queryByText('Emergency cancellation')).not.toBeInTheDocument();
  });

  it("shows 'No econsultation bookings' when there are none", async () => {
    stubApi(list());
    renderPage();
    expect(await screen.findByText('No econsultation bookings')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('/econsultancy/bookings: awaiting my answer and search', () => {
  /** A booking of the viewer's (the consultant) with a new time the client proposed: the viewer's to answer. */
  const awaiting = makeBooking({
    id: 'cccccccc-0000-4000-8000-000000000003',
    reference: 'KH-CCCC-0003',
    bookedBy: 'u-client2',
    viewerRole: 'freelancer',
    freelancer: { id: 'f-me', user: { id: 'u-me', firstName: 'Me', lastName: 'Myself', email: 'me@example.com', phone: '+96890000000' }, companyName: 'My Co' },
    clientInformation: { name: 'Karim Adel', organization: 'Adel & Co' },
    bookingDetails: { startsAt: '2030-01-09T06:00:00.000Z', endsAt: '2030-01-09T07:30:00.000Z' },
    reschedule: makeProposal(),
    canReschedule: false,
    canRespond: true,
  });
  const references = () => screen.queryAllByRole('link', { name: /^Open booking/ }).map((link) => link.textContent);
  const asked = (api: ReturnType<typeof stubApi>) => api.calls('GET /econsultancybooking/all/id').map((r) => `${r.url.searchParams.get('show')}:${r.url.searchParams.get('q') ?? ''}`);

  it('shows only the bookings awaiting my answer under their own heading, kept in the address, and back to all', async () => {
    const api = stubApi(list(mine, theirs, awaiting));
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Upcoming' });
    const filter = screen.getByRole('group', { name: 'Show' });
    expect(within(filter).getByRole('button', { name: 'All bookings' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filter).getByRole('button', { name: 'Awaiting my answer' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(filter).getByRole('button', { name: 'Awaiting my answer' }));
    const table = await screen.findByRole('table', { name: 'Awaiting my answer' });
    expect(within(table).getAllByRole('link', { name: /^Open booking/ }).map((link) => link.textContent)).toEqual(['KH-CCCC-0003']);
    expect(within(table).getByText('New time proposed')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Awaiting my answer']);
    expect(within(filter).getByRole('button', { name: 'Awaiting my answer' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/econsultancy/bookings?show=awaiting');
    expect(asked(api)).toContain('awaiting:');

    await user.click(within(filter).getByRole('button', { name: 'All bookings' }));
    await screen.findByRole('table', { name: 'Upcoming' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/econsultancy\/bookings$/);
    expect(references()).toEqual(['KH-AAAA-0001', 'KH-CCCC-0003', 'KH-BBBB-0002']);
  });

  it('says so when nothing awaits my answer', async () => {
    stubApi(list(mine, theirs));
    renderPage('/econsultancy/bookings?show=awaiting');
    expect(await screen.findByText('No booking is waiting for your answer.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Awaiting my answer' })).toBeInTheDocument();
    expect(screen.queryByText('No econsultation bookings')).not.toBeInTheDocument();
  });

  it('searches by name once typing pauses, keeps the search in the address, and clears it', async () => {
    const api = stubApi(list(mine, theirs, awaiting));
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Upcoming' });
    const box = screen.getByRole('searchbox', { name: 'Search by name or reference' });
    expect(box).toHaveAttribute('maxlength', '100');
    await user.type(box, 'salma');
    await waitFor(() => expect(references()).toEqual(['KH-BBBB-0002']));
    expect(screen.getByTestId('location')).toHaveTextContent('/econsultancy/bookings?q=salma');
    // One request per list for what was typed, none for each letter on the way.
    expect(asked(api).filter((call) => call.endsWith(':s') || call.endsWith(':sa') || call.endsWith(':sal'))).toEqual([]);
    expect(new Set(asked(api))).toEqual(new Set(['upcoming:', 'past,cancelled:', 'upcoming:salma', 'past,cancelled:salma']));

    await user.clear(box);
    await waitFor(() => expect(references()).toHaveLength(3));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/econsultancy\/bookings$/);
  });

  it('finds a booking by its reference typed with Arabic-Indic digits, within the awaiting filter too', async () => {
    const api = stubApi(list(mine, theirs, awaiting));
    const { user } = renderPage('/econsultancy/bookings?show=awaiting');
    await screen.findByRole('table', { name: 'Awaiting my answer' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or reference' }), 'kh-cccc-٠٠٠٣{Enter}');
    await waitFor(() => expect(asked(api)).toContain('awaiting:kh-cccc-٠٠٠٣'));
    await waitFor(() => expect(references()).toEqual(['KH-CCCC-0003']));
    // The server reads the digits (and the case, and the dashes): the text goes as typed.
    expect(asked(api).filter((call) => call !== 'awaiting:')).toEqual(['awaiting:kh-cccc-٠٠٠٣']);
    expect(screen.getByTestId('location')).toHaveTextContent(`/econsultancy/bookings?show=awaiting&q=${encodeURIComponent('kh-cccc-٠٠٠٣')}`);
  });

  it('fills the search from the address and says when nothing matches', async () => {
    stubApi(list(mine, theirs));
    renderPage('/econsultancy/bookings?q=nobody');
    expect(await screen.findByText('No bookings match “\u2068nobody\u2069”.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by name or reference' })).toHaveValue('nobody');
    expect(screen.queryByText('No econsultation bookings')).not.toBeInTheDocument();
  });

  it('shows only past or only cancelled bookings, each choice one step that Back undoes', async () => {
    const past = makeBooking({ id: 'dddddddd-0000-4000-8000-000000000004', reference: 'KH-DDDD-0004', bookedBy: 'u-me', viewerRole: 'booker', status: 'completed', canCancel: false, canReschedule: false });
    const api = stubApi(list(mine, theirs, past));
    const { user, router } = renderWithProviders(<BookingsPage />, { route: '/econsultancy/bookings', path: '/econsultancy/bookings', token: 'tok', dataRouter: true });
    await screen.findByRole('table', { name: 'Upcoming' });
    const filter = screen.getByRole('group', { name: 'Show' });
    expect(within(filter).getAllByRole('button').map((b) => b.textContent)).toEqual(['All bookings', 'Upcoming', 'Past', 'Cancelled', 'Awaiting my answer']);

    await user.click(within(filter).getByRole('button', { name: 'Past' }));
    await screen.findByRole('table', { name: 'Past' });
    expect(references()).toEqual(['KH-DDDD-0004']);
    expect(within(filter).getByRole('button', { name: 'Past' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/econsultancy/bookings?show=past');
    expect(asked(api)).toContain('past:');

    await user.click(within(filter).getByRole('button', { name: 'Cancelled' }));
    await screen.findByRole('table', { name: 'Cancelled' });
    expect(references()).toEqual(['KH-BBBB-0002']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Cancelled']);

    await act(() => router!.navigate(-1));
    await screen.findByRole('table', { name: 'Past' });
    expect(screen.getByTestId('location')).toHaveTextContent('/econsultancy/bookings?show=past');
    await act(() => router!.navigate(-1));
    await screen.findByRole('table', { name: 'Upcoming' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/econsultancy\/bookings$/);
  });

  it('says so when nothing was cancelled', async () => {
    stubApi(list(mine));
    renderPage('/econsultancy/bookings?show=cancelled');
    expect(await screen.findByText('No cancelled e-Consultations.')).toBeInTheDocument();
  });

  it('keeps one search typed in pauses as one history entry: Back returns to the list before it', async () => {
    stubApi(list(mine, theirs, awaiting));
    const { user, router } = renderWithProviders(<BookingsPage />, { route: '/econsultancy/bookings', path: '/econsultancy/bookings', token: 'tok', dataRouter: true });
    await screen.findByRole('table', { name: 'Upcoming' });
    const box = screen.getByRole('searchbox', { name: 'Search by name or reference' });
    await user.type(box, 'sal');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/econsultancy/bookings?q=sal'));
    await user.type(box, 'ma');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/econsultancy/bookings?q=salma'));
    await waitFor(() => expect(references()).toEqual(['KH-BBBB-0002']));

    await act(() => router!.navigate(-1));
    await waitFor(() => expect(references()).toHaveLength(3));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/econsultancy\/bookings$/);
    expect(box).toHaveValue('');
  });

  it('labels the filter and the search in Arabic', async () => {
    setLocaleSource(() => 'ar');
    try {
      await loadMessages();
      stubApi(list(mine));
      renderPage();
      await screen.findByRole('table', { name: 'القادمة' });
      expect(screen.getByRole('button', { name: 'بانتظار ردّي' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'كل الحجوزات' })).toBeInTheDocument();
      expect(within(screen.getByRole('group', { name: 'عرض' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['كل الحجوزات', 'القادمة', 'السابقة', 'الملغاة', 'بانتظار ردّي']);
      expect(screen.getByRole('searchbox', { name: 'ابحث بالاسم أو المرجع' })).toBeInTheDocument();
    } finally {
      setLocaleSource(() => 'en');
    }
  });
});

describe('bookings legend', () => {
  // The swatches are small samples of the rows (a box with the green edge), not circles, which read as radio buttons.
  it('draws row samples, not circles', () => {
    const css = fs.readFileSync(path.join(__dirname, 'BookingsPage.module.css'), 'utf8');
    const rule = (selector: string) => new RegExp(`\\n${selector.replace('.', '\\.')} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    const swatch = rule('.swatch');
    expect(swatch).not.toMatch(/border-radius:\s*(var\(--radius-full\)|50%)/);
    expect(swatch).not.toMatch(/inline-size:\s*1rem;[\s\S]*block-size:\s*1rem;/);
    expect(rule('.swatchMine')).toMatch(/border-inline-start-width/);
  });
});
