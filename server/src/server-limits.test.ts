import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './test/app';

/**
 * Stalled and slow clients are cut off by the server's timeouts, and sockets
 * past MAX_CONNECTIONS are refused. Only "closed eventually" is asserted
 * (within a generous bound), never how fast.
 */
const EVENTUALLY_MS = 20_000;

interface Client {
  socket: net.Socket;
  /** Resolves with everything the server sent once the socket is closed. */
  closed: Promise<string>;
}

function connect(port: number): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const closed = new Promise<string>((done) => socket.on('close', () => done(received)));
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

function within<T>(promise: Promise<T>, ms = EVENTUALLY_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`not closed within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Writes one byte of text every `everyMs` until the socket closes: never idle, never finished. */
function drip(client: Client, text: string, everyMs = 40): void {
  let i = 0;
  const timer = setInterval(() => {
    if (client.socket.destroyed || !client.socket.writable) return clearInterval(timer);
    client.socket.write(text[i % text.length]);
    i += 1;
  }, everyMs);
  void client.closed.then(() => clearInterval(timer));
}

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

describe('server timeouts', () => {
  let t: TestApp;
  let port: number;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await createTestApp({ REQUEST_TIMEOUT_MS: '800', HEADERS_TIMEOUT_MS: '400', CONNECTION_TIMEOUT_MS: '500', KEEP_ALIVE_TIMEOUT_MS: '300' });
    port = await listen(t);
  });
  afterAll(async () => {
    clients.forEach((c) => c.socket.destroy());
    await t.close();
  });
  const open = async () => {
    const client = await connect(port);
    clients.push(client);
    return client;
  };

  it('closes a connection that sends half its headers and then nothing', async () => {
    const client = await open();
    client.socket.write('GET /api/v1.0/health HTTP/1.1\r\nHost: localhost\r\n');
    await expect(within(client.closed)).resolves.toEqual(expect.any(String));
  });

  it('closes a connection that opens and sends nothing at all', async () => {
    const client = await open();
    await expect(within(client.closed)).resolves.toEqual(expect.any(String));
  });

  it('answers 408 and closes a client that drips its headers forever (never idle)', async () => {
    const client = await open();
    client.socket.write('GET /api/v1.0/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    drip(client, 'abcdefgh');
    const received = await within(client.closed);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    // In the envelope, like every other failure.
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'The request took too long to arrive.',
      errors: { message: 'The request took too long to arrive.', error: 'requestTimeout' },
    });
  });

  it('answers 400 in the envelope to something that is not HTTP', async () => {
    const client = await open();
    client.socket.write('HELLO THERE\r\n\r\n');
    const received = await within(client.closed);
    expect(received).toMatch(/^HTTP\/1\.1 400/);
    expect(received).toContain('"message":"The request could not be read."');
  });

  it('answers 408 and closes a client that drips its body forever', async () => {
    const client = await open();
    client.socket.write('POST /api/v1.0/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"');
    drip(client, 'aaaaaaaa');
    expect(await within(client.closed)).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answers a request, then closes the idle keep-alive connection', async () => {
    const client = await open();
    client.socket.write('GET /api/v1.0/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    const received = await within(client.closed);
    expect(received).toMatch(/^HTTP\/1\.1 200/);
  });
});

describe('connection limit', () => {
  let t: TestApp;
  let port: number;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await createTestApp({ MAX_CONNECTIONS: '2' });
    port = await listen(t);
  });
  afterAll(async () => {
    clients.forEach((c) => c.socket.destroy());
    await t.close();
  });

  const connections = () => new Promise<number>((resolve, reject) => t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));

  it('refuses a socket past MAX_CONNECTIONS and serves again once one closes', async () => {
    const first = await connect(port);
    const second = await connect(port);
    clients.push(first, second);
    first.socket.write('GET /api/v1.0/health HTTP/1.1\r\nHost: localhost\r\n');
    second.socket.write('GET /api/v1.0/health HTTP/1.1\r\nHost: localhost\r\n');
    while ((await connections()) < 2) await new Promise((resolve) => setTimeout(resolve, 10));

    const third = await connect(port);
    clients.push(third);
    third.socket.write('GET /api/v1.0/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(await within(third.closed)).toBe('');

    first.socket.destroy();
    while ((await connections()) > 1) await new Promise((resolve) => setTimeout(resolve, 10));
    const fourth = await connect(port);
    clients.push(fourth);
    fourth.socket.write('GET /api/v1.0/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(await within(fourth.closed)).toMatch(/^HTTP\/1\.1 200/);
  });
});
