/**
 * The sound key of a name, one for both scripts: "Ahmed" and «أحمد» are both
 * "hmd" with a mark for the vowel they start with, "Layla", "Leila" and «ليلى»
 * all "lil" and a final a, "Mohamed", "Muhammad" and «محمد» all "mhmd" with
 * marks of their vowels where the spelling writes them. The name search
 * compares typed and stored keys word by word (soundPatterns), so a name typed
 * in either script finds the other, and a Latin spelling finds its Latin
 * variants. The key's case says which script it came from (upper case from
 * Latin: "VHMED", lower from Arabic: "vhmd").
 *
 * The key keeps a name's consonants, each letter mapped to one Latin letter
 * by how Arabic names are commonly romanised (ش and "sh" → s, خ, ق and "kh",
 * "q" → k, ذ, ض and "dh" → d…); و/ي and w/y at the start of a word are
 * consonants (وليد, Walid: "wld"). A letter written twice in a row
 * (Mohammed, Haddad: the shadda Arabic drops) counts once; the article (ال,
 * a separate "al"/"el") is dropped. Vowels, which romanisations disagree on
 * and Arabic mostly does not write, leave marks only where they tell names
 * apart (VOWEL_MARKS): the vowel a word starts with (Ahmed, not Hamad), the
 * long vowels Arabic writes (و, ي: «محمود» is not «محمد», «حسين» not «حسن»)
 * and Latin doubles or writes with w/y ("ou", "ee", "ay"), and how a word ends
 * (a, i or u: «الحسيني» is not Hassan, Amira not Amir).
 *
 * The database keeps the same key of every profile's name in the generated
 * column freelancers.name_key: khibra_name_key(full_name), a PL/pgSQL copy of
 * these steps (migration 0041). A server test holds the two to the same
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
 * from Arabic ones. A vowel becomes a digit of its kind, read by vowelMarks:
 * Latin 1 a, 2 e, 3 i, 4 o and u, 5 w, 6 y; Arabic 7 alef, hamza, ع and ى,
 * 8 و and ؤ, 9 ي and ئ, 0 ة. W and Y stand for a w and y at the start of a
 * word, Q and X for a و and ي there, where they are consonants.
 */
const KEY_LETTERS: Record<string, string> = {
  a: '1', b: 'B', c: 'K', d: 'D', e: '2', f: 'F', g: 'J', h: 'H', i: '3', j: 'J', k: 'K', l: 'L', m: 'M',
  n: 'N', o: '4', p: 'B', q: 'K', r: 'R', s: 'S', t: 'T', u: '4', v: 'F', w: '5', y: '6', z: 'Z', Q: 'w', X: 'y',
  ء: '7', آ: '7', أ: '7', ؤ: '8', إ: '7', ئ: '9', ا: '7', ٱ: '7', ة: '0', ع: '7', و: '8', ى: '7', ي: '9', ی: '9',
  ب: 'b', ت: 't', ث: 't', ج: 'j', ح: 'h', خ: 'k', د: 'd', ذ: 'd', ر: 'r', ز: 'z', س: 's', ش: 's', ص: 's',
  ض: 'd', ط: 't', ظ: 'z', غ: 'g', ف: 'f', ق: 'k', ك: 'k', ک: 'k', ل: 'l', م: 'm', ن: 'n', ه: 'h',
};
/** The table as the two strings of SQL's translate(). */
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
  repeated: '([a-zA-Z])\\1+',
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
 * The marks a run of vowel digits (KEY_LETTERS) leaves in the key: upper case
 * for Latin digits, lower case for Arabic ones.
 * - At the start of a word, one mark of the vowel it starts with: Latin V
 *   (a), C (e), P (i), Q (o, u); Arabic v.
 * - Elsewhere, in this order: a long u (Latin U: "ou", "oo", w; Arabic u: و),
 *   or a Latin short o or u (O); a long i (Latin I: y, "ee", "ai", "ia"…;
 *   Arabic i: ي), or a Latin short i (X) or e (E); and at the end of a word its
 *   last vowel: A (a), I (i, y, "ee"), U (o, u, w); Arabic a (ا ى ء ع ة),
 *   i (ي), u (و). An a inside a word leaves no mark: Latin and Arabic both
 *   write it or not as they please.
 * The same steps are written in khibra_vowel_marks (migration 0041).
 */
