import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import type { FastifyInstance } from 'fastify';

/** The built SPA and public files on the API's port, with history fallback and cache headers. */
describe('SPA and static files', () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khibra-client-'));
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Khibra</title><div id="root"></div>');
    fs.writeFileSync(path.join(clientDir, 'assets', 'main.0123abcd.js'), 'console.log(1)');
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: path.join(clientDir, 'data') }), clientDir };
    database = await openDatabase({ migrationsDir: config.migrationsDir });
    app = await buildApp(config, { database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers any app route with index.html, never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/vacancies-posted/freelancers/42?page=1', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed bundles forever and shipped files for an hour', async () => {
    const bundle = await app.inject({ method: 'GET', url: '/assets/main.0123abcd.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const logo = await app.inject({ method: 'GET', url: '/content/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps unknown API paths out of the fallback', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1.0/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors.error).toBe('notFound');
  });
});
