import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import type { Freelancer } from '@contracts/freelancer';
import type { Paged } from '@contracts/paging';
import type { Vacancy } from '@contracts/vacancy';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/app';
import { createFreelancer, createMember, get, profileFields, saveProfile } from '../test/freelancers';
import { postVacancy, request, updateVacancy } from '../test/vacancies';
import { registerVisitorCache, VisitorCache } from './visitor-cache';

describe('visitor cache (VISITOR_CACHE_MS on)', () => {
  let t: TestApp;
  let amira: Awaited<ReturnType<typeof createFreelancer>>;
  let basel: Awaited<ReturnType<typeof createFreelancer>>;
  let viewer: Awaited<ReturnType<typeof createMember>>;
  beforeAll(async () => {
    // A long TTL: every change seen below comes from invalidation, not expiry.
    t = await createTestApp({ APPROVAL: 'auto', VISITOR_CACHE_MS: '60000' });
    amira = await createFreelancer(t, { firstName: 'Amira', lastName: 'Haddad', email: 'amira@example.test', phone: '+971501112233', showPhonePublic: false, showPhoneRegistered: true });
    basel = await createFreelancer(t, { firstName: 'Basel', lastName: 'Nasser', email: 'basel@example.test', phone: '+971501112244' });
    viewer = await createMember(t, { firstName: 'Business', lastName: 'Viewer', iam: ['Business'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves a repeated visitor read from the cache, the same body', async () => {
    const first = await get(t, '/unauth/freelancers/page?page=0');
    const second = await get(t, '/unauth/freelancers/page?page=0');
    expect(first.statusCode).toBe(200);
    expect(second.headers['x-visitor-cache']).toBe('hit');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
  });

  it("a saved profile shows at once: its page and the lists are dropped, another freelancer's page is kept", async () => {
    await get(t, '/unauth/freelancers/page?page=0');
    await get(t, `/unauth/freelancer/${amira.id}`);
    await get(t, `/unauth/freelancer/${basel.id}`);
    await request(t, 'GET', '/unauth/vacancies?page=0');
    const saved = await saveProfile(t, amira.token, profileFields({ profileHeader: 'Change management coach for Gulf banks' }));
    expect(saved.statusCode).toBe(200);
    const list = await get(t, '/unauth/freelancers/page?page=0');
    expect(list.headers['x-visitor-cache']).toBe('miss');
    expect((list.json() as Paged<Freelancer>).data.find((f) => f.id === amira.id)?.profileHeader).toBe('Change management coach for Gulf banks');
    const one = await get(t, `/unauth/freelancer/${amira.id}`);
    expect(one.headers['x-visitor-cache']).toBe('miss');
    expect((one.json() as { data: Freelancer }).data.profileHeader).toBe('Change management coach for Gulf banks');
    expect((await get(t, `/unauth/freelancer/${basel.id}`)).headers['x-visitor-cache']).toBe('hit');
    expect((await request(t, 'GET', '/unauth/vacancies?page=0')).headers['x-visitor-cache']).toBe('hit');
  });

  it('a change to an account drops the freelancer pages and lists, whose freelancer it does not know', async () => {
    await get(t, '/unauth/freelancers/page?page=0');
    await get(t, `/unauth/freelancer/${basel.id}`);
    const saved = await request(t, 'POST', '/user/myprofile', basel.token, { city: 'Sharjah' });
    expect(saved.statusCode).toBe(200);
    const one = await get(t, `/unauth/freelancer/${basel.id}`);
    expect(one.headers['x-visitor-cache']).toBe('miss');
    expect((one.json() as { data: Freelancer }).data.user.city).toBe('Sharjah');
    expect((await get(t, '/unauth/freelancers/page?page=0')).headers['x-visitor-cache']).toBe('miss');
  });

  it('a write to a vacancy drops the vacancy lists and keeps the freelancer lists and pages', async () => {
    const vacancy = await postVacancy(t, viewer.token, { title: 'Procurement reform adviser' });
    await get(t, '/unauth/freelancers/page?page=0');
    await get(t, `/unauth/freelancer/${amira.id}`);
    await request(t, 'GET', '/unauth/vacancies?page=0');
    const updated = await updateVacancy(t, viewer.token, vacancy.id, { title: 'Procurement reform adviser, Muscat' });
    expect(updated.statusCode).toBe(200);
    expect((await get(t, '/unauth/freelancers/page?page=0')).headers['x-visitor-cache']).toBe('hit');
    expect((await get(t, `/unauth/freelancer/${amira.id}`)).headers['x-visitor-cache']).toBe('hit');
    const list = await request(t, 'GET', '/unauth/vacancies?page=0');
    expect(list.headers['x-visitor-cache']).toBe('miss');
    expect((list.json() as Paged<Vacancy>).data.find((v) => v.id === vacancy.id)?.title).toBe('Procurement reform adviser, Muscat');
  });

  it('a request that changed nothing keeps everything: a POST to no route, a refused write, a login that failed', async () => {
    await get(t, '/unauth/freelancers/page?page=0');
    await request(t, 'GET', '/unauth/vacancies?page=0');
    expect((await request(t, 'POST', '/unauth/no-such-path', undefined, { x: 1 })).statusCode).toBe(404);
    expect((await request(t, 'DELETE', '/vacancy/00000000-0000-4000-8000-000000000000', viewer.token)).statusCode).toBe(404);
    expect((await request(t, 'POST', '/vacancy/create', undefined, {})).statusCode).toBe(401);
    expect((await request(t, 'POST', '/user/myprofile', viewer.token, { firstName: '' })).statusCode).toBe(400);
    expect((await get(t, '/unauth/freelancers/page?page=0')).headers['x-visitor-cache']).toBe('hit');
    expect((await request(t, 'GET', '/unauth/vacancies?page=0')).headers['x-visitor-cache']).toBe('hit');
  });

  it("members' answers are never cached, and a member's token never turns a cached visitor answer into a member's", async () => {
    const member = await get(t, `/freelancer/${amira.id}`, viewer.token);
    expect(member.headers['x-visitor-cache']).toBeUndefined();
    expect((member.json() as { data: Freelancer }).data.user.email).toBe('amira@example.test');
    // A visitor path asked with a member's token answers as to a visitor, from the same cache entry.
    await get(t, `/unauth/freelancer/${amira.id}`);
    const withToken = await get(t, `/unauth/freelancer/${amira.id}`, viewer.token);
    expect(withToken.headers['x-visitor-cache']).toBe('hit');
    for (const res of [withToken, await get(t, '/unauth/freelancers/page?page=0', viewer.token), await get(t, '/unauth/freelancers?country=United%20Arab%20Emirates')]) {
      expect(res.body).not.toContain('amira@example.test');
      expect(res.body).not.toContain('+971501112233');
      expect(res.body).not.toContain('/resume');
    }
    const memberList = await get(t, '/freelancer/search?country=United%20Arab%20Emirates', viewer.token);
    expect(memberList.headers['x-visitor-cache']).toBeUndefined();
    expect(memberList.body).toContain('amira@example.test');
  });

  it('a vacancy search sent as POST is cached by its body and a new vacancy drops it', async () => {
    const body = { keywords: 'leadership' };
    const before = await request(t, 'POST', '/unauth/vacancy/search?page=0', undefined, body);
    expect((await request(t, 'POST', '/unauth/vacancy/search?page=0', undefined, body)).headers['x-visitor-cache']).toBe('hit');
    // Another body is another entry.
    expect((await request(t, 'POST', '/unauth/vacancy/search?page=0', undefined, { keywords: 'finance' })).headers['x-visitor-cache']).toBe('miss');
    await request(t, 'GET', '/unauth/vacancies?page=0');
    const vacancy = await postVacancy(t, viewer.token, { title: 'Leadership coach for a Doha ministry', isPhoneRegistered: 'true' });
    const list = await request(t, 'GET', '/unauth/vacancies?page=0');
    expect(list.headers['x-visitor-cache']).toBe('miss');
    expect((list.json() as Paged<Vacancy>).data.map((v) => v.id)).toContain(vacancy.id);
    const after = await request(t, 'POST', '/unauth/vacancy/search?page=0', undefined, body);
    expect(after.headers['x-visitor-cache']).toBe('miss');
    expect((after.json() as Paged<Vacancy>).total).toBe((before.json() as Paged<Vacancy>).total + 1);
  });
});

describe('visitor cache: the same answer as without it', () => {
  let t: TestApp;
  let uncached: FastifyInstance;
  const LIST = '/api/v1.0/unauth/freelancers/page?page=0';
  /** Headers that differ between any two answers, or by how the body is framed. */
  const VOLATILE = new Set(['date', 'x-request-id', 'x-visitor-cache', 'content-length', 'transfer-encoding']);
  const stable = (res: LightMyRequestResponse) => Object.fromEntries(Object.entries(res.headers).filter(([name]) => !VOLATILE.has(name)));
  const decoded = (res: LightMyRequestResponse) => {
    const encoding = res.headers['content-encoding'];
    if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
    if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
    if (encoding === 'deflate') return zlib.inflateSync(res.rawPayload).toString();
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestApp({ APPROVAL: 'auto', VISITOR_CACHE_MS: '60000' });
    for (const [i, name] of ['Amira', 'Basel', 'Carim', 'Dalia', 'Emad', 'Farah'].entries()) {
      // Long enough profiles: the list is past the compression threshold.
      await createFreelancer(t, { firstName: name, lastName: 'Haddad', email: `${name.toLowerCase()}@example.test`, phone: `+97150111220${i}` }, { profileHeader: `${name}: change management coach for Gulf banks` });
    }
    // The same database through a second app without the cache: what any answer looks like.
    uncached = await buildApp({ ...t.config, visitorCacheMs: 0 }, { database: t.database });
  });
  afterAll(async () => {
    await uncached.close();
    await t.close();
  });

  it.each([
    ['no Accept-Encoding', {}],
    ['gzip, deflate, br', { 'accept-encoding': 'gzip, deflate, br' }],
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['deflate', { 'accept-encoding': 'deflate' }],
    ['* (read as gzip)', { 'accept-encoding': '*' }],
    ['br refused', { 'accept-encoding': 'br;q=0, gzip' }],
    ['identity only', { 'accept-encoding': 'identity' }],
    ['x-no-compression', { 'accept-encoding': 'br', 'x-no-compression': '1' }],
    ['Arabic', { 'accept-encoding': 'br', 'accept-language': 'ar' }],
  ])('%s: the same headers and, decoded, the same JSON, from the cache and without it', async (_name, headers) => {
    // The first answer is a miss (stored, then compressed for this client) or a hit stored for another client.
    const first = await t.app.inject({ url: LIST, headers });
    const hit = await t.app.inject({ url: LIST, headers });
    const plain = await uncached.inject({ url: LIST, headers });
    expect(plain.headers['x-visitor-cache']).toBe('miss');
    expect(hit.headers['x-visitor-cache']).toBe('hit');
    expect(plain.statusCode).toBe(200);
    expect(decoded(plain).length).toBeGreaterThan(1024);
    for (const res of [first, hit]) {
      expect(res.statusCode).toBe(200);
      expect(stable(res)).toEqual(stable(plain));
      expect(decoded(res)).toBe(decoded(plain));
    }
    // A compressed answer from the cache says how long it is (as @fastify/compress's own small-body path does).
    if (hit.headers['content-encoding']) expect(Number(hit.headers['content-length'])).toBe(hit.rawPayload.length);
  });

  it('a HEAD is answered with the same headers and no body', async () => {
    const headers = { 'accept-encoding': 'br' };
    await t.app.inject({ url: LIST, headers });
    const head = await t.app.inject({ method: 'HEAD', url: LIST, headers });
    const plain = await uncached.inject({ method: 'HEAD', url: LIST, headers });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(stable(head)).toEqual(stable(plain));
  });

  it('a write empties the compressed copies too', async () => {
    const headers = { 'accept-encoding': 'br' };
    await t.app.inject({ url: LIST, headers });
    expect((await t.app.inject({ url: LIST, headers })).headers['x-visitor-cache']).toBe('hit');
    await createFreelancer(t, { firstName: 'Gamal', lastName: 'Saleh', email: 'gamal@example.test', phone: '+971501112299' }, { profileHeader: 'Gamal: procurement reform adviser' });
    const after = await t.app.inject({ url: LIST, headers });
    expect(after.headers['x-visitor-cache']).toBe('miss');
    expect(decoded(after)).toContain('Gamal: procurement reform adviser');
    expect(decoded(after)).toBe(decoded(await uncached.inject({ url: LIST, headers })));
  });
});

describe('registerVisitorCache: what a request drops', () => {
  let app: FastifyInstance;
  const cached = (url: string) => app.inject({ url });
  beforeAll(async () => {
    app = Fastify();
    registerVisitorCache(app, new VisitorCache(60000));
    let n = 0;
    app.get('/lists', (request, reply) => app.visitorCache.answer(request, reply, ['lists'], async () => ++n));
    app.get('/pages', (request, reply) => app.visitorCache.answer(request, reply, ['pages'], async () => ++n));
    app.post('/declared', { config: { visitorWrites: ['pages'] } }, async () => ({ ok: true }));
    app.post<{ Params: { tag: string } }>('/declared/:tag', { config: { visitorWrites: (request) => [(request.params as { tag: string }).tag] } }, async () => ({ ok: true }));
    app.post('/undeclared', async () => ({ ok: true }));
    app.post('/refused', async (_request, reply) => reply.status(400).send({ ok: false }));
    await app.ready();
  });
  afterAll(() => app.close());
  const states = async () => [(await cached('/lists')).headers['x-visitor-cache'], (await cached('/pages')).headers['x-visitor-cache']];

  it('a declared write drops its tags once it answered 2xx; a refusal or an unknown path drops nothing; an undeclared write drops everything', async () => {
    await states();
    expect(await states()).toEqual(['hit', 'hit']);
    await app.inject({ method: 'POST', url: '/declared' });
    expect(await states()).toEqual(['hit', 'miss']);
    await app.inject({ method: 'POST', url: '/declared/lists' });
    expect(await states()).toEqual(['miss', 'hit']);
    expect((await app.inject({ method: 'POST', url: '/refused' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/nowhere' })).statusCode).toBe(404);
    expect(await states()).toEqual(['hit', 'hit']);
    await app.inject({ method: 'POST', url: '/undeclared' });
    expect(await states()).toEqual(['miss', 'miss']);
  });
});

describe('VisitorCache', () => {
  const fakeReply = () => {
    const sent: string[] = [];
    const reply = { header: () => reply, type: () => reply, send: (body: Buffer) => (sent.push(body.toString()), reply) };
    return { reply: reply as never, sent };
  };
  const req = (url: string) => ({ method: 'GET', url, headers: {} }) as never;

  it('expires an entry after its time to live', async () => {
    let now = 1000;
    const cache = new VisitorCache(3000, () => now);
    let produced = 0;
    const produce = async () => ({ n: ++produced });
    const { reply, sent } = fakeReply();
    await cache.answer(req('/a'), reply, ['a'], produce);
    now += 2999;
    await cache.answer(req('/a'), reply, ['a'], produce);
    now += 1;
    await cache.answer(req('/a'), reply, ['a'], produce);
    expect(sent).toEqual(['{"n":1}', '{"n":1}', '{"n":2}']);
  });

  it('answers a hit there and then, with no promise for the route to return', async () => {
    const cache = new VisitorCache(3000, () => 1000);
    const { reply, sent } = fakeReply();
    const miss = cache.answer(req('/a'), reply, ['a'], async () => ({ n: 1 }));
    expect(miss).toBeInstanceOf(Promise);
    await miss;
    expect(cache.answer(req('/a'), reply, ['a'], async () => ({ n: 2 }))).toBeUndefined();
    expect(sent).toEqual(['{"n":1}', '{"n":1}']);
  });

  it('does not store an answer computed while a write ran', async () => {
    const cache = new VisitorCache(60000);
    const { reply, sent } = fakeReply();
    await cache.answer(req('/a'), reply, ['a'], async () => {
      cache.invalidate(['a']);
      return { stale: true };
    });
    await cache.answer(req('/a'), reply, ['a'], async () => ({ stale: false }));
    expect(sent).toEqual(['{"stale":true}', '{"stale":false}']);
  });

  it('requests that miss together share one query; none joins a query begun before a write', async () => {
    const cache = new VisitorCache(60000);
    const { reply, sent } = fakeReply();
    let produced = 0;
    let release = () => {};
    const produce = () => new Promise<{ n: number }>((resolve) => (release = () => resolve({ n: ++produced })));
    const together = [cache.answer(req('/a'), reply, ['a'], produce), cache.answer(req('/a'), reply, ['a'], produce)];
    release();
    await Promise.all(together);
    expect(sent).toEqual(['{"n":1}', '{"n":1}']);
    cache.invalidate(['a']);
    const before = cache.answer(req('/a'), reply, ['a'], produce);
    const releaseFirst = release;
    cache.invalidate(['a']); // a write arrives while the first query runs
    const after = cache.answer(req('/a'), reply, ['a'], produce);
    releaseFirst();
    release();
    await Promise.all([before, after]);
    expect(sent.slice(2)).toEqual(['{"n":2}', '{"n":3}']);
    // The answer begun after the write was stored; the one begun before it was not.
    await cache.answer(req('/a'), reply, ['a'], produce);
    expect(sent.at(-1)).toBe('{"n":3}');
  });

  it('a write drops only the entries of its tags, and keeps an answer of other tags computed meanwhile', async () => {
    const cache = new VisitorCache(60000);
    const { reply, sent } = fakeReply();
    let n = 0;
    const produce = async () => ++n;
    await cache.answer(req('/lists'), reply, ['lists'], produce);
    await cache.answer(req('/page/1'), reply, ['pages', 'page:1'], produce);
    await cache.answer(req('/page/2'), reply, ['pages', 'page:2'], produce);
    cache.invalidate(['page:1']);
    await cache.answer(req('/lists'), reply, ['lists'], produce);
    await cache.answer(req('/page/1'), reply, ['pages', 'page:1'], produce);
    await cache.answer(req('/page/2'), reply, ['pages', 'page:2'], produce);
    expect(sent).toEqual(['1', '2', '3', '1', '4', '3']);
    // Another tag dropped while an answer is computed: that answer is stored.
    await cache.answer(req('/other'), reply, ['other'], async () => {
      cache.invalidate(['lists']);
      return ++n;
    });
    await cache.answer(req('/other'), reply, ['other'], produce);
    cache.clear();
    await cache.answer(req('/page/2'), reply, ['pages', 'page:2'], produce);
    expect(sent.slice(6)).toEqual(['5', '5', '6']);
  });

  it('stores nothing with a time to live of 0', async () => {
    const cache = new VisitorCache(0);
    const { reply, sent } = fakeReply();
    let n = 0;
    await cache.answer(req('/a'), reply, ['a'], async () => ++n);
    await cache.answer(req('/a'), reply, ['a'], async () => ++n);
    expect(sent).toEqual(['1', '2']);
  });
});
