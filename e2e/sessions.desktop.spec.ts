import { test, expect, type Page } from '@playwright/test';
import { API, ensureReferenceData, mailsTo, passRobotCheck, registerAccount, robotProof, uniqueEmail, useToken } from './support/accounts';

/**
 * Sessions in the web app, in the browser against the real server:
 * two tabs follow each other's logout and login, a session that ends while
 * My Account is being edited brings the user back to the page with the edits,
 * and a login asked for by /invite returns to /invite. None of it depends
 * on the screen's width: run at 1280 px only.
 */

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await passRobotCheck(page);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
}

test('two tabs: a logout in one logs the other out; a login as another person there shows that person here', async ({ page, context, request }, testInfo) => {
  const first = await registerAccount(request, uniqueEmail(testInfo, 'tab-first'));
  const second = await registerAccount(request, uniqueEmail(testInfo, 'tab-second'));
  await ensureReferenceData(page);
  await useToken(page, first.token);
  await page.goto('/profile');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(first.email);

  const other = await context.newPage();
  await other.goto('/profile');
  await expect(other.getByLabel('Email', { exact: true })).toHaveValue(first.email);
  // An edit left open in the other tab: it must never reach the second person's account.
  await other.getByLabel('City').fill('Salalah');

  await logOut(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(other).toHaveURL(/\/login\?next=%2Fprofile$/);
  await expect(other.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);

  await logIn(page, second.email, second.password);
  await expect(page).toHaveURL(/\/freelancers$/);
  // The other tab follows: logged in as the second person, back on My Account, their data only.
  await expect(other).toHaveURL(/\/profile$/);
  await expect(other.getByLabel('Email', { exact: true })).toHaveValue(second.email);
  await expect(other.getByLabel('City')).toHaveValue('Muscat');
  await expect(other.getByRole('button', { name: 'Save changes' })).toBeDisabled();
});

test('the session ends while editing My Account: told, /login, and back on /profile with the edits', async ({ page, request }, testInfo) => {
  const account = await registerAccount(request, uniqueEmail(testInfo, 'expired'));
  await ensureReferenceData(page);
  await useToken(page, account.token);
  // The header's own first calls (its lazy Messages link reads the unread count) are answered before the session
  // ends: on a busy machine that chunk came after it, its 401 ended the session before the save did.
  const headerRead = page.waitForResponse((response) => response.url().endsWith('/api/v1.0/conversations/unread'));
  await page.goto('/profile');
  await expect(page.getByLabel('First Name')).toHaveValue('Amira');
  await headerRead;
  await page.getByLabel('First Name').fill('Amira-Noor');
  await page.getByLabel('City').fill('Salalah');

  // The session ends on the server (signed out of all devices elsewhere): the token the app holds now answers 401.
  const ended = await request.post('/api/v1.0/user/logout-all', { headers: { Authorization: account.token } });
  expect(ended.status()).toBe(200);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);

  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('First Name')).toHaveValue('Amira-Noor');
  await expect(page.getByLabel('City')).toHaveValue('Salalah');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Account updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Salalah');
});

test('a login asked for by /invite returns to /invite', async ({ page, request }, testInfo) => {
  const account = await registerAccount(request, uniqueEmail(testInfo, 'invite-next'));
  await page.goto('/invite');
  await expect(page).toHaveURL(/\/login\?next=%2Finvite$/);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/invite$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invite Friends' })).toBeVisible();
});

test('a temporary password leads to setting a new one first; the reset ends the older sessions', async ({ page, request }, testInfo) => {
  const account = await registerAccount(request, uniqueEmail(testInfo, 'temp-password'));
  const asked = await request.post(`${API}/unauth/password/new`, { data: { email: account.email }, headers: { 'x-robot-proof': await robotProof(request) } });
  expect(asked.status()).toBe(200);
  const mail = (await mailsTo(account.email, 2)).find((text) => text.includes('Here is your temporary Khibra password'));
  const temporary = /within the next hour:\s+(\S+)/.exec(mail ?? '')?.[1];
  expect(temporary, 'temporary password in the mail').toBeTruthy();

  await ensureReferenceData(page);
  await page.goto('/login');
  await logIn(page, account.email, temporary as string);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Set a new password to continue')).toBeVisible();
  // Nothing else before the new password: another page leads back here.
  await page.goto('/freelancers');
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByLabel('Current password').fill(temporary as string);
  await page.getByLabel('New password', { exact: true }).fill('Tamarind-2027');
  await page.getByLabel('Confirm new password').fill('Tamarind-2027');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Set a new password to continue')).toHaveCount(0);
  await page.goto('/freelancers');
  await expect(page).toHaveURL(/\/freelancers$/);

  // The session opened at sign-up ended with the reset; the account's address is told.
  const old = await request.get(`${API}/user/myprofile`, { headers: { Authorization: account.token } });
  expect(old.status()).toBe(401);
  await expect.poll(async () => (await mailsTo(account.email, 3)).some((text) => text.includes('Your Khibra password was changed'))).toBe(true);
});

test('changing the e-mail asks for the password and waits for the new address to confirm', async ({ page, request }, testInfo) => {
  const account = await registerAccount(request, uniqueEmail(testInfo, 'email-old'));
  const newAddress = uniqueEmail(testInfo, 'email-new');
  await ensureReferenceData(page);
  await useToken(page, account.token);
  await page.goto('/profile');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);

  await page.getByLabel('Email', { exact: true }).fill(newAddress);
  const current = page.getByLabel('Your current password');
  await expect(current).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Please enter your current password to change your email.')).toBeVisible();
  await current.fill(account.password);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Waiting for confirmation: your email address changes to ${newAddress}`, { exact: false })).toBeVisible();

  // The old address is told; until the link is opened, login and mail stay with it.
  expect((await mailsTo(account.email, 2)).join('\n')).toContain(newAddress);
  const link = (await mailsTo(newAddress)).map((text) => /\/api\/v1\.0\/unauth\/confirm-email\?token=[\w-]+/.exec(text)?.[0]).find(Boolean);
  expect(link, 'confirmation link').toBeTruthy();
  await page.goto(link as string);
  await expect(page).toHaveURL(/\/profile\?emailchanged=true/);
  await expect(page.getByText('Your email address has been changed.')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(newAddress);
});
