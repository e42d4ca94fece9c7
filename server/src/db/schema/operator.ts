import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditItemKind, ReportKind, ReportReason } from '@contracts/operator';
import { users } from './users';

/**
 * What operators did, append-only: every console action and every `npm run admin` command, written in the
 * transaction of the change it records (modules/audit). The actor is a member, or the command line (actor_id null,
 * actor_label naming the system user). Newest first through created_at; an item's history through (item_kind, item_id); one action's through (action).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name and e-mail when they acted, or "command line (user)": the entry reads the same after an erasure. */
    actorLabel: text('actor_label').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    itemKind: text('item_kind').$type<AuditItemKind>().notNull(),
    itemId: text('item_id').notNull(),
    reason: text('reason').notNull().default(''),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_recent_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_item_idx').on(t.itemKind, t.itemId, t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
  ],
);

/**
 * A member's report of a freelancer profile, a vacancy or a company page (POST /reports), for the operator's queue.
 * One per member and item; open while resolved_at is null. Reviews and conversations keep their own report tables.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReportKind>().notNull(),
    itemId: uuid('item_id').notNull(),
    reason: text('reason').$type<ReportReason>().notNull(),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the operator did: 'dismissed', 'hidden', 'warned', 'suspended'. */
    resolution: text('resolution'),
  },
  (t) => [
    uniqueIndex('reports_once_idx').on(t.reporterId, t.kind, t.itemId),
    index('reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
    index('reports_item_idx').on(t.kind, t.itemId),
  ],
);
