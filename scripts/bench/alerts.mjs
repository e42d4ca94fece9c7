// The alerts' rows of the scale benchmark (scale.mjs): the matching rule served to both sides (suggested freelancers,
// vacancies for you), the jobs of vacancy alerts (matching one vacancy, one freelancer's daily digest) timed by the
// statements they send, and one vacancy fanned out to 5,000 matching freelancers draining through the mail queue
// while a visitor's GET /api/v1.0/unauth/input is timed.
import { load, percentile } from './lib.mjs';

/** A skill of no other profile or vacancy: the fan-out vacancy matches exactly the profiles seeded for it. */
const FANOUT_SKILL = 'Bench Fan-out';
export const FANOUT_PROFILES = 5_000;

/**
 * After the seed: every seeded vacancy counts as matched (as the migration marks those listed before alerts), so the
 * server's sweep does not alert them during the run; one freelancer gets ten pending matches (the digest row); the
 * first business's first listed vacancy is the one matched and suggested for.
 */
export async function seedAlerts(client) {
  await client.query('insert into vacancy_alert_runs (vacancy_id, matched_at, matched) select id, now(), 0 from vacancies on conflict do nothing');
  const { rows } = await client.query(`select id from freelancers where publish and complete and admin_approved and email_vacancies order by id limit 1`);
  const digestFreelancer = rows[0].id;
  await client.query(
    `insert into vacancy_alert_matches (freelancer_id, vacancy_id, shared, matched_at)
     select $1, id, 1, now() from vacancies where deleted_at is null and publish and admin_approved and expiry_date > current_date order by posted_at desc limit 10 on conflict do nothing`,
    [digestFreelancer],
  );
  await client.query('vacuum analyze vacancy_alert_runs');
  await client.query('vacuum analyze vacancy_alert_matches');
  // The first business's first listed vacancy: the one matched and suggested for.
  const { rows: own } = await client.query(`select v.id from vacancies v join users u on u.id = v.user_id where u.email = 'vposter1@example.test'
    and v.deleted_at is null and v.publish and not v.withheld and v.admin_approved and v.expiry_date > current_date order by v.id limit 1`);
  return { digestFreelancer, matchVacancy: own[0].id };
}

/** A job of the server's queue, run by the server's worker (its next poll), as a scenario's "request". */
const job = (kind, payload, reset) => ({ path: `job ${kind}`, job: { kind, payload, reset } });

export function alertScenarios({ business, freelancer, vacancyId, digestFreelancer }) {
  const member = (p, token) => ({ path: p, token });
  return {
    // The rule from the vacancy's side: the ten profiles sharing the most skills, not applied (its business's applicants page).
    'suggested freelancers of a vacancy': [member(`/api/v1.0/vacancy/${vacancyId}/suggested-freelancers`, business)],
    // From the freelancer's side: the ten newest open vacancies that match the profile.
    'vacancies for you': [member('/api/v1.0/vacancy/for-you', freelancer)],
    // The match job of a newly listed vacancy: every matching profile recorded, each one's sending job queued.
    'match one vacancy': [
      job('vacancy-alerts-match', { vacancyId }, async (client) => {
        await client.query('delete from vacancy_alert_runs where vacancy_id = $1', [vacancyId]);
        await client.query('delete from vacancy_alert_matches where vacancy_id = $1', [vacancyId]);
        await client.query("delete from jobs where kind = 'vacancy-alerts-mail' and status = 'queued'");
      }),
    ],
    // One freelancer's daily digest of ten pending matches, assembled from what is still listed.
    'daily digest for one freelancer': [
      job('vacancy-alerts-mail', { freelancerId: digestFreelancer, mode: 'daily' }, async (client) => {
        await client.query('update vacancy_alert_matches set sent_at = null where freelancer_id = $1', [digestFreelancer]);
      }),
    ],
  };
}

