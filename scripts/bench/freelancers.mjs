// Freelancer search benchmark (see run.sh): seeds N profiles straight into
// PostgreSQL with generate_series, starts the real server on loopback, and
// measures filtered searches with autocannon. Prints p50/p95/p99 per scenario.
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

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

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const FIRST = ['Mohamed', 'Ahmed', 'Fatima', 'Aisha', 'Omar', 'Layla', 'Youssef', 'Nour', 'Khaled', 'Sara', 'Hassan', 'Mariam', 'Ali', 'Huda', 'Karim', 'Rania', 'Tariq', 'Salma', 'Ibrahim', 'Dina', 'Hamza', 'Yasmin', 'Bilal', 'Reem', 'John', 'Emma', 'Priya', 'Ravi', 'Lucas', 'Amina'];
const LAST = ['Haddad', 'Saleh', 'Benali', 'Al-Farsi', 'Mansour', 'Nasser', 'Khalil', 'Aziz', 'Hamdan', 'Qasim', 'Othman', 'Farouk', 'El-Sayed', 'Bakr', 'Darwish', 'Zaki', 'Hariri', 'Toumi', 'Rahman', 'Shaikh', 'Smith', 'Patel', 'Dubois', 'Kaya', 'Yilmaz'];
const PLACES = [
  ['United Arab Emirates', 'Dubai'], ['United Arab Emirates', 'Abu Dhabi'], ['Saudi Arabia', 'Riyadh'], ['Saudi Arabia', 'Jeddah'], ['Egypt', 'Cairo'], ['Egypt', 'Alexandria'],
  ['Jordan', 'Amman'], ['Lebanon', 'Beirut'], ['Morocco', 'Casablanca'], ['Qatar', 'Doha'], ['Kuwait', 'Kuwait City'], ['Bahrain', 'Manama'], ['Oman', 'Muscat'], ['Tunisia', 'Tunis'],
  ['Algeria', 'Algiers'], ['Iraq', 'Baghdad'], ['United Kingdom', 'London'], ['India', 'Mumbai'], ['France', 'Paris'], ['Turkey', 'Istanbul'],
];
const NATIONALITIES = ['Egypt', 'Jordan', 'Saudi Arabia', 'United Arab Emirates', 'Lebanon', 'Morocco', 'Tunisia', 'Syria', 'Palestine', 'Iraq', 'India', 'United Kingdom', 'Pakistan', 'Sudan'];
const LANGUAGES = ['Arabic', 'English', 'French', 'Urdu', 'Hindi', 'Turkish'];
const SKILLS = [
  'Leadership Development', 'Executive Coaching', 'Change Management', 'Strategic Planning', 'Business Strategy', 'Organizational Development', 'Corporate Governance', 'Design Thinking',
  'Human Resources Management', 'Talent Acquisition', 'Training Needs Analysis', 'Training of Trainers (TOT)', 'Instructional Design', 'Saudization (Nitaqat) Compliance', 'Emiratization Compliance',
  'HR Analytics', 'Project Management', 'PMP Exam Preparation', 'PRINCE2', 'Agile Project Management', 'Risk Management', 'Contract Management', 'FIDIC Contracts', 'Quality Management',
  'ISO 9001 Auditing', 'Lean Management', 'Six Sigma Green Belt', 'Kaizen', 'Internal Auditing', 'Financial Analysis', 'Financial Modeling', 'IFRS Reporting', 'Islamic Finance',
  'Islamic Banking Products', 'Zakat Calculation', 'VAT Compliance (GCC)', 'Anti-Money Laundering (AML)', 'Supply Chain Management', 'Procurement and Purchasing', 'Inventory Management',
  'Digital Marketing', 'Customer Service Excellence', 'Public Speaking', 'Negotiation Skills', 'Sales Training', 'Data Analysis', 'Power BI', 'Cybersecurity Awareness', 'Arabic Business Writing', 'Emotional Intelligence',
];
const EXPERIENCE = [...Array.from({ length: 29 }, (_, i) => String(i + 1)), '30+'];
const DEGREES = ['High School', 'Diploma', "Bachelor's", "Master's", 'Doctorate (PhD)', 'Professional certification'];
const AVAILABILITY = ['Full time', 'Part time', 'Weekends only', 'Evenings only', 'Few hours a week'];
const RATES = ['Less than $25', '$25 - $50', '$50 - $75', '$75 - $100', '$100 - $150', 'More than $150', 'Negotiable'];
const ROLES = [['Trainer'], ['Consultant'], ['E-Consultant'], ['Trainer', 'Consultant'], ['Consultant', 'E-Consultant'], ['Trainer', 'E-Consultant'], ['Trainer', 'Consultant', 'E-Consultant']];

