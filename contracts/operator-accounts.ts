import * as yup from 'yup';
import { operatorReason, type OperatorRole } from './operator';

/**
 * The console's Accounts: the search (GET /admin/users?q=&page=), one account's page (GET /admin/users/{userId}) and its
 * actions (end sessions, resend verification, change role). Never a password hash, a token or a message's text.
 */

/** Rows per page of the account search. */
export const ACCOUNT_PAGE_SIZE = 20;
/** Longest search text taken; more is cut. */
export const ACCOUNT_QUERY_MAX = 100;
/** How many of the latest reports by and about an account its page lists. */
export const ACCOUNT_LATEST_REPORTS = 5;

/** Deleted wins over suspended, suspended over awaiting approval. */
export type AccountStatus = 'active' | 'suspended' | 'awaitingApproval' | 'deleted';

/** One row of the search. */
export interface AccountSummary {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: OperatorRole | null;
  status: AccountStatus;
  createdAt: string;
}

/** A page of the search, newest accounts first; hasMore says whether a next page exists. */
export interface AccountSearchPage {
  data: AccountSummary[];
  page: number;
  hasMore: boolean;
}

/** Where a report was made: a profile/vacancy/company report, a review report or a conversation report. */
export type AccountReportSource = 'content' | 'review' | 'conversation';

export interface AccountReport {
  id: string;
  source: AccountReportSource;
  /** For content reports the item reported (freelancer, vacancy, company); 'review' or 'conversation' otherwise. */
  kind: string;
  /** A reason key (contracts/operator.ts REPORT_REASONS) for content reports; the reporter's words otherwise. */
  reason: string;
  createdAt: string;
  /** Content reports only: still waiting for an operator. */
  open: boolean | null;
}

export interface AccountReports {
  count: number;
  latest: AccountReport[];
}

/** One account as the console shows it. */
export interface AccountDetail extends AccountSummary {
  suspension: { reason: string; since: string } | null;
  deletedAt: string | null;
  /** The latest successful sign-in in the security log. */
  lastSignInAt: string | null;
  activeSessions: number;
  mailVerified: boolean;
  approved: boolean;
  company: { id: string; name: string; verifiedDomain: string | null; verifiedAt: string | null } | null;
  counts: { vacancies: number; applications: number; bookings: number; reviewsGiven: number; reviewsReceived: number };
  reportsBy: AccountReports;
  reportsAbout: AccountReports;
}

export const accountsMsg = {
  roleInvalid: 'Please choose administrator, moderator or no role.',
  alreadyVerified: "This account's email is already verified.",
  ownAdminRole: 'You cannot remove your own administrator role. Ask another administrator to do it.',
} as const;


export const ACCOUNT_ROLES = ['admin', 'moderator'] as const;

/** The body of PUT …/role: role null takes every operator role away. */
export const accountRoleSchema = yup.object({
  role: yup
    .mixed<OperatorRole>()
    .nullable()
    .defined(accountsMsg.roleInvalid)
    .test('role', accountsMsg.roleInvalid, (value) => value === null || (ACCOUNT_ROLES as readonly unknown[]).includes(value)),
  reason: operatorReason,
});
