import * as yup from 'yup';
import { notInList, unknownSkill, type ReferenceLists } from './reference';
import { DATE_RANGES, dateMsg, isRealDate, isoDayFrom } from './dates';
import type { Paged } from './paging';
import type { ApplicationStatus, Proposal } from './application';
import type { CompanySummary } from './company-summary';
import type { OperatorHidden } from './operator';
import { typedLines, typedOneLine } from './text';

/**
 * Vacancy (see docs/reference.md#data) as the API answers it. Visitors never receive the contact
 * block's name, e-mail or phone, nor the file path — the server leaves them
 * out; the phone follows isPhonePublic / isPhoneRegistered.
 */
export interface VacancyCandidate {
  minExperience: string;
  firstLanguage: string;
  secondLanguage: string;
  /** '' means any nationality ('Any nationality' in the form). */
  nationality: string;
}

export interface VacancyLocation {
  city: string;
  country: string;
  workstation: string;
  travelRequired: string;
}

export interface VacancyTime {
  startDate: string;
  timePeriod: string;
  minAvailability: string;
  projectPhase: string;
}

export interface VacancyPayment {
  hourlyRate: string;
  payType: string;
  flights: 'Paid' | 'Not Paid';
  hotel: 'Paid' | 'Not Paid';
}

export interface VacancyContact {
  name?: string;
  email?: string;
  phone?: string;
}

export interface Vacancy {
  id: string;
  /** Empty for a vacancy the poster removed (shown as 'Vacancy was removed'). */
  title: string;
  publish: boolean;
  /** YYYY-MM-DD */
  expiryDate: string;
  /** ISO timestamp */
  postedDate: string;
  /** Download path of the PDF (logged-in members only), or null */
  file: string | null;
  /** The PDF's name as uploaded (logged-in members only), or null */
  fileName: string | null;
  /** Always sent by the server: whether a PDF is attached — also for visitors, who get no path (their download link goes to login). */
  hasFile?: boolean;
  requiredSkills: string[];
  requirements: string;
  candidate: VacancyCandidate;
  location: VacancyLocation;
  time: VacancyTime;
  payment: VacancyPayment;
  contact: VacancyContact;
  isTrainer: boolean;
  isConsultant: boolean;
  isPhonePublic: boolean;
  isPhoneRegistered: boolean;
  isApproved: boolean;
  /** Number of applications; the list of applicants is the poster's only (GET /vacancy/freelancers/{id}). */
  appliedCount: number;
  /** Freelancer ids that applied — present for the poster only. */
  appliedBy?: string[];
  user: { id: string };
  /** Who is hiring: the poster's company page, or null when the business has none yet. */
  company: CompanySummary | null;
  /** The poster's only: Khibra's team hid the vacancy from everyone else, and why. */
  operatorHidden?: OperatorHidden;
}

/** An application of the caller: the vacancy and when they applied ('on'). */
export interface AppliedVacancy {
  vacancy: Vacancy;
  on: string;
  /** Where the business has put the application (contracts/application.ts), when, and its message (empty when none). */
  status: ApplicationStatus;
  statusAt: string | null;
  statusMessage: string;
  /** The application's id and the caller's own proposal (they may change it while isProposalEditable). */
  applicationId: string;
  proposal: Proposal;
  /** The download path of the caller's proposal PDF, or null. */
  proposalFile: string | null;
}

/** DELETE /vacancy/time: the 'on' timestamp (ISO) of the caller's application to withdraw. */
export interface WithdrawPayload {
  time: string;
}

/** One application as PUT /vacancy/apply and DELETE /vacancy/time answer it (data), and as GET /user/myprofile lists them. */
export interface ApplicationRef {
  vacancy: string;
  on: string;
}

/** DELETE /vacancy/{id} → data */
export interface VacancyDeleted {
  id: string;
  deleted: true;
}

/** Multipart field names of POST /vacancy/create and PUT /vacancy/{id}. */
export const VACANCY_FILE_FIELD = 'file';
/** 'true' on edit removes the stored PDF. */
export const VACANCY_FILE_DELETE_FIELD = 'deleteFile';

/** Body of POST /vacancy/search and POST /unauth/vacancy/search (page in the query). */
export interface VacancySearchBody {
  keywords?: string;
  country?: string;
  city?: string;
  language?: string;
  nationality?: string;
  /** A skill of the reference list; a workstation (Onsite, Remote, Hybrid); an hourly-rate range of the reference list. */
  skill?: string;
  workstation?: string;
  hourlyRate?: string;
  sortBy?: string;
}

/**
 * A vacancy search that found nothing names a filter to drop and how many
 * vacancies the search finds without it (at least that many when `capped`).
 */
export interface VacancySearchSuggestion {
  drop: 'keywords' | 'country' | 'city' | 'language' | 'nationality' | 'skill' | 'workstation' | 'hourlyRate';
  total: number;
  capped?: boolean;
}

