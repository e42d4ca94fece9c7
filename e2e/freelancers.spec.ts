import { test, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { ensureReferenceData } from './support/accounts';
import { completeFreelancerProfile, logInAs, registerMember, tinyPdf, type Member } from './support/profiles';
import { ONE_WIDTH } from './support/test';

/**
 * Freelancer journeys: a freelancer completes a profile with a
 * cropped photo and a PDF résumé and appears in search; a visitor sees the
 * masked e-mail; a business favourites, unfavourites and downloads the
 * résumé; the full-screen preview closes with Escape. Users are created
 * through the API (robot proof, then register) and logged in by putting the
 * token in localStorage 'Auth'.
 */

/** A member with a complete, published profile saved through the API (for the journeys that start from one). */
async function createFreelancer(request: APIRequestContext, testInfo: TestInfo, roles: string[] = ['Trainer']): Promise<Member & { id: string }> {
  const member = await registerMember(request, testInfo, 'Layla');
  return { ...member, id: await completeFreelancerProfile(request, member, roles) };
}

/** A PNG drawn by the browser itself. */
async function drawPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const gradient = context.createLinearGradient(0, 0, 640, 480);
    gradient.addColorStop(0, '#0f766e');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(320, 200, 110, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

test('a freelancer completes the profile with a cropped photo and a PDF résumé, publishes, and appears in search', async ({ page, request }, testInfo) => {
  const me = await registerMember(request, testInfo, 'Layla');
  await ensureReferenceData(page);
  await logInAs(page, me);
  await page.goto('/freelancerprofile?firsttime=true');
  await expect(page.getByText('Update your freelancer profile to increase your chances of getting hired.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(me.email);
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');

  // Photo: choose, crop (zoom), Done.
  const png = await drawPng(page);
  await page.getByLabel('Choose photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const cropper = page.getByRole('dialog', { name: 'Crop your photo' });
  await expect(cropper).toBeVisible();
  await expect(page).toHaveURL(/crop=true/);
  await cropper.getByRole('slider', { name: /Zoom/ }).fill('1.5');
  await cropper.getByRole('button', { name: 'Done' }).click();
  await expect(cropper).toBeHidden();
  await expect(page).not.toHaveURL(/crop=/);
  await expect(page.getByText('New photo, saved with the profile.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', /^blob:/);

  // About and experience.
  await page.getByLabel('Profile header').fill('Leadership trainer and HR consultant');
  await page.getByLabel('Profile summary').fill('I help teams across the Gulf grow confident leaders.');
  await page.getByLabel('Company name').fill('Haddad Consulting');
  await page.getByLabel('LinkedIn profile').fill('linkedin.com/in/layla');
  await page.getByLabel('Total Experience').selectOption('12');
  await page.getByLabel('Degree').selectOption("Master's");
  await page.getByLabel('Nationality').selectOption('Jordan');
  await page.getByLabel('Residency Visa').fill('UAE residence visa');
  await page.getByLabel('First Language').selectOption('Arabic');
  await page.getByLabel('Availability').selectOption('Part time');
  await page.getByLabel('Work Station').selectOption('Hybrid');
  await page.getByLabel('Travel Willingness').selectOption('Within the GCC');
  await page.getByLabel('Hourly Rate').selectOption('$75 - $100');
  await page.getByLabel('I can start anytime').check();

  // Skills and roles.
  await page.getByRole('searchbox', { name: 'Type to filter skills' }).fill('team buil');
  await page.getByRole('searchbox', { name: 'Type to filter skills' }).press('Enter');
  await expect(page.getByRole('list', { name: 'Selected skills' }).getByText('Team Building')).toBeVisible();
  await page.getByLabel('Trainer', { exact: true }).check();

  // Résumé.
  await page.getByLabel('Upload resume (PDF)').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(page.getByText('cv.pdf')).toBeVisible();

  // Publish stays Yes (green border).
  await expect(page.getByLabel('Publish Profile')).toHaveValue('yes');

  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Freelancer profile Saved')).toBeVisible();
  await expect(page.getByRole('region', { name: /Listing status/ })).toContainText('Your profile is published, complete and approved');

  // Listed in the search.
  await page.goto(`/freelancers?title=${me.lastName}`);
  const card = page.getByRole('article', { name: `${me.firstName} ${me.lastName}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Preview', { exact: true })).toBeVisible();
  await expect(card.getByText('Team Building')).toBeVisible();
  await expect(card.getByRole('img', { name: `Photo of ${me.firstName} ${me.lastName}` })).not.toHaveAttribute('src', '/content/default-avatar.svg');
});

test('a visitor sees the e-mail masked and is sent to /login', async ({ page, request, isMobile }, testInfo) => {
  const freelancer = await createFreelancer(request, testInfo);
  await page.goto(`/freelancers?title=${freelancer.lastName}`);
  const card = page.getByRole('article', { name: `${freelancer.firstName} ${freelancer.lastName}` });
  await expect(card).toBeVisible();
  await expect(card.getByText(freelancer.email)).toHaveCount(0);
  // On a phone the compact card keeps the contact in its preview.
  if (isMobile) await card.getByRole('button', { name: /^View full profile/ }).click();
  const contact = isMobile ? page.getByRole('dialog') : card;
  await expect(contact.getByText(freelancer.email)).toHaveCount(0);
  await contact.getByRole('link', { name: 'Please login to view' }).first().click();
  // Logging in brings the visitor back to this search.
  await expect(page).toHaveURL(/\/login\?next=%2Ffreelancers%3Ftitle%3D/);
});

test('a business favourites and unfavourites a freelancer and downloads the résumé', async ({ page, request, isMobile }, testInfo) => {
  const freelancer = await createFreelancer(request, testInfo);
  const business = await registerMember(request, testInfo, 'Omar', true);
  await logInAs(page, business);
  const name = `${freelancer.firstName} ${freelancer.lastName}`;

  await page.goto(`/freelancers?title=${freelancer.lastName}`);
  const card = page.getByRole('article', { name });
  // A member gets the e-mail; on a phone the compact card offers it as Message (the preview lists it).
  if (isMobile) await expect(card.getByRole('link', { name: 'Message' })).toHaveAttribute('href', `mailto:${freelancer.email}`);
  else await expect(card.getByRole('link', { name: freelancer.email })).toBeVisible();
  await card.getByRole('button', { name: `Add ${name} to favorites` }).click();
  await expect(page.getByText('Successfully added a new favorite freelancer')).toBeVisible();
  await expect(card.getByRole('button', { name: `Remove ${name} from favorites` })).toHaveAttribute('aria-pressed', 'true');

  // The résumé downloads as '{First}-{Last}-Khibra.pdf'.
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: /resume/i }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${freelancer.firstName}-${freelancer.lastName}-Khibra.pdf`);

  await page.goto('/favorite-freelancers');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorite Freelancers' })).toBeVisible();
  const favourite = page.getByRole('article', { name });
  await expect(favourite).toBeVisible();
  await favourite.getByRole('button', { name: `Remove ${name} from favorites` }).click();
  await expect(page.getByText('Successfully removed a favorite freelancer')).toBeVisible();
  await expect(page.getByText('No favorite freelancer added.')).toBeVisible();
});

test('the full-screen preview of a card closes with Escape', ONE_WIDTH, async ({ page, request }, testInfo) => {
  const freelancer = await createFreelancer(request, testInfo, ['Trainer', 'Consultant']);
  await page.goto(`/freelancers?title=${freelancer.lastName}`);
  const name = `${freelancer.firstName} ${freelancer.lastName}`;
  await page.getByRole('button', { name: `View full profile of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Profile of ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('I help teams across the Gulf grow leaders.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
