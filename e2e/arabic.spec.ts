import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { SCHEDULING_DEFAULTS } from '../contracts/econsultation/schema';
import { API, ensureReferenceData, uniqueEmail } from './support/accounts';
import { expectAccessible } from './support/axe';
import { completeFreelancerProfile, logInAs, registerMember, tinyPdf, uniqueWord, type Member } from './support/profiles';
import { test, expect, PHONE_WIDTH } from './support/test';

/**
 * The Arabic edition: sign up, search, favourite, post a vacancy and book an
 * e-consultation, all in Arabic, at 375×812 (PHONE_WIDTH: the English
 * journeys cover each capability at both widths); the language switch and the
 * longest time zone name at 1280×800 as well. Every page right to left,
 * without horizontal scroll, axe clean (WCAG 2.1 AA).
 * Labels come from the Arabic catalog itself, so the test reads what an
 * Arabic reader reads. With E2E_SCREENSHOTS=<dir> each journey's pages are
 * saved as full-page screenshots for review. Every route in Arabic, once per
 * role, is all-routes.spec.ts's (layout, axe, console, no Latin text).
 */

test.describe.configure({ timeout: 150_000 });

const catalogDir = path.resolve('src', 'shared', 'i18n', 'ar');
const arabic: Record<string, string> = Object.assign(
  {},
  ...fs.readdirSync(catalogDir).filter((file) => file.endsWith('.json')).map((file) => JSON.parse(fs.readFileSync(path.join(catalogDir, file), 'utf8')) as Record<string, string>),
);

/** An Arabic message of the catalog, its simple `{name}` arguments filled. */
function ar(key: string, params: Record<string, string> = {}): string {
  const message = arabic[key];
  if (message === undefined) throw new Error(`no Arabic message ${key}`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole).trim();
}

/** Ticks the robot check in Arabic and waits until the server verified it. */
async function passRobotCheck(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: ar('accounts.robot.label') }).check();
  await expect(page.getByRole('status').filter({ hasText: ar('accounts.robot.verified') })).toBeVisible();
}

