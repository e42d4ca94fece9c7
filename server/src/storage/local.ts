import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { TMP_FOLDER, assertKey, type Storage } from './storage';

/**
 * Files on the local disk under one root (`${dataDir}/uploads`). A put writes
 * to a hidden partial file and renames it into place, so a reader never sees
 * half a file and a failed write leaves nothing behind.
 */
export class LocalStorage implements Storage {
  constructor(readonly root: string) {}

  private file(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(body: Readable | Buffer, key: string): Promise<number> {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomUUID()}.partial`;
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, counter, createWriteStream(partial, { flags: 'wx', mode: 0o640 }));
      await fs.rename(partial, target);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
    return bytes;
  }

  async get(key: string): Promise<Readable | null> {
    const file = this.file(key);
    try {
      const handle = await fs.open(file, 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fs.stat(this.file(key))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.file(to);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(this.file(from), target);
  }

  /** Removes temporary uploads older than maxAgeMs (left by a process that stopped mid-request). */
  async sweepTemporary(maxAgeMs: number): Promise<number> {
    const dir = path.join(this.root, TMP_FOLDER);
    let names: string[];
    try {
      names = await fs.readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names) {
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > maxAgeMs) {
        await fs.rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
