// Records the home, slider and "How it works" videos (public/media/*.mp4) and
// their posters (*.jpg) from Khibra itself: the built server with the demo
// marketplace, screens taken by Playwright in /usr/bin/chromium, stitched by
// ffmpeg into short H.264 loops with slow pans and crossfades.
//   apt-get install -y ffmpeg          (Debian's package)
//   npm run build && node scripts/media/record.mjs [--port 3391] [--keep /tmp/stills]
// See public/media/README.md.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values: args } = parseArgs({ options: { port: { type: 'string' }, keep: { type: 'string' } } });
const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'public/media');
const DEMO_PASSWORD = 'Khibra-demo-2026';
/** The videos' frame: the same 960×540 (16:9) as the layout reserves for them. */
const FRAME = { width: 960, height: 540 };
const FPS = 15;
const FADE = 0.8;

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url) {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`record: ${url} did not answer`);
}

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stderr?.slice(-3000)}`);
}

if (!fs.existsSync(path.join(ROOT, 'dist/server/main.js'))) {
  console.error('record: dist/server/main.js is missing; run `npm run build` first.');
  process.exit(1);
}
if (spawnSync('ffmpeg', ['-version']).status !== 0) {
  console.error('record: ffmpeg is missing; apt-get install -y ffmpeg');
  process.exit(1);
}

const port = args.port ?? String(await freePort());
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khibra-media-data-'));
const stills = args.keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'khibra-media-stills-'));
fs.mkdirSync(stills, { recursive: true });
const server = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: ROOT,
  env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', NODE_ENV: 'production', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
process.on('exit', () => {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!args.keep) fs.rmSync(stills, { recursive: true, force: true });
});
await waitFor(`${base}/api/v1.0/health`);
// The demo marketplace is seeded right after the server starts listening.
await waitFor(`${base}/api/v1.0/unauth/freelancers/page?page=0`);
for (let i = 0; i < 120; i += 1) {
  const body = await (await fetch(`${base}/api/v1.0/unauth/freelancers/page?page=0`)).text();
  if (body.includes('Layla')) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}

async function token(email) {
  // The local robot check (the server's default provider) answers a single-use proof.
  const check = await fetch(`${base}/api/v1.0/auth/verifyrecaptchav3`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: 'local', action: 'submit' }),
  });
  const { proof } = await check.json();
  const response = await fetch(`${base}/api/v1.0/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-robot-proof': proof },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`record: cannot sign in ${email}: ${await response.text()}`);
  return (await response.json()).data.token;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--hide-scrollbars'],
});

/**
 * A browser page of `width`×`height` CSS pixels drawn at the scale that makes
 * it FRAME wide, signed in as `email` (or a visitor).
 */
async function openPage({ width, email }) {
  const context = await browser.newContext({
    viewport: { width, height: Math.round((width * FRAME.height) / FRAME.width) },
    deviceScaleFactor: FRAME.width / width,
    locale: 'en-GB',
    reducedMotion: 'reduce',
  });
  if (email) {
    const auth = await token(email);
    await context.addCookies([{ name: 'khibra_signed_in', value: '1', url: base, sameSite: 'Lax' }]);
    await context.addInitScript((value) => window.localStorage.setItem('Auth', value), auth);
  }
  return context.newPage();
}

async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  // Every image (lazy ones too, the pan shows them) decoded; caret and hover out of the way.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        [...document.images].map((image) => {
          image.loading = 'eager';
          return image.complete ? null : new Promise((resolve) => ['load', 'error'].forEach((type) => image.addEventListener(type, resolve, { once: true })));
        }),
      ),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]),
  );
  await page.mouse.move(0, 0);
  await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
}

/**
 * One screen: the page at `url`, from the top of `from` (a selector, or the
 * page's top) down `pan` CSS pixels more than the window, as a PNG of FRAME
 * width. The video pans over it.
 */
async function still(page, name, { url, from, pan: wanted = 0, before }) {
  if (url) await page.goto(`${base}${url}`);
  await settle(page);
  if (before) {
    await before(page);
    await settle(page);
  }
  const viewport = page.viewportSize();
  const top = from ? Math.max(0, Math.round(await page.locator(from).first().evaluate((element) => element.getBoundingClientRect().top + window.scrollY - 16))) : 0;
  // Never past the end of the page's content (into the footer).
  const end = await page.locator('main').evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
  const pan = Math.max(0, Math.min(wanted, Math.floor(end - top - viewport.height)));
  const file = path.join(stills, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y: top, width: viewport.width, height: viewport.height + pan }, animations: 'disabled', caret: 'hide' });
  return { file, pan: Math.round(pan * (FRAME.width / viewport.width)) };
}

