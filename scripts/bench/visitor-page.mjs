// A server-rendered visitor page beside a bare Fastify route (`node scripts/bench/visitor-page.mjs`,
// after `npm run build`): the real built server (dist/server/main.js, with the node flags of
// `npm run serve`) on PGlite with the demo marketplace answers GET /freelancer/<first listed id>
// at the production log level (LOG_LEVEL unset: `info`, its lines written to a file as a
// service's output would be); a bare Fastify process (logger off) answers the very same bytes
// from memory. Both run at once and are measured in turns (--rounds), for a client without
// Accept-Encoding and a browser's (gzip, deflate, br: the same Brotli bytes from both), after a
// byte-for-byte check. Then, with the plain client, the page rendered on every request, the
// servers up at once and measured in turns: this build with VISITOR_CACHE_MS=0, and, with
// --before <older dist/server/main.js>, that build with VISITOR_CACHE_MS=0 and with its defaults. --port <n> puts the servers on
// n, n+1, n+2 (default: free ports). Prints requests/s, the ratio to the bare route (goal ≥ 0.5)
// the server's CPU time per request (the ratio of those is steadier on a busy machine) and the
// load average.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { bareServer, freePort, rawGet, stop, waitFor } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '2' },
    server: { type: 'string', default: 'dist/server/main.js' },
    before: { type: 'string' },
    port: { type: 'string' },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const ROUNDS = Number(args.rounds);
const SERVE_FLAGS = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.serve.split(/\s+/).filter((word) => word.startsWith('--'));
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
let nextPort = args.port ? Number(args.port) : undefined;
const port = async () => (nextPort === undefined ? freePort() : nextPort++);

/** CPU time (user + system, ms) a process has used so far, from /proc (undefined elsewhere). */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Requests/s, and the server's CPU time per request (µs): on a shared, busy
 * machine the second moves far less than the first with the load of others.
 */
async function run(url, headers, pid) {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  const cpu = cpuBefore === undefined ? undefined : cpuMs(pid) - cpuBefore;
  return { rps: Math.round(result.requests.average), p97: result.latency.p97_5, non2xx: result.non2xx, cpuUs: cpu === undefined ? NaN : Math.round((cpu * 1000) / result.requests.total) };
}

