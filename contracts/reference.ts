/**
 * Reference data shared by the server and the client (docs/reference.md#data "Reference data", §9).
 * Plain TypeScript only: no runtime dependencies.
 */

/** A select option: `value` is what is stored/sent, `label` is what is shown. */
export interface Option {
  value: string;
  label: string;
}

/**
 * Sentinel entry in the country list. Clients render it as a disabled divider
 * (it sits right after 'Yemen', separating the MENA countries from the rest).
 */
export const COUNTRY_DIVIDER = '---';

/** Lists served by the reference-data endpoint. */
export interface ReferenceData {
  country: string[];
  keySkills: string[];
  language: string[];
  experiences: Option[];
  degree: Option[];
  publishProfile: Option[];
  availability: Option[];
  workStation: Option[];
  travelWillingness: Option[];
  hourlyRate: Option[];
  timePeriod: Option[];
  projectPhase: Option[];
  payType: Option[];
  timezones: string[];
  /**
   * In an Arabic answer, the Arabic name of each stored (English) value of
   * the country (and nationality), language and skill lists, from the
   * shipped tables (contracts/names, contracts/skills-ar.ts); the lists are
   * then in Arabic order. An English answer has none: a value is its name.
   */
  names?: ReferenceNames;
}

/** Stored value → name shown, per list. */
export interface ReferenceNames {
  country: Record<string, string>;
  language: Record<string, string>;
  keySkills: Record<string, string>;
}

/** Weekdays, Sunday to Saturday (see docs/reference.md#limits). */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Freelancer roles (the `Iam` field of a freelancer). */
export const FREELANCER_ROLES = ['Trainer', 'Consultant', 'E-Consultant'] as const;
export type FreelancerRole = (typeof FREELANCER_ROLES)[number];

/** Vacancy list sort options (see docs/reference.md#limits). */
export const VACANCY_SORT: readonly Option[] = [
  { value: 'Most Recent', label: 'Most Recent' },
  { value: 'isConsultant', label: 'Consultants' },
  { value: 'econsultants', label: 'E-Consultants' },
  { value: 'isTrainer', label: 'Trainers' },
  { value: '-1', label: 'Onsite' },
  { value: '1', label: 'Remote' },
];

/** Freelancer list sort options (see docs/reference.md#limits). */
export const FREELANCER_SORT: readonly Option[] = [
  { value: 'recent', label: 'Most Recent' },
  { value: 'name', label: 'Name' },
  { value: 'years', label: 'Years of Experience' },
  { value: 'rate', label: 'Hourly Rate' },
  { value: 'availability', label: 'Availability' },
  { value: 'rating', label: 'Top rated' },
  { value: 'E-Consultant', label: 'E-Consultants' },
  { value: 'Consultant', label: 'Consultants' },
  { value: 'Trainer', label: 'Trainers' },
];

/** Vacancy flights / hotel options. */
export const PAID_OPTIONS = ['Paid', 'Not Paid'] as const;

/**
 * The values a stored reference field may take, from the reference data the
 * server serves (GET /unauth/input). The server builds it from its own data;
 * the SPA from the fetched entity, so both check the same lists.
 */
export interface ReferenceLists {
  country: ReadonlySet<string>;
  keySkills: ReadonlySet<string>;
  language: ReadonlySet<string>;
  experiences: ReadonlySet<string>;
  degree: ReadonlySet<string>;
  availability: ReadonlySet<string>;
  workStation: ReadonlySet<string>;
  travelWillingness: ReadonlySet<string>;
  hourlyRate: ReadonlySet<string>;
  timePeriod: ReadonlySet<string>;
  projectPhase: ReadonlySet<string>;
  payType: ReadonlySet<string>;
}

export function referenceLists(data: ReferenceData): ReferenceLists {
  const values = (options: readonly Option[]) => new Set(options.map((o) => o.value));
  return {
    country: new Set(data.country.filter((c) => c !== COUNTRY_DIVIDER)),
    keySkills: new Set(data.keySkills),
    language: new Set(data.language),
    experiences: values(data.experiences),
    degree: values(data.degree),
    availability: values(data.availability),
    workStation: values(data.workStation),
    travelWillingness: values(data.travelWillingness),
    hourlyRate: values(data.hourlyRate),
    timePeriod: values(data.timePeriod),
    projectPhase: values(data.projectPhase),
    payType: values(data.payType),
  };
}

/** 'Please choose {Field} from the list.': a value the reference data does not offer. */
export const notInList = (field: string) => `Please choose ${field} from the list.`;
/** One of the skills is not a known skill. */
export const unknownSkill = 'Please choose skills from the list.';
