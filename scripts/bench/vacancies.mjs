// Vacancy search benchmark (see run.sh): seeds N vacancies (default 50,000)
// straight into PostgreSQL with generate_series, starts the real server on
// loopback, and measures POST /unauth/vacancy/search with autocannon.
// Prints p50/p95/p99 per scenario. Options as freelancers.mjs (--rows,
// --duration, --connections, --single, --target); unknown ones are ignored.
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

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

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const PLACES = [
  ['United Arab Emirates', 'Dubai'], ['United Arab Emirates', 'Abu Dhabi'], ['Saudi Arabia', 'Riyadh'], ['Saudi Arabia', 'Jeddah'], ['Saudi Arabia', 'Dammam'], ['Egypt', 'Cairo'], ['Egypt', 'Alexandria'],
  ['Jordan', 'Amman'], ['Lebanon', 'Beirut'], ['Morocco', 'Casablanca'], ['Qatar', 'Doha'], ['Kuwait', 'Kuwait City'], ['Bahrain', 'Manama'], ['Oman', 'Muscat'], ['Tunisia', 'Tunis'],
  ['Algeria', 'Algiers'], ['Iraq', 'Baghdad'], ['Iraq', 'Erbil'], ['United Kingdom', 'London'], ['Turkey', 'Istanbul'],
];
const NATIONALITIES = ['Egypt', 'Jordan', 'Saudi Arabia', 'United Arab Emirates', 'Lebanon', 'Morocco', 'Tunisia', 'Iraq', 'India', 'United Kingdom'];
const LANGUAGES = ['Arabic', 'English', 'French', 'Urdu', 'Turkish'];
const ROLES = ['Leadership trainer', 'Quality consultant', 'HR advisor', 'Finance trainer', 'Project management coach', 'Strategy consultant', 'Sales trainer', 'Data analyst', 'Cybersecurity trainer', 'Customer service coach', 'Supply chain consultant', 'ESG advisor'];
const CLIENTS = ['a bank', 'a ministry', 'a hospital', 'an oil company', 'a retailer', 'a telecom operator', 'a university', 'a startup', 'a family business', 'an airline', 'a hotel group', 'an NGO'];
const SKILLS = [
  'Leadership Development', 'Executive Coaching', 'Change Management', 'Strategic Planning', 'Business Strategy', 'Organizational Development', 'Corporate Governance', 'Design Thinking',
  'Human Resources Management', 'Talent Acquisition', 'Training Needs Analysis', 'Training of Trainers (TOT)', 'Instructional Design', 'Saudization (Nitaqat) Compliance', 'Emiratization Compliance',
  'HR Analytics', 'Project Management', 'PMP Exam Preparation', 'PRINCE2', 'Agile Project Management', 'Risk Management', 'Contract Management', 'FIDIC Contracts', 'Quality Management',
  'ISO 9001 Auditing', 'Lean Management', 'Six Sigma Green Belt', 'Kaizen', 'Internal Auditing', 'Financial Analysis', 'Financial Modeling', 'IFRS Reporting', 'Islamic Finance',
  'Islamic Banking Products', 'Zakat Calculation', 'VAT Compliance (GCC)', 'Anti-Money Laundering (AML)', 'Supply Chain Management', 'Procurement and Purchasing', 'Inventory Management',
  'Digital Marketing', 'Customer Service Excellence', 'Public Speaking', 'Negotiation Skills', 'Sales Training', 'Data Analysis', 'Power BI', 'Cybersecurity Awareness', 'Arabic Business Writing', 'Emotional Intelligence',
];
const PERIODS = ['Less than 1 week', '1-2 weeks', '2-4 weeks', '1-3 months', '3-6 months', 'More than 6 months', 'Ongoing'];
const PHASES = ['Planning', 'Design', 'Implementation', 'Training delivery', 'Evaluation', 'Ongoing support'];
const RATES = ['Less than $25', '$25 - $50', '$50 - $75', '$75 - $100', '$100 - $150', 'More than $150', 'Negotiable'];

const lit = (list) => `array[${list.map((v) => `'${String(v).replace(/'/g, "''")}'`).join(',')}]::text[]`;
const pickSql = (list) => `(${lit(list)})[1 + floor(random() * ${list.length})::int]`;

