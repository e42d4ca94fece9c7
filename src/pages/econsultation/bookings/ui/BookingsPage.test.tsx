import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { makeBooking } from '@/entities/booking/lib/test/fixtures';
import { BookingsPage } from './BookingsPage';

afterEach(() => jest.restoreAllMocks());

const renderPage = () => renderWithProviders(<BookingsPage />, { route: '/econsultancy/bookings', path: '/econsultancy/bookings', token: 'tok' });

const mine = makeBooking({ id: 'aaaaaaaa-0000-4000-8000-000000000001', bookedBy: 'u-me', viewerRole: 'booker' });
const theirs = makeBooking({
  id: 'bbbbbbbb-0000-4000-8000-000000000002',
  bookedBy: 'u-client',
  viewerRole: 'freelancer',
  freelancer: { id: 'f-me', user: { id: 'u-me', firstName: 'Me', lastName: 'Myself', email: 'me@example.com', phone: '+96890000000' }, companyName: 'My Co' },
  clientInformation: { name: 'Salma Nour', organization: 'Delta Schools', email: 'salma@example.com', phone: '+20100000000' },
  bookingDetails: { preferenceDate: '2030-02-03', startTime: '02:00 PM', endTime: '03:00 PM', freelancerTimezone: 'Asia/Muscat' },
  durationMinutes: 60,
  totalFees: 'NIL',
  status: 'cancelled',
  canCancel: false,
  cancellation: { by: 'booker', at: '2030-01-20T10:00:00.000Z', reason: '' },
});

describe('/econsultancy/bookings', () => {
  it('sends visitors to /login', async () => {
    stubApi({});
    renderWithProviders(<BookingsPage />, { route: '/econsultancy/bookings', path: '/econsultancy/bookings' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('has the title, the legend and the eleven columns', async () => {
    stubApi({ 'GET /econsultancybooking/all/id': { body: { data: { econsultancyBookings: [mine], userId: 'u-me' } } } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'e-Consultation Bookings' })).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Colour key' });
    expect(within(legend).getByText('Booked by you')).toBeInTheDocument();
    expect(within(legend).getByText('(green)')).toBeInTheDocument();
    expect(within(legend).getByText('You were booked')).toBeInTheDocument();
    expect(within(legend).getByText('(white)')).toBeInTheDocument();
    const table = await screen.findByRole('table');
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
  });

  it("shows the freelancer's details on green rows the viewer booked, the client's on white rows, and links each ID to its preview", async () => {
    stubApi({ 'GET /econsultancybooking/all/id': { body: { data: { econsultancyBookings: [mine, theirs], userId: 'u-me' } } } });
    const { user } = renderPage();
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');

    expect(first).toHaveClass('mine');
    expect(first).toHaveAttribute('data-booked-by-viewer', 'true');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '#aaaaaaaaBooked by you',
      'Layla Haddad',
      'Haddad Consulting',
      'layla@example.com',
      '+971500000001',
      '6 January 2030',
      '10:00 AM – 11:30 AM',
      '1 hr 30 min',
      'Asia/Dubai',
      '$60',
      'ConfirmedCancel',
    ]);
    expect(within(first).getByRole('button', { name: 'Cancel booking #aaaaaaaa' })).toBeInTheDocument();

    expect(second).toHaveClass('theirs');
    expect(second).toHaveAttribute('data-booked-by-viewer', 'false');
    expect(within(second).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '#bbbbbbbbYou were booked',
      'Salma Nour',
      'Delta Schools',
      'salma@example.com',
      '+20100000000',
      '3 February 2030',
      '02:00 PM – 03:00 PM',
      '1 hr',
      'Asia/Muscat',
      'NIL',
      'Cancelled',
    ]);
    expect(second).toHaveAttribute('data-status', 'cancelled');
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();

    const link = within(second).getByRole('link', { name: 'Open booking #bbbbbbbb' });
    expect(link).toHaveAttribute('href', '/econsultancy/booking/preview/bbbbbbbb-0000-4000-8000-000000000002');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/econsultancy/booking/preview/bbbbbbbb-0000-4000-8000-000000000002');
  });

  it("shows 'No econsultation bookings' when there are none", async () => {
    stubApi({ 'GET /econsultancybooking/all/id': { body: { data: { econsultancyBookings: [], userId: 'u-me' } } } });
    renderPage();
    expect(await screen.findByText('No econsultation bookings')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
