import { currentLocale, type Locale } from './locale';

/**
 * How times, dates, durations, money and lists read in each edition: one
 * module for the SPA, the server's e-mails and its calendar files, so a
 * booking reads the same on a page and in a mail. The locale defaults to the
 * current one (the page's; on the server the one entered for a mail).
 *
 * Server-rendered pages must come out of Node's ICU exactly as Chromium's,
 * so only stable Intl output is used (day and month names, numbers, list
 * words); times of day are put together here from their numeric hour and
 * minute, since 12-hour ranges differ between ICU versions ("0:00 pm").
 * The Arabic edition writes Latin digits (docs/decisions.md, "Digits").
 */

/** The Intl locale of each edition. */
const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', ar: 'ar-u-nu-latn' };

export const intlLocaleOf = (locale: Locale = currentLocale()): string => INTL_LOCALES[locale];

/**
 * The words this module puts around numbers. Plural forms are chosen by
 * `Intl.PluralRules` (CLDR's rules, as ICU MessageFormat's `plural` does):
 * Arabic has one, two, few (3–10), many (11–99) and other.
 */
type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

interface Words {
  am: string;
  pm: string;
  hours: PluralForms;
  minutes: PluralForms;
  /** An hour count and a half: 'ساعة ونصف'. */
  andHalf?: string;
  halfHour?: string;
  /** Hours then minutes. */
  both: string;
  nil: string;
  negotiable: string;
  partSeparator: string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    am: 'AM',
    pm: 'PM',
    hours: { one: '# hr', other: '# hrs' },
    minutes: { other: '# min' },
    both: '{hours} {minutes}',
    nil: 'NIL',
    negotiable: 'Negotiable',
    partSeparator: ', ',
  },
  ar: {
    am: 'ص',
    pm: 'م',
    hours: { one: 'ساعة', two: 'ساعتان', few: '# ساعات', other: '# ساعة' },
    minutes: { one: 'دقيقة', two: 'دقيقتان', few: '# دقائق', other: '# دقيقة' },
    andHalf: '{hours} ونصف',
    halfHour: 'نصف ساعة',
    both: '{hours} و{minutes}',
    nil: 'لا يوجد',
    negotiable: 'قابل للتفاوض',
    partSeparator: '، ',
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

/** '10:30 AM' in English (the spec's slot labels), '10:30 ص' in Arabic. */
export function formatClock(hour: number, minute: number, locale: Locale = currentLocale()): string {
  const words = WORDS[locale];
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(h12).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${hour < 12 ? words.am : words.pm}`;
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

/** The times of two instants in a time zone as one range: '10:30 AM – 12:00 PM' / '10:30 ص – 12:00 م'. */
export const formatTimeRange = (start: Date | string | number, end: Date | string | number, timeZone: string, locale: Locale = currentLocale()): string =>
  range(formatTime(start, timeZone, locale), formatTime(end, timeZone, locale));

// --- dates -------------------------------------------------------------------

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date as the spec writes it (day, long month, year: '28 March 2027' /
 * '28 مارس 2027'), optionally with its weekday. A calendar day YYYY-MM-DD is
 * shown as written; an instant in `timeZone`. Anything else comes back unchanged.
 */
export function formatDate(value: Date | string, options: { timeZone?: string; weekday?: boolean } = {}, locale: Locale = currentLocale()): string {
  let date: Date;
  let timeZone = options.timeZone;
  if (typeof value === 'string') {
    const text = value.trim();
    const day = CALENDAR_DAY.exec(text);
    if (day) {
      date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
      timeZone = 'UTC';
    } else if (/^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text))) {
      date = new Date(text);
    } else {
      return text;
    }
  } else {
    date = value;
  }
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return new Intl.DateTimeFormat(intlLocaleOf(locale), { ...(options.weekday ? { weekday: 'long' } : {}), day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(date);
}

/** An instant with its date and time in a zone: '5 January 2030, 10:00 AM' / '5 يناير 2030، 10:00 ص'. */
export function formatDateTime(instant: Date | string, timeZone: string, locale: Locale = currentLocale()): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return String(instant);
  return `${formatDate(date, { timeZone }, locale)}${WORDS[locale].partSeparator}${formatTime(date, timeZone, locale)}`;
}

// --- durations ---------------------------------------------------------------

/** A length of time: '1 hr 30 min', '45 min', '2 hrs'; in Arabic 'ساعة ونصف', 'ساعتان و15 دقيقة', 'دقيقتان', '5 دقائق'. */
export function formatDuration(minutes: number, locale: Locale = currentLocale()): string {
  const words = WORDS[locale];
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

// --- money -------------------------------------------------------------------

/** An amount of money in the locale: '$62.50' / '‏62.50 US$'; whole amounts without decimals. */
export function formatMoney(amount: number, currency = 'USD', locale: Locale = currentLocale()): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(intlLocaleOf(locale), { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}

const DOLLARS = /^\s*\$\s*(\d+(?:\.\d{1,2})?)\s*$/;

/** A stored amount in US dollars ('$60', '$62.50') in the locale; 'NIL' (no fees: a negotiable rate) in its words. */
export function formatFees(stored: string, locale: Locale = currentLocale()): string {
  if (stored.trim() === 'NIL') return WORDS[locale].nil;
  const match = DOLLARS.exec(stored);
  return match ? formatMoney(Number(match[1]), 'USD', locale) : stored;
}

/** A stored hourly rate ('$50' or 'Negotiable') in the locale. */
export function formatRate(stored: string, locale: Locale = currentLocale()): string {
  if (stored.trim() === 'Negotiable') return WORDS[locale].negotiable;
  return formatFees(stored, locale);
}

// --- lists -------------------------------------------------------------------

/**
 * Items of one kind (languages, skills): 'Arabic, English' / 'العربية
 * والإنجليزية'. `unit` by default (English keeps its commas); `conjunction`
 * and `disjunction` read "and" / "or".
 */
export function formatList(items: readonly string[], type: Intl.ListFormatType = 'unit', locale: Locale = currentLocale()): string {
  return new Intl.ListFormat(intlLocaleOf(locale), { type, style: 'long' }).format(items);
}

/** Parts of one thing, each its own kind (a place: 'Dubai, United Arab Emirates' / 'دبي، الإمارات العربية المتحدة'; a contact's details), with the language's comma. */
export const formatParts = (parts: readonly string[], locale: Locale = currentLocale()): string => parts.join(WORDS[locale].partSeparator);
