import * as yup from 'yup';
import { companyMsg } from './company';
import { typedLines } from './text';

/**
 * The operator console (/admin) and members' reports: paths, roles, what the audit log records.
 * Administrators hold every power; moderators work the queue and reports but not roles, settings or exports.
 */

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

/** What an operator may hide from everyone but its owner (POST /admin/content/{kind}/{id}/hide). */
export const HIDEABLE_KINDS = ['freelancer', 'vacancy', 'company'] as const;
export type HideableKind = (typeof HIDEABLE_KINDS)[number];

/** A console member's powers: 'admin' (everything) or 'moderator' (queue and reports). */
export type OperatorRole = 'admin' | 'moderator';

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
