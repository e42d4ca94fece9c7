import { test, expect } from '@playwright/test';
import { ONE_WIDTH } from './support/test';

test('an unknown path shows "Page not found" inside the layout', ONE_WIDTH, async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getUTCFullYear()}`);
});

test('the logo goes home and the current section is bold', async ({ page, isMobile }) => {
  await page.goto('/about');
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' });
  await expect(about).toHaveAttribute('aria-current', 'page');
  expect(Number(await about.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700);
  await page.getByRole('link', { name: 'Khibra home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the footer has four columns, follow-us, copyright and Login for visitors', ONE_WIDTH, async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const heading of ['For Business', 'For Freelancer', 'Company', 'My Account']) {
    await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Follow us on LinkedIn' })).toHaveAttribute('href', /linkedin\.com/);
  await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} Khibra`);
  await expect(footer.getByRole('link', { name: 'Login' })).toBeVisible();
});
