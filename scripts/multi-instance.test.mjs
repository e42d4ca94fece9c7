// Two built server instances on one throwaway PostgreSQL behind Debian's nginx
// with deploy/nginx/khibra.conf (ports rewritten), as the README's
// "Deployment" section describes. Run by scripts/test.sh after the build:
//   node scripts/multi-instance.test.mjs
// Needs: dist/ (npm run build), PostgreSQL (initdb, pg_ctl) and nginx.
// Never relies on timing: waits for readiness, asserts outcomes only.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import pg from 'pg';
import sharp from 'sharp';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const API = '/api/v1.0';
const RATE = 200;
const isRoot = process.getuid?.() === 0;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'khibra-multi-'));
const children = new Set();
const cleanups = [];

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const asPostgres = (cmd, args) => (isRoot ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [cmd, ...args].map((a) => `'${a}'`).join(' ')]) : execFileSync(cmd, args));
const until = async (what, check, timeoutMs = 120_000) => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
const step = (name) => console.log(`\n== multi-instance: ${name}`);

// --- PostgreSQL --------------------------------------------------------------
const pgBin = fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)).map((v) => `/usr/lib/postgresql/${v}/bin`)[0];
const pgDir = path.join(work, 'pg');
fs.mkdirSync(pgDir);
if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', work]);
const pgPort = await freePort();
asPostgres(`${pgBin}/initdb`, ['-D', pgDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
asPostgres(`${pgBin}/pg_ctl`, ['-D', pgDir, '-o', `-p ${pgPort} -k ${pgDir} -c listen_addresses=127.0.0.1`, '-l', path.join(pgDir, 'server.log'), '-w', 'start']);
cleanups.push(() => asPostgres(`${pgBin}/pg_ctl`, ['-D', pgDir, '-m', 'fast', '-w', 'stop']));
const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/postgres` });
await admin.connect();
await admin.query('create database khibra');
await admin.end();
const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/khibra`;
const db = new pg.Client({ connectionString: databaseUrl });

// --- the instances ------------------------------------------------------------
const ports = [await freePort(), await freePort()];
const env = (port) => ({
  ...process.env,
  NODE_OPTIONS: '',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  DATA_DIR: path.join(work, `data-${port}`),
  TRUST_PROXY: 'true',
  JWT_SECRET: 'multi-instance-test-secret-0123456789abcdef',
  RATE_LIMIT_PER_MINUTE: String(RATE),
  LOG_LEVEL: 'warn',
  SHUTDOWN_TIMEOUT_MS: '30000',
});
const logs = [];
function start(port) {
  const child = spawn(process.execPath, ['dist/server/main.js'], { cwd: root, env: env(port), stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => logs.push(`[${port}] ${d}`));
  child.stderr.on('data', (d) => logs.push(`[${port}] ${d}`));
  child.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  children.add(child);
  child.exited.then(() => children.delete(child));
  return child;
}
const ready = (base) => until(`${base} ready`, async () => (await fetch(`${base}${API}/health/ready`)).status === 200);

/** A member's live stream (GET /events with the Authorization header): its message events as they come, and its end. */
async function openStream(at, token, lastEventId) {
  const controller = new AbortController();
  const res = await fetch(`${at}${API}/events`, { headers: { authorization: token, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) }, signal: controller.signal });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/event-stream/);
  const stream = { messages: [], lastId: null, ended: false, waiters: [], close: () => controller.abort() };
  stream.until = async (check) => {
    while (!check()) await new Promise((resolve) => stream.waiters.push(resolve));
  };
  const wake = () => stream.waiters.splice(0).forEach((w) => w());
  (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const field = (name) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
          if (field('event') === 'message') {
            stream.messages.push(JSON.parse(field('data')));
            stream.lastId = field('id');
          }
          wake();
        }
      }
    } catch {
      // aborted
    }
    stream.ended = true;
    wake();
  })();
  return stream;
}

// --- nginx with deploy/nginx/khibra.conf ----------------------------------------
const nginxPort = await freePort();
const site = fs
  .readFileSync(path.join(root, 'deploy/nginx/khibra.conf'), 'utf8')
  .replace(/server 127\.0\.0\.1:3001/, `server 127.0.0.1:${ports[0]}`)
  .replace(/server 127\.0\.0\.1:3002/, `server 127.0.0.1:${ports[1]}`)
  .replace(/listen 80;/, `listen 127.0.0.1:${nginxPort};`)
  .replace(/listen \[::\]:80;\n/, '');
