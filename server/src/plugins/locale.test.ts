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
  it('takes ?lang=, then the khibra_lang cookie, then Accept-Language, then English — and is the current locale while the request is handled', async () => {
    const server = await app();
    const ask = async (url: string, headers: Record<string, string> = {}) => (await server.inject({ url, headers })).json();
    expect(await ask('/where?lang=ar', { cookie: 'khibra_lang=en', 'accept-language': 'en' })).toEqual({ locale: 'ar', current: 'ar' });
    expect(await ask('/where', { cookie: 'a=1; khibra_lang=ar', 'accept-language': 'en' })).toEqual({ locale: 'ar', current: 'ar' });
    expect(await ask('/where?lang=xx', { cookie: 'khibra_lang=zz', 'accept-language': 'ar-EG,en;q=0.5' })).toEqual({ locale: 'ar', current: 'ar' });
    expect(await ask('/where')).toEqual({ locale: 'en', current: 'en' });
    expect((await server.inject({ url: '/where' })).headers.vary).toBe('Accept-Language, Cookie');
    const both = await Promise.all([ask('/where?lang=ar'), ask('/where?lang=en'), ask('/where?lang=ar')]);
    expect(both.map((answer) => answer.current)).toEqual(['ar', 'en', 'ar']);
    await server.close();
  });

  it('runs work outside a request in a given locale, English otherwise', () => {
    expect(currentLocale()).toBe('en');
    expect(inLocale('ar', () => currentLocale())).toBe('ar');
  });
});
