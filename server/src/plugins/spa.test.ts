import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import type { FastifyInstance } from 'fastify';
import { ROUTES, ROUTE_NAMES, SERVING, withParam, type RouteName, type RouteServing } from '@contracts/routes';

/** The built SPA and public files on the API's port, with history fallback and cache headers. */
describe('SPA and static files', () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khibra-client-'));
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html lang="en" dir="ltr"><title>Khibra</title><div id="root"></div></html>');
    fs.writeFileSync(path.join(clientDir, 'assets', 'main.0123abcd.js'), 'console.log(1)');
    fs.writeFileSync(path.join(clientDir, 'assets', '4567cdef.js'), 'console.log(2)');
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

  it('answers GET /unsubscribe with the page (its POST is the one-click unsubscribe): following a mailed link changes nothing', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: '/unsubscribe?token=a.b.c', headers: { accept: 'text/html' } });
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, expect.stringContaining('text/html')]);
    }
    expect((await app.inject({ method: 'POST', url: '/unsubscribe?token=a.b.c' })).statusCode).toBe(400);
  });

  it('writes the language of the request into <html lang dir>: ?lang=, the khibra_lang cookie, Accept-Language', async () => {
    const html = async (url: string, headers: Record<string, string> = {}) => (await app.inject({ method: 'GET', url, headers })).body.slice(0, 45);
    expect(await html('/profile')).toContain('<html lang="en" dir="ltr">');
    expect(await html('/profile', { 'accept-language': 'ar-EG,ar;q=0.9' })).toContain('<html lang="ar" dir="rtl">');
    expect(await html('/profile', { cookie: 'khibra_lang=ar', 'accept-language': 'en' })).toContain('<html lang="ar" dir="rtl">');
    expect(await html('/profile?lang=en', { cookie: 'khibra_lang=ar' })).toContain('<html lang="en" dir="ltr">');
    const res = await app.inject({ method: 'GET', url: '/profile' });
    expect(res.headers.vary).toEqual(expect.stringContaining('Accept-Language'));
  });

  it('caches hashed bundles forever (lazy chunks, named by their hash alone, too) and shipped files for an hour', async () => {
    const bundle = await app.inject({ method: 'GET', url: '/assets/main.0123abcd.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const lazy = await app.inject({ method: 'GET', url: '/assets/4567cdef.js' });
    expect(lazy.statusCode).toBe(200);
    expect(lazy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const logo = await app.inject({ method: 'GET', url: '/content/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/assets/main.deadbeef.js', '/assets/gone.css', '/assets/nested/chunk.12345678.js', '/content/missing.svg', '/media/missing.mp4', '/favicon.ico', '/vacancies/old-bundle.js', '/old-sitemap.xml'])(
    'answers a missing file %s with 404, not the app',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toContain('text/html');
      expect(res.body).not.toContain('<div id="root">');
    },
  );

  it('still answers app routes that look like folders, ids included, with the app', async () => {
    for (const url of ['/vacancies/3f2b6c1e-8d4a-4b7e-9c1a-2e5f6a7b8c9d', '/freelancer/3f2b6c1e-8d4a-4b7e-9c1a-2e5f6a7b8c9d', '/econsultancy/bookings']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves robots.txt from the route table: every members-only page and the API closed, every public page open, the sitemap named', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/']));
    expect(lines).toContain(`Sitemap: ${app.config.publicUrl}/sitemap.xml`);
    const closed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    // A Disallow line closes every address that starts with it.
    const isClosed = (address: string) => closed.some((prefix) => address.startsWith(prefix));
    const address = (name: RouteName) => withParam(ROUTES[name].path, '3f2b6c1e-8d4a-4b7e-9c1a-2e5f6a7b8c9d');
    const pages = ROUTE_NAMES.filter((name) => name !== 'notFound');
    const members = pages.filter((name) => 'member' in ROUTES[name]);
    expect(members).toEqual(expect.arrayContaining(['invite', 'profile', 'vacancyEdit', 'vacancyApplicants', 'bookingPreview']));
    // Closed too: the public pages marked noindex (the e-mails' unsubscribe page).
    const unlisted = pages.filter((name) => (SERVING[name] as RouteServing).noindex && !members.includes(name));
    expect(unlisted).toEqual(['unsubscribe']);
    for (const name of [...members, ...unlisted]) expect([name, isClosed(address(name))]).toEqual([name, true]);
    for (const name of pages.filter((page) => !members.includes(page) && !unlisted.includes(page))) expect([name, isClosed(address(name))]).toEqual([name, false]);
    expect(isClosed('/api/v1.0/freelancer/page')).toBe(true);
  });

  it('sends a Permissions-Policy that turns off camera, microphone, geolocation, payment and USB, and allows passkeys to the site itself', async () => {
    const res = await app.inject({ method: 'GET', url: '/freelancers', headers: { accept: 'text/html' } });
    const policy = res.headers['permissions-policy'] as string;
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
    expect(policy).not.toContain('autoplay');
    const features = policy.split(', ');
    expect(features).toContain('publickey-credentials-get=(self)');
    expect(features).toContain('publickey-credentials-create=(self)');
    expect(features.filter((feature) => feature.startsWith('publickey-credentials-'))).toHaveLength(2);
  });

  it('keeps unknown API paths out of the fallback', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1.0/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors.error).toBe('notFound');
  });
});
