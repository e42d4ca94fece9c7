import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The real entrypoint, run as a child process the way `npm start` runs it
 * (with tsx's loader rather than the bundle, so no build is needed). Node runs
 * it itself, not the tsx command: that one relays signals to a child process
 * and, when the child does not answer within a few milliseconds (a busy
 * machine), exits on the signal (143) instead of letting the server shut down.
 */
const TSX_LOADER = ['--import', 'tsx'];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [...TSX_LOADER, 'server/src/main.ts'], { env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'info', ...env } });
  let out = '';
  child.stdout?.on('data', (chunk) => (out += chunk));
  child.stderr?.on('data', (chunk) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitForHealth(port: number): Promise<{ installedAt: string }> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1.0/health`);
      if (res.ok) return ((await res.json()) as { data: { installedAt: string } }).data;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

describe('server entrypoint', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khibra-main-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('stops with a message naming a wrongly set variable', async () => {
    const server = start({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration: PORT must be a whole number');
  });

  it('keeps its data across a restart and shuts down cleanly on SIGTERM and SIGINT', async () => {
    const port = await freePort();
    // The demo data (db/seed/demo.test.ts) is not what this test is about.
    const first = start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const before = await waitForHealth(port);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutdown complete');

    const second = start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const after = await waitForHealth(port);
    expect(after.installedAt).toBe(before.installedAt);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });
});