const lit = (list) => `array[${list.map((v) => `'${String(v).replace(/'/g, "''")}'`).join(',')}]::text[]`;
const pickSql = (list) => `(${lit(list)})[1 + floor(random() * ${list.length})::int]`;

async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  await client.query('select setseed(0.2023)');
  await client.query(`
    insert into users (email, first_name, last_name, phone, country, city, password_hash, mail_verified, approved, show_phone_public)
    select 'bench' || g || '@example.test', ${pickSql(FIRST)}, ${pickSql(LAST)}, '+9715' || lpad(g::text, 8, '0'), split_part(place, '|', 1), split_part(place, '|', 2), 'bench', true, true, random() < 0.3
    from generate_series(1, ${ROWS}) g, lateral (select ${pickSql(PLACES.map(([c, city]) => `${c}|${city}`))} as place where g is not null) p`);
  await client.query(`
    insert into freelancers (user_id, full_name, country, city, mail_verified, total_experience, degree, nationality, residency_visa, first_language, second_language,
      publish, availability, work_station, travel_willingness, hourly_rate, start_date, profile_header, profile_summary, company_name, legal_name,
      skills, skill_keys, roles, resume_key, resume_file_name, resume_size, complete, admin_approved, applied, created_at, updated_at)
    select u.id, u.first_name || ' ' || u.last_name, u.country, u.city, true, ${pickSql(EXPERIENCE)}, ${pickSql(DEGREES)},
      case when random() < 0.6 and u.country = any(${lit(NATIONALITIES)}) then u.country else ${pickSql(NATIONALITIES)} end, 'Yes',
      case when random() < 0.8 then 'Arabic' else ${pickSql(LANGUAGES)} end, ${pickSql(['English', 'French', '', 'Arabic'])},
      random() < 0.95, ${pickSql(AVAILABILITY)}, ${pickSql(['Onsite', 'Remote', 'Hybrid'])}, ${pickSql(['Yes', 'No', 'Within the GCC', 'Within MENA'])}, ${pickSql(RATES)}, 'Anytime',
      'Consultant and trainer', 'Demo profile for the benchmark.', 'Bench Co.', u.first_name || ' ' || u.last_name,
      s.skills, s.keys, string_to_array(${pickSql(ROLES.map((r) => r.join('|')))}, '|'),
      'resumes/00000000-0000-4000-8000-000000000000.pdf', 'cv.pdf', 1000, true, true, true, now() - random() * interval '365 days', now() - random() * interval '180 days'
    from users u,
      lateral (select array_agg(k) as skills, array_agg(lower(k)) as keys
               from (select k from unnest(${lit(SKILLS)}) k where random() < 0.1 and u.id is not null
                     union select ${pickSql(SKILLS)} where u.id is not null) picked) s
    where u.email like 'bench%'`);
  await client.query('vacuum analyze users');
  await client.query('vacuum analyze freelancers');
  const { rows } = await client.query(`select count(*)::int as n, count(*) filter (where publish)::int as listed, round(avg(cardinality(skills)), 1) as skills from freelancers`);
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

async function measure(base, name, paths, duration = DURATION, connections = CONNECTIONS) {
  const latencies = [];
  let i = 0;
  const instance = autocannon({
    url: base,
    connections,
    duration,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
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
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('drop database if exists khibra_bench');
  await admin.query('create database khibra_bench');
  await admin.end();
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = '/khibra_bench';

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, DATABASE_URL: dbUrl.toString(), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: process.env.BENCH_DATA_DIR ?? '.tmp/bench-data' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(base);
    console.log(`Seeding ${ROWS.toLocaleString('en')} freelancers with generate_series…`);
    const seeded = await seed(dbUrl.toString());
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
