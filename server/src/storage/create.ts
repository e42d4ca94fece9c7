import path from 'node:path';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { DatabaseStorage } from './database';
import { LocalStorage } from './local';
import type { Storage } from './storage';

/** The configured storage (STORAGE): the database, shared by every instance, or the local disk under DATA_DIR/uploads. */
export function createStorage(config: Config, db: Db): Storage & { sweepTemporary(maxAgeMs: number): Promise<number> } {
  return config.storage === 'database' ? new DatabaseStorage(db) : new LocalStorage(path.join(config.dataDir, 'uploads'));
}
