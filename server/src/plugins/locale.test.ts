import Fastify from 'fastify';
import { currentLocale } from '@contracts/locale';
import { inLocale, registerLocale } from './locale';

async function app() {
  const server = Fastify();
  registerLocale(server);
  server.get('/where', async (request) => {
    await new Promise((resolve) => setImmediate(resolve));
    return { locale: request.locale, current: currentLocale() };
  });
  await server.ready();
  return server;
}

describe('request locale', () => {
  it('takes ?lang=, then the khibra_lang cookie, then Accept-Language, then English', async () => {
    const server = await app();
    const ask = async (url: string, headers: Record<string, string> = {}) => (await server.inject({ url, headers })).json();
    // The language travels as request.locale; no async context carries it (currentLocale() stays English).
    expect(await ask('/where?lang=ar', { cookie: 'khibra_lang=en', 'accept-language': 'en' })).toEqual({ locale: 'ar', current: 'en' });
    expect(await ask('/where', { cookie: 'a=1; khibra_lang=ar', 'accept-language': 'en' })).toEqual({ locale: 'ar', current: 'en' });
    expect(await ask('/where?lang=xx', { cookie: 'khibra_lang=zz', 'accept-language': 'ar-EG,en;q=0.5' })).toEqual({ locale: 'ar', current: 'en' });
    expect(await ask('/where')).toEqual({ locale: 'en', current: 'en' });
    expect((await server.inject({ url: '/where' })).headers.vary).toBe('Accept-Language, Cookie');
    const both = await Promise.all([ask('/where?lang=ar'), ask('/where?lang=en'), ask('/where?lang=ar')]);
    expect(both.map((answer) => answer.locale)).toEqual(['ar', 'en', 'ar']);
    await server.close();
  });

  it('runs synchronous work in a given locale, nested ones restoring the outer, English otherwise', () => {
    expect(currentLocale()).toBe('en');
    expect(inLocale('ar', () => currentLocale())).toBe('ar');
    expect(inLocale('ar', () => [inLocale('en', () => currentLocale()), currentLocale()])).toEqual(['en', 'ar']);
    expect(() => inLocale('ar', () => { throw new Error('failed'); })).toThrow('failed');
    expect(currentLocale()).toBe('en');
  });

  it('refuses asynchronous work, whose later parts it could not put in the locale', async () => {
    const work = async () => currentLocale();
    expect(() => inLocale('ar', work)).toThrow('inLocale: the work must be synchronous');
    expect(currentLocale()).toBe('en');
  });
});
