import * as yup from 'yup';
import { EMAIL_PATTERN } from './auth';
import type { Freelancer } from './freelancer';
import { DEFAULT_MESSAGES } from './default-messages';
import { msg } from './messages';
import { normalizeNumberText, typedDigits, typedLines, typedNumber, typedOneLine, typedPhone } from './text';
import { WEEKDAYS, type Weekday } from './reference';

/**
 * E-consultation (see docs/reference.md#data, #states, #validation, #limits): settings, bookings, time slots and fees.
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
  /** Either party may cancel up to this many hours before the start (default 24). */
  cancellationNoticeHours: number;
  /** A new booking starts at least this many hours from now (default 12). */
  minNoticeHours: number;
  /** A new booking starts within this many days from today (default 60). */
  horizonDays: number;
  /** Free minutes kept between two sessions: 0, 15 or 30 (default 0). */
  bufferMinutes: number;
}

/** Defaults and bounds of the scheduling rules. */
export const SCHEDULING_DEFAULTS = { cancellationNoticeHours: 24, minNoticeHours: 12, horizonDays: 60, bufferMinutes: 0 } as const;
export const SCHEDULING_LIMITS = { cancellationNoticeHours: 168, minNoticeHours: 168, horizonDays: 365 } as const;
export const BUFFER_CHOICES = [0, 15, 30] as const;

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

/** Start choices of a window: every slot from `from` up to, not including, `to`. Empty for an invalid window. */
export function startSlots(from: string, to: string): TimeSlot[] {
  const first = slotWeight(from);
  const last = slotWeight(to);
  return first < 0 || last <= first ? [] : TIME_SLOTS.slice(first, last);
}

/** End choices once a start is chosen: every slot after `start` up to and including the window's `to`. */
export function endSlots(start: string, to: string): TimeSlot[] {
  const first = slotWeight(start);
  const last = slotWeight(to);
  return first < 0 || last <= first ? [] : TIME_SLOTS.slice(first + 1, last + 1);
}

// --- time zones (Intl only: works in browsers and Node alike) ----------------

const DAY_MS = 86_400_000;
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** An IANA time-zone name the platform knows (e.g. 'Asia/Dubai', 'UTC'); offsets and junk are refused. */
export function isValidTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    zoneFormatter(value);
    return true;
  } catch {
    return false;
  }
}

/** Wall-clock fields of an instant in a time zone. */
function zonedFields(instant: number, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const fields: Record<string, number> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return { year: fields.year, month: fields.month, day: fields.day, hour: fields.hour % 24, minute: fields.minute, second: fields.second };
}

/** Offset of a time zone from UTC at an instant, in minutes (Dubai +240, London +0 or +60). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const f = zonedFields(instant, timeZone);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Every instant a wall-clock time (YYYY-MM-DD plus minutes since midnight) happens at in a time zone, earliest first:
 * one on an ordinary day, two in the repeated hour when clocks go back, none in the hour skipped when clocks go forward. */
export function zonedTimeInstants(date: string, minutes: number, timeZone: string): number[] {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const local = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + minutes * 60_000;
  const offsets = new Set([zoneOffsetMinutes(local - DAY_MS, timeZone), zoneOffsetMinutes(local, timeZone), zoneOffsetMinutes(local + DAY_MS, timeZone)]);
  return [...new Set([...offsets].map((offset) => local - offset * 60_000))]
    .filter((instant) => zoneOffsetMinutes(instant, timeZone) * 60_000 === local - instant)
    .sort((a, b) => a - b);
}

/** Whether a wall-clock time exists once ('normal'), twice ('repeated': clocks go back) or not at all ('skipped': clocks go forward). */
export type LocalTimeKind = 'normal' | 'repeated' | 'skipped';

export function localTimeKind(date: string, minutes: number, timeZone: string): LocalTimeKind {
  const count = zonedTimeInstants(date, minutes, timeZone).length;
  return count === 0 ? 'skipped' : count === 1 ? 'normal' : 'repeated';
}

/** The instant a wall-clock time happens in a time zone, across daylight-saving changes:
 * a time that happens twice (clocks going back) is its first occurrence (docs/decisions.md "Booking lifecycle");
 * a time skipped (clocks going forward) moves forward by the gap — bookings never use one, see `bookingInstants`. */
