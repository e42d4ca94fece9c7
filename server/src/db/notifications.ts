import { EventEmitter } from 'node:events';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Notices between the instances on one database: PostgreSQL's LISTEN/NOTIFY (one listening connection per
 * instance, outside the pool), or, on the embedded database that one process owns, an in-process emitter.
 * A notice carries ids, not content (NOTIFY takes at most 8,000 bytes): a listener reads what it needs.
 */
export interface Notifications {
  /**
   * Sends payload to every instance's listeners of channel, this one's included. Given the transaction of a change
   * (`tx`), it is sent when that commits (PostgreSQL's NOTIFY in the transaction); the embedded database runs one
   * transaction at a time, so a listener's reads there wait for the commit.
   */
  notify(channel: string, payload: string, tx?: Db): Promise<void>;
  /**
   * Calls listener with each payload sent on channel. `resumed` is called after the listening connection was lost
   * and made again: notices sent meanwhile never arrive, so whoever depends on them must catch up.
   */
  listen(channel: string, listener: (payload: string) => void, resumed?: () => void): Promise<Listening>;
}

export interface Listening {
  /** Whether notices arrive now (false while the listening connection is being made again). */
  listening(): boolean;
  stop(): Promise<void>;
}

/** One process: an emitter is every instance there is. */
export function inProcessNotifications(): Notifications {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    notify: async (channel, payload) => {
      // As NOTIFY: delivered after the caller goes on, never inside its call.
      setImmediate(() => emitter.emit(channel, payload));
    },
    listen: async (channel, listener) => {
      emitter.on(channel, listener);
      return { listening: () => true, stop: async () => void emitter.off(channel, listener) };
    },
  };
}

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 2_000;
const CHANNEL_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

/** LISTEN on a connection of its own, made again (with backoff) whenever it is lost: a PostgreSQL restart included. */
export function postgresNotifications(connectionString: string, pool: pg.Pool, onError: (error: Error) => void): Notifications {
  return {
    notify: async (channel, payload, tx) => {
      if (tx) await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
      else await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: async (channel, listener, resumed) => {
      if (!CHANNEL_PATTERN.test(channel)) throw new Error(`Invalid channel: ${channel}`);
      let client: pg.Client | undefined;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      let delay = RECONNECT_FIRST_MS;
      const connect = async (again: boolean): Promise<void> => {
        const next = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 10_000 });
        next.on('notification', (notice) => {
          if (notice.channel === channel) listener(notice.payload ?? '');
        });
        next.on('error', (error) => {
          onError(error);
          lost(next);
        });
        next.on('end', () => lost(next));
        try {
          await next.connect();
          await next.query(`listen ${channel}`);
        } catch (error) {
          next.removeAllListeners('end');
          await next.end().catch(() => undefined);
          throw error;
        }
        if (stopped) {
          await next.end().catch(() => undefined);
          return;
        }
        client = next;
        delay = RECONNECT_FIRST_MS;
        if (again) resumed?.();
      };
      const lost = (which: pg.Client) => {
        if (which !== client || stopped) return;
        client = undefined;
        which.removeAllListeners('end');
        void which.end().catch(() => undefined);
        schedule();
      };
      const schedule = () => {
        if (stopped || retry) return;
        retry = setTimeout(() => {
          retry = undefined;
          connect(true).catch((error: unknown) => {
            onError(error instanceof Error ? error : new Error(String(error)));
            delay = Math.min(RECONNECT_MAX_MS, delay * 2);
            schedule();
          });
        }, delay);
        retry.unref();
      };
      await connect(false);
      return {
        listening: () => client !== undefined,
        stop: async () => {
          stopped = true;
          clearTimeout(retry);
          const last = client;
          client = undefined;
          if (last) {
            last.removeAllListeners('end');
            await last.end().catch(() => undefined);
          }
        },
      };
    },
  };
}
