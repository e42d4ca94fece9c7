/**
 * The operator console's queue (GET /admin/queue, /admin/queue/{kind}/{id}, POST …/resolve): everything waiting for an
 * operator, oldest first. Accounts, profiles and vacancies wait for approval only under APPROVAL=manual; reports wait
 * while open. Company verification needs no operator (a link at the domain or a DNS record proves it), so it has no kind.
 */
import type { CompanyProfile } from './company';
import type { Freelancer } from './freelancer';
import type { Paged } from './paging';
import type { ReportKind } from './operator';
import type { Vacancy } from './vacancy';

/** The tabs of the queue: one kind of approval each, and every open report (of a profile, vacancy, company, review or conversation). */
export const QUEUE_FILTERS = ['account', 'freelancer', 'vacancy', 'report'] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

/** What an item of the queue is: an approval, or a report from one of the three report tables. */
export const QUEUE_KINDS = ['account', 'freelancer', 'vacancy', 'report', 'reviewReport', 'conversationReport'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];

export const queueFilterOf = (kind: QueueKind): QueueFilter => (kind === 'reviewReport' || kind === 'conversationReport' ? 'report' : kind);

/**
 * What an operator may do with an item. approve / reject: approvals (reject needs a reason, e-mailed to the member).
 * dismiss: the report is closed, nothing else. warn: the reported member is e-mailed the reason; the report is closed.
 * hide: a review is hidden with the reason as its note (a profile, vacancy or company page is hidden through
 * POST /admin/content/{kind}/{id}/hide, which closes its reports). suspend: closes the report once the reported account is
 * suspended (POST /admin/users/{userId}/suspend).
 */
export const QUEUE_ACTIONS = ['approve', 'reject', 'dismiss', 'warn', 'hide', 'suspend'] as const;
export type QueueAction = (typeof QUEUE_ACTIONS)[number];

/** The actions of each kind, in the order the console shows them. */
export const QUEUE_ACTIONS_OF: Record<QueueKind, readonly QueueAction[]> = {
  account: ['approve', 'reject'],
  freelancer: ['approve', 'reject'],
  vacancy: ['approve', 'reject'],
  report: ['dismiss', 'warn', 'hide', 'suspend'],
  reviewReport: ['dismiss', 'warn', 'hide', 'suspend'],
  conversationReport: ['dismiss', 'warn', 'suspend'],
};

/** Actions that must say why (the member reads it, or it is the hidden review's note). */
export const REASON_REQUIRED: readonly QueueAction[] = ['reject', 'warn', 'hide'];

/** Items per page of the queue. */
export const QUEUE_PAGE_SIZE = 20;

/** Messages of a reported conversation shown around the report's time: this many before it and this many after. */
export const CONVERSATION_CONTEXT = 5;

/** What a report's close records (reports.resolution). */
export type ReportResolution = 'dismissed' | 'hidden' | 'warned' | 'suspended';

export interface QueueMember {
  id: string;
  name: string;
  email: string;
}

/** One row of the queue. `title`: the account's name, profile's name, vacancy's title, the reported item's name, or the reported member's (a review's author, a conversation's other side). */
export interface QueueItem {
  kind: QueueKind;
  id: string;
  /** Waiting since: sign-up, profile creation, posting, or the report. */
  since: string;
  title: string;
  /** For reports: what is reported (a profile, vacancy or company for kind 'report'), and the chosen reason. */
  reportKind?: ReportKind | 'review' | 'conversation';
  reason?: string;
}

export interface QueuePage extends Paged<QueueItem> {
  /** Items waiting under each tab (the tabs' badges). */
  counts: Record<QueueFilter, number>;
}

export interface QueueMessage {
  id: string;
  senderId: string;
  senderName: string;
  text: string;
  createdAt: string;
  attachmentName: string | null;
}

/** GET /admin/queue/{kind}/{id}: what is needed to judge the item. */
export interface QueueItemDetail {
  item: QueueItem;
  actions: QueueAction[];
  /** The account concerned: the one awaiting approval, the owner of the profile or vacancy, or the reported member. */
  member: QueueMember | null;
  /** Whether that account is suspended now. */
  memberSuspended: boolean;
  report?: { reason: string; text: string; createdAt: string; reporter: QueueMember | null; openReports: number };
  account?: { createdAt: string; mailVerified: boolean; country: string; city: string; iam: string[] };
  freelancer?: Freelancer | null;
  vacancy?: Vacancy | null;
  company?: CompanyProfile | null;
  review?: { id: string; rating: number; text: string; reply: string | null; publishedAt: string; hidden: boolean; authorName: string; subjectName: string };
  /** A reported conversation: its subject and the messages around the report's time (never the rest). */
  conversation?: { id: string; subjectTitle: string; messages: QueueMessage[]; before: boolean; after: boolean };
}

export interface ResolveQueueItem {
  action: QueueAction;
  reason: string;
}

export const queueMsg = {
  badKind: 'There is no such kind of queue item.',
  notFound: 'This queue item does not exist.',
  resolved: 'This item is no longer waiting: another operator has dealt with it.',
  badAction: 'This action is not possible for this item.',
  reasonNeeded: 'Please write the reason.',
  reasonTooLong: 'The reason should have maximum 1000 characters.',
  notSuspended: 'Suspend the account first; then the report is closed.',
  hideThroughContent: 'Hide the profile, vacancy or company page with its hide action; its reports close with it.',
  notComplete: 'This freelancer profile is not complete yet.',
} as const;
