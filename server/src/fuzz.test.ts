import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from './test/app';
import { EXPERIENCE, createMember, multipart, profileFields, resumeFile, saveProfile, type Member } from './test/freelancers';
import { postVacancy } from './test/vacancies';
import { API_PREFIX } from '@contracts/api';
import { EVENTS_PATH } from '@contracts/events';

/**
 * Malformed input on every route: each registered route gets the
 * same families of bad requests — wrong types, NUL bytes in body, query,
 * params and headers, impossible dates, numbers past column range, very long
 * strings, deeply nested JSON, broken multipart, wrong content types — once
 * as a visitor and once logged in. None may answer 5xx or show a stack trace.
 *
 * Deterministic: a seeded generator, the same requests on every run. Counts
 * are gathered and asserted at the end so a failure lists every offender.
 */

const PER_KIND = 4;

/** mulberry32: a tiny seeded PRNG. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Body = Record<string, Json>;

interface Route {
  method: string;
  url: string;
}

const today = new Date();
const isoDay = (days: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days)).toISOString().slice(0, 10);

/** Plausible bodies per route (so the bad value is the only thing wrong); others get a generic one. */
function baseBodies(route: Route, ids: Ids): Body[] {
  const key = `${route.method} ${route.url.replace('/api/v1.0', '')}`;
  // POST /freelancer saves either the profile or the e-consultation settings.
  if (key === 'POST /freelancer') return [baseBody(route, ids), SETTINGS];
  return [baseBody(route, ids)];
}

const SETTINGS: Body = {
  eConsultation: {
    availability: [{ day: 'Monday', from: '09:30 AM', to: '06:00 PM' }],
    timezone: 'Asia/Dubai',
    hourlyRate: '$50',
    WelcomeMessage: 'Welcome',
    sendConferenceInfo: false,
    sendPaymentInfo: false,
  },
  Iam: ['E-Consultant'],
};

/** The shape of a WebAuthn answer (@simplewebauthn's JSON), with nothing a server could verify in it. */
const PASSKEY_RESPONSE = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA', attestationObject: 'oA' } };

