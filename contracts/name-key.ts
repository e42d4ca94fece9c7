/**
 * The sound key of a name, one for both scripts: "Ahmed" and «أحمد» are both
 * "hmd", "Layla", "Leila" and «ليلى» all "ll", "Mohamed", "Muhammad" and
 * «محمد» all "mhmd" (letter case aside, see below). The name search matches it beside the folded name, so a name
 * typed in either script finds the other. The key's case says which
 * script it came from (upper case from Latin: "HMD", lower from Arabic: "hmd"),
 * so a search looks for it in the other script only: without vowels "Amira"
 * and "Omar" sound alike, and a Latin name is found by its Latin spelling.
 *
 * The key keeps a name's consonants, each letter mapped to one Latin letter
 * by how Arabic names are commonly romanised (ش and "sh" → s, خ, ق and "kh",
 * "q" → k, ذ, ض and "dh" → d…), and drops the vowels, which romanisations
 * disagree on and Arabic mostly does not write: a e i o u, ا و ي ى ة ء ع and
 * the hamza seats; و/ي and w/y stay only at the start of a word (وليد, Walid:
 * "wld"). A letter written twice in a row (Mohammed, Haddad: the shadda Arabic
 * drops) counts once; the article (ال, a separate "al"/"el") is dropped.
 *
 * The database keeps the same key of every profile's name in the generated
 * column freelancers.name_key: khibra_name_key(full_name), a PL/pgSQL copy of
 * these steps in migration 0015. A server test holds the two to the same
 * output; a change here needs a new migration that redefines the function.
 */

/** Accented Latin letters, read as the plain letter (both cases: PGlite's lower() leaves non-ASCII letters as they are). */
export const NAME_KEY_ACCENTS_FROM = 'àáâãäåÀÁÂÃÄÅèéêëÈÉÊËìíîïÌÍÎÏòóôõöÒÓÔÕÖùúûüÙÚÛÜçÇñÑýÿÝ';
export const NAME_KEY_ACCENTS_TO = 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy';

/** Two Latin letters for one sound, and x: their key letters, applied in this order. */
export const NAME_KEY_DIGRAPHS: [string, string][] = [
  ['kh', 'K'],
  ['gh', 'G'],
  ['sh', 'S'],
  ['ch', 'S'],
  ['th', 'T'],
  ['dh', 'D'],
  ['ph', 'F'],
  ['ck', 'K'],
  ['x', 'KS'],
];

/**
 * Every letter and its key letter: upper case from Latin letters, lower case
 * from Arabic ones; "." is a vowel (dropped). W and Y stand for a w and y at
 * the start of a word, Q and X for a و and ي there, where they are consonants.
 */
const KEY_LETTERS: Record<string, string> = {
  a: '.', b: 'B', c: 'K', d: 'D', e: '.', f: 'F', g: 'J', h: 'H', i: '.', j: 'J', k: 'K', l: 'L', m: 'M',
  n: 'N', o: '.', p: 'B', q: 'K', r: 'R', s: 'S', t: 'T', u: '.', v: 'F', w: '.', y: '.', z: 'Z', Q: 'w', X: 'y',
  ء: '.', آ: '.', أ: '.', ؤ: '.', إ: '.', ئ: '.', ا: '.', ٱ: '.', ة: '.', ع: '.', و: '.', ى: '.', ي: '.', ی: '.',
  ب: 'b', ت: 't', ث: 't', ج: 'j', ح: 'h', خ: 'k', د: 'd', ذ: 'd', ر: 'r', ز: 'z', س: 's', ش: 's', ص: 's',
  ض: 'd', ط: 't', ظ: 'z', غ: 'g', ف: 'f', ق: 'k', ك: 'k', ک: 'k', ل: 'l', م: 'm', ن: 'n', ه: 'h',
};/** The table as the two strings of SQL's translate(). */
export const NAME_KEY_FROM = Object.keys(KEY_LETTERS).join('');
export const NAME_KEY_TO = Object.values(KEY_LETTERS).join('');

const ARABIC_LETTER = '\\u0621-\\u064A\\u0671\\u06A9\\u06CC';
/** The regular expressions of the steps, as written in the SQL function too (PostgreSQL's and JavaScript's syntax agree on these). */
export const NAME_KEY_PATTERNS = {
  /** Harakat, tatweel, superscript alef and apostrophes (Sa'id, ʿAli): removed. */
  silent: "[\\u064B-\\u065F\\u0670\\u0640'’ʿʾ`]",
  /** Anything but a Latin or Arabic letter separates words. */
  separator: `[^a-z${ARABIC_LETTER}]+`,
  /** "al" or "el" as a word of its own (Al-Farsi, El-Sayed). */
  latinArticle: '(^| )(al|el)(?= |$)',
  /** ال starting a word of at least two more letters (الحداد). */
  arabicArticle: `(^| )ال(?=[${ARABIC_LETTER}]{2})`,
  initialW: '(^| )w',
  initialY: '(^| )y',
  initialWaw: '(^| )و',
  initialYa: '(^| )[يی]',
  repeated: '([a-zA-Z.])\\1+',
} as const;

const re = (pattern: string) => new RegExp(pattern, 'g');
const PATTERNS = Object.fromEntries(Object.entries(NAME_KEY_PATTERNS).map(([name, pattern]) => [name, re(pattern)])) as Record<keyof typeof NAME_KEY_PATTERNS, RegExp>;

function translate(text: string, from: string, to: string): string {
  const map = new Map<string, string>();
  [...from].forEach((letter, i) => {
    if (!map.has(letter)) map.set(letter, [...to][i] ?? '');
  });
  return [...text].map((letter) => map.get(letter) ?? letter).join('');
}

/**
 * The sound key of a name (see above): words of key letters separated by one
 * space, upper case where the name was written in Latin letters, lower case
 * where in Arabic; '' when nothing is left.
 */
export function nameKey(name: string): string {
  let text = translate(name.toLowerCase(), NAME_KEY_ACCENTS_FROM, NAME_KEY_ACCENTS_TO);
  text = text.replace(PATTERNS.silent, '').replace(PATTERNS.separator, ' ');
  text = text.replace(PATTERNS.latinArticle, '$1').replace(PATTERNS.arabicArticle, '$1');
  for (const [from, to] of NAME_KEY_DIGRAPHS) text = text.replaceAll(from, to);
  text = text.replace(PATTERNS.initialW, '$1W').replace(PATTERNS.initialY, '$1Y').replace(PATTERNS.initialWaw, '$1Q').replace(PATTERNS.initialYa, '$1X');
  text = translate(text, NAME_KEY_FROM, NAME_KEY_TO).replace(PATTERNS.repeated, '$1').replaceAll('.', '');
  return text.replace(/ +/g, ' ').trim();
}

/** The key as searched in the other script: its letters' case swapped. */
export const otherScriptKey = (key: string): string => [...key].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
