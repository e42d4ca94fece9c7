import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { databaseUrl } from '../test/template';
import { ENDPOINT_FILE } from './endpoint';

// npm test runs this file on both databases (scripts/test.sh): the embedded one, held by the server's process, is the
// case `npm run admin` could not serve before; on PostgreSQL (TEST_DATABASE_URL) the server runs on a database of its own.

/** The real server (main.ts) and the real command line (`npm run admin` is `tsx server/src/cli/admin.ts`), as processes. */
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

function node(args: string[], env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [...TSX_LOADER, ...args], { env: { ...process.env, NODE_OPTIONS: '', ...env } });
  let out = '';
  child.stdout?.on('data', (chunk) => (out += chunk));
  child.stderr?.on('data', (chunk) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitForHealth(port: number): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1.0/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready');
}

describe('npm run admin while the server runs, and after it stopped', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'khibra-cli-'));
  const dataDir = path.join(work, 'data');
  const env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info', USER: 'night-operator' };
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return;
    const name = `khibra_cli_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    env.DATABASE_URL = databaseUrl(adminUrl, name);
    dropDatabase = async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  });
  afterAll(async () => {
    await dropDatabase?.();
    fs.rmSync(work, { recursive: true, force: true });
  });

  const admin = async (...args: string[]) => {
    const run = node(['server/src/cli/admin.ts', ...args], env);
    return { code: await run.exited, output: run.output() };
  };

  it('runs the commands in the server while it holds the database, then opens the database itself once it stopped', async () => {
    const port = await freePort();
    const server = node(['server/src/main.ts'], { ...env, PORT: String(port), HOST: '127.0.0.1' });
    try {
      await waitForHealth(port);
      expect(fs.existsSync(path.join(dataDir, ENDPOINT_FILE))).toBe(true);

      // content import: the file is read on the command line's side; the change shows through the server's API at once.
      const cms = `http://127.0.0.1:${port}/api/v1.0/unauth/getcms`;
      const english = ((await (await fetch(cms)).json()) as { data: { title: string } }).data;
      const file = path.join(work, 'content.json');
      fs.writeFileSync(file, JSON.stringify({ ...english, title: 'Khibra, changed while serving' }));
      expect(await admin('content', 'import', file)).toEqual({ code: 0, output: `content imported from ${file}\n` });
      expect(((await (await fetch(cms)).json()) as { data: { title: string } }).data.title).toBe('Khibra, changed while serving');

      // The audit log names the system user who ran it.
      const log = await admin('audit-log', '1');
      expect(log.code).toBe(0);
      expect(log.output).toMatch(/^\S+Z {2}command line \(night-operator\) {2}editContent {2}content cms\n$/);
      expect(server.output()).toContain('ran a command of npm run admin');
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }

    // No server: the record is gone and the command line opens the database itself.
    expect(fs.existsSync(path.join(dataDir, ENDPOINT_FILE))).toBe(false);
    expect(await admin('db-status')).toEqual({ code: 0, output: `database: ${env.DATABASE_URL ? 'postgres' : 'pglite'}, migrations applied\n` });
    expect(await admin('approve-user', 'nobody@example.test')).toEqual({ code: 1, output: 'No such user.\n' });
  }, 180_000);
});