/** Queues the job and waits until the server's worker has run it. */
export async function runJob(client, { kind, payload }) {
  const { rows } = await client.query('insert into jobs (kind, payload, max_attempts) values ($1, $2, 1) returning id', [kind, JSON.stringify(payload)]);
  for (let tries = 0; tries < 3000; tries += 1) {
    const { rows: [row] } = await client.query('select status, last_error from jobs where id = $1', [rows[0].id]);
    if (row.status === 'done') return;
    if (row.status === 'failed') throw new Error(`job ${kind} failed: ${row.last_error}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`job ${kind} did not run within a minute`);
}

/** Statements of the queue itself (claiming, leases, outcomes), not of the job's work. */
export const isQueueStatement = (query) => /^\s*(select "id" from "jobs"|update "jobs"|select status, last_error from jobs|insert into jobs \(kind, payload, max_attempts\))/i.test(query ?? '');

/**
 * One vacancy matching 5,000 freelancers on instant alerts: the match job, 5,000 sending jobs and 5,000 e-mails
 * drain through the queue while GET /api/v1.0/unauth/input is requested at one connection; its p50 then against
 * the same request idle before.
 */
export async function fanOut(client, base, businessEmail, duration) {
  await client.query(`insert into users (email, first_name, last_name, phone, country, city, password_hash, mail_verified, approved)
    select 'fanout' || g || '@example.test', 'Fan', 'Out' || g, '+9716' || lpad(g::text, 8, '0'), 'Egypt', 'Cairo', 'bench', true, true from generate_series(1, ${FANOUT_PROFILES}) g`);
  await client.query(`insert into freelancers (user_id, full_name, country, city, mail_verified, publish, work_station, skills, skill_keys, roles, complete, admin_approved, applied, vacancy_alerts)
    select id, first_name || ' ' || last_name, country, city, true, true, 'Remote', array['${FANOUT_SKILL}'], array['${FANOUT_SKILL.toLowerCase()}'], '{Trainer}', true, true, true, 'instant'
    from users where email like 'fanout%@example.test'`);
  await client.query('vacuum analyze freelancers');
  const input = [{ path: '/api/v1.0/unauth/input' }];
  const sample = async (seconds) => (await load(base, 1, seconds, (r) => ({ ...r, method: 'GET', path: `${input[0].path}?_=${Math.random()}` }))).latencies;
  // The route warmed up first (its first answers compile and read the database), then timed idle.
  await sample(2);
  const idle = await sample(duration);
  const { rows: [vacancy] } = await client.query(`insert into vacancies (user_id, title, expiry_date, required_skills, requirements, admin_approved, poster_mail_verified)
    select id, 'Fan-out vacancy', current_date + 30, array['${FANOUT_SKILL}'], 'For the fan-out benchmark.', true, true from users where email = $1 returning id`, [businessEmail]);
  const started = Date.now();
  await client.query("insert into jobs (kind, payload, max_attempts) values ('vacancy-alerts-match', $1, 3)", [JSON.stringify({ vacancyId: vacancy.id })]);
  const during = [];
  let left = Infinity;
  let drained = 0;
  while (Date.now() - started < 20 * 60 * 1000) {
    during.push(...(await sample(2)));
    const { rows: [state] } = await client.query(`select (select count(*)::int from vacancy_alert_runs where vacancy_id = $1) as matched,
      (select count(*)::int from jobs where kind in ('vacancy-alerts-match', 'vacancy-alerts-mail', 'mail') and status in ('queued', 'running') and run_at <= now()) as left,
      (select count(*)::int from jobs where kind = 'mail' and status = 'done' and created_at >= to_timestamp($2 / 1000.0)) as mailed`, [vacancy.id, started]);
    left = state.left;
    drained = state.mailed;
    if (state.matched > 0 && left === 0) break;
  }
  during.sort((a, b) => a - b);
  const p50Idle = percentile(idle, 50);
  const p50During = percentile(during, 50);
  return {
    seconds: ((Date.now() - started) / 1000).toFixed(1),
    mailed: drained,
    left,
    'p50 idle': p50Idle.toFixed(1),
    'p50 during': p50During.toFixed(1),
    'p95 during': percentile(during, 95).toFixed(1),
    ratio: (p50During / p50Idle).toFixed(2),
    'within 3×': p50During <= 3 * p50Idle,
  };
}
