/**
 * Text typed in either edition: Arabic-Indic (٠-٩) and Persian
 * (۰-۹) digits are read as 0-9, and a phone number may be typed with
 * spaces, dashes, dots or brackets. What is stored is the normalised form.
 */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic-Indic and Persian digits as ASCII digits; everything else as typed. */
export function normalizeDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/**
 * Bidirectional formatting controls: the marks LRM, RLM and ALM (U+200E,
 * U+200F, U+061C), embeddings and overrides (U+202A–U+202E) and isolates
 * (U+2066–U+2069). Invisible, they can show a name or title reversed or
 * reordered ("‮gpj.exe"). Arabic keyboards and pasted text carry the marks
 * innocently, so they are removed, never refused.
 */
const BIDI_CONTROLS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;
/** A line break of any kind (CR, LF, VT, FF, NEL, line and paragraph separators) with the spaces around it. */
const LINE_BREAKS = /[ \t]*[\r\n\v\f\u0085\u2028\u2029]+[ \t]*/g;

/** The text without bidirectional formatting controls (line breaks kept): for text of several lines. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** Text for a one-line field: no bidirectional controls, each line break a space, trimmed. */
export function oneLine(text: string): string {
  return withoutBidiControls(text).replace(LINE_BREAKS, ' ').trim();
}

/** yup `transform` of every one-line text field (names, titles, cities, …): see oneLine. Client and server apply the same schemas. */
export const typedOneLine = (value: unknown): unknown => (typeof value === 'string' ? oneLine(value) : value);

/** yup `transform` of a text field of several lines shown to others (requirements, summaries, messages): see withoutBidiControls. */
export const typedLines = (value: unknown): unknown => (typeof value === 'string' ? withoutBidiControls(value) : value);

/** A phone number as typed ("+٩٦٨ ٩١٢٣-٤٥٦٧", "(050) 123 4567") as a leading + and digits; other characters are left for the rules to refuse. */
export function normalizePhone(text: string): string {
  return normalizeDigits(withoutBidiControls(text)).replace(/[\s\-–.()]/g, '');
}

/** yup `transform` of a text field: normalises strings, leaves anything else to the type check. */
export const typedPhone = (value: unknown): unknown => (typeof value === 'string' ? normalizePhone(value) : value);


/**
 * A number field's text as typed, in ASCII: Arabic-Indic and Persian digits
 * as 0-9 and the Arabic decimal separator (٫) as a point. What is not part of
 * a number stays, so the rules can refuse it with their message.
 */
export function normalizeNumberText(text: string): string {
  return normalizeDigits(text).replace(/\u066B/g, '.');
}

/**
 * The number in a text typed in any of the three digit sets ("48", "٤٨",
 * "۴۸"; "4.5" or "٤٫٥" when `decimal`), or null when the text is not exactly
 * a number: empty text, letters, "0x10" or "1e3" are never read as 0 or as a
 * number JavaScript happens to accept.
 */
export function parseNumber(text: string, { decimal = false }: { decimal?: boolean } = {}): number | null {
  const plain = normalizeNumberText(text).trim();
  return (decimal ? /^-?\d+(\.\d+)?$/ : /^-?\d+$/).test(plain) ? Number(plain) : null;
}

/** yup `transform` of a text field holding a figure ("$٤٠", "$٤٢٫٥"): its digits and decimal point in ASCII. */
export const typedDigits = (value: unknown): unknown => (typeof value === 'string' ? normalizeNumberText(value) : value);

/**
 * yup `transform` of a whole-number field: a number stays, a string is read
 * in any digit set, a missing value is left to `.default()`, and anything
 * else (empty, letters, null) becomes NaN, which the field's `typeError`
 * refuses with its message: nothing unreadable is ever stored as 0.
 */
export const typedNumber = (_value: unknown, original: unknown): unknown => {
  if (original === undefined || typeof original === 'number') return original;
  return typeof original === 'string' ? (parseNumber(original) ?? Number.NaN) : Number.NaN;
};

/**
 * Letters a search treats as one: the hamza forms of alef, ؤ, ئ, ta marbuta and alef maqsura, and the Persian and
 * Urdu keyboards' ی, ک and ۀ.
 */
const FOLDED_LETTERS: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ؤ: 'و', ئ: 'ي', ة: 'ه', ى: 'ي', ی: 'ي', ک: 'ك', ۀ: 'ه' };

/**
 * Text as a search compares it, the same folding as the database's
 * khibra_search_fold (the name and keyword searches, migrations 0012 and
 * 0038): lower case; أ إ آ ٱ → ا, ؤ → و, ئ → ي, ة → ه, ى ی → ي, ک → ك,
 * ۀ → ه; tatweel and diacritics dropped. So «قياده» finds «قيادة», «اداره»
 * finds «إدارة» and «نادیة» (typed with a Persian ی) finds «نادية».
 */
export function foldSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱؤئةىیکۀ]/g, (letter) => FOLDED_LETTERS[letter]);
}

/** A letter of the Arabic script (Arabic, Persian, Urdu), and of the Latin one. */
const ARABIC_LETTER = /\p{Script=Arabic}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

/**
 * The language a member's text reads in, told by its script: 'ar' when most
 * of its letters are Arabic, 'en' when most are Latin (English, the Latin
 * language of both editions), the first letter's on a tie; undefined for
 * text without either (digits, a dash), which keeps the page's language. A
 * pure function of the text: the server's HTML and the browser's render agree.
 */
export function langOf(text: string): 'ar' | 'en' | undefined {
  const count = { ar: 0, en: 0 };
  let first: 'ar' | 'en' | undefined;
  for (const [letter] of text.matchAll(/\p{L}/gu)) {
    const lang = ARABIC_LETTER.test(letter) ? 'ar' : LATIN_LETTER.test(letter) ? 'en' : undefined;
    if (!lang) continue;
    count[lang] += 1;
    first ??= lang;
  }
  if (count.ar === count.en) return first;
  return count.ar > count.en ? 'ar' : 'en';
}

/** What is not part of a word in folded text: anything but a digit or a Latin or Arabic letter. */
const NOT_A_WORD = '[^0-9a-zà-ÿء-ي]';
/** Letters an Arabic word carries in front of the word itself: a conjunction or preposition (و ف ب ك ل), then the article. */
const ARABIC_PREFIX = '(و|ف|ب|ك|ل)?(ال|لل)?';
/** Escapes the characters a regular expression gives a meaning to. */
export const regexLiteral = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`);

/**
 * A regular expression (PostgreSQL's and JavaScript's syntax agree on it) of
 * `word` at the start of a word of folded text: "iso" is ISO 9001 and
 * "(iso", never advisory; an Arabic word may carry its prefixes («اداره»
 * finds «والإدارة»). Fold the text and the pattern alike (foldSearch, or
 * khibra_search_fold in the database).
 */
export const wordStartPattern = (word: string): string => `(^|${NOT_A_WORD})${ARABIC_PREFIX}${regexLiteral(word)}`;
