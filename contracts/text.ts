/**
 * Text typed in either edition (issue 13): Arabic-Indic (٠-٩) and Persian
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

/** A phone number as typed ("+٩٦٨ ٩١٢٣-٤٥٦٧", "(050) 123 4567") as a leading + and digits; other characters are left for the rules to refuse. */
export function normalizePhone(text: string): string {
  return normalizeDigits(text).replace(/[\s\-–.()\u200E\u200F\u061C]/g, '');
}

/** yup `transform` of a text field: normalises strings, leaves anything else to the type check. */
export const typedPhone = (value: unknown): unknown => (typeof value === 'string' ? normalizePhone(value) : value);

/** yup `transform` of a text field holding a figure ("$٤٠"): its digits in ASCII. */
export const typedDigits = (value: unknown): unknown => (typeof value === 'string' ? normalizeDigits(value) : value);

/** yup `transform` of a number field: a string of any digits is read as a number. */
export const typedNumber = (value: unknown, original: unknown): unknown =>
  typeof original === 'string' && original.trim() !== '' ? Number(normalizeDigits(original.trim())) : value;

/** Letters a search treats as one: the hamza forms of alef, ؤ, ئ, ta marbuta and alef maqsura. */
const FOLDED_LETTERS: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ؤ: 'و', ئ: 'ي', ة: 'ه', ى: 'ي' };

/**
 * Text as a search compares it, the same folding as the database's
 * khibra_search_fold (the name and keyword searches, migration 0012): lower
 * case; أ إ آ ٱ → ا, ؤ → و, ئ → ي, ة → ه, ى → ي; tatweel and diacritics
 * dropped. So «قياده» finds «قيادة» and «اداره» finds «إدارة».
 */
export function foldSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱؤئةى]/g, (letter) => FOLDED_LETTERS[letter]);
}
