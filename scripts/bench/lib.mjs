// Shared pieces of the benchmarks (see run.sh): a throwaway database, the real
// server on loopback, and the generate_series seeds of freelancers and vacancies.
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';

export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export const waitForHealth = async (base) => {
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

/** Waits (up to five minutes) until `url` answers 2xx. */
export async function waitFor(url) {
  for (let i = 0; i < 1500; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** Status, headers, Content-Encoding and the bytes as sent (fetch would decompress them). */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Ends a server process: autocannon stops at its deadline without waiting for its last requests; the server answers them first. */
export async function stop(child) {
  await new Promise((r) => setTimeout(r, 1000));
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/**
 * The bare route: a Fastify process (logger off) on `port` answering GET `route` with a real server's two answers
 * kept in memory, the Brotli one to a client that accepts br.
 */
export async function bareServer({ port, route, type, plainFile, brFile }) {
  const code = `
    const fastify = require('fastify')({ logger: false });
    const fs = require('fs');
    const plain = fs.readFileSync(${JSON.stringify(plainFile)});
    const br = fs.readFileSync(${JSON.stringify(brFile)});
    fastify.get(${JSON.stringify(route)}, (request, reply) => {
      reply.type(${JSON.stringify(type)});
      if (!(request.headers['accept-encoding'] || '').includes('br')) return reply.send(plain);
      reply.header('vary', 'accept-encoding').header('content-encoding', 'br').send(br);
    });
    fastify.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}${route}`;
  await waitFor(url);
  return { child, url };
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Runs autocannon against `base` for `duration` s over `connections`; each
 * request is `next(req)` (autocannon's setupRequest). Returns autocannon's
 * result and the latencies of the 200 answers, sorted.
 */
export async function load(base, connections, duration, next) {
  const latencies = [];
  const instance = autocannon({ url: base, connections, duration, requests: [{ setupRequest: next }] });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { result, latencies };
}

/** A fresh database `name` next to BENCH_ADMIN_URL's; returns its URL. */
export async function createDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  return dbUrl.toString();
}

/** The real server (tsx, as `npm run dev` runs it) on a free loopback port; stop() ends it. */
export async function startServer(dbUrl, env = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: process.env.BENCH_DATA_DIR ?? '.tmp/bench-data', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((r) => server.once('exit', r));
  await waitForHealth(base);
  return {
    base,
    stop: async () => {
      // autocannon stops at the deadline without waiting for its last requests; let the server answer them.
      await new Promise((r) => setTimeout(r, 2000));
      server.kill('SIGTERM');
      await exited;
    },
  };
}

export const lit = (list) => `array[${list.map((v) => `'${String(v).replace(/'/g, "''")}'`).join(',')}]::text[]`;
export const pickSql = (list) => `(${lit(list)})[1 + floor(random() * ${list.length})::int]`;

export const FIRST = ['Mohamed', 'Ahmed', 'Fatima', 'Aisha', 'Omar', 'Layla', 'Youssef', 'Nour', 'Khaled', 'Sara', 'Hassan', 'Mariam', 'Ali', 'Huda', 'Karim', 'Rania', 'Tariq', 'Salma', 'Ibrahim', 'Dina', 'Hamza', 'Yasmin', 'Bilal', 'Reem', 'John', 'Emma', 'Priya', 'Ravi', 'Lucas', 'Amina'];
export const LAST = ['Haddad', 'Saleh', 'Benali', 'Al-Farsi', 'Mansour', 'Nasser', 'Khalil', 'Aziz', 'Hamdan', 'Qasim', 'Othman', 'Farouk', 'El-Sayed', 'Bakr', 'Darwish', 'Zaki', 'Hariri', 'Toumi', 'Rahman', 'Shaikh', 'Smith', 'Patel', 'Dubois', 'Kaya', 'Yilmaz'];
/** Names written in Arabic script (with hamza and ta marbuta, which the search folds). */
export const ARABIC_FIRST = ['أحمد', 'محمد', 'فاطمة', 'عائشة', 'عمر', 'ليلى', 'يوسف', 'نور', 'خالد', 'سارة', 'حسن', 'مريم', 'علي', 'هدى', 'أسامة', 'إبراهيم', 'رانيا', 'طارق', 'سلمى', 'حمزة'];
export const ARABIC_LAST = ['الحداد', 'صالح', 'بن علي', 'الفارسي', 'منصور', 'ناصر', 'خليل', 'عزيز', 'حمدان', 'قاسم', 'عثمان', 'فاروق', 'السيد', 'درويش', 'زكي'];
export const PLACES = [
  ['United Arab Emirates', 'Dubai'], ['United Arab Emirates', 'Abu Dhabi'], ['Saudi Arabia', 'Riyadh'], ['Saudi Arabia', 'Jeddah'], ['Egypt', 'Cairo'], ['Egypt', 'Alexandria'],
  ['Jordan', 'Amman'], ['Lebanon', 'Beirut'], ['Morocco', 'Casablanca'], ['Qatar', 'Doha'], ['Kuwait', 'Kuwait City'], ['Bahrain', 'Manama'], ['Oman', 'Muscat'], ['Tunisia', 'Tunis'],
  ['Algeria', 'Algiers'], ['Iraq', 'Baghdad'], ['United Kingdom', 'London'], ['India', 'Mumbai'], ['France', 'Paris'], ['Turkey', 'Istanbul'],
];
const NATIONALITIES = ['Egypt', 'Jordan', 'Saudi Arabia', 'United Arab Emirates', 'Lebanon', 'Morocco', 'Tunisia', 'Syria', 'Palestine', 'Iraq', 'India', 'United Kingdom', 'Pakistan', 'Sudan'];
const LANGUAGES = ['Arabic', 'English', 'French', 'Urdu', 'Hindi', 'Turkish'];
export const SKILLS = [
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

/** Headlines and summary sentences in both scripts, for the free-text search. */
const HEADLINES = ['Leadership trainer', 'Quality consultant', 'HR advisor', 'Finance trainer', 'Project management coach', 'Strategy consultant', 'Sales trainer', 'Data analyst', 'مدرب قيادة', 'مستشار جودة', 'مستشار موارد بشرية', 'مدرب مبيعات'];
const SUMMARIES = [
  'Programmes for managers and new supervisors across the GCC.',
  'Certified trainer with bilingual delivery in Arabic and English.',
  'Helped banks and ministries plan and deliver change.',
  'خبرة في تدريب فرق المبيعات وخدمة العملاء في الخليج.',
  'قدمت استشارات للبنوك والوزارات في التخطيط الاستراتيجي.',
];

/**
 * `rows` accounts (bench<N>@example.test) each with a freelancer profile, 95%
 * published, ~6 skills each. arabicShare of them have a name in Arabic script.
 */
export async function seedFreelancers(client, rows, { arabicShare = 0 } = {}) {
  const name = (latin, arabic) => (arabicShare > 0 ? `case when g % 100 < ${Math.round(arabicShare * 100)} then ${pickSql(arabic)} else ${pickSql(latin)} end` : pickSql(latin));
  await client.query(`
    insert into users (email, first_name, last_name, phone, country, city, password_hash, mail_verified, approved, show_phone_public)
    select 'bench' || g || '@example.test', ${name(FIRST, ARABIC_FIRST)}, ${name(LAST, ARABIC_LAST)}, '+9715' || lpad(g::text, 8, '0'), split_part(place, '|', 1), split_part(place, '|', 2), 'bench', true, true, random() < 0.3
    from generate_series(1, ${rows}) g, lateral (select ${pickSql(PLACES.map(([c, city]) => `${c}|${city}`))} as place where g is not null) p`);
  await client.query(`
    insert into freelancers (user_id, full_name, country, city, mail_verified, total_experience, degree, nationality, residency_visa, first_language, second_language,
      publish, availability, work_station, travel_willingness, hourly_rate, start_date, profile_header, profile_summary, company_name, legal_name,
      skills, skill_keys, roles, resume_key, resume_file_name, resume_size, complete, admin_approved, applied, created_at, updated_at)
    select u.id, u.first_name || ' ' || u.last_name, u.country, u.city, true, ${pickSql(EXPERIENCE)}, ${pickSql(DEGREES)},
      case when random() < 0.6 and u.country = any(${lit(NATIONALITIES)}) then u.country else ${pickSql(NATIONALITIES)} end, 'Yes',
      case when random() < 0.8 then 'Arabic' else ${pickSql(LANGUAGES)} end, ${pickSql(['English', 'French', '', 'Arabic'])},
      random() < 0.95, ${pickSql(AVAILABILITY)}, ${pickSql(['Onsite', 'Remote', 'Hybrid'])}, ${pickSql(['Yes', 'No', 'Within the GCC', 'Within MENA'])}, ${pickSql(RATES)}, 'Anytime',
      ${pickSql(HEADLINES)}, 'Worked with ' || ${pickSql(CLIENTS)} || ' in ' || u.city || ' on ' || array_to_string(s.skills, ', ') || '. ' || ${pickSql(SUMMARIES)}, 'Bench Co.', u.first_name || ' ' || u.last_name,
      s.skills, s.keys, string_to_array(${pickSql(ROLES.map((r) => r.join('|')))}, '|'),
      'resumes/00000000-0000-4000-8000-000000000000.pdf', 'cv.pdf', 1000, true, true, true, now() - random() * interval '365 days', now() - random() * interval '180 days'
    from users u,
      lateral (select array_agg(k) as skills, array_agg(lower(k)) as keys
               from (select k from unnest(${lit(SKILLS)}) k where random() < 0.1 and u.id is not null
                     union select ${pickSql(SKILLS)} where u.id is not null) picked) s
    where u.email like 'bench%'`);
}

export const VACANCY_PLACES = [
  ['United Arab Emirates', 'Dubai'], ['United Arab Emirates', 'Abu Dhabi'], ['Saudi Arabia', 'Riyadh'], ['Saudi Arabia', 'Jeddah'], ['Saudi Arabia', 'Dammam'], ['Egypt', 'Cairo'], ['Egypt', 'Alexandria'],
  ['Jordan', 'Amman'], ['Lebanon', 'Beirut'], ['Morocco', 'Casablanca'], ['Qatar', 'Doha'], ['Kuwait', 'Kuwait City'], ['Bahrain', 'Manama'], ['Oman', 'Muscat'], ['Tunisia', 'Tunis'],
  ['Algeria', 'Algiers'], ['Iraq', 'Baghdad'], ['Iraq', 'Erbil'], ['United Kingdom', 'London'], ['Turkey', 'Istanbul'],
];
const VACANCY_NATIONALITIES = ['Egypt', 'Jordan', 'Saudi Arabia', 'United Arab Emirates', 'Lebanon', 'Morocco', 'Tunisia', 'Iraq', 'India', 'United Kingdom'];
const VACANCY_LANGUAGES = ['Arabic', 'English', 'French', 'Urdu', 'Turkish'];
const VACANCY_ROLES = ['Leadership trainer', 'Quality consultant', 'HR advisor', 'Finance trainer', 'Project management coach', 'Strategy consultant', 'Sales trainer', 'Data analyst', 'Cybersecurity trainer', 'Customer service coach', 'Supply chain consultant', 'ESG advisor'];
const CLIENTS = ['a bank', 'a ministry', 'a hospital', 'an oil company', 'a retailer', 'a telecom operator', 'a university', 'a startup', 'a family business', 'an airline', 'a hotel group', 'an NGO'];
const PERIODS = ['Less than 1 week', '1-2 weeks', '2-4 weeks', '1-3 months', '3-6 months', 'More than 6 months', 'Ongoing'];
const PHASES = ['Planning', 'Design', 'Implementation', 'Training delivery', 'Evaluation', 'Ongoing support'];

/** `posters` business accounts (vposter<N>@example.test, Iam Business) and `rows` vacancies spread over them. */
export async function seedVacancies(client, rows, posters) {
  await client.query(`
    insert into users (email, first_name, last_name, phone, country, city, password_hash, mail_verified, approved, iam)
    select 'vposter' || g || '@example.test', 'Poster', 'No' || g, '+9665' || lpad(g::text, 8, '0'), 'Saudi Arabia', 'Riyadh', 'bench', true, true, '{Business}'
    from generate_series(1, ${posters}) g`);
  await client.query(`
    with p as (select array_agg(id order by email) as ids from users where email like 'vposter%')
    insert into vacancies (user_id, title, publish, expiry_date, posted_at, updated_at, deleted_at, required_skills, requirements,
      min_experience, first_language, second_language, nationality, city, country, workstation, travel_required,
      start_date, time_period, min_availability, project_phase, hourly_rate, pay_type, flights, hotel,
      is_trainer, is_consultant, is_phone_public, is_phone_registered, admin_approved)
    select p.ids[1 + (g % ${posters})],
      left(role || ' for ' || client || ', ' || split_part(place, '|', 2), 50),
      random() < 0.93,
      current_date + (floor(random() * 140) - 25)::int,
      posted, posted, case when random() < 0.03 then now() end,
      skills,
      'We are looking for a ' || lower(role) || ' to work with ' || client || ' in ' || split_part(place, '|', 2) || '. ' || array_to_string(skills, ', ') || ' experience expected.',
      (1 + floor(random() * 20))::text,
      case when random() < 0.1 then '' when random() < 0.75 then 'Arabic' else ${pickSql(VACANCY_LANGUAGES)} end,
      ${pickSql(['English', 'French', '', 'Arabic'])},
      case when random() < 0.7 then '' else ${pickSql(VACANCY_NATIONALITIES)} end,
      case when random() < 0.05 then '' else split_part(place, '|', 2) end,
      case when random() < 0.05 then '' else split_part(place, '|', 1) end,
      ${pickSql(['Onsite', 'Remote', 'Hybrid'])}, ${pickSql(['Yes', 'No', 'Within the GCC'])},
      'Anytime', ${pickSql(PERIODS)}, ${pickSql(['Full time', 'Part time'])}, ${pickSql(PHASES)}, ${pickSql(RATES)}, ${pickSql(['Hourly', 'Daily', 'Fixed price', 'Monthly'])},
      ${pickSql(['Paid', 'Not Paid'])}, ${pickSql(['Paid', 'Not Paid'])},
      random() < 0.5, random() < 0.5, random() < 0.3, random() < 0.8, true
    from generate_series(1, ${rows}) g, p,
      lateral (select ${pickSql(VACANCY_ROLES)} as role, ${pickSql(CLIENTS)} as client, ${pickSql(VACANCY_PLACES.map(([c, city]) => `${c}|${city}`))} as place,
                      now() - random() * interval '365 days' as posted where g is not null) r,
      lateral (select array_agg(k) as skills
               from (select k from unnest(${lit(SKILLS)}) k where random() < 0.05 and g is not null
                     union select ${pickSql(SKILLS)} where g is not null) picked) s`);
}

/** Up to three applications per vacancy (40% each) from the freelancers whose account e-mail starts with `prefix`. */
export async function seedApplications(client, prefix) {
  await client.query(`
    with v as (select id, row_number() over (order by id) as rn from vacancies),
         f as (select f.id, f.user_id, row_number() over (order by f.id) as rn from freelancers f join users u on u.id = f.user_id where u.email like '${prefix}%'),
         n as (select count(*) as n from f)
    insert into vacancy_applications (vacancy_id, freelancer_user_id, freelancer_id)
    select v.id, f.user_id, f.id from v, n, generate_series(0, 2) k, f
    where f.rn = ((v.rn * 7 + k) % n.n) + 1 and random() < 0.4`);
}
