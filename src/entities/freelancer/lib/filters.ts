import type { FreelancerSearchQuery } from '@contracts/freelancer';

/** The search filters of SPEC §3 without the page: what the search form edits. */
export interface FreelancerFilters {
  skills: string[];
  title: string;
  country: string;
  city: string;
  language: string;
  nationality: string;
  sort: string;
}

export const EMPTY_FILTERS: FreelancerFilters = {
  skills: [],
  title: '',
  country: '',
  city: '',
  language: '',
  nationality: '',
  sort: '',
};

const TEXT_FILTERS = ['title', 'country', 'city', 'language', 'nationality'] as const;

/**
 * SPEC-DECISIONS 14: the warning 'Please enter your search inputs.' shows when
 * every filter (skills, name, country, city, language, nationality) is empty.
 * Sort alone is not a search input.
 */
export function hasSearchInputs(filters: FreelancerFilters): boolean {
  return filters.skills.length > 0 || TEXT_FILTERS.some((key) => filters[key].trim() !== '');
}

/**
 * SPEC §4: the list uses the plain page list until filters are set, then the
 * filtered search. A chosen sort order also needs the search endpoint.
 */
export function usesSearch(query: FreelancerSearchQuery): boolean {
  return (
    (query.skills?.length ?? 0) > 0 ||
    TEXT_FILTERS.some((key) => (query[key] ?? '').trim() !== '') ||
    (query.sort ?? '') !== ''
  );
}

/**
 * The search state lives in the URL so back/forward and reload keep it.
 * `page` in the URL is the number people see (1-based, SPEC-DECISIONS 15);
 * the API's page is zero-based.
 */
export function filtersFromParams(params: URLSearchParams): FreelancerFilters {
  const skills = (params.get('skills') ?? '')
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean);
  return {
    skills,
    title: params.get('title') ?? '',
    country: params.get('country') ?? '',
    city: params.get('city') ?? '',
    language: params.get('language') ?? '',
    nationality: params.get('nationality') ?? '',
    sort: params.get('sort') ?? '',
  };
}

/** Zero-based page from the URL's 1-based `page`. */
export function pageFromParams(params: URLSearchParams): number {
  const shown = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isFinite(shown) && shown > 1 ? shown - 1 : 0;
}

/** URL query for filters and a zero-based page; empty values are left out. */
export function filtersToParams(filters: FreelancerFilters, page = 0): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.skills.length) params.set('skills', filters.skills.join(','));
  for (const key of [...TEXT_FILTERS, 'sort'] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (page > 0) params.set('page', String(page + 1));
  return params;
}

/** The API query for filters and a zero-based page. */
export function toSearchQuery(filters: FreelancerFilters, page: number): FreelancerSearchQuery {
  const query: FreelancerSearchQuery = { page };
  if (filters.skills.length) query.skills = [...filters.skills];
  for (const key of [...TEXT_FILTERS, 'sort'] as const) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  return query;
}

/** Query string of GET /freelancer/search (skills comma-separated, SPEC §7). */
export function searchQueryString(query: FreelancerSearchQuery): string {
  const params = new URLSearchParams();
  if (query.skills?.length) params.set('skills', query.skills.join(','));
  for (const key of [...TEXT_FILTERS, 'sort'] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  params.set('page', String(query.page ?? 0));
  return params.toString();
}
