import Fastify, { type RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { msg } from '@contracts/messages';
import { ACCOUNT_PATHS } from '@contracts/user';
import { sessions } from './db/schema';
import { createTestApp, type TestApp } from './test/app';
import { API, get, signUp } from './test/accounts';
import { captchaPlugin } from './plugins/captcha';
import { jobsPlugin } from './plugins/jobs';
import { mailPlugin } from './plugins/mail';

const unauthorizedBody = { message: 'Please log in to continue.', errors: { message: 'Please log in to continue.', error: 'unauthorized' } };

/**
 * The paths a visitor may call (see docs/reference.md#api): the /unauth ones, the account forms,
 * health, public photos. Every other API route sits in the login-only context.
 */
const VISITOR_PATHS = [
  /^\/unauth\//,
  /^\/auth\/(robot-config|verifyrecaptchav3|register|login|contact-us)$/,
  // The second step of a login (the ticket names the account) and signing in with a passkey.
  /^\/auth\/(login\/2fa|passkey\/options|passkey)$/,
  /^\/health(\/ready)?$/,
  /^\/uploads\/photos\//,
  // The unsubscribe link of an e-mail works without signing in (its token names the member).
  /^\/unsubscribe$/,
];

const SOME_ID = '0b6c3f2e-7d1a-4c8e-9f00-000000000001';

describe('the login-only context', () => {
  let t: TestApp;
  const memberRoutes: Array<{ method: string; url: string; allowWhileMustChangePassword: boolean }> = [];
  const visitorRoutes: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMIT_PER_MINUTE: '1000000' },
      {
        onRoute: (route: RouteOptions) => {
          for (const method of [route.method].flat()) {
            if (method === 'HEAD' || !route.url.startsWith(`${API}/`)) continue;
            const path = route.url.slice(API.length);
            if (VISITOR_PATHS.some((pattern) => pattern.test(path))) visitorRoutes.push(path);
            else memberRoutes.push({ method, url: route.url, allowWhileMustChangePassword: Boolean(route.config?.allowWhileMustChangePassword) });
          }
        },
      },
    );
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 in the docs/reference.md#errors envelope on every login-only route without a token, before any handler', async () => {
    expect(memberRoutes.length).toBeGreaterThan(30);
    expect(visitorRoutes.length).toBeGreaterThan(5);
    const answers: string[] = [];
    for (const route of memberRoutes) {
      const url = route.url.replace(/:[A-Za-z]+/g, SOME_ID);
      const res = await t.app.inject({ method: route.method as 'GET', url });
      answers.push(`${route.method} ${route.url} ${res.statusCode} ${res.statusCode === 401 && JSON.stringify(res.json()) === JSON.stringify(unauthorizedBody)}`);
    }
    expect(answers.filter((answer) => !answer.endsWith(' 401 true'))).toEqual([]);
  });

  // Handlers ask for the caller too, so a 401 alone could come from them; only the context's hook refuses a must-change-password session.
  it('runs the login check as the hook of every login-only route: a must-change-password session is refused everywhere but the routes that allow it', async () => {
    const { token } = await signUp(t.app);
    const me = (await get(t.app, '/user/myprofile', token)).json().data.user.id as string;
    await t.database.db.update(sessions).set({ mustChangePassword: true }).where(eq(sessions.userId, me));
    const answers: string[] = [];
    for (const route of memberRoutes.filter((r) => !r.allowWhileMustChangePassword)) {
      const url = route.url.replace(/:[A-Za-z]+/g, SOME_ID);
      const res = await t.app.inject({ method: route.method as 'GET', url, headers: { authorization: token } });
      answers.push(`${route.method} ${route.url} ${res.statusCode} ${res.statusCode === 403 && res.json().errors?.error === 'mustChangePassword' && res.json().message === msg.mustChangePassword}`);
    }
    expect(answers.length).toBeGreaterThan(30);
    expect(answers.filter((answer) => !answer.endsWith(' 403 true'))).toEqual([]);
    expect(memberRoutes.filter((r) => r.allowWhileMustChangePassword).map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [`GET ${API}/input`, `GET ${API}/user/myprofile`, `POST ${API}/user/password/update`, `POST ${API}${ACCOUNT_PATHS.logout}`, `POST ${API}${ACCOUNT_PATHS.logoutAll}`].sort(),
    );
  });

  it('still answers 404 for an unknown path under a member prefix, with or without a token', async () => {
    const { token } = await signUp(t.app);
    for (const path of ['/freelancer/a/b/c', '/vacancy/x/y/z', '/econsultancybooking/all/none/more', '/admin/nothing']) {
      for (const auth of [undefined, token]) {
        const res = await get(t.app, path, auth);
        expect({ path, auth: Boolean(auth), status: res.statusCode }).toEqual({ path, auth: Boolean(auth), status: 404 });
        expect(res.json().message).toBe(`No API route GET ${API}${path}`);
      }
    }
  });

  it('lets a member through, and keeps the administrator routes to administrators (403 envelope)', async () => {
    const { token } = await signUp(t.app);
    expect((await get(t.app, '/user/myprofile', token)).statusCode).toBe(200);
    const admin = await t.app.inject({ method: 'GET', url: `${API}/admin/users/pending`, headers: { authorization: token } });
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toMatchObject({ _code: 403, _message: "Only the marketplace's operators can do this." });
    expect((await get(t.app, '/admin/users/pending')).json()).toEqual(unauthorizedBody);
  });

  it('plugins refuse to start when one comes before a plugin it needs', async () => {
    const app = Fastify({ logger: false });
    app.decorate('database', t.database);
    app.decorate('config', t.config);
    app.decorate('clock', { now: () => new Date() });
    // The mail plugin queues its e-mails as jobs: registering it first names the missing plugin.
    app.register(mailPlugin);
    app.register(jobsPlugin);
    await expect(app.ready()).rejects.toThrow(/khibra-jobs/);
  });

  it('plugins refuse to start when a decorator a plugin reads is missing', async () => {
    const app = Fastify({ logger: false });
    app.register(captchaPlugin);
    await expect(app.ready()).rejects.toThrow(/database|khibra-auth/);
  });
});
