import { test, expect } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { ONE_WIDTH } from './support/test';

/**
 * Content journeys, at 1280 and 375 px: the home page, About Us and
 * the three content pages show the shipped content of the content service
 * (server/src/modules/content/default-content.ts), the home page and About Us
 * scrolled through with no WCAG 2.1 A/AA violation, and the slider moves on
 * by itself.
 */

test.describe('content', () => {
  test.describe.configure({ timeout: 60_000 });

  test('home shows the hero, banners, How it works videos, both card sections, the sign-up call and the notice', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Expertise that works for the region' })).toBeVisible();
    await expect(page.getByText(/Khibra connects businesses across the Middle East and North Africa/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'I NEED A FREELANCER' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'I AM A FREELANCER' })).toHaveAttribute('href', '/signup');

    const banners = page.getByRole('region', { name: 'Explore Khibra' });
    await expect(banners.getByRole('link')).toHaveCount(3);
    await expect(banners.getByRole('link', { name: 'Find freelancers' })).toHaveAttribute('href', '/freelancers');

    const how = page.getByRole('region', { name: 'How it works' });
    await expect(how.getByRole('heading', { name: 'How it works for business' })).toBeVisible();
    await expect(how.getByRole('heading', { name: 'How it works for freelancers' })).toBeVisible();
    const videos = how.locator('video');
    await expect(videos).toHaveCount(2);
    await expect(videos.first()).toHaveAttribute('poster', '/media/how-business.jpg');
    await expect(videos.first()).toHaveAttribute('preload', 'none');

    await expect(page.getByRole('region', { name: 'For freelancers' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'E-consultations' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'New Freelancer Sign Up' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('complementary', { name: 'Please note' })).toContainText('not liable for quality or financial issues');

    const slider = page.getByRole('region', { name: 'Highlights' });
    // The first slide's line (not the active one: on a slow machine the slider may have moved on by now).
    await expect(slider.locator('[aria-roledescription="slide"]').first()).toHaveText('Find trusted trainers and consultants across MENA');
    await expect(slider.locator('video')).toHaveAttribute('src', '/media/home.mp4');
    // The layout's slider area: after the header and its nav, before the content area.
    const place = await slider.evaluate((el) => {
      const main = document.querySelector('main')!;
      const header = document.querySelector('header')!;
      return {
        outsideMain: !main.contains(el),
        beforeMain: Boolean(el.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING),
        afterHeader: Boolean(header.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING),
      };
    });
    expect(place).toEqual({ outsideMain: true, beforeMain: true, afterHeader: true });

    // Below the fold the pictures are lazy: scroll through so axe sees the page as a reader does.
    await page.getByRole('complementary', { name: 'Please note' }).scrollIntoViewIfNeeded();
    await expectAccessible(page, '/');
  });

  test("the card 'Easy booking' leads to the freelancers list", ONE_WIDTH, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Easy booking' }).click();
    await expect(page).toHaveURL(/\/freelancers$/);
  });

  // How long a slide stays is src/widgets/home-slider/model/autoplay.test.ts's; here the real slider moves on, on the page's own clock, fast-forwarded.
  test('the slider moves on by itself', ONE_WIDTH, async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const active = page.getByRole('region', { name: 'Highlights' }).locator('[data-active="true"]');
    await expect(active).toHaveText('Find trusted trainers and consultants across MENA');
    await page.clock.fastForward(5_000);
    await expect(active).toHaveText('Post a vacancy in minutes and receive applications');
  });

  test('About Us shows its cards and story, with the side banner on wide screens', async ({ page, isMobile }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'About Khibra' }).getByRole('article');
    await expect(cards).toHaveCount(4);
    await expect(cards.first().getByRole('heading', { name: 'Who we are' })).toBeVisible();
    await expect(cards.nth(1).getByRole('listitem')).toHaveCount(3);
    const story = page.getByRole('region', { name: 'Our story' });
    await expect(story).toContainText('Khibra started with a simple observation.');
    await expect(page.getByRole('region', { name: 'Highlights' }).locator('[aria-roledescription="slide"]').first()).toHaveText('Khibra means expertise');
    const sideBanner = page.getByRole('complementary', { name: 'Expertise across MENA' });
    if (isMobile) {
      await expect(sideBanner).toBeHidden();
    } else {
      await expect(sideBanner).toBeVisible();
      await expect(sideBanner.getByRole('link', { name: 'Join Khibra' })).toHaveAttribute('href', '/signup');
    }
    await story.scrollIntoViewIfNeeded();
    await expectAccessible(page, '/about');
  });

  // Their axe audits are all-routes.spec.ts's (every route): nothing here changes what is on them.
  test('terms, privacy and cookies, and help show the content service text', async ({ page, isMobile }) => {
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '7. Limitation of liability' })).toBeVisible();
    await expect(page.getByText(/paid directly to the consultant after the session is completed/)).toBeVisible();

    await page.goto('/privacy-and-cookies');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy and Cookies' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Privacy' }).getByRole('heading', { name: 'What we collect' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies' })).toContainText('Khibra does not use tracking or advertising cookies.');

    await page.goto('/help-and-support');
    await expect(page.getByRole('heading', { level: 1, name: 'Help and Support' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Expertise across MENA' })).toBeVisible({ visible: !isMobile });
    await expect(page.getByRole('heading', { name: 'How do I find a freelancer?' })).toBeVisible();

    // Links inside the content stay in the app.
    await page.getByRole('main').getByRole('link', { name: 'contact page' }).first().click();
    await expect(page).toHaveURL(/\/contactus$/);
  });
});
