import { formatDate, formatParts, intlLocaleOf } from './format';
import { currentLocale, type Locale } from './locale';
import { zonedDate } from './econsultation/zoned-time';

/**
 * Times of day, time ranges and durations in each edition (the rest of the
 * formatting is in format.ts): for the booking pages, the server's e-mails
 * and its calendar files alike. Times are put together from the numeric hour
 * and minute, since 12-hour ranges differ between ICU versions ("0:00 pm" on
 * Node 20, "12:00 pm" in Chromium). Plural forms are chosen by
 * `Intl.PluralRules` (CLDR's rules, as ICU MessageFormat's `plural` does):
 * Arabic has one, two, few (3–10), many (11–99) and other.
 */

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const DAY_PERIODS: Record<Locale, { am: string; pm: string }> = { en: { am: 'AM', pm: 'PM' }, ar: { am: 'ص', pm: 'م' } };

interface DurationWords {
  hours: PluralForms;
  minutes: PluralForms;
  /** An hour count and a half: 'ساعة ونصف'. */
  andHalf?: string;
  halfHour?: string;
  /** Hours then minutes. */
  both: string;
}

const DURATION_WORDS: Record<Locale, DurationWords> = {
  en: { hours: { one: '# hr', other: '# hrs' }, minutes: { other: '# min' }, both: '{hours} {minutes}' },
  ar: {
    hours: { one: 'ساعة', two: 'ساعتان', few: '# ساعات', other: '# ساعة' },
    minutes: { one: 'دقيقة', two: 'دقيقتان', few: '# دقائق', other: '# دقيقة' },
    andHalf: '{hours} ونصف',
    halfHour: 'نصف ساعة',
    both: '{hours} و{minutes}',
  },
};

const pluralRules = new Map<Locale, Intl.PluralRules>();

function plural(forms: PluralForms, n: number, locale: Locale): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocaleOf(locale));
    pluralRules.set(locale, rules);
  }
  return (forms[rules.select(n)] ?? forms.other).replace('#', String(n));
}

// --- times of day ------------------------------------------------------------

/**
 * Between a time and its marker: a no-break space in Arabic, where a one-letter ص or م would otherwise wrap to a line
 * of its own in a narrow cell; English keeps the spec's slot labels ('10:30 AM') as they are written.
 */
const MARKER_SPACE: Record<Locale, string> = { en: ' ', ar: '\u00a0' };

