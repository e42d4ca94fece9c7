import * as yup from 'yup';
import { EMAIL_PATTERN } from '../auth';
import { msg } from '../messages';
import { typedDigits, typedLines, typedNumber, typedOneLine, typedPhone } from '../text';
import { WEEKDAYS } from '../reference';
import { NEGOTIABLE, rateNumber } from './fees';
import { econsultationMsg } from './messages';
import { DEFAULT_SESSION_LENGTHS, SESSION_LENGTHS, slotWeight } from './slots';
import { isCalendarDate, isValidTimeZone } from './zoned-time';

/** Validation of the e-consultation settings and of a booking (see docs/reference.md#validation), on the client and the server. */

/** Defaults and bounds of the scheduling rules. */
export const SCHEDULING_DEFAULTS = { cancellationNoticeHours: 24, minNoticeHours: 12, horizonDays: 60, bufferMinutes: 0 } as const;
export const SCHEDULING_LIMITS = { cancellationNoticeHours: 168, minNoticeHours: 168, horizonDays: 365 } as const;
export const BUFFER_CHOICES = [0, 15, 30] as const;

export const CANCEL_REASON_MAX = 500;

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

/** Bounds of the dated periods: how many of each kind, and the length of a blocked period's note. */
export const PERIOD_LIMITS = { periods: 50, note: 100 } as const;

/** Weekday windows: each weekday at most once, each window's end after its start. */
const weekdayWindows = () =>
  yup
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
    .test('days-once', econsultationMsg.invalidDay, (list) => !list || new Set(list.map((entry) => entry.day)).size === list.length);

/** A date of a period: YYYY-MM-DD, typed in any digit set. */
const periodDate = () => yup.string().transform(typedDigits).required(econsultationMsg.invalidPeriodDate).test('date', econsultationMsg.invalidPeriodDate, (v) => isCalendarDate(v));

/** A period's last date: on or after its first. */
const periodEnd = () =>
  periodDate().test('order', econsultationMsg.periodEndBeforeStart, function (value) {
    return !isCalendarDate(value) || !isCalendarDate(this.parent.from) || value >= this.parent.from;
  });

/** Whether no two periods share a date (periods with unreadable dates are left to their own rules). */
function periodsApart(periods: readonly { from?: string; to?: string }[] | undefined): boolean {
  const readable = (periods ?? []).filter((p): p is { from: string; to: string } => isCalendarDate(p.from) && isCalendarDate(p.to) && p.from <= p.to);
  const sorted = [...readable].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return sorted.every((period, i) => i === 0 || sorted[i - 1].to < period.from);
}

/** Settings rules of docs/reference.md#validation (client and server). */
export const econsultationSettingsSchema = yup.object({
  availability: weekdayWindows(),
  // Left out of a save (undefined), the stored periods stay.
  blockedDates: yup
    .array(
      yup.object({
        from: periodDate(),
        to: periodEnd(),
        note: yup.string().transform(typedOneLine).trim().default('').max(PERIOD_LIMITS.note, msg.maxLength('Note', PERIOD_LIMITS.note)),
      }),
    )
    .max(PERIOD_LIMITS.periods, econsultationMsg.tooManyPeriods(PERIOD_LIMITS.periods))
    .test('apart', econsultationMsg.blockedOverlap, (list) => periodsApart(list))
    .optional(),
  specialHours: yup
    .array(yup.object({ from: periodDate(), to: periodEnd(), availability: weekdayWindows() }))
    .max(PERIOD_LIMITS.periods, econsultationMsg.tooManyPeriods(PERIOD_LIMITS.periods))
    .test('apart', econsultationMsg.specialHoursOverlap, (list) => periodsApart(list))
    .optional(),
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
  sessionLengths: yup
    .array(yup.number().transform(typedNumber).typeError(econsultationMsg.invalidLengths).oneOf([...SESSION_LENGTHS], econsultationMsg.invalidLengths).required(econsultationMsg.invalidLengths))
    .typeError(econsultationMsg.invalidLengths)
    .min(1, econsultationMsg.invalidLengths)
    .default(() => [...DEFAULT_SESSION_LENGTHS]),
});

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
    length: yup.number().transform(typedNumber).typeError(econsultationMsg.lengthNotOffered).integer(econsultationMsg.lengthNotOffered).optional(),
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
    // Only the JSON boolean true: strict, so "true", 1 or "1" are not cast to it (the form sends a real boolean).
    isAccept: yup.boolean().strict().typeError(econsultationMsg.acceptRequired).oneOf([true], econsultationMsg.acceptRequired).required(econsultationMsg.acceptRequired),
    freelancer: yup.string().required(msg.invalidValue),
  });
}

/** POST /econsultancybooking/{id}/reschedule: the new date and times, under the booking form's rules for them (`today` in the freelancer's zone). */
export const rescheduleSchema = (today: string) => bookingDetailsSchema(today).pick(['preferenceDate', 'startTime', 'endTime']);
