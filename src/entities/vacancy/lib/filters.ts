import type { VacancySearchBody } from '@contracts/vacancy';
import { withPageParam } from '@/shared/lib/router';

/** The vacancy search filters of docs/reference.md#data without the page: what the search form edits. */
export interface VacancyFilters {
  keywords: string;
  country: string;
  city: string;
  language: string;
  nationality: string;
  skill: string;
  workstation: string;
  hourlyRate: string;
  sortBy: string;
}

export const EMPTY_VACANCY_FILTERS: VacancyFilters = {
  keywords: '',
  country: '',
  city: '',
  language: '',
  nationality: '',
  skill: '',
  workstation: '',
  hourlyRate: '',
  sortBy: '',
};

const MATCH_KEYS = ['keywords', 'country', 'city', 'language', 'nationality', 'skill', 'workstation', 'hourlyRate'] as const;
const KEYS = [...MATCH_KEYS, 'sortBy'] as const;

/**
 * Whether the list is narrowed by a query (keywords, country, city, language,
 * nationality, skill, workstation or rate). An empty result then reads 'No vacancies found with match
 * query.' instead of 'No vacancies found.'; a sort order alone narrows nothing.
 */
export function hasMatchFilters(filters: VacancyFilters): boolean {
  return MATCH_KEYS.some((key) => filters[key].trim() !== '');
}

/** The search endpoint is needed for a filter or a sort order; otherwise the plain list. */
export function usesVacancySearch(search: VacancySearchBody): boolean {
  return KEYS.some((key) => (search[key] ?? '').trim() !== '');
}

/** Filters from the URL query (the search state lives in the URL). */
export function vacancyFiltersFromParams(params: URLSearchParams): VacancyFilters {
  const filters = { ...EMPTY_VACANCY_FILTERS };
  for (const key of KEYS) filters[key] = params.get(key) ?? '';
  return filters;
}

/** URL query for filters and a zero-based page; empty values are left out. */
export function vacancyFiltersToParams(filters: VacancyFilters, page = 0): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  return withPageParam(params, page);
}

/** Body of POST /vacancy/search: only the filters that are set. */
export function toVacancySearchBody(filters: VacancyFilters): VacancySearchBody {
  const body: VacancySearchBody = {};
  for (const key of KEYS) {
    const value = filters[key].trim();
    if (value) body[key] = value;
  }
  return body;
}