export function zonedTimeToInstant(date: string, minutes: number, timeZone: string): Date {
  const valid = zonedTimeInstants(date, minutes, timeZone);
  if (valid.length > 0) return new Date(valid[0]);
  const match = DATE_PATTERN.exec(date)!;
  const local = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + minutes * 60_000;
  return new Date(local - zoneOffsetMinutes(local - DAY_MS, timeZone) * 60_000);
}

/** Why a chosen start and end on a date cannot be a booking, or its real instants and length. */
export type BookingInstants =
  | { ok: true; startsAt: Date; endsAt: Date; minutes: number }
  | { ok: false; reason: 'invalidTime' | 'endAfterStart' | 'timeDoesNotExist' };

/**
 * The real start and end instants of a booking chosen as wall-clock labels on
 * a date in the freelancer's zone. A label the clocks skip that day is
 * refused (never silently moved); a label of the repeated hour is its first
 * occurrence (the hour before the clocks go back). The length is the real
 * time between the two instants, so 12:30 AM–02:00 AM on a spring-forward
 * day in London lasts 30 minutes and on the fall-back day 2 hours 30 minutes.
 */
export function bookingInstants(date: string, startTime: string, endTime: string, timeZone: string): BookingInstants {
  const start = slotWeight(startTime);
  const end = slotWeight(endTime);
  if (start < 0 || end < 0 || !isCalendarDate(date)) return { ok: false, reason: 'invalidTime' };
  if (end <= start) return { ok: false, reason: 'endAfterStart' };
  const starts = zonedTimeInstants(date, start * SLOT_MINUTES, timeZone);
  const ends = zonedTimeInstants(date, end * SLOT_MINUTES, timeZone);
  if (starts.length === 0 || ends.length === 0) return { ok: false, reason: 'timeDoesNotExist' };
  const minutes = Math.round((ends[0] - starts[0]) / 60_000);
  if (minutes <= 0) return { ok: false, reason: 'endAfterStart' };
  return { ok: true, startsAt: new Date(starts[0]), endsAt: new Date(ends[0]), minutes };
}

/** Whether a half-hour slot label exists on a date in a time zone (false in the hour skipped when clocks go forward). */
export const slotExists = (date: string, weight: number, timeZone: string): boolean => zonedTimeInstants(date, weight * SLOT_MINUTES, timeZone).length > 0;

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function zonedDate(instant: Date | string | number, timeZone: string): string {
  const f = zonedFields(new Date(instant).getTime(), timeZone);
  return `${String(f.year).padStart(4, '0')}-${String(f.month).padStart(2, '0')}-${String(f.day).padStart(2, '0')}`;
}

/** The 12-hour time of an instant in a time zone, shaped like the slot labels ('01:00 PM'). */
export function zonedTimeLabel(instant: Date | string | number, timeZone: string): string {
  const f = zonedFields(new Date(instant).getTime(), timeZone);
  const h12 = f.hour % 12 === 0 ? 12 : f.hour % 12;
  return `${String(h12).padStart(2, '0')}:${String(f.minute).padStart(2, '0')} ${f.hour < 12 ? 'AM' : 'PM'}`;
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export const todayIn = (timeZone: string, now: Date = new Date()): string => zonedDate(now, timeZone);

/** Weekday of a calendar date (YYYY-MM-DD); the same everywhere. */
export function weekdayOf(date: string): Weekday | null {
  return isCalendarDate(date) ? WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] : null;
}

/** A real calendar date written YYYY-MM-DD (not 2027-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
}

/** The number after the currency symbol, or null for 'Negotiable' / anything else. */
export function rateNumber(hourlyRate: string | undefined | null): number | null {
  if (!hourlyRate || hourlyRate.trim() === NEGOTIABLE) return null;
  const match = /^\s*\$\s*(\d+(?:\.\d{1,2})?)\s*$/.exec(normalizeNumberText(hourlyRate));
  return match ? Number(match[1]) : null;
}

/** Fees of a length of time at an hourly rate, in US dollars; 'NIL' for 'Negotiable', a missing rate or no time. */
export function feesFor(hourlyRate: string | undefined | null, minutes: number): string {
  const rate = rateNumber(hourlyRate);
  if (rate === null || !(minutes > 0)) return 'NIL';
  const total = (rate * minutes) / 60;
  return `$${Number.isInteger(total) ? total : total.toFixed(2)}`;
}

