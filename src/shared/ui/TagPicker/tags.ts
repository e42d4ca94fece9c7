import { currentLocale, type Locale } from '@contracts/locale';
import { foldSearch } from '@contracts/text';

/** The picker's texts, from the page's message catalog. */
export interface TagPickerText {
  /** Accessible name of the filter input. */
  filter: string;
  /** Short placeholder of the filter input (defaults to `filter`). */
  placeholder?: string;
  browse: string;
  hide: string;
  letters: string;
  allLetters: string;
  options: string;
  selected: string;
  remove: (tag: string) => string;
  count: (count: number, max: number) => string;
  noMatch: (query: string) => string;
  /** Shown when one more than `max` is chosen, e.g. '10 skills selected already'. */
  limit: string;
}

const LATIN_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
/** The Arabic alphabet in its dictionary order, folded letters only (أ إ آ are under ا, ة is ه). */
const ARABIC_LETTERS = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي'.split('');

/** A name without the article ال, as Arabic dictionaries file it ('التحكيم' under ت); folded. */
const filedAs = (name: string): string => {
  const folded = foldSearch(name.trim());
  return folded.startsWith('ال') && folded.length > 3 ? folded.slice(2) : folded;
};

/** The letter a name is browsed under: its first letter as filed, a Latin one in capitals. */
export const initialOf = (name: string): string => filedAs(name).charAt(0).toUpperCase();

/**
 * The letters of the browse bar in the reader's alphabet: A–Z in English;
 * in Arabic the letters that begin a name shown (Arabic ones in alphabet
 * order, then the Latin ones of names such as 'AutoCAD').
 */
export function browseLetters(names: readonly string[], locale: Locale): string[] {
  if (locale === 'en') return LATIN_LETTERS;
  const present = new Set(names.map(initialOf));
  const known = [...ARABIC_LETTERS, ...LATIN_LETTERS];
  return [...known.filter((letter) => present.has(letter)), ...[...present].filter((letter) => letter && !known.includes(letter)).sort()];
}

/**
 * Options matching the typed text: those starting with it first, then those
 * containing it (docs/reference.md#validation: "filters by typed prefix or substring"), folded
 * as the name search folds («قياده» finds «قيادة»); or those filed under a
 * chosen letter of the browse bar (browseLetters).
 */
export function filterTags(options: readonly string[], query: string, letter: string | null, nameOf: (option: string) => string = (option) => option): string[] {
  const q = foldSearch(query.trim());
  if (q) {
    const prefix: string[] = [];
    const inside: string[] = [];
    for (const option of options) {
      // The stored (English) name or the one shown (Arabic on an Arabic page).
      const names = [foldSearch(option), foldSearch(nameOf(option))];
      if (names.some((name) => name.startsWith(q))) prefix.push(option);
      else if (names.some((name) => name.includes(q))) inside.push(option);
    }
    return [...prefix, ...inside];
  }
  if (letter) {
    const filed = options.filter((option) => initialOf(nameOf(option)) === letter);
    // Under a letter, the names in the order they are filed ('التحكيم' among the ت).
    const collator = new Intl.Collator(currentLocale());
    return currentLocale() === 'en' ? filed : filed.sort((a, b) => collator.compare(filedAs(nameOf(a)), filedAs(nameOf(b))));
  }
  return [...options];
}
