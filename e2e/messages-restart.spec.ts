import { request as requests } from '@playwright/test';
import { test, expect, ONE_WIDTH } from './support/test';
import { API } from './support/accounts';
import { completeFreelancerProfile, logInAs, registerMember } from './support/profiles';
import { startOwnServer } from './support/server';

/**
 * A message posted while the server restarts reaches an open conversation without a reload, even when the page had
 * received no live event before the gap (so it had no Last-Event-ID to resume from): the page reads what it missed.
 * On a server of the journey's own, which it stops and starts again. Once, in English at 1280 px: what it tests is
 * the stream's recovery, which no language or width changes (messages.spec.ts walks conversations in Arabic at 375 px).
 */

// A bound for a journey that starts a server twice, not a speed requirement.
test.describe.configure({ timeout: 180_000 });

const WORDS = {
  en: { start: 'Message on Khibra', box: 'Your message', text: 'Are you free on Sunday morning?' },
} as const;

for (const lang of ['en'] as const) {
  test(`conversations: a message posted across a server restart arrives without a reload (${lang})`, ONE_WIDTH, async ({ page }, testInfo) => {
    const w = WORDS[lang];
    const server = await startOwnServer();
    const api = await requests.newContext({ baseURL: server.baseURL });
    try {
      const [business, freelancer] = await Promise.all([registerMember(api, testInfo, 'Salma', true), registerMember(api, testInfo, 'Yusuf')]);
      const freelancerId = await completeFreelancerProfile(api, freelancer);
      await page.context().addCookies([{ name: 'khibra_lang', value: lang, url: server.baseURL }]);
      await logInAs(page, business);
      const streamOpened = page.waitForResponse((response) => response.url().endsWith(`${API}/events/ticket`) && response.ok());
      await page.goto(`${server.baseURL}/freelancer/${freelancerId}`);
      await streamOpened;
      await page.getByRole('button', { name: w.start }).first().click();
      await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('textbox', { name: w.box })).toBeVisible();
      const conversationId = new URL(page.url()).pathname.split('/').pop();

      // The page's stream comes back only once the message is posted, so the server has nothing to replay to a page
      // that saw no event before the gap: what the page shows, it read itself.
      let releaseStream = () => {};
      const messagePosted = new Promise<void>((resolve) => (releaseStream = resolve));
      await page.route(`**${API}/events/ticket`, async (route) => {
        await messagePosted;
        await route.continue();
      });
      await server.restart();
      const posted = await api.post(`${API}/conversations/${conversationId}/messages`, { headers: { Authorization: freelancer.token }, data: { text: w.text } });
      expect(posted.ok(), await posted.text()).toBe(true);
      releaseStream();
      // The stream comes back by itself (its pauses grow to 30 s at most); no reload.
      await expect(page.locator('p', { hasText: w.text })).toBeVisible({ timeout: 60_000 });
    } finally {
      await api.dispose();
      await server.stop();
    }
  });
}
