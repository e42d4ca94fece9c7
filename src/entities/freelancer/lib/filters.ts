import { DEFAULT_SKILLS_MATCH, type FreelancerSearchQuery, type SkillsMatch } from '@contracts/freelancer';
import { withPageParam } from '@/shared/lib/router';

/** The search filters of docs/reference.md#data without the page: what the search form edits. */
export interface FreelancerFilters {
  skills: string[];
  /** Profiles with any of the skills (the default) or with all of them. */
  skillsMatch: SkillsMatch;
  title: string;
  country: string;
  city: string;
  language: string;
  nationality: string;
  /** Free text over headline, summary and skills. */
  q: string;
  hourlyRate: string;
  availability: string;
  workStation: string;
  /** Least years of experience, as digits ('' for any). */
  yearsMin: string;
  sort: string;
}

export const EMPTY_FILTERS: FreelancerFilters = {
  skills: [],
  skillsMatch: DEFAULT_SKILLS_MATCH,
  title: '',
  country: '',
  city: '',
  language: '',
  nationality: '',
  q: '',
  hourlyRate: '',
  availability: '',
  workStation: '',
  yearsMin: '',
  sort: '',
};

const TEXT_FILTERS = ['title', 'country', 'city', 'language', 'nationality', 'q', 'hourlyRate', 'availability', 'workStation', 'yearsMin'] as const;

/**
 * docs/reference.md#reading-14: the warning 'Please enter your search inputs.' shows when
 * every filter (skills, name, country, city, language, nationality, and ours: keywords, rate, availability,
 * work station, years) is empty.
 * Sort alone is not a search input.
 */
export function hasSearchInputs(filters: FreelancerFilters): boolean {
  return filters.skills.length > 0 || TEXT_FILTERS.some((key) => filters[key].trim() !== '');
}

/**
 * docs/reference.md#states: the list uses the plain page list until filters are set, then the
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
 * `page` in the URL is the number people see (1-based, docs/reference.md#reading-15);
 * the API's page is zero-based.
 */
export function filtersFromParams(params: URLSearchParams): FreelancerFilters {
  const skills = (params.get('skills') ?? '')
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean);
  return {
    skills,
    skillsMatch: params.get('skillsMatch') === 'all' ? 'all' : DEFAULT_SKILLS_MATCH,
    ...(Object.fromEntries(TEXT_FILTERS.map((key) => [key, params.get(key) ?? ''])) as Record<(typeof TEXT_FILTERS)[number], string>),
    sort: params.get('sort') ?? '',
  };
}

/** Whether the all-of rule applies: only with two or more skills (one skill is the same either way). */
const allOf = (skills: string[], match: SkillsMatch | undefined) => skills.length > 1 && match === 'all';

/** URL query for filters and a zero-based page; empty values (and the default any-of) are left out. */
export function filtersToParams(filters: FreelancerFilters, page = 0): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.skills.length) params.set('skills', filters.skills.join(','));
  if (allOf(filters.skills, filters.skillsMatch)) params.set('skillsMatch', 'all');
  for (const key of [...TEXT_FILTERS, 'sort'] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  return withPageParam(params, page);
}

/** The API query for filters and a zero-based page. */
export function toSearchQuery(filters: FreelancerFilters, page: number): FreelancerSearchQuery {
  const query: FreelancerSearchQuery = { page };
  if (filters.skills.length) query.skills = [...filters.skills];
  if (allOf(filters.skills, filters.skillsMatch)) query.skillsMatch = 'all';
  for (const key of [...TEXT_FILTERS, 'sort'] as const) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  return query;
}

/** Query string of GET /freelancer/search (skills comma-separated, docs/reference.md#api). */
export function searchQueryString(query: FreelancerSearchQuery): string {
  const params = new URLSearchParams();
  if (query.skills?.length) params.set('skills', query.skills.join(','));
  if (allOf(query.skills ?? [], query.skillsMatch)) params.set('skillsMatch', 'all');
  for (const key of [...TEXT_FILTERS, 'sort'] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  params.set('page', String(query.page ?? 0));
  return params.toString();
}