fs.writeFileSync(path.join(work, 'khibra.conf'), site);
fs.writeFileSync(
  path.join(work, 'nginx.conf'),
  `worker_processes 1;\npid ${work}/nginx.pid;\nerror_log ${work}/nginx-error.log warn;\nevents { worker_connections 512; }\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy; fastcgi_temp_path ${work}/fcgi; uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;\n  include ${work}/khibra.conf;\n}\n`,
);
const nginxBin = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const base = `http://127.0.0.1:${nginxPort}`;
const direct = ports.map((p) => `http://127.0.0.1:${p}`);

let failed = false;
try {
  step('both instances started at the same moment: migrations once, one demo seed');
  start(ports[0]);
  start(ports[1]);
  await Promise.all(direct.map(ready));
  execFileSync(nginxBin, ['-c', path.join(work, 'nginx.conf'), '-p', work]);
  cleanups.unshift(() => execFileSync(nginxBin, ['-c', path.join(work, 'nginx.conf'), '-p', work, '-s', 'quit']));
  await until('nginx', async () => (await fetch(`${base}${API}/health`)).status === 200);
  await db.connect();
  const journal = JSON.parse(fs.readFileSync(path.join(root, 'server/src/db/migrations/meta/_journal.json'), 'utf8'));
  assert.equal((await db.query('select count(*)::int n from drizzle.__drizzle_migrations')).rows[0].n, journal.entries.length);
  assert.equal((await db.query("select count(*)::int n from users where email like '%@demo.khibra.local'")).rows[0].n, 37);
  assert.equal((await db.query("select count(*)::int n from app_meta where key = 'demo_seeded'")).rows[0].n, 1);

  const call = async (url, { method = 'GET', body, token, proof, headers = {} } = {}, at = base) => {
    const isForm = body instanceof FormData;
    const res = await fetch(`${at}${API}${url}`, {
      method,
      headers: { ...(body && !isForm ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: token } : {}), ...(proof ? { 'x-robot-proof': proof } : {}), ...headers },
      body: body ? (isForm ? body : JSON.stringify(body)) : undefined,
    });
    const text = await res.text();
    // null when not JSON (e.g. nginx's own error page)
    const json = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
    return { status: res.status, json, text, headers: res.headers };
  };
  const proof = async (at = base) => (await call('/auth/verifyrecaptchav3', { method: 'POST', body: { token: 'local' } }, at)).json.proof;
  const login = async (email, at = base) => {
    const res = await call('/auth/login', { method: 'POST', body: { email, password: 'Khibra-demo-2026' }, proof: await proof(at) }, at);
    assert.equal(res.status, 200, res.text);
    return res.json.data.token;
  };

  step('compression and long cache for hashed assets through nginx');
  const home = await fetch(`${base}/`);
  const html = await home.text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  assert.ok(asset, 'the home page names a hashed script');
  const script = await fetch(`${base}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(script.status, 200);
  assert.equal(script.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(script.headers.get('content-encoding'), 'gzip');

  step('a photo uploaded through one instance is served by the other');
  const token = await login('freelancer01@demo.khibra.local', direct[0]);
  const own = await call('/freelancer', { token }, direct[0]);
  assert.equal(own.status, 200, own.text);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 30, b: 90 } } }).png().toBuffer();
  const form = new FormData();
  const fields = {
    'experience.totalExperience': '12', 'experience.degree': "Master's", 'experience.nationality': 'Jordan', 'experience.residencyVisa': 'Yes',
    'experience.firstLanguage': 'Arabic', 'experience.secondLanguage': 'English', 'experience.publish': 'yes', 'experience.availability': 'Part time',
    'experience.workStation': 'Remote', 'experience.travelWillingness': 'Within the GCC', 'experience.hourlyRate': '$50 - $75', 'experience.startDate': 'Anytime',
    profileHeader: 'Leadership trainer', profileSummary: 'Fifteen years of leadership programmes across the GCC.', companyName: 'Levant Excellence',
    personalLink: 'https://layla.example.com', linkedinLink: 'https://www.linkedin.com/in/layla', legalName: 'Layla Haddad',
    skills: JSON.stringify(['Leadership Development']), Iam: JSON.stringify(['Trainer', 'E-Consultant']), emailVacancies: 'true',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
  const saved = await call('/freelancer', { method: 'POST', body: form, token }, direct[0]);
  assert.equal(saved.status, 200, saved.text);
  const photoUrl = saved.json.data.profilePhoto;
  const photo = await fetch(`${direct[1]}${photoUrl}`);
  assert.equal(photo.status, 200);
  assert.equal(photo.headers.get('content-type'), 'image/webp');
  assert.equal((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).width, 64);

  step('20 simultaneous bookings of one slot over both instances: one stored');
  const settings = await call('/freelancer', { method: 'POST', token, body: { Iam: ['Trainer', 'E-Consultant'], eConsultation: {
    availability: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'].map((day) => ({ day, from: '09:30 AM', to: '06:00 PM' })),
    timezone: 'Asia/Dubai', hourlyRate: '$40', WelcomeMessage: 'Thank you for booking, see you soon.', ConferenceMessage: '', PaymentMessage: '',
    sendConferenceInfo: false, sendPaymentInfo: false, ConferencePlatform: '', ConferenceLink: '', PaymentPlatform: '', PaymentLink: '' } } }, direct[0]);
  assert.equal(settings.status, 200, settings.text);
  const freelancerId = own.json.data.id;
  let sunday = new Date(Date.now() + 3 * 86_400_000);
  while (sunday.getUTCDay() !== 0) sunday = new Date(sunday.getTime() + 86_400_000);
  const client = await login('business1@demo.khibra.local', direct[1]);
  const proofs = await Promise.all(Array.from({ length: 20 }, (_, i) => proof(direct[i % 2])));
  const booking = {
    clientInformation: { name: 'Omar Saleh', organization: 'Nile Learning Group', email: 'omar.saleh@example.test', phone: '+201001234567', requirements: 'Review our training plan for 2027.' },
    bookingDetails: { preferenceDate: sunday.toISOString().slice(0, 10), timezone: 'Africa/Cairo', startTime: '10:00 AM', endTime: '11:00 AM', proposeAlternateDate: '' },
    isAccept: true,
    totalFees: '$40',
    freelancer: freelancerId,
  };
  const answers = await Promise.all(proofs.map((p, i) => call('/econsultancybooking', { method: 'POST', body: booking, token: client, proof: p }, direct[i % 2])));
  const statuses = answers.map((a) => a.status).sort();
  assert.equal(statuses.filter((s) => s === 201 || s === 200).length, 1, `one booking stands: ${statuses.join(',')} ${answers.find((a) => a.status >= 400 && a.status !== 409)?.text ?? ''}`);
  assert.equal(statuses.filter((s) => s === 409).length, 19, statuses.join(','));
  // This client's bookings of the freelancer (the demo has past ones, which its reviews are about).
  assert.equal((await db.query('select count(*)::int n from econsultation_bookings where freelancer_id = $1 and client_email = $2', [freelancerId, booking.clientInformation.email])).rows[0].n, 1);


  step('a vacancy posted through one instance while both run: its alert recorded and e-mailed once');
  const alertsOn = await call('/user/alerts', { method: 'PUT', token, body: { vacancies: 'instant', invitations: true } }, direct[1]);
  assert.equal(alertsOn.status, 200, alertsOn.text);
  const vacancyForm = new FormData();
  const vacancyFields = {
    title: 'Leadership programme for branch managers', publish: 'true', expiryDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    requirements: 'Deliver a two-day leadership programme to branch managers.', requiredSkills: JSON.stringify(['Leadership Development']),
    'candidate.minExperience': '5', 'candidate.firstLanguage': 'Arabic', 'location.city': 'Muscat', 'location.country': 'Oman', 'location.workstation': 'Remote',
    'location.travelRequired': 'No', 'time.startDate': 'Anytime', 'time.timePeriod': '1-2 weeks', 'time.minAvailability': 'Part time', 'time.projectPhase': 'Training delivery',
    'payment.hourlyRate': '$50 - $75', 'payment.payType': 'Daily', 'payment.flights': 'Paid', 'payment.hotel': 'Paid',
    isTrainer: 'true', isConsultant: 'false', isPhonePublic: 'false', isPhoneRegistered: 'true',
  };
  for (const [k, v] of Object.entries(vacancyFields)) vacancyForm.append(k, v);
  const posted = await call('/vacancy/create', { method: 'POST', body: vacancyForm, token: client }, direct[0]);
  assert.equal(posted.status < 300, true, posted.text);
  const vacancyId = posted.json.data.id;
  const alertMails = () =>
    ports
      .map((port) => path.join(work, `data-${port}`, 'outbox'))
      .filter((dir) => fs.existsSync(dir))
      .flatMap((dir) => fs.readdirSync(dir).map((name) => fs.readFileSync(path.join(dir, name), 'utf8')))
      .filter((mail) => /^To: .*freelancer01@demo\.khibra\.local/im.test(mail) && mail.replace(/=\r?\n/g, '').includes(`/vacancy/${vacancyId}`));
  await until('the alert e-mail', async () => alertMails().length > 0);
  // Both workers have looked at the queue since: nothing due is left.
  await until('the queue drained', async () => (await db.query("select count(*)::int n from jobs where status in ('queued', 'running') and run_at <= now()")).rows[0].n === 0);
  assert.equal(alertMails().length, 1, 'one alert e-mail over both instances');
  const matchRows = (await db.query('select sent_at from vacancy_alert_matches m join freelancers f on f.id = m.freelancer_id join users u on u.id = f.user_id where m.vacancy_id = $1 and u.email = $2', [vacancyId, 'freelancer01@demo.khibra.local'])).rows;
  assert.equal(matchRows.length, 1);
  assert.notEqual(matchRows[0].sent_at, null);

  const freelancerUserId = (await db.query("select id from users where email = 'freelancer01@demo.khibra.local'")).rows[0].id;

  step(`the per-IP request limit is shared: ${RATE + 1} requests over both instances, one 429`);
  const limited = await Promise.all(Array.from({ length: RATE + 1 }, () => call('/auth/contact-us', { method: 'POST', body: {}, headers: { 'x-forwarded-for': '203.0.113.9' } })));
  assert.equal(limited.filter((r) => r.status === 429).length, 1, limited.map((r) => r.status).join(','));

  step('PostgreSQL backends terminated, PostgreSQL stopped and started, then restarted (pg_ctl restart): both instances live through it, not ready meanwhile, serving again by themselves');
  await db.end();
  const alive = () => [...children].filter((child) => child.exitCode === null && child.signalCode === null).length;
  const liveness = (at) => fetch(`${at}${API}/health`).then((r) => r.status);
  const readiness = (at) => fetch(`${at}${API}/health/ready`).then((r) => r.status);
  const terminate = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/postgres` });
  await terminate.connect();
  const { rows: killed } = await terminate.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = 'khibra'");
  await terminate.end();
  assert.ok(killed.length > 0, 'the instances had connections to terminate');
  for (const at of direct) await until(`${at} serving after its backends were terminated`, async () => (await call('/freelancer', { token }, at)).status === 200);
  assert.equal(alive(), 2, 'both instances are still running');
  asPostgres(`${pgBin}/pg_ctl`, ['-D', pgDir, '-m', 'fast', '-w', 'stop']);
  for (const at of direct) await until(`${at} not ready while PostgreSQL is down`, async () => (await readiness(at)) === 503);
  for (const at of direct) assert.equal(await liveness(at), 200, `${at} alive while PostgreSQL is down`);
  const away = await call('/freelancer', { token }, direct[0]);
  assert.equal(away.status, 503, away.text);
  const stoppedFor = Date.now();
  asPostgres(`${pgBin}/pg_ctl`, ['-D', pgDir, '-o', `-p ${pgPort} -k ${pgDir} -c listen_addresses=127.0.0.1`, '-l', path.join(pgDir, 'server.log'), '-w', 'start']);
  const startedAt = Date.now();
  await Promise.all(direct.map(ready));
  console.log(`   not ready while PostgreSQL was down (${((startedAt - stoppedFor) / 1000).toFixed(1)} s), ready ${((Date.now() - startedAt) / 1000).toFixed(1)} s after it was back`);
  assert.equal(alive(), 2, 'both instances are still running');
  asPostgres(`${pgBin}/pg_ctl`, ['-D', pgDir, '-o', `-p ${pgPort} -k ${pgDir} -c listen_addresses=127.0.0.1`, '-l', path.join(pgDir, 'server.log'), '-m', 'fast', '-w', 'restart']);
  const restartedAt = Date.now();
  await Promise.all(direct.map(ready));
  console.log(`   pg_ctl restart: ready ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after it returned`);
  assert.equal(alive(), 2, 'both instances are still running');
  const afterRestart = await call('/freelancer', { token: await login('freelancer01@demo.khibra.local') });
  assert.equal(afterRestart.status, 200, afterRestart.text);

  step('live messages across instances (after the PostgreSQL restart: LISTEN came back by itself): posted through one, on a stream of the other within 1 s');
  const conversation = await call('/conversations', { method: 'POST', token: client, body: { withUserId: freelancerUserId } }, direct[0]);
  assert.equal(conversation.status, 200, conversation.text);
  const say = async (text, at) => {
    const res = await call(`/conversations/${conversation.json.data.id}/messages`, { method: 'POST', token: client, body: { text } }, at);
    assert.equal(res.status, 201, res.text);
    return res.json.data;
  };
  const onB = await openStream(direct[1], token);
  // Best of three: the figure is the system's, not a busy machine's moment.
  const latencies = [];
  for (let i = 1; i <= 3; i++) {
    const posted = Date.now();
    const message = await say(`Across instances ${i}`, direct[0]);
    await onB.until(() => onB.messages.some((m) => m.message.id === message.id));
    latencies.push(Date.now() - posted);
    if (latencies.at(-1) < 1000) break;
  }
  console.log(`   delivered in ${latencies.join(', ')} ms`);
  assert.ok(Math.min(...latencies) < 1000, `a message reaches the other instance's stream within 1 s (${latencies.join(', ')} ms)`);
  onB.close();

  step('one instance stopped and restarted under steady load: no failed request through nginx, no message lost on a stream (resumed with Last-Event-ID)');
  let stop = false;
  const results = [];
  const worker = async () => {
    while (!stop) {
      const res = await fetch(`${base}${API}/health`).then((r) => r.status, (e) => `error ${e.message}`);
      results.push(res);
    }
  };
  const load = Array.from({ length: 4 }, worker);
  await until('some load', async () => results.length >= 50);
  const target = [...children][0];
  const onA = await openStream(direct[0], token);
  const beforeStop = await say('Before the restart', direct[1]);
  await onA.until(() => onA.messages.some((m) => m.message.id === beforeStop.id));
  target.kill('SIGTERM');
  assert.equal(await target.exited, 0);
  await onA.until(() => onA.ended);
  const whileDown = await say('While one instance is down', base);
  const resumed = await openStream(base, token, onA.lastId);
  await resumed.until(() => resumed.messages.some((m) => m.message.id === whileDown.id));
  assert.deepEqual(resumed.messages.map((m) => m.message.text), ['While one instance is down']);
  resumed.close();
  const countWhileDown = results.length;
  await until('load while one instance is down', async () => results.length >= countWhileDown + 50);
  start(ports[0]);
  await ready(direct[0]);
  const countAfter = results.length;
  await until('load after the restart', async () => results.length >= countAfter + 50);
  stop = true;
  await Promise.all(load);
  const bad = results.filter((r) => r !== 200);
  console.log(`   ${results.length} requests, ${bad.length} failed`);
  assert.deepEqual(bad, []);
  console.log('\nmulti-instance: all checks passed');
} catch (error) {
  failed = true;
  console.error(error);
  console.error(logs.slice(-40).join(''));
  if (fs.existsSync(path.join(work, 'nginx-error.log'))) console.error(fs.readFileSync(path.join(work, 'nginx-error.log'), 'utf8').slice(-3000));
} finally {
  await db.end().catch(() => {});
  for (const child of children) child.kill('SIGTERM');
  await Promise.all([...children].map((c) => c.exited));
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch (error) {
      console.error('cleanup:', error.message);
    }
  }
  fs.rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