/**
 * Total fees (see docs/reference.md#limits): rate × the real hours between start and end, in US
 * dollars; 'NIL' when any input is missing or the rate is 'Negotiable'.
 * With a date and zone the hours come from the real instants (a clock change
 * counts); without them, from the labels of an ordinary day.
 */
export function totalFees(hourlyRate: string | undefined | null, startTime: string | undefined, endTime: string | undefined, on?: { date: string; timeZone: string }): string {
  if (!startTime || !endTime) return 'NIL';
  if (on) {
    const instants = bookingInstants(on.date, startTime, endTime, on.timeZone);
    return instants.ok ? feesFor(hourlyRate, instants.minutes) : 'NIL';
  }
  const start = slotWeight(startTime);
  const end = slotWeight(endTime);
  if (start < 0 || end < 0 || end <= start) return 'NIL';
  return feesFor(hourlyRate, (end - start) * SLOT_MINUTES);
}

export { DEFAULT_MESSAGES };

type MessageKey = keyof typeof DEFAULT_MESSAGES;
const MESSAGE_KEYS = Object.keys(DEFAULT_MESSAGES) as MessageKey[];

/**
 * The built-in messages are stored in their English wording (the key of
 * their Arabic in contracts/messages-ar.ts) and shown in the reader's
 * language: a stored text that is a built-in message becomes `localize`'s
 * wording of it (the settings page in the page's language, an e-mail in its
 * recipient's). A freelancer's own text is left as written.
 */
export function localizeDefaultMessages<T extends Partial<Record<MessageKey, string>>>(settings: T, localize: (english: string) => string): T {
  const shown: Record<string, unknown> = { ...settings };
  for (const key of MESSAGE_KEYS) if (settings[key] === DEFAULT_MESSAGES[key]) shown[key] = localize(DEFAULT_MESSAGES[key]);
  return shown as T;
}

/** The other way, before a save: a built-in message sent in another language is stored in its English wording. */
export function storedDefaultMessages<T extends Partial<Record<MessageKey, unknown>>>(settings: T, localize: (english: string) => string): T {
  const stored: Record<string, unknown> = { ...settings };
  for (const key of MESSAGE_KEYS) {
    const value = settings[key];
    if (typeof value === 'string' && value.trim() === localize(DEFAULT_MESSAGES[key])) stored[key] = DEFAULT_MESSAGES[key];
  }
  return stored as T;
}

/** The defaults merged under the given values: a missing, empty or blank message takes the built-in one. */
export function withDefaultMessages<T extends Partial<Record<MessageKey, unknown>>>(settings: T): T & Record<MessageKey, string> {
  const merged: Record<string, unknown> = { ...settings };
  for (const key of MESSAGE_KEYS) {
    const value = settings[key];
    merged[key] = typeof value === 'string' && value.trim() !== '' ? value : DEFAULT_MESSAGES[key];
  }
  return merged as T & Record<MessageKey, string>;
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
  invalidDay: 'Please choose each available day once, from Sunday to Saturday',
  invalidTimeSlot: 'Please choose the start and end time from the half-hour list',
  timeInPast: 'The requested time has already passed. Please choose a later time.',
  invalidCancellationNotice: 'The cancellation notice should be a whole number of hours from 0 to 168',
  invalidMinNotice: 'The minimum notice should be a whole number of hours from 0 to 168',
  invalidHorizon: 'How far ahead clients may book should be a whole number of days from 1 to 365',
  invalidBuffer: 'The buffer between sessions should be 0, 15 or 30 minutes',
  cancelTooLate: (hours: number) => `This booking can no longer be cancelled: cancellations close ${hours} ${hours === 1 ? 'hour' : 'hours'} before the start.`,
  tooSoon: (hours: number) => `Bookings need at least ${hours} ${hours === 1 ? 'hour' : 'hours'}' notice. Please choose a later time.`,
  tooFarAhead: (days: number) => `Bookings can be made at most ${days} ${days === 1 ? 'day' : 'days'} ahead. Please choose an earlier date.`,
  tooClose: (minutes: number) => `This time is too close to another session: the consultant keeps ${minutes} minutes free between sessions. Please choose another time.`,
  alreadyCancelled: 'This booking is already cancelled.',
  alreadyCompleted: 'This booking has already taken place.',
  cancelReasonTooLong: 'The reason can be at most 500 characters',
  timeDoesNotExist: 'This time does not exist on the chosen day because the clocks go forward. Please choose another time.',
  notAllowed: 'Only the client and the consultant of a booking can see it.',
  rescheduleOnlyClient: 'Only the client who made the booking can propose a new time.',
  respondOnlyFreelancer: 'Only the consultant can accept or decline a new time.',
  reschedulePending: "A new time is already waiting for the consultant's answer.",
  noProposal: 'There is no new time waiting for an answer.',
  rescheduleTooLate: (hours: number) => `This booking can no longer be moved: changes close ${hours} ${hours === 1 ? 'hour' : 'hours'} before the start.`,
  rescheduleSameTime: 'Please choose a time other than the current one.',
  badListShow: 'Please choose which bookings to show: upcoming, past or cancelled.',
  proposalPassed: 'The proposed time is no longer possible. Please ask the client for another time.',
} as const;

