import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { API, ensureReferenceData } from './support/accounts';
import { expectAccessible } from './support/axe';
import { logInAs, registerMember, uniqueWord } from './support/profiles';
import { test, expect, ONE_WIDTH, PHONE_WIDTH } from './support/test';
import { postVacancy } from './support/vacancies';

/**
 * Company badges: a business verifies its website's domain by a DNS TXT record (the server's lookups answer from
 * the test hooks' records: TEST_HOOKS, never a real DNS) and the badge names the domain, on My Company, the public
 * page and who is hiring on its vacancies. In English at 1280 px, in Arabic at 375 px; My Company axe-clean in both.
 */

test.describe.configure({ timeout: 120_000 });

const catalogDir = path.resolve('src', 'shared', 'i18n');
const catalog = (language: 'en' | 'ar'): Record<string, string> =>
  Object.assign({}, ...['vacancies.json'].map((file) => JSON.parse(fs.readFileSync(path.join(catalogDir, language, file), 'utf8')) as Record<string, string>));

/** A message of the catalog in `language`, its `{name}` arguments filled. */
function say(language: 'en' | 'ar', key: string, params: Record<string, string> = {}): string {
  const message = catalog(language)[key];
  if (message === undefined) throw new Error(`no ${language} message ${key}`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole).trim();
}

/** Makes the server's DNS answer `value` as a TXT record of `name` (POST /test/dns/txt, TEST_HOOKS only). */
async function addTxtRecord(request: APIRequestContext, name: string, value: string): Promise<void> {
  const added = await request.post(`${API}/test/dns/txt`, { data: { name, value } });
  expect(added.status(), await added.text()).toBe(204);
}

/** A full-page screenshot for review, when E2E_SCREENSHOTS names a folder. */
async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `badges-${name}-${test.info().project.name}.png`), fullPage: true });
}

/** Saves the company page through the form: its name and website. */
async function saveCompany(page: Page, language: 'en' | 'ar', name: string, website: string): Promise<void> {
  await page.goto('/my-company');
  await page.getByRole('textbox', { name: new RegExp(say(language, 'company.edit.name')) }).fill(name);
  await page.getByRole('textbox', { name: new RegExp(say(language, 'company.edit.website')) }).fill(website);
  await page.getByRole('button', { name: say(language, 'company.edit.save') }).click();
  await expect(page.getByText(say(language, 'company.edit.saved'))).toBeVisible();
}

/** The DNS section's TXT value, once shown. */
async function recordValue(page: Page, language: 'en' | 'ar'): Promise<string> {
  const dns = page.getByRole('region', { name: say(language, 'company.verify.dnsTitle') });
  const value = dns.locator('code');
  await expect(value).toHaveText(/^khibra-verification=[\w-]+$/);
  return (await value.textContent()) as string;
}

test('a business verifies its domain by DNS and the badge names it, on its pages and who is hiring', ONE_WIDTH, async ({ page, request }, testInfo) => {
  await ensureReferenceData(page);
  const business = await registerMember(request, testInfo, 'Noura', true);
  await logInAs(page, business);
  const domain = `${uniqueWord(testInfo, 'najd').toLowerCase()}.com`;
  await saveCompany(page, 'en', `Najd ${uniqueWord(testInfo, 'Retail')}`, `https://www.${domain}`);

  const dns = page.getByRole('region', { name: 'Verify by DNS' });
  await expect(dns.getByText(`Add this TXT record to the DNS of ${domain}`, { exact: false })).toBeVisible();
  const value = await recordValue(page, 'en');
  await screenshot(page, 'dns-en');
  await expectAccessible(page, 'my company: DNS and e-mail verification');

  // Before the record is there, "Check now" says so.
  await dns.getByRole('button', { name: 'Check now' }).click();
  await expect(dns.getByRole('alert')).toContainText('The TXT record was not found on your domain yet.');

  await addTxtRecord(request, domain, value);
  await dns.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByText(`✓ Verified: ${domain}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Your company is verified for ${domain}.`, { exact: false })).toBeVisible();
  await screenshot(page, 'verified-en');
  await expectAccessible(page, 'my company: verified');

  // Who is hiring, on a vacancy: the badge names the domain.
  const vacancyId = await postVacancy(request, business, `Coach ${uniqueWord(testInfo, 'Store')}`);
  await page.goto(`/vacancy/${vacancyId}`);
  await expect(page.getByText(`✓ Verified: ${domain}`, { exact: true })).toBeVisible();
  await screenshot(page, 'vacancy-en');
});

test('in Arabic, a business verifies its domain by DNS and sees the badge with the domain', PHONE_WIDTH, async ({ page, request }, testInfo) => {
  await page.context().addCookies([{ name: 'khibra_lang', value: 'ar', url: String(test.info().project.use.baseURL) }]);
  await ensureReferenceData(page);
  const business = await registerMember(request, testInfo, 'نورة', true);
  expect((await request.put(`${API}/user/language`, { headers: { Authorization: business.token }, data: { language: 'ar' } })).ok()).toBeTruthy();
  await logInAs(page, business);
  const domain = `${uniqueWord(testInfo, 'najd').toLowerCase()}.com`;
  await saveCompany(page, 'ar', `مجموعة نجد ${uniqueWord(testInfo, 'r')}`, `https://${domain}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const dns = page.getByRole('region', { name: say('ar', 'company.verify.dnsTitle') });
  const value = await recordValue(page, 'ar');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'my company: horizontal scroll').toBeLessThanOrEqual(0);
  await screenshot(page, 'dns-ar');
  await expectAccessible(page, 'my company in Arabic: DNS and e-mail verification');

  await addTxtRecord(request, domain, value);
  await dns.getByRole('button', { name: say('ar', 'company.verify.check') }).click();
  await expect(page.getByText(`✓ ${say('ar', 'company.verifiedFor')} ${domain}`, { exact: true })).toBeVisible();
  await screenshot(page, 'verified-ar');
  await expectAccessible(page, 'my company in Arabic: verified');
});
