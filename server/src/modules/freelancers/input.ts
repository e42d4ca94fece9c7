import { FREELANCER_SORT } from '@contracts/reference';
import {
  DEFAULT_SKILLS_MATCH,
  FREELANCER_LIMITS,
  PHOTO_DELETE_FIELD,
  RESUME_DELETE_FIELD,
  SKILLS_MATCH,
  freelancerMsg,
  type FreelancerExperience,
  type SkillsMatch,
} from '@contracts/freelancer';
import { SKILL_NAMES_AR } from '@contracts/skills-ar';
import { foldSearch, parseNumber, wordStartPattern } from '@contracts/text';
import { REFERENCE_LISTS } from '../reference/data';
import { badRequest } from '../../http/errors';
import { SORT_KEYS, type SearchFilters, type SortKey } from './search-sql';

/**
 * Turning request input into plain values. Multipart sends every non-object
 * value as text (see docs/reference.md#api): arrays as JSON text (or repeated fields, or a
 * comma-separated list), booleans as 'true'/'false', strings as they are or as
 * JSON string literals.
 */

export function text(value: unknown): string | undefined {
  if (Array.isArray(value)) return text(value[value.length - 1]);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return undefined;
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'string') return parsed;
    } catch {
      // not JSON: the text itself
    }
  }
  return value;
}

export function list(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) {
    // Repeated fields, or one field that itself holds a JSON list.
    return value.length === 1 ? list(value[0]) : value.flatMap((v) => list(v) ?? []);
  }
  const raw = text(value);
  if (raw === undefined) return undefined;
  const trimmed = raw.trim();
  if (trimmed === '') return [];
  if (trimmed.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw badRequest('A list field is not valid JSON.', 'badList');
    }
    if (!Array.isArray(parsed)) throw badRequest('A list field is not valid JSON.', 'badList');
    return parsed.map((v) => text(v) ?? '').map((v) => v.trim()).filter(Boolean);
  }
  return trimmed.split(',').map((v) => v.trim()).filter(Boolean);
}

export function bool(value: unknown): boolean | undefined {
  const raw = text(value)?.trim().toLowerCase();
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'true' || raw === 'yes' || raw === '1' || raw === 'on') return true;
  if (raw === 'false' || raw === 'no' || raw === '0' || raw === 'off') return false;
  return undefined;
}

const EXPERIENCE_KEYS: (keyof FreelancerExperience)[] = [
  'totalExperience',
  'degree',
  'nationality',
  'residencyVisa',
  'firstLanguage',
  'secondLanguage',
  'publish',
  'availability',
  'workStation',
  'travelWillingness',
  'hourlyRate',
  'startDate',
];

export interface ProfileInput {
  /** What freelancerProfileSchema validates. */
  profile: Record<string, unknown>;
  /** Whether Iam / emailVacancies were sent at all (absent: keep what is stored). */
  sentIam: boolean;
  sentEmailVacancies: boolean;
  deletePhoto: boolean;
  deleteResume: boolean;
}

/** The fields of POST /freelancer (already nested) as the profile schema expects them. */
export function profileInput(fields: Record<string, unknown>): ProfileInput {
  const rawExperience = fields.experience;
  const source = rawExperience !== null && typeof rawExperience === 'object' && !Array.isArray(rawExperience) ? (rawExperience as Record<string, unknown>) : {};
  const experience: Record<string, unknown> = {};
  for (const key of EXPERIENCE_KEYS) {
    const value = key === 'publish' ? publishValue(source.publish) : text(source[key]);
    if (value !== undefined) experience[key] = value;
  }
  const profile: Record<string, unknown> = { experience };
  for (const key of ['profileHeader', 'profileSummary', 'companyName', 'personalLink', 'legalName'] as const) {
    const value = text(fields[key]);
    if (value !== undefined) profile[key] = value;
  }
  // docs/reference.md#reading-18: linkedinLink is the name; linkedin is accepted too.
  const linkedin = text(fields.linkedinLink ?? fields.linkedin);
  if (linkedin !== undefined) profile.linkedinLink = linkedin;
  const skills = list(fields.skills);
  if (skills !== undefined) profile.skills = skills;
  const iam = list(fields.Iam);
  if (iam !== undefined) profile.Iam = iam;
  const emailVacancies = bool(fields.emailVacancies);
  if (emailVacancies !== undefined) profile.emailVacancies = emailVacancies;
  return {
    profile,
    sentIam: iam !== undefined,
    sentEmailVacancies: emailVacancies !== undefined,
    deletePhoto: bool(fields[PHOTO_DELETE_FIELD]) === true,
    deleteResume: bool(fields[RESUME_DELETE_FIELD]) === true,
  };
}

