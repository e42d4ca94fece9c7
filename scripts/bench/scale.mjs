// Scale benchmark (`npm run bench -- --scale`, see run.sh and docs/performance.md):
// seeds 100,000 freelancers, 1,000 businesses, 50,000 vacancies, 200,000
// favourites and 100,000 bookings (times --factor; 0.01 is the demo's size)
// with generate_series, starts the real server on loopback with the visitor
// cache off, and prints for every search and list of the product p50/p95 at
// concurrency 1 and 16 (autocannon) and the database time: PostgreSQL's
// auto_explain logs EXPLAIN ANALYZE of every statement the server sends
// (run.sh loads it with the JSON log), and the statements of one request are
// added up ("db pages": the 8 kB buffers they read, the work itself whatever
// the machine's load). "full scans" names each table a plan read sequentially
// to the end (more than 1,000 rows, at least half the table); "seq reads" each
// table read sequentially for more than 1,000 rows but stopped early by a
// LIMIT (how many rows at most). The "page 500" rows read page 500, or the
// last page where there are fewer (at the demo's size page 500 would be past
// the end: an empty answer, not the same work). Runs under tsx (run.sh) to
// sign its sessions' tokens with the server's own code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Tokens } from '../../server/src/http/tokens.ts';
import { SavedSearchesRepository } from '../../server/src/modules/saved-searches/repository.ts';
import { parseSavedQuery } from '../../server/src/modules/saved-searches/query.ts';
import { SKILLS, createDatabase, load, percentile, seedFreelancers, seedVacancies, startServer } from './lib.mjs';

const { values: args } = parseArgs({
  strict: false,
  options: {
    factor: { type: 'string', default: '1' },
    duration: { type: 'string', default: '3' },
    connections: { type: 'string', default: '16' },
    /** Only the scenarios whose name contains this text (or one of several, separated by |). */
    only: { type: 'string', default: '' },
    /** Keep the database of an earlier run (outside run.sh, on a cluster of one's own) instead of seeding anew. */
    reuse: { type: 'boolean', default: false },
    /** Only the database time, no latency runs. */
    'db-only': { type: 'boolean', default: false },
  },
});
const FACTOR = Number(args.factor);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const FREELANCERS = Math.round(100_000 * FACTOR);
const BUSINESSES = Math.max(1, Math.round(1_000 * FACTOR));
const VACANCIES = Math.round(50_000 * FACTOR);
const FAVOURITES_EACH = 200;
const BOOKINGS = Math.round(100_000 * FACTOR);
/** Freelancers who are booked: ~90 bookings each, as a busy e-consultant at full scale. */
const BOOKED_FREELANCERS = Math.max(1, Math.round(1_100 * FACTOR));
/** Operator actions in the audit log (about five years of a busy console). */
const AUDIT_ENTRIES = Math.round(200_000 * FACTOR);
/** Saved searches (with alerts due at any moment) and notices (two per freelancer, 1,000 of the first business's). */
const SAVED_SEARCHES = Math.round(20_000 * FACTOR);
const BUSINESS_NOTICES = 1_000;
const JWT_SECRET = 'scale-bench-secret-scale-bench-secret-0123456789';
const adminUrl = process.env.BENCH_ADMIN_URL;
const pgDir = process.env.BENCH_PG_DIR;
if (!adminUrl || !pgDir) throw new Error('BENCH_ADMIN_URL or BENCH_PG_DIR is not set; run through `npm run bench -- --scale`.');

