import { test, expect, ONE_WIDTH, PHONE_WIDTH } from './support/test';
import { API, ensureReferenceData, registerAccount, robotProof, uniqueEmail } from './support/accounts';
import { logInAs } from './support/profiles';
import { axeViolations } from './support/axe';

/**
 * My Account's sessions: the member sees where they are signed in, ends the session of another browser, and that
 * browser's open tab is signed out live (its stream closes, its next ticket is refused). English at 1280 px, Arabic
 * at 375 px.
 */

const WORDS = {
  en: {
    sessions: 'Sessions',
    log: 'Security log',
    thisDevice: 'This device',
    endOther: /^End session: /,
    end: 'End session',
    ended: 'The session was ended.',
    loggedEnd: 'A session was ended from the sessions list',
    signIn: 'Signed in',
  },
  ar: {
    sessions: 'الجلسات',
    log: 'سجل الأمان',
    thisDevice: 'هذا الجهاز',
    endOther: /^إنهاء الجلسة: /,
    end: 'إنهاء الجلسة',
    ended: 'انتهت الجلسة.',
    loggedEnd: 'إنهاء جلسة من قائمة الجلسات',
    signIn: 'تسجيل دخول',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`sessions: see where the account is signed in, end another browser's session, that tab is signed out live (${lang})`, lang === 'ar' ? PHONE_WIDTH : ONE_WIDTH, async ({ page, newPage, request }, testInfo) => {
    const w = WORDS[lang];
    const account = await registerAccount(request, uniqueEmail(testInfo, `sessions-${lang}`));
    const login = await request.post(`${API}/auth/login`, { headers: { 'x-robot-proof': await robotProof(request) }, data: { email: account.email, password: account.password } });
    expect(login.ok(), await login.text()).toBeTruthy();
    const otherToken = ((await login.json()) as { data: { token: string } }).data.token;
    const base = testInfo.project.use.baseURL ?? '';

    // The other browser: signed in with the second session, on My Account, its live stream open.
    const other = await newPage();
    await other.context().addCookies([{ name: 'khibra_lang', value: lang, url: base }]);
    await logInAs(other, { ...account, token: otherToken });
    const otherStream = other.waitForResponse((response) => response.url().endsWith('/api/v1.0/events/ticket') && response.ok());
    await other.goto('/profile');
    await expect(other.getByRole('heading', { name: w.sessions })).toBeVisible();
    await otherStream;

    await ensureReferenceData(page);
    await page.context().addCookies([{ name: 'khibra_lang', value: lang, url: base }]);
    await logInAs(page, account);
    await page.goto('/profile');
    const sessions = page.getByRole('region', { name: w.sessions });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText(w.thisDevice, { exact: true })).toBeVisible();
    const log = page.getByRole('region', { name: w.log });
    await expect(log.getByText(w.signIn, { exact: true }).first()).toBeVisible();
    expect(await axeViolations(page, `My Account: sessions and security log (${lang})`)).toEqual([]);

    await sessions.getByRole('button', { name: w.endOther }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: w.end, exact: true }).click();
    await expect(page.getByText(w.ended)).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    // The other tab does nothing: its stream is closed by the server and it is signed out.
    await expect(other).toHaveURL(/\/login/);
    await page.reload();
    await expect(page.getByRole('region', { name: w.log }).getByText(w.loggedEnd)).toBeVisible();
  });
}
