import * as yup from 'yup';
import { EMAIL_PATTERN } from './auth';
import { msg } from './messages';
import type { Weekday } from './reference';

/**
 * E-consultation (SPEC §3, §4, §5, §9): settings, bookings, time slots and fees.
 * Times of day travel as the 12-hour labels of the 48 half-hour slots
 * ('12:00 AM' … '11:30 PM'); a slot's weight (0–47) orders them.
 */

export interface AvailabilityEntry {
  day: Weekday;
  from: string;
  to: string;
}

export interface EConsultationSettings {
  availability: AvailabilityEntry[];
  /** IANA time zone of the freelancer's availability, e.g. 'Asia/Dubai'. */
  timezone: string;
  /** '$' followed by a number (e.g. '$50'), or 'Negotiable'. */
  hourlyRate: string;
  WelcomeMessage: string;
  ConferenceMessage: string;
  PaymentMessage: string;
  sendConferenceInfo: boolean;
  sendPaymentInfo: boolean;
  ConferencePlatform: string;
  ConferenceLink: string;
  PaymentPlatform: string;
  PaymentLink: string;
}

/** GET /freelancer/econsultancy/{id} → data.data.data */
export interface EConsultancyInfo {
  freelancerId: string;
  isEConsultant: boolean;
  settings: EConsultationSettings | null;
  /** Booked intervals of this freelancer from today on (absolute ISO instants), so slots can be hidden. */
  booked: { start: string; end: string }[];
}

export const NEGOTIABLE = 'Negotiable';
export const DEFAULT_FROM = '09:30 AM';
export const DEFAULT_TO = '06:00 PM';
export const SLOT_MINUTES = 30;

export interface TimeSlot {
  label: string;
  weight: number;
}

