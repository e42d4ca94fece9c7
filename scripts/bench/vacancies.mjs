// Vacancy search benchmark (see run.sh): seeds N vacancies (default 50,000)
// straight into PostgreSQL with generate_series, starts the real server on
// loopback, and measures POST /unauth/vacancy/search with autocannon.
// Prints p50/p95/p99 per scenario. Options as freelancers.mjs (--rows,
// --duration, --connections, --single, --target); unknown ones are ignored.
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { VACANCY_PLACES as PLACES, createDatabase, load, percentile, seedApplications, seedVacancies, startServer } from './lib.mjs';

const { values: args } = parseArgs({
  strict: false,
  options: {
    'vacancy-rows': { type: 'string', default: '50000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    single: { type: 'boolean', default: true },
    target: { type: 'string', default: '50' },
  },
});
const ROWS = Number(args['vacancy-rows']);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const TARGET_P95_MS = Number(args.target);
const POSTERS = Math.max(1, Math.round(ROWS / 10));
const FREELANCERS = 2000;
const adminUrl = process.env.BENCH_ADMIN_URL;
if (!adminUrl) throw new Error('BENCH_ADMIN_URL is not set; run through `npm run bench`.');

async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  await client.query('select setseed(0.2026)');
  await client.query(`
    insert into users (email, first_name, last_name, phone, country, city, password_hash, mail_verified, approved)
    select 'vfreelancer' || g || '@example.test', 'Freelancer', 'No' || g, '+9715' || lpad(g::text, 8, '0'), 'Egypt', 'Cairo', 'bench', true, true
    from generate_series(1, ${FREELANCERS}) g`);
  await client.query(`
    insert into freelancers (user_id, full_name, country, city, mail_verified, skills, skill_keys, complete, applied)
    select id, first_name || ' ' || last_name, country, city, true, '{Kaizen}', '{kaizen}', true, true from users where email like 'vfreelancer%'`);
  await seedVacancies(client, ROWS, POSTERS);
  await seedApplications(client, 'vfreelancer');
  for (const table of ['users', 'freelancers', 'vacancies', 'vacancy_applications']) await client.query(`vacuum analyze ${table}`);
  const { rows } = await client.query(`select count(*)::int as n, count(*) filter (where deleted_at is null and publish and expiry_date > current_date)::int as listed,
    (select count(*)::int from vacancy_applications) as applications, round(avg(cardinality(required_skills)), 1) as skills from vacancies`);
  await client.end();
  return { ...rows[0], seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

/** requests: [{ path, body? }] — with a body it is a POST of JSON. */
async function measure(base, name, requests, duration = DURATION, connections = CONNECTIONS) {
  let i = 0;
  const { result, latencies } = await load(base, connections, duration, (req) => {
    const next = requests[i++ % requests.length];
    return next.body === undefined
      ? { ...req, method: 'GET', path: next.path }
      : { ...req, method: 'POST', path: next.path, headers: { ...req.headers, 'content-type': 'application/json' }, body: JSON.stringify(next.body) };
  });
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

const search = (body, page = 0) => ({ path: `/api/v1.0/unauth/vacancy/search?page=${page}`, body });
const SCENARIOS = {
  'baseline: GET /health': [{ path: '/api/v1.0/health' }],
  'keyword (one word)': ['leadership', 'audit', 'islamic', 'kaizen', 'negotiation', 'cyber', 'iso', 'coaching', 'hospital', 'zakat'].map((keywords) => search({ keywords })),
  'keywords (two words)': ['leadership riyadh', 'project management', 'islamic finance', 'quality ministry', 'sales dubai'].map((keywords) => search({ keywords })),
  'country + language': PLACES.slice(0, 10).map(([country]) => search({ country, language: 'English' })),
  'nationality + city, sort isConsultant': [['Jordan', 'Amman'], ['Egypt', 'Cairo'], ['Lebanon', 'Beirut'], ['Morocco', 'Casablanca'], ['Saudi Arabia', 'Riyadh']].map(([nationality, city]) => search({ nationality, city, sortBy: 'isConsultant' })),
  'keyword + country, sort Remote': [['trainer', 'Egypt'], ['consultant', 'Saudi Arabia'], ['finance', 'United Arab Emirates'], ['quality', 'Qatar']].map(([keywords, country]) => search({ keywords, country, sortBy: '1' })),
  'all filters + econsultants': [search({ keywords: 'consultant', country: 'Egypt', city: 'Cairo', language: 'Arabic', nationality: 'Egypt', sortBy: 'econsultants' })],
  'sort only (Onsite), pages 0-9': Array.from({ length: 10 }, (_, page) => search({ sortBy: '-1' }, page)),
  'sort only (isTrainer), pages 0-9': Array.from({ length: 10 }, (_, page) => search({ sortBy: 'isTrainer' }, page)),
  'plain list, pages 0-9': Array.from({ length: 10 }, (_, page) => ({ path: `/api/v1.0/unauth/vacancies?page=${page}` })),
};

async function main() {
  const dbUrl = await createDatabase(adminUrl, 'khibra_bench_vacancies');
  const { base, stop } = await startServer(dbUrl, { SEED_DEMO: 'false' });
  try {
    console.log(`Seeding ${ROWS.toLocaleString('en')} vacancies with generate_series…`);
    const seeded = await seed(dbUrl);
    console.log(`  ${seeded.n.toLocaleString('en')} vacancies (${seeded.listed.toLocaleString('en')} listed, ${seeded.skills} skills each on average, ${seeded.applications.toLocaleString('en')} applications) in ${seeded.seconds} s`);
    console.log(`Measuring POST /unauth/vacancy/search… over loopback: ${CONNECTIONS} connections, ${DURATION} s per scenario (after a 2 s warm-up)`);
    await measure(base, 'warm-up', Object.values(SCENARIOS).flat(), 2);
    const table = [];
    for (const [name, requests] of Object.entries(SCENARIOS)) {
      if (args.single && CONNECTIONS !== 1) table.push(await measure(base, name, requests, DURATION, 1));
      table.push(await measure(base, name, requests));
    }
    console.table(table);
    const [load1] = os.loadavg();
    console.log(`Machine: ${os.cpus().length} CPUs, load average ${load1.toFixed(1)} at the end (client, server and PostgreSQL share them).`);
    const filtered = table.filter((row) => !row.scenario.startsWith('plain') && !row.scenario.startsWith('baseline') && row.connections === CONNECTIONS);
    const worst = Math.max(...filtered.map((row) => Number(row['p95 ms'])));
    console.log(`Worst p95 of a filtered vacancy search at ${CONNECTIONS} connections: ${worst} ms (target < ${TARGET_P95_MS} ms) — ${worst < TARGET_P95_MS ? 'OK' : 'OVER TARGET'}`);
    process.exitCode = worst < TARGET_P95_MS && table.every((row) => row['non-2xx'] === 0) ? 0 : 1;
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