const message800 = (field: string) => yup.string().transform(typedLines).default('').max(800, msg.max800).label(field);

export const SETTINGS_LIMITS = { message: 800, platform: 100, link: 500 } as const;

/** A conference or payment link: http(s) with a host; a missing scheme means https://. */
export function isLink(value: string | undefined | null): boolean {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return true;
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return ['http:', 'https:'].includes(url.protocol) && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** One-line fields of the settings, shown to clients: bidirectional controls and line breaks taken out (contracts/text). */
const platform = (field: string) => yup.string().transform(typedOneLine).default('').max(SETTINGS_LIMITS.platform, msg.maxLength(field, SETTINGS_LIMITS.platform));
const link = (field: string) =>
  yup.string().transform(typedOneLine).default('').max(SETTINGS_LIMITS.link, msg.maxLength(field, SETTINGS_LIMITS.link)).test('link', econsultationMsg.invalidLink, (v) => isLink(v));

/** Settings rules of docs/reference.md#validation (client and server). */
export const econsultationSettingsSchema = yup.object({
  availability: yup
    .array(
      yup.object({
        day: yup.string().required(econsultationMsg.invalidDay).oneOf([...WEEKDAYS], econsultationMsg.invalidDay),
        from: yup.string().required(econsultationMsg.invalidTimeSlot).test('slot', econsultationMsg.toAfterFrom, (v) => slotWeight(v ?? '') >= 0),
        to: yup
          .string()
          .required(econsultationMsg.invalidTimeSlot)
          .test('after', econsultationMsg.toAfterFrom, function (value) {
            return slotWeight(value ?? '') > slotWeight(this.parent.from);
          }),
      }),
    )
    .min(1, econsultationMsg.atLeastOneDay)
    .required(econsultationMsg.atLeastOneDay)
    .test('days-once', econsultationMsg.invalidDay, (list) => !list || new Set(list.map((entry) => entry.day)).size === list.length),
  timezone: yup.string().trim().required(econsultationMsg.timezoneRequired).test('zone', econsultationMsg.invalidTimezone, (v) => !v || isValidTimeZone(v)),
  hourlyRate: yup
    .string()
    .trim()
    .transform(typedDigits)
    .required(econsultationMsg.hourlyRateRequired)
    .test('rate', econsultationMsg.hourlyRateFormat, (v) => !v || v === NEGOTIABLE || rateNumber(v) !== null),
  WelcomeMessage: message800('Welcome Message').trim().required(econsultationMsg.welcomeRequired),
  sendConferenceInfo: yup.boolean().default(false),
  ConferencePlatform: platform('Conference Platform').when('sendConferenceInfo', {
    is: true,
    then: (s) => s.trim().required(msg.required('Conference Platform')),
  }),
  ConferenceLink: link('Conference Link').when('sendConferenceInfo', {
    is: true,
    then: (s) => s.trim().required(msg.required('Conference Link')),
  }),
  ConferenceMessage: message800('Conference Message').when('sendConferenceInfo', {
    is: true,
    then: (s) => s.trim().required(msg.required('Conference Message')),
  }),
  sendPaymentInfo: yup.boolean().default(false),
  PaymentPlatform: platform('Payment Platform').when('sendPaymentInfo', {
    is: true,
    then: (s) => s.trim().required(msg.required('Payment Platform')),
  }),
  PaymentLink: link('Payment Link').when('sendPaymentInfo', {
    is: true,
    then: (s) => s.trim().required(msg.required('Payment Link')),
  }),
  PaymentMessage: message800('Payment Message').when('sendPaymentInfo', {
    is: true,
    then: (s) => s.trim().required(msg.required('Payment Message')),
  }),
  cancellationNoticeHours: yup
    .number()
    .transform(typedNumber)
    .typeError(econsultationMsg.invalidCancellationNotice)
    .integer(econsultationMsg.invalidCancellationNotice)
    .min(0, econsultationMsg.invalidCancellationNotice)
    .max(SCHEDULING_LIMITS.cancellationNoticeHours, econsultationMsg.invalidCancellationNotice)
    .default(SCHEDULING_DEFAULTS.cancellationNoticeHours),
  minNoticeHours: yup
    .number()
    .transform(typedNumber)
    .typeError(econsultationMsg.invalidMinNotice)
    .integer(econsultationMsg.invalidMinNotice)
    .min(0, econsultationMsg.invalidMinNotice)
    .max(SCHEDULING_LIMITS.minNoticeHours, econsultationMsg.invalidMinNotice)
    .default(SCHEDULING_DEFAULTS.minNoticeHours),
  horizonDays: yup
    .number()
    .transform(typedNumber)
    .typeError(econsultationMsg.invalidHorizon)
    .integer(econsultationMsg.invalidHorizon)
    .min(1, econsultationMsg.invalidHorizon)
    .max(SCHEDULING_LIMITS.horizonDays, econsultationMsg.invalidHorizon)
    .default(SCHEDULING_DEFAULTS.horizonDays),
  bufferMinutes: yup
    .number()
    .transform(typedNumber)
    .typeError(econsultationMsg.invalidBuffer)
    .oneOf([...BUFFER_CHOICES], econsultationMsg.invalidBuffer)
    .default(SCHEDULING_DEFAULTS.bufferMinutes),
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
  /** Computed by the server: rate × hours, or 'NIL'. */
  totalFees: string;
  /** The freelancer's hourly rate when the booking was made. */
  hourlyRate: string;
  durationMinutes: number;
  createdAt: string;
  /** Whether the viewer made this booking ('booker') or was booked ('freelancer'). */
  viewerRole: 'booker' | 'freelancer';
  /** 'completed' is a confirmed booking whose end has passed. */
  status: BookingStatus;
  /** Who cancelled, when and why; null unless cancelled. */
  cancellation: { by: 'booker' | 'freelancer'; at: string; reason: string } | null;
  /** Until when (ISO) either party may cancel: the start less the freelancer's cancellation notice. */
  cancellableUntil: string;
  /** Whether the viewer may cancel now. */
  canCancel: boolean;
  /** A readable reference, e.g. 'KH-4F7Q-XR2D' (in e-mails and on the list). */
  reference: string;
  /** The client's pending proposal of a new time; null when none. */
  reschedule: RescheduleProposal | null;
  /** Whether the viewer (the client) may propose a new time now: confirmed, no proposal pending, before the cancellation notice. */
  canReschedule: boolean;
  /** Whether the viewer (the freelancer) may accept or decline a pending proposal now. */
  canRespond: boolean;
}

export type BookingStatus = 'confirmed' | 'cancelled' | 'completed';

/** A new time the client proposed for a confirmed booking; the freelancer accepts (the booking moves) or declines (it stays). */
export interface RescheduleProposal {
  /** YYYY-MM-DD and half-hour labels in the freelancer's time zone, like a booking's. */
  preferenceDate: string;
  startTime: string;
  endTime: string;
  /** Absolute instants (ISO, UTC). */
  startsAt: string;
  endsAt: string;
  proposedAt: string;
}

/** POST /econsultancybooking/{id}/reschedule (the client): the new time, under the same rules as a booking. */
export interface ReschedulePayload {
  preferenceDate: string;
  startTime: string;
  endTime: string;
}

/** POST /econsultancybooking/{id}/reschedule/{decision} (the freelancer). */
export type RescheduleDecision = 'accept' | 'decline';

export const CANCEL_REASON_MAX = 500;


/** POST /freelancer with eConsultation → data: the caller's profile with the saved settings. */
export type EConsultationSaveResponse = Freelancer & { eConsultation: EConsultationSettings };

/**
 * Which bookings GET /econsultancybooking/all/id lists (`show`, comma-separated,
 * default all three): upcoming (confirmed, not yet ended), past (confirmed and
 * ended), cancelled.
 */
export const BOOKING_LIST_SHOW = ['upcoming', 'past', 'cancelled'] as const;
export type BookingListShow = (typeof BOOKING_LIST_SHOW)[number];

/** Bookings per page of the list (`page`, zero-based). */
export const BOOKINGS_PAGE_SIZE = 20;

/**
 * GET /econsultancybooking/all/id?show=&page= → data: one page of the
 * viewer's bookings, soonest first when only upcoming ones are asked for,
 * else latest first. hasMore tells whether page + 1 has any.
 */
export interface BookingsList {
  econsultancyBookings: Booking[];
  userId: string;
  page: number;
  hasMore: boolean;
}

export const BOOKING_LIMITS = { name: 60, organization: 120, email: 60, phone: 20, requirements: 800, proposeAlternateDate: 100 } as const;

/** The date and times of a booking (see docs/reference.md#validation): `today` is the first bookable date in the freelancer's zone. */
function bookingDetailsSchema(today: string) {
  return yup.object({
    preferenceDate: yup
      .string()
      .required(msg.required('Preference Date'))
      .test('date', msg.required('Preference Date'), (v) => !v || isCalendarDate(v))
      .test('not-past', econsultationMsg.dateInPast, (v) => !v || v >= today),
    timezone: yup.string().trim().required(msg.required('Timezone')).test('zone', econsultationMsg.invalidTimezone, (v) => !v || isValidTimeZone(v)),
    startTime: yup.string().required(msg.required('Start Time')),
    endTime: yup.string().required(msg.required('End Time')),
    proposeAlternateDate: yup
      .string()
      .trim()
      .transform(typedOneLine)
      .default('')
      .max(BOOKING_LIMITS.proposeAlternateDate, msg.maxLength('Proposed Alternate Date', BOOKING_LIMITS.proposeAlternateDate)),
  });
}

/** Booking-form rules of docs/reference.md#validation, in the spec's order (robot proof travels in a header). */
export function bookingSchema(today: string) {
  return yup.object({
    clientInformation: yup.object({
      name: yup.string().trim().transform(typedOneLine).required(msg.required('Name')).min(3, msg.minLength('Name', 3)).max(BOOKING_LIMITS.name, msg.maxLength('Name', BOOKING_LIMITS.name)),
      organization: yup.string().trim().transform(typedOneLine).default('').max(BOOKING_LIMITS.organization, msg.maxLength('Organization', BOOKING_LIMITS.organization)),
      email: yup
        .string()
        .trim()
        .transform(typedOneLine)
        .required(msg.required('Email'))
        .min(3, msg.minLength('Email', 3))
        .max(BOOKING_LIMITS.email, msg.maxLength('Email', BOOKING_LIMITS.email))
        .matches(EMAIL_PATTERN, msg.invalidEmail),
      phone: yup.string().trim().transform(typedPhone).default('').max(BOOKING_LIMITS.phone, msg.maxLength('Phone', BOOKING_LIMITS.phone)),
      requirements: yup.string().trim().transform(typedLines).required(msg.required('Requirements')).min(4, msg.minLength('Requirements', 4)).max(800, msg.max800),
    }),
    bookingDetails: bookingDetailsSchema(today),
    isAccept: yup.boolean().oneOf([true], econsultationMsg.acceptRequired).required(econsultationMsg.acceptRequired),
    freelancer: yup.string().required(msg.invalidValue),
  });
}

/** POST /econsultancybooking/{id}/reschedule: the new date and times, under the booking form's rules for them (`today` in the freelancer's zone). */
export const rescheduleSchema = (today: string) => bookingDetailsSchema(today).pick(['preferenceDate', 'startTime', 'endTime']);
