import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EConsultancyInfo, EConsultationSettings } from '@contracts/econsultation/types';
import { todayIn, weekdayOf } from '@contracts/econsultation/zoned-time';
import { setLocaleSource } from '@contracts/locale';
import type { Weekday } from '@contracts/reference';
import { loadMessages } from '@/shared/i18n';
import { renderWithProviders, robotRoutes, stubApi, type StubRoute } from '@/shared/lib/test';
import { makeFreelancer, makeProfile } from '@/entities/freelancer/lib/test/fixtures';
import { makeSettings } from '@/entities/booking/lib/test/fixtures';
import { referenceFixture } from '@/entities/freelancer/lib/test/reference';
import { bookingApi } from '@/entities/booking';
import { BookingPage } from './BookingPage';

afterEach(() => jest.restoreAllMocks());

const ZONE = 'Asia/Dubai';

/** The first date at least two days ahead (in Dubai) that falls on `weekday`. */
function nextDate(weekday: Weekday): string {
  const today = todayIn(ZONE);
  for (let i = 2; i < 10; i++) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    if (weekdayOf(date) === weekday) return date;
  }
  throw new Error('unreachable');
}

const SUNDAY = nextDate('Sunday');
const MONDAY = nextDate('Monday');
/** A Dubai wall-clock time on a date as an ISO instant (UTC+4 all year). */
const dubai = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00+04:00`)).toISOString();

const settings = makeSettings;

const info = (overrides: Partial<EConsultationSettings> = {}, isEConsultant = true): EConsultancyInfo => ({
  freelancerId: 'f1',
  isEConsultant,
  settings: settings(overrides),
  // Sunday 10:00–11:00 is taken.
  booked: [{ start: dubai(SUNDAY, '10:00'), end: dubai(SUNDAY, '11:00') }],
});

const freelancer = makeFreelancer({ Iam: ['Trainer', 'E-Consultant'] });

function routes({ econ = info(), viewer = 'u-viewer', extra = {} }: { econ?: EConsultancyInfo; viewer?: string; extra?: Record<string, StubRoute> } = {}) {
  return stubApi({
    ...robotRoutes('proof-9'),
    'GET /user/myprofile': { body: { data: makeProfile({ user: { id: viewer } }) } },
    'GET /freelancer/f1': { body: { data: freelancer } },
    'GET /freelancer/econsultancy/f1': { body: { data: { data: econ } } },
    'GET /input': { body: { data: { ...referenceFixture, timezones: ['UTC', 'Asia/Dubai', 'Africa/Cairo'] } } },
    ...extra,
  });
}

const renderPage = () =>
  renderWithProviders(<BookingPage />, { route: '/econsultancy/booking/f1', path: '/econsultancy/booking/:freelancerId', token: 'tok' });

const combo = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionsOf = (element: HTMLSelectElement) =>
  Array.from(element.options)
    .filter((option) => option.value !== '')
    .map((option) => option.value);
const dateInput = () => screen.getByLabelText(/^Preference Date/);
const pickDate = (date: string) => fireEvent.change(dateInput(), { target: { value: date } });
const submit = () => screen.getByRole('button', { name: 'Book e-Consultation' });

async function fillValid(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText(/^Requirements/), 'Review our training plan for next year.');
  pickDate(SUNDAY);
  await user.selectOptions(combo(/^Start Time/), '11:00 AM');
  await user.selectOptions(combo(/^End Time/), '12:30 PM');
}

describe('/econsultancy/booking/:freelancerId', () => {

  it('shows the card, client information, booking details, notice bullets, accept, robot check, rate and fees', async () => {
    routes();
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Layla Haddad' })).toBeInTheDocument();
    // Client information, starting from the account
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Omar Said');
    expect(screen.getByLabelText(/^Organization/)).toHaveValue('');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('omar@example.com');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+966500000002');
    expect(screen.getByLabelText(/^Requirements/)).toBeInTheDocument();
    // Booking details
    // Typed the site's way (not the browser's mm/dd/yyyy); a past date is refused by the form's rule.
    expect(dateInput()).toHaveAttribute('type', 'text');
    expect(dateInput()).toHaveAccessibleDescription(/Day, month and year, for example 26 November 2026 or 26\/11\/2026\./);
    expect(combo(/^Your time zone/)).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(within(combo(/^Your time zone/)).getByRole('option', { name: '(UTC+04:00) Dubai (United Arab Emirates)' })).toHaveValue('Asia/Dubai');
    expect(screen.getByRole('searchbox', { name: 'Search time zones' })).toBeInTheDocument();
    expect(screen.getByText("Times are in the freelancer's time zone: Dubai (United Arab Emirates)")).toBeInTheDocument();
    expect(combo(/^Start Time/)).toBeDisabled();
    expect(combo(/^End Time/)).toBeDisabled();
    expect(screen.getByLabelText(/^Proposed Alternate Date/)).toBeInTheDocument();
    // Notice, accept, robot, fees
    expect(screen.getByText(/only connects clients and consultants. It is not liable for the quality/)).toBeInTheDocument();
    expect(screen.getByText(/Fees are paid directly to the consultant after the consultation is completed, based on the actual hours/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I have read and accept the notes above' })).not.toBeChecked();
    expect(await screen.findByRole('checkbox', { name: "I'm not a robot" })).toBeInTheDocument();
    const fees = screen.getByRole('group', { name: 'Fees' });
    expect(within(fees).getByText('Hourly rate').nextElementSibling).toHaveTextContent('$40');
    expect(screen.getByTestId('total-fees')).toHaveTextContent('NIL');
  });

  it("offers start times from the weekday's window without booked half hours, then ends up to the window end", async () => {
    routes();
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Layla Haddad' });
    pickDate(SUNDAY);
    expect(optionsOf(combo(/^Start Time/))).toEqual(['09:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM']);
    expect(combo(/^End Time/)).toBeDisabled();

    await user.selectOptions(combo(/^Start Time/), '09:30 AM');
    // The next booking starts at 10:00: the end cannot cross it.
    expect(optionsOf(combo(/^End Time/))).toEqual(['10:00 AM']);
    await user.selectOptions(combo(/^Start Time/), '11:00 AM');
    expect(optionsOf(combo(/^End Time/))).toEqual(['11:30 AM', '12:00 PM', '12:30 PM', '01:00 PM']);
    await user.selectOptions(combo(/^End Time/), '12:30 PM');
    expect(screen.getByTestId('total-fees')).toHaveTextContent('$60');
    expect(screen.getByText('1 hr 30 min')).toBeInTheDocument();

    // Another weekday: its own window; the chosen times no longer fit and are cleared.
    pickDate(nextDate('Tuesday'));
    expect(optionsOf(combo(/^Start Time/))).toEqual(['02:00 PM', '02:30 PM', '03:00 PM', '03:30 PM']);
    expect(combo(/^Start Time/)).toHaveValue('');
    expect(screen.getByTestId('total-fees')).toHaveTextContent('NIL');
  });

  it("warns 'Freelancer is not available on the selected day.' on a day off", async () => {
    routes();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Layla Haddad' });
    pickDate(MONDAY);
    expect(await screen.findByText('Freelancer is not available on the selected day.')).toBeInTheDocument();
    expect(combo(/^Start Time/)).toBeDisabled();
    pickDate(SUNDAY);
    expect(screen.queryByText('Freelancer is not available on the selected day.')).not.toBeInTheDocument();
  });

  it("says before confirming that a start inside the cancellation notice can't be cancelled or moved afterwards", async () => {
    // A notice that ends between Sunday 11:00 AM and 12:00 PM in Dubai: 11:00 falls inside it, 12:30 PM (the window's last start) after it.
    const hoursTo = (time: string) => (Date.parse(dubai(SUNDAY, time)) - Date.now()) / 3_600_000;
    const notice = Math.floor(hoursTo('11:00')) + 1;
    routes({ econ: info({ cancellationNoticeHours: notice }) });
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Layla Haddad' });
    const warning = `This booking can't be cancelled or moved after you confirm: it starts within the freelancer's cancellation notice of ${notice} hours.`;
    pickDate(SUNDAY);
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    await user.selectOptions(combo(/^Start Time/), '11:00 AM');
    expect(await screen.findByText(warning)).toBeInTheDocument();
    await user.selectOptions(combo(/^Start Time/), '12:30 PM');
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });

  it('says a date before today in the page language', async () => {
    const yesterday = new Date(Date.parse(`${todayIn(ZONE)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    routes();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Layla Haddad' });
    pickDate(yesterday);
    expect(await screen.findByText('The requested date cannot be earlier than today')).toBeInTheDocument();
  });

  it('says a date before today in Arabic on an Arabic page', async () => {
    setLocaleSource(() => 'ar');
    try {
      await loadMessages();
      const yesterday = new Date(Date.parse(`${todayIn(ZONE)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      routes();
      renderPage();
      await screen.findByRole('heading', { level: 2, name: 'Layla Haddad' });
      fireEvent.change(screen.getByLabelText(/^التاريخ المفضّل/), { target: { value: yesterday } });
      expect(await screen.findByText('لا يمكن أن يكون التاريخ المطلوب قبل اليوم')).toBeInTheDocument();
      expect(screen.queryByText('The requested date cannot be earlier than today')).not.toBeInTheDocument();
    } finally {
      setLocaleSource(() => 'en');
    }
  });

  it('shows NIL for a Negotiable rate whatever the times', async () => {
    routes({ econ: info({ hourlyRate: 'Negotiable' }) });
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Layla Haddad' });
    pickDate(SUNDAY);
    await user.selectOptions(combo(/^Start Time/), '11:00 AM');
    await user.selectOptions(combo(/^End Time/), '01:00 PM');
    expect(screen.getByTestId('total-fees')).toHaveTextContent('NIL');
    expect(screen.getByText('2 hrs')).toBeInTheDocument();
  });

  it('opens the availability popup (Day, From, To and the time zone) and closes it on Escape, outside click and the close mark', async () => {
    routes();
    const { user } = renderPage();
    const toggle = await screen.findByRole('button', { name: 'Show/Hide freelancer eConsultation availability' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Freelancer eConsultation availability' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Day', 'From', 'To']);
    const rows = within(dialog).getAllByRole('row').slice(1).map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Sunday', '09:30 AM', '01:00 PM'],
      ['Tuesday', '02:00 PM', '04:00 PM'],
    ]);
    expect(within(dialog).getByText("Freelancer's time zone: Dubai (United Arab Emirates)")).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(toggle);
    // A click on the ::backdrop reaches the <dialog> element outside its box (which jsdom lays out as 0×0 at the origin).
    const outside = { clientX: 5, clientY: 5 };
    fireEvent.mouseDown(screen.getByRole('dialog'), outside);
    fireEvent.click(screen.getByRole('dialog'), outside);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(toggle);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks in order: required, minimum lengths, e-mail, robot, accept — and sends nothing until all pass', async () => {
    const api = routes();
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Layla Haddad' });
    await user.clear(screen.getByLabelText(/^Name/));
    await user.clear(screen.getByLabelText(/^Email/));
    await user.click(submit());
    expect(await screen.findByText('Please enter the required field Name')).toBeInTheDocument();
    for (const field of ['Email', 'Requirements', 'Preference Date', 'Start Time', 'End Time']) {
      expect(screen.getByText(`Please enter the required field ${field}`)).toBeInTheDocument();
    }
    expect(screen.queryByText("Please select I'm not a robot")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Name/), 'Om');
    await user.type(screen.getByLabelText(/^Email/), 'a@');
    await user.type(screen.getByLabelText(/^Requirements/), 'abc');
    pickDate(SUNDAY);
    await user.selectOptions(combo(/^Start Time/), '11:00 AM');
    await user.selectOptions(combo(/^End Time/), '12:00 PM');
    await user.click(submit());
    expect(await screen.findByText('Name should have minimum 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Email should have minimum 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Requirements should have minimum 4 characters')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Name/), 'ar');
    await user.type(screen.getByLabelText(/^Email/), 'example');
    await user.type(screen.getByLabelText(/^Requirements/), 'd');
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.queryByText("Please select I'm not a robot")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Email/), '.com');
    await user.click(submit());
    expect(await screen.findByText("Please select I'm not a robot")).toBeInTheDocument();
    expect(screen.queryByText('Please accept the terms of the e-Consultation')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await screen.findByText('Verified');
    await user.click(submit());
    expect(await screen.findByText('Please accept the terms of the e-Consultation')).toBeInTheDocument();
    expect(api.calls('POST /econsultancybooking')).toHaveLength(0);
  });

  it('books with the proof header, toasts, refreshes the bookings and goes to /econsultancy/bookings after 2 s', async () => {
    const api = routes({
      extra: {
        'POST /econsultancybooking': { status: 201, body: { data: { id: 'b1' } } },
        'GET /econsultancybooking/all/id': { body: { data: { econsultancyBookings: [], userId: 'u-viewer', page: 0, hasMore: false } } },
      },
    });
    const { user, store } = renderPage();
    // A bookings list already in the cache (e.g. visited before).
    store.dispatch(bookingApi.endpoints.getBookings.initiate({ show: ['upcoming'], page: 0 }));
    await waitFor(() => expect(api.calls('GET /econsultancybooking/all/id')).toHaveLength(1));
    await screen.findByRole('heading', { level: 2, name: 'Layla Haddad' });
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Organization/), 'Nile Learning');
    await user.selectOptions(combo(/^Your time zone/), 'Africa/Cairo');
    expect(screen.getByText(/In your time zone \(Cairo \(Egypt\)\): .*, 09:00 AM – 10:30 AM/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the notes above' }));
    await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    await screen.findByText('Verified');
    await user.click(submit());

    expect(await screen.findByText('Econsultation booking started....')).toBeInTheDocument();
    expect(await screen.findByText('Econsultation booked successfully')).toBeInTheDocument();
    const [call] = api.calls('POST /econsultancybooking');
    expect(call.headers.get('x-robot-proof')).toBe('proof-9');
    expect(call.body).toEqual({
      clientInformation: { name: 'Omar Said', organization: 'Nile Learning', email: 'omar@example.com', phone: '+966500000002', requirements: 'Review our training plan for next year.' },
      bookingDetails: { preferenceDate: SUNDAY, timezone: 'Africa/Cairo', startTime: '11:00 AM', endTime: '12:30 PM', proposeAlternateDate: '' },
      isAccept: true,
      totalFees: '$60',
      freelancer: 'f1',
    });
    expect(submit()).toBeDisabled();
    // docs/reference.md#states: the bookings cache is refreshed.
    await waitFor(() => expect(api.calls('GET /econsultancybooking/all/id')).toHaveLength(2));
    expect(screen.getByTestId('location')).toHaveTextContent('/econsultancy/booking/f1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/econsultancy/bookings'));
  });

  it("shows 'Econsultation booking failed' and the server's reason, e.g. booking oneself", async () => {
    routes({
      extra: {
        'POST /econsultancybooking': {
          status: 400,
          body: { message: 'You cannot book yourself for e-Consultation.', errors: { message: 'You cannot book yourself for e-Consultation.', error: 'bookSelf' } },
        },
      },
    });
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Layla Haddad' });
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the notes above' }));
    await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    await screen.findByText('Verified');
    await user.click(submit());
    expect(await screen.findByText('Econsultation booking failed')).toBeInTheDocument();
    expect(screen.getByText('You cannot book yourself for e-Consultation.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/econsultancy/booking/f1');
  });

  it('refuses booking oneself before the form', async () => {
    routes({ viewer: 'u-f1' });
    renderPage();
    expect(await screen.findByText('You cannot book yourself for e-Consultation.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book e-Consultation' })).not.toBeInTheDocument();
  });

  it("says 'This freelancer does not provide e-Consultant Services' for a freelancer who is not an E-Consultant", async () => {
    routes({ econ: { ...info(), isEConsultant: false } });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Layla Haddad' });
    expect(screen.getAllByText('This freelancer does not provide e-Consultant Services').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Book e-Consultation' })).not.toBeInTheDocument();
  });
});
