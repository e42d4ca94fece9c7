// Visitor list throughput beside a bare Fastify route (see run.sh): the real
// server with the demo marketplace answers GET /unauth/freelancers/page?page=0,
// and a bare Fastify process answers the very same JSON bytes from memory.
// Both run in their own process, one after the other, in this one run, on
// PGlite and (with BENCH_ADMIN_URL) on PostgreSQL; the real server is measured
// with the visitor cache on (default) and off (VISITOR_CACHE_MS=0).
// Prints requests/s and the ratio to the bare route (goal ≥ 0.5).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    pglite: { type: 'boolean', default: true },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const LIST = '/api/v1.0/unauth/freelancers/page?page=0';
const adminUrl = process.env.BENCH_ADMIN_URL;

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url) {
  for (let i = 0; i < 600; i += 1) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function stop(child) {
  // autocannon stops at the deadline without waiting for its last requests; let the server answer them.
  await new Promise((r) => setTimeout(r, 1000));
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

async function run(url) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return { rps: Math.round(result.requests.average), p95: result.latency.p97_5 ?? result.latency.p99, non2xx: result.non2xx };
}

async function realServer(env) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khibra-bench-visitor-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, SEED_DEMO: 'true', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}${LIST}`);
  return { child, url: `${base}${LIST}`, cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

async function bareServer(bodyFile) {
  const port = await freePort();
  const code = `
    const fastify = require('fastify')({ logger: false });
    const body = require('fs').readFileSync(${JSON.stringify(bodyFile)}, 'utf8');
    fastify.get('/list', (request, reply) => { reply.type('application/json; charset=utf-8').send(body); });
    fastify.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}/list`;
  await waitFor(url);
  return { child, url };
}

async function backend(name, env) {
  const rows = [];
  let bodyFile;
  for (const [label, extra] of [
    ['visitor list, cache on', {}],
    ['visitor list, cache off', { VISITOR_CACHE_MS: '0' }],
  ]) {
    const server = await realServer({ ...env, ...extra });
    try {
      if (!bodyFile) {
        const body = await (await fetch(server.url)).text();
        bodyFile = path.join(os.tmpdir(), `khibra-bench-visitor-${process.pid}.json`);
        fs.writeFileSync(bodyFile, body);
        console.log(`${name}: the list body is ${(Buffer.byteLength(body) / 1024).toFixed(1)} KB`);
      }
      rows.push({ database: name, route: label, ...(await run(server.url)) });
    } finally {
      await stop(server.child);
      server.cleanup();
    }
  }
  const bare = await bareServer(bodyFile);
  try {
    rows.push({ database: name, route: 'bare Fastify, same JSON', ...(await run(bare.url)) });
  } finally {
    await stop(bare.child);
    fs.rmSync(bodyFile, { force: true });
  }
  const bareRps = rows.at(-1).rps;
  for (const row of rows) row['× bare'] = (row.rps / bareRps).toFixed(2);
  return rows;
}

async function main() {
  const table = [];
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
  console.log(`Requests/s over loopback, ${CONNECTIONS} connections, ${DURATION} s each after a 2 s warm-up (p95 column: p97.5 latency in ms):`);
  console.table(table);
  const [load1] = os.loadavg();
  console.log(`Machine: ${os.cpus().length} CPUs, load average ${load1.toFixed(1)} at the end (client, servers and database share them).`);
  const cached = table.filter((row) => row.route === 'visitor list, cache on');
  const worst = Math.min(...cached.map((row) => Number(row['× bare'])));
  console.log(`Visitor list with the cache vs bare Fastify: worst ${worst.toFixed(2)}× (goal ≥ 0.5×) — ${worst >= 0.5 ? 'OK' : 'UNDER GOAL'}`);
  process.exitCode = table.every((row) => row.non2xx === 0) && worst >= 0.5 ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
