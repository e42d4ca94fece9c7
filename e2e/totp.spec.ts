import { Secret, TOTP } from 'otpauth';
import { ensureReferenceData, registerAccount, uniqueEmail, useToken } from './support/accounts';
import { expectAccessible } from './support/axe';
import { ONE_WIDTH, PHONE_WIDTH, expect, test } from './support/test';

/**
 * Two-step sign-in in the browser against the real server: My Account turns it on (the QR code and key, a code
 * from the app, the 10 recovery codes once), then a login asks for the code after the password. The codes are
 * computed here from the key, as the authenticator app would. English at 1280 px, Arabic at 375 px.
 */

const WORDS = {
  en: {
    section: 'Two-step sign-in',
    turnOn: 'Turn on two-step sign-in',
    code: '6-digit code',
    confirm: 'Confirm',
    recovery: 'Your recovery codes',
    download: 'Download',
    kept: 'I have kept them',
    on: 'Two-step sign-in is on.',
    email: 'Email',
    password: 'Password',
    robot: "I'm not a robot",
    verified: 'Verified',
    login: 'Login',
    signIn: 'Sign in',
    wrong: 'This code is not right.',
  },
  ar: {
    section: 'تسجيل الدخول بخطوتين',
    turnOn: 'تفعيل تسجيل الدخول بخطوتين',
    code: 'الرمز المكوّن من 6 أرقام',
    confirm: 'تأكيد',
    recovery: 'رموز الاسترداد',
    download: 'تنزيل',
    kept: 'حفظتُ الرموز',
    on: 'تسجيل الدخول بخطوتين مفعّل.',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    robot: 'لست روبوتًا',
    verified: 'تم التحقق',
    login: 'تسجيل الدخول',
    signIn: 'تسجيل الدخول',
    wrong: 'هذا الرمز غير صحيح.',
  },
} as const;

/** The app's code for a moment `ahead` ms from now (the server takes one step either side). */
const codeAt = (secret: string, ahead = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + ahead });
const arabicDigits = (code: string) => code.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

for (const lang of ['en', 'ar'] as const) {
  test(`turn on two-step sign-in in My Account, then sign in with the app's code (${lang})`, lang === 'ar' ? PHONE_WIDTH : ONE_WIDTH, async ({ page, newPage, request }, testInfo) => {
    const w = WORDS[lang];
    const typed = (code: string) => (lang === 'ar' ? arabicDigits(code) : code);
    const base = String(testInfo.project.use.baseURL);
    await ensureReferenceData(page);
    const account = await registerAccount(request, uniqueEmail(testInfo, `totp-${lang}`));
    await page.context().addCookies([{ name: 'khibra_lang', value: lang, url: base }]);
    await useToken(page, account.token);
    await page.goto('/profile');

    await expect(page.getByRole('heading', { level: 2, name: w.section })).toBeVisible();
    await page.getByRole('button', { name: w.turnOn }).click();
    const key = page.getByTestId('totp-secret');
    await expect(key).toHaveText(/^[A-Z2-7 ]{39}$/);
    const secret = (await key.innerText()).replace(/\s/g, '');
    await expect(page.locator('img[src^="data:image/svg+xml"]')).toBeVisible();
    await expectAccessible(page, `two-step setup (${lang})`);
    await page.getByLabel(w.code).fill(typed(codeAt(secret)));
    await page.getByRole('button', { name: w.confirm }).click();

    await expect(page.getByRole('heading', { name: w.recovery })).toBeVisible();
    const codes = page.getByRole('list', { name: w.recovery }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expectAccessible(page, `recovery codes (${lang})`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: w.download, exact: true }).click()]);
    expect(download.suggestedFilename()).toBe('khibra-recovery-codes.txt');
    await page.getByRole('button', { name: w.kept }).click();
    await expect(page.getByText(w.on, { exact: true })).toBeVisible();
    await expect(codes).toHaveCount(0);

    // Another browser: the password, then the code.
    const other = await newPage();
    await other.context().addCookies([{ name: 'khibra_lang', value: lang, url: base }]);
    await other.goto('/login');
    await other.getByLabel(w.email).fill(account.email);
    await other.getByLabel(w.password, { exact: false }).first().fill(account.password);
    await other.getByRole('checkbox', { name: w.robot }).check();
    await expect(other.getByRole('status').filter({ hasText: new RegExp(`^${w.verified}$`) })).toBeVisible();
    await other.getByRole('button', { name: w.login, exact: true }).click();

    await expect(other.getByRole('heading', { level: 1, name: w.section })).toBeVisible();
    const field = other.getByLabel(w.code);
    // A code that is not the app's: refused, said under the field.
    const right = codeAt(secret, 30_000);
    await field.fill(typed(right === '000000' ? '111111' : '000000'));
    await other.getByRole('button', { name: w.signIn, exact: true }).click();
    await expect(other.getByText(w.wrong, { exact: false })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(other, `login code step (${lang})`);
    // The next step's code: the one confirmed above cannot be taken twice.
    await field.fill(typed(right));
    await other.getByRole('button', { name: w.signIn, exact: true }).click();
    await expect(other).toHaveURL(/\/freelancers$/);
    expect(await other.evaluate(() => window.localStorage.getItem('Auth'))).toBeTruthy();
  });
}
