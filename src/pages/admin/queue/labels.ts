import { REPORT_REASONS } from '@contracts/operator';
import type { QueueItem } from '@contracts/queue';
import { adminT as t } from '@/shared/i18n';

/** What a row of the queue is, in the operator's words: the approval's kind, or what is reported. */
export const itemLabel = (item: Pick<QueueItem, 'kind' | 'reportKind'>): string => (item.reportKind ? t(`admin.queue.reported.${item.reportKind}`) : t(`admin.queue.kind.${item.kind}`));

/** A report's reason: one of REPORT_REASONS by its label; a review's or conversation's report carries the member's own words. */
export const isListedReason = (reason: string): reason is (typeof REPORT_REASONS)[number] => (REPORT_REASONS as readonly string[]).includes(reason);
export const reasonLabel = (reason: string): string | null => (isListedReason(reason) ? t(`admin.queue.reason.${reason}`) : null);