/** Pages of the first listed freelancer and vacancy, from the API. */
const firstId = async (apiPath) => (await (await fetch(`${base}/api/v1.0${apiPath}`)).json()).data[0].id;
const freelancerHref = `/freelancer/${await firstId('/unauth/freelancers/page?page=0')}`;
const vacancyHref = `/vacancy/${await firstId('/unauth/vacancies?page=0')}`;

const scenes = {};

// The home page's slider band: the marketplace at desktop width.
{
  const page = await openPage({ width: 1600 });
  const list = await still(page, 'home-1', { url: '/freelancers', from: 'article', pan: 360 });
  const profile = await still(page, 'home-2', { url: freelancerHref, from: 'main', pan: 160 });
  const vacancies = await still(page, 'home-3', { url: '/vacancies', from: 'article', pan: 360 });
  scenes.home = [list, profile, vacancies];
  await page.context().close();
}

// "How it works" for businesses: find a freelancer, see the profile, post a vacancy.
{
  const page = await openPage({ width: 420, email: 'business1@demo.khibra.local' });
  const list = await still(page, 'business-1', { url: '/freelancers', from: 'article', pan: 160 });
  const profile = await still(page, 'business-2', { url: freelancerHref, from: 'main', pan: 160 });
  const post = await still(page, 'business-3', { url: '/vacancies/create', from: 'main', pan: 160 });
  scenes['how-business'] = [list, profile, post];
  await page.context().close();
}

// "How it works" for freelancers: find a vacancy, read it and apply, set e-consultation hours.
{
  const page = await openPage({ width: 420, email: 'freelancer01@demo.khibra.local' });
  const list = await still(page, 'freelancer-1', { url: '/vacancies', from: 'article', pan: 160 });
  const vacancy = await still(page, 'freelancer-2', { url: vacancyHref, from: 'main', pan: 160 });
  const settings = await still(page, 'freelancer-3', { url: '/econsultationsettings', from: 'main', pan: 160 });
  scenes['how-freelancer'] = [list, vacancy, settings];
  await page.context().close();
}
await browser.close();

/**
 * Each still pans slowly down over `hold` seconds, crossfading into the next;
 * the loop ends on the first frame again, so it repeats without a jump. The
 * slider's background is dimmed in the video itself (white text sits on it).
 */
function encode(name, shots, { hold, crf, dim }) {
  const inputs = [];
  const filters = [];
  const all = [...shots, { ...shots[0], pan: 0, last: true }];
  all.forEach((shot, index) => {
    const duration = shot.last ? FADE + 0.05 : hold;
    inputs.push('-loop', '1', '-framerate', String(FPS), '-t', String(duration), '-i', shot.file);
    const speed = shot.pan / hold;
    filters.push(`[${index}:v]crop=${FRAME.width}:${FRAME.height}:0:'min(${shot.pan},floor(t*${speed.toFixed(3)}))',setsar=1,format=yuv420p[s${index}]`);
  });
  let last = 's0';
  for (let index = 1; index < all.length; index += 1) {
    const out = `x${index}`;
    filters.push(`[${last}][s${index}]xfade=transition=fade:duration=${FADE}:offset=${(index * (hold - FADE)).toFixed(2)}[${out}]`);
    last = out;
  }
  const total = (all.length - 1) * (hold - FADE) + FADE;
  filters.push(`[${last}]${dim ? 'eq=saturation=0.75,drawbox=x=0:y=0:w=iw:h=ih:color=0x0b2a2e@0.7:t=fill,' : ''}trim=duration=${total.toFixed(2)},format=yuv420p[v]`);
  const video = path.join(OUT, `${name}.mp4`);
  run('ffmpeg', ['-y', '-loglevel', 'error', ...inputs, '-filter_complex', filters.join(';'), '-map', '[v]', '-r', String(FPS), '-c:v', 'libx264', '-preset', 'veryslow', '-crf', String(crf), '-tune', 'stillimage', '-g', String(FPS * 10), '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', video]);
  const poster = path.join(OUT, `${name}.jpg`);
  run('ffmpeg', ['-y', '-loglevel', 'error', '-i', video, '-frames:v', '1', '-q:v', '10', poster]);
  console.log(`${name}: ${(fs.statSync(video).size / 1024).toFixed(1)} KB video, ${(fs.statSync(poster).size / 1024).toFixed(1)} KB poster, ${total.toFixed(1)} s`);
}

encode('home', scenes.home, { hold: 3.6, crf: 34, dim: true });
encode('how-business', scenes['how-business'], { hold: 3.2, crf: 34, dim: false });
encode('how-freelancer', scenes['how-freelancer'], { hold: 3.2, crf: 34, dim: false });
process.exit(0);
