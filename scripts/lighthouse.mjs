// `npm run lighthouse`: Lighthouse 12 (mobile, default throttling) on the public
// routes of the built server with the demo marketplace, on /usr/bin/chromium
// (CHROME_PATH overrides). Prints performance, accessibility, best practices
// and SEO per route. A benchmark, not a test: it depends on the machine. Each
// row ends with the load average and Lighthouse's benchmark index (its CPU
// speed test, run before the page): Lighthouse multiplies the tasks it saw by 4,
// so a busy machine (load near the core count, index far under the quiet
// machine's) scores low with the same code; compare builds with
// scripts/bench/main-thread.mjs, which counts CPU time instead.
//   npm run build && npm run lighthouse [-- --port 3501 --url http://host:port --lang ar --route /freelancer/{id}]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const { values: args } = parseArgs({ options: { port: { type: 'string' }, url: { type: 'string' }, json: { type: 'string' }, lang: { type: 'string' }, route: { type: 'string', multiple: true } } });
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url, tries = 240) {
  for (let i = 0; i < tries; i += 1) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`lighthouse: ${url} did not answer`);
}

let server;
let base = args.url;
if (!base) {
  if (!fs.existsSync('dist/server/main.js')) {
    console.error('lighthouse: dist/server/main.js is missing; run `npm run build` first.');
    process.exit(1);
  }
  const port = args.port ?? String(await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khibra-lighthouse-'));
  server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: port, DATA_DIR: dataDir, SEED_DEMO: 'true', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  base = `http://127.0.0.1:${port}`;
}
await waitFor(`${base}/api/v1.0/unauth/freelancers/page?page=0`);
// A demo freelancer and vacancy for the per-item pages.
const list = await (await fetch(`${base}/api/v1.0/unauth/freelancers/page?page=0`)).json();
const freelancerId = list.data?.[0]?.id;
const vacancies = await (await fetch(`${base}/api/v1.0/unauth/vacancies?page=0`)).json();
const vacancyId = vacancies.data?.[0]?.id;
const routes = ['/', '/about', '/freelancers', freelancerId && `/freelancer/${freelancerId}`, '/vacancies'].filter(Boolean);
// `--lang ar`: every page in that language (the server renders it from the first byte).
const inLang = (route) => (args.lang ? `${route}?lang=${args.lang}` : route);
// The page per vacancy exists once server rendering is in: measured when it answers 200.
if (vacancyId && (await fetch(`${base}/vacancy/${vacancyId}`)).status === 200) routes.push(`/vacancy/${vacancyId}`);
// The company page of the first vacancy's business.
const companyId = vacancies.data?.[0]?.company?.id;
if (companyId) routes.push(`/company/${companyId}`);

// `--route /freelancer/{id}` (repeatable): only those pages.
if (args.route?.length) routes.splice(0, routes.length, ...args.route);

const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const results = [];
try {
  for (const route of routes) {
    const result = await lighthouse(`${base}${inLang(route)}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const lhr = result.lhr;
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
    const metric = (id) => lhr.audits[id]?.numericValue;
    const row = { route, ...scores, lcpMs: Math.round(metric('largest-contentful-paint') ?? 0), cls: Number((metric('cumulative-layout-shift') ?? 0).toFixed(3)), tbtMs: Math.round(metric('total-blocking-time') ?? 0), load: Number(os.loadavg()[0].toFixed(1)), benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) };
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    results.push({ ...row, failing });
    console.log(
      `${route.padEnd(34)} perf ${String(row.performance).padStart(3)}  a11y ${String(row.accessibility).padStart(3)}  bp ${String(row['best-practices']).padStart(3)}  seo ${String(row.seo).padStart(3)}   LCP ${row.lcpMs} ms  CLS ${row.cls}  TBT ${row.tbtMs} ms   load ${row.load}  index ${row.benchmarkIndex}`,
    );
    if (failing.length) console.log(`${' '.repeat(34)} failing: ${failing.join(', ')}`);
  }
} finally {
  await chrome.kill();
}
if (args.json) fs.writeFileSync(args.json, JSON.stringify(results, null, 2));
process.exit(0);
