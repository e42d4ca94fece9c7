import { Readable } from 'node:stream';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { FREELANCER_LIMITS } from '@contracts/freelancer';
import { buildApp } from '../app';
import { storedFiles } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { PDF, storedPdf, PNG, createMember, photoFile, profileFields, resumeFile, saveProfile } from '../test/freelancers';
import { DatabaseStorage } from './database';

// npm test runs this file on both databases (scripts/test.sh): each engine's default storage.

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('STORAGE=database: uploads shared by every instance on one database', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ STORAGE: 'database' });
    // On PostgreSQL the second instance has its own pool, as another process would.
    second = await buildApp(t.config, t.database.driver === 'postgres' ? {} : { database: t.database });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const keys = async () => (await t.database.db.select({ key: storedFiles.key }).from(storedFiles)).map((r) => r.key).sort();

  it('a photo and a résumé uploaded through one instance are served by the other; nothing is written to disk', async () => {
    const { token } = await createMember(t);
    const res = await saveProfile(t, token, profileFields(), [resumeFile(), photoFile()]);
    expect(res.statusCode).toBe(200);
    const saved = res.json().data as { id: string; profilePhoto: string };

    const photo = await second.inject({ method: 'GET', url: saved.profilePhoto });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 8, height: 8 });

    const resume = await second.inject({ method: 'GET', url: `/api/v1.0/freelancer/${saved.id}/resume`, headers: { authorization: token } });
    expect(resume.statusCode).toBe(200);
    expect(resume.rawPayload.equals(await storedPdf())).toBe(true);

    expect(await keys()).toEqual(expect.arrayContaining([`photos/${path.basename(saved.profilePhoto)}`]));
    expect((await keys()).some((key) => key.startsWith('tmp/'))).toBe(false);
    await expect(fs.stat(path.join(t.config.dataDir, 'uploads'))).rejects.toThrow(/ENOENT/);
  });

  it('limits and content checks are unchanged: an oversized or fake photo stores nothing', async () => {
    const { token } = await createMember(t);
    const before = await keys();
    const big = Buffer.concat([PNG, Buffer.alloc(FREELANCER_LIMITS.photoBytes + 1 - PNG.length)]);
    expect((await saveProfile(t, token, profileFields(), [resumeFile(), photoFile(big)])).statusCode).toBe(413);
    expect((await saveProfile(t, token, profileFields(), [resumeFile(), photoFile(PDF, 'me.png', 'image/png')])).statusCode).toBe(400);
    expect(await keys()).toEqual(before);
  });

  it('put, get, move, exists and delete behave like the disk driver', async () => {
    const storage = new DatabaseStorage(t.database.db);
    expect(await storage.put(Readable.from([Buffer.from('hello '), Buffer.from('world')]), 'tmp/a1')).toBe(11);
    expect(await storage.exists('tmp/a1')).toBe(true);
    await storage.put(Buffer.from('old'), 'docs/b1.txt');
    await storage.move('tmp/a1', 'docs/b1.txt');
    expect(await storage.exists('tmp/a1')).toBe(false);
    expect((await readAll((await storage.get('docs/b1.txt'))!)).toString()).toBe('hello world');
    await expect(storage.move('tmp/missing', 'docs/c1')).rejects.toThrow();
    await storage.delete('docs/b1.txt');
    await storage.delete('docs/b1.txt');
    expect(await storage.get('docs/b1.txt')).toBeNull();
    await expect(storage.get('../etc/passwd')).rejects.toThrow(/Invalid storage key/);
    await storage.put(Buffer.from('left over'), 'tmp/old1');
    expect(await storage.sweepTemporary(60 * 60 * 1000)).toBe(0);
    expect(await storage.sweepTemporary(0)).toBe(1);
  });
});

describe('STORAGE setting', () => {
  it('defaults to the database on PostgreSQL and to the disk on the embedded database; anything else stops the start', async () => {
    const { loadConfig } = await import('../config');
    expect(loadConfig({ DATABASE_URL: 'postgres://khibra@db.internal/khibra' }).storage).toBe('database');
    expect(loadConfig({}).storage).toBe('local');
    expect(loadConfig({ DATABASE_URL: 'postgres://khibra@db.internal/khibra', STORAGE: 'local' }).storage).toBe('local');
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/STORAGE/);
  });
});
