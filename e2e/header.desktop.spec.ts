import { test, expect } from '@playwright/test';
import { demoBusiness, demoFreelancer, loginDemo } from './support/demo';

/**
 * The logged-in header stays one row from 768 to 1150 px, and the
 * member's name shows whole there. Widths are set per test, so it runs once.
 */
const WIDTHS = [768, 900, 1024, 1150, 1280];
/** One row: the header's minimum block size (64 px) and its border. */
const ONE_ROW = 66;

for (const [role, email] of [
  ['freelancer', demoFreelancer(1)],
  ['business', demoBusiness(1)],
] as const) {
  test(`a ${role}'s header is one row at ${WIDTHS.join(', ')} px, with the whole name`, async ({ page }) => {
    await loginDemo(page, email);
    await page.goto('/vacancies');
    // The header's layout is CSS alone: the page is resized, not loaded again at each width.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const account = page.getByRole('button', { name: /^Account menu for / });
      const header = page.getByRole('banner');
      await expect(account).toBeVisible();
      const box = await header.boundingBox();
      expect(box?.height, `header height at ${width} px`).toBeLessThanOrEqual(ONE_ROW);
      const name = account.locator('span').last();
      await expect(name).toBeVisible();
      const cut = await name.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(cut, `name cut short at ${width} px`).toBe(false);
    }
  });
}