function baseBody(route: Route, ids: Ids): Body {
  const key = `${route.method} ${route.url.replace('/api/v1.0', '')}`;
  switch (key) {
    case 'POST /auth/login':
      return { email: 'someone@example.test', password: 'secret-pass' };
    case 'POST /auth/register':
      return { firstName: 'Layla', lastName: 'Haddad', email: 'layla@example.test', phone: '+971501234567', country: 'United Arab Emirates', city: 'Dubai', password: 'secret-pass', cnfpassword: 'secret-pass', Iam: [] };
    case 'POST /unauth/password/new':
      return { email: 'someone@example.test' };
    case 'POST /auth/contact-us':
      return { name: 'Layla', email: 'layla@example.test', phone: '+971501234567', message: 'Hello there, a question.' };
    case 'POST /auth/invite-friend':
      return { email: 'friend@example.test', name: 'Friend', message: 'Join us' };
    case 'POST /auth/login/2fa':
      return { ticket: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde', code: '123456' };
    case 'POST /user/2fa/totp/confirm':
    case 'DELETE /user/2fa/totp':
      return { code: '123456' };
    case 'POST /user/passkeys':
      return { response: PASSKEY_RESPONSE, name: 'Laptop' };
    case 'POST /auth/passkey':
      return { response: PASSKEY_RESPONSE };
    case 'PATCH /user/passkeys/:id':
      return { name: 'Laptop' };
    case 'POST /auth/reauth':
      return { password: 'secret-pass' };
    case 'POST /auth/verifyrecaptchav3':
      return { token: 'local', action: 'submit' };
    case 'POST /user/delete':
      return { password: 'not-the-password' };
    case 'POST /user/myprofile':
      return { firstName: 'Layla', lastName: 'Haddad', email: 'layla@example.test', phone: '+971501234567', country: 'United Arab Emirates', city: 'Dubai', Iam: [] };
    case 'POST /user/password/update':
      return { currentPassword: 'secret-pass', password: 'secret-pass-2', cnfpassword: 'secret-pass-2' };
    case 'POST /freelancer':
      return {
        experience: {
          ...EXPERIENCE,
          startDate: isoDay(10),
        },
        profileHeader: 'Leadership trainer',
        skills: ['Leadership Development'],
        Iam: ['Trainer'],
      };
    case 'POST /vacancy/create':
    case 'PUT /vacancy/:id':
      return {
        title: 'Leadership trainer',
        expiryDate: isoDay(30),
        requirements: 'Deliver a programme.',
        requiredSkills: ['Leadership Development'],
        candidate: { minExperience: '10', firstLanguage: 'Arabic', secondLanguage: 'English', nationality: 'Any nationality' },
        location: { city: 'Riyadh', country: 'Saudi Arabia', workstation: 'Onsite', travelRequired: 'Yes' },
        time: { startDate: isoDay(40), timePeriod: '1-2 weeks', minAvailability: 'Full time', projectPhase: 'Training delivery' },
        payment: { hourlyRate: '$100 - $150', payType: 'Daily', flights: 'Paid', hotel: 'Not Paid' },
      };
    case 'POST /vacancy/search':
    case 'POST /unauth/vacancy/search':
      return { keywords: 'trainer', country: 'Saudi Arabia', city: 'Riyadh', language: 'Arabic', nationality: 'Jordan', sortBy: 'Most Recent' };
    case 'PUT /vacancy/apply':
      return { vacancyId: ids.vacancy };
    case 'DELETE /vacancy/time':
      return { time: new Date().toISOString() };
    case 'POST /freelancer/favorite':
      return { id: ids.freelancer, fav: true };
    case 'POST /econsultancybooking':
      return {
        clientInformation: { name: 'Layla', organization: 'Org', email: 'layla@example.test', phone: '+97150', requirements: 'A consultation.' },
        bookingDetails: { preferenceDate: isoDay(3), timezone: 'Asia/Dubai', startTime: '10:00 AM', endTime: '11:00 AM', proposeAlternateDate: '' },
        isAccept: true,
        totalFees: '',
        freelancer: ids.freelancer,
      };
    default:
      return { id: ids.vacancy, email: 'someone@example.test', title: 'x', page: 0 };
  }
}

interface Ids {
  vacancy: string;
  freelancer: string;
}

/** Every string leaf path of a body (dotted), so each field gets its turn. */
function leafPaths(body: Json, at: string[] = []): string[][] {
  if (body === null || typeof body !== 'object') return [at];
  if (Array.isArray(body)) return body.length ? body.flatMap((item, i) => leafPaths(item, [...at, String(i)])) : [at];
  const entries = Object.entries(body);
  return entries.length ? entries.flatMap(([k, v]) => [...(v !== null && typeof v === 'object' ? [[...at, k]] : []), ...leafPaths(v, [...at, k])]) : [at];
}

function setAt(body: Body, path: string[], value: Json): Body {
  const copy = structuredClone(body) as Body;
  if (!path.length) return copy;
  let node: Record<string, Json> | Json[] = copy;
  for (const segment of path.slice(0, -1)) {
    const next: Json = (node as Record<string, Json>)[segment];
    if (next === null || typeof next !== 'object') (node as Record<string, Json>)[segment] = {};
    node = (node as Record<string, Json>)[segment] as Record<string, Json>;
  }
  (node as Record<string, Json>)[path[path.length - 1]] = value;
  return copy;
}

/** Flat dotted multipart fields, JSON text for lists (as the SPA sends them). */
function flatten(body: Json, prefix = ''): Record<string, string> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { [prefix || 'value']: typeof body === 'string' ? body : JSON.stringify(body) };
  return Object.assign({}, ...Object.entries(body).map(([k, v]) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? flatten(v, prefix ? `${prefix}.${k}` : k) : { [prefix ? `${prefix}.${k}` : k]: typeof v === 'string' ? v : JSON.stringify(v) })));
}

const WRONG_TYPES: Json[] = [{}, [], [{}], { $gt: '' }, 123, true, null, [['a']], { toString: 'x' }, -0.5];
const NUL_STRINGS = ['a\u0000b', '\u0000', 'x'.repeat(10) + '\u0000', '%00', 'ok\u0000\u0000', '\u0000@example.test'];
const BAD_DATES = ['2027-02-30', '9999-99-99', '0000-01-01T00:00:00Z', '9999-12-31', '2027-13-01', 'someday', '-000001-01-01', '+275760-09-13T00:00:00.000Z', '2027-02-29', '1900-01-01', '2027-04-31T25:61:61Z', '1e400'];
const HUGE_NUMBERS: Json[] = [2147483648, '2147483648', '$2147483648 - $2147483649', '2147483648 years', 1e308, -2147483649, '9007199254740993', '1e400', 'Infinity', 'NaN', -1, '99999999999999999999'];
const LONG = (n: number, rnd: () => number) => 'abcdefghij'.repeat(Math.ceil(n / 10)).slice(0, n) + String(Math.floor(rnd() * 10));
const DEEP_DEPTH = 20_000;
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const WRONG_CONTENT_TYPES = ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'application/octet-stream', 'image/png', '*/*', 'multipart/mixed', 'application/json; charset=latin1', 'text/html'];

interface Sent {
  route: string;
  kind: string;
  auth: boolean;
  response: LightMyRequestResponse | null;
  error?: string;
}

function fillParams(url: string, value: string): string {
  return url.replace(/:(\w+)/g, () => encodeURIComponent(value));
}

