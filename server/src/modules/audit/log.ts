import { and, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { msg } from '@contracts/messages';
import { AUDIT_ACTIONS, AUDIT_COMMAND_LINE, AUDIT_ITEM_KINDS, AUDIT_LOG_PAGE_SIZE, type AuditEntryView, type AuditLogFilters, type AuditLogPage } from '@contracts/operator';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { isUuid } from '../../http/uuid';

/** Longest item id the filter accepts (ids are UUIDs, setting names and mail ids). */
const ITEM_ID_MAX = 200;
/** Most rows one CSV export holds (newest first). */
export const AUDIT_CSV_MAX_ROWS = 100_000;
const CSV_BATCH = 1000;

const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined => list.find((item) => item === value);

/** The filters of ?action=&itemKind=&itemId=&actor= (400 for a value outside the lists, or an actor that is not an id). */
export function parseAuditFilters(query: Record<string, unknown>): AuditLogFilters {
  const text = (key: string) => {
    const value = query[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const filters: AuditLogFilters = {};
  const action = text('action');
  if (action !== undefined) filters.action = oneOf(AUDIT_ACTIONS, action) ?? invalid();
  const itemKind = text('itemKind');
  if (itemKind !== undefined) filters.itemKind = oneOf(AUDIT_ITEM_KINDS, itemKind) ?? invalid();
  const itemId = text('itemId');
  if (itemId !== undefined) filters.itemId = itemId.length <= ITEM_ID_MAX ? itemId : invalid();
  const actor = text('actor');
  if (actor !== undefined) filters.actor = actor === AUDIT_COMMAND_LINE || isUuid(actor) ? actor : invalid();
  return filters;
}

function invalid(): never {
  throw badRequest(msg.invalidValue, 'invalidFilter');
}

/**
 * The WHERE of the filters, each served by an index: action → audit_log_action_idx, item → audit_log_item_idx (an id
 * alone is looked up under every kind), actor → audit_log_actor_idx (null for the command line), none → audit_log_recent_idx.
 */
function whereOf(filters: AuditLogFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.itemKind) conditions.push(eq(auditLog.itemKind, filters.itemKind));
  if (filters.itemId) {
    conditions.push(eq(auditLog.itemId, filters.itemId));
    if (!filters.itemKind) conditions.push(inArray(auditLog.itemKind, [...AUDIT_ITEM_KINDS]));
  }
  if (filters.actor) conditions.push(filters.actor === AUDIT_COMMAND_LINE ? isNull(auditLog.actorId) : eq(auditLog.actorId, filters.actor));
  return and(...conditions);
}

type AuditRow = typeof auditLog.$inferSelect;

/** Newest first, as the indexes are built (DESC NULLS LAST; a plain DESC sorts nulls first and no index serves it). */
const newestFirst = [sql`${auditLog.createdAt} desc nulls last`, sql`${auditLog.id} desc nulls last`];

const toView = (row: AuditRow): AuditEntryView => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  actorId: row.actorId,
  actorLabel: row.actorLabel,
  action: row.action,
  itemKind: row.itemKind,
  itemId: row.itemId,
  reason: row.reason,
  details: row.details,
});

/** GET /admin/audit-log: one page, newest first. */
export async function auditLogPage(db: Db, filters: AuditLogFilters, page: number): Promise<AuditLogPage> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(whereOf(filters))
    .orderBy(...newestFirst)
    .limit(AUDIT_LOG_PAGE_SIZE + 1)
    .offset(page * AUDIT_LOG_PAGE_SIZE);
  return { data: rows.slice(0, AUDIT_LOG_PAGE_SIZE).map(toView), page, hasMore: rows.length > AUDIT_LOG_PAGE_SIZE };
}

/** Every entry of the filters, newest first (at most AUDIT_CSV_MAX_ROWS), read in batches after the last one read. */
export async function allAuditEntries(db: Db, filters: AuditLogFilters): Promise<AuditEntryView[]> {
  const entries: AuditEntryView[] = [];
  let last: AuditRow | undefined;
  while (entries.length < AUDIT_CSV_MAX_ROWS) {
    const after: SQL | undefined = last && or(lt(auditLog.createdAt, last.createdAt), and(eq(auditLog.createdAt, last.createdAt), lt(auditLog.id, last.id)));
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(whereOf(filters), after))
      .orderBy(...newestFirst)
      .limit(Math.min(CSV_BATCH, AUDIT_CSV_MAX_ROWS - entries.length));
    entries.push(...rows.map(toView));
    if (rows.length < CSV_BATCH) break;
    last = rows[rows.length - 1];
  }
  return entries;
}