/** Every page is Arabic from the server's first byte, right to left, and no wider than the screen. */
async function expectArabicLayout(page: Page, name: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name}: horizontal scroll`).toBeLessThanOrEqual(0);
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `ar-${name}-${testInfo.project.name}.png`), fullPage: true });
}

/** `page`, its context remembering Arabic (the switcher's cookie), logged in as `member` when given. */
async function arabicPage(page: Page, member?: Member): Promise<Page> {
  await page.context().addCookies([{ name: 'khibra_lang', value: 'ar', url: String(test.info().project.use.baseURL) }]);
  await ensureReferenceData(page);
  if (member) {
    // A member sees their account's language: this one chose Arabic.
    const saved = await page.request.put(`${API}/user/language`, { headers: { Authorization: member.token }, data: { language: 'ar' } });
    expect(saved.ok()).toBeTruthy();
    await logInAs(page, member);
  }
  return page;
}

/** YYYY-MM-DD, `days` from today. */
function inDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const ZONE = 'Asia/Dubai';

/** A listed freelancer with an Arabic name, taking e-consultations on weekdays in Dubai at $40 an hour. */
async function arabicEConsultant(request: APIRequestContext, testInfo: TestInfo, firstName: string): Promise<Member & { id: string }> {
  const member = await registerMember(request, testInfo, firstName);
  const id = await completeFreelancerProfile(request, member);
  const eConsultation = {
    availability: (['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'] as const).map((day) => ({ day, from: '09:30 AM', to: '06:00 PM' })),
    timezone: ZONE,
    hourlyRate: '$40',
    WelcomeMessage: 'شكراً لحجزك، أراك قريباً.',
    ConferenceMessage: '',
    PaymentMessage: '',
    sendConferenceInfo: false,
    sendPaymentInfo: false,
    ConferencePlatform: '',
    ConferenceLink: '',
    PaymentPlatform: '',
    PaymentLink: '',
    ...SCHEDULING_DEFAULTS,
  };
  const saved = await request.post(`${API}/freelancer`, { headers: { Authorization: member.token }, data: { eConsultation, Iam: ['Trainer', 'E-Consultant'] } });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  return { ...member, id };
}

test('a visitor switches to Arabic and signs up in Arabic; the phone typed in Arabic digits is stored normalised', PHONE_WIDTH, async ({ page, request }, testInfo) => {
  await ensureReferenceData(page);
  await page.goto('/signup');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // The switcher is a link to this page in Arabic; the choice is then remembered and the address stays the route.
  if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page.getByRole('heading', { level: 1, name: ar('accounts.signup.title') })).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  await expectArabicLayout(page, 'signup');
  await page.reload();
  await expectArabicLayout(page, 'signup after reload');

  const email = uniqueEmail(testInfo, 'ar-signup');
  await page.getByLabel(ar('accounts.field.firstName')).fill('سلمى');
  await page.getByLabel(ar('accounts.field.lastName')).fill('الحارثي');
  await page.getByLabel(ar('accounts.field.email')).fill(email);
  await page.getByLabel(ar('accounts.field.phone')).fill('+٩٦٨ ٩١٢٣-٤٥٦٧');
  await page.getByLabel(ar('accounts.field.country')).selectOption('Oman');
  await page.getByLabel(ar('accounts.field.city')).fill('مسقط');
  await page.getByLabel(ar('accounts.field.password'), { exact: true }).fill('secret123');
  await page.getByLabel(ar('accounts.field.confirmPassword')).fill('secret123');
  await page.getByRole('checkbox', { name: new RegExp(ar('accounts.signup.termsBefore')) }).check();
  await passRobotCheck(page);
  await screenshot(page, testInfo, 'signup');
  await expectAccessible(page, 'signup');
  await page.getByRole('button', { name: ar('accounts.signup.submit') }).click();
  await expect(page.getByText(ar('accounts.signup.success'))).toBeVisible();

  // Stored: the account is Arabic (its e-mails follow), the phone in ASCII digits.
  const token = await page.evaluate(() => window.localStorage.getItem('Auth'));
  const profile = await request.get(`${API}/user/myprofile`, { headers: { Authorization: String(token) } });
  const { data } = (await profile.json()) as { data: { language: string; user: { phone: string; city: string } } };
  expect(data.language).toBe('ar');
  expect(data.user.phone).toBe('+96891234567');
  expect(data.user.city).toBe('مسقط');
});

test('in Arabic, a business finds "أحمد" by typing "احمد" and adds him to favourites', PHONE_WIDTH, async ({ page, request }, testInfo) => {
  const freelancer = await registerMember(request, testInfo, 'أحمد');
  await completeFreelancerProfile(request, freelancer);
  const business = await registerMember(request, testInfo, 'Omar', true);
  await arabicPage(page, business);

  await page.goto('/freelancers');
  await expectArabicLayout(page, 'freelancers');
  const name = `${freelancer.firstName} ${freelancer.lastName}`;
  // Typed without the hamza, as people often do: the search still finds أحمد.
  await page.getByLabel(ar('freelancers.search.name')).fill(`احمد ${freelancer.lastName}`);
  await page.getByRole('button', { name: ar('freelancers.search.submit'), exact: true }).click();
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  // A search sent before the page's scripts ran is an ordinary form submission: the results are then the server's
  // HTML, and the star answers once the scripts have run (a click before that is lost).
  await page.waitForLoadState('networkidle');
  await expect(card.getByRole('heading', { name })).toHaveAttribute('dir', 'auto');
  await card.getByRole('button', { name: ar('freelancers.favorite.add', { name }) }).click();
  await expect(page.getByText(ar('freelancers.favorite.added'))).toBeVisible();
  await screenshot(page, testInfo, 'freelancers-search');
  await expectAccessible(page, 'freelancers search');

  await page.goto('/favorite-freelancers');
  await expect(page.getByRole('heading', { level: 1, name: ar('freelancers.favorites.title') })).toBeVisible();
  await expect(page.getByRole('article', { name })).toBeVisible();
  await expectArabicLayout(page, 'favourites');
});

test('in Arabic, a business posts a vacancy written in Arabic', PHONE_WIDTH, async ({ page, request }, testInfo) => {
  const business = await registerMember(request, testInfo, 'Omar', true);
  await arabicPage(page, business);
  const title = `مدرب قيادة للفروع ${uniqueWord(testInfo, 'v')}`;

  await page.goto('/vacancies/create');
  await expectArabicLayout(page, 'vacancy form');
  await page.getByLabel(ar('vacancies.form.title'), { exact: true }).fill(title);
  await page.getByLabel(ar('vacancies.form.expiryDate')).fill(inDays(21));
  await page.getByLabel(ar('vacancies.form.requirements')).fill('تقديم ورشة قيادة لمدة يومين لعشرين مدير فرع في مسقط.');
  const skills = page.getByRole('searchbox', { name: ar('freelancers.skills.filter') });
  await skills.fill('leadership dev');
  await skills.press('Enter');
  await expect(page.getByRole('list', { name: ar('freelancers.skills.selected') }).getByRole('listitem')).toHaveCount(1);
  await page.getByLabel(ar('vacancies.form.isTrainer'), { exact: true }).check();
  await page.getByLabel(ar('vacancies.form.file')).setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await page.getByLabel(ar('vacancies.form.minExperience')).selectOption('5');
  await page.getByLabel(ar('vacancies.form.firstLanguage')).selectOption('Arabic');
  await page.getByLabel(ar('vacancies.form.country'), { exact: true }).selectOption('Oman');
  await page.getByLabel(ar('vacancies.form.city'), { exact: true }).fill('مسقط');
  await page.getByLabel(ar('vacancies.form.workstation')).selectOption('Onsite');
  await page.getByLabel(ar('vacancies.form.travelRequired')).selectOption('No');
  await page.getByLabel(ar('vacancies.form.anytime')).check();
  await page.getByLabel(ar('vacancies.form.timePeriod')).selectOption('1-2 weeks');
  await page.getByLabel(ar('vacancies.form.minAvailability')).selectOption('Part time');
  await page.getByLabel(ar('vacancies.form.projectPhase')).selectOption('Training delivery');
  await page.getByLabel(ar('vacancies.form.hourlyRate')).selectOption('Any');
  await page.getByLabel(ar('vacancies.form.payType')).selectOption('Daily');
  await page.getByLabel(ar('vacancies.form.flights')).selectOption('Paid');
  await page.getByLabel(ar('vacancies.form.hotel')).selectOption('Not Paid');
  await screenshot(page, testInfo, 'vacancy-form');
  await expectAccessible(page, 'vacancy form');
  await page.getByRole('button', { name: ar('vacancies.form.submitCreate') }).click();
  await expect(page.getByText(ar('vacancies.form.created'))).toBeVisible();

  // A visitor reading Arabic finds it, right to left, its Arabic title isolated.
  await page.goto(`/vacancies?keywords=${encodeURIComponent('مدرب قيادة')}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expectArabicLayout(page, 'vacancies');
});

