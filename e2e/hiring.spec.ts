import type { Page } from '@playwright/test';
import { test, expect, ONE_WIDTH, PHONE_WIDTH } from './support/test';
import { API, ensureReferenceData, mailsTo } from './support/accounts';
import { expectAccessible } from './support/axe';
import { completeFreelancerProfile, logInAs, registerMember, tinyPdf, uniqueWord, type Member } from './support/profiles';
import { postVacancy, sendProposal } from './support/vacancies';

/**
 * Hiring loop: who is hiring (a company page, verified by a link to an address at its domain), a
 * proposal, and the pipeline to a hire that closes the vacancy (the other open applications filled) and counts on
 * the company page; each freelancer reads the outcome, its day and the business's message in Applied Vacancies.
 */

test.describe.configure({ timeout: 150_000 });

/** Opens the verification link e-mailed to `address` (read from the outbox) in `page`. */
async function openVerificationLink(page: Page, address: string): Promise<void> {
  const link = (await mailsTo(address)).map((mail) => /\/api\/v1\.0\/unauth\/company\/verify\?token=[\w-]+/.exec(mail)?.[0]).find(Boolean);
  expect(link, 'verification link').toBeTruthy();
  await page.goto(link as string);
}

const REPORT_EN = { open: 'Report this vacancy', reason: 'Scam or fraud', details: 'Details', send: 'Send report', thanks: 'Thank you', done: 'Done' };

/** A member reports the vacancy open in `page`: a reason, a few words, the thanks (the dialog checked by axe). */
async function reportVacancy(page: Page, words: string, labels = REPORT_EN): Promise<void> {
  await test.step('the member reports the vacancy', async () => {
    await page.getByRole('button', { name: labels.open }).click();
    const dialog = page.getByRole('dialog', { name: labels.open });
    await dialog.getByRole('radio', { name: labels.reason }).check();
    await dialog.getByRole('textbox', { name: new RegExp(labels.details) }).fill(words);
    await expectAccessible(page, 'report dialog');
    await dialog.getByRole('button', { name: labels.send }).click();
    const thanks = page.getByRole('dialog', { name: labels.thanks });
    await thanks.getByRole('button', { name: labels.done }).click();
    await expect(thanks).toBeHidden();
  });
}

/** The business fills its company page in the form and saves it. */
async function saveCompanyPage(page: Page, fields: { name: string; website: string; industry: string }, labels = { name: 'Company name', website: 'Website', industry: 'Industry', save: 'Save company page', saved: 'Company page saved' }) {
  await page.goto('/my-company');
  await page.getByRole('textbox', { name: new RegExp(labels.name) }).fill(fields.name);
  await page.getByRole('textbox', { name: new RegExp(labels.industry) }).fill(fields.industry);
  await page.getByRole('textbox', { name: new RegExp(labels.website) }).fill(fields.website);
  await page.getByRole('button', { name: labels.save }).click();
  await expect(page.getByText(labels.saved)).toBeVisible();
}