async function realServer(file, env = {}) {
  const listen = await port();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khibra-bench-page-'));
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'w');
  const { LOG_LEVEL: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, [...SERVE_FLAGS, file], {
    env: { ...inherited, PORT: String(listen), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', ...env },
    stdio: ['ignore', log, 'inherit'],
  });
  const base = `http://127.0.0.1:${listen}`;
  // A server that never answers is not left behind.
  await waitFor(`${base}/api/v1.0/unauth/freelancers/page?page=0`).catch((error) => {
    child.kill('SIGKILL');
    throw error;
  });
  const list = await (await fetch(`${base}/api/v1.0/unauth/freelancers/page?page=0`)).json();
  const url = `${base}/freelancer/${list.data[0].id}`;
  return { child, url, logFile: path.join(dataDir, 'server.log'), cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/** Renders on every request: each build with VISITOR_CACHE_MS=0, both up at once and measured in turns, then the older one with its defaults. */
async function rendered(builds) {
  const servers = [];
  const rows = [];
  try {
    for (const [name, file, env] of builds) servers.push({ name, server: await realServer(file, env), results: [] });
    for (let round = 0; round < ROUNDS; round += 1) for (const entry of servers) entry.results.push(await run(entry.server.url, {}, entry.server.child.pid));
    for (const { name, results } of servers) {
      rows.push({
        build: name,
        client: 'no Accept-Encoding',
        'page req/s': Math.round(results.reduce((sum, r) => sum + r.rps, 0) / results.length),
        'bare req/s': '',
        '× bare': '',
        'each round': results.map((r) => r.rps).join(', '),
        'p97.5 ms': String(Math.max(...results.map((r) => r.p97))),
        'CPU µs/req': String(Math.round(results.reduce((sum, r) => sum + r.cpuUs, 0) / results.length)),
        '× bare by CPU': '',
        non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
      });
    }
  } finally {
    for (const { server } of servers) {
      await stop(server.child);
      server.cleanup();
    }
  }
  return rows;
}

async function main() {
  const loadAtStart = os.loadavg();
  const table = [];
  const files = { plain: path.join(os.tmpdir(), `khibra-bench-page-${process.pid}.html`), br: path.join(os.tmpdir(), `khibra-bench-page-${process.pid}.html.br`) };
  const server = await realServer(args.server);
  let bare;
  try {
    await rawGet(server.url);
    const real = { plain: await rawGet(server.url), br: await rawGet(server.url, BROWSER) };
    if (real.plain.headers['x-visitor-cache'] !== 'hit' || real.br.headers['content-encoding'] !== 'br') throw new Error(`not a cached page: ${JSON.stringify(real.plain.headers)}`);
    if (!zlib.brotliDecompressSync(real.br.body).equals(real.plain.body)) throw new Error('the Brotli page is not the page');
    fs.writeFileSync(files.plain, real.plain.body);
    fs.writeFileSync(files.br, real.br.body);
    console.log(`${server.url}: ${(real.plain.body.length / 1024).toFixed(1)} KB of HTML, ${(real.br.body.length / 1024).toFixed(1)} KB with Brotli`);
    bare = await bareServer({ port: await port(), route: '/page', type: 'text/html; charset=utf-8', plainFile: files.plain, brFile: files.br });
    for (const [kind, headers] of [['plain', {}], ['br', BROWSER]]) {
      const answer = await rawGet(bare.url, headers);
      if (answer.headers['content-encoding'] !== real[kind].headers['content-encoding'] || !answer.body.equals(real[kind].body)) throw new Error(`the bare ${kind} answer differs`);
    }
    const logBefore = fs.statSync(server.logFile).size;
    for (const [client, headers] of [['no Accept-Encoding', {}], ['gzip, deflate, br', BROWSER]]) {
      const rounds = [];
      for (let round = 0; round < ROUNDS; round += 1) rounds.push({ real: await run(server.url, headers, server.child.pid), bare: await run(bare.url, headers, bare.child.pid) });
      const mean = (side, field = 'rps') => Math.round(rounds.reduce((sum, r) => sum + r[side][field], 0) / rounds.length);
      table.push({
        build: 'this, cached page',
        client,
        'page req/s': mean('real'),
        'bare req/s': mean('bare'),
        '× bare': (mean('real') / mean('bare')).toFixed(2),
        'each round': rounds.map((r) => `${r.real.rps}/${r.bare.rps}=${(r.real.rps / r.bare.rps).toFixed(2)}`).join(', '),
        'p97.5 ms': `${Math.max(...rounds.map((r) => r.real.p97))} / ${Math.max(...rounds.map((r) => r.bare.p97))}`,
        'CPU µs/req': `${mean('real', 'cpuUs')} / ${mean('bare', 'cpuUs')}`,
        '× bare by CPU': (mean('bare', 'cpuUs') / mean('real', 'cpuUs')).toFixed(2),
        non2xx: rounds.reduce((sum, r) => sum + r.real.non2xx + r.bare.non2xx, 0),
      });
    }
    console.log(`Log written by the page server while measured: ${fs.statSync(server.logFile).size - logBefore} bytes`);
  } finally {
    await stop(server.child);
    server.cleanup();
    if (bare) await stop(bare.child);
    fs.rmSync(files.plain, { force: true });
    fs.rmSync(files.br, { force: true });
  }
  const loadAfterCached = os.loadavg();
  const uncached = [['this, VISITOR_CACHE_MS=0', args.server, { VISITOR_CACHE_MS: '0' }]];
  if (args.before) uncached.push(['before, VISITOR_CACHE_MS=0', args.before, { VISITOR_CACHE_MS: '0' }], ['before, defaults', args.before, {}]);
  table.push(...(await rendered(uncached)));
  console.log(`GET of one freelancer's page, ${CONNECTIONS} connections, ${DURATION} s each after a 2 s warm-up, production log level:`);
  console.table(table);
  const load = (l) => l.map((n) => n.toFixed(1)).join(' ');
  console.log(`Machine: ${os.cpus().length} CPUs; load average ${load(loadAtStart)} at the start, ${load(loadAfterCached)} after the cached rows, ${load(os.loadavg())} at the end.`);
  const worst = Math.min(...table.filter((row) => row['× bare'] !== '').map((row) => Number(row['× bare'])));
  console.log(`Cached page vs bare Fastify: worst ${worst.toFixed(2)}× (goal ≥ 0.5×) — ${worst >= 0.5 ? 'OK' : 'UNDER GOAL'}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
