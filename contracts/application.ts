/**
 * A freelancer's proposal with an application, and the application's place in the business's pipeline:
 * new → viewed → shortlisted → hired, or declined from any step before a hire; filled when another applicant's hire
 * closes the vacancy.
 */

export const APPLICATION_STATUSES = ['new', 'viewed', 'shortlisted', 'hired', 'declined', 'filled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Where the business may move each status next; a hire, a decline or a filled position is final. */
export const NEXT_STATUSES: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  new: ['viewed', 'shortlisted', 'hired', 'declined'],
  viewed: ['shortlisted', 'hired', 'declined'],
  shortlisted: ['hired', 'declined'],
  hired: [],
  declined: [],
  filled: [],
};

/** The statuses a hire that closes the vacancy moves to filled: every application still open. */
export const OPEN_STATUSES: readonly ApplicationStatus[] = ['new', 'viewed', 'shortlisted'];

/** Whether the business has decided the application (hired, declined, or the position filled): it can no longer be withdrawn, only hidden. */
export const isDecided = (status: ApplicationStatus): boolean => !OPEN_STATUSES.includes(status);

export const PROPOSAL_LIMITS = { coverLetter: 3000, message: 1000, rate: 10_000, fileBytes: 5 * 1024 * 1024 } as const;
/** The multipart field of the proposal's optional PDF (PUT /vacancy/apply and PUT /vacancy/{id}/application as multipart). */
export const PROPOSAL_FILE_FIELD = 'file';
/** With the edit: 'true' removes the stored PDF. */
export const PROPOSAL_FILE_DELETE_FIELD = 'deleteFile';

/** Orders of the applicants list: newest application first, or the proposed rate (lowest first; none last). */
export const APPLICANT_SORTS = ['date', 'rate'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];

/** The most applications one bulk decline takes (a page of applicants is 10). */
export const BULK_DECLINE_MAX = 100;

/** The moves a business makes on several applications at once (a hire is one person's, one at a time). */
export const BULK_STATUSES = ['shortlisted', 'declined'] as const;
export type BulkStatus = (typeof BULK_STATUSES)[number];

/** What a freelancer proposes with an application: all optional through the API (the spec's apply keeps working without them). */
export interface Proposal {
  coverLetter: string;
  /** US dollars an hour, whole; null when not proposed. */
  proposedRate: number | null;
  /** YYYY-MM-DD; null when not said. */
  availableFrom: string | null;
}

/** One application as its vacancy's owner sees it beside the applicant. */
export interface ApplicationView {
  id: string;
  appliedAt: string;
  status: ApplicationStatus;
  /** When the status last changed (null while new). */
  statusAt: string | null;
  /** The owner's message with the last change (e.g. a decline's reason); empty when none. */
  statusMessage: string;
  proposal: Proposal;
  /** The download path of the proposal's PDF (the vacancy's owner and the applicant only), or null. */
  file: string | null;
}

export const applicationMsg = {
  coverLetterMax: `The cover letter should have maximum ${PROPOSAL_LIMITS.coverLetter} characters`,
  badRate: `The proposed hourly rate should be a whole number of US dollars from 0 to ${PROPOSAL_LIMITS.rate}`,
  badAvailableFrom: 'Please enter the date you are available from as a real date',
  badStatus: 'Please choose a status: viewed, shortlisted, hired or declined.',
  messageMax: `The message should have maximum ${PROPOSAL_LIMITS.message} characters`,
  transition: 'This application cannot move to that status: a hire or a decline is final, and a status only moves forward.',
  coverLetterRequired: 'Please write a cover letter',
  notEditable: 'This proposal can no longer be changed: the business has already acted on it.',
  closeOnlyWithHire: 'A vacancy is closed only with a hire.',
  badSelection: `Please choose from 1 to ${BULK_DECLINE_MAX} applications of this vacancy.`,
  badBulkStatus: 'Please choose what to do with the selected applications: shortlist or decline.',
  fileNotPdf: 'The proposal file should be a PDF file.',
  fileTooLarge: 'The proposal file should be less than 5MB in size.',
  noFile: 'This proposal has no file.',
  notWithdrawable: 'The business has already decided this application, so it can no longer be withdrawn. You can hide it from your list instead.',
  notHideable: 'This application is still open: you can withdraw it instead.',
} as const;

/** Whether the freelancer may still change the proposal: until the business shortlists, hires or declines. */
export const isProposalEditable = (status: ApplicationStatus): boolean => status === 'new' || status === 'viewed';
