import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { DEFAULT_MESSAGES } from '@contracts/econsultation/default-messages';
import { makeBooking, makeProposal } from '@/entities/booking/testing';
import { makeFreelancer, makeProfile } from '@/entities/freelancer/testing';
import { BookingPreviewPage } from './BookingPreviewPage';

afterEach(() => jest.restoreAllMocks());

const ID = '3f2a9c1b-0000-4000-8000-000000000001';
const renderPage = (search = '') =>
  renderWithProviders(<BookingPreviewPage />, { route: `/econsultancy/booking/preview/${ID}${search}`, path: '/econsultancy/booking/preview/:econsultancyId', token: 'tok' });

function routes(viewerRole: 'booker' | 'freelancer', viewerId: string) {
  return stubApi({
    'GET /user/myprofile': { body: { data: makeProfile({ user: { id: viewerId } }) } },
    [`GET /econsultancybooking/${ID}`]: { body: { data: makeBooking({ viewerRole, bookedBy: viewerRole === 'booker' ? viewerId : 'u-client' }) } },
    // The profile's rate today differs from the booking's $40 an hour.
    'GET /freelancer/f1': { body: { data: makeFreelancer({ Iam: ['Trainer', 'E-Consultant'], experience: { hourlyRate: 'Negotiable' } }) } },
  });
}

/** The booking as the client reads it, with what the consultant shares: a welcome, the meeting and how to pay. */
function withMeeting(status: 'confirmed' | 'completed') {
  stubApi({
    'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-client' } }) } },
    [`GET /econsultancybooking/${ID}`]: {
      body: {
        data: {
          ...makeBooking({ status }),
          meeting: {
            welcome: 'Looking forward to it.',
            conference: { platform: 'Zoom', link: 'https://zoom.us/j/123456789', message: 'Join five minutes early.' },
            payment: { platform: 'PayPal', link: 'https://paypal.me/layla', message: DEFAULT_MESSAGES.PaymentMessage },
          },
        },
      },
    },
    'GET /freelancer/f1': { body: { data: makeFreelancer({ Iam: ['Trainer', 'E-Consultant'] }) } },
  });
}

