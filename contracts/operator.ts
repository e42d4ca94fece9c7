import * as yup from 'yup';
import { companyMsg } from './company';
import { typedLines } from './text';

/**
 * The operator console (/admin) and members' reports: paths, roles, what the audit log records.
 * Administrators hold every power; moderators work the queue and reports but not roles, settings or exports.
 */
/**
 * The messages of the console's refusals, of members' reports and of the numbers' period (Arabic in contracts/messages-ar.ts).
 * Apart from `msg`, which many page chunks carry.
 */
export const consoleMsg = {
  /** 403 of the operator console's calls for a member who is neither administrator nor moderator. */
  operatorsOnly: "Only the marketplace's operators can do this.",
  /** 403 of the console's administrator-only calls (roles, settings, exports). */
  adminsOnly: 'Only administrators can do this.',
  /** POST /reports: what a member may report, why, and how often (contracts/operator.ts). */
  reportKindUnknown: 'Please choose what you are reporting: a freelancer profile, a vacancy or a company page.',
  reportIdInvalid: 'The item you are reporting is not valid.',
  reportReasonRequired: 'Please choose a reason from the list.',
  reportTextRequired: 'Please describe the problem when you choose "Other".',
  reportTextTooLong: 'The details should have maximum 1000 characters.',
  reportNotFound: 'This item was not found. It may have been removed.',
  reportOwnFreelancer: 'You cannot report your own profile.',
  reportOwnVacancy: 'You cannot report your own vacancy.',
  reportOwnCompany: 'You cannot report your own company page.',
  reportedFreelancer: 'You have already reported this profile. Our team will look at it.',
  reportedVacancy: 'You have already reported this vacancy. Our team will look at it.',
  reportedCompany: 'You have already reported this company page. Our team will look at it.',
  reportTooMany: 'You can send 20 reports a day. Please try again tomorrow.',
  /** 400 of GET /admin/stats: days outside STATS_DAYS_MIN–STATS_DAYS_MAX (contracts/operator-stats.ts). */
  statsBadDays: 'Please choose a period of 7 to 365 days.',
};

export const OPERATOR_PATHS = {
  /** POST { kind, id, reason, text }: a member reports a freelancer profile, a vacancy or a company page. */
  reports: '/reports',
  /** GET ?kind=&page=: everything waiting for an operator, oldest first. */
  queue: '/admin/queue',
  /** GET ?q=: accounts by name, e-mail or booking/company reference. */
  users: '/admin/users',
  /** GET: one account as the console shows it. */
  user: '/admin/users/:userId',
  /** POST { reason }: suspend (ends every session and stream, hides everything of the account, keeps its data). */
  suspend: '/admin/users/:userId/suspend',
  /** POST { reason }: lifts a suspension. */
  restore: '/admin/users/:userId/restore',
  /** POST { reason }: ends every session (and live stream) of the account. */
  endSessions: '/admin/users/:userId/end-sessions',
  /** POST: sends the account's e-mail verification link again. */
  resendVerification: '/admin/users/:userId/resend-verification',
  /** PUT { role: 'admin' | 'moderator' | null, reason } (administrators only). */
  role: '/admin/users/:userId/role',
  /** POST { reason }: hides a freelancer profile, a vacancy or a company page from everyone but its owner; …/unhide shows it again. */
  hideContent: '/admin/content/:kind/:id/hide',
  unhideContent: '/admin/content/:kind/:id/unhide',
  /** GET: one queue item with what is needed to judge it; POST …/resolve { action, reason }. */
  queueItem: '/admin/queue/:kind/:id',
  resolveQueueItem: '/admin/queue/:kind/:id/resolve',
  /** GET ?page=&q=: verified companies with their domain, how and since when; POST …/:companyId/revoke { reason }. */
  companies: '/admin/companies',
  revokeCompany: '/admin/companies/:companyId/revoke',
  /** GET / PUT (administrators only): marketplace settings the console changes (the approval policy). */
  settings: '/admin/settings',
  /** GET ?page=&action=&itemKind=&itemId=&actor=: the audit log, newest first (actor: a member's id, or AUDIT_COMMAND_LINE). */
  auditLog: '/admin/audit-log',
  /** GET with the same filters: the audit log as CSV (administrators only, password within 15 minutes). */
  auditLogCsv: '/admin/audit-log.csv',
  /** GET ?days=90: the marketplace's numbers. */
  stats: '/admin/stats',
} as const;