async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  await client.query('select setseed(0.2026)');
  await client.query(`
    insert into users (email, first_name, last_name, phone, country, city, password_hash, mail_verified, approved)
    select 'vposter' || g || '@example.test', 'Poster', 'No' || g, '+9665' || lpad(g::text, 8, '0'), 'Saudi Arabia', 'Riyadh', 'bench', true, true
    from generate_series(1, ${POSTERS}) g`);
  await client.query(`
    insert into users (email, first_name, last_name, phone, country, city, password_hash, mail_verified, approved)
    select 'vfreelancer' || g || '@example.test', 'Freelancer', 'No' || g, '+9715' || lpad(g::text, 8, '0'), 'Egypt', 'Cairo', 'bench', true, true
    from generate_series(1, ${FREELANCERS}) g`);
  await client.query(`
    insert into freelancers (user_id, full_name, country, city, mail_verified, skills, skill_keys, complete, applied)
    select id, first_name || ' ' || last_name, country, city, true, '{Kaizen}', '{kaizen}', true, true from users where email like 'vfreelancer%'`);
  await client.query(`
    with p as (select array_agg(id order by email) as ids from users where email like 'vposter%')
    insert into vacancies (user_id, title, publish, expiry_date, posted_at, updated_at, deleted_at, required_skills, requirements,
      min_experience, first_language, second_language, nationality, city, country, workstation, travel_required,
      start_date, time_period, min_availability, project_phase, hourly_rate, pay_type, flights, hotel,
      is_trainer, is_consultant, is_phone_public, is_phone_registered, admin_approved)
    select p.ids[1 + (g % ${POSTERS})],
      left(role || ' for ' || client || ', ' || split_part(place, '|', 2), 50),
      random() < 0.93,
      current_date + (floor(random() * 140) - 25)::int,
      posted, posted, case when random() < 0.03 then now() end,
      skills,
      'We are looking for a ' || lower(role) || ' to work with ' || client || ' in ' || split_part(place, '|', 2) || '. ' || array_to_string(skills, ', ') || ' experience expected.',
      (1 + floor(random() * 20))::text,
      case when random() < 0.1 then '' when random() < 0.75 then 'Arabic' else ${pickSql(LANGUAGES)} end,
      ${pickSql(['English', 'French', '', 'Arabic'])},
      case when random() < 0.7 then '' else ${pickSql(NATIONALITIES)} end,
      case when random() < 0.05 then '' else split_part(place, '|', 2) end,
      case when random() < 0.05 then '' else split_part(place, '|', 1) end,
      ${pickSql(['Onsite', 'Remote', 'Hybrid'])}, ${pickSql(['Yes', 'No', 'Within the GCC'])},
      'Anytime', ${pickSql(PERIODS)}, ${pickSql(['Full time', 'Part time'])}, ${pickSql(PHASES)}, ${pickSql(RATES)}, ${pickSql(['Hourly', 'Daily', 'Fixed price', 'Monthly'])},
      ${pickSql(['Paid', 'Not Paid'])}, ${pickSql(['Paid', 'Not Paid'])},
      random() < 0.5, random() < 0.5, random() < 0.3, random() < 0.8, true
    from generate_series(1, ${ROWS}) g, p,
      lateral (select ${pickSql(ROLES)} as role, ${pickSql(CLIENTS)} as client, ${pickSql(PLACES.map(([c, city]) => `${c}|${city}`))} as place,
                      now() - random() * interval '365 days' as posted where g is not null) r,
      lateral (select array_agg(k) as skills
               from (select k from unnest(${lit(SKILLS)}) k where random() < 0.05 and g is not null
                     union select ${pickSql(SKILLS)} where g is not null) picked) s`);
  await client.query(`
    with v as (select id, row_number() over (order by id) as rn from vacancies),
         f as (select id, user_id, row_number() over (order by id) as rn from freelancers)
    insert into vacancy_applications (vacancy_id, freelancer_user_id, freelancer_id)
    select v.id, f.user_id, f.id from v, generate_series(0, 2) k, f
    where f.rn = ((v.rn * 7 + k) % ${FREELANCERS}) + 1 and random() < 0.4`);
  for (const table of ['users', 'freelancers', 'vacancies', 'vacancy_applications']) await client.query(`vacuum analyze ${table}`);
  const { rows } = await client.query(`select count(*)::int as n, count(*) filter (where deleted_at is null and publish and expiry_date > current_date)::int as listed,
    (select count(*)::int from vacancy_applications) as applications, round(avg(cardinality(required_skills)), 1) as skills from vacancies`);
  await client.end();
  return { ...rows[0], seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

const waitForHealth = async (base) => {
  for (let i = 0; i < 300; i += 1) {
    try {
      const res = await fetch(`${base}/api/v1.0/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** requests: [{ path, body? }] — with a body it is a POST of JSON. */
async function measure(base, name, requests, duration = DURATION, connections = CONNECTIONS) {
  const latencies = [];
  let i = 0;
  const instance = autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        setupRequest: (req) => {
          const next = requests[i++ % requests.length];
          return next.body === undefined
            ? { ...req, method: 'GET', path: next.path }
            : { ...req, method: 'POST', path: next.path, headers: { ...req.headers, 'content-type': 'application/json' }, body: JSON.stringify(next.body) };
        },
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
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
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('drop database if exists khibra_bench_vacancies');
  await admin.query('create database khibra_bench_vacancies');
  await admin.end();
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = '/khibra_bench_vacancies';

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, DATABASE_URL: dbUrl.toString(), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false', DATA_DIR: process.env.BENCH_DATA_DIR ?? '.tmp/bench-data' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(base);
    console.log(`Seeding ${ROWS.toLocaleString('en')} vacancies with generate_series…`);
    const seeded = await seed(dbUrl.toString());
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
    // autocannon stops at the deadline without waiting for its last requests; let the server answer them.
    await new Promise((r) => setTimeout(r, 2000));
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
