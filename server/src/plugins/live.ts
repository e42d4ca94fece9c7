import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HEARTBEAT_MS } from '@contracts/events';
import { LiveHub } from '../modules/events/hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live streams of this instance and the notices between instances (modules/events/hub.ts). */
    live: LiveHub;
  }
}

/**
 * app.live: listens from the start (onReady) and, when the server starts closing, ends its streams first (their
 * clients resume on another instance with Last-Event-ID), so that closing does not wait for them.
 */
export const livePlugin = fp(
  async (app: FastifyInstance) => {
    const hub = new LiveHub({ db: app.database.db, notifications: app.database.notifications, log: app.log, heartbeatMs: HEARTBEAT_MS });
    app.decorate('live', hub);
    app.addHook('onReady', async () => hub.start());
    app.addHook('preClose', async () => hub.stop());
  },
  { name: 'khibra-live', decorators: { fastify: ['database'] } },
);
