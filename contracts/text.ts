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
