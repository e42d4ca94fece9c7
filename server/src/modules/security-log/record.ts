import { desc, eq, sql } from 'drizzle-orm';
import { SECURITY_LOG_PAGE_SIZE, type SecurityEventDetails, type SecurityEventKind, type SecurityEventView, type SecurityLogPage } from '@contracts/security';
import type { Db } from '../../db/client';
import { securityEvents } from '../../db/schema';
import { deviceOf } from '../sessions/device';

/** How much of a user agent the log keeps. */
const USER_AGENT_CHARS = 200;

/**
 * Writes one entry of the member's security log, inside `tx` when the change it records is a transaction (so the
 * entry and the change are stored together). The kinds are contracts/security.ts SecurityEventKind.
 */
export async function recordSecurityEvent(tx: Db, userId: string, kind: SecurityEventKind, details: SecurityEventDetails = {}): Promise<void> {
  const stored: SecurityEventDetails = { ...details, ...(details.userAgent ? { userAgent: details.userAgent.slice(0, USER_AGENT_CHARS) } : {}) };
  // clock_timestamp(): entries of one transaction keep their order (now() is the transaction's start).
  await tx.insert(securityEvents).values({ userId, kind, details: stored, createdAt: sql`clock_timestamp()` });
}

/** GET /user/security-log?page=: newest first, one page (read through security_events_user_idx). */
export async function securityLogPage(db: Db, userId: string, page: number): Promise<SecurityLogPage> {
  const rows = await db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(SECURITY_LOG_PAGE_SIZE + 1)
    .offset(page * SECURITY_LOG_PAGE_SIZE);
  const data = rows.slice(0, SECURITY_LOG_PAGE_SIZE).map((row): SecurityEventView => {
    const { ip, userAgent, newDevice, by, count, name } = row.details;
    return {
      id: row.id,
      kind: row.kind,
      createdAt: row.createdAt.toISOString(),
      ip: ip ?? null,
      device: userAgent ? deviceOf(userAgent) : null,
      ...(newDevice === undefined ? {} : { newDevice }),
      ...(by === undefined ? {} : { by }),
      ...(count === undefined ? {} : { count }),
      ...(name === undefined ? {} : { name }),
    };
  });
  return { data, page, hasMore: rows.length > SECURITY_LOG_PAGE_SIZE };
}