function slotLabel(weight: number): string {
  const minutes = weight * SLOT_MINUTES;
  const h24 = Math.floor(minutes / 60);
  const mm = String(minutes % 60).padStart(2, '0');
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${String(h12).padStart(2, '0')}:${mm} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** The 48 half-hour slots from 12:00 AM to 11:30 PM, weights 0–47. */
export const TIME_SLOTS: readonly TimeSlot[] = Array.from({ length: 48 }, (_, weight) => ({ label: slotLabel(weight), weight }));

/** Weight of a slot label, or -1 when it is not one of the 48. */
export const slotWeight = (label: string): number => TIME_SLOTS.findIndex((slot) => slot.label === label);

/** Minutes since midnight of a slot label. */
export const slotMinutes = (label: string): number => slotWeight(label) * SLOT_MINUTES;

/** The number after the currency symbol, or null for 'Negotiable' / anything else. */
export function rateNumber(hourlyRate: string | undefined | null): number | null {
  if (!hourlyRate || hourlyRate.trim() === NEGOTIABLE) return null;
  const match = /^\s*\$\s*(\d+(?:\.\d{1,2})?)\s*$/.exec(hourlyRate);
  return match ? Number(match[1]) : null;
}

/**
 * Total fees (SPEC §9): rate × hours between start and end, in US dollars;
 * 'NIL' when any input is missing or the rate is 'Negotiable'.
 */
export function totalFees(hourlyRate: string | undefined | null, startTime: string | undefined, endTime: string | undefined): string {
  const rate = rateNumber(hourlyRate);
  if (rate === null || !startTime || !endTime) return 'NIL';
  const start = slotWeight(startTime);
  const end = slotWeight(endTime);
  if (start < 0 || end < 0 || end <= start) return 'NIL';
  const total = (rate * (end - start) * SLOT_MINUTES) / 60;
  return `$${Number.isInteger(total) ? total : total.toFixed(2)}`;
}

/** Duration as hours and minutes, e.g. '1 hr 30 min', '45 min', '2 hrs'. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 0 ? '' : `${h} ${h === 1 ? 'hr' : 'hrs'}`;
  const mins = m === 0 ? '' : `${m} min`;
  return [hours, mins].filter(Boolean).join(' ') || '0 min';
}

export const econsultationMsg = {
  atLeastOneDay: 'Please select atleast one day as available.',
  max800: msg.max800,
  welcomeRequired: 'Please enter the required field Welcome Message',
  required: msg.required,
  timezoneRequired: 'Please enter the required field Timezone',
  hourlyRateRequired: 'Please enter the required field Hourly Rate',
  hourlyRateFormat: "Hourly rate should be '$' followed by a number, or Negotiable",
  invalidTimezone: 'Please select a valid timezone',
  toAfterFrom: 'The end of an available window should be after its start',
  invalidLink: 'Please enter a valid link, including https://',
  cannotBookSelf: 'You cannot book yourself for e-Consultation.',
  notEConsultant: 'This freelancer does not provide e-Consultant Services',
  notAvailableDay: 'Freelancer is not available on the selected day.',
  dateInPast: 'The requested date cannot be earlier than today',
  acceptRequired: 'Please accept the terms of the e-Consultation',
  outsideWindow: 'The requested time is outside the freelancer\'s available hours',
  endAfterStart: 'The end time should be after the start time',
  slotTaken: 'This time is already booked. Please choose another time.',
  bookingNotFound: 'Booking not found.',
} as const;

const message800 = (field: string) => yup.string().default('').max(800, msg.max800).label(field);

/** Settings rules of SPEC §5 (client and server). */
export const econsultationSettingsSchema = yup.object({
  availability: yup
    .array(
      yup.object({
        day: yup.string().required(),
        from: yup.string().required().test('slot', econsultationMsg.toAfterFrom, (v) => slotWeight(v ?? '') >= 0),
        to: yup
          .string()
          .required()
          .test('after', econsultationMsg.toAfterFrom, function (value) {
            return slotWeight(value ?? '') > slotWeight(this.parent.from);
          }),
      }),
    )
    .min(1, econsultationMsg.atLeastOneDay)
    .required(econsultationMsg.atLeastOneDay),
  timezone: yup.string().trim().required(econsultationMsg.timezoneRequired),
  hourlyRate: yup
    .string()
    .trim()
    .required(econsultationMsg.hourlyRateRequired)
    .test('rate', econsultationMsg.hourlyRateFormat, (v) => !v || v === NEGOTIABLE || rateNumber(v) !== null),
  WelcomeMessage: message800('Welcome Message').trim().required(econsultationMsg.welcomeRequired),
  sendConferenceInfo: yup.boolean().default(false),
  ConferencePlatform: yup.string().default('').when('sendConferenceInfo', {
    is: true,
    then: (s) => s.trim().required(msg.required('Conference Platform')),
  }),
  ConferenceLink: yup.string().default('').when('sendConferenceInfo', {
    is: true,
    then: (s) => s.trim().required(msg.required('Conference Link')),
  }),
  ConferenceMessage: message800('Conference Message').when('sendConferenceInfo', {
    is: true,
    then: (s) => s.trim().required(msg.required('Conference Message')),
  }),
  sendPaymentInfo: yup.boolean().default(false),
  PaymentPlatform: yup.string().default('').when('sendPaymentInfo', {
    is: true,
    then: (s) => s.trim().required(msg.required('Payment Platform')),
  }),
  PaymentLink: yup.string().default('').when('sendPaymentInfo', {
    is: true,
    then: (s) => s.trim().required(msg.required('Payment Link')),
  }),
  PaymentMessage: message800('Payment Message').when('sendPaymentInfo', {
    is: true,
    then: (s) => s.trim().required(msg.required('Payment Message')),
  }),
});

/** POST /econsultancybooking */
export interface BookingPayload {
  clientInformation: { name: string; organization: string; email: string; phone: string; requirements: string };
  bookingDetails: {
    /** YYYY-MM-DD in the freelancer's calendar */
    preferenceDate: string;
    /** The booker's IANA time zone (shown beside the freelancer's) */
    timezone: string;
    startTime: string;
    endTime: string;
    proposeAlternateDate: string;
  };
  isAccept: boolean;
  /** Sent by the form for display; the server computes its own. */
  totalFees: string;
  freelancer: string;
}

/** A booking as read back (GET /econsultancybooking/{id} and the list). */
export interface Booking {
  id: string;
  bookedBy: string;
  freelancer: {
    id: string;
    user: { id: string; firstName: string; lastName: string; email: string; phone: string };
    companyName: string;
  };
  clientInformation: BookingPayload['clientInformation'];
  bookingDetails: BookingPayload['bookingDetails'] & {
    /** The freelancer's time zone; start/end labels are in it. */
    freelancerTimezone: string;
    /** Absolute instants (ISO, UTC). */
    startsAt: string;
    endsAt: string;
  };
  totalFees: string;
  durationMinutes: number;
  createdAt: string;
}

/** GET /econsultancybooking/all/id → data */
export interface BookingsList {
  econsultancyBookings: Booking[];
  userId: string;
}

/** Booking-form rules of SPEC §5, in the spec's order (robot proof travels in a header). */
export function bookingSchema(today: string) {
  return yup.object({
    clientInformation: yup.object({
      name: yup.string().trim().required(msg.required('Name')).min(3, msg.minLength('Name', 3)),
      organization: yup.string().trim().default('').max(120),
      email: yup.string().trim().required(msg.required('Email')).min(3, msg.minLength('Email', 3)).matches(EMAIL_PATTERN, msg.invalidEmail),
      phone: yup.string().trim().default('').max(20),
      requirements: yup.string().trim().required(msg.required('Requirements')).min(4, msg.minLength('Requirements', 4)).max(800, msg.max800),
    }),
    bookingDetails: yup.object({
      preferenceDate: yup
        .string()
        .required(msg.required('Preference Date'))
        .matches(/^\d{4}-\d{2}-\d{2}$/, msg.required('Preference Date'))
        .test('not-past', econsultationMsg.dateInPast, (v) => !v || v >= today),
      timezone: yup.string().trim().required(msg.required('Timezone')),
      startTime: yup.string().required(msg.required('Start Time')),
      endTime: yup.string().required(msg.required('End Time')),
      proposeAlternateDate: yup.string().default(''),
    }),
    isAccept: yup.boolean().oneOf([true], econsultationMsg.acceptRequired).required(econsultationMsg.acceptRequired),
    freelancer: yup.string().required(),
  });
}
