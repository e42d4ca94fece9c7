import { test, expect, ONE_WIDTH, PHONE_WIDTH } from './support/test';
import { API, ensureReferenceData } from './support/accounts';
import { bookThroughApi, completeFreelancerProfile, logInAs, offerEConsultations, registerMember, tinyPdf } from './support/profiles';
import { postVacancy, inDays } from './support/vacancies';
import { axeViolations } from './support/axe';

/**
 * Conversations, in English at 1280 px and in Arabic at 375 px: a business writes to an applicant from the
 * applicants page; the freelancer, signed in elsewhere, sees it arrive without reloading, opens it (the business sees
 * "Seen") and answers with a PDF; the two parties of a booking talk from the booking's page; the freelancer blocks the
 * business after confirming, and the business's open conversation turns at once to "you can no longer reply". At
 * 375 px a conversation is the phone's whole screen: the composer at its bottom in sight, no footer.
 */

// A bound for a journey that hangs (two browsers, a live stream), not a speed requirement.
test.describe.configure({ timeout: 150_000 });

const WORDS = {
  en: {
    start: 'Message on Khibra',
    proposal: 'Read the proposal',
    box: 'Your message',
    send: 'Send',
    attach: 'Attach a PDF or an image',
    seen: 'Seen',
    leaving: 'Leaving Khibra',
    leavingFor: 'You are leaving Khibra for',
    back: 'Back',
    block: 'Block',
    menu: 'Conversation actions',
    unreadOne: 'Messages, 1 unread',
    conversations: 'Conversations',
    blockedNote: /You blocked/,
    cannotReply: /You can no longer reply/,
    first: 'Hello, could you start on the 3rd? Details: https://example.com/brief',
    reply: 'Yes, my outline is attached.',
    booking: 'Shall we use the first half hour for your questions?',
  },
  ar: {
    start: 'راسل على خبرة',
    proposal: 'قراءة العرض',
    box: 'رسالتك',
    send: 'إرسال',
    attach: 'إرفاق ملف PDF أو صورة',
    seen: 'تمت المشاهدة',
    leaving: 'مغادرة خبرة',
    leavingFor: 'يؤدي هذا الرابط إلى خارج خبرة:',
    back: 'رجوع',
    block: 'حظر',
    menu: 'إجراءات المحادثة',
    unreadOne: 'الرسائل، 1 رسالة غير مقروءة',
    conversations: 'المحادثات',
    blockedNote: /لقد حظرت/,
    cannotReply: /لم يعد بإمكانك الرد/,
    first: 'مرحبًا، هل يمكنك البدء يوم 3؟ التفاصيل: https://example.com/brief',
    reply: 'نعم، أرفقت المخطط.',
    booking: 'هل نخصص أول نصف ساعة لأسئلتك؟',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`conversations: an applicant messaged live, a PDF reply, "Seen", a booking's parties, blocking (${lang})`, lang === 'ar' ? PHONE_WIDTH : ONE_WIDTH, async ({ page, newPage, request }, testInfo) => {
    const w = WORDS[lang];
    await ensureReferenceData(page);
    const [business, freelancer] = await Promise.all([registerMember(request, testInfo, 'Salma', true), registerMember(request, testInfo, 'Yusuf')]);
    const freelancerId = await completeFreelancerProfile(request, freelancer);
    const vacancyId = await postVacancy(request, business, `Trainer ${testInfo.project.name} ${lang}`);
    const applied = await request.put(`${API}/vacancy/apply`, { headers: { Authorization: freelancer.token }, data: { vacancyId, coverLetter: 'I can start next week.', proposedRate: 50 } });
    expect(applied.ok()).toBe(true);
    await offerEConsultations(request, freelancer);
    const booking = await bookThroughApi(request, business, freelancerId, inDays(1));

    const base = String(testInfo.project.use.baseURL);
    await page.context().addCookies([{ name: 'khibra_lang', value: lang, url: base }]);
    await logInAs(page, business);
    const other = await newPage();
    await other.context().addCookies([{ name: 'khibra_lang', value: lang, url: base }]);
    await logInAs(other, freelancer);
    // The freelancer waits in the inbox: what comes next arrives on the live stream.
    await other.goto('/messages');
    await expect(other.getByRole('navigation', { name: w.conversations })).toBeVisible();

    await test.step('the business writes to the applicant from the applicants page; it arrives live', async () => {
      await page.goto(`/vacancies-posted/freelancers/${vacancyId}`);
      await page.getByRole('button', { name: w.proposal }).click();
      await page.getByRole('button', { name: w.start }).click();
      await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
      await page.getByRole('textbox', { name: w.box }).fill(w.first);
      await page.getByRole('button', { name: w.send }).click();
      await expect(page.getByRole('textbox', { name: w.box })).toHaveValue('');
      const viewport = page.viewportSize();
      if (viewport && viewport.width < 768) {
        // The phone's conversation screen: the composer's bottom is in sight, and there is no footer below it.
        const composer = await page.locator('form', { has: page.getByRole('textbox', { name: w.box }) }).boundingBox();
        expect(composer).not.toBeNull();
        expect((composer?.y ?? Infinity) + (composer?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
        await expect(page.locator('#main ~ footer')).toBeHidden();
      }
      // No reload: the header's count and the inbox follow the stream.
      await expect(other.getByRole('link', { name: w.unreadOne })).toBeVisible();
      await other.getByRole('navigation', { name: w.conversations }).getByRole('link', { name: new RegExp(business.firstName) }).click();
      const link = other.getByRole('link', { name: 'https://example.com/brief', exact: true });
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
      // Another site: a step that names the host first; Back stays.
      await link.click();
      const leave = other.getByRole('dialog', { name: w.leaving });
      await expect(leave).toContainText(w.leavingFor);
      await expect(leave).toContainText('example.com');
      expect(await axeViolations(other, `leaving Khibra (${lang})`)).toEqual([]);
      await leave.getByRole('button', { name: w.back }).click();
      await expect(leave).toBeHidden();
    });

    await test.step('the business sees "Seen"; the freelancer answers with a PDF, which the business receives live', async () => {
      await expect(page.getByText(w.seen, { exact: true })).toBeVisible();
      await other.getByLabel(w.attach).setInputFiles({ name: 'outline.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
      await other.getByRole('textbox', { name: w.box }).fill(w.reply);
      await other.getByRole('button', { name: w.send }).click();
      await expect(page.locator('p', { hasText: w.reply })).toBeVisible();
      await expect(page.getByRole('button', { name: /outline\.pdf/ })).toBeVisible();
      // The conversation with text, a link, a file and "Seen": no WCAG 2.1 A/AA violation, on either side (the
      // sender's own file sits on the primary colour).
      expect(await axeViolations(page, `conversation (${lang})`)).toEqual([]);
      expect(await axeViolations(other, `conversation, the sender's side (${lang})`)).toEqual([]);
    });

    await test.step("a booking's parties talk from the booking's page", async () => {
      await page.goto(`/econsultancy/booking/preview/${booking.id}`);
      await page.getByRole('button', { name: w.start }).click();
      await expect(page.getByText(booking.reference).first()).toBeVisible();
      await page.getByRole('textbox', { name: w.box }).fill(w.booking);
      await page.getByRole('button', { name: w.send }).click();
      await other.goto(`/econsultancy/booking/preview/${booking.id}`);
      await other.getByRole('button', { name: w.start }).click();
      await expect(other.locator('p', { hasText: w.booking })).toBeVisible();
    });

    await test.step('the freelancer blocks after confirming; the business, in the conversation, sees at once it cannot reply', async () => {
      await page.goBack();
      await page.goBack();
      await expect(page.locator('p', { hasText: w.reply })).toBeVisible();
      await expect(page.getByRole('textbox', { name: w.box })).toBeEnabled();
      await other.goBack();
      await other.goBack();
      await expect(other.locator('p', { hasText: w.reply })).toBeVisible();
      await other.getByRole('button', { name: w.menu }).click();
      await other.getByRole('button', { name: w.block, exact: true }).click();
      const confirm = other.getByRole('dialog');
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: w.block, exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(other.getByText(w.blockedNote)).toBeVisible();
      // On the live stream: no reload, no refused send.
      await expect(page.getByText(w.cannotReply)).toBeVisible();
      await expect(page.getByRole('textbox', { name: w.box })).toBeDisabled();
      expect(await axeViolations(page, `a conversation the member cannot reply to (${lang})`)).toEqual([]);
    });
  });
}
