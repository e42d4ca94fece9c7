import { test, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ensureReferenceData } from './support/accounts';
import { logInAs, registerMember } from './support/profiles';
import { ONE_WIDTH, PHONE_WIDTH } from './support/test';

/**
 * The crop dialog fits the window. A 3024×4032 phone portrait
 * shows whole, with the crop square and Done, without scrolling, at
 * 1280×800 and at 375×812 (the two projects); a file that only says it is a
 * JPEG gets a clear message.
 */

/** A phone-camera portrait: 3024×4032 px, a gradient and a face-sized disc. */
async function phonePortrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3024" height="4032">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
    <rect width="3024" height="4032" fill="url(#g)"/><circle cx="1512" cy="1600" r="700" fill="#ffffff"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

async function openCropper(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto('/freelancerprofile');
  await page.getByLabel('Choose photo').setInputFiles(file);
  const cropper = page.getByRole('dialog', { name: 'Crop your photo' });
  await expect(cropper).toBeVisible();
  return cropper;
}

function inside(box: { x: number; y: number; width: number; height: number } | null, viewport: { width: number; height: number }) {
  expect(box).not.toBeNull();
  const { x, y, width, height } = box!;
  expect(width).toBeGreaterThan(0);
  expect(height).toBeGreaterThan(0);
  expect(x).toBeGreaterThanOrEqual(0);
  expect(y).toBeGreaterThanOrEqual(0);
  expect(x + width).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(y + height).toBeLessThanOrEqual(viewport.height + 0.5);
}

test('a 3024×4032 portrait fits the crop dialog: the whole image, the crop square, the preview and Done, without scrolling', async ({ page, request }, testInfo) => {
  const me = await registerMember(request, testInfo, 'Layla');
  await ensureReferenceData(page);
  await logInAs(page, me);
  const cropper = await openCropper(page, { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await phonePortrait() });

  const image = cropper.getByRole('img', { name: 'The photo to crop' });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(3024);
  const viewport = page.viewportSize()!;
  inside(await image.boundingBox(), viewport);
  inside(await cropper.locator('.ReactCrop__crop-selection').boundingBox(), viewport);
  inside(await cropper.getByRole('button', { name: 'Done' }).boundingBox(), viewport);
  inside(await cropper.getByRole('slider', { name: /^Zoom/ }).boundingBox(), viewport);
  const preview = cropper.getByRole('figure', { name: 'Preview' });
  inside(await preview.boundingBox(), viewport);
  // The preview is round.
  await expect(preview.locator('div')).toHaveCSS('border-radius', '50%');

  // Nothing scrolls: neither the page nor anything inside the dialog.
  const scrolls = await page.evaluate(() =>
    [document.scrollingElement!, ...document.querySelectorAll('[role="dialog"] *')]
      .filter((element) => element.scrollHeight > element.clientHeight + 1 && getComputedStyle(element).overflowY !== 'hidden' && getComputedStyle(element).overflowY !== 'visible')
      .map((element) => element.className || element.tagName),
  );
  expect(scrolls).toEqual([]);

  await page.screenshot({ path: testInfo.outputPath('crop-dialog.png') });
  await cropper.getByRole('button', { name: 'Done' }).click();
  await expect(cropper).toBeHidden();
  await expect(page.getByText('New photo, saved with the profile.')).toBeVisible();
});

test('a .jpg that is really text gets a clear message instead of a broken image', ONE_WIDTH, async ({ page, request }, testInfo) => {
  const me = await registerMember(request, testInfo, 'Omar');
  await ensureReferenceData(page);
  await logInAs(page, me);
  const cropper = await openCropper(page, { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('These are my notes, not a photo.\n') });
  await expect(cropper.getByRole('alert')).toHaveText('This file is not an image that can be read. Please choose a JPEG, PNG or WebP photo.');
  await expect(cropper.getByRole('button', { name: 'Done' })).toBeDisabled();
  await cropper.getByRole('button', { name: 'Undo' }).click();
  await expect(cropper).toBeHidden();
});

/** Whether two boxes share any area. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// Once per width and language: in English at 1280 px (where positioned toasts once hid Undo and Done), in Arabic at 375 px.
for (const lang of ['en', 'ar'] as const) {
  test(`a toast over the crop dialog leaves its Undo, Done and close button visible and clickable (${lang})`, lang === 'ar' ? PHONE_WIDTH : ONE_WIDTH, async ({ page, request }, testInfo) => {
    const me = await registerMember(request, testInfo, 'Layla');
    await ensureReferenceData(page);
    await logInAs(page, me);
    // The first encoding fails (as a browser out of memory would), so the dialog shows its failure toast; the next works.
    await page.addInitScript(() => {
      const toBlob = HTMLCanvasElement.prototype.toBlob;
      let failed = false;
      HTMLCanvasElement.prototype.toBlob = function (callback, ...rest) {
        if (failed) return toBlob.call(this, callback, ...rest);
        failed = true;
        callback(null);
      };
    });
    const words = lang === 'ar'
      ? { title: 'اقتصاص صورتك', done: 'تم', undo: 'تراجع', close: 'إغلاق', failed: 'تعذّر اقتصاص الصورة. يُرجى تجربة صورة أخرى.' }
      : { title: 'Crop your photo', done: 'Done', undo: 'Undo', close: 'Close', failed: 'The photo could not be cropped. Please try another image.' };
    await page.goto(`/freelancerprofile?lang=${lang}`);
    await page.getByLabel(lang === 'ar' ? 'اختر صورة' : 'Choose photo').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await phonePortrait() });
    const cropper = page.getByRole('dialog', { name: words.title });
    await expect(cropper.getByRole('img', { name: lang === 'ar' ? 'الصورة المراد اقتصاصها' : 'The photo to crop' })).toBeVisible();
    await cropper.getByRole('button', { name: words.done, exact: true }).click();
    const toast = cropper.getByRole('alert').filter({ hasText: words.failed });
    await expect(toast).toBeVisible();

    const viewport = page.viewportSize()!;
    const toastBox = (await toast.boundingBox())!;
    for (const name of [words.done, words.undo, words.close]) {
      const control = cropper.getByRole('button', { name, exact: true }).first();
      const box = await control.boundingBox();
      inside(box, viewport);
      expect(overlap(toastBox, box!), `the toast covers ${name}`).toBe(false);
    }
    await page.screenshot({ path: testInfo.outputPath(`crop-toast-${lang}.png`) });

    // Done works with the toast still there.
    await cropper.getByRole('button', { name: words.done, exact: true }).click();
    await expect(cropper).toBeHidden();
  });
}
