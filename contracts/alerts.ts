import type { Freelancer } from './freelancer';
import type { Vacancy } from './vacancy';

/**
 * Telling members when something matches them: vacancy alerts for freelancers, saved searches on both
 * sides, invitations to apply, new-proposal notices for businesses, and the in-app notification centre. Every call
 * is under API_PREFIX, members only, in the usual `{ data }` envelope.
 */
export const ALERT_PATHS = {
  /** GET / PUT: AlertSettings (freelancers). */
  settings: '/user/alerts',
  /** GET: SavedSearch[]; POST SavedSearchInput → SavedSearch. */
  savedSearches: '/saved-searches',
  /** PUT SavedSearchInput → SavedSearch; DELETE → { id }. */
  savedSearch: (id: string) => `/saved-searches/${id}`,
  /** POST InvitationInput → Invitation (the vacancy's business). */
  invitations: (vacancyId: string) => `/vacancy/${vacancyId}/invitations`,
  /** GET: SuggestedFreelancer[] (the vacancy's business). */
  suggested: (vacancyId: string) => `/vacancy/${vacancyId}/suggested-freelancers`,
  /** GET: VacancyForYou[] (freelancers). */
  forYou: '/vacancy/for-you',
  /** GET ?page=0: NoticesPage. */
  notices: '/notifications',
  /** POST ReadNotices → { unread }. */
  noticesRead: '/notifications/read',
} as const;

/** How often alerts are e-mailed. 'instant' is at most one e-mail an hour (what arrived meanwhile is batched). */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = 'daily';
export const isAlertFrequency = (value: unknown): value is AlertFrequency => ALERT_FREQUENCIES.includes(value as AlertFrequency);

/**
 * GET / PUT /user/alerts. `vacancies` other than 'off' is the profile's `emailVacancies: true`; saving either keeps
 * the other in step ('off' ↔ false; turning emailVacancies back on restores 'daily').
 */
export interface AlertSettings {
  vacancies: AlertFrequency;
  /** Whether businesses may invite this freelancer to apply (and the invitation e-mails). */
  invitations: boolean;
  /**
   * A business's new-proposal e-mails: 'instant' (the first at once, then at most one an hour per vacancy, with a
   * count) or 'daily' (one summary a day). Present for businesses only; they follow the applications category switch.
   */
  proposals?: ProposalMails;
}

export const PROPOSAL_MAILS = ['instant', 'daily'] as const;
export type ProposalMails = (typeof PROPOSAL_MAILS)[number];

/** Why a vacancy and a freelancer match: the skills they share, in the vacancy's order (names as stored, the client translates). */
export interface MatchReason {
  skills: string[];
}

/** GET /vacancy/{id}/suggested-freelancers: up to SUGGESTIONS_MAX published freelancers who match and have not applied. */
export interface SuggestedFreelancer {
  freelancer: Freelancer;
  why: MatchReason;
  /** Whether this business already invited them to this vacancy. */
  invited: boolean;
}

/** GET /vacancy/for-you: up to SUGGESTIONS_MAX open vacancies that match the profile, newest first. */
export interface VacancyForYou {
  vacancy: Vacancy;
  why: MatchReason;
}

export const SUGGESTIONS_MAX = 10;

export const SAVED_SEARCH_KINDS = ['vacancies', 'freelancers'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 80;
/** The query string of a search page, without its `?` (the page's filters as in its URL). */
export const SAVED_SEARCH_QUERY_MAX = 2000;
/** A search page opened from an alert marks results newer than this moment "New": `?…&newSince=<ISO instant>`. */
export const NEW_SINCE_PARAM = 'newSince';

/** POST /saved-searches, PUT /saved-searches/{id}. */
export interface SavedSearchInput {
  kind: SavedSearchKind;
  name: string;
  query: string;
  frequency: AlertFrequency;
}

export interface SavedSearch extends SavedSearchInput {
  id: string;
  /** False when the filters no longer parse (a skill that was removed): shown as such, not dropped. */
  valid: boolean;
  createdAt: string;
  /** When its last alert went (results newer than this are "new"); null before the first. */
  lastAlertAt: string | null;
}

export const INVITATION_NOTE_MAX = 500;
export const INVITATIONS_PER_DAY = 30;

/** POST /vacancy/{vacancyId}/invitations. */
export interface InvitationInput {
  freelancerId: string;
  note?: string;
}

export interface Invitation {
  id: string;
  vacancyId: string;
  freelancerId: string;
  note: string | null;
  createdAt: string;
}

/** On a vacancy the signed-in freelancer was invited to (GET /vacancy/{id} → `invitation`). */
export interface InvitedBy {
  companyName: string;
  note: string | null;
  createdAt: string;
}

/** What a notice in the centre is about. */
export const NOTICE_KINDS = ['applicationStatus', 'invitation', 'proposal', 'reviewWaiting', 'booking', 'vacancyAlert', 'savedSearch'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
/** Notices are kept this long. */
export const NOTICE_RETENTION_DAYS = 90;
export const NOTICES_PAGE_SIZE = 20;

export interface Notice {
  id: string;
  kind: NoticeKind;
  /** In the reader's language (written by the server from the notice's parts when it is read). */
  title: string;
  /** A path inside the site, e.g. /vacancy/…. */
  link: string;
  createdAt: string;
  readAt: string | null;
}

/** GET /notifications?page=0, newest first. */
export interface NoticesPage {
  items: Notice[];
  unread: number;
  /** Whether an older page exists. */
  more: boolean;
}

/** POST /notifications/read. */
export type ReadNotices = { ids: string[] } | { all: true };

export const alertMsg = {
  badFrequency: 'Choose how often: instant, daily, weekly or off.',
  badInvitationsSwitch: 'Invitations must be on or off.',
  badProposalMails: 'Choose how often: instant or daily.',
  alertsForFreelancers: 'Vacancy alerts are for freelancers.',
  alertsNeedProfile: 'Save your freelancer profile first: vacancy alerts and invitations go with it.',
  badSearchKind: 'A saved search is of vacancies or of freelancers.',
  searchNameRequired: 'Please enter a name for this search.',
  searchNameTooLong: `The name should have maximum ${SAVED_SEARCH_NAME_MAX} characters`,
  badSearchQuery: 'This search cannot be saved: its filters are not valid.',
  tooManySearches: `You can save at most ${SAVED_SEARCHES_MAX} searches. Delete one to save another.`,
  searchNotFound: 'This saved search does not exist.',
  notYourVacancy: 'You can invite freelancers only to your own open vacancies.',
  vacancyNotOpen: 'This vacancy is not open, so nobody can be invited to it.',
  notAFreelancer: 'Only freelancers can be invited to apply.',
  alreadyInvited: 'This freelancer is already invited to this vacancy.',
  alreadyApplied: 'This freelancer has already applied to this vacancy.',
  invitationsOff: 'This freelancer does not take invitations.',
  tooManyInvitations: `You can send ${INVITATIONS_PER_DAY} invitations a day. Please try again tomorrow.`,
  noteTooLong: `The note should have maximum ${INVITATION_NOTE_MAX} characters`,
  badNoticeIds: 'Choose the notifications to mark as read.',
} as const;
