import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { API } from './support/accounts';
import { expectAccessible } from './support/axe';
import { completeFreelancerProfile, logInAs, registerMember, type Member } from './support/profiles';
import { startOwnServer } from './support/server';
import { test, expect, ONE_WIDTH, PHONE_WIDTH } from './support/test';
import { postVacancy } from './support/vacancies';

/**
 * The operator console on a server of its own with APPROVAL=manual: an operator made administrator on the command
 * line beside the running server approves a business's account and then its vacancy from the queue; a member reports
 * the vacancy and the operator hides it with a note; the operator suspends an account (its open tab is signed out
 * live, its profile leaves the lists) and restores it; the audit log shows each step and the numbers count what
 * happened. English at 1280 px, Arabic at 375 px; axe on every console page.
 */

test.describe.configure({ timeout: 240_000 });

const catalogDir = path.resolve('src', 'shared', 'i18n');
const catalog = (language: 'en' | 'ar'): Record<string, string> => JSON.parse(fs.readFileSync(path.join(catalogDir, language, 'admin.json'), 'utf8')) as Record<string, string>;

/** A console message in `language`, its `{name}` arguments filled. */
function say(language: 'en' | 'ar', key: string, params: Record<string, string> = {}): string {
  const message = catalog(language)[key];
  if (message === undefined) throw new Error(`no ${language} message ${key}`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole).trim();
}

/** An operator's call to the console's API. */
async function asOperator(api: APIRequestContext, operator: Member, method: 'get' | 'post', url: string, data?: unknown) {
  const answer = await api[method](`${API}${url}`, { headers: { authorization: operator.token }, data });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: unknown }).data;
}

