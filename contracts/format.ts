import { isRealDate } from './dates';
import { LOCALES, currentLocale, intlLocaleOf, type Locale } from './locale';
import { foldSearch, normalizeDigits } from './text';

/**
 * How dates, money and lists read in each edition (times of day, ranges and
 * durations: format-time.ts, its other half, apart so the first page's
 * bundle, which needs only these, does not carry them): for the SPA, the
 * server's e-mails and its calendar files alike, so a booking reads the same
 * on a page and in a mail. The locale defaults to the current one (the
 * page's; on the server the one entered for a mail).
 *
 * Server-rendered pages must come out of Node's ICU exactly as Chromium's,
 * so only stable Intl output is used (day and month names, numbers, list
 * words). The Arabic edition writes Latin digits (docs/decisions.md, "Digits").
 */

// The Intl locale of each edition and how parts of a line join live in locale.ts, which the
// first page's bundle carries anyway; this module is for the pages that show dates, money and lists.
export { formatParts, intlLocaleOf } from './locale';

/**
 * One Intl formatter per locale and options, made on first use: making one
 * costs about a millisecond (ICU loads its data), against microseconds to
 * format, and a list page formats several values per card on every render
 * (four times when the server renders it, again when the browser hydrates).
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>();

function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

/**
 * The spec's 'NIL' (no fees: the rate is negotiable) and 'Negotiable' (no rate). In Arabic a negotiable fee is
 * «يُتفق عليه» (agreed between the two), never «لا يوجد» ("there is none"), which reads as free.
 */
const AMOUNT_WORDS: Record<Locale, { nil: string; negotiable: string }> = { en: { nil: 'NIL', negotiable: 'Negotiable' }, ar: { nil: 'يُتفق عليه', negotiable: 'قابل للتفاوض' } };

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
  const intl = intlLocaleOf(locale);
  const weekday = options.weekday === true;
  return formatter(`date ${intl} ${weekday} ${timeZone ?? ''}`, () =>
    new Intl.DateTimeFormat(intl, { ...(weekday ? { weekday: 'long' } : {}), day: 'numeric', month: 'long', year: 'numeric', timeZone }),
  ).format(date);
}

/** Month names of both editions as formatDate writes them (and the short English ones, 'Nov'), folded, to month numbers. */
let monthNumbers: Map<string, number> | undefined;

function monthByName(word: string): number | undefined {
  if (!monthNumbers) {
    monthNumbers = new Map();
    for (const locale of LOCALES) {
      for (const month of ['long', 'short'] as const) {
        const names = new Intl.DateTimeFormat(intlLocaleOf(locale), { month, timeZone: 'UTC' });
        for (let index = 0; index < 12; index += 1) monthNumbers.set(foldSearch(names.format(Date.UTC(2026, index, 15))).replace(/\.$/, ''), index + 1);
      }
    }
  }
  return monthNumbers.get(foldSearch(word).replace(/\.$/, ''));
}

/**
 * formatDate's other way: a date typed by a person, as YYYY-MM-DD, or null
 * when it cannot be read as a real date. Day, month and year in the region's
 * order, the month as a number or a name in either edition ('26 November 2026',
 * '26 نوفمبر 2026', '26/11/2026', 'Nov 26, 2026'), digits of any set
 * ('٢٦/١١/٢٠٢٦'), or YYYY-MM-DD itself. The year has four digits.
 */
export function readDate(text: string): string | null {
  const words = normalizeDigits(text)
    .replace(/[\u200E\u200F\u061C]/g, '')
    .split(/[\s/\\.,\u060C-]+/)
    .filter(Boolean);
  const numbers = words.filter((word) => /^\d+$/.test(word));
  const named = words.filter((word) => !/^\d+$/.test(word)).map(monthByName);
  let parts: [string, number, string] | null = null;
  if (named.length === 0 && numbers.length === 3) {
    parts = numbers[0].length === 4 ? [numbers[0], Number(numbers[1]), numbers[2]] : [numbers[2], Number(numbers[1]), numbers[0]];
  } else if (named.length === 1 && named[0] !== undefined && numbers.length === 2) {
    const yearFirst = numbers[0].length === 4;
    parts = [yearFirst ? numbers[0] : numbers[1], named[0], yearFirst ? numbers[1] : numbers[0]];
  }
  if (!parts || parts[0].length !== 4 || parts[2].length > 2) return null;
  const iso = `${parts[0]}-${String(parts[1]).padStart(2, '0')}-${parts[2].padStart(2, '0')}`;
  return isRealDate(iso) ? iso : null;
}