/** '10:30 AM' in English (the spec's slot labels), '10:30 ص' (a no-break space) in Arabic. */
export function formatClock(hour: number, minute: number, locale: Locale = currentLocale()): string {
  const words = DAY_PERIODS[locale];
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(h12).padStart(2, '0')}:${String(minute).padStart(2, '0')}${MARKER_SPACE[locale]}${hour < 12 ? words.am : words.pm}`;
}

const SLOT_LABEL = /^(\d{2}):(\d{2}) (AM|PM)$/;

/** A stored half-hour label ('10:30 AM', the value the API exchanges) as it reads in a language; anything else unchanged. */
export function formatSlot(label: string, locale: Locale = currentLocale()): string {
  const match = SLOT_LABEL.exec(label);
  if (!match) return label;
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return formatClock(hour, Number(match[2]), locale);
}

/** One range as a single unit, so an isolating element keeps it in order in either direction: '10:30 AM – 12:00 PM'. */
const range = (from: string, to: string) => `${from} – ${to}`;

/** Two stored half-hour labels as one range. */
export const formatSlotRange = (from: string, to: string, locale: Locale = currentLocale()): string => range(formatSlot(from, locale), formatSlot(to, locale));

const hourMinuteFormatters = new Map<string, Intl.DateTimeFormat>();

/** Hour (0–23) and minute of an instant in a time zone. */
function zonedClock(instant: Date | string | number, timeZone: string): { hour: number; minute: number } {
  let formatter = hourMinuteFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' });
    hourMinuteFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { hour: value('hour') % 24, minute: value('minute') };
}

/** The time of an instant in a time zone: '10:30 AM' / '10:30 ص'. */
export function formatTime(instant: Date | string | number, timeZone: string, locale: Locale = currentLocale()): string {
  const { hour, minute } = zonedClock(instant, timeZone);
  return formatClock(hour, minute, locale);
}

const weekdayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The weekday of an instant in a time zone as the language abbreviates it ('Mon'; Arabic writes it whole). */
function zonedWeekday(instant: Date | string | number, timeZone: string, locale: Locale): string {
  const key = `${locale}|${timeZone}`;
  let formatter = weekdayFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocaleOf(locale), { timeZone, weekday: 'short' });
    weekdayFormatters.set(key, formatter);
  }
  return formatter.format(new Date(instant));
}

/**
 * The times of two instants in a time zone as one range: '10:30 AM – 12:00 PM' / '10:30 ص – 12:00 م'; across
 * midnight in that zone, each with its day: 'Mon 11:30 PM – Tue 12:30 AM' / 'الاثنين 11:30 م – الثلاثاء 12:30 ص'.
 */
export function formatTimeRange(start: Date | string | number, end: Date | string | number, timeZone: string, locale: Locale = currentLocale()): string {
  const from = formatTime(start, timeZone, locale);
  const to = formatTime(end, timeZone, locale);
  if (zonedDate(start, timeZone) === zonedDate(end, timeZone)) return range(from, to);
  return range(`${zonedWeekday(start, timeZone, locale)} ${from}`, `${zonedWeekday(end, timeZone, locale)} ${to}`);
}

// --- dates and times -------------------------------------------------------

/** An instant with its date and time in a zone: '5 January 2030, 10:00 AM' / '5 يناير 2030، 10:00 ص'. */
export function formatDateTime(instant: Date | string, timeZone: string, locale: Locale = currentLocale()): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return String(instant);
  return formatParts([formatDate(date, { timeZone }, locale), formatTime(date, timeZone, locale)], locale);
}

/** The words of a chat's day separators for the two nearest days. */
const NEAR_DAYS: Record<Locale, { today: string; yesterday: string }> = { en: { today: 'Today', yesterday: 'Yesterday' }, ar: { today: 'اليوم', yesterday: 'أمس' } };

/** The calendar day before a YYYY-MM-DD day. */
const dayBefore = (day: string): string => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The day of an instant as a conversation's separator names it, in a zone: 'Today', 'Yesterday' (as of `now`), else
 * the date with its weekday: 'Friday, 27 November 2026' / 'الجمعة، 27 نوفمبر 2026'.
 */
export function formatDayHeading(instant: Date | string, timeZone: string, now: Date = new Date(), locale: Locale = currentLocale()): string {
  const day = zonedDate(instant, timeZone);
  const today = zonedDate(now, timeZone);
  if (day === today) return NEAR_DAYS[locale].today;
  if (day === dayBefore(today)) return NEAR_DAYS[locale].yesterday;
  return formatDate(day, { weekday: true }, locale);
}

// --- the booking calendar ----------------------------------------------------

const calendarFormatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar day (YYYY-MM-DD) with Intl's stable parts (names of days and months, numbers) in the page's language. */
function calendarPart(date: string, options: Intl.DateTimeFormatOptions, locale: Locale): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let made = calendarFormatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(intlLocaleOf(locale), { ...options, timeZone: 'UTC' });
    calendarFormatters.set(key, made);
  }
  return made.format(new Date(`${date}T12:00:00Z`));
}

/** A month heading of the calendar, from any day of it: 'December 2026' / 'ديسمبر 2026'. */
export const formatMonthYear = (date: string, locale: Locale = currentLocale()): string => calendarPart(date, { month: 'long', year: 'numeric' }, locale);

/** A day as the calendar names it: 'Tuesday 1 December' / 'الثلاثاء، 1 ديسمبر'. */
export const formatDayName = (date: string, locale: Locale = currentLocale()): string => calendarPart(date, { weekday: 'long', day: 'numeric', month: 'long' }, locale);

/** The weekday of a day as a calendar's column heads it: 'Tue'; in Arabic its letter ('ث'), as Arabic calendars do, the whole name being too long for a phone's column. */
export const formatWeekdayShort = (date: string, locale: Locale = currentLocale()): string => calendarPart(date, { weekday: locale === 'ar' ? 'narrow' : 'short' }, locale);

/** A day with its short month, as a chart's axis names it: '23 Nov' / '23 نوفمبر'. */
export const formatDayMonth = (date: string, locale: Locale = currentLocale()): string => calendarPart(date, { day: 'numeric', month: 'short' }, locale);

/** A span of calendar days with short months: '23 Nov – 29 Nov' / '23 نوفمبر – 29 نوفمبر'. */
export const formatDayRange = (from: string, to: string, locale: Locale = currentLocale()): string => range(formatDayMonth(from, locale), formatDayMonth(to, locale));

/** An upcoming start, short: 'Tue 1 Dec, 10:00 AM' / 'الثلاثاء، 1 ديسمبر، 10:00 ص'. */
export function formatUpcoming(instant: Date | string, timeZone: string, locale: Locale = currentLocale()): string {
  const day = calendarPart(zonedDate(instant, timeZone), { weekday: 'short', day: 'numeric', month: 'short' }, locale);
  return formatParts([day, formatTime(instant, timeZone, locale)], locale);
}

// --- durations ---------------------------------------------------------------

/** A length of time: '1 hr 30 min', '45 min', '2 hrs'; in Arabic 'ساعة ونصف', 'ساعتان و15 دقيقة', 'دقيقتان', '5 دقائق'. */
export function formatDuration(minutes: number, locale: Locale = currentLocale()): string {
  const words = DURATION_WORDS[locale];
  const total = Math.max(0, Math.round(minutes));
  const h = Math.floor(total / 60);
  const m = total % 60;
  const hours = h > 0 ? plural(words.hours, h, locale) : '';
  if (m === 30 && words.andHalf && words.halfHour) return h > 0 ? words.andHalf.replace('{hours}', hours) : words.halfHour;
  const mins = m > 0 || h === 0 ? plural(words.minutes, m, locale) : '';
  if (!hours) return mins;
  if (!mins) return hours;
  return words.both.replace('{hours}', hours).replace('{minutes}', mins);
}


/** A span given in seconds: as formatDuration up to two days ('3 hrs 20 min'), then in days with one decimal ('4.5 days' / '4.5 يوم'). */
export function formatElapsed(seconds: number, locale: Locale = currentLocale()): string {
  if (seconds < 2 * 86_400) return formatDuration(seconds / 60, locale);
  const intl = intlLocaleOf(locale);
  return new Intl.NumberFormat(intl, { style: 'unit', unit: 'day', unitDisplay: 'long', maximumFractionDigits: 1 }).format(seconds / 86_400);
}

// Time zones as people read them: contracts/format-zone.ts (apart, so a page that formats no zone loads no zone names).
export { formatTimeZone, timeZoneNames, zoneCity } from './format-zone';
