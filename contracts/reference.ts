/**
 * Reference data shared by the server and the client (SPEC §3 "Reference data", §9).
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
}

/** Weekdays, Sunday to Saturday (SPEC §9). */
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

/** Vacancy list sort options (SPEC §9). */
export const VACANCY_SORT: readonly Option[] = [
  { value: 'Most Recent', label: 'Most Recent' },
  { value: 'isConsultant', label: 'Consultants' },
  { value: 'econsultants', label: 'E-Consultants' },
  { value: 'isTrainer', label: 'Trainers' },
  { value: '-1', label: 'Onsite' },
  { value: '1', label: 'Remote' },
];

/** Freelancer list sort options (SPEC §9). */
export const FREELANCER_SORT: readonly Option[] = [
  { value: 'recent', label: 'Most Recent' },
  { value: 'name', label: 'Name' },
  { value: 'years', label: 'Years of Experience' },
  { value: 'rate', label: 'Hourly Rate' },
  { value: 'availability', label: 'Availability' },
  { value: 'E-Consultant', label: 'E-Consultants' },
  { value: 'Consultant', label: 'Consultants' },
  { value: 'Trainer', label: 'Trainers' },
];

/** Vacancy flights / hotel options. */
export const PAID_OPTIONS = ['Paid', 'Not Paid'] as const;
export type PaidOption = (typeof PAID_OPTIONS)[number];
