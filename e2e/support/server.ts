import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A built server of a journey's own (node dist/server/main.js on a fresh data directory, no demo), for what the
 * shared one cannot do without disturbing the other journeys: being stopped and started again.
 */
export interface OwnServer {
  baseURL: string;
  /** Runs `npm run admin -- …` (the built dist/server/admin.js) on this server's data directory, beside it. */
  admin(args: string[]): Promise<string>;
  /** SIGTERM (the graceful shutdown people get from systemd), then the same port and data directory again. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const run = promisify(execFile);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function ready(baseURL: string, child: ChildProcess): Promise<void> {
  // A bound for a server that never starts (two minutes on a busy machine), not a speed requirement.
  for (let tries = 0; tries < 600; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const answer = await fetch(`${baseURL}/api/v1.0/health/ready`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${baseURL} did not become ready`);
}

/** `env` is added to the server's environment (APPROVAL=manual for the operator console's journey). */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'khibra-e2e-own-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const serverEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false', RATE_LIMIT_PER_MINUTE: '1000', ...env };
  let child: ChildProcess;
  const launch = async () => {
    child = spawn(process.execPath, ['dist/server/main.js'], { env: serverEnv, stdio: ['ignore', 'ignore', 'inherit'] });
    await ready(baseURL, child);
  };
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  await launch();
  return {
    baseURL,
    admin: async (args) => {
      const { stdout } = await run(process.execPath, ['dist/server/admin.js', ...args], { env: serverEnv });
      return stdout;
    },
    restart: async () => {
      await stop();
      await launch();
    },
    stop: async () => {
      await stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