/** Answer of the vacancy search: a page, and suggestions when it found nothing. */
export interface VacancySearchPage extends Paged<Vacancy> {
  suggestions?: VacancySearchSuggestion[];
}

/** GET /vacancy/freelancers/{vacancyId}?page= (1-based) → data.data */
export interface ApplicantsPage<T> {
  data: T[];
  doesNextExist: boolean;
  /** How many applications are in each status (every status, 0 included). */
  counts?: Record<ApplicationStatus, number>;
}

export const ANY = 'Any';
export const ANY_NATIONALITY = 'Any nationality';
/** A start date of 'no particular day'. */
export const ANYTIME = 'Anytime';

export const VACANCY_LIMITS = {
  skills: 10,
  title: 50,
  requirementsCreate: 800,
  requirementsEdit: 500,
  fileBytes: 5242880,
} as const;

export const vacancyMsg = {
  atLeastOneSkill: 'Please select atleast one skill.',
  tooManySkills: '10 skills selected already',
  required: (name: string) => `Please enter the required field ${name}`,
  selectField: (field: string) => `Please select ${field}`,
  minLength: (name: string, n: number) => `${name} should have minimum ${n} characters`,
  maxLength: (name: string, n: number) => `${name} should have maximum ${n} characters`,
  expiryTomorrow: 'Expiry date should be tomorrow or later',
  fileNotPdf: 'Vacancy file should be a PDF file.',
  fileTooLarge: 'Vacancy file should be less than 5MB in size.',
  ownVacancy: 'You cannot apply for your own vacancy.',
  alreadyApplied: 'You have already applied to this vacancy.',
  notOpen: 'This vacancy is not open for applications.',
  businessCannotApply: 'Business accounts only post vacancies and cannot apply.',
  needProfile: 'Please complete your freelancer profile before applying.',
  expired4Weeks: 'Vacancy expired 4 weeks ago',
  notFound: 'Vacancy not found.',
  applicationNotFound: 'Application not found.',
  notPoster: 'Only the poster of this vacancy can do this.',
} as const;

/** Names used in the messages. */
export const VACANCY_FIELD_NAMES = {
  title: 'Title',
  expiryDate: 'Expiry Date',
  requirements: 'Requirements',
  'candidate.minExperience': 'Minimum Experience',
  'candidate.firstLanguage': 'First Language',
  'location.city': 'City',
  'location.country': 'Country',
  'location.workstation': 'Workstation',
  'location.travelRequired': 'Travel Required',
  'time.startDate': 'Start Date',
  'time.timePeriod': 'Time Period',
  'time.minAvailability': 'Minimum Availability',
  'time.projectPhase': 'Project Phase',
  'payment.hourlyRate': 'Hourly Rate',
  'payment.payType': 'Pay Type',
  'payment.flights': 'Flights',
  'payment.hotel': 'Hotel',
} as const;

/** YYYY-MM-DD of tomorrow in the given time (the caller's calendar on the client, UTC on the server). */
export function tomorrowIso(now = new Date()): string {
  const d = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + 1));
  return d.toISOString().slice(0, 10);
}

type Mode = 'create' | 'edit';

/** A required text field: one line (bidirectional controls and line breaks taken out, see contracts/text) unless `lines` says several. */
const requiredText = (name: string, mode: Mode, min?: number, lines: 'one' | 'several' = 'one') => {
  let schema = yup
    .string()
    .trim()
    .transform(lines === 'one' ? typedOneLine : typedLines)
    .required(vacancyMsg.required(name));
  if (min) schema = schema.min(min, vacancyMsg.minLength(name, min));
  // On edit a select still at Any gives 'Please select {field}' (docs/reference.md#validation, docs/reference.md#reading-17).
  if (mode === 'edit') schema = schema.notOneOf([ANY], vacancyMsg.selectField(name));
  return schema;
};

/**
 * The selects that offer Any ("no restriction"). On create a field left at
 * Any is left out of the request (SPEC §5 "dropped on create"); the rules
 * read a missing one as Any.
 */
export const VACANCY_ANY_FIELDS = [
  'candidate.minExperience',
  'candidate.firstLanguage',
  'location.country',
  'location.workstation',
  'location.travelRequired',
  'time.timePeriod',
  'time.minAvailability',
  'time.projectPhase',
  'payment.hourlyRate',
  'payment.payType',
] as const;

/** A select's value must be one the reference data offers (Any, or empty where allowed, means no restriction). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const fromList = <S extends yup.StringSchema<string | undefined, yup.AnyObject, any, any>>(schema: S, name: string, list: ReadonlySet<string> | undefined, extra: readonly string[] = [ANY]): S =>
  schema.test('reference', notInList(name), (value) => !list || !value || extra.includes(value) || list.has(value)) as S;

/**
 * Vacancy create/edit rules (see docs/reference.md#validation). Contact name, e-mail and phone are not
 * part of the payload: the server takes them from the poster's account.
 * With the reference lists (the server always passes them; the SPA once the
 * reference data has loaded) every select must hold a value the lists offer
 * and every skill must be known. Dates are real calendar dates:
 * expiry from tomorrow to a year ahead, start 'Anytime' or a date not more
 * than a year back and not after the expiry (DATE_RANGES).
 */
