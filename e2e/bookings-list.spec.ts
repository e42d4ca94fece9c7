import fs from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { API, robotProof } from './support/accounts';
import { expectAccessible } from './support/axe';
import { DEMO_PASSWORD, demoBusiness, loginDemo } from './support/demo';
import { ONE_WIDTH, PHONE_WIDTH, expect, test } from './support/test';

/**
 * The bookings list of a demo business: its filters (All, Upcoming, Past, Cancelled, Awaiting my answer) and its
 * search are each one history entry that Back undoes; a consultant's name typed in Arabic («أحمد») finds its Latin spelling (Ahmed).
 * With E2E_SCREENSHOTS set, the list is saved there for review.
 */

/** A demo business that booked Ahmed Al-Mazrouei (the seed's reviews spread past bookings over the five businesses). */
async function ahmedsClient(request: APIRequestContext): Promise<string> {
  for (let n = 1; n <= 5; n++) {
    const login = await request.post(`${API}/auth/login`, { headers: { 'x-robot-proof': await robotProof(request) }, data: { email: demoBusiness(n), password: DEMO_PASSWORD } });
    const { data } = (await login.json()) as { data: { token: string } };
    const found = await request.get(`${API}/econsultancybooking/all/id?q=Ahmed`, { headers: { Authorization: data.token } });
    if (((await found.json()) as { data: { econsultancyBookings: unknown[] } }).data.econsultancyBookings.length > 0) return demoBusiness(n);
  }
  throw new Error('No demo business booked Ahmed');
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  await fs.mkdir(dir, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(dir, `${name}-${testInfo.project.name}.png`), fullPage: true });
}

const references = (page: Page) => page.getByRole('link', { name: /^Open booking|^فتح الحجز/ });

test('the bookings list: each filter and each search one step that Back undoes', ONE_WIDTH, async ({ page }, testInfo) => {
  await loginDemo(page, await ahmedsClient(page.request));
  await page.goto('/econsultancy/bookings');
  const filter = page.getByRole('group', { name: 'Show' });
  await expect(page.getByRole('table', { name: 'Past and cancelled' })).toBeVisible();
  const all = await references(page).count();

  await filter.getByRole('button', { name: 'Past', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Past' })).toBeVisible();
  await expect(page).toHaveURL(/\?show=past$/);
  await filter.getByRole('button', { name: 'Cancelled', exact: true }).click();
  await expect(page).toHaveURL(/\?show=cancelled$/);
  await expect(page.getByText('No cancelled e-Consultations.')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\?show=past$/);
  await expect(filter.getByRole('button', { name: 'Past', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(page).toHaveURL(/\/econsultancy\/bookings$/);
  await expect(references(page)).toHaveCount(all);

  const search = page.getByRole('searchbox', { name: 'Search by name or reference' });
  await search.pressSequentially('Ahm', { delay: 50 });
  await expect(page).toHaveURL(/\?q=Ahm$/);
  await search.pressSequentially('ed');
  await expect(page).toHaveURL(/\?q=Ahmed$/);
  await expect(page.getByText('Ahmed Al-Mazrouei').first()).toBeVisible();
  await expect.poll(() => references(page).count()).toBeLessThan(all);
  await expectAccessible(page, 'bookings list, searched');
  await page.goBack();
  await expect(page).toHaveURL(/\/econsultancy\/bookings$/);
  await expect(search).toHaveValue('');
  await expect(references(page)).toHaveCount(all);

  await page.goto('/econsultancy/bookings?lang=ar');
  await expect(page.getByRole('table', { name: 'السابقة والملغاة' })).toBeVisible();
  await expectAccessible(page, 'bookings list in Arabic');
  await screenshot(page, testInfo, 'bookings-list-ar');
  await page.goto('/econsultancy/bookings?lang=en');
});

test('قائمة الحجوزات: اسم مكتوب بالعربية يجد كتابته اللاتينية، والتصفية بالسابقة والملغاة', PHONE_WIDTH, async ({ page }, testInfo) => {
  await loginDemo(page, await ahmedsClient(page.request));
  await page.goto('/econsultancy/bookings?lang=ar');
  await expect(page.getByRole('table', { name: 'السابقة والملغاة' })).toBeVisible();
  await expectAccessible(page, 'bookings list in Arabic at 375 px');
  await screenshot(page, testInfo, 'bookings-list-ar');

  await page.getByRole('searchbox', { name: 'ابحث بالاسم أو المرجع' }).fill('أحمد');
  await expect(page).toHaveURL(/q=%D8%A3%D8%AD%D9%85%D8%AF/);
  await expect(page.getByRole('table', { name: 'السابقة والملغاة' }).getByText('Ahmed Al-Mazrouei').first()).toBeVisible();

  await page.getByRole('group', { name: 'عرض' }).getByRole('button', { name: 'السابقة', exact: true }).click();
  await expect(page.getByRole('table', { name: 'السابقة' })).toBeVisible();
  await expect(page).toHaveURL(/show=past/);
  await expectAccessible(page, 'past bookings in Arabic at 375 px');
  await screenshot(page, testInfo, 'bookings-list-ar-past');
  await page.goBack();
  await expect(page.getByRole('table', { name: 'السابقة والملغاة' })).toBeVisible();
  await page.goto('/econsultancy/bookings?lang=en');
});
