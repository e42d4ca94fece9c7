import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { createStorage, type Storage } from '../storage';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (photos, résumés, vacancy files). */
    storage: Storage;
  }
}

/** Temporary uploads older than this are left over from a stopped process and removed at start. */
const STALE_TMP_MS = 60 * 60 * 1000;

/**
 * Multipart parsing for every route (each route reads its parts with its own
 * limits through http/multipart.ts) and the file storage chosen by STORAGE
 * (the database or the local disk under `${dataDir}/uploads`) unless a
 * storage is handed in.
 */
async function registerUploads(app: FastifyInstance, config: Config, storage?: Storage): Promise<void> {
  await app.register(multipart, {
    limits: { fieldNameSize: 100, fieldSize: 64 * 1024, fields: 100, files: 4, parts: 120, headerPairs: 200 },
  });
  const store = storage ?? createStorage(config, app.database.db);
  app.decorate('storage', store);
  const sweeper = store as Partial<{ sweepTemporary(maxAgeMs: number): Promise<number> }>;
  if (typeof sweeper.sweepTemporary === 'function') {
    sweeper.sweepTemporary(STALE_TMP_MS).catch((error: unknown) => app.log.warn({ err: error }, 'sweeping temporary uploads failed'));
  }
}

/** app.storage and multipart bodies. */
export const uploadsPlugin = fp(async (app: FastifyInstance, options: { storage?: Storage }) => registerUploads(app, app.config, options.storage), {
  name: 'khibra-uploads',
  decorators: { fastify: ['database', 'config'] },
});
