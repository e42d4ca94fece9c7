import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { test, expect, ONE_WIDTH, PHONE_WIDTH } from './support/test';
import { API, ensureReferenceData } from './support/accounts';
import { axeViolations } from './support/axe';
import { completeFreelancerProfile, logInAs, registerMember, uniqueWord, type Member } from './support/profiles';
import { postVacancy } from './support/vacancies';

/**
 * The applicants page as a pipeline: compact rows under stage tabs with the server's counts, a proposal opened in
 * place, the stage in the URL (Back returns), and bulk shortlist and decline by keyboard. English at 1280 px, Arabic
 * at 375 px (support/test.ts).
 */

test.describe.configure({ timeout: 150_000 });

/** Freelancers with complete profiles who apply to the vacancy through the API, each with a two-line letter and a rate. */
async function applyAll(request: APIRequestContext, testInfo: TestInfo, vacancyId: string, names: string[], letter: (name: string) => string): Promise<Member[]> {
  return Promise.all(
    names.map(async (name, index) => {
      const member = await registerMember(request, testInfo, name);
      await completeFreelancerProfile(request, member);
      const applied = await request.put(`${API}/vacancy/apply`, { headers: { Authorization: member.token }, data: { vacancyId, coverLetter: letter(name), proposedRate: 40 + index } });
      expect(applied.ok(), await applied.text()).toBe(true);
      return member;
    }),
  );
}

