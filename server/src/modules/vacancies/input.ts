import { APPLICATION_STATUSES, type ApplicantSort, type ApplicationStatus } from '@contracts/application';
import { VACANCY_SORT } from '@contracts/reference';
import { ANY, ANY_NATIONALITY, VACANCY_FILE_DELETE_FIELD } from '@contracts/vacancy';
import { badRequest } from '../../http/errors';
import { bool, list, parsePage, text } from '../freelancers/input';
import { VACANCY_SORT_KEYS, type VacancyFilters, type VacancySortKey } from './repository';

/**
 * Request input of the vacancy calls as plain values. The multipart form of
 * create/edit sends non-object values as JSON text (see docs/reference.md#api); the helpers of
 * the freelancer input read those (text, lists, booleans) the same way.
 */

const GROUPS = {
  candidate: ['minExperience', 'firstLanguage', 'secondLanguage', 'nationality'],
  location: ['city', 'country', 'workstation', 'travelRequired'],
  time: ['startDate', 'timePeriod', 'minAvailability', 'projectPhase'],
  payment: ['hourlyRate', 'payType', 'flights', 'hotel'],
} as const;
const FLAGS = ['publish', 'isTrainer', 'isConsultant', 'isPhonePublic', 'isPhoneRegistered'] as const;

const objectOf = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

export interface VacancyInput {
  /** What vacancySchema(mode) validates. The contact block is never read: it is the poster's account. */
  vacancy: Record<string, unknown>;
  /** deleteFile='true' on edit: remove the stored PDF. */
  deleteFile: boolean;
}

/** The fields of POST /vacancy/create and PUT /vacancy/{id} (already nested) as the schema expects them. */
export function vacancyInput(fields: Record<string, unknown>): VacancyInput {
  const vacancy: Record<string, unknown> = {};
  for (const key of ['title', 'requirements'] as const) {
    const value = text(fields[key]);
    if (value !== undefined) vacancy[key] = value;
  }
  const expiry = text(fields.expiryDate)?.trim();
  // A Date sent as JSON (2026-05-01T00:00:00.000Z) counts by its day.
  if (expiry !== undefined) vacancy.expiryDate = /^\d{4}-\d{2}-\d{2}T/.test(expiry) ? expiry.slice(0, 10) : expiry;
  const skills = list(fields.requiredSkills);
  if (skills !== undefined) vacancy.requiredSkills = skills;
  for (const flag of FLAGS) {
    const raw = fields[flag];
    if (raw === undefined) continue;
    // Anything but a boolean is passed on for the schema to refuse.
    vacancy[flag] = bool(raw) ?? text(raw);
  }
  for (const [group, keys] of Object.entries(GROUPS)) {
    const source = objectOf(fields[group]);
    const target: Record<string, unknown> = {};
    for (const key of keys) {
      const value = text(source[key]);
      if (value !== undefined) target[key] = value;
    }
    vacancy[group] = target;
  }
  return { vacancy, deleteFile: bool(fields[VACANCY_FILE_DELETE_FIELD]) === true };
}

const ANY_VALUES = new Set<string>([ANY, ANY_NATIONALITY]);
/** A select left at Any (or 'Any nationality') is stored empty: no restriction (docs/reference.md#validation, docs/reference.md#reading-17). */
export const dropAny = (value: string | undefined): string => (value === undefined || ANY_VALUES.has(value.trim()) ? '' : value);

// --- search ------------------------------------------------------------------

const MAX_FILTER_LENGTH = 100;
const MAX_KEYWORDS = 8;

export interface VacancySearch {
  filters: VacancyFilters;
  sort: VacancySortKey;
  page: number;
}

function filterText(body: Record<string, unknown>, key: string): string | undefined {
  const raw = text(body[key])?.trim();
  if (!raw || ANY_VALUES.has(raw)) return undefined;
  if (raw.length > MAX_FILTER_LENGTH) throw badRequest(`The ${key} filter is too long.`, 'badFilter');
  return raw;
}

export function parseVacancySort(value: unknown): VacancySortKey {
  const raw = text(value)?.trim();
  // Unknown or empty: Most Recent. VACANCY_SORT (contracts) and VACANCY_SORT_KEYS name the same options.
  return raw && (VACANCY_SORT_KEYS as readonly string[]).includes(raw) && VACANCY_SORT.some((o) => o.value === raw) ? (raw as VacancySortKey) : 'Most Recent';
}

/** Body of POST /vacancy/search and /unauth/vacancy/search (VacancySearchBody) with ?page= (zero-based). */
export function parseVacancySearch(bodyValue: unknown, pageValue: unknown): VacancySearch {
  const body = objectOf(bodyValue);
  const keywords = filterText(body, 'keywords');
  return {
    filters: {
      keywords: keywords ? [...new Set(keywords.split(/\s+/).filter(Boolean))].slice(0, MAX_KEYWORDS) : [],
      country: filterText(body, 'country'),
      city: filterText(body, 'city'),
      language: filterText(body, 'language'),
      nationality: filterText(body, 'nationality'),
      skill: filterText(body, 'skill'),
      workstation: filterText(body, 'workstation'),
      hourlyRate: filterText(body, 'hourlyRate'),
    },
    sort: parseVacancySort(body.sortBy),
    page: parsePage(pageValue),
  };
}

/** ?page= of the applicants list: 1-based (see docs/reference.md#limits); missing or 0 means 1. */
export function parseApplicantsPage(value: unknown): number {
  return Math.max(1, parsePage(value));
}

export { parsePage };

/** ?status=&sort= of the applicants list: a status of contracts/application.ts (else all), 'rate' or the newest first. */
export function parseApplicantsFilter(query: Record<string, unknown>): { status?: ApplicationStatus; sort: ApplicantSort } {
  const status = APPLICATION_STATUSES.find((s) => s === query.status);
  return { status, sort: query.sort === 'rate' ? 'rate' : 'date' };
}