async function seed(client) {
  const started = Date.now();
  await client.query('select setseed(0.2027)');
  await seedFreelancers(client, FREELANCERS, { arabicShare: 0.2 });
  await seedVacancies(client, VACANCIES, BUSINESSES);
  // Each business keeps 200 favourites, newest first one minute apart; 491 is prime, so a business's 200 are distinct.
  await client.query(`
    with f as (select id, row_number() over (order by id) - 1 as rn from freelancers),
         b as (select id, row_number() over (order by email) as rn from users where email like 'vposter%')
    insert into favorite_freelancers (user_id, freelancer_id, created_at)
    select b.id, f.id, now() - k * interval '1 minute'
    from b, generate_series(0, ${FAVOURITES_EACH - 1}) k, f
    where f.rn = (b.rn * 97 + k * 491) % ${FREELANCERS}`);
  // Bookings spread evenly (references numbered: drawn ones could collide) over ~700 days (a third still to come); one freelancer's are BOOKED_FREELANCERS slots apart, so none overlap.
  await client.query(`
    with e as (select id, row_number() over (order by id) - 1 as rn from freelancers where roles @> '{E-Consultant}' and publish order by id limit ${BOOKED_FREELANCERS}),
         b as (select id, row_number() over (order by email) - 1 as rn from users where email like 'vposter%'),
         g as (select g, now() - interval '470 days' + g * (interval '700 days' / ${BOOKINGS}) as starts from generate_series(0, ${BOOKINGS - 1}) g)
    insert into econsultation_bookings (freelancer_id, booked_by, client_name, client_organization, client_email, client_phone, requirements,
      preference_date, start_time, end_time, client_timezone, freelancer_timezone, starts_at, ends_at, hourly_rate, total_fees, status, cancelled_at, reference)
    select e.id, b.id, 'Client ' || g.g, 'Bench Co.', 'client' || g.g || '@example.test', '+971500000000', 'A consultation about the benchmark.',
      (g.starts at time zone 'Asia/Dubai')::date, '10:00 AM', '10:30 AM', 'Asia/Dubai', 'Asia/Dubai', g.starts, g.starts + interval '30 minutes', '$40', '$20',
      case when g.g % 10 = 3 then 'cancelled' else 'confirmed' end, case when g.g % 10 = 3 then g.starts - interval '2 days' end, 'KB-' || lpad(g.g::text, 8, '0')
    from g join e on e.rn = (g.g * 7) % ${BOOKED_FREELANCERS} join b on b.rn = g.g % ${BUSINESSES}`);
  // The booked freelancers take e-consultations: Sunday to Thursday in Dubai, 30 or 60 minutes, bookable a year ahead (the slots rows).
  const week = JSON.stringify(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'].map((day) => ({ day, from: '09:30 AM', to: '06:00 PM' })));
  await client.query(`
    insert into econsultation_settings (freelancer_id, availability, timezone, hourly_rate, welcome_message, conference_message, payment_message, min_notice_hours, horizon_days, session_lengths)
    select id, $1::jsonb, 'Asia/Dubai', '$40', 'Thank you for booking.', '', '', 0, 365, '{30,60}'
    from freelancers where roles @> '{E-Consultant}' and publish order by id limit ${BOOKED_FREELANCERS}`, [week]);
  // A new time proposed on one in 20 of each booked freelancer's upcoming bookings (theirs are BOOKED_FREELANCERS numbers apart),
  // waiting for the consultant's answer (the list's show=awaiting): one or two each.
  await client.query(`
    update econsultation_bookings set proposed_date = preference_date + 1, proposed_start_time = start_time, proposed_end_time = end_time,
      proposed_starts_at = starts_at + interval '1 day', proposed_ends_at = ends_at + interval '1 day', proposed_at = now() - interval '1 hour'
    where status = 'confirmed' and starts_at > now() and (substr(reference, 4)::int / ${BOOKED_FREELANCERS}) % 20 = 1`);
  // A company page for every business, and four applications on each vacancy in every state of the pipeline.
  await client.query(`insert into companies (user_id, name, industry, country, city) select id, 'Company of ' || first_name, 'Banking', country, city from users where email like 'vposter%'`);
  await client.query(`
    with v as (select id, row_number() over (order by id) as rn from vacancies),
         f as (select id, user_id, row_number() over (order by id) - 1 as rn from freelancers)
    insert into vacancy_applications (vacancy_id, freelancer_user_id, freelancer_id, applied_at, cover_letter, proposed_rate, status)
    select v.id, f.user_id, f.id, now() - k * interval '1 hour', 'A proposal for the benchmark.', 40 + (v.rn * 13 + k * 7) % 80, (array['new', 'viewed', 'shortlisted', 'hired', 'declined'])[1 + (v.rn + k) % 5]
    from v, generate_series(0, 3) k, f where f.rn = (v.rn * 31 + k * 7919) % ${FREELANCERS}
    on conflict do nothing`);
  // Each completed booking reviewed by both parties and published (~90 per booked freelancer), the ratings stored.
  await client.query(`
    insert into reviews (booking_id, author_id, subject_user_id, freelancer_id, reviewed_role, rating, communication, text, language, subject_minutes, published_at)
    select b.id, b.booked_by, f.user_id, b.freelancer_id, 'freelancer', 3 + (substr(b.reference, 4)::int % 3), 5, 'A review written for the benchmark, long enough.', 'en', 30, b.ends_at + interval '2 days'
    from econsultation_bookings b join freelancers f on f.id = b.freelancer_id where b.status = 'confirmed' and b.ends_at < now()`);
  await client.query(`
    insert into reviews (booking_id, author_id, subject_user_id, freelancer_id, reviewed_role, rating, text, language, subject_minutes, published_at)
    select b.id, f.user_id, b.booked_by, b.freelancer_id, 'client', 5, 'A client review written for the benchmark.', 'en', 30, b.ends_at + interval '2 days'
    from econsultation_bookings b join freelancers f on f.id = b.freelancer_id where b.status = 'confirmed' and b.ends_at < now()`);
  await client.query(`
    update freelancers f set rating_count = r.n, rating_sum = r.s
    from (select freelancer_id, count(*)::int as n, sum(rating)::int as s from reviews where reviewed_role = 'freelancer' group by freelancer_id) r where r.freelancer_id = f.id`);
  // Each business talks with 40 freelancers (profile conversations), 12 messages each, a minute apart: 40,000 conversations, 480,000 messages.
  await client.query(`
    with b as (select id, row_number() over (order by email) as rn from users where email like 'vposter%'),
         f as (select user_id, row_number() over (order by id) - 1 as rn from freelancers)
    insert into conversations (user_low, user_high, subject, subject_key, created_at)
    select least(b.id, f.user_id), greatest(b.id, f.user_id), 'profile', '', now() - (b.rn + k) * interval '1 hour'
    from b, generate_series(0, 39) k, f where f.rn = (b.rn * 53 + k * 2477) % ${FREELANCERS}
    on conflict do nothing`);
  await client.query(`
    insert into messages (conversation_id, sender_id, text, created_at)
    select c.id, case when k % 2 = 0 then c.user_low else c.user_high end, 'A message for the benchmark, number ' || k, c.created_at + k * interval '1 minute'
    from conversations c, generate_series(0, 11) k`);
  await client.query(`update conversations set last_message_at = created_at + interval '11 minutes', last_message_text = 'A message for the benchmark, number 11', last_sender_id = user_high, low_read_at = created_at + interval '5 minutes'`);
  // When things happened, spread as over a marketplace's years (the console's dashboard counts by these times): an account when its
  // profile was made, a proposal within ten days of its vacancy, a decision two days later, a booking five days before its
  // consultation (one further ahead within the last 60 days), a review the day after it ended; none later than now.
  await client.query(`update users u set created_at = f.created_at from freelancers f where f.user_id = u.id`);
  await client.query(`update users set created_at = now() - random() * interval '730 days' where email like 'vposter%'`);
  await client.query(`
    update vacancy_applications a set applied_at = v.posted_at + (1 + (extract(epoch from a.applied_at) / 3600)::int % 4) * least(now() - v.posted_at, interval '10 days') / 5,
      status_at = case when a.status <> 'new' then least(now(), v.posted_at + interval '2 days' + (1 + (extract(epoch from a.applied_at) / 3600)::int % 4) * least(now() - v.posted_at, interval '10 days') / 5) end
    from vacancies v where v.id = a.vacancy_id`);
  await client.query(`update econsultation_bookings set created_at = case when starts_at - interval '5 days' < now() then starts_at - interval '5 days' else now() - random() * interval '60 days' end`);
  await client.query(`update reviews r set created_at = least(now(), b.ends_at + interval '1 day') from econsultation_bookings b where b.id = r.booking_id`);
  await seedQueue(client);
  // The audit log: actions, kinds and actors in turn, one entry every ten minutes back from now.
  await client.query(`
    with a as (select id, row_number() over (order by email) - 1 as rn from users where email like 'vposter%' order by email limit 20),
         actions as (select array['approveUser','approveFreelancer','approveVacancy','dismissReport','hideContent','warnMember','suspendUser','restoreUser','changeRole','revokeCompanyBadge'] as names)
    insert into audit_log (actor_id, actor_label, action, item_kind, item_id, reason, created_at)
    select a.id, 'Bench operator <op' || a.rn || '@example.test>', names[1 + g % 10], (array['user','freelancer','vacancy','report','company'])[1 + g % 5],
      'item-' || (g % 50000), 'A reason written for the benchmark', now() - g * interval '10 minutes'
    from generate_series(0, ${AUDIT_ENTRIES - 1}) g, actions, a where a.rn = g % 20`);
  await seedAlerts(client);
  for (const table of ['saved_searches', 'notices', 'audit_log', 'users', 'freelancers', 'vacancies', 'favorite_freelancers', 'econsultation_bookings', 'companies', 'vacancy_applications', 'reviews', 'conversations', 'messages', 'reports', 'review_reports', 'conversation_reports']) await client.query(`vacuum analyze ${table}`);
  const { rows } = await client.query(`select (select count(*)::int from freelancers) as freelancers, (select count(*)::int from users where 'Business' = any(iam)) as businesses,
    (select count(*)::int from vacancies) as vacancies, (select count(*)::int from favorite_freelancers) as favourites, (select count(*)::int from econsultation_bookings) as bookings`);
  return { ...rows[0], seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

/**
 * Saved searches of businesses (freelancer searches) and of freelancers (vacancy searches), every frequency, last looked
 * at over the past week; notices: two per freelancer account over 90 days, and 1,000 of the first business's (half unread).
 */
async function seedAlerts(client) {
  await client.query(`
    with u as (select id, row_number() over (order by id) - 1 as rn from users)
    insert into saved_searches (user_id, kind, name, query, frequency, created_at, last_alert_at)
    select u.id, case when g % 2 = 0 then 'freelancers' else 'vacancies' end, 'Search ' || g,
      case when g % 2 = 0 then 'skills=' || replace((array['Change Management','Leadership Development','Kaizen','PRINCE2'])[1 + g % 4], ' ', '+') else 'skill=' || replace((array['Islamic Finance','Kaizen','Leadership Development','Risk Management'])[1 + g % 4], ' ', '+') end,
      (array['instant','daily','weekly','off'])[1 + g % 4], now() - interval '30 days', now() - (g % 10080) * interval '1 minute'
    from generate_series(0, ${SAVED_SEARCHES - 1}) g join u on u.rn = (g * 37) % (select count(*) from users)`);
  await client.query(`
    insert into notices (user_id, kind, parts, link, created_at, read_at)
    select f.user_id, 'applicationStatus', jsonb_build_object('vacancyTitle', 'Vacancy ' || k, 'status', 'shortlisted'), '/vacancies-applied', now() - (k * 40 + random() * 40) * interval '1 day', case when k = 1 then now() end
    from freelancers f, generate_series(0, 1) k`);
  await client.query(`
    insert into notices (user_id, kind, parts, link, created_at, read_at)
    select u.id, 'proposal', jsonb_build_object('vacancyTitle', 'Vacancy ' || g, 'count', 1 + g % 5), '/vacancies-posted', now() - g * interval '1 hour', case when g % 2 = 0 then now() end
    from users u, generate_series(1, ${BUSINESS_NOTICES}) g where u.email = 'vposter1@example.test'`);
}

/** Sessions for the first business, the first booked freelancer and a console operator, and their access tokens. */
/**
 * The operator console's queue (APPROVAL=manual): a moderator; accounts, profiles and vacancies awaiting approval; open
 * reports of profiles, vacancies, reviews and conversations among ten times as many closed ones (the partial indexes
 * skip those).
 */
async function seedQueue(client) {
  const n = (count) => Math.max(1, Math.round(count * FACTOR));
  await client.query(`insert into users (email, first_name, last_name, phone, country, city, password_hash, mail_verified, approved, is_moderator)
    values ('moderator@example.test', 'Mona', 'Moderator', '+971500000001', 'United Arab Emirates', 'Dubai', 'bench', true, true, true)`);
  await client.query(`insert into users (email, first_name, last_name, phone, country, city, password_hash, mail_verified, approved, created_at)
    select 'waiting' || g || '@example.test', 'Waiting', 'No' || g, '+9715' || lpad(g::text, 8, '0'), 'Egypt', 'Cairo', 'bench', true, false, now() - g * interval '1 minute' from generate_series(1, ${n(500)}) g`);
  await client.query(`update freelancers set admin_approved = false where id in (select id from freelancers order by id limit ${n(300)})`);
  await client.query(`update vacancies set admin_approved = false where id in (select id from vacancies where deleted_at is null and publish order by id desc limit ${n(200)})`);
  // Reports of profiles (the first business and the next ones report), one per reporter and item; a tenth stay open.
  await client.query(`
    with b as (select id, row_number() over (order by email) as rn from users where email like 'vposter%'),
         f as (select id, row_number() over (order by id) - 1 as rn from freelancers)
    insert into reports (reporter_id, kind, item_id, reason, text, created_at, resolved_at, resolution)
    select b.id, 'freelancer', f.id, 'spam', 'Reported for the benchmark.', now() - k * interval '1 minute', case when k % 10 <> 0 then now() end, case when k % 10 <> 0 then 'dismissed' end
    from generate_series(0, ${n(11_000) - 1}) k join b on b.rn = 1 + k % ${BUSINESSES} join f on f.rn = (k * 37) % ${FREELANCERS}
    on conflict do nothing`);
  await client.query(`
    insert into review_reports (review_id, reporter_id, reason, created_at, resolved_at, resolution)
    select r.id, r.subject_user_id, 'Unfair review', now() - g * interval '1 minute', case when g % 10 <> 0 then now() end, case when g % 10 <> 0 then 'dismissed' end
    from (select id, subject_user_id, row_number() over (order by id) as g from reviews where reviewed_role = 'freelancer' limit ${n(5_500)}) r`);
  await client.query(`
    insert into conversation_reports (conversation_id, reporter_id, reason, created_at, resolved_at, resolution)
    select c.id, c.user_high, 'Rude messages', c.created_at + interval '6 minutes', case when c.g % 10 <> 0 then now() end, case when c.g % 10 <> 0 then 'dismissed' end
    from (select id, user_high, created_at, row_number() over (order by id) as g from conversations limit ${n(3_300)}) c`);
}

/** Sessions for the first business and the first booked freelancer, and their access tokens. */
async function signIn(client) {
  const tokens = new Tokens(new TextEncoder().encode(JWT_SECRET));
  const expires = new Date(Date.now() + 24 * 3600 * 1000);
  const { rows } = await client.query(`
    with business as (select id from users where email = 'vposter1@example.test'),
         booked as (select f.user_id as id from econsultation_bookings b join freelancers f on f.id = b.freelancer_id group by f.user_id order by count(*) desc, f.user_id limit 1)
    insert into sessions (user_id, expires_at) select id, $1::timestamptz from business union all select id, $1::timestamptz from booked returning id, user_id`, [expires]);
  const [business, freelancer] = await Promise.all(rows.map((r) => tokens.accessToken(r.user_id, r.id, expires)));
  // An administrator for the console's rows (the dashboard is theirs); made once, so a --reuse run finds it.
  await client.query(`insert into users (email, first_name, last_name, phone, country, city, password_hash, mail_verified, approved, is_admin)
    select 'operator@example.test', 'Bench', 'Operator', '+971500000001', 'United Arab Emirates', 'Dubai', 'bench', true, true, true where not exists (select 1 from users where email = 'operator@example.test')`);
  const { rows: ops } = await client.query(`insert into sessions (user_id, expires_at) select id, $1::timestamptz from users where email = 'operator@example.test' returning id, user_id`, [expires]);
  const operator = await tokens.accessToken(ops[0].user_id, ops[0].id, expires);
  // The newest audit entry (the audit log rows filter by its item and actor).
  const { rows: audited } = await client.query(`select actor_id, item_kind, item_id from audit_log order by created_at desc limit 1`);
  const { rows: ids } = await client.query('select id from freelancers where publish and complete order by id limit 10');
  // The listed consultant with the most bookings: the slots rows read their free times.
  const { rows: busiest } = await client.query(`select s.freelancer_id as id from econsultation_settings s join freelancers f on f.id = s.freelancer_id and f.publish and f.complete
    join econsultation_bookings b on b.freelancer_id = s.freelancer_id group by s.freelancer_id order by count(*) desc, s.freelancer_id limit 1`);
  // The first business's company page and one of its vacancies (the applicants rows).
  const { rows: own } = await client.query(`select c.id as company, (select v.id from vacancies v where v.user_id = u.id and v.deleted_at is null order by v.id limit 1) as vacancy
    from users u join companies c on c.user_id = u.id where u.email = 'vposter1@example.test'`);
  // One of the first business's conversations (the history rows).
  const { rows: talk } = await client.query(`select c.id from conversations c join users u on u.id in (c.user_low, c.user_high) where u.email = 'vposter1@example.test' order by c.id limit 1`);
  // The moderator, and an open report of a conversation (the queue item row).
  const { rows: mod } = await client.query(`insert into sessions (user_id, expires_at) select id, $1::timestamptz from users where email = 'moderator@example.test' returning id, user_id`, [expires]);
  const moderator = await tokens.accessToken(mod[0].user_id, mod[0].id, expires);
  const { rows: open } = await client.query('select id from conversation_reports where resolved_at is null order by created_at, id limit 1');
  return { audited: audited[0], business, freelancer, operator, moderator, reportedConversation: open[0]?.id, profileIds: ids.map((r) => r.id), consultantId: busiest[0]?.id, companyId: own[0]?.company, vacancyId: own[0]?.vacancy, conversationId: talk[0]?.id };
}

/**
 * Fills the dashboard's daily rollup as a running server does (its job 'stats-rollup', queued here rather than after its
 * first minute), and prints how long the job took: every closed day of the last 365 counted.
 */
async function rollUp(client) {
  const { rows } = await client.query(`insert into jobs (kind, payload, max_attempts) values ('stats-rollup', '{}', 3) returning id`);
  for (let tries = 0; tries < 1200; tries += 1) {
    const { rows: [job] } = await client.query('select status, extract(epoch from finished_at - created_at) as seconds from jobs where id = $1', [rows[0].id]);
    if (job.status === 'done' || job.status === 'failed') {
      console.log(`The dashboard's rollup (365 days): ${job.status} in ${Number(job.seconds).toFixed(1)} s.`);
      return;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The stats rollup did not finish within 10 minutes.');
}

let unique = 0;
/** A request: GET path, or POST path with a JSON body; `token` signs it in. A unique parameter keeps any cache out of the way. */
const req = (pathAndQuery, { body, token } = {}) => ({ path: pathAndQuery, body, token });
const withUnique = (p) => `${p}${p.includes('?') ? '&' : '?'}_=${(unique += 1)}`;
const freelancers = (params) => req(`/api/v1.0/unauth/freelancers?${new URLSearchParams(params)}`);
const vacancySearch = (body, page = 0) => req(`/api/v1.0/unauth/vacancy/search?page=${page}`, { body });

function scenarios({ audited, business, freelancer, operator, moderator, reportedConversation, profileIds, consultantId, companyId, vacancyId, conversationId }, deep) {
  const today = new Date().toISOString().slice(0, 10);
  const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const names = (titles) => titles.map((title) => freelancers({ title }));
  const member = (p, token) => req(p, { token });
  return {
    'freelancers: first page (Best match)': [freelancers({})],
    'freelancers: page 500': [req(`/api/v1.0/unauth/freelancers/page?page=${deep.freelancers}`), freelancers({ page: String(deep.freelancers) })],
    'freelancer profile': profileIds.map((id) => req(`/api/v1.0/unauth/freelancer/${id}`)),
    'name, 1 letter, Latin': names(['a', 'm', 's', 'k']),
    'name, 2 letters, Latin': names(['al', 'mo', 'ha', 'sa']),
    'name, 3+ letters, Latin': names(['moh', 'hadd', 'fatima', 'al-f', 'sara kh']),
    'name, 1 letter, Arabic': names(['م', 'ع', 'ا']),
    'name, 2 letters, Arabic': names(['اح', 'مح', 'ال']),
    'name, 3+ letters, Arabic': names(['احمد', 'محم', 'اسامه', 'علي الحداد']),
    // Typed in one script, found in the other too (the sound key, contracts/name-key.ts).
    'name, other script': names(['Ahmed', 'ليلى', 'Youssef', 'خالد', 'Mohamed Saleh']),
    'one skill': SKILLS.slice(0, 8).map((skills) => freelancers({ skills })),
    'two skills, Best match': [['Change Management', 'Leadership Development'], ['Project Management', 'PRINCE2'], ['Islamic Finance', 'IFRS Reporting'], ['Kaizen', 'Lean Management']].map((s) => freelancers({ skills: s.join(',') })),
    'three skills any-of, Best match': [['Change Management', 'Leadership Development', 'Kaizen'], ['Project Management', 'PRINCE2', 'Risk Management'], ['Islamic Finance', 'IFRS Reporting', 'Zakat Calculation']].map((s) =>
      freelancers({ skills: s.join(',') }),
    ),
    'two skills all-of + country': [['Change Management,Leadership Development', 'Egypt'], ['Project Management,PRINCE2', 'Saudi Arabia']].map(([skills, country]) => freelancers({ skills, country, skillsMatch: 'all' })),
    'free text': ['leadership', 'banks', 'تدريب', 'hr', 'audit riyadh', 'مستشار جودة'].map((q) => freelancers({ q })),
    'rate + availability + remote': [['$50 - $75', 'Full time', 'Remote'], ['More than $150', 'Weekends only', 'Onsite']].map(([hourlyRate, availability, workStation]) => freelancers({ hourlyRate, availability, workStation })),
    'years 15+ + remote, sort rate': [freelancers({ yearsMin: '15', workStation: 'Remote', sort: 'rate' }), freelancers({ yearsMin: '25', sort: 'recent' })],
    'country + language, sort years': ['Egypt', 'Jordan', 'Saudi Arabia'].map((country) => freelancers({ country, language: 'English', sort: 'years' })),
    'sort name': [freelancers({ sort: 'name' })],
    // "Top rated" (the Bayesian average's index), and a busy consultant's reviews (~60 published), first and second page.
    'top rated': [freelancers({ sort: 'rating' }), freelancers({ sort: 'rating', page: '50' })],
    'freelancer reviews': [0, 1].map((page) => req(`/api/v1.0/unauth/freelancer/${consultantId}/reviews?page=${page}`)),
    'vacancies: keyword': ['leadership', 'audit', 'islamic', 'kaizen'].map((keywords) => vacancySearch({ keywords })),
    'vacancies: country': ['Egypt', 'Jordan', 'Qatar'].map((country) => vacancySearch({ country })),
    // Filters: a required skill (GIN index on required_skills), and a workstation with a rate range.
    'vacancies: skill': ['Leadership Development', 'Islamic Finance', 'Kaizen'].map((skill) => vacancySearch({ skill })),
    'vacancies: remote + rate': [['Remote', '$50 - $75'], ['Onsite', '$100 - $150']].map(([workstation, hourlyRate]) => vacancySearch({ workstation, hourlyRate })),
    'vacancies: page 500': [req(`/api/v1.0/unauth/vacancies?page=${deep.vacancies}`), vacancySearch({}, deep.vacancies)],
    'company page (counts, open vacancies)': [req(`/api/v1.0/unauth/company/${companyId}`)],
    'applicants, by status and by rate': [member(`/api/v1.0/vacancy/freelancers/${vacancyId}?page=1&status=hired`, business), member(`/api/v1.0/vacancy/freelancers/${vacancyId}?page=1&sort=rate`, business)],
    // A business's inbox (40 conversations, with unread counts) and the header's count; a conversation's history.
    'conversations: inbox and unread': [member('/api/v1.0/conversations', business), member('/api/v1.0/conversations?page=1', business), member('/api/v1.0/conversations/unread', business)],
    'conversations: history': [member(`/api/v1.0/conversations/${conversationId}/messages`, business)],
    'favourites of a business (200)': [member('/api/v1.0/freelancer/favorite?page=0', business), member('/api/v1.0/freelancer/favorite?page=19', business)],
    // A month of free starts in the client's zone (the slot picker), and the next free start alone (the freelancer page).
    'slots, a month': [30, 60].map((length) => req(`/api/v1.0/unauth/freelancer/${consultantId}/slots?from=${today}&to=${inDays(30)}&length=${length}&tz=Africa/Cairo`)),
    'slots, next available': [req(`/api/v1.0/unauth/freelancer/${consultantId}/slots?from=${today}&to=${today}`)],
    // The console's audit log: newest first (first and 100th page), by action, by item, by actor.
    'console audit log page': [
      member('/api/v1.0/admin/audit-log', operator),
      member('/api/v1.0/admin/audit-log?page=100', operator),
      member('/api/v1.0/admin/audit-log?action=revokeCompanyBadge', operator),
      member(`/api/v1.0/admin/audit-log?${new URLSearchParams({ itemKind: audited.item_kind, itemId: audited.item_id })}`, operator),
      member(`/api/v1.0/admin/audit-log?${new URLSearchParams({ itemId: audited.item_id })}`, operator),
      member(`/api/v1.0/admin/audit-log?${new URLSearchParams({ actor: audited.actor_id })}`, operator),
    ],
    'bookings list, business': [member('/api/v1.0/econsultancybooking/all/id', business)],
    'bookings list, freelancer': [member('/api/v1.0/econsultancybooking/all/id', freelancer)],
    'bookings list, awaiting my answer': [member('/api/v1.0/econsultancybooking/all/id?show=awaiting', freelancer), member('/api/v1.0/econsultancybooking/all/id?show=awaiting', business)],
    // By the other party's name (a letter most names have, a name nobody has: every booking of the account read) or a part of the reference.
    'bookings search, business': ['a', 'nobody', 'KB-0000'].map((q) => member(`/api/v1.0/econsultancybooking/all/id?${new URLSearchParams({ q })}`, business)),
    // The operator console (APPROVAL=manual): everything waiting oldest first with each tab's count, a tab, a deeper page; one reported conversation.
    'console queue page': [member('/api/v1.0/admin/queue', moderator), member('/api/v1.0/admin/queue?kind=report', moderator), member('/api/v1.0/admin/queue?kind=account&page=5', moderator), member('/api/v1.0/admin/queue?page=20', moderator)],
    'console queue item (reported conversation)': [member(`/api/v1.0/admin/queue/conversationReport/${reportedConversation}`, moderator)],
    // The console's numbers: closed days from the daily rollup (stats_days), today counted live.
    'console dashboard': [90, 7, 365].map((days) => member(`/api/v1.0/admin/stats?days=${days}`, operator)),
    'bookings search, freelancer': ['client 7', 'nobody', 'KB-0009'].map((q) => member(`/api/v1.0/econsultancybooking/all/id?${new URLSearchParams({ q })}`, freelancer)),
    // The operator console's account search: newest first, a name part in either script, an address part, a booking reference, a company's id.
    // The bell's list: the newest page of a business with 1,000 notices, and a deeper one.
    'notification centre page': [member('/api/v1.0/notifications?page=0', business), member('/api/v1.0/notifications?page=20', business)],
    'console account search': ['', 'a', 'moh', 'sara kh', 'احمد', 'vposter1@', 'KB-00000007', companyId].map((q) => member(`/api/v1.0/admin/users?${new URLSearchParams({ q })}`, operator)),
  };
}

/**
 * Work the server does outside a request, run here with the server's own code on the bench's connection (database time
 * only): the new results of saved searches (the alert job's query: a day, a week, an hour since the last look) and the
 * sweep's due searches.
 */
function inProcess(client) {
  const repository = new SavedSearchesRepository(drizzle(client), 'manual');
  const newResults = (kind, query, hours) => async () => {
    const saved = parseSavedQuery(kind, query);
    if (!saved) throw new Error(`${query} does not parse`);
    await repository.newResults(saved.parsed, new Date(Date.now() - hours * 3_600_000), new Date(), 10, 100);
  };
  return {
    "a saved search's new results": [
      newResults('freelancers', 'skills=Leadership+Development', 24),
      newResults('vacancies', 'skill=Kaizen', 24),
      newResults('freelancers', 'skills=Kaizen&country=Egypt', 168),
      newResults('vacancies', 'skill=Islamic+Finance&country=Egypt', 1),
    ],
    'saved searches due (sweep)': [() => repository.due(new Date(), 2000)],
  };
}

function requestOptions(next) {
  const headers = { ...(next.token ? { authorization: `Bearer ${next.token}` } : {}), ...(next.body !== undefined ? { 'content-type': 'application/json' } : {}) };
  return { method: next.body === undefined ? 'GET' : 'POST', path: withUnique(next.path), headers, ...(next.body !== undefined ? { body: JSON.stringify(next.body) } : {}) };
}

async function measure(base, requests, connections, duration = DURATION) {
  let i = 0;
  const { result, latencies } = await load(base, connections, duration, (r) => ({ ...r, ...requestOptions(requests[i++ % requests.length]) }));
  // No answer within the run: slower than the whole run.
  const at = (p) => (latencies.length > 0 ? percentile(latencies, p).toFixed(1) : `>${duration * 1000}`);
  return { p50: at(50), p95: at(95), failed: result.non2xx + result.errors };
}

// --- database time (auto_explain) ---------------------------------------------

const logDir = path.join(pgDir, 'log');
const logFile = () => {
  const files = fs.existsSync(logDir) ? fs.readdirSync(logDir).filter((f) => f.endsWith('.json')).sort() : [];
  return files.length > 0 ? path.join(logDir, files[files.length - 1]) : undefined;
};
const logSize = () => {
  const file = logFile();
  return file ? fs.statSync(file).size : 0;
};

/** Rows of each table (pg_class.reltuples after the seed's VACUUM ANALYZE): tells a scan to the end from one a LIMIT stopped. */
const tableRows = new Map();

/** Tables a plan read more than 1,000 rows of with a sequential scan: to the end (`full`), or stopped early (`partial`: the most rows read). */
function seqScans(plan, found = { full: new Set(), partial: new Map() }) {
  const read = ((plan['Actual Rows'] ?? 0) + (plan['Rows Removed by Filter'] ?? 0)) * (plan['Actual Loops'] ?? 1);
  const table = plan['Relation Name'];
  if (plan['Node Type'] === 'Seq Scan' && read > 1000) {
    if (read >= (tableRows.get(table) ?? 0) / 2) found.full.add(table);
    else found.partial.set(table, Math.max(read, found.partial.get(table) ?? 0));
  }
  for (const child of plan.Plans ?? []) seqScans(child, found);
  return found;
}

/** The statements one request sent: their total time, and the tables read in full. */
async function databaseTime(base, request) {
  const options = requestOptions(request);
  return loggedTime(request.path, async () => {
    const res = await fetch(`${base}${options.path}`, { method: options.method, headers: options.headers, body: options.body });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${options.method} ${request.path} answered ${res.status}`);
  });
}

/** The statements `work` had PostgreSQL run (logged by auto_explain): their total time, pages and sequential reads. */
async function loggedTime(label, work) {
  const from = logSize();
  await work();
  // The logging collector writes a moment later.
  let text = '';
  for (let tries = 0; tries < 20; tries += 1) {
    await new Promise((r) => setTimeout(r, 100));
    const file = logFile();
    if (!file) continue;
    const size = fs.statSync(file).size;
    if (size <= from) continue;
    const fd = fs.openSync(file, 'r');
    const buffer = Buffer.alloc(size - from);
    fs.readSync(fd, buffer, 0, buffer.length, from);
    fs.closeSync(fd);
    text = buffer.toString('utf8');
    if (tries >= 2) break;
  }
  let ms = 0;
  let pages = 0;
  const scans = { full: new Set(), partial: new Map() };
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const { message } = JSON.parse(line);
    const match = /^duration: ([\d.]+) ms\s+plan:\s*([\s\S]*)$/.exec(message ?? '');
    if (!match) continue;
    ms += Number(match[1]);
    const { Plan: plan, 'Query Text': query } = JSON.parse(match[2]);
    if (process.env.BENCH_PLANS_FILE) fs.appendFileSync(process.env.BENCH_PLANS_FILE, `-- ${label}\n${query}\n${match[2]}\n\n`);
    pages += (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
    seqScans(plan, scans);
  }
  return { ms, pages, scans };
}

/** Waits until no other session of the database runs a statement (twice in a row, 200 ms apart; 60 s at most). */
async function untilIdle(client) {
  for (let quiet = 0, tries = 0; quiet < 2 && tries < 300; tries += 1) {
    const { rows } = await client.query("select count(*)::int as busy from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state = 'active'");
    quiet = rows[0].busy === 0 ? quiet + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function explainAll(admin, base, table) {
  const set = async (value) => {
    await admin.query(`alter system set auto_explain.log_min_duration = ${value}`);
    await admin.query('select pg_reload_conf()');
    await new Promise((r) => setTimeout(r, 300));
  };
  await admin.query('alter system set auto_explain.log_analyze = on');
  await admin.query("alter system set auto_explain.log_format = 'json'");
  await admin.query('alter system set auto_explain.log_buffers = on');
  // The statement's own time, without a clock reading per row of every plan node (the pages are still counted).
  await admin.query('alter system set auto_explain.log_timing = off');
  await set(0);
  try {
    for (const [name, requests] of table) {
      const times = [];
      const pages = [];
      const scans = { full: new Set(), partial: new Map() };
      // Every request of the scenario (at least three requests), each three times: the median of its three database
      // times (one slow moment of a shared machine is not the query's), then the median over the requests.
      for (let i = 0; i < Math.max(3, requests.length); i += 1) {
        const runs = [];
        const next = requests[i % requests.length];
        for (let run = 0; run < 3; run += 1) runs.push(await (typeof next === 'function' ? loggedTime(name, next) : databaseTime(base, next)));
        runs.sort((a, b) => a.ms - b.ms);
        const one = runs[1];
        times.push(one.ms);
        pages.push(one.pages);
        for (const s of one.scans.full) scans.full.add(s);
        for (const [s, read] of one.scans.partial) scans.partial.set(s, Math.max(read, scans.partial.get(s) ?? 0));
      }
      times.sort((a, b) => a - b);
      pages.sort((a, b) => a - b);
      rows.get(name)['db ms'] = times[Math.floor(times.length / 2)].toFixed(1);
      rows.get(name)['db pages'] = pages[Math.floor(pages.length / 2)];
      rows.get(name)['db max'] = times[times.length - 1].toFixed(1);
      rows.get(name)['full scans'] = [...scans.full].join(' ') || '-';
      rows.get(name)['seq reads'] = [...scans.partial].map(([table, read]) => `${table} ${read.toLocaleString('en')}`).join(' ') || '-';
    }
  } finally {
    await set(-1);
  }
}

const rows = new Map();

async function main() {
  const dbUrl = args.reuse ? Object.assign(new URL(adminUrl), { pathname: '/khibra_scale' }).toString() : await createDatabase(adminUrl, 'khibra_scale');
  // APPROVAL=manual: the console's queue lists approvals too; every seeded listing but the queue's few is approved, so the lists are the same.
  const { base, stop } = await startServer(dbUrl, { SEED_DEMO: 'false', VISITOR_CACHE_MS: '0', JWT_SECRET, APPROVAL: 'manual' });
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    if (!args.reuse) {
    console.log(`Seeding ${FREELANCERS.toLocaleString('en')} freelancers, ${BUSINESSES.toLocaleString('en')} businesses, ${VACANCIES.toLocaleString('en')} vacancies, ${(BUSINESSES * FAVOURITES_EACH).toLocaleString('en')} favourites, ${BOOKINGS.toLocaleString('en')} bookings…`);
    const seeded = await seed(client);
    console.log(`  ${JSON.stringify(seeded)}`);
    }
    for (const r of (await client.query('select relname, reltuples from pg_class where relkind = $1', ['r'])).rows) tableRows.set(r.relname, Number(r.reltuples));
    // The last page of each list (10 a page), where page 500 would be past it.
    const { rows: listed } = await client.query(`select (select count(*)::int from freelancers where publish and complete) as freelancers,
      (select count(*)::int from vacancies where deleted_at is null and publish and expiry_date > current_date) as vacancies`);
    const deep = Object.fromEntries(Object.entries(listed[0]).map(([list, n]) => [list, Math.min(500, Math.max(0, Math.ceil(n / 10) - 1))]));
    if (deep.freelancers < 500 || deep.vacancies < 500) console.log(`Page 500 is past the last page at this size: the "page 500" rows read the last page instead (freelancers ${deep.freelancers}, vacancies ${deep.vacancies}).`);
    const table = Object.entries({ ...scenarios(await signIn(client), deep), ...inProcess(client) }).filter(([name]) => args.only.split('|').some((part) => name.includes(part)));
    for (const [name] of table) rows.set(name, { scenario: name });
    if (table.some(([name]) => name === 'console dashboard')) await rollUp(client);
    console.log(`Warm-up (2 s), then the database time (auto_explain: EXPLAIN ANALYZE of each statement the server sent)…`);
    const overHttp = table.map(([name, requests]) => [name, requests.filter((r) => typeof r !== 'function')]).filter(([, requests]) => requests.length > 0);
    await measure(base, overHttp.flatMap(([, requests]) => requests), CONNECTIONS, 2);
    // The warm-up's last requests (autocannon does not wait for them) would otherwise be logged as the first scenario's.
    await untilIdle(client);
    await explainAll(client, base, table);
    if (!args['db-only']) console.log(`Latency over loopback, visitor cache off: ${DURATION} s per scenario at 1 and ${CONNECTIONS} connections`);
    for (const [name, requests] of args['db-only'] ? [] : overHttp) {
      const one = await measure(base, requests, 1);
      const many = await measure(base, requests, CONNECTIONS);
      Object.assign(rows.get(name), { 'p50 c1': one.p50, 'p95 c1': one.p95, [`p50 c${CONNECTIONS}`]: many.p50, [`p95 c${CONNECTIONS}`]: many.p95, failed: one.failed + many.failed });
    }
    console.table([...rows.values()]);
    const [load1] = os.loadavg();
    console.log(`Machine: ${os.cpus().length} CPUs, load average ${load1.toFixed(1)} at the end (client, server and PostgreSQL share them). Times in ms.`);
    const over = [...rows.values()].filter((row) => Number(row['db ms']) > 10 || row.failed > 0);
    console.log(over.length === 0 ? 'Every request: database time ≤ 10 ms.' : `Over 10 ms of database time or failing: ${over.map((row) => row.scenario).join('; ')}`);
    process.exitCode = [...rows.values()].some((row) => row.failed > 0) ? 1 : 0;
  } finally {
    await client.end();
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
