import { yupToFormErrors, type FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import type { AvailabilityEntry, BlockedPeriod, EConsultationSettings, SpecialHoursPeriod } from '@contracts/econsultation/types';
import { DEFAULT_FROM, DEFAULT_SESSION_LENGTHS, DEFAULT_TO, TIME_SLOTS, slotWeight, type TimeSlot } from '@contracts/econsultation/slots';
import { NEGOTIABLE } from '@contracts/econsultation/fees';
import { DEFAULT_MESSAGES, localizeDefaultMessages, withDefaultMessages } from '@contracts/econsultation/default-messages';
import { SCHEDULING_DEFAULTS, econsultationSettingsSchema } from '@contracts/econsultation/schema';
import { parseNumber } from '@contracts/text';
import { FREELANCER_ROLES, WEEKDAYS, type FreelancerRole, type Weekday } from '@contracts/reference';
import { localizeRule } from '@/shared/i18n';

export const E_CONSULTANT: FreelancerRole = 'E-Consultant';

/** The booking rules typed as numbers: held as the text typed, read when the form is checked or sent. */
type NumberFieldName = 'cancellationNoticeHours' | 'minNoticeHours' | 'horizonDays' | 'bufferMinutes';

/** The settings form's state: the contract's settings with the rate split into amount and Negotiable, plus participation. */
export interface SettingsFormValues extends Omit<EConsultationSettings, 'hourlyRate' | NumberFieldName | 'blockedDates' | 'specialHours'>, Record<NumberFieldName, string> {
  /** Always sent: the page shows and edits every period. */
  blockedDates: BlockedPeriod[];
  specialHours: SpecialHoursPeriod[];
  /** Ticking it adds 'E-Consultant' to Iam; unticking removes it (see docs/reference.md#states). */
  participate: boolean;
  /** The number after '$' (US dollars). */
  rate: string;
  negotiable: boolean;
}

/** Form values of the stored settings, or of new ones: no day, the browser's zone, the built-in messages. */
export function toFormValues(settings: EConsultationSettings | null | undefined, iam: readonly string[] | undefined, defaultZone: string): SettingsFormValues {
  const stored = settings ?? null;
  const negotiable = stored?.hourlyRate === NEGOTIABLE;
  // The built-in messages in the page's language (stored in English; the server stores them back so).
  const messages = localizeDefaultMessages(
    {
      WelcomeMessage: stored?.WelcomeMessage || DEFAULT_MESSAGES.WelcomeMessage,
      ConferenceMessage: stored?.ConferenceMessage || DEFAULT_MESSAGES.ConferenceMessage,
      PaymentMessage: stored?.PaymentMessage || DEFAULT_MESSAGES.PaymentMessage,
    },
    localizeRule,
  );
  return {
    participate: Boolean(iam?.includes(E_CONSULTANT)),
    availability: sortByWeekday(stored?.availability ?? []),
    blockedDates: (stored?.blockedDates ?? []).map(({ from, to, note }) => ({ from, to, note })),
    specialHours: (stored?.specialHours ?? []).map(({ from, to, availability }) => ({ from, to, availability: sortByWeekday(availability) })),
    timezone: stored?.timezone || defaultZone,
    rate: negotiable ? '' : (stored?.hourlyRate ?? '').replace(/^\s*\$\s*/, ''),
    negotiable,
    ...messages,
    sendConferenceInfo: stored?.sendConferenceInfo ?? false,
    sendPaymentInfo: stored?.sendPaymentInfo ?? false,
    ConferencePlatform: stored?.ConferencePlatform ?? '',
    ConferenceLink: stored?.ConferenceLink ?? '',
    PaymentPlatform: stored?.PaymentPlatform ?? '',
    PaymentLink: stored?.PaymentLink ?? '',
    cancellationNoticeHours: String(stored?.cancellationNoticeHours ?? SCHEDULING_DEFAULTS.cancellationNoticeHours),
    minNoticeHours: String(stored?.minNoticeHours ?? SCHEDULING_DEFAULTS.minNoticeHours),
    horizonDays: String(stored?.horizonDays ?? SCHEDULING_DEFAULTS.horizonDays),
    bufferMinutes: String(stored?.bufferMinutes ?? SCHEDULING_DEFAULTS.bufferMinutes),
    sessionLengths: [...(stored?.sessionLengths ?? DEFAULT_SESSION_LENGTHS)],
  };
}

/** Ticking a session length adds it, unticking removes it; kept ascending. */
export const toggleLength = (lengths: readonly number[], length: number, on: boolean): number[] =>
  [...lengths.filter((value) => value !== length), ...(on ? [length] : [])].sort((a, b) => a - b);

const dayIndex = (day: Weekday) => WEEKDAYS.indexOf(day);
const sortByWeekday = (list: readonly AvailabilityEntry[]) => [...list].sort((a, b) => dayIndex(a.day) - dayIndex(b.day));

/** Ticking a weekday adds {day, '09:30 AM', '06:00 PM'}; unticking removes it (see docs/reference.md#states). Sunday first. */
export function toggleDay(availability: readonly AvailabilityEntry[], day: Weekday, on: boolean): AvailabilityEntry[] {
  const rest = availability.filter((entry) => entry.day !== day);
  return sortByWeekday(on ? [...rest, { day, from: DEFAULT_FROM, to: DEFAULT_TO }] : rest);
}

/** A new blocked period: both dates to fill in, no note. */
export const NEW_BLOCKED: BlockedPeriod = { from: '', to: '', note: '' };

/** A new special-hours period: the dates to fill in, and the weekly hours to start from. */
export const newSpecialHours = (weekly: readonly AvailabilityEntry[]): SpecialHoursPeriod => ({
  from: '',
  to: '',
  availability: weekly.length > 0 ? weekly.map(({ day, from, to }) => ({ day, from, to })) : [{ day: 'Sunday', from: DEFAULT_FROM, to: DEFAULT_TO }],
});

/** A list without its entry at `index`. */
export const without = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** 'From' offers every slot that leaves a later one for 'to' (12:00 AM … 11:00 PM). */
export const FROM_CHOICES: readonly TimeSlot[] = TIME_SLOTS.slice(0, -1);

/** 'To' offers only the times later than 'from' (see docs/reference.md#states). */
export function toChoices(from: string): TimeSlot[] {
  const weight = slotWeight(from);
  return TIME_SLOTS.slice(weight < 0 ? 1 : weight + 1);
}

/**
 * A new 'from' keeps 'to' when it is still later, else moves 'to' to the
 * default end, or to the next half hour when the default is not later.
 */
export function withFrom(entry: AvailabilityEntry, from: string): AvailabilityEntry {
  if (slotWeight(entry.to) > slotWeight(from)) return { ...entry, from };
  const to = slotWeight(DEFAULT_TO) > slotWeight(from) ? DEFAULT_TO : TIME_SLOTS[slotWeight(from) + 1].label;
  return { ...entry, from, to };
}

/** '$' + number, or 'Negotiable' (see docs/reference.md#data); empty when nothing was entered. */
export function hourlyRateOf(values: Pick<SettingsFormValues, 'rate' | 'negotiable'>): string {
  if (values.negotiable) return NEGOTIABLE;
  const amount = values.rate.trim().replace(/^\$\s*/, '');
  return amount ? `$${amount}` : '';
}

/** A number field's text (a number in a draft kept before it was text) as its number; NaN when it cannot be read, which the settings rules refuse with the field's message (never 0). */
const numberOf = (text: string | number): number => parseNumber(String(text)) ?? Number.NaN;

/** The contract's settings from the form. */
export function toSettings(values: SettingsFormValues): EConsultationSettings {
  return {
    availability: sortByWeekday(values.availability).map(({ day, from, to }) => ({ day, from, to })),
    // A draft kept before the periods existed has none.
    blockedDates: (values.blockedDates ?? []).map(({ from, to, note }) => ({ from, to, note: note.trim() })),
    specialHours: (values.specialHours ?? []).map(({ from, to, availability }) => ({ from, to, availability: sortByWeekday(availability).map(({ day, from: start, to: end }) => ({ day, from: start, to: end })) })),
    timezone: values.timezone.trim(),
    hourlyRate: hourlyRateOf(values),
    WelcomeMessage: values.WelcomeMessage,
    ConferenceMessage: values.ConferenceMessage,
    PaymentMessage: values.PaymentMessage,
    sendConferenceInfo: values.sendConferenceInfo,
    sendPaymentInfo: values.sendPaymentInfo,
    ConferencePlatform: values.ConferencePlatform.trim(),
    ConferenceLink: values.ConferenceLink.trim(),
    PaymentPlatform: values.PaymentPlatform.trim(),
    PaymentLink: values.PaymentLink.trim(),
    cancellationNoticeHours: numberOf(values.cancellationNoticeHours),
    minNoticeHours: numberOf(values.minNoticeHours),
    horizonDays: numberOf(values.horizonDays),
    bufferMinutes: numberOf(values.bufferMinutes),
    sessionLengths: values.sessionLengths,
  };
}

/** docs/reference.md#validation settings rules (econsultationSettingsSchema, the server's own), as Formik errors of this form. */
export async function validateSettings(values: SettingsFormValues): Promise<FormikErrors<SettingsFormValues>> {
  try {
    await econsultationSettingsSchema.validate(toSettings(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const { hourlyRate, ...errors } = yupToFormErrors<EConsultationSettings>(error);
    return { ...(errors as FormikErrors<SettingsFormValues>), ...(hourlyRate ? { rate: hourlyRate } : {}) };
  }
}

/** Iam after the save: the freelancer's roles with 'E-Consultant' added or removed (Business never sent). */
export function nextIam(current: readonly string[] | undefined, participate: boolean): FreelancerRole[] {
  const roles = (current ?? []).filter((role): role is FreelancerRole => (FREELANCER_ROLES as readonly string[]).includes(role) && role !== E_CONSULTANT);
  return participate ? [...roles, E_CONSULTANT] : roles;
}

/**
 * The multipart body of POST /freelancer for a settings save (see docs/reference.md#api):
 * `eConsultation` as JSON text with the built-in messages merged under empty
 * ones, and `Iam` as JSON text.
 */
export function buildSettingsFormData(values: SettingsFormValues, currentIam: readonly string[] | undefined): FormData {
  const body = new FormData();
  body.append('eConsultation', JSON.stringify(withDefaultMessages(toSettings(values))));
  body.append('Iam', JSON.stringify(nextIam(currentIam, values.participate)));
  return body;
}
