import { test, expect, ONE_WIDTH } from './support/test';
import { todayIn } from '../contracts/econsultation/zoned-time';
import { mailsTo } from './support/accounts';
import { expectAccessible } from './support/axe';
import { bookThroughApi, completeFreelancerProfile, offerEConsultations, registerMember, signedIn } from './support/profiles';
import { dayButton, timesOn } from './support/slots';

/**
 * After booking. Moving a booking, at both widths: a business booked a
 * freelancer (set up through the API); on the booking page it proposes a new
 * time from the freelancer's free times; the freelancer sees the proposal on
 * the same page (the e-mail links there) and accepts it; both bookings lists
 * show the moved time under Upcoming with the booking's readable reference,
 * and both got the moved invitation by e-mail. An emergency: the consultant
 * cancels inside the cancellation notice, with the reason the dialog asks for,
 * and both see the booking marked as an emergency cancellation (a rule: at one width).
 */

test.describe.configure({ timeout: 150_000 });

const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.parse(`${todayIn('UTC')}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

test('the consultant proposes a new time, the client accepts it, and the booking moves for both', async ({ page, newPage, request }, testInfo) => {
  const freelancer = await registerMember(request, testInfo, 'Layla');
  const freelancerId = await completeFreelancerProfile(request, freelancer);
  const business = await registerMember(request, testInfo, 'Omar', true);
  await offerEConsultations(request, freelancer, { sessionLengths: [30, 60] });
  // Half an hour, $20.
  const booking = await bookThroughApi(request, business, freelancerId, dateIn(4), 30);
  const businessPage = await signedIn(page, business);
  const freelancerPage = await signedIn(await newPage(), freelancer);

  await test.step("the consultant proposes 02:00–03:00 PM the next day from the booking page, starting from the booking's half hour, told the fees change", async () => {
    const page = freelancerPage;
    await page.goto('/econsultancy/bookings');
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    const row = upcoming.getByRole('row').filter({ hasText: booking.reference });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: /^Open booking/ }).click();
    await expect(page).toHaveURL(new RegExp(`/econsultancy/booking/preview/${booking.id}$`));
    await page.getByRole('button', { name: 'Propose a new time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Propose a new time' });
    // The slot picker, in the consultant's own zone (UTC), from the booking's own length.
    await expect(dialog.getByRole('radio', { name: /^30 min/ })).toBeChecked();
    await dialog.getByRole('radio', { name: /^1 hr/ }).check();
    await (await dayButton(page, dateIn(5))).click();
    await timesOn(page, dateIn(5)).getByRole('button', { name: '02:00 PM', exact: true }).click();
    await expect(dialog.getByTestId('reschedule-fees')).toHaveText('The new time lasts 1 hr: the fees change from $20 to $40.');
    await expectAccessible(page, 'reschedule dialog');
    await dialog.getByRole('button', { name: 'Send proposal' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('reschedule-proposal')).toContainText('02:00 PM – 03:00 PM');
    await expect(page.getByText("Waiting for the client's answer.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Propose a new time' })).toHaveCount(0);
  });

  await test.step('the client, e-mailed a link to the booking, accepts the new time there', async () => {
    await expect
      .poll(async () => (await mailsTo(business.email)).some((text) => text.includes(`/econsultancy/booking/preview/${booking.id}?reschedule=respond`)), { message: 'proposal e-mail with the link to the booking' })
      .toBe(true);
    await expect.poll(async () => (await mailsTo(business.email)).some((text) => text.includes('New total fees: $40 (now $20)'))).toBe(true);
    const page = businessPage;
    await page.goto(`/econsultancy/booking/preview/${booking.id}?reschedule=respond`);
    await expect(page.getByTestId('reschedule-proposal')).toContainText('02:00 PM – 03:00 PM');
    await expect(page.getByText(/^The consultant asks to move this e-Consultation\./)).toBeVisible();
    await expect(page.getByTestId('reschedule-proposal-fees')).toHaveText('The new time lasts 1 hr: the fees change from $20 to $40.');
    await expectAccessible(page, 'booking with a proposal to answer');
    await page.getByRole('button', { name: 'Accept new time' }).click();
    await expect(page.getByText('New time accepted: the booking has moved.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept new time' })).toHaveCount(0);
    const details = page.getByRole('region', { name: 'Requested date and time' });
    await expect(details).toContainText('02:00 PM');
    await expect(details).toContainText('03:00 PM');
  });

  await test.step('both lists show the moved booking under Upcoming, and both got the moved invitation', async () => {
    for (const [page, member] of [
      [businessPage, business],
      [freelancerPage, freelancer],
    ] as const) {
      await page.goto('/econsultancy/bookings');
      const row = page.getByRole('region', { name: 'Upcoming' }).getByRole('row').filter({ hasText: booking.reference });
      await expect(row).toContainText('02:00 PM');
      await expect(row).toContainText('03:00 PM');
      await expect.poll(async () => (await mailsTo(member.email)).filter((text) => text.includes('accepted the new time of the e-consultation')).length).toBe(1);
    }
    await expectAccessible(freelancerPage, 'bookings list after the move');
  });
});

test('the consultant cancels inside the notice in an emergency, with a reason; both see it marked', ONE_WIDTH, async ({ page, newPage, request }, testInfo) => {
  const freelancer = await registerMember(request, testInfo, 'Layla');
  const freelancerId = await completeFreelancerProfile(request, freelancer);
  const business = await registerMember(request, testInfo, 'Omar', true);
  // A week's notice: a booking four days ahead is already inside it.
  await offerEConsultations(request, freelancer, { cancellationNoticeHours: 168 });
  const booking = await bookThroughApi(request, business, freelancerId, dateIn(4));
  const freelancerPage = await signedIn(page, freelancer);

  await freelancerPage.goto(`/econsultancy/booking/preview/${booking.id}`);
  await expect(freelancerPage.getByText(/You can still cancel in an emergency until the start\.$/)).toBeVisible();
  await freelancerPage.getByRole('button', { name: `Cancel booking ${booking.reference}` }).click();
  const dialog = freelancerPage.getByRole('dialog', { name: 'Cancel this e-Consultation?' });
  await expect(dialog.getByText(/^The cancellation notice has passed\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByText('Please tell the client why: the booking starts within its cancellation notice.')).toBeVisible();
  await dialog.getByLabel(/^Reason for the client/).fill('I have to travel for a family emergency.');
  await expectAccessible(freelancerPage, 'emergency cancellation dialog');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(freelancerPage.getByText('Booking cancelled')).toBeVisible();
  await expect(freelancerPage.getByText('Emergency cancellation')).toBeVisible();

  const businessPage = await signedIn(await newPage(), business);
  await businessPage.goto(`/econsultancy/booking/preview/${booking.id}`);
  await expect(businessPage.getByTestId('cancellation')).toHaveText(/^Cancelled by the consultant on /);
  await expect(businessPage.getByText('Emergency cancellation')).toBeVisible();
  await expect(businessPage.getByText('Reason: I have to travel for a family emergency.')).toBeVisible();
  await expect.poll(async () => (await mailsTo(business.email)).some((mail) => mail.includes('An emergency cancellation'))).toBe(true);
});
