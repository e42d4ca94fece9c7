import { test, expect, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { ONE_WIDTH } from './support/test';
import {
  ensureReferenceData,
  mailsTo,
  passRobotCheck,
  registerAccount,
  uniqueEmail,
  useToken,
  verificationPath,
} from './support/accounts';

/**
 * Accounts in the browser against the real server: sign-up with
 * e-mail verification and first login, My Account (account and password),
 * forgot password, contact, invite and logout. Every test uses its own
 * address, so the desktop and 375 px projects run side by side.
 */

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await passRobotCheck(page);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function openAccountMenuAndLogOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
}

// Its Arabic journey (sign-up in Arabic, at 375 px) is in arabic.spec.ts.
test('sign up, open the verification link, log in for the first time', ONE_WIDTH, async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'signup');
  await ensureReferenceData(page);
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();

  await page.getByLabel('First Name').fill('Amira');
  await page.getByLabel('Last Name').fill('Haddad');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+971501234567');
  await page.getByLabel('Country').selectOption('Oman');
  await page.getByLabel('City').fill('Muscat');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm Password').fill('secret123');
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await passRobotCheck(page);
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page.getByText('Sign up successful, Please check your email inbox (also check spam/junk folder).')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('Auth'))).toBeTruthy();
  await expect(page).toHaveURL(/\/freelancerprofile$/);

  // Log out, then follow the link from the e-mail.
  await page.evaluate(() => window.localStorage.clear());
  const link = await verificationPath(email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?emailverified=true$/);
  await expect(page.getByText("You've successfully verified your email. You can now log in to continue using our services.")).toBeVisible();

  await logIn(page, email, 'secret123');
  await expect(page).toHaveURL(/\/freelancerprofile\?firsttime=true$/);

  // A link works once.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link);
  await expect(page).toHaveURL(/emailverified=false&reason=used/);
  await expect(page.getByRole('alert')).toContainText('This verification link has already been used.');
});

test('My Account: change the city, then the password, and log in with the new one', async ({ page, request }, testInfo) => {
  const account = await registerAccount(request, uniqueEmail(testInfo, 'profile'));
  await ensureReferenceData(page);
  await useToken(page, account.token);
  await page.goto('/profile');

  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(page.getByLabel('First Name')).toHaveValue('Amira');
  await expect(save).toBeDisabled();
  await page.getByLabel('City').fill('Sohar');
  await save.click();
  await expect(page.getByText('Account updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Sohar');

  await page.getByLabel('Current password').fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill('newsecret456');
  await page.getByLabel('Confirm new password').fill('newsecret456');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');

  await openAccountMenuAndLogOut(page);
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, account.email, account.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await logIn(page, account.email, 'newsecret456');
  await expect(page).toHaveURL(/\/freelancers$/);
});

test('forgot password: toast, /login after 1.5 s, the old password still works', ONE_WIDTH, async ({ page, request }, testInfo) => {
  const account = await registerAccount(request, uniqueEmail(testInfo, 'forgot'));
  await page.goto('/forgot');
  await page.getByLabel('Email').fill(account.email);
  await passRobotCheck(page);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('If an account exists for that address, we have emailed it a temporary password.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const mails = await mailsTo(account.email, 2);
  expect(mails.some((mail) => /password/i.test(mail))).toBeTruthy();

  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/freelancers$/);
});

test('contact: the message is sent and the form resets', ONE_WIDTH, async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'contact');
  await page.goto('/contactus');
  await expect(page.getByText('Email us at support@khibra.local or use the form below')).toBeVisible();
  await page.getByLabel('Name').fill('Amira Haddad');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Subject').fill('Pricing');
  await page.getByLabel('Inquiry').fill('How are consultants paid?');
  await passRobotCheck(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you for Contacting us')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
});

test('invite two friends: both get an invitation, the form goes back to one empty field', ONE_WIDTH, async ({ page, request }, testInfo) => {
  const account = await registerAccount(request, uniqueEmail(testInfo, 'inviter'));
  const friends = [uniqueEmail(testInfo, 'friend1'), uniqueEmail(testInfo, 'friend2')];
  await useToken(page, account.token);
  await page.goto('/invite');
  await page.getByRole('textbox', { name: 'Email 1', exact: true }).fill(friends[0]);
  await page.getByRole('button', { name: 'Add another email' }).click();
  await page.getByRole('textbox', { name: 'Email 2', exact: true }).fill(friends[1]);
  await passRobotCheck(page);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('Successfully invited friends.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Email \d/ })).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Email 1', exact: true })).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
  for (const friend of friends) await mailsTo(friend);
});

test('logout clears local storage and goes to /login; /profile then sends to /login', ONE_WIDTH, async ({ page, request }, testInfo) => {
  const account = await registerAccount(request, uniqueEmail(testInfo, 'logout'));
  await useToken(page, account.token);
  await page.evaluate(() => window.localStorage.setItem('something-else', 'x'));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await openAccountMenuAndLogOut(page);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
});

// Each form as it first shows is audited by all-routes.spec.ts (every route, every role); here, with its errors shown.
test('the account forms have no WCAG 2.1 A/AA violations with their errors shown', ONE_WIDTH, async ({ page }) => {
  test.setTimeout(120_000);
  await ensureReferenceData(page);
  const check = (route: string) => expectAccessible(page, route);
  for (const [route, submit] of [
    ['/signup', 'Sign up'],
    ['/login?emailverified=true', 'Login'],
    ['/forgot', 'Reset'],
    ['/contactus', 'Send'],
  ]) {
    await page.goto(route);
    await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
    await page.getByRole('button', { name: submit, exact: true }).click();
    await expect(page.getByText("Please select I'm not a robot")).toBeVisible();
    await check(`${route} (errors)`);
  }
});
