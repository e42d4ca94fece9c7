// Does a slow query on the embedded database stall other requests? Seeds N
// freelancers into a PGlite data directory (once, kept under .tmp/), starts the
// real server on it with the visitor cache off, and measures GET /health (pings
// the database) and GET /unauth/input (no database) with one connection, idle
// and while 4 connections search 2-letter names. Run with tsx:
//   node --import tsx scripts/bench/pglite-stall.mjs [--rows 20000] [--duration 10]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, percentile } from './lib.mjs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client.ts';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '20000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '4' },
  },
});
const ROWS = Number(args.rows);
const DURATION = Number(args.duration);
const dataDir = path.resolve(`.tmp/bench-pglite-${ROWS}`);

const FIRST = ['Mohamed', 'Ahmed', 'Fatima', 'Aisha', 'Omar', 'Layla', 'Youssef', 'Nour', 'Khaled', 'Sara', 'Hassan', 'Mariam', 'Ali', 'Huda', 'Karim', 'Rania', 'Tariq', 'Salma', 'Ibrahim', 'Dina'];
const LAST = ['Haddad', 'Saleh', 'Benali', 'Al-Farsi', 'Mansour', 'Nasser', 'Khalil', 'Aziz', 'Hamdan', 'Qasim', 'Othman', 'Farouk', 'El-Sayed', 'Bakr', 'Darwish'];
const SKILLS = ['Leadership Development', 'Executive Coaching', 'Change Management', 'Strategic Planning', 'Project Management', 'Financial Analysis', 'Islamic Finance', 'Digital Marketing'];
const lit = (list) => `array[${list.map((v) => `'${String(v).replace(/'/g, "''")}'`).join(',')}]::text[]`;
const pick = (list) => `(${lit(list)})[1 + floor(random() * ${list.length})::int]`;

async function seed() {
  if (fs.existsSync(path.join(dataDir, 'seeded'))) return;
  fs.rmSync(dataDir, { recursive: true, force: true });
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), migrationsDir: path.resolve('server/src/db/migrations') });
  const run = (text) => database.db.execute(sql.raw(text));
  await run('select setseed(0.2023)');
  await run(`insert into users (email, first_name, last_name, phone, country, city, password_hash, mail_verified, approved)
    select 'bench' || g || '@example.test', ${pick(FIRST)}, ${pick(LAST)}, '+9715' || lpad(g::text, 8, '0'), 'Egypt', 'Cairo', 'bench', true, true
    from generate_series(1, ${ROWS}) g`);
  await run(`insert into freelancers (user_id, full_name, country, city, mail_verified, total_experience, degree, nationality, residency_visa, first_language, second_language,
      publish, availability, work_station, travel_willingness, hourly_rate, start_date, profile_header, profile_summary, company_name, legal_name,
      skills, skill_keys, roles, resume_key, resume_file_name, resume_size, complete, admin_approved, applied)
    select u.id, u.first_name || ' ' || u.last_name, u.country, u.city, true, '5', 'Master''s', 'Egypt', 'Yes', 'Arabic', 'English',
      true, 'Full time', 'Remote', 'Yes', 'Negotiable', 'Anytime', 'Consultant and trainer', 'Benchmark profile.', 'Bench Co.', u.first_name || ' ' || u.last_name,
      array[${pick(SKILLS)}], array[lower(${pick(SKILLS)})], array['Consultant'], 'resumes/00000000-0000-4000-8000-000000000000.pdf', 'cv.pdf', 1000, true, true, true
    from users u where u.email like 'bench%'`);
  await run('vacuum analyze users');
  await run('vacuum analyze freelancers');
  await database.close();
  fs.writeFileSync(path.join(dataDir, 'seeded'), '');
}



async function measure(base, paths, connections, duration = DURATION) {
  const latencies = [];
  let i = 0;
  const result = await new Promise((resolve) => {
    const instance = autocannon({ url: base, connections, duration, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }] }, (_e, r) => resolve(r));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return { requests: result.requests.total, 'non-2xx': result.non2xx + result.errors, 'p50 ms': percentile(latencies, 50)?.toFixed(1), 'p95 ms': percentile(latencies, 95)?.toFixed(1) };
}

async function main() {
  const started = Date.now();
  await seed();
  console.log(`${ROWS.toLocaleString('en')} freelancers in ${dataDir} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false', VISITOR_CACHE_MS: '0', RATE_LIMIT_PER_MINUTE: '1000000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; ; i += 1) {
      if (i > 600) throw new Error('the server did not start');
      if (await fetch(`${base}/api/v1.0/health`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const probes = { 'GET /health': ['/api/v1.0/health'], 'GET /unauth/input': ['/api/v1.0/unauth/input'] };
    const names = ['mo', 'ha', 'sa', 'al', 'ka', 'na', 'ri', 'da'].map((title) => `/api/v1.0/unauth/freelancers?title=${title}`);
    const table = [];
    for (const [name, paths] of Object.entries(probes)) table.push({ scenario: `${name}, idle`, ...(await measure(base, paths, 1)) });
    for (const [name, paths] of Object.entries(probes)) {
      const [probe, load] = await Promise.all([measure(base, paths, 1), measure(base, names, Number(args.connections))]);
      table.push({ scenario: `${name}, during the name searches`, ...probe }, { scenario: `  2-letter name searches, ${args.connections} connections`, ...load });
    }
    console.table(table);
    console.log(`Machine: ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)} at the end.`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