/** The page lays out within the screen's width (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('a business works its pipeline as rows: stage tabs with counts, a proposal opened in place, bulk shortlist and decline by keyboard', ONE_WIDTH, async ({ page, request }, testInfo) => {
  await ensureReferenceData(page);
  const business = await registerMember(request, testInfo, 'Huda', true);
  const vacancyId = await postVacancy(request, business, `Coach ${uniqueWord(testInfo, 'Pipeline')}`);
  const names = ['Amal', 'Basim', 'Dana', 'Fadi', 'Ghada', 'Hadi', 'Iman', 'Jamal', 'Karim', 'Lina', 'Maya'];
  await applyAll(request, testInfo, vacancyId, names, (name) => `${name} has coached bank teams for years.\nReferences from three banks on request.`);
  await logInAs(page, business);
  await page.goto(`/vacancies-posted/freelancers/${vacancyId}`);
  const tabs = page.getByRole('tablist', { name: 'Applicants by status' });
  const rows = page.getByRole('tabpanel').getByRole('article');

  await test.step("rows under stage tabs with the server's counts, ten to a page", async () => {
    await expect(tabs.getByRole('tab', { name: 'All 11' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: 'New 11' })).toHaveAttribute('aria-selected', 'false');
    await expect(rows).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Next page' }).first()).toBeEnabled();
    // Compact: a row is a line of facts and the letter's first line, not a full card.
    expect((await rows.first().boundingBox())?.height).toBeLessThan(120);
    await expect(rows.first().getByText(/has coached bank teams for years\.$/)).toBeVisible();
    await expect(rows.first().getByText(/References from three banks/)).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });

  await test.step('a proposal opens in place and is marked viewed', async () => {
    const row = rows.first();
    await row.getByRole('button', { name: 'Read the proposal' }).click();
    await expect(row.getByRole('button', { name: 'Read the proposal' })).toHaveAttribute('aria-expanded', 'true');
    await expect(row.getByRole('region', { name: 'Proposal' }).getByText(/References from three banks on request\./)).toBeVisible();
    await expect(row.getByRole('button', { name: 'Message on Khibra' })).toBeVisible();
    await expect(row.getByText('Viewed', { exact: true })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Viewed 1' })).toBeVisible();
    expect(await axeViolations(page, 'pipeline with a proposal open')).toEqual([]);
  });

  await test.step('the arrow keys move along the stages, through the URL; Back returns', async () => {
    await tabs.getByRole('tab', { name: 'All 11' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\?status=new$/);
    await expect(tabs.getByRole('tab', { name: 'New 10' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'New 10' })).toHaveAttribute('aria-selected', 'true');
    await expect(rows).toHaveCount(10);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/vacancies-posted/freelancers/${vacancyId}$`));
    await expect(tabs.getByRole('tab', { name: 'All 11' })).toHaveAttribute('aria-selected', 'true');
  });

  const bar = page.getByRole('group', { name: 'Actions on the selected applicants' });
  await test.step('by keyboard: select all on the page, shortlist; the focus comes back to the bar and the result is told', async () => {
    await bar.getByRole('checkbox', { name: 'Select all on this page' }).focus();
    await page.keyboard.press('Space');
    await expect(bar.getByRole('status')).toHaveText('10 selected');
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('button', { name: 'Shortlist selected (10)' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('You shortlisted 10 applicants')).toBeVisible();
    await expect(bar).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'Shortlisted 10' })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'New 1' })).toBeVisible();
  });

  await test.step('two of the shortlist declined together with one message', async () => {
    await tabs.getByRole('tab', { name: 'Shortlisted 10' }).click();
    await expect(page).toHaveURL(/\?status=shortlisted$/);
    await expect(rows).toHaveCount(10);
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await bar.getByRole('button', { name: 'Decline selected (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline 2 applicants?' });
    await dialog.getByRole('textbox', { name: /Message to the freelancer/ }).fill('We chose coaches based in Muscat.');
    expect(await axeViolations(page, 'bulk decline')).toEqual([]);
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText('You declined 2 applicants')).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Declined 2' })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Shortlisted 8' })).toHaveAttribute('aria-selected', 'true');
    await expect(rows).toHaveCount(8);
    // One page: no pager, not even a lone disabled arrow.
    await expect(page.getByRole('navigation', { name: 'Applicant pages' })).toHaveCount(0);
  });
});

test('in Arabic on a phone, the pipeline reads as rows under stage tabs; the arrows follow the script; a bulk decline', PHONE_WIDTH, async ({ page, request }, testInfo) => {
  await ensureReferenceData(page);
  const business = await registerMember(request, testInfo, 'هدى', true);
  expect((await request.put(`${API}/user/language`, { headers: { Authorization: business.token }, data: { language: 'ar' } })).ok()).toBe(true);
  const vacancyId = await postVacancy(request, business, `مدرّب ${uniqueWord(testInfo, 'Pipeline')}`);
  await applyAll(request, testInfo, vacancyId, ['أمل', 'باسم', 'دانة'], (name) => `درّبت ${name} فرق المبيعات في ثلاث شركات.\nالمراجع متاحة عند الطلب.`);
  await page.context().addCookies([{ name: 'khibra_lang', value: 'ar', url: String(testInfo.project.use.baseURL) }]);
  await logInAs(page, business);
  await page.goto(`/vacancies-posted/freelancers/${vacancyId}`);
  const tabs = page.getByRole('tablist', { name: 'المتقدمون حسب الحالة' });
  const rows = page.getByRole('tabpanel').getByRole('article');

  await expect(tabs.getByRole('tab', { name: 'الكل 3' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows).toHaveCount(3);
  await expect(rows.first().getByText('تقدّم في', { exact: false })).toBeVisible();
  await expectNoSidewaysScroll(page);

  const row = rows.first();
  await row.getByRole('button', { name: 'قراءة العرض' }).click();
  await expect(row.getByRole('region', { name: 'العرض' }).getByText(/المراجع متاحة عند الطلب/)).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'تمت مشاهدته 1' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page, 'pipeline in Arabic, a proposal open')).toEqual([]);

  // Right to left: the left arrow goes to the next stage.
  await tabs.getByRole('tab', { name: 'الكل 3' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\?status=new$/);
  await expect(tabs.getByRole('tab', { name: 'جديد 2' })).toBeFocused();
  await expect(rows).toHaveCount(2);

  const bar = page.getByRole('group', { name: 'إجراءات على المتقدمين المحدَّدين' });
  await bar.getByRole('checkbox', { name: 'تحديد الكل في هذه الصفحة' }).check();
  await bar.getByRole('button', { name: 'رفض المحدَّدين (2)' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('اخترنا مدرّبًا مقيمًا في مسقط.');
  await dialog.getByRole('button', { name: 'رفض', exact: true }).click();
  await expect(page.getByText('رفضت متقدّمَين')).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'مرفوض 2' })).toBeVisible();
  await expect(page.getByText('لا يوجد متقدّم بهذه الحالة.')).toBeVisible();
  expect(await axeViolations(page, 'pipeline in Arabic after a bulk decline')).toEqual([]);
});
