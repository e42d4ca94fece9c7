import type { Booking, EConsultationSettings, RescheduleProposal } from '@contracts/econsultation/types';
import { SCHEDULING_DEFAULTS } from '@contracts/econsultation/schema';

/** A booking as GET /econsultancybooking/{id} answers it. Tests override what they check. */
export function makeBooking(overrides: Partial<Omit<Booking, 'bookingDetails' | 'clientInformation'>> & {
  bookingDetails?: Partial<Booking['bookingDetails']>;
  clientInformation?: Partial<Booking['clientInformation']>;
} = {}): Booking {
  const { bookingDetails, clientInformation, ...rest } = overrides;
  return {
    id: '3f2a9c1b-0000-4000-8000-000000000001',
    bookedBy: 'u-client',
    freelancer: {
      id: 'f1',
      user: { id: 'u-f1', firstName: 'Layla', lastName: 'Haddad', email: 'layla@example.com', phone: '+971500000001' },
      companyName: 'Haddad Consulting',
    },
    clientInformation: {
      name: 'Omar Said',
      organization: 'Nile Learning',
      email: 'omar@example.com',
      phone: '+201001234567',
      requirements: 'Review our training plan.',
      ...clientInformation,
    },
    bookingDetails: {
      preferenceDate: '2030-01-06',
      timezone: 'Africa/Cairo',
      startTime: '10:00 AM',
      endTime: '11:30 AM',
      proposeAlternateDate: 'Any Tuesday afternoon',
      freelancerTimezone: 'Asia/Dubai',
      startsAt: '2030-01-06T06:00:00.000Z',
      endsAt: '2030-01-06T07:30:00.000Z',
      ...bookingDetails,
    },
    totalFees: '$60',
    hourlyRate: '$40',
    durationMinutes: 90,
    createdAt: '2029-12-20T08:00:00.000Z',
    viewerRole: 'booker',
    status: 'confirmed',
    cancellation: null,
    cancellableUntil: '2030-01-05T06:00:00.000Z',
    canCancel: true,
    cancelIsEmergency: false,
    reference: 'KH-4F7Q-XR2D',
    reschedule: null,
    canReschedule: true,
    canRespond: false,
    ...rest,
  };
}

/** A freelancer's e-consultation settings: Sunday 09:30 AM–01:00 PM and Tuesday 02:00–04:00 PM in Dubai, $40 an hour, default scheduling rules. */
export function makeSettings(overrides: Partial<EConsultationSettings> = {}): EConsultationSettings {
  return {
    availability: [
      { day: 'Sunday', from: '09:30 AM', to: '01:00 PM' },
      { day: 'Tuesday', from: '02:00 PM', to: '04:00 PM' },
    ],
    timezone: 'Asia/Dubai',
    hourlyRate: '$40',
    WelcomeMessage: '',
    ConferenceMessage: '',
    PaymentMessage: '',
    sendConferenceInfo: false,
    sendPaymentInfo: false,
    ConferencePlatform: '',
    ConferenceLink: '',
    PaymentPlatform: '',
    PaymentLink: '',
    ...SCHEDULING_DEFAULTS,
    sessionLengths: [60],
    ...overrides,
  };
}

/** A client's pending proposal: 13 January 2030, 02:00 PM–03:30 PM in Dubai. */
export function makeProposal(overrides: Partial<RescheduleProposal> = {}): RescheduleProposal {
  return {
    by: 'booker',
    holdsUntil: '2030-01-01T08:00:00.000Z',
    preferenceDate: '2030-01-13',
    startTime: '02:00 PM',
    endTime: '03:30 PM',
    startsAt: '2030-01-13T10:00:00.000Z',
    endsAt: '2030-01-13T11:30:00.000Z',
    proposedAt: '2029-12-30T08:00:00.000Z',
    durationMinutes: 90,
    totalFees: '$60',
    ...overrides,
  };
}
