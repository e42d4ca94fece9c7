import { primaryKey, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './sessions';
import { users } from './users';

/**
 * Devices an account signed in from (the `khibra_device` cookie): only a
 * SHA-256 of the cookie's random id is kept. Past the per-account failure
 * threshold these still sign in as usual; other devices are slowed down.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull().defaultNow(),
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
