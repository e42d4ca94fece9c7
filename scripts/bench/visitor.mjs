// Visitor list throughput beside a bare Fastify route (see run.sh): the real
// built server (dist/server/main.js, as `npm run serve` runs it; `npm run build`
// first) with the demo marketplace answers GET /unauth/freelancers/page?page=0,
// and a bare Fastify process answers the very same response from memory.
// Both run in their own process at the same time and are measured in turns
// (--rounds, default 2), in this one run, on PGlite and (with BENCH_ADMIN_URL)
// on PostgreSQL; the real server is measured with the visitor cache on
// (default), then once with it off (VISITOR_CACHE_MS=0) for scale.
//
// Two clients: autocannon as it is (no Accept-Encoding: both servers send the
// 13.6 KB JSON as is) and a browser's Accept-Encoding (gzip, deflate, br: both
// send the same Brotli bytes, the real server through its cache or
// @fastify/compress, the bare one from memory). Before measuring, the bare
// answers are checked byte for byte against the real ones, Content-Encoding
// included. Both keep connections alive (HTTP/1.1; the real server's idle
// timeout is 10 s, Fastify's default 72 s; autocannon's connections never idle).
// The bare route is Fastify with its defaults (logger off) sending a Buffer;
// the real server runs as in production: LOG_LEVEL unset (`info`; a cache hit
// writes no line there, a miss one, http/access-log.ts), its log written to a
// file as a service's output would be, and everything else as configured:
// security headers, request id, locale, Vary, input guard, compression.
// Prints requests/s and the ratio to the bare route for the same client (goal ≥ 0.5).
// --server runs another build (e.g. an older commit's dist/server/main.js) for a before/after;
// the real server gets the node flags of package.json's `serve` script (--max-semi-space-size:
// without it, the embedded database's process spent about 12% of its time in young-generation
// garbage collection under this load, against 1% with it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { bareServer, freePort, rawGet, stop, waitFor } from './lib.mjs';
import pg from 'pg';
import zlib from 'node:zlib';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    pglite: { type: 'boolean', default: true },
    server: { type: 'string', default: 'dist/server/main.js' },
    rounds: { type: 'string', default: '2' },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const ROUNDS = Number(args.rounds);
const LIST = '/api/v1.0/unauth/freelancers/page?page=0';
/** The node flags `npm run serve` starts the server with (package.json), so the bench runs it as production does. */
const SERVE_FLAGS = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.serve.split(/\s+/).filter((word) => word.startsWith('--'));
const adminUrl = process.env.BENCH_ADMIN_URL;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const CLIENTS = [
  ['no Accept-Encoding', {}],
  ['gzip, deflate, br', BROWSER],
];
if (!fs.existsSync(args.server)) {
  console.error(`${args.server} is missing: run \`npm run build\` first.`);
  process.exit(1);
}


async function run(url, headers) {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  return { rps: Math.round(result.requests.average), p95: result.latency.p97_5 ?? result.latency.p99, non2xx: result.non2xx };
}

