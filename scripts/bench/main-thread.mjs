// Main-thread work while a public page loads and hydrates, on /usr/bin/chromium
// (CHROME_PATH overrides), per route, median of the runs: each task's CPU
// time on the page's main thread (from a Chrome trace) times 4, the phone
// Lighthouse simulates; the tasks over 50 ms, their blocking part (each one's
// time beyond 50 ms, what Lighthouse sums as TBT) and the longest. CPU time,
// not wall time: a busy machine stretches a task's wall time (and Lighthouse's
// score) much less its CPU time, so two builds measured side by side
// compare on a busy machine (the absolute figures still grow with the load: shared
// cores run slower).
//   npm run build && node scripts/bench/main-thread.mjs [--runs 5] [--lang ar]
//     [--routes /about,/freelancers] [--dir <another checkout's root, built>
//     | --url <a running server>]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { freePort } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    lang: { type: 'string' },
    dir: { type: 'string', default: '.' },
    routes: { type: 'string', default: '/about,/freelancers' },
    url: { type: 'string' },
  },
});
const runs = Number(args.runs);
const routes = args.routes.split(',');

let base = args.url;
if (!base) {
  const root = path.resolve(args.dir);
  if (!fs.existsSync(path.join(root, 'dist/server/main.js'))) {
    console.error(`main-thread: ${root}/dist/server/main.js is missing; run \`npm run build\` there first.`);
    process.exit(1);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khibra-main-thread-'));
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'true', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  base = `http://127.0.0.1:${port}`;
}
// Up once the demo marketplace is seeded (a minute or two on a busy machine).
for (let i = 0; ; i += 1) {
  const ok = await fetch(`${base}/api/v1.0/unauth/freelancers/page?page=0`).then((r) => r.ok, () => false);
  if (ok) break;
  if (i === 600) throw new Error(`main-thread: ${base} did not answer`);
  await new Promise((r) => setTimeout(r, 500));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const SLOWDOWN = 4;

/** One load of `url` in a fresh phone-sized context: the main thread's top-level tasks' CPU times in ms, times SLOWDOWN. */
async function loadTasks(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Hydration and the work it schedules finish after the last request.
  await page.waitForTimeout(1000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  // The page's renderer main thread: the one that parsed its HTML.
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url));
  return events
    .filter((e) => e.pid === parse?.pid && e.tid === parse?.tid && e.name === 'RunTask' && e.ph === 'X' && e.tdur)
    .map((e) => (e.tdur / 1000) * SLOWDOWN);
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] });
try {
  for (const route of routes) {
    const url = `${base}${route}${args.lang ? `?lang=${args.lang}` : ''}`;
    const samples = [];
    // One load first to warm the server's caches; not counted.
    for (let i = 0; i <= runs; i += 1) {
      const tasks = await loadTasks(browser, url);
      const long = tasks.filter((d) => d > 50);
      if (i > 0)
        samples.push({
          cpu: tasks.reduce((sum, d) => sum + d, 0),
          long: long.reduce((sum, d) => sum + d, 0),
          count: long.length,
          blocking: long.reduce((sum, d) => sum + d - 50, 0),
          longest: Math.max(0, ...tasks),
        });
    }
    const row = Object.fromEntries(['cpu', 'long', 'count', 'blocking', 'longest'].map((k) => [k, Math.round(median(samples.map((s) => s[k])))]));
    const ms = (n) => `${String(n).padStart(5)} ms`;
    console.log(
      `${route.padEnd(14)} CPU ${ms(row.cpu)}  long tasks ${ms(row.long)} (${row.count})  blocking ${ms(row.blocking)}  longest ${ms(row.longest)}   [blocking per run: ${samples.map((s) => Math.round(s.blocking)).join(', ')}]`,
    );
  }
} finally {
  await browser.close();
}
process.exit(0);
