import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { ACCOUNT_PATHS } from '@contracts/user';
import { createTestApp, type TestApp } from '../test/app';
import { createFreelancer, createMember, profileFields, saveProfile } from '../test/freelancers';
import { postVacancy, request } from '../test/vacancies';

/**
 * A server bundle standing in for dist/ssr/server.cjs: each page reads the
 * API through the fetch it is given, as the real renderer does, and prints
 * what it read, its language and the number of renders so far (a page
 * served from the cache repeats the number).
 */
const FAKE_BUNDLE = `
const { PassThrough } = require('node:stream');
let renders = 0;
const page = (status, html) => {
  const body = new PassThrough();
  body.end(html);
  return { status, head: '<title>Khibra</title>', body, data: '', chunk: 'page' };
};
exports.shellHead = async () => '';
exports.render = async (url, { origin, locale, fetch }) => {
  const read = async (apiPath) => (await fetch(origin + '/api/v1.0' + apiPath, { headers: { 'accept-language': locale } }));
  const [pathname] = url.split('?');
  const parts = pathname.split('/');
  renders += 1;
  const stamp = '<p>render ' + renders + ' in ' + locale + ' of ' + url + '</p>';
  if (parts[1] === 'freelancer') {
    const answer = await read('/unauth/freelancer/' + parts[2]);
    if (answer.status !== 200) return page(404, '<h1>Not found</h1>' + stamp);
    return page(200, '<h1>' + (await answer.json()).data.profileHeader + '</h1>' + stamp + 'x'.repeat(2000));
  }
  if (parts[1] === 'vacancies') {
    const list = await (await read('/unauth/vacancies?page=0')).json();
    return page(200, '<ul>' + list.data.map((v) => '<li>' + v.title + '</li>').join('') + '</ul>' + stamp);
  }
  if (parts[1] === 'vacancy') {
    const answer = await read('/unauth/vacancy/' + parts[2]);
    return page(answer.status === 200 ? 200 : 404, '<h1>' + (answer.status === 200 ? (await answer.json()).data.title : 'Gone') + '</h1>' + stamp);
  }
  return null;
};
`;

