import { readFile } from 'node:fs/promises';
import { test, expect, ONE_WIDTH, PHONE_WIDTH } from './support/test';
import { API, robotProof } from './support/accounts';
import { expectAccessible } from './support/axe';
import { completeFreelancerProfile, registerMember, signedIn } from './support/profiles';

/**
 * "Your data" in My Account: the member downloads their data as JSON, then deletes the account through the dialog
 * (a wrong password first); they are signed out, their profile is gone and sign-in says the account was deleted.
 * English at 1280 px, Arabic at 375 px.
 */
const WORDS = {
  en: {
    heading: 'Your data',
    download: 'Download my data',
    delete: 'Delete my account',
    dialog: 'Delete your account?',
    consequence: 'you cannot sign in to this account again',
    password: 'Your password',
    confirm: 'Delete my account for good',
    wrong: 'The password is not correct. Your account was not deleted.',
    deleted: 'Your account was deleted. We sent a confirmation to your e-mail address.',
    refused: 'This account was deleted.',
  },
  ar: {
    heading: 'بياناتك',
    download: 'تنزيل بياناتي',
    delete: 'حذف حسابي',
    dialog: 'هل تريد حذف حسابك؟',
    consequence: 'لا يمكنك تسجيل الدخول إلى هذا الحساب مرة أخرى',
    password: 'كلمة المرور',
    confirm: 'حذف حسابي نهائيًا',
    wrong: 'كلمة المرور غير صحيحة. لم يُحذف حسابك.',
    deleted: 'تم حذف حسابك. أرسلنا تأكيدًا إلى بريدك الإلكتروني.',
    refused: 'تم حذف هذا الحساب.',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`download my data, then delete my account (${lang})`, lang === 'ar' ? PHONE_WIDTH : ONE_WIDTH, async ({ page, request }, testInfo) => {
    const w = WORDS[lang];
    const member = await registerMember(request, testInfo, 'Rania');
    const freelancerId = await completeFreelancerProfile(request, member);
    await page.context().addCookies([{ name: 'khibra_lang', value: lang, url: String(testInfo.project.use.baseURL) }]);
    await signedIn(page, member);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: w.heading });
    await expect(section.getByRole('button', { name: w.download })).toBeVisible();
    await expectAccessible(page, `My Account with Your data (${lang})`);

    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: w.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^khibra-data-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as { account: { email: string }; profile: { id: string } };
    expect(data.account.email).toBe(member.email);
    expect(data.profile.id).toBe(freelancerId);
    expect(JSON.stringify(data)).not.toContain('scrypt');

    await section.getByRole('button', { name: w.delete }).click();
    const dialog = page.getByRole('dialog', { name: w.dialog });
    await expect(dialog.getByText(w.consequence)).toBeVisible();
    await expectAccessible(page, `delete account dialog (${lang})`);
    await dialog.getByLabel(w.password).fill('not-my-password');
    await dialog.getByRole('button', { name: w.confirm }).click();
    await expect(dialog.getByText(w.wrong)).toBeVisible();
    await dialog.getByLabel(w.password).fill('secret123');
    await dialog.getByRole('button', { name: w.confirm }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(w.deleted)).toBeVisible();

    expect((await request.get(`${API}/unauth/freelancer/${freelancerId}`)).status()).toBe(404);
    const login = await request.post(`${API}/auth/login`, {
      headers: { 'x-robot-proof': await robotProof(request), 'accept-language': lang },
      data: { email: member.email, password: 'secret123' },
    });
    expect(login.status()).toBe(400);
    expect(((await login.json()) as { message: string }).message).toBe(w.refused);
  });
}
