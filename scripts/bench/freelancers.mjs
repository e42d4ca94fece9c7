// Freelancer search benchmark (see run.sh): seeds N profiles straight into
// PostgreSQL with generate_series, starts the real server on loopback, and
// measures filtered searches with autocannon. Prints p50/p95/p99 per scenario.
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { PLACES, SKILLS, createDatabase, load, percentile, seedFreelancers, startServer } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    /** Also measure each scenario with one connection (latency without queueing). */
    single: { type: 'boolean', default: true },
    target: { type: 'string', default: '50' },
  },
});
const ROWS = Number(args.rows);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const TARGET_P95_MS = Number(args.target);
const adminUrl = process.env.BENCH_ADMIN_URL;
if (!adminUrl) throw new Error('BENCH_ADMIN_URL is not set; run through `npm run bench`.');

async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  await client.query('select setseed(0.2023)');
  await seedFreelancers(client, ROWS);
  await client.query('vacuum analyze users');
  await client.query('vacuum analyze freelancers');
  const { rows } = await client.query(`select count(*)::int as n, count(*) filter (where publish)::int as listed, round(avg(cardinality(skills)), 1) as skills from freelancers`);
  await client.end();
  return { ...rows[0], seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

async function measure(base, name, paths, duration = DURATION, connections = CONNECTIONS) {
  let i = 0;
  const { result, latencies } = await load(base, connections, duration, (req) => ({ ...req, method: 'GET', path: paths[i++ % paths.length] }));
  return {
    scenario: name,
    connections,
    requests: result.requests.total,
    'req/s': Math.round(result.requests.average),
    'non-2xx': result.non2xx + result.errors,
    'p50 ms': percentile(latencies, 50)?.toFixed(1),
    'p95 ms': percentile(latencies, 95)?.toFixed(1),
    'p99 ms': percentile(latencies, 99)?.toFixed(1),
  };
}

const q = (params) => `/api/v1.0/unauth/freelancers?${new URLSearchParams(params)}`;
const SCENARIOS = {
  // The floor on this machine right now: a route that only pings the database.
  'baseline: GET /health': ['/api/v1.0/health'],
  'one skill': SKILLS.slice(0, 20).map((skills) => q({ skills })),
  'two skills + country': [
    ['Change Management,Leadership Development', 'Egypt'], ['Project Management,PRINCE2', 'Saudi Arabia'], ['Islamic Finance,IFRS Reporting', 'United Arab Emirates'], ['Kaizen,Lean Management', 'Morocco'], ['HR Analytics,Talent Acquisition', 'Jordan'],
  ].map(([skills, country]) => q({ skills, country })),
  'two skills (all of them) + country': [
    ['Change Management,Leadership Development', 'Egypt'], ['Project Management,PRINCE2', 'Saudi Arabia'], ['Islamic Finance,IFRS Reporting', 'United Arab Emirates'], ['Kaizen,Lean Management', 'Morocco'], ['HR Analytics,Talent Acquisition', 'Jordan'],
  ].map(([skills, country]) => q({ skills, country, skillsMatch: 'all' })),
  'nothing found (suggestions)': [q({ skills: 'Kaizen,PRINCE2', skillsMatch: 'all', country: 'Yemen', language: 'French', nationality: 'Oman' })],
  'name part': ['moh', 'hadd', 'fatima', 'al-f', 'sara kh', 'ibra', 'mansour', 'yas'].map((title) => q({ title })),
  'country + language, sort years': PLACES.slice(0, 10).map(([country]) => q({ country, language: 'English', sort: 'years' })),
  'nationality + city, sort rate': [['Jordan', 'Amman'], ['Egypt', 'Cairo'], ['Lebanon', 'Beirut'], ['Morocco', 'Casablanca'], ['Saudi Arabia', 'Riyadh']].map(([nationality, city]) => q({ nationality, city, sort: 'rate' })),
  'all filters + role sort': [q({ skills: 'Project Management', title: 'moh', country: 'Egypt', city: 'Cairo', language: 'Arabic', nationality: 'Egypt', sort: 'E-Consultant' })],
  'sort only (E-Consultant), pages 0-9': Array.from({ length: 10 }, (_, page) => q({ sort: 'E-Consultant', page: String(page) })),
  'plain list, pages 0-9': Array.from({ length: 10 }, (_, page) => `/api/v1.0/unauth/freelancers/page?page=${page}`),
};

async function main() {
  const dbUrl = await createDatabase(adminUrl, 'khibra_bench');
  const { base, stop } = await startServer(dbUrl);
  try {
    console.log(`Seeding ${ROWS.toLocaleString('en')} freelancers with generate_series…`);
    const seeded = await seed(dbUrl);
    console.log(`  ${seeded.n.toLocaleString('en')} profiles (${seeded.listed.toLocaleString('en')} listed, ${seeded.skills} skills each on average) in ${seeded.seconds} s`);
    console.log(`Measuring GET /unauth/freelancers… over loopback: ${CONNECTIONS} connections, ${DURATION} s per scenario (after a 2 s warm-up)`);
    await measure(base, 'warm-up', Object.values(SCENARIOS).flat(), 2);
    const table = [];
    for (const [name, paths] of Object.entries(SCENARIOS)) {
      if (args.single && CONNECTIONS !== 1) table.push(await measure(base, name, paths, DURATION, 1));
      table.push(await measure(base, name, paths));
    }
    console.table(table);
    const [load1] = os.loadavg();
    console.log(`Machine: ${os.cpus().length} CPUs, load average ${load1.toFixed(1)} at the end (client, server and PostgreSQL share them).`);
    const filtered = table.filter((row) => !row.scenario.startsWith('plain') && !row.scenario.startsWith('baseline') && row.connections === CONNECTIONS);
    const worst = Math.max(...filtered.map((row) => Number(row['p95 ms'])));
    console.log(`Worst p95 of a filtered search at ${CONNECTIONS} connections: ${worst} ms (target < ${TARGET_P95_MS} ms) — ${worst < TARGET_P95_MS ? 'OK' : 'OVER TARGET'}`);
    process.exitCode = worst < TARGET_P95_MS && table.every((row) => row['non-2xx'] === 0) ? 0 : 1;
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