describe('/econsultancy/booking/preview/:econsultancyId', () => {

  it('shows the booking read-only: card, client information, date, time zones, start and end, alternative', async () => {
    routes('booker', 'u-client');
    renderPage();
    const card = await screen.findByRole('article', { name: 'Layla Haddad' });
    // The booker sees no preview flag on the consultant's card, and the booking's rate, not the profile's.
    expect(within(card).queryByText('Preview')).not.toBeInTheDocument();
    expect(within(card).getAllByText(/\$40/).length).toBeGreaterThan(0);
    expect(within(card).queryByText(/Negotiable/)).not.toBeInTheDocument();
    // Not just booked: no confirmation.
    expect(screen.queryByRole('heading', { name: 'Booked' })).not.toBeInTheDocument();
    expect(screen.getByText('You booked this e-Consultation.')).toBeInTheDocument();
    expect(screen.getByText('Reference: KH-4F7Q-XR2D')).toBeInTheDocument();

    const client = screen.getByRole('region', { name: 'Client information' });
    expect(within(client).getByText('Omar Said')).toBeInTheDocument();
    expect(within(client).getByText('Nile Learning')).toBeInTheDocument();
    expect(within(client).getByText('omar@example.com')).toBeInTheDocument();
    expect(within(client).getByText('+201001234567')).toBeInTheDocument();
    expect(within(client).getByText('Review our training plan.')).toBeInTheDocument();

    const details = screen.getByRole('region', { name: 'Requested date and time' });
    const value = (label: string) => within(details).getByText(label).nextElementSibling?.textContent;
    expect(value('Requested date')).toBe('6 January 2030');
    expect(value("Freelancer's time zone")).toBe('Dubai (United Arab Emirates)');
    expect(value('Start time')).toBe('10:00 AM');
    expect(value('End time')).toBe('11:30 AM');
    expect(value("Client's time zone")).toBe('Cairo (Egypt)6 January 2030, 08:00 AM – 09:30 AM in Cairo (Egypt)');
    expect(value('Proposed alternative date')).toBe('Any Tuesday afternoon');
    expect(value('Total fees')).toBe('$60');

    // Read-only: nothing to type into or submit.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Book|Save|Submit/ })).not.toBeInTheDocument();
  });

  it("names both days when the client's range crosses midnight in the client's zone", async () => {
    stubApi({
      'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-client' } }) } },
      // 10:00–11:30 in Dubai is 11:00 PM–12:30 AM in Denver.
      [`GET /econsultancybooking/${ID}`]: { body: { data: makeBooking({ viewerRole: 'booker', bookingDetails: { timezone: 'America/Denver' } }) } },
      'GET /freelancer/f1': { body: { data: makeFreelancer({ Iam: ['Trainer', 'E-Consultant'] }) } },
    });
    renderPage();
    const details = await screen.findByRole('region', { name: 'Requested date and time' });
    const value = (label: string) => within(details).getByText(label).nextElementSibling?.textContent;
    expect(value("Client's time zone")).toBe('Denver (United States)5 January 2030, Sat 11:00 PM – Sun 12:30 AM in Denver (United States)');
  });

  it('offers no meeting to join once the booking is completed; how to pay stays', async () => {
    withMeeting('completed');
    renderPage();
    const meeting = await screen.findByRole('region', { name: 'Meeting and payment' });
    expect(within(meeting).getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('href', 'https://paypal.me/layla');
    expect(within(meeting).queryByRole('link', { name: 'Join the meeting' })).not.toBeInTheDocument();
    expect(within(meeting).queryByText('Join five minutes early.')).not.toBeInTheDocument();
  });

  it("shows what the e-mail shares (the welcome, the join link, how to pay) and links the booking into Google Calendar and Outlook", async () => {
    withMeeting('confirmed');
    renderPage();
    const meeting = await screen.findByRole('region', { name: 'Meeting and payment' });
    expect(within(meeting).getByText('Looking forward to it.')).toBeInTheDocument();
    expect(within(meeting).getByText('Zoom')).toBeInTheDocument();
    expect(within(meeting).getByRole('link', { name: 'Join the meeting' })).toHaveAttribute('href', 'https://zoom.us/j/123456789');
    expect(within(meeting).getByText('Join five minutes early.')).toBeInTheDocument();
    expect(within(meeting).getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('href', 'https://paypal.me/layla');
    expect(within(meeting).getByText(DEFAULT_MESSAGES.PaymentMessage)).toBeInTheDocument();

    // 10:00–11:30 AM in Dubai is 06:00–07:30 UTC; the event is named after the consultant and carries the join link.
    const google = new URL(screen.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href')!);
    expect(google.searchParams.get('dates')).toBe('20300106T060000Z/20300106T073000Z');
    expect(google.searchParams.get('text')).toBe('e-Consultation with Layla Haddad');
    expect(google.searchParams.get('details')).toContain('Reference: KH-4F7Q-XR2D');
    expect(google.searchParams.get('location')).toBe('https://zoom.us/j/123456789');
    const outlook = new URL(screen.getByRole('link', { name: 'Add to Outlook' }).getAttribute('href')!);
    expect(outlook.searchParams.get('startdt')).toBe('2030-01-06T06:00:00.000Z');
    expect(outlook.searchParams.get('enddt')).toBe('2030-01-06T07:30:00.000Z');
  });

  it('cancels with a reason: the booking then reads as cancelled by the viewer, with the reason, and the button is gone', async () => {
    let cancelled = false;
    const api = stubApi({
      'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-client' } }) } },
      [`GET /econsultancybooking/${ID}`]: () => ({
        body: {
          data: cancelled
            ? makeBooking({ status: 'cancelled', canCancel: false, cancellation: { by: 'booker', at: '2029-12-21T09:00:00.000Z', reason: 'Our workshop moved.', emergency: false } })
            : makeBooking(),
        },
      }),
      [`POST /econsultancybooking/${ID}/cancel`]: () => {
        cancelled = true;
        return { body: { data: makeBooking({ status: 'cancelled', canCancel: false, cancellation: { by: 'booker', at: '2029-12-21T09:00:00.000Z', reason: 'Our workshop moved.', emergency: false } }) } };
      },
      'GET /freelancer/f1': { body: { data: makeFreelancer({ Iam: ['Trainer', 'E-Consultant'] }) } },
    });
    const { user } = renderPage();
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText(/^You can cancel until 5 January 2030/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel booking KH-4F7Q-XR2D' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this e-Consultation?' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Our workshop moved.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(api.calls(`POST /econsultancybooking/${ID}/cancel`)).toHaveLength(1));
    expect(api.calls(`POST /econsultancybooking/${ID}/cancel`)[0].body).toEqual({ reason: 'Our workshop moved.' });
    expect(await screen.findByTestId('cancellation')).toHaveTextContent(/^Cancelled by you on 21 December 2029/);
    expect(screen.getByText('Reason: Our workshop moved.')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel booking/ })).not.toBeInTheDocument();
  });

  it('lets the consultant cancel inside the notice as an emergency only, with a reason for the client, and marks it so', async () => {
    let cancelled = false;
    const emergencyCancelled = makeBooking({
      viewerRole: 'freelancer',
      status: 'cancelled',
      canCancel: false,
      cancellation: { by: 'freelancer', at: '2030-01-05T20:00:00.000Z', reason: 'I am in hospital.', emergency: true },
    });
    const api = stubApi({
      'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-f1' } }) } },
      [`GET /econsultancybooking/${ID}`]: () => ({ body: { data: cancelled ? emergencyCancelled : makeBooking({ viewerRole: 'freelancer', cancelIsEmergency: true }) } }),
      [`POST /econsultancybooking/${ID}/cancel`]: () => {
        cancelled = true;
        return { body: { data: emergencyCancelled } };
      },
      'GET /freelancer/f1': { body: { data: makeFreelancer({ Iam: ['Trainer', 'E-Consultant'] }) } },
    });
    const { user } = renderPage();
    expect(await screen.findByText(/^Cancellation closed on 5 January 2030.*You can still cancel in an emergency until the start\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel booking KH-4F7Q-XR2D' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this e-Consultation?' });
    expect(within(dialog).getByText(/^The cancellation notice has passed\. Cancel now only in an emergency/)).toBeInTheDocument();
    // No reason, no request.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByText('Please tell the client why: the booking starts within its cancellation notice.')).toBeInTheDocument();
    expect(api.calls(`POST /econsultancybooking/${ID}/cancel`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Reason for the client/), 'I am in hospital.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(api.calls(`POST /econsultancybooking/${ID}/cancel`)).toHaveLength(1));
    expect(api.calls(`POST /econsultancybooking/${ID}/cancel`)[0].body).toEqual({ reason: 'I am in hospital.' });
    expect(await screen.findByTestId('cancellation')).toHaveTextContent(/^Cancelled by you on /);
    expect(screen.getByText('Emergency cancellation')).toBeInTheDocument();
    expect(screen.getByText('Reason: I am in hospital.')).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog when the notice has passed", async () => {
    stubApi({
      'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-client' } }) } },
      [`GET /econsultancybooking/${ID}`]: { body: { data: makeBooking() } },
      [`POST /econsultancybooking/${ID}/cancel`]: {
        status: 400,
        body: {
          message: 'This booking can no longer be cancelled: cancellations close 24 hours before the start.',
          errors: { message: 'This booking can no longer be cancelled: cancellations close 24 hours before the start.', error: 'cancelTooLate' },
        },
      },
      'GET /freelancer/f1': { body: { data: makeFreelancer({ Iam: ['Trainer', 'E-Consultant'] }) } },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking KH-4F7Q-XR2D' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this e-Consultation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('This booking can no longer be cancelled: cancellations close 24 hours before the start.')).toBeInTheDocument();
  });

  it('lets the consultant, arriving from the e-mail, accept the new time: the booking then shows it, with no proposal left', async () => {
    const proposal = makeProposal();
    const moved = makeBooking({
      viewerRole: 'freelancer',
      canReschedule: false,
      bookingDetails: { preferenceDate: '2030-01-13', startTime: '02:00 PM', endTime: '03:30 PM', startsAt: proposal.startsAt, endsAt: proposal.endsAt },
    });
    let accepted = false;
    const api = stubApi({
      'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-f1' } }) } },
      [`GET /econsultancybooking/${ID}`]: () => ({
        body: { data: accepted ? moved : makeBooking({ viewerRole: 'freelancer', canReschedule: false, canRespond: true, reschedule: proposal }) },
      }),
      [`POST /econsultancybooking/${ID}/reschedule/accept`]: () => {
        accepted = true;
        return { body: { data: moved } };
      },
      'GET /freelancer/f1': { body: { data: makeFreelancer({ Iam: ['Trainer', 'E-Consultant'] }) } },
    });
    const { user } = renderPage();
    expect(await screen.findByTestId('reschedule-proposal')).toHaveTextContent('New time proposed: 13 January 2030, 02:00 PM – 03:30 PM in Dubai (United Arab Emirates)');
    // The consultant cannot propose a time; only answer.
    expect(screen.queryByRole('button', { name: 'Propose a new time' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept new time' }));
    await waitFor(() => expect(api.calls(`POST /econsultancybooking/${ID}/reschedule/accept`)).toHaveLength(1));
    const details = screen.getByRole('region', { name: 'Requested date and time' });
    await waitFor(() => expect(within(details).getByText('Requested date').nextElementSibling).toHaveTextContent('13 January 2030'));
    expect(screen.queryByTestId('reschedule-proposal')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept new time' })).not.toBeInTheDocument();
  });

  it("shows the consultant the client, not the consultant's own card", async () => {
    routes('freelancer', 'u-f1');
    renderPage();
    expect(await screen.findByText('A client booked this e-Consultation with you.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Client information' })).getByText('Omar Said')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Layla Haddad' })).not.toBeInTheDocument();
  });

  it('confirms a booking just made: "Booked" with its time in the client\'s zone, read first, above the add-to-calendar links', async () => {
    routes('booker', 'u-client');
    renderPage('?booked=1');
    const booked = await screen.findByRole('region', { name: 'Booked' });
    expect(booked).toHaveTextContent('Your e-consultation with Layla Haddad is booked for 6 January 2030, 08:00 AM – 09:30 AM in Cairo (Egypt).');
    await waitFor(() => expect(booked).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Add to Google Calendar' })).toBeInTheDocument();
    expect(booked.compareDocumentPosition(screen.getByRole('link', { name: 'Add to Google Calendar' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("answers 'Booking not found.' for an unknown id", async () => {
    stubApi({ [`GET /econsultancybooking/${ID}`]: { status: 404, body: { message: 'Booking not found.', errors: { message: 'Booking not found.' } } } });
    renderPage();
    expect(await screen.findByText('Booking not found.')).toBeInTheDocument();
  });
});