/** The requests of one kind for a route, deterministic for a given seed. */
function requestsFor(route: Route, kind: string, ids: Ids, rnd: () => number): InjectOptions[] {
  const bodies = baseBodies(route, ids);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  const validUrl = fillParams(route.url, route.url.includes('vacancy') ? ids.vacancy : ids.freelancer);
  const out: InjectOptions[] = [];
  const withBody = (payload: Body, i: number): InjectOptions => {
    // Every other request as multipart (profile save and vacancy forms read both).
    if (i % 2 === 1) {
      const form = multipart(flatten(payload));
      return { method: route.method as InjectOptions['method'], url: validUrl, payload: form.payload, headers: form.headers };
    }
    return { method: route.method as InjectOptions['method'], url: validUrl, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } };
  };
  const queryWith = (value: string, i: number) => `${validUrl}?${QUERY_NAMES[i % QUERY_NAMES.length]}=${encodeURIComponent(value)}`;
  const values: Record<string, readonly Json[]> = { wrongType: WRONG_TYPES, nulBody: NUL_STRINGS, badDate: BAD_DATES, hugeNumber: HUGE_NUMBERS, nulQuery: NUL_STRINGS };
  const fieldKind = ['wrongType', 'nulBody', 'badDate', 'hugeNumber', 'longString'].includes(kind);
  const count =
    kind === 'nulQuery'
      ? QUERY_NAMES.length * 2
      : fieldKind && hasBody
        ? Math.max(PER_KIND, values[kind]?.length ?? 0, ...bodies.map((b) => leafPaths(b).length))
        : Math.max(PER_KIND, values[kind]?.length ?? 0);
  // The i-th request's value: every value of the kind gets its turn.
  const nth = <T>(list: readonly T[], i: number): T => list[i % list.length];
  for (let i = 0; i < count; i++) {
    const body = bodies[i % bodies.length];
    const paths = leafPaths(body);
    // Each field of the body gets its turn.
    const path = paths[i % paths.length];
    switch (kind) {
      case 'wrongType':
        if (hasBody) out.push(withBody(setAt(body, path, nth(WRONG_TYPES, i)), i));
        else out.push({ method: route.method as InjectOptions['method'], url: `${validUrl}?page[a]=1&title[]=x&skills[$gt]=&sort=${i}` });
        break;
      case 'nulBody':
        if (hasBody) out.push(withBody(setAt(body, path, nth(NUL_STRINGS, i)), i));
        else out.push({ method: route.method as InjectOptions['method'], url: queryWith(nth(NUL_STRINGS, i), i) });
        break;
      case 'nulQuery':
        out.push({ method: route.method as InjectOptions['method'], url: queryWith(nth(NUL_STRINGS, i), i), ...(hasBody ? { payload: body } : {}) });
        break;
      case 'nulParams':
        out.push({ method: route.method as InjectOptions['method'], url: route.url.includes(':') ? fillParams(route.url, pick(NUL_STRINGS)) : `${validUrl}%00${i}`, ...(hasBody ? { payload: body } : {}) });
        break;
      case 'nulHeaders':
        out.push({
          method: route.method as InjectOptions['method'],
          url: validUrl,
          headers: { 'x-robot-proof': pick(NUL_STRINGS), 'x-request-id': `a\u0000${i}`, 'accept-language': '\u0000', ...(i % 2 ? { authorization: `Bearer a\u0000b` } : {}) },
          ...(hasBody ? { payload: body } : {}),
        });
        break;
      case 'badDate':
        if (hasBody) out.push(withBody(setAt(body, path, nth(BAD_DATES, i)), i));
        else out.push({ method: route.method as InjectOptions['method'], url: queryWith(nth(BAD_DATES, i), i) });
        break;
      case 'hugeNumber':
        if (hasBody) out.push(withBody(setAt(body, path, nth(HUGE_NUMBERS, i)), i));
        else out.push({ method: route.method as InjectOptions['method'], url: queryWith(String(nth(HUGE_NUMBERS, i)), i) });
        break;
      case 'longString': {
        const size = pick([5_000, 100_000, 900_000, 2_000_000]);
        if (hasBody) out.push(withBody(setAt(body, path, LONG(size, rnd)), i));
        else out.push({ method: route.method as InjectOptions['method'], url: route.url.includes(':') ? fillParams(route.url, LONG(Math.min(size, 60_000), rnd)) : `${validUrl}?title=${LONG(Math.min(size, 60_000), rnd)}` });
        break;
      }
      case 'deepJson':
        out.push({ method: route.method as InjectOptions['method'], url: validUrl, payload: i % 2 ? deepObject(DEEP_DEPTH / 4) : deepArray(DEEP_DEPTH - i), headers: { 'content-type': 'application/json' } });
        break;
      case 'brokenMultipart': {
        const form = multipart(flatten(body));
        const variants: InjectOptions['headers'][] = [{ 'content-type': 'multipart/form-data' }, { 'content-type': 'multipart/form-data; boundary=' }, { 'content-type': 'multipart/form-data; boundary=nope' }, form.headers];
        const payloads = [form.payload, form.payload.subarray(0, Math.floor(form.payload.length / 2)), Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n'), Buffer.alloc(0)];
        out.push({ method: route.method as InjectOptions['method'], url: validUrl, headers: variants[i % variants.length], payload: payloads[(i + 1) % payloads.length] });
        break;
      }
      case 'contentType':
        out.push({ method: route.method as InjectOptions['method'], url: validUrl, headers: { 'content-type': pick(WRONG_CONTENT_TYPES) }, payload: i % 2 ? JSON.stringify(body) : '\u0000garbage' });
        break;
      default:
        throw new Error(`unknown kind ${kind}`);
    }
  }
  return out;
}

