import type { Page } from '@playwright/test';
import { test, expect, ONE_WIDTH } from './support/test';
import { ensureReferenceData, mailsTo } from './support/accounts';
import { completeFreelancerProfile, logInAs, registerMember, signedIn, tinyPdf, uniqueWord } from './support/profiles';
import { inDays, postVacancy, sendProposal } from './support/vacancies';

/**
 * Vacancy journeys in both projects: a business posts a vacancy
 * with a PDF; a freelancer finds it by keyword, applies, sees it under
 * applied, withdraws and applies again; the business sees the applicant,
 * edits and deletes the vacancy; the freelancer then sees 'Vacancy was
 * removed'. Visitors see the contact masked and are sent to /login. Users are
 * made through the API and logged in through localStorage 'Auth'.
 */

test.describe.configure({ timeout: 120_000 });

/** The name the server gives a vacancy's PDF: '{title}-Khibra.pdf', other characters as dashes. */
const servedName = (title: string) => `${title.replace(/[^\p{L}\p{N}]+/gu, '-')}-Khibra.pdf`;

/** Fills every required field of the create form. */
async function fillVacancyForm(page: Page, title: string): Promise<void> {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Expiry date').fill(inDays(21));
  await page.getByLabel('Requirements').fill('Run a two-day leadership workshop for 20 branch managers in Muscat.');
  const skills = page.getByRole('searchbox', { name: 'Type to filter skills' });
  await skills.fill('leadership dev');
  await skills.press('Enter');
  await expect(page.getByRole('list', { name: 'Selected skills' }).getByText('Leadership Development')).toBeVisible();
  await page.getByLabel('Trainer', { exact: true }).check();
  await page.getByLabel('Vacancy details (PDF)').setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(page.getByText(/New file: brief\.pdf/)).toBeVisible();
  await page.getByLabel('Minimum experience').selectOption('5');
  await page.getByLabel('First language').selectOption('Arabic');
  await page.getByLabel('Country', { exact: true }).selectOption('Oman');
  await page.getByLabel('City', { exact: true }).fill('Muscat');
  await page.getByLabel('Workstation').selectOption('Onsite');
  await page.getByLabel('Travel required').selectOption('No');
  await page.getByLabel('Anytime').check();
  await page.getByLabel('Time period').selectOption('1-2 weeks');
  await page.getByLabel('Minimum availability').selectOption('Part time');
  await page.getByLabel('Project phase').selectOption('Training delivery');
  await page.getByLabel('Hourly rate').selectOption('Any');
  await page.getByLabel('Pay type').selectOption('Daily');
  await page.getByLabel('Flights').selectOption('Paid');
  await page.getByLabel('Hotel').selectOption('Not Paid');
}

