import { test, expect } from '@playwright/test';

/** Runs in the 375 px project only (see playwright.config.ts). */
test.describe('at 375 px', () => {
  test('the hamburger opens, closes on an outside click and on scroll', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();

    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(180, 600);
    await expect(nav).toBeHidden();

    await toggle.click();
    await expect(nav).toBeVisible();
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect(nav).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 0));
    await toggle.click();
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav).toBeHidden();
  });
});