test('in Arabic, a business books an e-consultation with an Arabic-speaking freelancer', PHONE_WIDTH, async ({ page, request }, testInfo) => {
  const freelancer = await arabicEConsultant(request, testInfo, 'ليلى');
  const business = await registerMember(request, testInfo, 'Omar', true);
  await arabicPage(page, business);

  await page.goto(`/econsultancy/booking/${freelancer.id}`);
  await expectArabicLayout(page, 'booking');
  await page.getByLabel(ar('econsultation.booking.organization')).fill('مجموعة النيل للتعلم');
  await page.getByLabel(ar('econsultation.booking.requirements')).fill('مراجعة برنامج القيادة لمديري الفروع.');
  // From "Next available", in the client's own zone (Cairo); the consultant's time in Dubai beside it.
  await page.getByRole('combobox', { name: new RegExp(`^${ar('econsultation.booking.timezone')}`) }).selectOption('Africa/Cairo');
  await page.getByRole('button', { name: /^أقرب موعد متاح: / }).click();
  await expect(page.getByText(/^اخترت .* لدى المستشار بتوقيت دبي \(الإمارات العربية المتحدة\): /)).toBeVisible();
  await expect(page.getByRole('grid')).toHaveAccessibleName(/^[\u0600-\u06FF]+ \d{4}$/);
  await page.getByRole('checkbox', { name: ar('econsultation.booking.accept') }).check();
  await passRobotCheck(page);
  await screenshot(page, testInfo, 'booking');
  await expectAccessible(page, 'booking form');
  await page.getByRole('button', { name: ar('econsultation.booking.submit') }).click();
  await expect(page.getByText(ar('econsultation.booking.booked'))).toBeVisible();
  // The booking page confirms it, with the join details and add to calendar.
  await expect(page).toHaveURL(/\/econsultancy\/booking\/preview\/[0-9a-f-]{36}\?booked=1$/);
  await expect(page.getByRole('region', { name: ar('econsultation.preview.bookedTitle') })).toBeVisible();
  await expect(page.getByRole('link', { name: ar('econsultation.preview.googleCalendar') })).toBeVisible();
  await expectArabicLayout(page, 'booking page');
  await screenshot(page, testInfo, 'booked');
  await expectAccessible(page, 'booking page, just booked');
});