export function vowelMarks(run: string, start: boolean, end: boolean): string {
  const arabic = /[7890]/.test(run[0] ?? '');
  if (start) return arabic ? 'v' : ({ '1': 'V', '2': 'C', '3': 'P' } as Record<string, string>)[run[0]!] ?? 'Q';
  let ending = '';
  let body = run;
  if (end) {
    const last = run[run.length - 1]!;
    body = run.slice(0, -1);
    if (arabic) ending = last === '9' ? 'i' : last === '8' ? 'u' : 'a';
    else if (last === '1') ending = 'A';
    else if (last === '3' || last === '6' || (last === '2' && /[23]/.test(body))) ending = 'I';
    else if (last === '4' || last === '5') ending = 'U';
  }
  if (arabic) return `${body.includes('8') ? 'u' : ''}${body.includes('9') ? 'i' : ''}${ending}`;
  const long = /5|44/.test(body) ? 'U' : body.includes('4') ? 'O' : '';
  let front = '';
  if (/6|22/.test(body) || (body.includes('3') && body.length > 1)) front = 'I';
  else if (body.includes('3')) front = 'X';
  else if (body.includes('2')) front = 'E';
  return `${long}${front}${ending}`;
}

/** One word of key letters and vowel digits as its key: the letters, and the marks of each run of vowels between them. */
function wordKey(word: string): string {
  return word.replace(/[0-9]+/g, (run, at: number) => vowelMarks(run, at === 0, at + run.length === word.length));
}

/**
 * The sound key of a name (see above): words of key letters and vowel marks
 * separated by one space, upper case where the name was written in Latin
 * letters, lower case where in Arabic; '' when nothing is left.
 */
export function nameKey(name: string): string {
  let text = translate(name.toLowerCase(), NAME_KEY_ACCENTS_FROM, NAME_KEY_ACCENTS_TO);
  text = text.replace(PATTERNS.silent, '').replace(PATTERNS.separator, ' ');
  text = text.replace(PATTERNS.latinArticle, '$1').replace(PATTERNS.arabicArticle, '$1');
  for (const [from, to] of NAME_KEY_DIGRAPHS) text = text.replaceAll(from, to);
  text = text.replace(PATTERNS.initialW, '$1W').replace(PATTERNS.initialY, '$1Y').replace(PATTERNS.initialWaw, '$1Q').replace(PATTERNS.initialYa, '$1X');
  text = translate(text, NAME_KEY_FROM, NAME_KEY_TO).replace(PATTERNS.repeated, '$1');
  return text.split(' ').map(wordKey).filter(Boolean).join(' ');
}

type Mode = 'across' | 'within';

/** The first mark of a word (the vowel it starts with) as matched in stored keys: across scripts any such mark; within Latin a and e, e and i meet. */
const START: Record<Mode, Record<string, string>> = {
  across: { V: 'v', C: 'v', P: 'v', Q: 'v', v: '[VCPQ]' },
  within: { V: '[VC]', C: '[VCP]', P: '[CP]', Q: 'Q' },
};

/** A word's last sound as matched in stored keys: an a and an h after the last consonant meet (Sarah, «سارة»; Abdulla, «عبدالله»). */
const lastSound = (c: string, upper: boolean) => {
  const own = upper ? c.toUpperCase() : c.toLowerCase();
  if (own === 'A' || own === 'H') return `(${own}|${own === 'A' ? 'H' : 'A'})`;
  if (own === 'a' || own === 'h') return `(${own}|${own === 'a' ? 'h' : 'a'})`;
  return own;
};

