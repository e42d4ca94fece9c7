import { sql } from 'drizzle-orm';
import type { AuditAction, AuditItemKind } from '@contracts/operator';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who acted: a console member (their id, name and e-mail at the time), or the command line (`npm run admin`). */
export type AuditActor = { id: string; label: string } | { id: null; label: string };

/** The actor of a console call, from the signed-in operator. */
export const memberActor = (user: { id: string; firstName: string; lastName: string; email: string }): AuditActor => ({
  id: user.id,
  label: `${user.firstName} ${user.lastName} <${user.email}>`,
});

/** The actor of an `npm run admin` command: the system user who ran it (this process's, or the one the command line names to the server). */
export const commandLineActor = (systemUser = process.env.USER ?? process.env.USERNAME ?? 'unknown'): AuditActor => ({ id: null, label: `command line (${systemUser})` });

export interface AuditEntry {
  action: AuditAction;
  itemKind: AuditItemKind;
  itemId: string;
  reason?: string;
  details?: Record<string, string | number | boolean | null>;
}

/**
 * Writes one audit entry. Call it with the transaction of the change it records: if the entry cannot be written the
 * change does not commit, and a change rolled back leaves no entry.
 */
export async function recordAudit(tx: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorLabel: actor.label,
    action: entry.action,
    itemKind: entry.itemKind,
    itemId: entry.itemId,
    reason: entry.reason ?? '',
    details: entry.details ?? {},
    // clock_timestamp(): entries of one transaction keep their order (now() is the transaction's start).
    createdAt: sql`clock_timestamp()`,
  });
}
