import type { FastifyInstance } from 'fastify';
import { API_PREFIX as API } from '@contracts/api';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/app';

/** Two instances of the server on one database, as behind a load balancer. */
describe('per-IP limits shared by every instance on one database', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '4' });
    second = await buildApp(t.config, { database: t.database });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const check = (app: FastifyInstance, ip: string) =>
    app.inject({ method: 'POST', url: `${API}/auth/verifyrecaptchav3`, payload: { token: 'local' }, remoteAddress: ip });

  it('N+1 requests spread over two instances get exactly one 429', async () => {
    const apps = [t.app, second, t.app, second, t.app];
    const answers = await Promise.all(apps.map((app) => check(app, '10.20.0.1')));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 429]);
    // The answer names the shared window: the limit and what is left of it.
    const refused = answers.find((r) => r.statusCode === 429);
    expect(refused?.headers['x-ratelimit-limit']).toBe('4');
    // Another IP has its own allowance on both instances.
    expect((await check(second, '10.20.0.2')).statusCode).toBe(200);
    expect((await check(t.app, '10.20.0.2')).statusCode).toBe(200);
  });

  it('each route keeps its own count', async () => {
    for (let i = 0; i < 4; i++) expect((await check(i % 2 ? second : t.app, '10.20.0.3')).statusCode).toBe(200);
    expect((await check(second, '10.20.0.3')).statusCode).toBe(429);
    const other = await t.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: {}, remoteAddress: '10.20.0.3' });
    expect(other.statusCode).not.toBe(429);
  });

  it('a window that ran out starts again for everyone', async () => {
    for (let i = 0; i < 5; i++) await check(i % 2 ? second : t.app, '10.20.0.4');
    expect((await check(t.app, '10.20.0.4')).statusCode).toBe(429);
    const { addressThrottles } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(addressThrottles).set({ windowStartedAt: new Date(Date.now() - 61_000) }).where(eq(addressThrottles.subject, '10.20.0.4'));
    expect((await check(second, '10.20.0.4')).statusCode).toBe(200);
  });
});
