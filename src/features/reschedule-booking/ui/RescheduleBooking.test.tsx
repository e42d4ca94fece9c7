import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { EConsultancyInfo } from '@contracts/econsultation/types';
import { todayIn, weekdayOf } from '@contracts/econsultation/zoned-time';
import { formatDayName } from '@contracts/format-time';
import { renderWithProviders, stubApi, type StubRoute } from '@/shared/lib/test';
import { makeBooking, makeProposal, makeSettings, slotsRoute } from '@/entities/booking/testing';
import { RescheduleBooking } from './RescheduleBooking';

afterEach(() => jest.restoreAllMocks());

const ZONE = 'Asia/Dubai';
const ID = '3f2a9c1b-0000-4000-8000-000000000001';

/** The first Sunday at least two days ahead in Dubai (past the 12-hour notice). */
function nextSunday(): string {
  const today = todayIn(ZONE);
  for (let i = 2; i < 10; i++) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    if (weekdayOf(date) === 'Sunday') return date;
  }
  throw new Error('unreachable');
}
const SUNDAY = nextSunday();
const dubai = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00+04:00`)).toISOString();

const info: EConsultancyInfo = {
  freelancerId: 'f1',
  isEConsultant: true,
  settings: makeSettings(),
  // Sunday 11:00–11:30 is taken by someone else.
  booked: [{ start: dubai(SUNDAY, '11:00'), end: dubai(SUNDAY, '11:30') }],
};

const proposal = makeProposal();

const render = (booking: ReturnType<typeof makeBooking>, routes: Record<string, StubRoute> = {}, econ: EConsultancyInfo = info) => {
  const api = stubApi({ 'GET /freelancer/econsultancy/f1': { body: { data: { data: econ } } }, 'GET /unauth/freelancer/f1/slots': slotsRoute(econ), ...routes });
  return { api, ...renderWithProviders(<RescheduleBooking booking={booking} />, { token: 'tok' }) };
};
/** A booking whose client reads Dubai's time (the picker shows the client's zone). */
const inDubai = () => makeBooking({ bookingDetails: { ...makeBooking().bookingDetails, timezone: ZONE } });
/** The picker's free starts of the chosen day, as the buttons read. */
const times = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('group', { name: `Times on ${formatDayName(SUNDAY)}` }))
    .getAllByRole('button')
    .map((button) => button.textContent);

async function openForm(user: ReturnType<typeof render>['user']) {
  await user.click(screen.getByRole('button', { name: 'Propose a new time' }));
  const dialog = await screen.findByRole('dialog', { name: 'Propose a new time' });
  const day = new RegExp(`^${formatDayName(SUNDAY)},`);
  await within(dialog).findByRole('grid');
  for (let turns = 0; !within(dialog).queryByRole('button', { name: day }) && turns < 2; turns++) await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
  await user.click(await within(dialog).findByRole('button', { name: day }));
  return dialog;
}

describe('RescheduleBooking', () => {
  it("proposes a new time chosen from the freelancer's free times and says it was sent", async () => {
    const { api, user } = render(inDubai(), {
      [`POST /econsultancybooking/${ID}/reschedule`]: { body: { data: makeBooking({ reschedule: proposal, canReschedule: false }) } },
    });
    const dialog = await openForm(user);
    // Hour-long sessions in the window 09:30 AM–01:00 PM, none across the half hour taken at 11:00.
    await waitFor(() => expect(times(dialog)).toEqual(['09:30 AM', '10:00 AM', '11:30 AM', '12:00 PM']));
    await user.click(within(dialog).getByRole('button', { name: '09:30 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));

    await waitFor(() => expect(api.calls(`POST /econsultancybooking/${ID}/reschedule`)).toHaveLength(1));
    // The calendar asks for the slots with the booking's own time free.
    expect(api.calls('GET /unauth/freelancer/f1/slots')[0].url.searchParams.get('except')).toBe(ID);
    expect(api.calls(`POST /econsultancybooking/${ID}/reschedule`)[0].body).toEqual({ preferenceDate: SUNDAY, startTime: '09:30 AM', endTime: '10:30 AM' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const outcome = screen.getAllByText("New time proposed. You will get an e-mail with the consultant's answer.");
    // A toast, and the outcome in the page, which has the focus now.
    expect(outcome).toHaveLength(2);
    expect(outcome.some((element) => element === document.activeElement)).toBe(true);
  });

  it("starts from the booking's own length, and says before sending what another length costs and that a start inside the cancellation notice can then not be cancelled or moved", async () => {
    // A notice that ends between Sunday 11:30 AM and 12:30 PM in Dubai: 11:30 falls inside it, 12:30 PM after it.
    const notice = Math.floor((Date.parse(dubai(SUNDAY, '11:30')) - Date.now()) / 3_600_000) + 1;
    const econ = { ...info, settings: makeSettings({ sessionLengths: [30, 60], cancellationNoticeHours: notice }) };
    const booking = makeBooking({ durationMinutes: 30, totalFees: '$20', bookingDetails: { ...inDubai().bookingDetails, startTime: '10:00 AM', endTime: '10:30 AM' } });
    const { user } = render(booking, {}, econ);
    const dialog = await openForm(user);
    expect(within(dialog).getByRole('radio', { name: /^30 min/ })).toBeChecked();
    await user.click(await within(dialog).findByRole('button', { name: '12:30 PM' }));
    expect(within(dialog).getByTestId('reschedule-fees')).toHaveTextContent('The new time lasts 30 min: the fees stay $20.');
    expect(within(dialog).queryByText(/within the cancellation notice/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /^1 hr/ }));
    await user.click(await within(dialog).findByRole('button', { name: '11:30 AM' }));
    expect(within(dialog).getByTestId('reschedule-fees')).toHaveTextContent('The new time lasts 1 hr: the fees change from $20 to $40.');
    expect(within(dialog).getByText(`Once accepted, the booking starts within the cancellation notice of ${notice} hours: it can then no longer be cancelled or moved.`)).toBeInTheDocument();
  });

  it('asks for the three choices before sending anything', async () => {
    const { api, user } = render(makeBooking());
    await user.click(screen.getByRole('button', { name: 'Propose a new time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose a new time' });
    await user.click(await within(dialog).findByRole('button', { name: 'Send proposal' }));
    expect(await within(dialog).findByText('Please enter the required field Start Time')).toBeInTheDocument();
    expect(api.calls(`POST /econsultancybooking/${ID}/reschedule`)).toHaveLength(0);
  });

  it("shows the server's refusal in words and clears the refused time", async () => {
    const message = 'This time is already booked. Please choose another time.';
    const { user } = render(inDubai(), {
      [`POST /econsultancybooking/${ID}/reschedule`]: { status: 409, body: { message, errors: { message, error: 'slotTaken' } } },
    });
    const dialog = await openForm(user);
    await user.click(await within(dialog).findByRole('button', { name: '12:00 PM' }));
    expect(within(dialog).getByRole('button', { name: '12:00 PM' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '12:00 PM' })).toHaveAttribute('aria-pressed', 'false'));
  });

  it('shows a pending proposal to the client, without Accept or Decline', () => {
    render(makeBooking({ reschedule: proposal, canReschedule: false }));
    expect(screen.getByTestId('reschedule-proposal')).toHaveTextContent('New time proposed: 13 January 2030, 02:00 PM – 03:30 PM in Dubai (United Arab Emirates)');
    expect(screen.getByText("Waiting for the consultant's answer.")).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("lets the consultant propose in their own zone, and gives the client Accept and Decline for the consultant's proposal", async () => {
    const mine = makeBooking({ viewerRole: 'freelancer', bookingDetails: { ...makeBooking().bookingDetails, timezone: 'Africa/Cairo', freelancerTimezone: ZONE } });
    const { api, user, unmount } = render(mine, {
      [`POST /econsultancybooking/${ID}/reschedule`]: { body: { data: makeBooking({ viewerRole: 'freelancer', reschedule: { ...proposal, by: 'freelancer' }, canReschedule: false }) } },
    });
    const dialog = await openForm(user);
    expect(within(dialog).getByText(/^The client gets an e-mail and can accept or decline\./)).toBeInTheDocument();
    // The consultant's own (Dubai) times.
    await waitFor(() => expect(times(dialog)).toContain('09:30 AM'));
    await user.click(within(dialog).getByRole('button', { name: '09:30 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    await waitFor(() => expect(api.calls(`POST /econsultancybooking/${ID}/reschedule`)).toHaveLength(1));
    expect(await screen.findAllByText("New time proposed. You will get an e-mail with the client's answer.")).toHaveLength(2);
    unmount();

    render(makeBooking({ viewerRole: 'freelancer', reschedule: { ...proposal, by: 'freelancer' }, canReschedule: false }));
    expect(screen.getByText("Waiting for the client's answer.")).toBeInTheDocument();
    expect(screen.getByTestId('reschedule-proposal')).toHaveTextContent(/This time is kept for the booking until /);
    cleanup();

    render(makeBooking({ reschedule: { ...proposal, by: 'freelancer' }, canReschedule: false, canRespond: true }));
    expect(screen.getByText(/^The consultant asks to move this e-Consultation\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept new time' })).toBeInTheDocument();
    expect(screen.queryByText("Waiting for the consultant's answer.")).not.toBeInTheDocument();
  });

  it("says what the proposed time costs to the party who answers: its length and the fees' change, or that they stay", () => {
    const longer = makeProposal({ endTime: '04:00 PM', endsAt: '2030-01-13T12:00:00.000Z', durationMinutes: 120, totalFees: '$80' });
    const { unmount } = render(makeBooking({ viewerRole: 'freelancer', reschedule: longer, canReschedule: false, canRespond: true }));
    expect(screen.getByTestId('reschedule-proposal')).toHaveTextContent('The new time lasts 2 hrs: the fees change from $60 to $80.');
    unmount();

    render(makeBooking({ reschedule: { ...proposal, by: 'freelancer' }, canReschedule: false, canRespond: true }));
    expect(screen.getByTestId('reschedule-proposal')).toHaveTextContent('The new time lasts 1 hr 30 min: the fees stay $60.');
  });

  it('gives the freelancer Accept and Decline only while they may answer', () => {
    const { unmount } = render(makeBooking({ viewerRole: 'freelancer', reschedule: proposal, canReschedule: false, canRespond: false }));
    expect(screen.getByTestId('reschedule-proposal')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept new time' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline new time' })).not.toBeInTheDocument();
    unmount();

    render(makeBooking({ viewerRole: 'freelancer', reschedule: proposal, canReschedule: false, canRespond: true }));
    expect(screen.getByRole('button', { name: 'Accept new time' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline new time' })).toBeInTheDocument();
  });

  it.each([
    ['accept', 'Accept new time', 'New time accepted: the booking has moved.'],
    ['decline', 'Decline new time', 'New time declined: the booking keeps its current time.'],
  ])('lets the freelancer %s, with a toast', async (decision, button, done) => {
    const { api, user } = render(makeBooking({ viewerRole: 'freelancer', reschedule: proposal, canReschedule: false, canRespond: true }), {
      [`POST /econsultancybooking/${ID}/reschedule/${decision}`]: { body: { data: makeBooking({ viewerRole: 'freelancer', canReschedule: false }) } },
    });
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(api.calls(`POST /econsultancybooking/${ID}/reschedule/${decision}`)).toHaveLength(1));
    expect(await screen.findAllByText(done)).toHaveLength(2);
    expect(document.activeElement).toHaveTextContent(done);
  });
});
