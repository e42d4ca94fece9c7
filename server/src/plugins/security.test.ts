import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/app';
import { helmetOptions, PERMISSIONS_POLICY, securityHeaders } from './security';

const local = loadConfig({});
const recaptcha = loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret' });

/** The headers @fastify/helmet (what we registered before) sets for these options, lower-cased. */
async function byFastifyHelmet(config: typeof local): Promise<Record<string, string>> {
  const bare = Fastify();
  await bare.register(fastifyHelmet, helmetOptions(config) as never);
  bare.get('/', async () => 'ok');
  const res = await bare.inject({ url: '/' });
  await bare.close();
  const plain = Fastify();
  plain.get('/', async () => 'ok');
  const without = await plain.inject({ url: '/' });
  await plain.close();
  return Object.fromEntries(Object.entries(res.headers).filter(([name]) => without.headers[name] === undefined)) as Record<string, string>;
}

describe('security headers computed once', () => {
  it.each([
    ['local captcha', local],
    ['reCAPTCHA', recaptcha],
  ])('%s: exactly what @fastify/helmet sends', async (_name, config) => {
    const once = Object.fromEntries(securityHeaders(config).map(([name, value]) => [name.toLowerCase(), value]));
    expect(once).toEqual(await byFastifyHelmet(config));
    expect(Object.keys(once)).toHaveLength(securityHeaders(config).length);
    expect(once['content-security-policy'].includes('google.com')).toBe(config === recaptcha);
  });

  describe('on every kind of answer', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it.each([
      ['an API read', { method: 'GET' as const, url: '/api/v1.0/health' }],
      ['a visitor list', { method: 'GET' as const, url: '/api/v1.0/unauth/freelancers/page?page=0' }],
      ['a 404', { method: 'GET' as const, url: '/api/v1.0/no-such-thing' }],
      ['a 400', { method: 'POST' as const, url: '/api/v1.0/auth/login', payload: '{', headers: { 'content-type': 'application/json' } }],
    ])('%s', async (_name, request) => {
      const res = await t.app.inject(request);
      for (const [name, value] of securityHeaders(t.config)) expect(res.headers[name.toLowerCase()]).toBe(value);
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    });
  });
});
