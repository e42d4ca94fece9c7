import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are chosen by the server only
 * (`<folder>/<uuid>[.<ext>]`), never taken from a client's file name.
 */
export interface Storage {
  /** Writes the whole body under key (replacing what was there) and resolves with the bytes written. */
  put(body: Readable | Buffer, key: string): Promise<number>;
  /** A stream of the stored bytes, or null when nothing is stored under key. */
  get(key: string): Promise<Readable | null>;
  /** Removes key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Renames from → to (used to move a validated temporary upload into place). */
  move(from: string, to: string): Promise<void>;
}

/** Folder of temporary uploads (written while a request streams in, removed or moved before it ends). */
export const TMP_FOLDER = 'tmp';

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*(\.[a-z0-9]{1,8})?$/;

/** Throws unless key is a server-made key (no dots but the extension, no empty segments, no traversal). */
export function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.length > 200) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
