// Live streams under load: N open streams (GET /events) on one built instance, on the embedded
// database with the demo data, its memory per stream and the time a message takes to reach all of them.
//   npm run build && node scripts/bench/streams.mjs [--streams 500] [--rounds 5]
// Prints the figures; asserts nothing (docs/performance.md keeps them).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { streams: { type: 'string', default: '500' }, rounds: { type: 'string', default: '5' } } });
const STREAMS = Number(values.streams);
const ROUNDS = Number(values.rounds);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const API = '/api/v1.0';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'khibra-streams-'));

const port = await new Promise((resolve) => {
  const s = net.createServer();
  s.listen(0, '127.0.0.1', () => {
    const { port: p } = s.address();
    s.close(() => resolve(p));
  });
});
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--max-semi-space-size=64', 'dist/server/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: work, RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'warn', MAX_CONNECTIONS: String(STREAMS + 100) },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const rssKb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]);

async function until(check) {
  for (;;) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}
const call = async (url, { method = 'GET', body, token, proof } = {}) => {
  const res = await fetch(`${base}${API}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: token } : {}), ...(proof ? { 'x-robot-proof': proof } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json().catch(() => null) };
};
const login = async (email) => {
  const proof = (await call('/auth/verifyrecaptchav3', { method: 'POST', body: { token: 'local' } })).json.proof;
  const res = await call('/auth/login', { method: 'POST', body: { email, password: 'Khibra-demo-2026' }, proof });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return res.json.data.token;
};

/** A stream that counts the messages it got and resolves waiters on each. */
function openStream(token) {
  const controller = new AbortController();
  const stream = { count: 0, waiters: [], close: () => controller.abort() };
  const opened = fetch(`${base}${API}/events`, { headers: { authorization: token }, signal: controller.signal }).then(async (res) => {
    if (res.status !== 200) throw new Error(`stream: ${res.status}`);
    (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body) {
          buffer += decoder.decode(chunk, { stream: true });
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            if (buffer.slice(0, end).includes('event: message')) {
              stream.count += 1;
              stream.waiters.splice(0).forEach((w) => w());
            }
            buffer = buffer.slice(end + 2);
          }
        }
      } catch {
        // closed
      }
    })();
  });
  stream.got = (n) => new Promise((resolve) => (stream.count >= n ? resolve() : stream.waiters.push(() => stream.count >= n && resolve())));
  return { stream, opened };
}

try {
  await until(async () => (await fetch(`${base}${API}/health/ready`)).status === 200);
  const freelancer = await login('freelancer01@demo.khibra.local');
  const business = await login('business1@demo.khibra.local');
  const me = await call('/user/myprofile', { token: freelancer });
  const withUserId = (me.json.data.data ?? me.json.data).user.id;
  const conversation = await call('/conversations', { method: 'POST', token: business, body: { withUserId } });
  if (conversation.status !== 200) throw new Error(`conversation: ${conversation.status} ${JSON.stringify(conversation.json)}`);
  const say = (text) => call(`/conversations/${conversation.json.data.id}/messages`, { method: 'POST', token: business, body: { text } });

  const openAll = async () => {
    const streams = [];
    for (let i = 0; i < STREAMS; i += 50) {
      const batch = Array.from({ length: Math.min(50, STREAMS - i) }, () => openStream(freelancer));
      await Promise.all(batch.map((b) => b.opened));
      streams.push(...batch.map((b) => b.stream));
    }
    return streams;
  };
  // A first round warms the server up (its code, pools and heap grow once); the second is measured.
  const warm = await openAll();
  await say('Warm-up');
  await Promise.all(warm.map((s) => s.got(1)));
  warm.forEach((s) => s.close());
  await new Promise((r) => setTimeout(r, 3000));
  const before = rssKb();
  const streams = await openAll();
  await new Promise((r) => setTimeout(r, 3000));
  const after = rssKb();
  const times = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const started = performance.now();
    const res = await say(`Fan-out ${round}`);
    if (res.status !== 201) throw new Error(`message: ${res.status}`);
    await Promise.all(streams.map((s) => s.got(round)));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${STREAMS} open streams on one instance (embedded database, demo data)`);
  console.log(`  server memory (RSS): ${(before / 1024).toFixed(1)} MB before, ${(after / 1024).toFixed(1)} MB with the streams: ${((after - before) / STREAMS).toFixed(1)} KB per stream`);
  console.log(`  a message posted until all ${STREAMS} streams have it: median ${times[Math.floor(times.length / 2)].toFixed(0)} ms, best ${times[0].toFixed(0)} ms, worst ${times.at(-1).toFixed(0)} ms (${ROUNDS} rounds)`);
  streams.forEach((s) => s.close());
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  fs.rmSync(work, { recursive: true, force: true });
}