const QUERY_NAMES = ['title', 'page', 'skills', 'country', 'sort', 'city', 'language', 'nationality', 'token', 'email', 'q', 'yearsMin'];

const KINDS = ['wrongType', 'nulBody', 'nulQuery', 'nulParams', 'nulHeaders', 'badDate', 'hugeNumber', 'longString', 'deepJson', 'brokenMultipart', 'contentType'] as const;

const STACK_TRACE = /\bat [\w.<>]+ \(|node:internal|\.ts:\d+:\d+|\.js:\d+:\d+/;

async function send(app: FastifyInstance, options: InjectOptions): Promise<{ response: LightMyRequestResponse | null; error?: string }> {
  try {
    return { response: await app.inject(options) };
  } catch (error) {
    // light-my-request refuses some requests itself (like Node's HTTP parser would): not an answer of ours.
    return { response: null, error: (error as Error).message };
  }
}

describe('fuzz: malformed requests on every route', () => {
  let t: TestApp;
  const routes: Route[] = [];
  let member: Member;
  let ids: Ids;

  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMIT_PER_MINUTE: '1000000' },
      {
        onRoute: (route: RouteOptions) => {
          for (const method of [route.method].flat()) {
            if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
            // The live stream answers a member for as long as they stay: its input (ticket, Last-Event-ID) is tried in modules/events/events.test.ts.
            if (route.url === `${API_PREFIX}${EVENTS_PATH}`) continue;
            routes.push({ method, url: route.url });
          }
        },
      },
    );
    member = await createMember(t);
    // A stored résumé, so profile saves reach the database.
    const saved = await saveProfile(t, member.token, profileFields(), [resumeFile()]);
    if (saved.statusCode !== 200) throw new Error(`profile save failed: ${saved.body}`);
    const poster = await createMember(t);
    const vacancy = await postVacancy(t, poster.token);
    ids = { vacancy: vacancy.id, freelancer: poster.user.id };
  }, 600_000);

  afterAll(async () => {
    await t?.close();
  });

  it('answers every malformed request with a 4xx (or a success), never a 5xx or a stack trace', async () => {
    expect(routes.length).toBeGreaterThan(40);
    const rnd = seeded(20261123);
    const sent: Sent[] = [];
    for (const route of routes) {
      for (const auth of [false, true]) {
        for (const kind of KINDS) {
          for (const options of requestsFor(route, kind, ids, rnd)) {
            if (auth) options.headers = { authorization: member.token, ...options.headers };
            sent.push({ route: `${route.method} ${route.url}`, kind, auth, ...(await send(t.app, options)) });
          }
        }
      }
    }
    const answered = sent.filter((s) => s.response);
    const failures = answered.filter((s) => s.response!.statusCode >= 500);
    const traces = answered.filter((s) => STACK_TRACE.test(s.response!.body));
    const perRoute = new Map<string, number>();
    for (const s of sent) perRoute.set(s.route, (perRoute.get(s.route) ?? 0) + 1);
    const figures = {
      routes: routes.length,
      sent: sent.length,
      fiveHundreds: failures.length,
      routesWith5xx: [...new Set(failures.map((f) => f.route))].sort(),
      kindsWith5xx: [...new Set(failures.map((f) => f.kind))].sort(),
      minPerRoute: Math.min(...perRoute.values()),
    };
    if (process.env.FUZZ_FIGURES) process.stdout.write(`${JSON.stringify(figures, null, 1)}\n`);
    expect(figures.minPerRoute).toBeGreaterThanOrEqual(50);
    expect(failures.map((f) => `${f.route} ${f.kind} ${f.auth ? 'member' : 'visitor'}: ${f.response!.statusCode} ${f.response!.body.slice(0, 120)}`)).toEqual([]);
    expect(traces.map((f) => `${f.route} ${f.kind}`)).toEqual([]);
  }, 600_000);
});
