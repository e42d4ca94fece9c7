import { NEW_SINCE_PARAM, SAVED_SEARCH_QUERY_MAX, type SavedSearchKind } from '@contracts/alerts';
import { LOCALE_PARAM } from '@contracts/locale';
import { HttpError } from '../../http/errors';
import { parseSearch, type SearchQuery } from '../freelancers/input';
import { REFERENCE_LISTS } from '../reference/data';
import { parseVacancySearch, type VacancySearch } from '../vacancies/input';

/** The URL parameters of each search page (its filters and sort), as the pages write them. */
const PAGE_KEYS: Record<SavedSearchKind, readonly string[]> = {
  vacancies: ['keywords', 'country', 'city', 'language', 'nationality', 'skill', 'workstation', 'hourlyRate', 'sortBy'],
  freelancers: ['skills', 'skillsMatch', 'title', 'country', 'city', 'language', 'nationality', 'q', 'hourlyRate', 'availability', 'workStation', 'yearsMin', 'sort'],
};
/** Parameters of a page's address that are not its search: dropped from what is saved. */
const NOT_SEARCH = new Set(['page', NEW_SINCE_PARAM, LOCALE_PARAM]);

const SKILLS = new Set([...REFERENCE_LISTS.keySkills].map((skill) => skill.toLowerCase()));

export type ParsedSearch = { kind: 'vacancies'; search: VacancySearch } | { kind: 'freelancers'; search: SearchQuery };

export interface SavedQuery {
  /** The query string as saved: the search's parameters only, in the page's order. */
  query: string;
  parsed: ParsedSearch;
}

/**
 * A search page's query string (without `?`) parsed as that page's API parses it (POST /vacancy/search's body, GET
 * /freelancer/search's query): null when it does not parse, names a parameter the page has not, or names a skill that
 * is not on the reference list (a removed skill makes a saved search invalid).
 */
export function parseSavedQuery(kind: SavedSearchKind, raw: string): SavedQuery | null {
  if (raw.length > SAVED_SEARCH_QUERY_MAX) return null;
  const params = new URLSearchParams(raw.startsWith('?') ? raw.slice(1) : raw);
  const keys = PAGE_KEYS[kind];
  const values: Record<string, string> = {};
  for (const [key, value] of params) {
    if (NOT_SEARCH.has(key)) continue;
    if (!keys.includes(key) || key in values) return null;
    values[key] = value;
  }
  const kept = new URLSearchParams();
  for (const key of keys) if (values[key] !== undefined && values[key].trim() !== '') kept.set(key, values[key]);
  try {
    if (kind === 'vacancies') {
      const search = parseVacancySearch(values, 0);
      if (search.filters.skill !== undefined && !SKILLS.has(search.filters.skill.toLowerCase())) return null;
      return { query: kept.toString(), parsed: { kind, search } };
    }
    const search = parseSearch(values);
    if (!search.filters.skills.every((skill) => SKILLS.has(skill))) return null;
    return { query: kept.toString(), parsed: { kind, search } };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) return null;
    throw error;
  }
}