export function vacancySchema(mode: Mode, now = new Date(), reference?: ReferenceLists) {
  const maxRequirements = mode === 'create' ? VACANCY_LIMITS.requirementsCreate : VACANCY_LIMITS.requirementsEdit;
  const n = VACANCY_FIELD_NAMES;
  const ref = reference;
  /** A select offering Any; on create a missing one is Any (the form leaves it out of the request). */
  const anyChoice = (field: (typeof VACANCY_ANY_FIELDS)[number], list: ReadonlySet<string> | undefined) => {
    const schema = fromList(requiredText(n[field], mode), n[field], list);
    return mode === 'create' ? schema.default(ANY) : schema;
  };
  return yup.object({
    title: requiredText(n.title, mode, 4).max(VACANCY_LIMITS.title, vacancyMsg.maxLength(n.title, VACANCY_LIMITS.title)),
    publish: yup.boolean().default(true),
    expiryDate: yup
      .string()
      .required(vacancyMsg.required(n.expiryDate))
      .matches(/^\d{4}-\d{2}-\d{2}$/, vacancyMsg.required(n.expiryDate))
      .test('real', dateMsg.notADate(n.expiryDate), (value) => !value || isRealDate(value))
      .test('tomorrow', vacancyMsg.expiryTomorrow, (value) => !value || value >= tomorrowIso(now))
      .test('within-year', dateMsg.expiryWithinYear, (value) => !value || value <= isoDayFrom(now, DATE_RANGES.vacancyExpiryDays)),
    requiredSkills: yup
      .array(yup.string().trim().required(unknownSkill).test('known', unknownSkill, (value) => !ref || !value || ref.keySkills.has(value)))
      .default([])
      .min(1, vacancyMsg.atLeastOneSkill)
      .max(VACANCY_LIMITS.skills, vacancyMsg.tooManySkills),
    requirements: requiredText(n.requirements, mode, 5, 'several').max(maxRequirements, vacancyMsg.maxLength(n.requirements, maxRequirements)),
    candidate: yup.object({
      minExperience: anyChoice('candidate.minExperience', ref?.experiences),
      firstLanguage: anyChoice('candidate.firstLanguage', ref?.language),
      secondLanguage: fromList(yup.string().trim().transform(typedOneLine).default(''), 'Second Language', ref?.language),
      nationality: fromList(yup.string().trim().transform(typedOneLine).default(''), 'Nationality', ref?.country, [ANY, ANY_NATIONALITY]),
    }),
    location: yup.object({
      city: requiredText(n['location.city'], mode, 3).max(60, vacancyMsg.maxLength(n['location.city'], 60)),
      country: anyChoice('location.country', ref?.country),
      workstation: anyChoice('location.workstation', ref?.workStation),
      travelRequired: anyChoice('location.travelRequired', ref?.travelWillingness),
    }),
    time: yup.object({
      startDate: requiredText(n['time.startDate'], mode)
        .test('real', dateMsg.notADate(n['time.startDate']), (value) => !value || value === ANYTIME || value === ANY || isRealDate(value))
        .test('not-long-ago', dateMsg.startTooEarly(n['time.startDate']), (value) => !isRealDate(value) || value >= isoDayFrom(now, -DATE_RANGES.startDaysBack))
        .test('before-expiry', dateMsg.startAfterExpiry, function (value) {
          const root = this.from?.[this.from.length - 1]?.value as { expiryDate?: unknown } | undefined;
          const expiry = root?.expiryDate;
          return !isRealDate(value) || !isRealDate(expiry) || value <= expiry;
        }),
      timePeriod: anyChoice('time.timePeriod', ref?.timePeriod),
      minAvailability: anyChoice('time.minAvailability', ref?.availability),
      projectPhase: anyChoice('time.projectPhase', ref?.projectPhase),
    }),
    payment: yup.object({
      hourlyRate: anyChoice('payment.hourlyRate', ref?.hourlyRate),
      payType: anyChoice('payment.payType', ref?.payType),
      flights: yup.string().oneOf(['Paid', 'Not Paid'], vacancyMsg.required(n['payment.flights'])).required(vacancyMsg.required(n['payment.flights'])),
      hotel: yup.string().oneOf(['Paid', 'Not Paid'], vacancyMsg.required(n['payment.hotel'])).required(vacancyMsg.required(n['payment.hotel'])),
    }),
    isTrainer: yup.boolean().default(false),
    isConsultant: yup.boolean().default(false),
    isPhonePublic: yup.boolean().default(false),
    isPhoneRegistered: yup.boolean().default(true),
  });
}