/** Chooses the time zone with the longest name in the select, and checks that the select stays inside the screen, its name whole in its title. */
async function longestZoneFits(page: Page, select: ReturnType<Page['getByRole']>, name: string): Promise<void> {
  const longest = await select.evaluate((element: HTMLSelectElement) =>
    [...element.options].filter((option) => option.value).sort((a, b) => b.text.length - a.text.length)[0].value,
  );
  await select.selectOption(longest);
  const box = (await select.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, `${name}: the time zone select starts off the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name}: the time zone select runs off the screen`).toBeLessThanOrEqual(width + 0.5);
  const chosen = await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0].text);
  await expect(select).toHaveAttribute('title', chosen);
  await expectArabicLayout(page, name);
}

test('in Arabic, the longest time zone name fits its select on the e-Consultation settings and the booking form', async ({ page, newPage, request }, testInfo) => {
  const freelancer = await arabicEConsultant(request, testInfo, 'ليلى');
  const business = await registerMember(request, testInfo, 'Omar', true);

  const own = await arabicPage(page, freelancer);
  await own.goto('/econsultationsettings');
  const settingsZone = own.getByRole('combobox', { name: new RegExp(`^${ar('econsultation.settings.timezone')}`) });
  await expect(settingsZone).toBeVisible();
  await longestZoneFits(own, settingsZone, 'settings');
  await own.screenshot({ path: testInfo.outputPath('settings-zone.png') });
  // The dated periods' editors, in Arabic.
  await own.getByRole('button', { name: ar('econsultation.settings.addBlocked') }).click();
  await own.getByRole('button', { name: ar('econsultation.settings.addSpecial') }).click();
  await expectAccessible(own, 'settings with periods');

  const booking = await arabicPage(await newPage(), business);
  await booking.goto(`/econsultancy/booking/${freelancer.id}`);
  const bookingZone = booking.getByRole('combobox', { name: new RegExp(`^${ar('econsultation.booking.timezone')}`) });
  await expect(bookingZone).toBeVisible();
  await longestZoneFits(booking, bookingZone, 'booking');
  await bookingZone.scrollIntoViewIfNeeded();
  await booking.screenshot({ path: testInfo.outputPath('booking-zone.png') });
});

test('what a visitor typed on Contact us is still there after switching to Arabic', async ({ page }, testInfo) => {
  await page.goto('/contactus');
  await page.getByLabel(/^Name/).fill('Amira Haddad');
  await page.getByLabel(/^Email/).fill('amira@example.com');
  await page.getByLabel(/^Inquiry/).fill('هل تعملون في الرياض؟');
  if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page.getByRole('heading', { level: 1, name: ar('accounts.contact.title') })).toBeVisible();
  await expect(page.getByLabel(new RegExp(`^${ar('accounts.field.name')}`))).toHaveValue('Amira Haddad');
  await expect(page.getByLabel(new RegExp(`^${ar('accounts.field.email')}`))).toHaveValue('amira@example.com');
  await expect(page.getByLabel(new RegExp(`^${ar('accounts.field.inquiry')}`))).toHaveValue('هل تعملون في الرياض؟');
  await expectArabicLayout(page, 'contact us');
});
