import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { sendCompressed } from './compression';

/** Pages come from the not-found handler, which @fastify/compress never sees: sendCompressed applies its rules there. */
describe('sendCompressed', () => {
  const page = `<!doctype html><html><body>${'<p>Khibra freelancers</p>'.repeat(200)}</body></html>`;
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.setNotFoundHandler((request, reply) => {
      reply.header('Vary', 'Cookie').type('text/html; charset=utf-8');
      return sendCompressed(request, reply, request.url === '/small' ? '<p>hi</p>' : page);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('compresses a page with Brotli or gzip as the browser accepts, and says it varies on Accept-Encoding', async () => {
    const br = await app.inject({ url: '/freelancers', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(page.length / 10);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(page);

    const gzip = await app.inject({ url: '/freelancers', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(page);
  });

  it('sends the page as is without Accept-Encoding, and a page under the threshold as is', async () => {
    const plain = await app.inject({ url: '/freelancers' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('<p>hi</p>');
  });
});
