/**
 * The editions of Khibra: English and Arabic. The same routes
 * serve both; the language of a request is, in order, `?lang=`, the
 * `khibra_lang` cookie (set by the language switcher), the browser's
 * Accept-Language, then English. The SPA sends its language as
 * Accept-Language on every API call, so server messages, reference labels,
 * content and e-mails follow it.
 */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers the choice (a year; read by the server render for `<html lang dir>`). */
export const LOCALE_COOKIE = 'khibra_lang';
/** The query parameter that picks the language of a link (for link previews and hreflang). */
export const LOCALE_PARAM = 'lang';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * The best of our locales for an Accept-Language header ("ar-SA,ar;q=0.9,
 * en;q=0.8"): highest quality first, a region matching its language; English
 * when nothing matches.
 */
export function negotiateLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.quality > 0 && !Number.isNaN(range.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) if (isLocale(range.language)) return range.language;
  return DEFAULT_LOCALE;
}

let localeSource: () => Locale = () => DEFAULT_LOCALE;

/**
 * Where the current language comes from: the SPA sets the page's language;
 * the server's page renderer the language of the render in progress; the API
 * the language entered around a message it builds (server/src/plugins/locale.ts).
 */
export function setLocaleSource(source: () => Locale): void {
  localeSource = source;
}

/** The language messages are produced in right now. */
export const currentLocale = (): Locale => localeSource();

/** The Intl locale of each edition: the Arabic one writes Latin digits (docs/decisions.md, "Digits"). */
const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', ar: 'ar-u-nu-latn' };

export const intlLocaleOf = (locale: Locale = currentLocale()): string => INTL_LOCALES[locale];

/** What separates the parts of a place or a date in each language (a comma: Arabic writes its own). */
export const PART_SEPARATORS: Record<Locale, string> = { en: ', ', ar: '، ' };

/** Parts of one line ('Riyadh, Saudi Arabia' / 'الرياض، السعودية') joined with the edition's comma. */
export const formatParts = (parts: readonly string[], locale: Locale = currentLocale()): string => parts.join(PART_SEPARATORS[locale]);