// --- money -------------------------------------------------------------------

/**
 * An amount of money: '$62.50' in both editions; whole amounts without decimals. Arabic's CLDR form ('‏60 US$') shows
 * as "$US 60" inside a right-to-left line, and "55 $US للساعة" beside words, so both editions write the symbol
 * first with Latin digits (docs/decisions.md, "Digits"): the bidirectional algorithm keeps "$62.50" whole in an
 * Arabic line.
 */
export function formatMoney(amount: number, currency = 'USD', _locale: Locale = currentLocale()): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const intl = intlLocaleOf('en');
  return formatter(`money ${intl} ${currency} ${digits}`, () =>
    new Intl.NumberFormat(intl, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(amount);
}

const DOLLARS = /^\s*\$\s*(\d+(?:\.\d{1,2})?)\s*$/;

/** A stored amount in US dollars ('$60', '$62.50') in the locale; 'NIL' (no fees: a negotiable rate) in its words. */
export function formatFees(stored: string, locale: Locale = currentLocale()): string {
  if (stored.trim() === 'NIL') return AMOUNT_WORDS[locale].nil;
  const match = DOLLARS.exec(stored);
  return match ? formatMoney(Number(match[1]), 'USD', locale) : stored;
}

/** A stored hourly rate ('$50' or 'Negotiable') in the locale. */
export function formatRate(stored: string, locale: Locale = currentLocale()): string {
  if (stored.trim() === 'Negotiable') return AMOUNT_WORDS[locale].negotiable;
  return formatFees(stored, locale);
}

// --- ratings -------------------------------------------------------------------

/** An average of stars with one decimal: '4.8', '5.0'. */
export function formatRating(value: number, locale: Locale = currentLocale()): string {
  const intl = intlLocaleOf(locale);
  return formatter(`rating ${intl}`, () => new Intl.NumberFormat(intl, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(value);
}

// --- counts ------------------------------------------------------------------

/** A whole count with the edition's grouping: '12,345'. */
export function formatCount(value: number, locale: Locale = currentLocale()): string {
  const intl = intlLocaleOf(locale);
  return formatter(`count ${intl}`, () => new Intl.NumberFormat(intl, { maximumFractionDigits: 0 })).format(value);
}

/** A share from 0 to 1 as a percentage, at most one decimal: '42.5%' (in Arabic with marks that keep the sign after the number). */
export function formatPercent(ratio: number, locale: Locale = currentLocale()): string {
  const intl = intlLocaleOf(locale);
  return formatter(`percent ${intl}`, () => new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 1 })).format(ratio);
}

// --- lists -------------------------------------------------------------------

/**
 * Items of one kind (languages, skills): 'Arabic, English' / 'العربية
 * والإنجليزية'. `unit` by default (English keeps its commas); `conjunction`
 * and `disjunction` read "and" / "or".
 */
export function formatList(items: readonly string[], type: Intl.ListFormatType = 'unit', locale: Locale = currentLocale()): string {
  const intl = intlLocaleOf(locale);
  return formatter(`list ${intl} ${type}`, () => new Intl.ListFormat(intl, { type, style: 'long' })).format(items);
}

// --- file sizes ----------------------------------------------------------------

/** A file's size as a person reads it: '820 KB', '1.4 MB' / '820 كيلوبايت', '1.4 ميغابايت' (a message's attachment). */
export function formatFileSize(bytes: number, locale: Locale = currentLocale()): string {
  const intl = intlLocaleOf(locale);
  const mega = bytes >= 1024 * 1024;
  const value = mega ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  const unit = mega ? 'megabyte' : 'kilobyte';
  return formatter(`size ${intl} ${unit}`, () => new Intl.NumberFormat(intl, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 })).format(value);
}
