import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

/**
 * Helpers for journeys that need accounts: unique addresses, sign-up through
 * the API, the local robot check, and the server's outbox (.eml files under
 * ${E2E_DATA_DIR}/outbox, set by playwright.config.ts).
 */
export const API = '/api/v1.0';

/** An address no other test or project uses: runs in parallel share one server. */
export function uniqueEmail(testInfo: TestInfo, tag: string): string {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return `acc-${tag}-${stamp}-${testInfo.project.name}-w${testInfo.workerIndex}@example.com`;
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  token: string;
}

/** Passes the local robot check over HTTP and returns the single-use proof. */
export async function robotProof(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`${API}/auth/verifyrecaptchav3`, { data: { token: 'local', action: 'submit' } });
  expect(answer.ok()).toBeTruthy();
  const { proof } = (await answer.json()) as { proof: string };
  return proof;
}

/** Signs up through the API (faster than the form, for journeys that start logged in). */
export async function registerAccount(request: APIRequestContext, email: string, password = 'secret123'): Promise<NewAccount> {
  const account = { email, password, firstName: 'Amira', lastName: 'Haddad' };
  const response = await request.post(`${API}/auth/register`, {
    headers: { 'x-robot-proof': await robotProof(request) },
    data: { ...account, phone: '+971501234567', country: 'Oman', city: 'Muscat', cnfpassword: password, Iam: [] },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { data } = (await response.json()) as { data: { token: string } };
  return { ...account, token: data.token };
}

/** Logs the page in the way the SPA does: the token under the local storage key Auth, and the "signed in" cookie. */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((value) => {
    window.localStorage.setItem('Auth', value);
    document.cookie = 'khibra_signed_in=1; Path=/; SameSite=Lax';
  }, token);
}

/** The non-secret cookie the SPA sets on login, so the server renders a member's neutral shell. */
export async function addSignedInCookie(page: Page): Promise<void> {
  const baseURL = test.info().project.use.baseURL ?? 'http://127.0.0.1';
  await page.context().addCookies([{ name: 'khibra_signed_in', value: '1', url: baseURL, sameSite: 'Lax' }]);
}

/** Ticks "I'm not a robot" (local provider) and waits until the server verified it. */
export async function passRobotCheck(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await expect(page.getByRole('status').filter({ hasText: /^Verified$/ })).toBeVisible();
}

/** Forms with a country select read GET /unauth/input: the server must serve the reference data. */
export async function ensureReferenceData(page: Page): Promise<void> {
  const probe = await page.request.get(`${API}/unauth/input`);
  expect(probe.ok()).toBe(true);
  expect(((await probe.json()) as { data: { country: string[] } }).data.country).toContain('Yemen');
}

const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** Text of an .eml file with quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every message written to the outbox for one address, oldest first (waits for at least `count`). */
export async function mailsTo(address: string, count = 1): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        const names = (await fs.readdir(outboxDir()).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
        const texts = await Promise.all(names.map((name) => fs.readFile(path.join(outboxDir(), name), 'utf8')));
        found = texts.filter((text) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'im').test(text)).map(decodeQuotedPrintable);
        return found.length;
      },
      { message: `mail to ${address} in ${outboxDir()}`, timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** The newest message to `address` that contains `text` (waits for it). */
export async function mailWith(address: string, text: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter((mail) => mail.includes(text)).pop();
        return Boolean(found);
      },
      { message: `mail to ${address} with ${text}`, timeout: 20_000 },
    )
    .toBe(true);
  return found as string;
}

/** The path and query of the verification link in the newest mail to `address`. */
export async function verificationPath(address: string): Promise<string> {
  const mails = await mailsTo(address);
  const match = mails
    .map((mail) => /\/api\/v1\.0\/unauth\/verify-email\?token=[\w-]+/.exec(mail)?.[0])
    .filter(Boolean)
    .pop();
  expect(match, 'verification link').toBeTruthy();
  return match as string;
}
