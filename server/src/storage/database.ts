import { Readable } from 'node:stream';
import { and, eq, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';
import { TMP_FOLDER, assertKey, type Storage } from './storage';

/** No upload route takes more than 10 MB (profile files); a body past this is refused outright. */
export const DATABASE_FILE_MAX_BYTES = 12 * 1024 * 1024;

/**
 * Files in PostgreSQL (the stored_files table, bytea), shared by every
 * instance on the database. A put reads the whole body first (the routes have
 * already bounded it at 5 or 10 MB) and writes it in one statement, so a
 * reader never sees half a file and a failed upload leaves nothing behind.
 * A download is a stream over the stored bytes.
 */
export class DatabaseStorage implements Storage {
  constructor(private readonly db: Db) {}

  async put(body: Readable | Buffer, key: string): Promise<number> {
    assertKey(key);
    const content = Buffer.isBuffer(body) ? body : await readBounded(body);
    if (content.length > DATABASE_FILE_MAX_BYTES) throw new Error('File too large for database storage');
    await this.db
      .insert(storedFiles)
      .values({ key, content, size: content.length })
      .onConflictDoUpdate({ target: storedFiles.key, set: { content, size: content.length, createdAt: sql`now()` } });
    return content.length;
  }

  async get(key: string): Promise<Readable | null> {
    assertKey(key);
    const [row] = await this.db.select({ content: storedFiles.content }).from(storedFiles).where(eq(storedFiles.key, key));
    return row ? Readable.from([row.content]) : null;
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await this.db.delete(storedFiles).where(eq(storedFiles.key, key));
  }

  async exists(key: string): Promise<boolean> {
    assertKey(key);
    const [row] = await this.db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.key, key));
    return Boolean(row);
  }

  /** Renames in one transaction (replacing what was at `to`); fails like the disk when `from` is missing. */
  async move(from: string, to: string): Promise<void> {
    assertKey(from);
    assertKey(to);
    await this.db.transaction(async (tx) => {
      if (from !== to) await tx.delete(storedFiles).where(eq(storedFiles.key, to));
      const moved = await tx.update(storedFiles).set({ key: to }).where(eq(storedFiles.key, from)).returning({ key: storedFiles.key });
      if (moved.length === 0) throw new Error(`Nothing stored under ${from}`);
    });
  }

  /** Removes temporary uploads older than maxAgeMs (left by an instance that stopped mid-request). */
  async sweepTemporary(maxAgeMs: number): Promise<number> {
    const rows = await this.db
      .delete(storedFiles)
      .where(and(like(storedFiles.key, `${TMP_FOLDER}/%`), lt(storedFiles.createdAt, sql`now() - ${maxAgeMs} * interval '1 millisecond'`)))
      .returning({ key: storedFiles.key });
    return rows.length;
  }
}

async function readBounded(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += buffer.length;
    if (total > DATABASE_FILE_MAX_BYTES) {
      stream.destroy();
      throw new Error('File too large for database storage');
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