/** 'yes'/'no' (booleans accepted); anything else is passed on for the schema to refuse. */
function publishValue(value: unknown): string | undefined {
  const raw = text(value)?.trim();
  if (raw === undefined) return undefined;
  const flag = bool(raw);
  return flag === undefined ? raw : flag ? 'yes' : 'no';
}

// --- search query ----------------------------------------------------------

const MAX_FILTER_LENGTH = 100;
const MAX_PAGE = 100_000;
/** Words of the free text searched for; more are ignored, as in a name. */
const MAX_TEXT_WORDS = 5;

export interface SearchQuery {
  filters: SearchFilters;
  sort: SortKey;
  page: number;
}

/** page=N (zero-based, in any digit set: ?page=٢); missing means 0. */
export function parsePage(value: unknown): number {
  const raw = text(value)?.trim();
  if (raw === undefined || raw === '') return 0;
  const page = parseNumber(raw);
  if (page === null || page < 0 || page > MAX_PAGE) throw badRequest('The page number is not valid.', 'badPage');
  return page;
}

function filterText(query: Record<string, unknown>, key: string): string | undefined {
  const raw = text(query[key])?.trim();
  if (!raw) return undefined;
  if (raw.length > MAX_FILTER_LENGTH) throw badRequest(`The ${key} filter is too long.`, 'badFilter');
  return raw;
}

export function parseSort(value: unknown): SortKey {
  const raw = text(value)?.trim();
  // Unknown or empty: the default order, "Best match". FREELANCER_SORT (contracts) and SORT_KEYS name the same options.
  return raw && (SORT_KEYS as readonly string[]).includes(raw) && FREELANCER_SORT.some((o) => o.value === raw) ? (raw as SortKey) : 'match';
}

/** skillsMatch=all or any; anything else is the default, any (as an unknown sort is the default order). */
export function parseSkillsMatch(value: unknown): SkillsMatch {
  const raw = text(value)?.trim().toLowerCase();
  return (SKILLS_MATCH as readonly string[]).includes(raw ?? '') ? (raw as SkillsMatch) : DEFAULT_SKILLS_MATCH;
}

/** Each skill of the reference list (lower case) with its English and Arabic names, folded as a search folds text. */
const SKILL_NAMES = [...REFERENCE_LISTS.keySkills].map((skill) => ({ key: skill.toLowerCase(), names: ` ${foldSearch(`${skill} ${SKILL_NAMES_AR[skill] ?? ''}`)}` }));

/** The skills whose English or Arabic name has a word starting with the typed one, as the headline and summary are matched. */
export function skillsNamedBy(word: string): string[] {
  const pattern = new RegExp(foldSearch(wordStartPattern(word)));
  return SKILL_NAMES.filter(({ names }) => pattern.test(names)).map(({ key }) => key);
}

/** yearsMin=N: a whole number of years (in any digit set), 0 to 60. */
function parseYearsMin(query: Record<string, unknown>): number | undefined {
  const raw = text(query.yearsMin)?.trim();
  if (!raw) return undefined;
  const years = parseNumber(raw);
  if (years === null || !Number.isInteger(years) || years < 0 || years > MAX_YEARS) throw badRequest(freelancerMsg.badYearsFilter, 'badFilter');
  return years;
}
const MAX_YEARS = 60;

/**
 * GET /freelancer/search and /unauth/freelancers: skills (comma-separated or repeated), skillsMatch, title, country,
 * city, language, nationality, q (free text), hourlyRate, availability, workStation, yearsMin, sort, page.
 */
export function parseSearch(query: Record<string, unknown>): SearchQuery {
  const skills = [...new Set((list(query.skills) ?? []).map((s) => s.toLowerCase()))];
  if (skills.some((s) => s.length > MAX_FILTER_LENGTH)) throw badRequest('The skills filter is too long.', 'badFilter');
  if (skills.length > FREELANCER_LIMITS.skills) throw badRequest(freelancerMsg.tooManySkills, 'badFilter');
  const title = filterText(query, 'title');
  const words = [...new Set(filterText(query, 'q')?.split(/\s+/).filter(Boolean) ?? [])].slice(0, MAX_TEXT_WORDS);
  return {
    filters: {
      skills,
      skillsMatch: parseSkillsMatch(query.skillsMatch),
      nameWords: title ? title.split(/\s+/).filter(Boolean).slice(0, 5) : [],
      country: filterText(query, 'country'),
      city: filterText(query, 'city'),
      language: filterText(query, 'language'),
      nationality: filterText(query, 'nationality'),
      text: words.map((word) => ({ word, skills: skillsNamedBy(word) })),
      hourlyRate: filterText(query, 'hourlyRate'),
      availability: filterText(query, 'availability'),
      workStation: filterText(query, 'workStation'),
      yearsMin: parseYearsMin(query),
    },
    sort: parseSort(query.sort),
    page: parsePage(query.page),
  };
}