describe('server-rendered pages in the visitor cache', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'khibra-page-cache-'));
  const clientDir = path.join(root, 'client');
  const lines: Record<string, unknown>[] = [];
  let t: TestApp;
  let amira: Awaited<ReturnType<typeof createFreelancer>>;
  let business: Awaited<ReturnType<typeof createMember>>;

  beforeAll(async () => {
    fs.mkdirSync(clientDir);
    fs.mkdirSync(path.join(root, 'ssr'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html lang="en" dir="ltr"><head><title>Khibra</title></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(root, 'ssr', 'server.cjs'), FAKE_BUNDLE);
    // The production log level, its lines kept: a hit must write none at `info`.
    const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
    t = await createTestApp({ APPROVAL: 'auto', VISITOR_CACHE_MS: '60000', LOG_LEVEL: 'info' }, { logStream }, { clientDir });
    amira = await createFreelancer(t, { firstName: 'Amira', lastName: 'Haddad' }, { profileHeader: 'Board coach for family businesses' });
    business = await createMember(t, { firstName: 'Hiring', lastName: 'Business', iam: ['Business'] });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> => t.app.inject({ method: 'GET', url, headers });
  const renderOf = (res: LightMyRequestResponse) => /render (\d+)/.exec(res.body)?.[1];

  it("a second visitor gets the first one's page from memory: the same bytes, compressed ahead too", async () => {
    const first = await page(`/freelancer/${amira.id}`);
    const second = await page(`/freelancer/${amira.id}`);
    expect([first.statusCode, first.headers['x-visitor-cache']]).toEqual([200, 'miss']);
    expect([second.statusCode, second.headers['x-visitor-cache']]).toEqual([200, 'hit']);
    expect(second.body).toContain('Board coach for family businesses');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(String(second.headers.vary)).toMatch(/Cookie.*Accept-Encoding.*Accept-Language/);
    const br = await page(`/freelancer/${amira.id}`, { 'accept-encoding': 'br' });
    expect([br.headers['x-visitor-cache'], br.headers['content-encoding']]).toEqual(['hit', 'br']);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(first.rawPayload)).toBe(true);
  });

  it('tracking parameters (utm_*, fbclid, gclid) and the order of the others make no new entry', async () => {
    const first = await page(`/vacancies?page=0&sort=new`);
    expect(first.headers['x-visitor-cache']).toBe('miss');
    for (const url of [`/vacancies?utm_source=news&sort=new&page=0&fbclid=abc`, `/vacancies?gclid=1&page=0&UTM_CAMPAIGN=x&sort=new`]) {
      const tracked = await page(url);
      expect([tracked.headers['x-visitor-cache'], renderOf(tracked)]).toEqual(['hit', renderOf(first)]);
      expect(tracked.body).toBe(first.body);
    }
    // Any other parameter is another page.
    expect((await page(`/vacancies?page=0&sort=new&q=x`)).headers['x-visitor-cache']).toBe('miss');
  });

  it('keeps Arabic and English apart, whichever way the language is asked for', async () => {
    const english = await page(`/freelancer/${amira.id}?lang=en`);
    const arabic = await page(`/freelancer/${amira.id}?lang=en`, { 'accept-language': 'ar' });
    expect(english.body).toContain('in en');
    // ?lang= wins over Accept-Language: the same page.
    expect([arabic.headers['x-visitor-cache'], renderOf(arabic)]).toEqual(['hit', renderOf(english)]);
    const ar = await page(`/freelancer/${amira.id}`, { 'accept-language': 'ar-EG,ar;q=0.9' });
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('in ar');
    const arCookie = await page(`/freelancer/${amira.id}`, { cookie: 'khibra_lang=ar', 'accept-language': 'en' });
    expect([arCookie.headers['x-visitor-cache'], renderOf(arCookie)]).toEqual(['hit', renderOf(ar)]);
    const en = await page(`/freelancer/${amira.id}`, { 'accept-language': 'en' });
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    expect(en.body).toContain('in en');
  });

  it("a signed-in member never gets a visitor's stored page, and never fills one", async () => {
    const signedIn = { cookie: 'khibra_signed_in=1' };
    const member = await page(`/vacancy/none-yet`, signedIn);
    expect(member.headers['x-visitor-cache']).toBeUndefined();
    expect(member.body).not.toContain('render');
    const visitor = await page(`/vacancy/none-yet`);
    expect([visitor.statusCode, visitor.headers['x-visitor-cache']]).toEqual([404, 'miss']);
    await page(`/freelancer/${amira.id}`);
    const after = await page(`/freelancer/${amira.id}`, signedIn);
    expect(after.headers['x-visitor-cache']).toBeUndefined();
    expect(after.body).not.toContain('Board coach');
  });

  it('a saved profile drops its page: the next visitor sees the new text', async () => {
    expect((await page(`/freelancer/${amira.id}`)).body).toContain('Board coach for family businesses');
    const saved = await saveProfile(t, amira.token, profileFields({ profileHeader: 'Governance adviser for Gulf family firms' }));
    expect(saved.statusCode).toBe(200);
    const next = await page(`/freelancer/${amira.id}`);
    expect(next.headers['x-visitor-cache']).toBe('miss');
    expect(next.body).toContain('Governance adviser for Gulf family firms');
  });

  it('a posted vacancy and a removed one drop the vacancy list page; a page of what no tag names goes with any write', async () => {
    await page('/vacancies');
    const vacancy = await postVacancy(t, business.token, { title: 'Treasury transformation lead' });
    const listed = await page('/vacancies');
    expect(listed.headers['x-visitor-cache']).toBe('miss');
    expect(listed.body).toContain('Treasury transformation lead');
    expect((await page(`/vacancy/${vacancy.id}`)).body).toContain('Treasury transformation lead');
    expect((await page(`/vacancy/${vacancy.id}`)).headers['x-visitor-cache']).toBe('hit');
    // The single vacancy is read uncached: any write at all drops its page; a freelancer's page stays.
    await page(`/freelancer/${amira.id}`);
    expect((await request(t, 'PUT', ACCOUNT_PATHS.language, business.token, { language: 'ar' })).statusCode).toBe(200);
    expect((await page(`/vacancy/${vacancy.id}`)).headers['x-visitor-cache']).toBe('miss');
    expect((await page(`/freelancer/${amira.id}`)).headers['x-visitor-cache']).toBe('hit');
    expect((await request(t, 'DELETE', `/vacancy/${vacancy.id}`, business.token)).statusCode).toBe(200);
    const after = await page('/vacancies');
    expect(after.headers['x-visitor-cache']).toBe('miss');
    expect(after.body).not.toContain('Treasury transformation lead');
    expect((await page(`/vacancy/${vacancy.id}`)).body).toContain('Gone');
  });

  it('writes no line at `info` for a hit, one for a read that missed, two for a write', async () => {
    const url = `/freelancer/${amira.id}?lang=en&for=logs`;
    await page(url);
    lines.length = 0;
    const hit = await page(url);
    expect(hit.headers['x-visitor-cache']).toBe('hit');
    const jsonMiss = await page(`/api/v1.0/unauth/vacancies?page=3`);
    expect((await page(`/api/v1.0/unauth/vacancies?page=3`)).headers['x-visitor-cache']).toBe('hit');
    expect(jsonMiss.headers['x-visitor-cache']).toBe('miss');
    await new Promise((resolve) => setImmediate(resolve));
    const completed = () => lines.filter((line) => line.msg === 'request completed');
    // The JSON miss only: one line for a read, with what was asked.
    expect(completed()).toHaveLength(1);
    expect(lines.filter((line) => line.msg === 'incoming request')).toHaveLength(0);
    expect(completed()[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/v1.0/unauth/vacancies?[query]' }, res: { statusCode: 200 } });
    lines.length = 0;
    await request(t, 'PUT', ACCOUNT_PATHS.language, business.token, { language: 'en' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });
});
