import type { RatingSummary } from './review';
import type { OperatorHidden } from './operator';
import type { FreelancerRole } from './reference';
import type { Paged } from './paging';

/**
 * Freelancer profile (see docs/reference.md#data), as the API answers it. Masking is done by the
 * server: visitors never receive user.email, nor user.phone unless
 * showPhonePublic; logged-in members receive the phone only with
 * showPhoneRegistered; the owner receives everything. Visitors receive no
 * résumé path (downloads need login).
 */
export interface FreelancerUser {
  id: string;
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  city: string;
  country: string;
  showPhoneRegistered: boolean;
  showPhonePublic: boolean;
}

export interface FreelancerExperience {
  totalExperience: string;
  degree: string;
  nationality: string;
  residencyVisa: string;
  firstLanguage: string;
  secondLanguage?: string;
  /** 'yes' | 'no', default 'yes' */
  publish: 'yes' | 'no';
  availability: string;
  workStation: string;
  travelWillingness: string;
  hourlyRate: string;
  /** ISO date (YYYY-MM-DD) or 'Anytime' */
  startDate: string;
}

export interface FreelancerResume {
  fileName: string;
  size: number;
  /** Download path (logged-in members only): /api/v1.0/freelancer/{id}/resume */
  path?: string;
}

export interface Freelancer {
  id: string;
  user: FreelancerUser;
  experience: FreelancerExperience;
  profileHeader: string;
  profileSummary: string;
  companyName: string;
  personalLink: string;
  linkedinLink: string;
  legalName: string;
  skills: string[];
  resume: FreelancerResume | null;
  /** Public path of the photo (site origin + path), or null */
  profilePhoto: string | null;
  Iam: FreelancerRole[];
  emailVacancies: boolean;
  createdAt: string;
  updatedAt: string;
  /** Complete profile (every required field, a skill, a résumé) — needed for approval and listing. */
  complete: boolean;
  /** The published reviews' average stars (one decimal) and how many; null without any (contracts/review.ts). */
  rating: RatingSummary | null;
  isUpdate: { mailVerified: boolean; approve: boolean; applied: boolean };
  /** The owner's only: Khibra's team hid the profile from everyone else, and why. */
  operatorHidden?: OperatorHidden;
}

/** Query of GET /freelancer/search and GET /unauth/freelancers. skills travel comma-separated. */
export interface FreelancerSearchQuery {
  skills?: string[];
  title?: string;
  country?: string;
  city?: string;
  language?: string;
  nationality?: string;
  /** Free text: each word in the headline, summary or a skill's name (English or Arabic). */
  q?: string;
  /** A range of the reference list. */
  hourlyRate?: string;
  availability?: string;
  workStation?: string;
  /** At least this many years of experience (digits, as the URL carries them). */
  yearsMin?: string;
  sort?: string;
  /** How the skills combine: a profile with any of them (the default) or with all of them. */
  skillsMatch?: SkillsMatch;
  page?: number;
}

/** `skillsMatch` of the freelancer search: any of the skills (default) or all of them. */
export const SKILLS_MATCH = ['any', 'all'] as const;
export type SkillsMatch = (typeof SKILLS_MATCH)[number];
export const DEFAULT_SKILLS_MATCH: SkillsMatch = 'any';

/**
 * A search that found nothing names what to drop and how many profiles the
 * search finds without it: one skill (`value`, lower case), every skill, the
 * all-of rule (search any of the skills), or one of the text filters.
 */
export interface FreelancerSearchSuggestion {
  drop: 'skill' | 'skills' | 'skillsMatch' | 'title' | 'country' | 'city' | 'language' | 'nationality' | 'q' | 'hourlyRate' | 'availability' | 'workStation' | 'yearsMin';
  value?: string;
  /** Profiles found without it; at least this many when `capped`. */
  total: number;
  capped?: boolean;
}

/** Answer of the freelancer search: a page, and suggestions when it found nothing. */
export interface FreelancerSearchPage extends Paged<Freelancer> {
  suggestions?: FreelancerSearchSuggestion[];
}

/** POST /freelancer/favorite */
export interface FavoritePayload {
  id: string;
  fav: boolean;
}

/** POST /freelancer/favorite → data: every favourite freelancer id of the caller, newest first. */
export interface FavoriteResponse {
  favoriteFreelancers: string[];
}

export const FREELANCER_LIMITS = {
  skills: 10,
  profileHeader: 60,
  profileSummary: 800,
  companyName: 60,
  text: 60,
  /** docs/reference.md#reading-1 */
  photoBytes: 5342880,
  resumeBytes: 5242880,
} as const;

/** Multipart field markers of POST /freelancer. */
export const PHOTO_DELETE_FIELD = 'deletePhoto';
export const RESUME_DELETE_FIELD = 'deleteResume';
export const PHOTO_FILE_FIELD = 'file';
export const RESUME_FILE_FIELD = 'resume';

export const freelancerMsg = {
  required: (title: string) => `${title} is required`,
  linkedin: 'Invalid LinkedIn Link, please include https:// in the link',
  personal: 'Invalid Personal Link, please include https:// in the link',
  atLeastOneSkill: 'Please add atleast 1 skill.',
  tooManySkills: '10 skills selected already',
  badYearsFilter: 'Years of experience must be a whole number from 0 to 60.',
  resumeRequired: 'Resume is required.',
  resumeNotPdf: 'Resume should be a PDF file.',
  resumeTooLarge: 'Resume should be less than 5MB in size.',
  photoTooLarge: 'Profile picture should be less than 5MB in size.',
  photoNotImage: 'Profile picture should be a JPEG, PNG or WebP image.',
  maxLength: (title: string, n: number) => `${title} should have maximum ${n} characters`,
  cannotFavoriteSelf: 'You cannot favorite yourself.',
  businessOnly: 'Business accounts only post vacancies and have no freelancer profile.',
  notFound: 'No freelancer found.',
  searchInputs: 'Please enter your search inputs.',
} as const;

/** Titles used in '{title} is required' for the experience fields. */
export const EXPERIENCE_TITLES: Record<keyof FreelancerExperience, string> = {
  totalExperience: 'Total Experience',
  degree: 'Degree',
  nationality: 'Nationality',
  residencyVisa: 'Residency Visa',
  firstLanguage: 'First Language',
  secondLanguage: 'Second Language',
  publish: 'Publish Profile',
  availability: 'Availability',
  workStation: 'Work Station',
  travelWillingness: 'Travel Willingness',
  hourlyRate: 'Hourly Rate',
  startDate: 'Start Date',
};

/** docs/reference.md#reading-3: prepend http:// when the scheme is missing, then require a URL with a host. */
export function normalizeLink(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return '';
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (!['http:', 'https:'].includes(url.protocol) || !/\.[a-z]{2,}$/i.test(url.hostname)) return null;
    return url.toString();
  } catch {
    return null;
  }
}
