import type { Paged } from './paging';
import type { ApplicationStatus, Proposal } from './application';
import type { CompanySummary } from './company-summary';
import type { OperatorHidden } from './operator';
import type { InvitedBy } from './alerts';

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
  /** GET /vacancy/{id} to a freelancer invited to it: who invited them (nobody learns who else was). */
  invitation?: InvitedBy;
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
