import type { CDPSession, Page } from '@playwright/test';
import { ensureReferenceData, registerAccount, uniqueEmail, useToken } from './support/accounts';
import { expectAccessible } from './support/axe';
import { test, expect, ONE_WIDTH, PHONE_WIDTH } from './support/test';

/**
 * Passkeys in Chromium with its virtual authenticator (a platform one that
 * keeps discoverable credentials and verifies its user): add a passkey in
 * My Account, sign out, sign in with it alone — no e-mail, no password.
 * WebAuthn needs a host name (an IP address is never a relying party), so
 * this journey opens the site at localhost, the server's PUBLIC_URL.
 */
const port = process.env.E2E_PORT ?? '3100';
const base = `http://localhost:${port}`;
test.use({ baseURL: base });

const WORDS = {
  en: {
    section: 'Passkeys',
    nameLabel: 'Name of the new passkey (optional)',
    add: 'Add a passkey',
    added: 'Passkey added',
    neverUsed: 'Not used yet',
    accountMenu: /^Account menu for/,
    logout: 'Logout',
    signIn: 'Sign in with a passkey',
    myAccount: 'My Account',
    lastUsed: /Last used/,
    name: 'Work laptop',
  },
  ar: {
    section: 'مفاتيح المرور',
    nameLabel: 'اسم مفتاح المرور الجديد (اختياري)',
    add: 'إضافة مفتاح مرور',
    added: 'أُضيف مفتاح المرور',
    neverUsed: 'لم يُستخدم بعد',
    accountMenu: /^قائمة حساب/,
    logout: 'تسجيل الخروج',
    signIn: 'تسجيل الدخول بمفتاح مرور',
    myAccount: 'حسابي',
    lastUsed: /آخر استخدام/,
    name: 'هاتفي',
  },
};

/** Chromium's virtual authenticator on this page (CDP WebAuthn domain): user presence and verification answered at once. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

// Once per width and language: English at 1280 px (ONE_WIDTH), Arabic at 375 px (PHONE_WIDTH).
for (const lang of ['en', 'ar'] as const) {
  test(`add a passkey, sign out, sign in with the passkey alone (${lang})`, lang === 'ar' ? PHONE_WIDTH : ONE_WIDTH, async ({ page, request }, testInfo) => {
    const w = WORDS[lang];
    const account = await registerAccount(request, uniqueEmail(testInfo, `passkey-${lang}`));
    await page.context().addCookies([{ name: 'khibra_lang', value: lang, url: base }]);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    try {
      await ensureReferenceData(page);
      await useToken(page, account.token);
      await page.goto('/profile');
      const section = page.locator('section, div').filter({ has: page.getByRole('heading', { level: 2, name: w.section, exact: true }) }).last();
      await expect(section.getByRole('button', { name: w.add })).toBeVisible();

      await section.getByLabel(w.nameLabel).fill(w.name);
      await section.getByRole('button', { name: w.add }).click();
      await expect(page.getByText(w.added)).toBeVisible();
      const item = section.getByRole('listitem').filter({ hasText: w.name });
      await expect(item).toContainText(w.neverUsed);
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0].isResidentCredential).toBe(true);
      await expectAccessible(page, `passkeys section (${lang})`);

      await page.getByRole('button', { name: w.accountMenu }).click();
      await page.getByRole('banner').getByRole('button', { name: w.logout }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: w.signIn })).toBeVisible();
      await expectAccessible(page, `login with a passkey (${lang})`);

      // No e-mail, no password, no robot check: the passkey alone.
      await page.getByRole('button', { name: w.signIn }).click();
      await expect(page).toHaveURL(/\/freelancers$/);
      await expect(page.getByRole('button', { name: w.accountMenu })).toBeVisible();
      await page.goto('/profile');
      await expect(page.getByLabel(lang === 'en' ? 'Email' : 'البريد الإلكتروني', { exact: true })).toHaveValue(account.email);
      await expect(section.getByRole('listitem').filter({ hasText: w.name })).toContainText(w.lastUsed);
    } finally {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
      await cdp.detach();
    }
  });
}
