import { test, expect } from '@playwright/test';

const ROUTES = [
  '/',
  '/signup',
  '/login',
  '/forgot',
  '/contactus',
  '/invite',
  '/about',
  '/freelancers',
  '/freelancer/some-id',
  '/favorite-freelancers',
  '/econsultationsettings',
  '/freelancerprofile',
  '/profile',
  '/vacancies',
  '/vacancies/create',
  '/vacancies/some-id',
  '/vacancies-posted',
  '/vacancies-posted/freelancers/some-id',
  '/vacancies-applied',
  '/econsultancy/booking/some-id',
  '/econsultancy/bookings',
  '/econsultancy/booking/preview/some-id',
  '/terms-and-conditions',
  '/privacy-and-cookies',
  '/help-and-support',
];

test('every route renders inside the common layout', async ({ page }) => {
  // About 25 page loads in one test: on a busy 2-core machine they need more than the default 30 s.
  test.slow();
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('banner'), route).toBeVisible();
    await expect(page.getByRole('main'), route).toBeVisible();
    await expect(page.getByRole('contentinfo'), route).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
    await expect(page.getByText('Page not found'), route).toHaveCount(0);
    const minHeight = await page.getByRole('main').evaluate((el) => getComputedStyle(el).minHeight);
    expect(parseFloat(minHeight), route).toBeGreaterThanOrEqual((page.viewportSize()?.height ?? 0) / 2 - 1);
  }
});

test('an unknown path shows "Page not found" inside the layout', async ({ page }) => {
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

test('the footer has four columns, follow-us, copyright and Login for visitors', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const heading of ['For Business', 'For Freelancer', 'Company', 'My Account']) {
    await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Follow us on LinkedIn' })).toHaveAttribute('href', /linkedin\.com/);
  await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} Khibra`);
  await expect(footer.getByRole('link', { name: 'Login' })).toBeVisible();
});