/** Opens the queue's tab of `tab` and the item named `title`, then takes `action` with `reason`. */
async function resolveFromQueue(page: Page, language: 'en' | 'ar', tab: string, title: string, action: string, reason: string): Promise<void> {
  await page.getByRole('link', { name: say(language, 'admin.nav.queue'), exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${say(language, `admin.queue.tab.${tab}`)}`) }).click();
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectAccessible(page, `queue item, ${tab} (${language})`);
  await page.getByRole('button', { name: say(language, `admin.queue.action.${action}`), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: say(language, `admin.queue.dialog.${action}`) });
  await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: say(language, `admin.queue.action.${action}`), exact: true }).click();
  await expect(page.getByText(say(language, 'admin.queue.done'))).toBeVisible();
}

for (const language of ['en', 'ar'] as const) {
  test(`an operator approves, hides a reported vacancy, suspends and restores an account, all on record (${language})`, language === 'ar' ? PHONE_WIDTH : ONE_WIDTH, async ({ page, newPage, playwright }, testInfo) => {
    const own = await startOwnServer({ APPROVAL: 'manual' });
    const api = await playwright.request.newContext({ baseURL: own.baseURL });
    try {
      // The operator signs up, and is made administrator on the command line while the server runs.
      const operator = await registerMember(api, testInfo, 'Hala');
      expect(await own.admin(['make-admin', operator.email])).toContain(operator.email);
      await page.context().addCookies([{ name: 'khibra_lang', value: language, url: own.baseURL }]);
      await logInAs(page, operator);

      // A business signs up: its account waits in the queue until the operator approves it.
      const business = await registerMember(api, testInfo, 'Omar', true);
      await page.goto(`${own.baseURL}/admin`);
      await expect(page).toHaveURL(/\/admin\/queue$/);
      await expectAccessible(page, `the queue (${language})`);
      await resolveFromQueue(page, language, 'account', business.lastName, 'approve', 'Welcome to Khibra');

      // The business posts a vacancy: unlisted until approved from the queue.
      const title = `Console audit ${business.lastName}`;
      const vacancyId = await postVacancy(api, business, title);
      expect((await api.get(`${API}/unauth/vacancy/${vacancyId}`)).status()).toBe(404);
      await resolveFromQueue(page, language, 'vacancy', title, 'approve', 'Clear and complete');
      expect((await api.get(`${API}/unauth/vacancy/${vacancyId}`)).status()).toBe(200);

      // A freelancer (approved, with a listed profile) reports the vacancy; the operator hides it with a note.
      const freelancer = await registerMember(api, testInfo, 'Samir');
      const { id: freelancerUserId } = (await asOperator(api, operator, 'post', `/admin/users/${(await accountId(api, operator, freelancer.email))}/approve`)) as { id: string };
      const profileId = await completeFreelancerProfile(api, freelancer);
      await asOperator(api, operator, 'post', `/admin/freelancers/${profileId}/approve`);
      expect((await api.get(`${API}/unauth/freelancer/${profileId}`)).status()).toBe(200);
      const reported = await api.post(`${API}/reports`, { headers: { authorization: freelancer.token }, data: { kind: 'vacancy', id: vacancyId, reason: 'misleading', text: 'The pay is not what it says.' } });
      expect(reported.status(), await reported.text()).toBe(200);
      await resolveFromQueue(page, language, 'report', title, 'hide', 'Misleading pay');
      expect((await api.get(`${API}/unauth/vacancy/${vacancyId}`)).status()).toBe(404);

      // The operator suspends the freelancer: their open tab is signed out live, their profile leaves the lists.
      const other = await newPage();
      await logInAs(other, freelancer);
      await other.goto(`${own.baseURL}/profile`);
      await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('link', { name: say(language, 'admin.nav.accounts'), exact: true }).click();
      await page.getByRole('searchbox', { name: say(language, 'admin.accounts.search.label') }).fill(freelancer.email);
      await page.getByRole('button', { name: say(language, 'admin.accounts.search.submit'), exact: true }).click();
      await expect(page.getByRole('link', { name: new RegExp(freelancer.lastName) })).toHaveCount(1);
      await expectAccessible(page, `the account search (${language})`);
      await page.getByRole('link', { name: new RegExp(freelancer.lastName) }).click();
      await expectAccessible(page, `an account (${language})`);
      await page.getByRole('button', { name: say(language, 'admin.accounts.suspend'), exact: true }).click();
      const suspend = page.getByRole('dialog', { name: say(language, 'admin.accounts.suspend.title') });
      await suspend.getByRole('textbox').fill('Abusive messages');
      await suspend.getByRole('button', { name: say(language, 'admin.accounts.suspend'), exact: true }).click();
      await expect(page.getByText(say(language, 'admin.accounts.suspend.done'))).toBeVisible();
      await expect(other).toHaveURL(/\/login/);
      expect((await api.get(`${API}/unauth/freelancer/${profileId}`)).status()).toBe(404);

      // Restored: the profile is listed again.
      await page.getByRole('button', { name: say(language, 'admin.accounts.restore'), exact: true }).click();
      const restore = page.getByRole('dialog', { name: say(language, 'admin.accounts.restore.title') });
      await restore.getByRole('textbox').fill('Apologised and agreed to the rules');
      await restore.getByRole('button', { name: say(language, 'admin.accounts.restore'), exact: true }).click();
      await expect(page.getByText(say(language, 'admin.accounts.restore.done'))).toBeVisible();
      expect((await api.get(`${API}/unauth/freelancer/${profileId}`)).status()).toBe(200);

      // The audit log has every step, newest first, with its reason.
      const { data: entries } = (await asOperator(api, operator, 'get', '/admin/audit-log')) as { data: { action: string; itemId: string; reason: string }[] };
      expect(entries.map((entry) => entry.action)).toEqual(['restoreUser', 'suspendUser', 'hideContent', 'approveFreelancer', 'approveUser', 'approveVacancy', 'approveUser', 'changeRole']);
      expect(entries.find((entry) => entry.action === 'hideContent')).toMatchObject({ itemId: vacancyId, reason: 'Misleading pay' });
      expect(entries.find((entry) => entry.action === 'suspendUser')).toMatchObject({ itemId: freelancerUserId, reason: 'Abusive messages' });

      await page.getByRole('link', { name: say(language, 'admin.nav.audit'), exact: true }).click();
      await expect(page.getByText('Abusive messages')).toBeVisible();
      await expectAccessible(page, `the audit log (${language})`);

      await page.getByRole('link', { name: say(language, 'admin.nav.companies'), exact: true }).click();
      await expect(page.getByRole('heading', { name: say(language, 'admin.companies.heading') })).toBeVisible();
      await expectAccessible(page, `the verified companies (${language})`);

      // The numbers count what happened on this new marketplace: a business, two other sign-ups, one vacancy.
      await page.getByRole('link', { name: say(language, 'admin.nav.numbers'), exact: true }).click();
      const totals = page.getByRole('definition').locator('..');
      const figure = (series: string) => totals.filter({ has: page.getByRole('term').getByText(say(language, `admin.numbers.series.${series}`), { exact: true }) }).getByRole('definition');
      await expect(figure('vacancies')).toHaveText('1');
      await expect(figure('signupsBusiness')).toHaveText('1');
      await expect(figure('signupsFreelancer')).toHaveText('2');
      await expect(figure('proposals')).toHaveText('0');
      await expectAccessible(page, `the numbers (${language})`);
      const stats = (await asOperator(api, operator, 'get', '/admin/stats?days=90')) as { totals: Record<string, number> };
      expect(stats.totals).toMatchObject({ vacancies: 1, signupsBusiness: 1, signupsFreelancer: 2, proposals: 0 });
    } finally {
      await api.dispose();
      await own.stop();
    }
  });
}

/** The account id of an e-mail address, from the console's account search. */
async function accountId(api: APIRequestContext, operator: Member, email: string): Promise<string> {
  const rows = (await asOperator(api, operator, 'get', `/admin/users?q=${encodeURIComponent(email)}`)) as { id: string }[];
  expect(rows).toHaveLength(1);
  return rows[0].id;
}
