import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test, expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { todayIn } from '../contracts/econsultation/zoned-time';
import { API, mailsTo } from './support/accounts';
import { bookThroughApi, completeFreelancerProfile, offerEConsultations, registerMember } from './support/profiles';

/**
 * Reminders through the real built server: a business books an
 * e-consultation three days ahead; the server is stopped and started again
 * with its clock moved (CLOCK_OFFSET_MS) to just after 24 hours before the
 * start, then to just after 1 hour before. Each time both parties' reminder
 * appears in the outbox, exactly once — the reminders are durable jobs in
 * the database, so they survive the restarts. This journey runs its own
 * server (a moved clock must not touch the other journeys), once: it checks
 * e-mails, not a screen width.
 */

test.describe.configure({ timeout: 180_000 });

const HOUR = 3_600_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts the built server on its own data directory, its clock `offsetMs` ahead; resolves once it is ready. */
async function startServer(dataDir: string, port: number, offsetMs: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000',
      JOBS_POLL_MS: '200',
      CLOCK_OFFSET_MS: String(Math.max(0, Math.round(offsetMs))),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(async () => fetch(`http://127.0.0.1:${port}${API}/health/ready`).then((r) => r.status, () => 0), { timeout: 60_000, message: 'server ready' })
    .toBe(200);
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const tomorrowReminders = (mails: string[]) => mails.filter((mail) => /starts tomorrow\./.test(mail));
const hourReminders = (mails: string[]) => mails.filter((mail) => /starts in one hour\./.test(mail));

test('reminders reach both parties 24 hours and 1 hour before the start, once each, across restarts', async () => {
  const testInfo = test.info();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'khibra-reminders-'));
  const port = await freePort();
  let server = await startServer(dataDir, port, 0);
  let api: APIRequestContext | undefined;
  try {
    api = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${port}` });
    const freelancer = await registerMember(api, testInfo, 'Layla');
    const freelancerId = await completeFreelancerProfile(api, freelancer);
    const business = await registerMember(api, testInfo, 'Omar', true);
    await offerEConsultations(api, freelancer);
    const date = new Date(Date.parse(`${todayIn('UTC')}T00:00:00Z`) + 3 * 24 * HOUR).toISOString().slice(0, 10);
    const booking = await bookThroughApi(api, business, freelancerId, date);
    const start = Date.parse(booking.bookingDetails.startsAt);
    await api.dispose();
    api = undefined;

    // Just after 24 hours before the start: the "tomorrow" reminder, to each party.
    await stopServer(server);
    server = await startServer(dataDir, port, start - 24 * HOUR + 60_000 - Date.now());
    for (const address of [freelancer.email, business.email]) {
      await expect.poll(async () => tomorrowReminders(await mailsTo(address, 1, dataDir)).length, { timeout: 30_000 }).toBe(1);
    }

    // Just after 1 hour before the start (after another restart): the "in one hour" reminder; the first is not sent again.
    await stopServer(server);
    server = await startServer(dataDir, port, start - HOUR + 60_000 - Date.now());
    for (const address of [freelancer.email, business.email]) {
      await expect.poll(async () => hourReminders(await mailsTo(address, 1, dataDir)).length, { timeout: 30_000 }).toBe(1);
      const mails = await mailsTo(address, 1, dataDir);
      expect(tomorrowReminders(mails)).toHaveLength(1);
      expect(hourReminders(mails)[0]).toContain(booking.reference);
    }
  } finally {
    await api?.dispose();
    await stopServer(server);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});