async function realServer(env) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khibra-bench-visitor-'));
  const { LOG_LEVEL: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, [...SERVE_FLAGS, args.server], {
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', ...env },
    stdio: ['ignore', fs.openSync(path.join(dataDir, 'server.log'), 'w'), 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // A server that never answers is not left behind.
  await waitFor(`${base}${LIST}`).catch((error) => {
    child.kill('SIGKILL');
    throw error;
  });
  return { child, url: `${base}${LIST}`, cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/** Both servers' answers for both clients: the bare route must send the very same bytes and Content-Encoding. */
async function captureAnswers(name, url, files) {
  const real = { plain: await rawGet(url), br: await rawGet(url, BROWSER) };
  if (real.plain.encoding !== undefined || real.br.encoding !== 'br') throw new Error(`unexpected encodings: ${real.plain.encoding}, ${real.br.encoding}`);
  if (!zlib.brotliDecompressSync(real.br.body).equals(real.plain.body)) throw new Error('the Brotli answer is not the JSON');
  fs.writeFileSync(files.plain, real.plain.body);
  fs.writeFileSync(files.br, real.br.body);
  console.log(`${name}: the list body is ${(real.plain.body.length / 1024).toFixed(1)} KB, ${(real.br.body.length / 1024).toFixed(1)} KB with Brotli`);
  return real;
}

// The real server (cache on) and the bare route run at the same time and are measured in turns
// (real, bare, real, bare) for each client, so a change in the shared machine's load touches both;
// the ratio is taken per round and both rounds are shown.
async function backend(name, env) {
  const rows = [];
  const files = { plain: path.join(os.tmpdir(), `khibra-bench-visitor-${process.pid}.json`), br: path.join(os.tmpdir(), `khibra-bench-visitor-${process.pid}.json.br`) };
  const server = await realServer(env);
  let bare;
  try {
    const real = await captureAnswers(name, server.url, files);
    bare = await bareServer({ port: await freePort(), route: '/list', type: 'application/json; charset=utf-8', plainFile: files.plain, brFile: files.br });
    for (const [kind, headers] of [['plain', {}], ['br', BROWSER]]) {
      const answer = await rawGet(bare.url, headers);
      if (answer.encoding !== real[kind].encoding || !answer.body.equals(real[kind].body)) throw new Error(`the bare ${kind} answer differs from the real one`);
    }
    for (const [client, headers] of CLIENTS) {
      const rounds = [];
      for (let round = 0; round < ROUNDS; round += 1) rounds.push({ real: await run(server.url, headers), bare: await run(bare.url, headers) });
      const mean = (side, field) => Math.round(rounds.reduce((sum, r) => sum + r[side][field], 0) / rounds.length);
      rows.push({
        database: name,
        client,
        'cache on req/s': mean('real', 'rps'),
        'bare req/s': mean('bare', 'rps'),
        '× bare': (mean('real', 'rps') / mean('bare', 'rps')).toFixed(2),
        'each round': rounds.map((r) => `${r.real.rps}/${r.bare.rps}=${(r.real.rps / r.bare.rps).toFixed(2)}`).join(', '),
        'p97.5 ms': `${Math.max(...rounds.map((r) => r.real.p95))} / ${Math.max(...rounds.map((r) => r.bare.p95))}`,
        non2xx: rounds.reduce((sum, r) => sum + r.real.non2xx + r.bare.non2xx, 0),
      });
    }
  } finally {
    await stop(server.child);
    server.cleanup();
    if (bare) await stop(bare.child);
    fs.rmSync(files.plain, { force: true });
    fs.rmSync(files.br, { force: true });
  }
  // Without the cache, for scale (one round, the plain client).
  const uncached = await realServer({ ...env, VISITOR_CACHE_MS: '0' });
  try {
    const result = await run(uncached.url, {});
    rows.push({ database: name, client: 'no Accept-Encoding, cache off', 'cache on req/s': result.rps, 'bare req/s': '', '× bare': '', 'each round': '', 'p97.5 ms': String(result.p95), non2xx: result.non2xx });
  } finally {
    await stop(uncached.child);
    uncached.cleanup();
  }
  return rows;
}

async function main() {
  const table = [];
  const loadAtStart = os.loadavg()[0];
  if (args.pglite) table.push(...(await backend('PGlite', {})));
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query('drop database if exists khibra_bench_visitor');
    await admin.query('create database khibra_bench_visitor');
    await admin.end();
    const dbUrl = new URL(adminUrl);
    dbUrl.pathname = '/khibra_bench_visitor';
    // Each server start seeds an empty database only; the second start finds the demo rows.
    table.push(...(await backend('PostgreSQL', { DATABASE_URL: dbUrl.toString() })));
  }
  console.log(`Requests/s over loopback, ${CONNECTIONS} connections, ${DURATION} s each after a 2 s warm-up, ${ROUNDS} rounds (real, bare, real, bare…; p97.5 latency of the worst round, real / bare):`);
  console.table(table);
  const [load1] = os.loadavg();
  console.log(`Machine: ${os.cpus().length} CPUs, load average ${loadAtStart.toFixed(1)} at the start, ${load1.toFixed(1)} at the end (client, servers and database share them).`);
  const cached = table.filter((row) => row['× bare'] !== '');
  const worst = Math.min(...cached.map((row) => Number(row['× bare'])));
  console.log(`Visitor list with the cache vs bare Fastify: worst ${worst.toFixed(2)}× (goal ≥ 0.5×) — ${worst >= 0.5 ? 'OK' : 'UNDER GOAL'}`);
  process.exitCode = table.every((row) => row.non2xx === 0) && worst >= 0.5 ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
