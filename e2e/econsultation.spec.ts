import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect, ONE_WIDTH_AND_ZONES } from './support/test';
import { todayIn, weekdayOf, zonedTimeLabel } from '../contracts/econsultation/zoned-time';
import { formatDayName } from '../contracts/format-time';
import type { Weekday } from '../contracts/reference';
import { passRobotCheck } from './support/accounts';
import { expectAccessible } from './support/axe';
import { completeFreelancerProfile, registerMember, signedIn } from './support/profiles';
import { dayButton, timesOn } from './support/slots';

/**
 * E-consultation journey in both projects: a freelancer with a
 * complete profile turns e-consultation on through the settings page (two
 * weekdays in Asia/Dubai, $40 an hour); a business books a slot, lands on the
 * booking confirmed ("Booked", join details, add to calendar), finds the row green (booked by you) in
 * its bookings list, and opens the booking; the freelancer sees the same booking on white with the client's
 * details, not their own card; the booked half hours are no longer
 * offered; once the freelancer blocks the date, it offers no times and says so. Users are made through the API and logged in through localStorage
 * 'Auth'. The settings, form, list and preview pass axe (WCAG 2.1 AA). With E2E_SCREENSHOTS=<dir> the settings page, booking form and
 * bookings list are saved as full-page screenshots for review.
 */

test.describe.configure({ timeout: 150_000 });

const ZONE = 'Asia/Dubai';
/** How the pages name that zone (the shipped names, never the IANA ID). */
const ZONE_NAME = 'Dubai (United Arab Emirates)';

/** The first date at least two days ahead in Dubai that falls on `weekday` (so no time of it has passed). */
function nextDate(weekday: Weekday): string {
  const today = todayIn(ZONE);
  for (let i = 2; i < 10; i++) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    if (weekdayOf(date) === weekday) return date;
  }
  throw new Error('unreachable');
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  await fs.mkdir(dir, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(dir, `${name}-${testInfo.project.name}.png`), fullPage: true });
}