test('a vacancy from posting to removal: post with a PDF, apply, withdraw, apply again, applicants, edit, delete', ONE_WIDTH, async ({ page, newPage, request }, testInfo) => {
  const business = await registerMember(request, testInfo, 'Omar', true);
  const freelancer = await registerMember(request, testInfo, 'Layla');
  await completeFreelancerProfile(request, freelancer);
  const keyword = uniqueWord(testInfo, 'Zeta');
  const title = `Trainer ${keyword}`;
  const businessPage = await signedIn(page, business);
  const freelancerPage = await signedIn(await newPage(), freelancer);

  await test.step('the business posts a vacancy with a PDF', async () => {
    await businessPage.goto('/vacancies/create');
    await expect(businessPage.getByRole('heading', { level: 1, name: 'Post a Vacancy' })).toBeVisible();
    await expect(businessPage.getByLabel('Contact name')).toHaveValue(`${business.firstName} ${business.lastName}`);
    await expect(businessPage.getByLabel('Contact email')).toHaveAttribute('readonly', '');
    await fillVacancyForm(businessPage, title);
    await businessPage.getByRole('button', { name: 'Post Vacancy' }).click();
    await expect(businessPage.getByText('Vacancy created successfully')).toBeVisible();
    await expect(businessPage).toHaveURL(/\/vacancies-posted$/);
    const card = businessPage.getByRole('article', { name: title });
    await expect(card.getByText('Published', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Applied by 0 freelancers' })).toBeVisible();
  });

  await test.step('the freelancer finds it by keyword, applies and sees it under applied', async () => {
    await freelancerPage.goto('/vacancies');
    await freelancerPage.getByLabel('Keywords').fill(keyword);
    await freelancerPage.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(freelancerPage).toHaveURL(new RegExp(`keywords=${keyword}`));
    const card = freelancerPage.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    // A member gets the contact unmasked.
    await expect(card.getByText(business.email)).toBeVisible();
    await sendProposal(card, freelancerPage, title, 'I ran this programme for three banks in Muscat.');
    await expect(freelancerPage.getByText('Applied to Vacancy')).toBeVisible();
    await expect(freelancerPage).toHaveURL(/\/vacancies-applied$/);
    await expect(freelancerPage.getByRole('article', { name: title })).toBeVisible();
  });

  await test.step('the freelancer withdraws and applies again', async () => {
    await freelancerPage.getByRole('button', { name: `Delete your application to ${title}` }).click();
    await freelancerPage.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(freelancerPage.getByText('Vacancy deleted successfully')).toBeVisible();
    await expect(freelancerPage.getByText('No applied vacancies found.')).toBeVisible();

    await freelancerPage.goto(`/vacancies?keywords=${keyword}`);
    // Arabic-Indic digits in the rate are read.
    await sendProposal(freelancerPage.locator('main'), freelancerPage, title, 'I ran this programme for three banks in Muscat, and can start in May.', '٦٥');
    await expect(freelancerPage.getByText('Applied to Vacancy')).toBeVisible();
    await expect(freelancerPage).toHaveURL(/\/vacancies-applied$/);
    await expect(freelancerPage.getByRole('article', { name: title })).toBeVisible();
  });

  const name = `${freelancer.firstName} ${freelancer.lastName}`;
  await test.step("the business opens 'Applied by', reads the proposal and shortlists the freelancer", async () => {
    await businessPage.goto('/vacancies-posted');
    await businessPage.getByRole('article', { name: title }).getByRole('link', { name: 'Applied by 1 freelancer' }).click();
    await expect(businessPage).toHaveURL(/\/vacancies-posted\/freelancers\/[^/]+$/);
    await expect(businessPage.getByRole('heading', { level: 1, name: 'Applied Freelancers' })).toBeVisible();
    await expect(businessPage.getByRole('article', { name })).toBeVisible();
    // One page of applicants: no pager at all (no lone disabled arrow).
    await expect(businessPage.getByText('Page 1')).toHaveCount(0);
    await expect(businessPage.getByRole('button', { name: 'Next page' })).toHaveCount(0);
    const row = businessPage.getByRole('article', { name });
    await expect(row.getByText('\u2068$65\u2069 an hour')).toBeVisible();
    await row.getByRole('button', { name: 'Read the proposal' }).click();
    const proposal = row.getByRole('region', { name: 'Proposal' });
    await expect(proposal.getByText('I ran this programme for three banks in Muscat, and can start in May.')).toBeVisible();
    await expect(row.getByText('Viewed', { exact: true })).toBeVisible();
    await proposal.getByRole('button', { name: `Shortlist ${name}` }).click();
    await expect(businessPage.getByText(`\u2068${name}\u2069 is on your shortlist`)).toBeVisible();
    await expect(row.getByText('Shortlisted', { exact: true })).toBeVisible();
  });

  await test.step('the freelancer sees the shortlist on Applied Vacancies and in an e-mail', async () => {
    await freelancerPage.goto('/vacancies-applied');
    await expect(freelancerPage.getByText(/You applied on .* · Shortlisted/)).toBeVisible();
    // After the account's verification e-mail.
    const mail = (await mailsTo(freelancer.email, 2)).find((text) => text.includes('The business has shortlisted your application.'));
    expect(mail).toContain(title);
  });

  const newTitle = `Senior ${title}`;
  await test.step('the business edits the vacancy', async () => {
    await businessPage.goto('/vacancies-posted');
    await businessPage.getByRole('link', { name: `Update ${title}` }).click();
    await expect(businessPage.getByRole('heading', { level: 1, name: 'Update Vacancy' })).toBeVisible();
    // Served under a name the server chose from the title, never the uploaded 'brief.pdf'.
    await expect(businessPage.getByText(`Current file: ${servedName(title)}`)).toBeVisible();
    // Left at Any on create: the edit form asks for a choice.
    await businessPage.getByRole('button', { name: 'Update' }).click();
    await expect(businessPage.getByText('Please select Hourly Rate')).toBeVisible();
    await businessPage.getByLabel('Hourly rate').selectOption('$50 - $75');
    await businessPage.getByLabel('Title', { exact: true }).fill(newTitle);
    await businessPage.getByRole('button', { name: 'Update' }).click();
    await expect(businessPage.getByText('Vacancy updated successfully')).toBeVisible();
    await expect(businessPage).toHaveURL(/\/vacancies-posted$/);
    await expect(businessPage.getByRole('article', { name: newTitle })).toBeVisible();
  });

  await test.step('the business deletes the vacancy', async () => {
    await businessPage.getByRole('link', { name: `Update ${newTitle}` }).click();
    await businessPage.getByRole('button', { name: 'Delete vacancy' }).click();
    const dialog = businessPage.getByRole('dialog', { name: 'Are you sure you want to delete this vacancy?' });
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(businessPage.getByText('Vacancy deleted successfully')).toBeVisible();
    await expect(businessPage).toHaveURL(/\/vacancies-posted$/);
    await expect(businessPage.getByRole('article', { name: newTitle })).toHaveCount(0);
  });

  await test.step("the freelancer sees 'Vacancy was removed'", async () => {
    await freelancerPage.goto('/vacancies-applied');
    const removed = freelancerPage.getByRole('article', { name: 'Vacancy was removed' });
    await expect(removed).toBeVisible();
    await expect(removed.getByText('Vacancy Deleted')).toBeVisible();
  });

  await businessPage.context().close();
  await freelancerPage.context().close();
});

test('a visitor sees the contact masked, and Apply, the PDF and Post Vacancy lead to /login', ONE_WIDTH, async ({ page, request }, testInfo) => {
  const business = await registerMember(request, testInfo, 'Omar', true);
  const keyword = uniqueWord(testInfo, 'Eta');
  const title = `Consultant ${keyword}`;
  await postVacancy(request, business, title);
  await ensureReferenceData(page);

  await page.goto(`/vacancies?keywords=${keyword}`);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText(business.email)).toHaveCount(0);
  // Three masks (on a phone folded away with the details, never shown unmasked).
  await expect(card.getByText('Please login to view')).toHaveCount(3);
  // Logging in brings the visitor back: to this search, or to the vacancy form.
  const here = new URL(page.url());
  const back = `/login?next=${encodeURIComponent(`${here.pathname}${here.search}`)}`;
  await expect(card.getByRole('link', { name: 'Vacancy details (PDF): login to download' })).toHaveAttribute('href', back);
  await expect(page.getByRole('main').getByRole('link', { name: /Post Vacancy/ })).toHaveAttribute('href', '/login?next=%2Fvacancies%2Fcreate');
  await card.getByRole('button', { name: `Apply to ${title}` }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === back);

  await page.goto('/vacancies-posted');
  await expect(page).toHaveURL(/\/login\?next=%2Fvacancies-posted$/);
});

test('a member downloads the PDF; a business cannot apply; nothing matches an unknown keyword', ONE_WIDTH, async ({ page, request }, testInfo) => {
  const poster = await registerMember(request, testInfo, 'Omar', true);
  const otherBusiness = await registerMember(request, testInfo, 'Huda', true);
  const keyword = uniqueWord(testInfo, 'Theta');
  const title = `Coach ${keyword}`;
  await postVacancy(request, poster, title);
  await ensureReferenceData(page);
  await logInAs(page, otherBusiness);

  await page.goto(`/vacancies?keywords=${keyword}`);
  const card = page.getByRole('article', { name: title });
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: `Vacancy details (PDF): ${servedName(title)}` }).click();
  expect((await downloading).suggestedFilename()).toBe(servedName(title));

  // A business-only account is offered no Apply (the server refuses it as well).
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  await expect(card.getByRole('button', { name: `Apply to ${title}` })).toHaveCount(0);

  await page.goto(`/vacancies?keywords=${keyword}nothing`);
  await expect(page.getByText('No vacancies found with match query.')).toBeVisible();
});
