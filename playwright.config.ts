import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';

/**
 * End-to-end journeys in Debian's Chromium against the real server (built
 * bundle) on a fresh data directory. scripts/test.sh picks a free port.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
// Tests read the server's outbox (<dataDir>/outbox), so the path travels in the
// environment; workers inherit it and load this file again without changing it.
process.env.E2E_DATA_DIR ??= path.resolve('.tmp', `e2e-data-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export default defineConfig({
  testDir: './e2e',
  // Tests are handed to the workers in file order (alphabetical) within each project: the route walk, the longest
  // tests, is all-routes.spec.ts so that it starts early, and a run does not end on it while the other worker waits.
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  // A bound for a test that hangs, not a speed requirement: the first journey of a worker took 21 s of it on a busy machine.
  timeout: 60_000,
  // Assertions wait for what the page does, not for a wall-clock figure: on a busy 2-core machine a reload can take over 5 s.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // One browser context per worker, reset between tests (cookies, storage, init scripts, routes, extra pages): a
    // fresh context starts a renderer and loads every bundle cold, about 3.5 CPU seconds per test. Tests still never
    // share data: each signs up its own members. A second party of a journey opens its own context (support/test.ts).
    reuseContext: true,
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    // Journeys of the other language that run at 375 px only (PHONE_WIDTH in support/test.ts) are left out here.
    // The browser's time zone differs between the projects, as Khibra's members' do: Riyadh (UTC+3, where a date written
    // in the browser's zone is a day after the server's between 00:00 and 03:00) on the desktop, UTC (the server's) on
    // the phone, New York (UTC-5/-4) for the route walk and the booking journey.
    { name: 'desktop', testIgnore: /\.mobile\.spec\.ts$/, grepInvert: /@phone-width/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, timezoneId: 'Asia/Riyadh', launchOptions: chromium } },
    // A zone west of the server's, where the server's day is ahead of the browser's in the evening: the visitors' route
    // walk (the pages the server renders) and the booking journey (ZONES in e2e/support/test.ts), no console error and
    // the same dates (axe and the layout are the desktop project's).
    {
      name: 'desktop-ny',
      testMatch: /\/(all-routes|econsultation)\.spec\.ts$/,
      grep: /@zones/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, timezoneId: 'America/New_York', launchOptions: chromium },
    },
    {
      name: 'mobile',
      // Journeys that check the server, not a screen width (*.desktop.spec.ts), and rules that look the same at any width
      // (ONE_WIDTH in support/test.ts) run once.
      testIgnore: /\.desktop\.spec\.ts$/,
      grepInvert: /@one-width/,
      // One device pixel per CSS pixel: the layout is the same as at a phone's 2 or 3, and raster is a quarter of the work (12 % of this project's CPU).
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, timezoneId: 'UTC', launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${port}/api/v1.0/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Many sign-ups and logins from 127.0.0.1 in parallel: keep the per-IP abuse limit out of the way.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'true', RATE_LIMIT_PER_MINUTE: '1000', TEST_HOOKS: 'true' },
  },
});