test('a freelancer offers e-consultations; a business books a slot; both see it in their bookings; the slot is taken', ONE_WIDTH_AND_ZONES, async ({ page, newPage, request }, testInfo) => {
  const freelancer = await registerMember(request, testInfo, 'Layla');
  const freelancerId = await completeFreelancerProfile(request, freelancer);
  const business = await registerMember(request, testInfo, 'Omar', true);
  const freelancerPage = await signedIn(page, freelancer);
  const businessPage = await signedIn(await newPage(), business);
  const sunday = nextDate('Sunday');
  const freelancerName = `${freelancer.firstName} ${freelancer.lastName}`;

  await test.step('the freelancer turns e-consultation on with Sunday and Wednesday', async () => {
    const page = freelancerPage;
    await page.goto('/econsultationsettings');
    await expect(page.getByRole('heading', { level: 1, name: 'e-Consultation Settings' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'I want to participate as an e-Consultant' }).check();
    await page.getByRole('checkbox', { name: 'Sunday', exact: true }).check();
    await expect(page.getByRole('combobox', { name: 'Sunday From' })).toHaveValue('09:30 AM');
    await expect(page.getByRole('combobox', { name: 'Sunday To' })).toHaveValue('06:00 PM');
    await page.getByRole('checkbox', { name: 'Wednesday', exact: true }).check();
    await page.getByRole('combobox', { name: 'Wednesday From' }).selectOption('01:00 PM');
    await page.getByRole('combobox', { name: 'Wednesday To' }).selectOption('05:00 PM');
    await expect(page.getByRole('combobox', { name: 'Monday From' })).toBeDisabled();
    await page.getByRole('combobox', { name: /^Time zone/ }).selectOption(ZONE);
    await page.getByLabel('Hourly rate (US$)').fill('40');
    await page.getByRole('checkbox', { name: 'Send conference information to the client' }).check();
    await page.getByLabel('Conference Platform').fill('Zoom');
    await page.getByLabel('Conference Link').fill('zoom.us/j/123456789');
    await screenshot(page, testInfo, 'settings');
    await expectAccessible(page, 'settings');
    await page.getByRole('button', { name: 'Save e-Consultation settings' }).click();
    await expect(page.getByText('E-Consultation details updated')).toBeVisible();

    // Stored: a fresh visit reads the same settings back.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'I want to participate as an e-Consultant' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Wednesday', exact: true })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Wednesday To' })).toHaveValue('05:00 PM');
    await expect(page.getByRole('combobox', { name: /^Time zone/ })).toHaveValue(ZONE);
  });

  await test.step('a business books Sunday 10:00–11:00 AM and lands on the booking, confirmed; its bookings list shows the row green', async () => {
    const page = businessPage;
    await page.goto(`/econsultancy/booking/${freelancerId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book an e-Consultation' })).toBeVisible();
    await expect(page.getByRole('article', { name: freelancerName })).toBeVisible();
    await expect(page.getByText(/freelancer's time zone/)).toHaveCount(0);

    // The availability popup: Day / From / To in the freelancer's zone; Escape closes it.
    await page.getByRole('button', { name: 'Show/Hide freelancer eConsultation availability' }).click();
    const popup = page.getByRole('dialog', { name: 'Freelancer eConsultation availability' });
    await expect(popup.getByRole('row', { name: /Sunday 09:30 AM 06:00 PM/ })).toBeVisible();
    await expect(popup.getByRole('row', { name: /Wednesday 01:00 PM 05:00 PM/ })).toBeVisible();
    await expect(popup.getByText(`Freelancer's time zone: ${ZONE_NAME}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    await page.getByLabel('Organization').fill('Nile Learning Group');
    await page.getByLabel('Requirements').fill('Review our leadership programme for branch managers.');
    // The client reads the times in Cairo; the consultant works in Dubai.
    await page.getByRole('combobox', { name: /^Your time zone/ }).selectOption('Africa/Cairo');
    // "Next available" chooses the first free start; a day off cannot be chosen.
    await page.getByRole('button', { name: /^Next available: / }).click();
    await expect(page.getByText(/^You chose .* For the consultant, in /)).toBeVisible();
    await expect(await dayButton(page, nextDate('Monday'))).toHaveAttribute('aria-disabled', 'true');
    await (await dayButton(page, sunday)).click();
    // 10:00 AM in Dubai, in Cairo's time.
    await timesOn(page, sunday).getByRole('button', { name: zonedTimeLabel(`${sunday}T06:00:00Z`, 'Africa/Cairo'), exact: true }).click();
    await expect(page.getByText(/^You chose /)).toContainText(`For the consultant, in ${ZONE_NAME}: ${formatDayName(sunday, 'en')}, 10:00 AM – 11:00 AM.`);
    await expect(page.getByRole('group', { name: 'Fees' })).toContainText('$40');
    await page.getByRole('checkbox', { name: 'I have read and accept the notes above' }).check();
    await passRobotCheck(page);
    await screenshot(page, testInfo, 'booking');
    await expectAccessible(page, 'booking form');
    await page.getByRole('button', { name: 'Book e-Consultation' }).click();
    await expect(page.getByText('Econsultation booked successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/econsultancy\/booking\/preview\/[0-9a-f-]{36}\?booked=1$/);
    // In the client's zone, as chosen: 10:00 AM in Dubai is 08:00 AM in Cairo.
    await expect(page.getByRole('region', { name: 'Booked' })).toContainText(`Your e-consultation with ${freelancerName} is booked for `);
    await expect(page.getByRole('region', { name: 'Booked' })).toContainText('08:00 AM – 09:00 AM in Cairo (Egypt).');
    await expect(page.getByRole('link', { name: 'Add to Google Calendar' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Meeting and payment' }).getByRole('link', { name: 'Join the meeting' })).toBeVisible();
    await screenshot(page, testInfo, 'booked');
    // Checked without the success toast over it (the toast is the app shell's, not this page's); a reload still confirms.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Booked' })).toBeVisible();
    await expectAccessible(page, 'booking page, just booked');

    await page.goto('/econsultancy/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'e-Consultation Bookings' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: freelancerName });
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-booked-by-viewer', 'true');
    await expect(row).toContainText('Haddad Consulting');
    await expect(row).toContainText('10:00 AM – 11:00 AM');
    await expect(row).toContainText('1 hr');
    await expect(row).toContainText(ZONE_NAME);
    // Green: booked by you.
    expect(await row.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(220, 252, 231)');
    await screenshot(page, testInfo, 'bookings');
    await expectAccessible(page, 'bookings list');

    await row.getByRole('link', { name: /^Open booking/ }).click();
    await expect(page).toHaveURL(/\/econsultancy\/booking\/preview\/[0-9a-f-]{36}$/);
    await expect(page.getByText('You booked this e-Consultation.')).toBeVisible();
    const client = page.getByRole('region', { name: 'Client information' });
    await expect(client).toContainText('Nile Learning Group');
    await expect(client).toContainText(business.email);
    const details = page.getByRole('region', { name: 'Requested date and time' });
    await expect(details).toContainText('10:00 AM');
    await expect(details).toContainText('11:00 AM');
    await expect(details).toContainText(ZONE_NAME);
    await expect(page.getByRole('article', { name: freelancerName }).getByText('Preview', { exact: true })).toHaveCount(0);
    // What the booking e-mail shares, and the booking for Google Calendar and Outlook at its real instants (Dubai is UTC+4).
    const meeting = page.getByRole('region', { name: 'Meeting and payment' });
    await expect(meeting.getByText('Zoom', { exact: true })).toBeVisible();
    await expect(meeting.getByRole('link', { name: 'Join the meeting' })).toHaveAttribute('href', 'https://zoom.us/j/123456789');
    const day = sunday.replace(/-/g, '');
    const google = new URL((await page.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href'))!);
    expect(google.searchParams.get('dates')).toBe(`${day}T060000Z/${day}T070000Z`);
    expect(google.searchParams.get('text')).toBe(`e-Consultation with ${freelancerName}`);
    const outlook = new URL((await page.getByRole('link', { name: 'Add to Outlook' }).getAttribute('href'))!);
    expect(outlook.searchParams.get('startdt')).toBe(`${sunday}T06:00:00.000Z`);
    await expectAccessible(page, 'booking preview');
  });

  await test.step("the freelancer sees the booking on white with the client's details, not their own card", async () => {
    const page = freelancerPage;
    await page.goto('/econsultancy/bookings');
    const row = page.getByRole('row').filter({ hasText: 'Nile Learning Group' });
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-booked-by-viewer', 'false');
    await expect(row).toContainText(`${business.firstName} ${business.lastName}`);
    await expect(row).toContainText(business.email);
    expect(await row.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    await row.getByRole('link', { name: /^Open booking/ }).click();
    await expect(page.getByText('A client booked this e-Consultation with you.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Client information' })).toContainText('Nile Learning Group');
    await expect(page.getByRole('article', { name: freelancerName })).toHaveCount(0);
  });

  await test.step('the booked hour is no longer offered', async () => {
    const page = businessPage;
    await page.goto(`/econsultancy/booking/${freelancerId}`);
    await page.getByRole('combobox', { name: /^Your time zone/ }).selectOption(ZONE);
    await (await dayButton(page, sunday)).click();
    const times = timesOn(page, sunday);
    await expect(times.getByRole('button', { name: '11:00 AM', exact: true })).toBeVisible();
    // Hour-long sessions: none may start from 09:30 to 10:30, where they would meet the booking.
    for (const taken of ['09:30 AM', '10:00 AM', '10:30 AM']) await expect(times.getByRole('button', { name: taken, exact: true })).toHaveCount(0);
  });

  await test.step('the client cancels from the bookings list with a reason; both see it cancelled; the time is free again', async () => {
    const page = businessPage;
    await page.goto('/econsultancy/bookings');
    const row = page.getByRole('row').filter({ hasText: freelancerName });
    await expect(row).toHaveAttribute('data-status', 'confirmed');
    await expect(row).toContainText('Confirmed');
    await row.getByRole('button', { name: /^Cancel booking/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this e-Consultation?' });
    await dialog.getByLabel(/^Reason/).fill('Our branch managers are travelling that week.');
    await screenshot(page, testInfo, 'cancel-dialog');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText('Booking cancelled')).toBeVisible();
    await expect(row).toHaveAttribute('data-status', 'cancelled');
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: freelancerName })).toHaveAttribute('data-status', 'cancelled');
    await screenshot(page, testInfo, 'bookings-cancelled');
    await expectAccessible(page, 'bookings list with a cancelled booking');

    await page.getByRole('row').filter({ hasText: freelancerName }).getByRole('link', { name: /^Open booking/ }).click();
    await expect(page.getByTestId('cancellation')).toHaveText(/^Cancelled by you on /);
    await expect(page.getByText('Reason: Our branch managers are travelling that week.')).toBeVisible();
    await screenshot(page, testInfo, 'preview-cancelled');
    await expectAccessible(page, 'cancelled booking preview');

    const other = freelancerPage;
    await other.goto('/econsultancy/bookings');
    const theirRow = other.getByRole('row').filter({ hasText: 'Nile Learning Group' });
    await expect(theirRow).toHaveAttribute('data-status', 'cancelled');
    await expect(theirRow).toContainText('Cancelled');
    await theirRow.getByRole('link', { name: /^Open booking/ }).click();
    await expect(other.getByTestId('cancellation')).toHaveText(/^Cancelled by the client on /);
    await expect(other.getByText('Reason: Our branch managers are travelling that week.')).toBeVisible();
    await expect(other.getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0);

    // The cancelled hour is offered again.
    await page.goto(`/econsultancy/booking/${freelancerId}`);
    await page.getByRole('combobox', { name: /^Your time zone/ }).selectOption(ZONE);
    await (await dayButton(page, sunday)).click();
    await expect(timesOn(page, sunday).getByRole('button', { name: '10:00 AM', exact: true })).toBeVisible();
  });

  await test.step('the freelancer blocks that Sunday; the slot picker offers no times on it and says so', async () => {
    const page = freelancerPage;
    await page.goto('/econsultationsettings');
    const blocked = page.getByRole('group', { name: 'Blocked dates' });
    await blocked.getByRole('button', { name: 'Add blocked dates' }).click();
    await blocked.getByLabel(/First date/).fill(sunday);
    await blocked.getByLabel(/Last date/).fill(sunday);
    await blocked.getByLabel(/Note/).fill('Eid');
    await page.getByRole('button', { name: 'Save e-Consultation settings' }).click();
    await expect(page.getByText('E-Consultation details updated')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('group', { name: 'Blocked dates' }).getByLabel(/Note/)).toHaveValue('Eid');
    await screenshot(page, testInfo, 'settings-blocked');
    await expectAccessible(page, 'settings with blocked dates');

    const client = businessPage;
    await client.goto(`/econsultancy/booking/${freelancerId}`);
    await client.getByRole('combobox', { name: /^Your time zone/ }).selectOption(ZONE);
    const day = await dayButton(client, sunday);
    await expect(day).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled keeps the day clickable for people; Playwright waits for enabled elements unless forced.
    await day.click({ force: true });
    await expect(client.getByText('Freelancer is not available on the selected day.')).toBeVisible();
  });
});
