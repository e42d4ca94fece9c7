import { API, ensureReferenceData, registerAccount, uniqueEmail, useToken } from './support/accounts';
import { expectAccessible } from './support/axe';
import { ONE_WIDTH, PHONE_WIDTH, expect, test } from './support/test';

/**
 * A sensitive action asks for the password again once the session's proof is older than 10 minutes: the test hook
 * makes it old (the server's clock is not moved for journeys running beside it), turning on two-step sign-in opens
 * the re-ask dialog, and the right password lets the same action go through. English at 1280 px, Arabic at 375 px.
 */

const WORDS = {
  en: { turnOn: 'Turn on two-step sign-in', title: "Confirm it's you", password: 'Password', submit: 'Continue' },
  ar: { turnOn: 'تفعيل تسجيل الدخول بخطوتين', title: 'تأكيد الهوية', password: 'كلمة المرور', submit: 'متابعة' },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`a sensitive action asks for the password again after 10 minutes, then goes through (${lang})`, lang === 'ar' ? PHONE_WIDTH : ONE_WIDTH, async ({ page, request }, testInfo) => {
    const w = WORDS[lang];
    await ensureReferenceData(page);
    const account = await registerAccount(request, uniqueEmail(testInfo, `reauth-${lang}`));
    expect((await request.post(`${API}/test/session/proof-expired`, { headers: { Authorization: account.token } })).status()).toBe(204);
    await page.context().addCookies([{ name: 'khibra_lang', value: lang, url: String(testInfo.project.use.baseURL) }]);
    await useToken(page, account.token);
    await page.goto('/profile');

    await page.getByRole('button', { name: w.turnOn }).click();
    const dialog = page.getByRole('dialog', { name: w.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(w.password)).toBeFocused();
    await expectAccessible(page, `re-ask dialog (${lang})`);
    await dialog.getByLabel(w.password).fill(account.password);
    await dialog.getByRole('button', { name: w.submit }).click();
    await expect(dialog).toBeHidden();
    // The same action went through: the key to type into the app is shown.
    await expect(page.getByTestId('totp-secret')).toHaveText(/^[A-Z2-7 ]{39}$/);
  });
}