/** What a member may report with POST /reports (reviews and conversations have their own report calls). */
export const REPORT_KINDS = ['freelancer', 'vacancy', 'company'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The reasons a report is chosen from (message keys report.reason.<reason>). */
export const REPORT_REASONS = ['spam', 'scam', 'offensive', 'impersonation', 'misleading', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Longest free text of a report, and of an operator's reason or note. */
export const REPORT_TEXT_MAX = 1000;
export const OPERATOR_REASON_MAX = 1000;

/**
 * The messages of the console's suspensions and hiding, and of a suspended account's sign-in (Arabic in
 * contracts/messages-ar.ts). Apart from `msg`, so that no public page's JavaScript carries them.
 */
export const operatorMsg = {
  /** Sign-in (every way in) to an account an operator suspended; `contact` is CONTACT_EMAIL. */
  accountSuspended: (contact: string) => `This account is suspended. If you think this is a mistake, write to ${contact}.`,
  /** 400 of an operator's action that needs a reason (suspend, restore, hide, show again) without one. */
  operatorReasonRequired: 'Please write the reason for this action.',
  operatorReasonTooLong: `The reason can have at most ${OPERATOR_REASON_MAX} characters.`,
  /** POST /admin/users/{userId}/suspend and …/restore. */
  noSuchAccount: 'This account was not found.',
  suspendSelf: 'You cannot suspend or restore your own account.',
  suspendOperator: 'Only an administrator can suspend or restore an operator.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  /** POST /admin/content/{kind}/{id}/hide and …/unhide. */
  unknownContentKind: 'Only a freelancer profile, a vacancy or a company page can be hidden.',
  noSuchContent: 'This profile, vacancy or company page was not found.',
  alreadyHidden: 'This is already hidden.',
  notHidden: 'This is not hidden.',
};

/** An operator's reason or note: required, at most OPERATOR_REASON_MAX characters. */
export const operatorReason = yup.string().transform(typedLines).trim().required(operatorMsg.operatorReasonRequired).max(OPERATOR_REASON_MAX, operatorMsg.operatorReasonTooLong);

/** The body of an operator's action that needs a reason (suspend, restore, hide, show again): kept in the audit log. */
export const operatorReasonSchema = yup.object({ reason: operatorReason });

/** The answer of POST /admin/users/{userId}/suspend and …/restore: the account's suspension now. */
export interface SuspensionState {
  userId: string;
  /** ISO time the suspension began; null once restored. */
  suspendedAt: string | null;
  reason: string | null;
}

/** The answer of POST /admin/content/{kind}/{id}/hide and …/unhide. */
export interface ContentVisibility {
  kind: HideableKind;
  id: string;
  /** Set while Khibra's team hides it; null once shown again. */
  hidden: OperatorHidden | null;
}

/** Reports a member may send in 24 hours (POST /reports answers 429 beyond it, consoleMsg.reportTooMany). */
export const REPORTS_PER_DAY = 20;

/** The body of POST /reports. */
export interface ItemReport {
  kind: ReportKind;
  id: string;
  reason: ReportReason;
  /** What is wrong, in the member's words: optional, except with the reason 'other'. */
  text: string;
}

/** POST /reports answers { reported: true }; nothing about other reports. */
export interface ItemReported {
  reported: true;
}

/** The body of POST /reports (client and server); the server checks the id's form and the item itself. */
export const itemReportSchema = yup.object({
  kind: yup.string().required(consoleMsg.reportKindUnknown).oneOf(REPORT_KINDS, consoleMsg.reportKindUnknown),
  id: yup.string().trim().required(consoleMsg.reportIdInvalid),
  reason: yup.string().required(consoleMsg.reportReasonRequired).oneOf(REPORT_REASONS, consoleMsg.reportReasonRequired),
  text: yup
    .string()
    .transform(typedLines)
    .trim()
    .default('')
    .max(REPORT_TEXT_MAX, consoleMsg.reportTextTooLong)
    .when('reason', { is: 'other', then: (text) => text.required(consoleMsg.reportTextRequired) }),
});

/** 400 for reporting one's own item, 409 for a second report of it, by kind. */
export const REPORT_OWN: Record<ReportKind, string> = { freelancer: consoleMsg.reportOwnFreelancer, vacancy: consoleMsg.reportOwnVacancy, company: consoleMsg.reportOwnCompany };
export const REPORTED_ALREADY: Record<ReportKind, string> = { freelancer: consoleMsg.reportedFreelancer, vacancy: consoleMsg.reportedVacancy, company: consoleMsg.reportedCompany };

/** What an operator may hide from everyone but its owner (POST /admin/content/{kind}/{id}/hide). */
export const HIDEABLE_KINDS = ['freelancer', 'vacancy', 'company'] as const;
export type HideableKind = (typeof HIDEABLE_KINDS)[number];

/**
 * Why Khibra's team hid a profile, a vacancy or a company page (POST /admin/content/{kind}/{id}/hide): only its owner
 * receives it, on their own view of it; everyone else finds nothing.
 */
export interface OperatorHidden {
  /** ISO time of the hiding. */
  hiddenAt: string;
  /** The operator's reason, as written. */
  note: string;
}

/** A console member's powers: 'admin' (everything) or 'moderator' (queue and reports). */
export type OperatorRole = 'admin' | 'moderator';

/** An account's power in the console: an administrator holds a moderator's too. */
export const operatorRoleOf = (account: { isAdmin: boolean; isModerator: boolean }): OperatorRole | null => (account.isAdmin ? 'admin' : account.isModerator ? 'moderator' : null);

/** What an audit entry is about. */
export type AuditItemKind = 'user' | 'freelancer' | 'vacancy' | 'company' | 'review' | 'conversation' | 'report' | 'content' | 'setting' | 'mail';

/**
 * Every operator action the audit log records (message keys audit.action.<action>). Written by the console's routes and
 * by `npm run admin`, in the transaction of the change.
 */
export type AuditAction =
  | 'approveUser'
  | 'rejectUser'
  | 'approveFreelancer'
  | 'rejectFreelancer'
  | 'approveVacancy'
  | 'rejectVacancy'
  | 'dismissReport'
  | 'hideContent'
  | 'restoreContent'
  | 'warnMember'
  | 'suspendUser'
  | 'restoreUser'
  | 'endSessions'
  | 'resendVerification'
  | 'changeRole'
  | 'revokeCompanyBadge'
  | 'changeSetting'
  | 'exportAuditLog'
  | 'editContent'
  | 'retryMail';

// Each type's members as the keys of a record, so a member missing here fails the type check.
const ACTIONS_LISTED: Record<AuditAction, true> = {
  approveUser: true,
  rejectUser: true,
  approveFreelancer: true,
  rejectFreelancer: true,
  approveVacancy: true,
  rejectVacancy: true,
  dismissReport: true,
  hideContent: true,
  restoreContent: true,
  warnMember: true,
  suspendUser: true,
  restoreUser: true,
  endSessions: true,
  resendVerification: true,
  changeRole: true,
  revokeCompanyBadge: true,
  changeSetting: true,
  exportAuditLog: true,
  editContent: true,
  retryMail: true,
};
const ITEM_KINDS_LISTED: Record<AuditItemKind, true> = { user: true, freelancer: true, vacancy: true, company: true, review: true, conversation: true, report: true, content: true, setting: true, mail: true };

/** Every AuditAction, in the order the console's filter lists them. */
export const AUDIT_ACTIONS = Object.keys(ACTIONS_LISTED) as readonly AuditAction[];
/** Every AuditItemKind. */
export const AUDIT_ITEM_KINDS = Object.keys(ITEM_KINDS_LISTED) as readonly AuditItemKind[];

/** The audit log's `actor` filter for the entries of `npm run admin` (no member acted). */
export const AUDIT_COMMAND_LINE = 'commandLine';
export const AUDIT_LOG_PAGE_SIZE = 25;

/** The audit log's filters (GET /admin/audit-log and …/audit-log.csv); each is optional. */
export interface AuditLogFilters {
  action?: AuditAction;
  itemKind?: AuditItemKind;
  itemId?: string;
  /** A member's id, or AUDIT_COMMAND_LINE. */
  actor?: string;
}

/** One audit entry as the console shows it. */
export interface AuditEntryView {
  id: string;
  createdAt: string;
  /** The acting member's id (null for the command line, or once the member's account is erased). */
  actorId: string | null;
  /** Name and e-mail of the actor when they acted, or "command line (user)". */
  actorLabel: string;
  action: AuditAction;
  itemKind: AuditItemKind;
  itemId: string;
  reason: string;
  details: Record<string, string | number | boolean | null>;
}

export interface AuditLogPage {
  data: AuditEntryView[];
  page: number;
  hasMore: boolean;
}

/** How a company proved its domain: a link e-mailed to an address there, or a DNS TXT record. */
export type CompanyVerifiedBy = 'email' | 'dns';

/** A verified company as the console lists it. */
export interface VerifiedCompanyView {
  id: string;
  name: string;
  domain: string;
  /** Null for a company verified before the method was recorded. */
  verifiedBy: CompanyVerifiedBy | null;
  verifiedAt: string;
  owner: { id: string; name: string; email: string };
}

export const VERIFIED_COMPANIES_PAGE_SIZE = 25;

export interface VerifiedCompaniesPage {
  data: VerifiedCompanyView[];
  page: number;
  hasMore: boolean;
}

/** POST /admin/companies/{companyId}/revoke: the note e-mailed to the company's owner and written to the audit log. */
export interface RevokeCompanyPayload {
  reason: string;
}

/** The revocation's note, on the console's form and the server. */
export const revokeCompanySchema = yup.object({
  reason: yup.string().transform(typedLines).trim().required(companyMsg.revokeNoteRequired).max(OPERATOR_REASON_MAX, companyMsg.revokeNoteMax),
});
