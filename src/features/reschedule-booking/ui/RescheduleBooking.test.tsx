import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EConsultancyInfo } from '@contracts/econsultation/types';
import { todayIn, weekdayOf } from '@contracts/econsultation/zoned-time';
import { renderWithProviders, stubApi, type StubRoute } from '@/shared/lib/test';
import { makeBooking, makeProposal, makeSettings } from '@/entities/booking/lib/test/fixtures';
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

const render = (booking: ReturnType<typeof makeBooking>, routes: Record<string, StubRoute> = {}) => {
  const api = stubApi({ 'GET /freelancer/econsultancy/f1': { body: { data: { data: info } } }, ...routes });
  return { api, ...renderWithProviders(<RescheduleBooking booking={booking} />, { token: 'tok' }) };
};
const combo = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('combobox', { name }) as HTMLSelectElement;
const values = (select: HTMLSelectElement) => Array.from(select.options).filter((o) => o.value !== '').map((o) => o.value);

async function openForm(user: ReturnType<typeof render>['user']) {
  await user.click(screen.getByRole('button', { name: 'Propose a new time' }));
  const dialog = await screen.findByRole('dialog', { name: 'Propose a new time' });
  fireEvent.change(await within(dialog).findByLabelText(/^Preference Date/), { target: { value: SUNDAY } });
  return dialog;
}

describe('RescheduleBooking', () => {
  it("proposes a new time chosen from the freelancer's free times and says it was sent", async () => {
    const { api, user } = render(makeBooking(), {
      [`POST /econsultancybooking/${ID}/reschedule`]: { body: { data: makeBooking({ reschedule: proposal, canReschedule: false }) } },
    });
    const dialog = await openForm(user);
    // The window 09:30 AM–01:00 PM without the half hour taken at 11:00.
    expect(values(combo(dialog, /^Start Time/))).toEqual(['09:30 AM', '10:00 AM', '10:30 AM', '11:30 AM', '12:00 PM', '12:30 PM']);
    await user.selectOptions(combo(dialog, /^Start Time/), '09:30 AM');
    // The end stops where the taken half hour begins.
    expect(values(combo(dialog, /^End Time/))).toEqual(['10:00 AM', '10:30 AM', '11:00 AM']);
    await user.selectOptions(combo(dialog, /^End Time/), '10:30 AM');
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));

    await waitFor(() => expect(api.calls(`POST /econsultancybooking/${ID}/reschedule`)).toHaveLength(1));
    expect(api.calls(`POST /econsultancybooking/${ID}/reschedule`)[0].body).toEqual({ preferenceDate: SUNDAY, startTime: '09:30 AM', endTime: '10:30 AM' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const outcome = screen.getAllByText("New time proposed. You will get an e-mail with the consultant's answer.");
    // A toast, and the outcome in the page, which has the focus now.
    expect(outcome).toHaveLength(2);
    expect(outcome.some((element) => element === document.activeElement)).toBe(true);
  });

  it('asks for the three choices before sending anything', async () => {
    const { api, user } = render(makeBooking());
    await user.click(screen.getByRole('button', { name: 'Propose a new time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose a new time' });
    await user.click(await within(dialog).findByRole('button', { name: 'Send proposal' }));
    expect(await within(dialog).findByText('Please enter the required field Preference Date')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the required field Start Time')).toBeInTheDocument();
    expect(api.calls(`POST /econsultancybooking/${ID}/reschedule`)).toHaveLength(0);
  });

  it("shows the server's refusal in words and clears the refused time", async () => {
    const message = 'This time is already booked. Please choose another time.';
    const { user } = render(makeBooking(), {
      [`POST /econsultancybooking/${ID}/reschedule`]: { status: 409, body: { message, errors: { message, error: 'slotTaken' } } },
    });
    const dialog = await openForm(user);
    await user.selectOptions(combo(dialog, /^Start Time/), '12:00 PM');
    await user.selectOptions(combo(dialog, /^End Time/), '01:00 PM');
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(combo(dialog, /^Start Time/)).toHaveValue('');
  });

  it('shows a pending proposal to the client, without Accept or Decline', () => {
    render(makeBooking({ reschedule: proposal, canReschedule: false }));
    expect(screen.getByTestId('reschedule-proposal')).toHaveTextContent('New time proposed: 13 January 2030, 02:00 PM – 03:30 PM (Dubai (United Arab Emirates))');
    expect(screen.getByText("Waiting for the consultant's answer.")).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
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