test('a business shows who is hiring and verifies it; a freelancer proposes through the company page; the business declines one with a message and hires, closing the vacancy for the rest', ONE_WIDTH, async ({ page, newPage, request }, testInfo) => {
  await ensureReferenceData(page);
  const business = await registerMember(request, testInfo, 'Omar', true);
  const domain = `${uniqueWord(testInfo, 'bank').toLowerCase()}.test`;
  const company = `Gulf ${uniqueWord(testInfo, 'Bank')}`;
  const title = `Coach ${uniqueWord(testInfo, 'Branch')}`;
  const freelancer: Member = await registerMember(request, testInfo, 'Layla');
  await completeFreelancerProfile(request, freelancer);
  const other: Member = await registerMember(request, testInfo, 'Sami');
  await completeFreelancerProfile(request, other);
  const waiting: Member = await registerMember(request, testInfo, 'Nadia');
  await completeFreelancerProfile(request, waiting);
  const businessPage = await logInAs(page, business).then(() => page);

  await test.step('the business completes its company page and verifies its domain', async () => {
    await saveCompanyPage(businessPage, { name: company, website: `https://www.${domain}`, industry: 'Banking' });
    // A free e-mail service cannot verify a company.
    const address = businessPage.getByRole('textbox', { name: `An address at ${domain}` });
    await address.fill('omar@gmail.com');
    await businessPage.getByRole('button', { name: 'Send verification link' }).click();
    await expect(businessPage.getByText(/Addresses of free or disposable e-mail services cannot verify a company/)).toBeVisible();
    await address.fill(`hr@${domain}`);
    await businessPage.getByRole('button', { name: 'Send verification link' }).click();
    await expect(businessPage.getByText(`We sent a link to hr@${domain}. Open it to verify your company.`)).toBeVisible();
    await openVerificationLink(businessPage, `hr@${domain}`);
    await expect(businessPage).toHaveURL(/\/company\/[0-9a-f-]{36}\?verified=true$/);
    await expect(businessPage.getByRole('heading', { level: 2, name: company })).toBeVisible();
    await expect(businessPage.getByText(`✓ Verified: ${domain}`, { exact: true })).toBeVisible();
  });
  const companyPath = new URL(businessPage.url()).pathname;

  const vacancyId = await postVacancy(request, business, title);
  const applied = await request.put(`${API}/vacancy/apply`, { headers: { Authorization: other.token }, data: { vacancyId, coverLetter: 'I can start next week.', proposedRate: 50 } });
  expect(applied.ok()).toBe(true);
  expect((await request.put(`${API}/vacancy/apply`, { headers: { Authorization: waiting.token }, data: { vacancyId } })).ok()).toBe(true);

  const freelancerPage = await newPage();
  await logInAs(freelancerPage, freelancer);
  await test.step('the freelancer sees who is hiring, opens the company and sends a proposal from it', async () => {
    await freelancerPage.goto(`/vacancy/${vacancyId}`);
    await expect(freelancerPage.getByText(`✓ Verified: ${domain}`, { exact: true })).toBeVisible();
    await reportVacancy(freelancerPage, 'The fee is asked before the interview.');
    const again = await request.post(`${API}/reports`, { headers: { Authorization: freelancer.token }, data: { kind: 'vacancy', id: vacancyId, reason: 'spam' } });
    expect(again.status()).toBe(409);
    await freelancerPage.getByRole('link', { name: company }).click();
    await expect(freelancerPage).toHaveURL(new RegExp(`${companyPath}$`));
    await expect(freelancerPage.getByRole('heading', { level: 3, name: 'Open vacancies' })).toBeVisible();
    await sendProposal(freelancerPage.getByRole('article', { name: title }), freelancerPage, title, 'I coached branch managers of two Gulf banks last year.', '70', tinyPdf());
    await expect(freelancerPage.getByText('Applied to Vacancy')).toBeVisible();
    await expect(freelancerPage).toHaveURL(/\/vacancies-applied$/);
  });

  await test.step('the business declines one applicant with a message, then hires the freelancer, closing the vacancy', async () => {
    await businessPage.goto(`/vacancies-posted/freelancers/${vacancyId}`);
    await businessPage.getByRole('article', { name: `${freelancer.firstName} ${freelancer.lastName}` }).getByRole('button', { name: 'Read the proposal' }).click();
    // The proposal's PDF downloads under the server's name, not the uploader's.
    const download = businessPage.waitForEvent('download');
    await businessPage.getByRole('button', { name: `Proposal (PDF) of ${freelancer.firstName} ${freelancer.lastName}` }).click();
    expect((await download).suggestedFilename()).toBe(`Proposal-Layla-Coach-${title.split(' ')[1]}-Khibra.pdf`);
    await businessPage.getByRole('article', { name: `${other.firstName} ${other.lastName}` }).getByRole('button', { name: 'Read the proposal' }).click();
    await businessPage.getByRole('button', { name: `Decline ${other.firstName} ${other.lastName}` }).click();
    const decline = businessPage.getByRole('dialog');
    await decline.getByRole('textbox', { name: /Message to the freelancer/ }).fill('We chose a coach with banking experience.');
    await decline.getByRole('button', { name: 'Decline' }).click();
    await expect(businessPage.getByText(`You declined \u2068${other.firstName} ${other.lastName}\u2069`)).toBeVisible();

    await businessPage.getByRole('button', { name: `Hire ${freelancer.firstName} ${freelancer.lastName}` }).click();
    const hire = businessPage.getByRole('dialog');
    await hire.getByRole('textbox', { name: /Message to the freelancer/ }).fill('Welcome aboard: we start on Sunday.');
    await hire.getByRole('checkbox', { name: /Close the vacancy/ }).check();
    await hire.getByRole('button', { name: 'Hire' }).click();
    await expect(businessPage.getByText(`You hired \u2068${freelancer.firstName} ${freelancer.lastName}\u2069`)).toBeVisible();
    await expect(businessPage.getByRole('tab', { name: 'Hired 1' })).toBeVisible();
  });

  await test.step('each freelancer learns the outcome; the vacancy is closed and the company page counts the hire', async () => {
    const hiredMail = (await mailsTo(freelancer.email, 2)).find((mail) => mail.includes('the business has hired you'));
    expect(hiredMail).toContain('Welcome aboard: we start on Sunday.');
    const declinedMail = (await mailsTo(other.email, 2)).find((mail) => mail.includes('decided not to go further'));
    expect(declinedMail).toContain('We chose a coach with banking experience.');
    await freelancerPage.goto('/vacancies-applied');
    await expect(freelancerPage.getByText(/You applied on .* · Hired on \d{1,2} \w+ \d{4}/)).toBeVisible();
    // A decided application is hidden, not withdrawn: the hire stays the business's.
    await expect(freelancerPage.getByRole('button', { name: `Hide your application to ${title} from this list` })).toBeVisible();
    await expect(freelancerPage.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

    // The declined applicant reads the business's message; the one still waiting, that the position was filled and when.
    const declinedPage = await newPage();
    await logInAs(declinedPage, other);
    await declinedPage.goto('/vacancies-applied');
    await expect(declinedPage.getByText(/You applied on .* · Declined on \d{1,2} \w+ \d{4}/)).toBeVisible();
    await expect(declinedPage.getByText(/The business wrote: .*We chose a coach with banking experience\./)).toBeVisible();
    await expectAccessible(declinedPage, 'applied vacancies, declined');
    const waitingPage = await newPage();
    await logInAs(waitingPage, waiting);
    await waitingPage.goto('/vacancies-applied');
    await expect(waitingPage.getByText(/You applied on .* · Position filled on \d{1,2} \w+ \d{4}/)).toBeVisible();
    expect((await mailsTo(waiting.email, 1)).some((mail) => mail.includes('hired another applicant and closed this vacancy'))).toBe(true);

    await freelancerPage.goto(companyPath);
    await expect(freelancerPage.getByText('Freelancers hired on Khibra').locator('..')).toContainText('1');
    await expect(freelancerPage.getByText('No open vacancies right now.')).toBeVisible();
    expect((await request.get(`${API}/unauth/vacancy/${vacancyId}`)).status()).toBe(404);
  });
  await freelancerPage.context().close();
});

test('in Arabic, a business fills its company page, a freelancer proposes in Arabic and sees the shortlist, then the position filled by another hire', PHONE_WIDTH, async ({ page, newPage, request }, testInfo) => {
  await ensureReferenceData(page);
  const business = await registerMember(request, testInfo, 'عمر', true);
  const freelancer = await registerMember(request, testInfo, 'ليلى');
  await completeFreelancerProfile(request, freelancer);
  for (const member of [business, freelancer]) expect((await request.put(`${API}/user/language`, { headers: { Authorization: member.token }, data: { language: 'ar' } })).ok()).toBe(true);
  await page.context().addCookies([{ name: 'khibra_lang', value: 'ar', url: String(testInfo.project.use.baseURL) }]);
  await logInAs(page, business);
  const company = `مجموعة ${uniqueWord(testInfo, 'Najd')}`;
  await saveCompanyPage(page, { name: company, website: 'https://najd.test', industry: 'التجزئة' }, { name: 'اسم الشركة', website: 'الموقع الإلكتروني', industry: 'القطاع', save: 'حفظ صفحة الشركة', saved: 'تم حفظ صفحة الشركة' });
  const title = `مدرّب ${uniqueWord(testInfo, 'Sales')}`;
  const vacancyId = await postVacancy(request, business, title);

  const freelancerPage = await newPage();
  await freelancerPage.context().addCookies([{ name: 'khibra_lang', value: 'ar', url: String(testInfo.project.use.baseURL) }]);
  await logInAs(freelancerPage, freelancer);
  await freelancerPage.goto(`/vacancy/${vacancyId}`);
  await expect(freelancerPage.getByRole('link', { name: company })).toBeVisible();
  await reportVacancy(freelancerPage, 'يُطلب رسم قبل المقابلة.', { open: 'الإبلاغ عن هذه الوظيفة', reason: 'احتيال أو نصب', details: 'التفاصيل', send: 'إرسال البلاغ', thanks: 'شكرًا لك', done: 'تم' });
  await sendProposal(freelancerPage.locator('main'), freelancerPage, title, 'درّبت فرق المبيعات في ثلاث شركات تجزئة سعودية.', '٨٠');
  await expect(freelancerPage.getByText('تم التقديم على الوظيفة')).toBeVisible();

  await page.goto(`/vacancies-posted/freelancers/${vacancyId}`);
  await page.getByRole('button', { name: 'قراءة العرض' }).click();
  const proposal = page.getByRole('region', { name: 'العرض' });
  await expect(proposal.getByText('\u2068$80\u2069 للساعة')).toBeVisible();
  await page.getByRole('button', { name: `إضافة إلى القائمة المختصرة: ${freelancer.firstName} ${freelancer.lastName}` }).click();
  await expect(page.getByRole('article').getByText('في القائمة المختصرة', { exact: true })).toBeVisible();

  await freelancerPage.goto('/vacancies-applied');
  await expect(freelancerPage.getByText(/الحالة: في القائمة المختصرة/)).toBeVisible();

  // Another applicant is hired and the vacancy closed: the shortlisted application is filled, with its day.
  const hired = await registerMember(request, testInfo, 'سارة');
  await completeFreelancerProfile(request, hired);
  expect((await request.put(`${API}/vacancy/apply`, { headers: { Authorization: hired.token }, data: { vacancyId } })).ok()).toBe(true);
  const applicants = (await (await request.get(`${API}/vacancy/freelancers/${vacancyId}?page=1&status=new`, { headers: { Authorization: business.token } })).json()) as { data: { data: { application: { id: string } }[] } };
  const hire = await request.post(`${API}/vacancy/${vacancyId}/applications/${applicants.data.data[0].application.id}/status`, { headers: { Authorization: business.token }, data: { status: 'hired', closeVacancy: true } });
  expect(hire.ok()).toBe(true);
  await freelancerPage.reload();
  await expect(freelancerPage.getByText(/الحالة: تم شغل الوظيفة بتاريخ \S+ \S+ \S+/)).toBeVisible();
  await expect(freelancerPage.getByRole('button', { name: `إخفاء طلبك المقدَّم إلى ${title} من هذه القائمة` })).toBeVisible();
  await expectAccessible(freelancerPage, 'applied vacancies, position filled (ar)');
  await freelancerPage.context().close();
});
