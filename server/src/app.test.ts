import { createTestApp, type TestApp } from './test/app';
import { loadConfig, ConfigError } from './config';
import { contentSecurityPolicy } from './plugins/security';

describe('API server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports a healthy database at GET /api/v1.0/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1.0/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.status).toBe('ok');
    expect(body.data.database.ok).toBe(true);
    expect(['pglite', 'postgres']).toContain(body.data.database.driver);
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1.0/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'No API route GET /api/v1.0/no-such-thing',
      errors: { message: 'No API route GET /api/v1.0/no-such-thing', error: 'notFound' },
    });
  });

  it('answers malformed JSON with 400 and a clear message, no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The request body is not valid JSON.',
      errors: { message: 'The request body is not valid JSON.', error: 'FST_ERR_CTP_INVALID_JSON_BODY' },
    });
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1.0/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('google.com');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('remembers data across a reopen of the same database', async () => {
    const { appMeta } = await import('./db/schema');
    await t.database.db.insert(appMeta).values({ key: 'probe', value: '42' });
    const rows = await t.database.db.select().from(appMeta);
    expect(rows.map((r) => r.key)).toContain('probe');
  });
});

describe('config', () => {
  it('names the variable that has a wrong value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(new ConfigError('PORT', 'must be a whole number, got "eighty"'));
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(/RECAPTCHA_SITE_KEY/);
    expect(() => loadConfig({ TEST_HOOKS: 'true', NODE_ENV: 'production' })).toThrow(/TEST_HOOKS/);
    expect(loadConfig({ TEST_HOOKS: 'true' }).testHooks).toBe(true);
  });

  it('reads the server limits, with production defaults, and refuses a headers timeout longer than the request timeout', () => {
    expect(loadConfig({}).server).toEqual({ requestTimeoutMs: 120_000, headersTimeoutMs: 20_000, keepAliveTimeoutMs: 10_000, connectionTimeoutMs: 60_000, maxConnections: 1000 });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000', KEEP_ALIVE_TIMEOUT_MS: '2000', CONNECTION_TIMEOUT_MS: '3000', MAX_CONNECTIONS: '50' }).server).toEqual({
      requestTimeoutMs: 5000,
      headersTimeoutMs: 5000,
      keepAliveTimeoutMs: 2000,
      connectionTimeoutMs: 3000,
      maxConnections: 50,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '10s' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
  });

  it('allows Google reCAPTCHA hosts in the CSP only when that provider is configured', () => {
    const local = contentSecurityPolicy(loadConfig({}));
    expect(local['script-src']).toEqual(["'self'"]);
    const google = contentSecurityPolicy(loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET: 's' }));
    expect(google['script-src']).toContain('https://www.google.com/recaptcha/');
    expect(google['frame-src']).toContain('https://www.google.com/recaptcha/');
  });
});