/**
 * The marks of one run between two letters (or after the last, `end`) as
 * matched in stored keys. Across scripts, a long vowel written on one side
 * must be written on the other, a short one may be; within Latin, o and u
 * meet, and e meets a and i.
 */
function runPattern(run: string, end: boolean, mode: Mode, latin: boolean): string {
  const ending = end && /[AIUaiu]$/.test(run) ? run.slice(-1) : '';
  const body = ending ? run.slice(0, -1) : run;
  const u = /[Uu]/.test(body) ? 'U' : body.includes('O') ? 'O' : '';
  const i = /[Ii]/.test(body) ? 'I' : body.includes('X') ? 'X' : body.includes('E') ? 'E' : '';
  const upper = mode === 'within' || !latin;
  const last = ending && (body === '' ? lastSound(ending, upper) : upper ? ending.toUpperCase() : ending.toLowerCase());
  if (mode === 'within') return `${{ '': '', O: '[OU]?', U: '[OU]' }[u]}${{ '': 'E?', E: '[EXI]?', X: '[EXI]', I: '[EXI]' }[i]}${last}`;
  if (latin) return `${{ '': '', O: 'u?', U: 'u' }[u]}${{ '': '', E: 'i?', X: 'i?', I: 'i' }[i]}${last}`;
  return `${u ? '[OU]' : 'O?'}${i ? '[EXI]' : '[EX]?'}${last}`;
}

/** A word of a typed key as a regular expression of the same word in stored keys of the other script (`across`) or of its own. */
function wordPattern(word: string, mode: Mode): string {
  const latin = word === word.toUpperCase();
  const marks = latin ? /[VCPQOUEXIA]/ : /[vuia]/;
  const letter = (c: string) => (mode === 'within' ? c : latin ? c.toLowerCase() : c.toUpperCase());
  // Letters and the runs of marks between them ('' where two letters meet), the run after the last letter at the end.
  const tokens = word.match(latin ? /[VCPQOUEXIA]+|[^VCPQOUEXIA]/g : /[vuia]+|[^vuia]/g) ?? [];
  const parts: string[] = [];
  tokens.forEach((token, at) => {
    if (at === 0 && marks.test(token[0]!)) {
      parts.push(START[mode][token[0]!] ?? '');
      if (token.length > 1) parts.push(runPattern(token.slice(1), tokens.length === 1, mode, latin));
    } else if (marks.test(token[0]!)) parts.push(runPattern(token, at === tokens.length - 1, mode, latin));
    else {
      const afterLetter = at > 0 && !marks.test(tokens[at - 1]![0]!);
      if (afterLetter) parts.push(runPattern('', false, mode, latin));
      const last = at === tokens.length - 1;
      parts.push(last && afterLetter ? lastSound(token, mode === 'within' ? latin : !latin) : letter(token));
      if (last) parts.push(runPattern('', true, mode, latin));
    }
  });
  return parts.join('');
}

/**
 * The regular expressions a typed word is searched with in stored name keys,
 * each a whole word of the key (never the inside of one: "Ahmed" is not
 * «محمد»): `across` in the other script's keys, `within` in keys of its own
 * (Latin spellings: Mohammed, Mohamed, Muhammad); either undefined when the
 * word has no key. Across scripts a written long vowel must be there in the
 * other spelling (Mahmoud «محمود», not «محمد»), a short one may be.
 */
export function soundPatterns(word: string): { across?: string; within?: string } {
  const key = nameKey(word);
  if (key === '') return {};
  const words = key.split(' ');
  const whole = (parts: string[]) => `(^| )${parts.join(' ')}( |$)`;
  const latin = words.every((w) => w === w.toUpperCase());
  return { across: whole(words.map((w) => wordPattern(w, 'across'))), within: latin ? whole(words.map((w) => wordPattern(w, 'within'))) : undefined };
}
