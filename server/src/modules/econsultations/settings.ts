import { DEFAULT_SESSION_LENGTHS } from '@contracts/econsultation/slots';
import { WEEKDAYS } from '@contracts/reference';
import type { AvailabilityEntry, BookingMeeting, EConsultationSettings } from '@contracts/econsultation/types';
import { storedDefaultMessages, withDefaultMessages } from '@contracts/econsultation/default-messages';
import { localizeMessage } from '@contracts/messages-ar';
import { badRequest } from '../../http/errors';
import type { Periods, SettingsRecord, SettingsValues } from './repository';

/** The multipart / JSON field of POST /freelancer that carries the settings. */
export const SETTINGS_FIELD = 'eConsultation';

/** Whether a POST /freelancer is a settings save (docs/reference.md#api: "profile fields, or eConsultation … and Iam"). */
export const isSettingsSave = (fields: Record<string, unknown>): boolean => Object.hasOwn(fields, SETTINGS_FIELD);

const BAD_SETTINGS = 'The e-consultation settings could not be read.';

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(BAD_SETTINGS, 'badSettings');
  }
}

/**
 * The settings object from the request: JSON text (multipart, docs/reference.md#api), an
 * object (JSON body), or dotted multipart names already nested into an
 * object whose availability is JSON text. The built-in messages are merged
 * under the user's: an empty message takes the default; a built-in message
 * sent in Arabic (the settings page in Arabic) is stored in its English
 * wording, so each reader gets it in their own language.
 */
export function settingsInput(value: unknown): Record<string, unknown> {
  let raw = Array.isArray(value) ? value[value.length - 1] : value;
  if (typeof raw === 'string') raw = parseJson(raw);
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest(BAD_SETTINGS, 'badSettings');
  const input: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  if (typeof input.availability === 'string') input.availability = input.availability.trim() === '' ? [] : parseJson(input.availability);
  // Left out (a client from before lengths existed): an hour. Set here, as yup's validateAt cannot fill an array's default.
  if (input.sessionLengths === undefined) input.sessionLengths = [...DEFAULT_SESSION_LENGTHS];
  return withDefaultMessages(storedDefaultMessages(input, (english) => localizeMessage(english, 'ar')));
}

/** A link as stored: https:// when the freelancer left the scheme out. */
export function normalizeLink(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return '';
  return /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

const dayIndex = (day: string) => (WEEKDAYS as readonly string[]).indexOf(day);

/** Weekday windows, Sunday first. */
const sortedWindows = (list: readonly { day: string; from: string; to: string }[]): AvailabilityEntry[] =>
  [...list].sort((a, b) => dayIndex(a.day) - dayIndex(b.day)).map((entry) => ({ day: entry.day, from: entry.from, to: entry.to }) as AvailabilityEntry);

/** Validated settings → columns (availability Sunday first; links normalised). */
export function toValues(valid: Omit<EConsultationSettings, 'availability'> & { availability: { day: string; from: string; to: string }[] }): SettingsValues {
  return {
    availability: sortedWindows(valid.availability),
    timezone: valid.timezone.trim(),
    hourlyRate: valid.hourlyRate.trim(),
    welcomeMessage: valid.WelcomeMessage.trim(),
    conferenceMessage: valid.ConferenceMessage.trim(),
    paymentMessage: valid.PaymentMessage.trim(),
    sendConferenceInfo: valid.sendConferenceInfo,
    sendPaymentInfo: valid.sendPaymentInfo,
    conferencePlatform: valid.ConferencePlatform.trim(),
    conferenceLink: normalizeLink(valid.ConferenceLink),
    paymentPlatform: valid.PaymentPlatform.trim(),
    paymentLink: normalizeLink(valid.PaymentLink),
    cancellationNoticeHours: valid.cancellationNoticeHours,
    minNoticeHours: valid.minNoticeHours,
    horizonDays: valid.horizonDays,
    bufferMinutes: valid.bufferMinutes,
    sessionLengths: [...new Set(valid.sessionLengths)].sort((a, b) => a - b),
  };
}

const byFrom = (a: { from: string }, b: { from: string }) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0);

/** The validated periods to store (earliest first, windows Sunday first), or undefined when the save left them out. */
export function toPeriods(valid: {
  blockedDates?: { from: string; to: string; note: string }[];
  specialHours?: { from: string; to: string; availability: { day: string; from: string; to: string }[] }[];
}): Periods | undefined {
  if (valid.blockedDates === undefined && valid.specialHours === undefined) return undefined;
  return {
    blockedDates: [...(valid.blockedDates ?? [])].sort(byFrom).map(({ from, to, note }) => ({ from, to, note: note.trim() })),
    specialHours: [...(valid.specialHours ?? [])].sort(byFrom).map(({ from, to, availability }) => ({ from, to, availability: sortedWindows(availability) })),
  };
}

/** Columns → the contract's shape. */
export function toSettings(row: SettingsRecord): EConsultationSettings {
  return {
    availability: row.availability.map((entry) => ({ day: entry.day, from: entry.from, to: entry.to })),
    blockedDates: row.blockedDates,
    specialHours: row.specialHours,
    timezone: row.timezone,
    hourlyRate: row.hourlyRate,
    WelcomeMessage: row.welcomeMessage,
    ConferenceMessage: row.conferenceMessage,
    PaymentMessage: row.paymentMessage,
    sendConferenceInfo: row.sendConferenceInfo,
    sendPaymentInfo: row.sendPaymentInfo,
    ConferencePlatform: row.conferencePlatform,
    ConferenceLink: row.conferenceLink,
    PaymentPlatform: row.paymentPlatform,
    PaymentLink: row.paymentLink,
    cancellationNoticeHours: row.cancellationNoticeHours,
    minNoticeHours: row.minNoticeHours,
    horizonDays: row.horizonDays,
    bufferMinutes: row.bufferMinutes,
    sessionLengths: row.sessionLengths,
  };
}

/**
 * What other members see: availability (blocked dates without their notes), time zone, rate and the two flags.
 * The messages, platforms and links go only to a client who booked (by e-mail).
 */
export function publicSettings(settings: EConsultationSettings): EConsultationSettings {
  const blockedDates = settings.blockedDates?.map(({ from, to }) => ({ from, to, note: '' }));
  return { ...settings, blockedDates, WelcomeMessage: '', ConferenceMessage: '', PaymentMessage: '', ConferencePlatform: '', ConferenceLink: '', PaymentPlatform: '', PaymentLink: '' };
}

/**
 * What a booking's page shows of the consultant's settings, as the client's booking e-mail does: the welcome, and the
 * conference and payment details when the consultant sends them. Built-in messages stay in their stored English
 * wording: the page shows them in its own language.
 */
export function meetingOf(settings: EConsultationSettings): BookingMeeting {
  return {
    welcome: settings.WelcomeMessage,
    conference: settings.sendConferenceInfo ? { platform: settings.ConferencePlatform, link: settings.ConferenceLink, message: settings.ConferenceMessage } : null,
    payment: settings.sendPaymentInfo ? { platform: settings.PaymentPlatform, link: settings.PaymentLink, message: settings.PaymentMessage } : null,
  };
}
