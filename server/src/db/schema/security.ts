import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SecurityEventDetails, SecurityEventKind } from '@contracts/security';
import { sessions } from './sessions';
import { users } from './users';

/**
 * The member's security log (GET /user/security-log): sign-ins, failed attempts, changes of password, e-mail,
 * two-step sign-in and passkeys, ended sessions. Newest first through (user_id, created_at, id).
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SecurityEventKind>().notNull(),
    /** IP, user agent and what the kind needs (contracts/security.ts SecurityEventDetails). */
    details: jsonb('details').$type<SecurityEventDetails>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('security_events_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);

/**
 * Devices an account signed in from: the SHA-256 of the khibra_device cookie's random id. A sign-in from a device
 * not listed here is a new device (the member is told by e-mail).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/**
 * When a session's owner last proved the password (POST /auth/reauth). A
 * session without a row was proved when it was opened (its created_at).
 */
export const sessionProofs = pgTable('session_proofs', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  provedAt: timestamp('proved_at', { withTimezone: true }).notNull(),
});
