import { and, asc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SkillsMatch } from '@contracts/freelancer';
import { soundPatterns } from '@contracts/name-key';
import { freelancers, nameKeyHasScript } from '../../db/schema';
import { regexLiteral } from '@contracts/text';
import { startsAWord } from '../../db/text-search';

/** The freelancer search in SQL: its filters, its sorts and how names and words match (the repository runs them). */

/** 'match' is the default ("Best match"): not one of docs/reference.md#limits's options, the order when none is chosen. */
export const SORT_KEYS = ['match', 'recent', 'name', 'years', 'rate', 'availability', 'rating', 'E-Consultant', 'Consultant', 'Trainer'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface SearchFilters {
  /** Lower-cased; a profile must have any of them, or all of them with skillsMatch 'all'. */
  skills: string[];
  /** Absent: 'any'. */
  skillsMatch?: SkillsMatch;
  /** Words of a name; each must occur in the full name (any case, any part of a word). */
  nameWords: string[];
  country?: string;
  city?: string;
  /** First or second language. */
  language?: string;
  nationality?: string;
  /** Words of the free text (q): each is in the headline or summary, or names a skill the profile has. */
  text?: TextWord[];
  /** One range of the reference list, as stored. */
  hourlyRate?: string;
  availability?: string;
  /** Onsite, Remote or Hybrid: a Hybrid profile works both ways, so it fits each. */
  workStation?: string;
  /** At least this many years of experience. */
  yearsMin?: number;
}

/** A word of the free text, and the skills (lower case) whose English or Arabic name has it. */
export interface TextWord {
  word: string;
  skills: string[];
}

const f = freelancers;
export const recentFirst = sql`${f.updatedAt} desc nulls last`;
const roleFirst = (role: string) => sql`(${f.roles} @> ${sql.raw(`'{${role}}'::text[]`)}) desc`;

/** ORDER BY of each sort (see docs/reference.md#limits); each matches one of the partial indexes, id breaks ties. */
export const ORDER: Record<Exclude<SortKey, 'match'>, SQL[]> = {
  recent: [recentFirst, asc(f.id)],
  name: [sql`lower(${f.fullName})`, asc(f.id)],
  years: [sql`${f.yearsExperience} desc nulls last`, asc(f.id)],
  rate: [asc(f.rateKey), asc(f.id)],
  availability: [asc(f.availabilityRank), asc(f.id)],
  // "Top rated": the Bayesian average (contracts/review.ts RATING_PRIOR), profiles without reviews last.
  rating: [sql`${f.ratingScore} desc nulls last`, asc(f.id)],
  'E-Consultant': [roleFirst('E-Consultant'), recentFirst, asc(f.id)],
  Consultant: [roleFirst('Consultant'), recentFirst, asc(f.id)],
  Trainer: [roleFirst('Trainer'), recentFirst, asc(f.id)],
};

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const textArray = (values: string[]) => sql`array[${sql.join(
  values.map((v) => sql`${v}`),
  sql`, `,
)}]::text[]`;

export const folded = (text: string) => sql`khibra_search_fold(${text})`;
/** Harakat, tatweel and the superscript alef, which the folding removes: only to tell a short name part from a long one. */
const DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g;
/** A name part shorter than this matches the start of a word of the name; a longer one anywhere in it (a trigram needs 3 letters). */
const MIN_INSIDE_WORD = 3;
export const isShortWord = (word: string) => word.replace(DIACRITICS, '').length < MIN_INSIDE_WORD;

/** Every typed word starts a word of the name: the trigram index serves both forms (pg_trgm pads word starts). */
const wordStartsSql = (words: string[], column: SQLWrapper = f.searchName) =>
  sql.join(
    words.map((word) => sql`(${column} like ${folded(`${likeLiteral(word)}%`)} or ${column} like ${folded(`% ${likeLiteral(word)}%`)})`),
    sql` and `,
  );

/**
 * The typed word as it sounds (contracts/name-key.ts soundPatterns): its key
 * a whole word of the name's key, in the other script ("Ahmed" finds «أحمد»,
 * never «حمد» or «محمد») or, for a Latin spelling, in Latin too ("Mohammed"
 * finds "Mohamed"). A short typed word (start of a word) has none: one or two
 * letters would find too many names.
 */
export function soundSql(word: string, nameKey: SQLWrapper = f.nameKey): SQL | undefined {
  const { across, within } = soundPatterns(word);
  if (isShortWord(word) || !across) return undefined;
  // Each pattern said with the predicate of its script's trigram index, so the planner may read that index.
  const latin = within !== undefined;
  const other = sql`(${nameKeyHasScript(nameKey, latin ? 'arabic' : 'latin')} and ${nameKey} ~ ${across})`;
  return within ? sql`(${other} or (${nameKeyHasScript(nameKey, 'latin')} and ${nameKey} ~ ${within}))` : other;
}

/** The subsets of `size` items, or undefined when there are more than `max`. */
function subsets<T>(items: T[], size: number, max: number): T[][] | undefined {
  const out: T[][] = [];
  const walk = (start: number, picked: T[]): boolean => {
    if (picked.length === size) {
      out.push(picked);
      return out.length <= max;
    }
    for (let i = start; i < items.length; i += 1) if (!walk(i + 1, [...picked, items[i]])) return false;
    return true;
  };
  return walk(0, []) ? out : undefined;
}
const MAX_SUBSETS = 10;

/**
 * The tiers of "Best match" (the default sort), best first: several chosen
 * skills (any-of) rank all of them first, then one fewer, down to one; a
 * name ranks the whole name, then its start, then every typed word starting
 * a word of it, then only inside it, then as it sounds (soundSql); both: each skill tier split by the name
 * tiers. Within a tier the most recent come first, then id.
 *
 * Returned as nested conditions: the n-th selects the profiles of tier n or
 * better ("at least k of the skills", "the name starts with it"), never a
 * negation, and each stands for the skills and name filters (which it
 * implies: no two correlated conditions for the planner to multiply), so
 * the planner estimates each from the statistics of its index
 * (GIN of skills, prefix and trigram of search_name) and reads it either in
 * the order of the recent index until the LIMIT, or as the small set an
 * index found. The search reads each with a LIMIT and gives a profile its
 * best tier (pageIds), so no search sorts every match. "At least k skills" is
 * written as "has one of the k-subsets" while there are few of them.
 * Without several skills or a name there is one tier: 'recent'.
 */
export function matchTiers(filters: SearchFilters): SQL[] {
  let tiers: SQL[] = [sql`true`];
  const { skills, nameWords } = filters;
  if (skills.length > 1 && filters.skillsMatch !== 'all') {
    const score = sql`(${sql.join(
      skills.map((skill) => sql`(${f.skillKeys} @> ${textArray([skill])})::int`),
      sql` + `,
    )})`;
    tiers = [];
    for (let k = skills.length; k >= 2; k -= 1) {
      const sets = subsets(skills, k, MAX_SUBSETS);
      tiers.push(sets ? sql`(${sql.join(sets.map((set) => sql`${f.skillKeys} @> ${textArray(set)}`), sql` or `)})` : sql`${score} >= ${k}`);
    }
    // At least one: the filter itself.
    tiers.push(skillsSql(filters) ?? sql`true`);
  }
  if (nameWords.length > 0) {
    const phrase = nameWords.join(' ');
    const names = [sql`${f.searchName} = ${folded(phrase)}`, sql`${f.searchName} like ${folded(`${likeLiteral(phrase)}%`)}`, wordStartsSql(nameWords)];
    // Short words must start a word of the name anyway (nameSql): no last tiers then. Inside the name, then as it sounds:
    // these two are not "this tier or better" but the profiles of the tier itself, which is exact too (every profile whose
    // best tier it is, is in it), and keeps each on one column. A spelling as typed always ranks above one that sounds alike.
    if (!nameWords.every(isShortWord)) names.push(nameSql({ nameWords, sound: 'none' }) ?? sql`true`);
    if (nameWords.some((word) => soundSql(word))) names.push(nameSql({ nameWords, sound: 'only' }) ?? sql`true`);
    tiers = tiers.flatMap((tier) => names.map((name) => sql`${tier} and ${name}`));
  }
  return tiers;
}

/** The skills filter: any of them, or all with skillsMatch 'all'. */
const skillsSql = (filters: SearchFilters): SQL | undefined =>
  filters.skills.length === 0 ? undefined : filters.skillsMatch === 'all' ? sql`${f.skillKeys} @> ${textArray(filters.skills)}` : sql`${f.skillKeys} && ${textArray(filters.skills)}`;

/**
 * The name filter: every typed word, folded as the stored search_name is
 * (migration 0012: "احمد" finds "أحمد"), or every word as it sounds, in
 * its own or the other script (soundSql; a word of one or two letters keeps its rule).
 * `sound`: 'none' the first alone, 'only' the second alone, 'both' (the default) either.
 * Either side on its own, not a mix per word: each is a conjunction on one
 * column that its trigram index serves and the planner can estimate.
 */
function nameSql({ nameWords, sound = 'both' }: { nameWords: string[]; sound?: 'none' | 'only' | 'both' }): SQL | undefined {
  if (nameWords.length === 0) return undefined;
  // A short word beside others as one regular expression (the same match as wordStartsSql's two LIKEs): the trigram
  // index then intersects it with the other words in one scan ("sara kh": the 84 names with both, not the 2,531 Sara).
  const startsWord = (word: string) => (nameWords.length > 1 ? sql`${f.searchName} ~ ${folded(`(^| )${regexLiteral(word)}`)}` : wordStartsSql([word]));
  const written = (word: string) => (isShortWord(word) ? startsWord(word) : sql`${f.searchName} like ${folded(`%${likeLiteral(word)}%`)}`);
  const folds = and(...nameWords.map(written));
  if (sound === 'none' || !nameWords.some((word) => soundSql(word))) return folds;
  const sounds = and(...nameWords.map((word) => soundSql(word) ?? written(word)));
  return sound === 'both' ? sql`(${folds} or ${sounds})` : sounds;
}

/**
 * Each word of the free text starting a word of the folded headline and summary (the trigram index), or one of the
 * skills it names (the GIN index of skill_keys): PostgreSQL ORs the two bitmaps.
 */
const textSql = (words: TextWord[]): SQL[] =>
  words.map(({ word, skills }) => {
    const written = startsAWord(f.searchText, word);
    return skills.length > 0 ? sql`(${written} or ${f.skillKeys} && ${textArray(skills)})` : written;
  });

/** The filters but skills and name. */
export function placeSql(filters: SearchFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.country) where.push(sql`lower(${f.country}) = lower(${filters.country})`);
  if (filters.city) where.push(sql`lower(${f.city}) = lower(${filters.city})`);
  if (filters.nationality) where.push(sql`lower(${f.nationality}) = lower(${filters.nationality})`);
  if (filters.language) where.push(sql`(lower(${f.firstLanguage}) = lower(${filters.language}) or lower(${f.secondLanguage}) = lower(${filters.language}))`);
  // The keys of schema/freelancers.ts's filter_keys (lower case, as reference values are ASCII), all of them.
  const keys = [['rate', filters.hourlyRate], ['availability', filters.availability], ['works', filters.workStation]].flatMap(([name, value]) => (value ? [`${name}:${value.toLowerCase()}`] : []));
  if (keys.length > 0) where.push(sql`${f.filterKeys} @> ${textArray(keys)}`);
  if (filters.yearsMin !== undefined) where.push(sql`${f.yearsExperience} >= ${filters.yearsMin}`);
  where.push(...textSql(filters.text ?? []));
  return where;
}

export const filterSql = (filters: SearchFilters): (SQL | undefined)[] => [skillsSql(filters), nameSql(filters), ...placeSql(filters)];

/** Only a name is searched for: the recent index holds every column the filter tests. */
export const onlyNames = (filters: SearchFilters): boolean => filters.nameWords.length > 0 && filters.skills.length === 0 && placeSql(filters).length === 0;
