import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EConsultancyInfo, EConsultationSettings } from '@contracts/econsultation/types';
import { addDays, todayIn, weekdayOf } from '@contracts/econsultation/zoned-time';
import { formatDayName, formatTimeZone } from '@contracts/format-time';
import { setLocaleSource } from '@contracts/locale';
import type { Weekday } from '@contracts/reference';
import { loadMessages } from '@/shared/i18n';
import { renderWithProviders, robotRoutes, stubApi, type StubRoute } from '@/shared/lib/test';
import { makeFreelancer, makeProfile, referenceFixture } from '@/entities/freelancer/testing';
import { makeSettings, slotsRoute } from '@/entities/booking/testing';
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
  settings: settings({ sessionLengths: [60, 90], ...overrides }),
  // Sunday 10:00–11:00 is taken.
  booked: [{ start: dubai(SUNDAY, '10:00'), end: dubai(SUNDAY, '11:00') }],
});

const freelancer = makeFreelancer({ Iam: ['Trainer', 'E-Consultant'] });

function routes({ econ = info(), viewer = 'u-viewer', extra = {} }: { econ?: EConsultancyInfo; viewer?: string; extra?: Record<string, StubRoute> } = {}) {
  return stubApi({
    'GET /unauth/freelancer/f1/slots': slotsRoute(econ),
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
const submit = () => screen.getByRole('button', { name: 'Book e-Consultation' });
type User = ReturnType<typeof renderPage>['user'];

/** The calendar's button for a day (its label starts with the day's name), the months turned until it shows. */
async function dayButton(user: User, date: string): Promise<HTMLElement> {
  const name = new RegExp(`^${formatDayName(date)}[,،]`);
  for (let turns = 0; !screen.queryByRole('button', { name }) && turns < 3; turns++) await user.click(screen.getByRole('button', { name: /^(Next month|الشهر التالي)$/ }));
  return screen.getByRole('button', { name });
}
/** Chooses a day in the calendar and returns its free starts as the buttons read. */
async function pickDay(user: User, date: string): Promise<string[]> {
  const day = await dayButton(user, date);
  // A turned month's times arrive after its days show (disabled until then), as for a person clicking.
  await waitFor(() => expect(day).toHaveAttribute('aria-disabled', 'false'));
  await user.click(day);
  return within(screen.getByRole('group', { name: new RegExp(`(Times on|المواعيد يوم) ${formatDayName(date)}`) }))
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}
/** The client's zone set to the consultant's, so the buttons read Dubai times. */
const inDubai = (user: User) => user.selectOptions(combo(/^Your time zone/), 'Asia/Dubai');

async function fillValid(user: User) {
  await user.type(screen.getByLabelText(/^Requirements/), 'Review our training plan for next year.');
  await inDubai(user);
  await user.click(screen.getByRole('radio', { name: /^1 hr 30 min/ }));
  await pickDay(user, SUNDAY);
  await user.click(screen.getByRole('button', { name: '11:00 AM' }));
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
    // Booking details: the client's zone, the lengths with their fees, a month calendar and "Next available".
    expect(combo(/^Your time zone/)).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(within(combo(/^Your time zone/)).getByRole('option', { name: '(UTC+04:00) Dubai (United Arab Emirates)' })).toHaveValue('Asia/Dubai');
    expect(screen.getByRole('searchbox', { name: 'Search time zones' })).toBeInTheDocument();
    // One statement of the zone, the one the buttons are in (the client's); none says the freelancer's.
    expect(screen.getByText(`In your time zone: ${formatTimeZone(combo(/^Your time zone/).value)}`)).toBeInTheDocument();
    expect(screen.queryByText(/freelancer's time zone/i)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\([^()]*\(/);
    expect(screen.getByText("The times are in your time zone; the consultant's own time is shown beside the time you choose.")).toBeInTheDocument();
    // Choosing the time comes before the client's details, and the card after the form.
    expect(screen.getByRole('grid').compareDocumentPosition(screen.getByLabelText(/^Name/)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(submit().compareDocumentPosition(screen.getByRole('heading', { level: 2, name: 'Layla Haddad' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('radio', { name: '1 hr $40' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '1 hr 30 min $60' })).not.toBeChecked();
    expect(screen.getByRole('grid')).toHaveAccessibleName(/^[A-Z][a-z]+ \d{4}$/);
    expect(await screen.findByRole('button', { name: /^Next available: / })).toBeInTheDocument();
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

  it("offers a bookable day's free starts for the chosen length as buttons in the client's zone, with the consultant's time beside", async () => {
    routes();
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Layla Haddad' });
    await inDubai(user);
    // Sunday 09:30 AM–01:00 PM, 10:00–11:00 taken: hour-long sessions start at 11:00, 11:30 and 12:00.
    expect(await pickDay(user, SUNDAY)).toEqual(['11:00 AM', '11:30 AM', '12:00 PM']);
    expect(await dayButton(user, SUNDAY)).toHaveAccessibleName(`${formatDayName(SUNDAY)}, 3 times available`);
    await user.click(screen.getByRole('radio', { name: /^1 hr 30 min/ }));
    expect(await pickDay(user, SUNDAY)).toEqual(['11:00 AM', '11:30 AM']);
    await user.click(screen.getByRole('button', { name: '11:00 AM' }));
    expect(screen.getByRole('button', { name: '11:00 AM' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('total-fees')).toHaveTextContent('$60');
    expect(within(screen.getByRole('group', { name: 'Fees' })).getByText('1 hr 30 min')).toBeInTheDocument();

    // The client's zone: the same starts in Cairo's time, and the consultant's own time beside the choice.
    await user.selectOptions(combo(/^Your time zone/), 'Africa/Cairo');
    const chosen = await screen.findByRole('button', { name: /^0[89]:00 AM$/, pressed: true });
    expect(screen.getByText(/^You chose/)).toHaveTextContent(/You chose .*, 0[89]:00 AM – 1[01]:30 AM\. For the consultant, in Dubai \(United Arab Emirates\): .*, 11:00 AM – 12:30 PM\.$/);
    expect(chosen).toBeInTheDocument();
  });

  it('leaves days off and full days disabled in the calendar, and moves by day, week and month with the keys', async () => {
    routes({ econ: { ...info(), booked: [] } });
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Layla Haddad' });
    await inDubai(user);
    const monday = await dayButton(user, MONDAY);
    expect(monday).toHaveAttribute('aria-disabled', 'true');
    expect(monday).toHaveAccessibleName(`${formatDayName(MONDAY)}, no times available`);
    expect(screen.queryByText('Freelancer is not available on the selected day.')).not.toBeInTheDocument();
    await user.click(monday);
    expect(screen.queryByRole('group', { name: `Times on ${formatDayName(MONDAY)}` })).not.toBeInTheDocument();
    // Said in a live region, so a screen reader hears it too.
    expect(screen.getByText('Freelancer is not available on the selected day.')).toHaveAttribute('role', 'status');

    await user.click(await dayButton(user, SUNDAY));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName(new RegExp(`^${formatDayName(addDays(SUNDAY, 1))},`));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName(new RegExp(`^${formatDayName(addDays(SUNDAY, 8))},`));
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveAccessibleName(new RegExp(`^${formatDayName(addDays(SUNDAY, 7))},`));
  });

  it("says before confirming that a start inside the cancellation notice can't be cancelled or moved afterwards", async () => {
    // A notice that ends between Sunday 11:00 AM and 12:00 PM in Dubai: 11:00 falls inside it, 12:00 PM after it.
    const hoursTo = (time: string) => (Date.parse(dubai(SUNDAY, time)) - Date.now()) / 3_600_000;
    const notice = Math.floor(hoursTo('11:00')) + 1;
    routes({ econ: info({ cancellationNoticeHours: notice }) });
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Layla Haddad' });
    const warning = `This booking can't be cancelled or moved after you confirm: it starts within the freelancer's cancellation notice of ${notice} hours.`;
    await inDubai(user);
    await pickDay(user, SUNDAY);
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '11:00 AM' }));
    expect(await screen.findByText(warning)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '12:00 PM' }));
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });

  it('names the calendar, its days and the next available time in Arabic on an Arabic page', async () => {
    setLocaleSource(() => 'ar');
    try {
      await loadMessages();
      routes();
      const { user } = renderPage();
      await screen.findByRole('heading', { level: 2, name: 'Layla Haddad' });
      await user.selectOptions(combo(/^منطقتك الزمنية/), 'Asia/Dubai');
      expect(await screen.findByRole('button', { name: /^أقرب موعد متاح: / })).toBeInTheDocument();
      expect(await dayButton(user, SUNDAY)).toHaveAccessibleName(`${formatDayName(SUNDAY, 'ar')}، 3 مواعيد متاحة`);
      expect(await pickDay(user, SUNDAY)).toEqual(['11:00 ص', '11:30 ص', '12:00 م']);
      await user.click(await dayButton(user, MONDAY));
      expect(screen.getByText('المستقل غير متاح في اليوم المختار.')).toHaveAttribute('role', 'status');
    } finally {
      setLocaleSource(() => 'en');
    }
  });

  it('shows NIL for a Negotiable rate whatever the length', async () => {
    routes({ econ: info({ hourlyRate: 'Negotiable', sessionLengths: [120] }) });
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Layla Haddad' });
    await inDubai(user);
    expect(screen.getByRole('radio', { name: '2 hrs NIL' })).toBeChecked();
    await pickDay(user, SUNDAY);
    await user.click(screen.getByRole('button', { name: '11:00 AM' }));
    expect(screen.getByTestId('total-fees')).toHaveTextContent('NIL');
    expect(within(screen.getByRole('group', { name: 'Fees' })).getByText('2 hrs')).toBeInTheDocument();
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
    for (const field of ['Email', 'Requirements', 'Start Time']) {
      expect(screen.getByText(`Please enter the required field ${field}`)).toBeInTheDocument();
    }
    expect(screen.queryByText("Please select I'm not a robot")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Name/), 'Om');
    await user.type(screen.getByLabelText(/^Email/), 'a@');
    await user.type(screen.getByLabelText(/^Requirements/), 'abc');
    await inDubai(user);
    await pickDay(user, SUNDAY);
    await user.click(screen.getByRole('button', { name: '11:00 AM' }));
    expect(screen.queryByText('Please enter the required field Start Time')).not.toBeInTheDocument();
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

  it("books with the proof header, toasts, refreshes the bookings and opens the new booking's page with its confirmation", async () => {
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
    expect(await screen.findByText(/^You chose/)).toHaveTextContent(/For the consultant, in Dubai \(United Arab Emirates\): .*, 11:00 AM – 12:30 PM/);
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
      bookingDetails: { preferenceDate: SUNDAY, timezone: 'Africa/Cairo', startTime: '11:00 AM', endTime: '12:30 PM', proposeAlternateDate: '', length: 90 },
      isAccept: true,
      totalFees: '$60',
      freelancer: 'f1',
    });
    // docs/reference.md#states: the bookings cache is refreshed.
    await waitFor(() => expect(api.calls('GET /econsultancybooking/all/id')).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/econsultancy/booking/preview/b1?booked=1'));
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
