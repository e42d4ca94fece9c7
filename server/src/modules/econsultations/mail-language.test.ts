import { createTestApp, type TestApp } from '../../test/app';
import { book, bookingPayload, createEConsultant } from '../../test/econsultations';
import { createMember } from '../../test/freelancers';
import { postWithProof, signUp, uniqueEmail } from '../../test/accounts';
import { mailsTo } from '../../test/outbox';
import type { EConsultancyInfo } from '@contracts/econsultation/types';
import { DEFAULT_MESSAGES } from '@contracts/econsultation/default-messages';
import { formatMoney } from '@contracts/format';
import { localizeMessage } from '@contracts/messages-ar';
import { unfoldIcs } from './ics';

/**
 * E-mails in the recipient's language: each member's mail follows
 * their account's language, whoever made the request and in whichever
 * language: an Arabic freelancer booked by an English business gets Arabic,
 * the business English — the mail, its HTML direction and the calendar texts.
 */
describe('e-mails in the recipient\'s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends a booking to an Arabic freelancer in Arabic and to an English business in English; the cancellation too', async () => {
    const freelancer = await createEConsultant(t, {}, { firstName: 'ليلى', lastName: 'حداد', language: 'ar' });
    const business = await createMember(t, { firstName: 'Omar', iam: ['Business'], language: 'en' });
    const res = await book(t, business.token, bookingPayload(freelancer.id));
    expect(res.statusCode).toBe(201);
    const bookingId = (res.json() as { data: { id: string } }).data.id;

    const [toFreelancer] = await mailsTo(t.app.mailer.outboxDir as string, freelancer.user.email);
    expect(toFreelancer!.subject).toMatch(/^حجز Omar Saleh استشارة إلكترونية معك يوم /);
    expect(toFreelancer!.text).toContain('مرحبًا ليلى،');
    expect(toFreelancer!.text).toContain('— فريق خبرة');
    expect(toFreelancer!.html).toContain('<html lang="ar" dir="rtl">');
    expect(unfoldIcs(toFreelancer!.attachments[0]!.content)).toContain('SUMMARY:استشارة إلكترونية: Omar Saleh مع ليلى حداد');

    const [toBusiness] = await mailsTo(t.app.mailer.outboxDir as string, business.user.email);
    expect(toBusiness!.subject).toBe('Your e-Consultation with ليلى حداد is booked');
    expect(toBusiness!.text).toContain('Hello Omar,');
    expect(toBusiness!.html).toContain('<html lang="en" dir="ltr">');
    expect(unfoldIcs(toBusiness!.attachments[0]!.content)).toContain('SUMMARY:e-Consultation: Omar Saleh with ليلى حداد');

    // The English business cancels from an English page: the freelancer is still told in Arabic.
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/v1.0/econsultancybooking/${bookingId}/cancel`, headers: { authorization: business.token, 'accept-language': 'en' }, payload: {} });
    expect(cancelled.statusCode).toBe(200);
    const freelancerMails = await mailsTo(t.app.mailer.outboxDir as string, freelancer.user.email);
    expect(freelancerMails.at(-1)!.subject).toMatch(/^أُلغيت الاستشارة الإلكترونية المقررة يوم (الأحد|الاثنين|الثلاثاء|الأربعاء|الخميس|الجمعة|السبت)، /);
    expect(freelancerMails.at(-1)!.text).toContain('أُلغيت الاستشارة الإلكترونية معك بطلب من Omar Saleh.');
    const businessMails = await mailsTo(t.app.mailer.outboxDir as string, business.user.email);
    expect(businessMails.at(-1)!.subject).toMatch(/^The e-Consultation set for .* was cancelled$/);
    expect(businessMails.at(-1)!.text).toContain('You cancelled the e-consultation with ليلى حداد.');
  });

  it('writes times, the duration, the rate and the fees of an Arabic booking e-mail in Arabic', async () => {
    const freelancer = await createEConsultant(t, { hourlyRate: '$40' }, { firstName: 'ليلى', lastName: 'حداد', language: 'ar' });
    const client = await createMember(t, { firstName: 'عمر', iam: ['Business'], language: 'ar' });
    expect((await book(t, client.token, bookingPayload(freelancer.id, { startTime: '10:00 AM', endTime: '11:30 AM' }, { totalFees: '$60' }))).statusCode).toBe(201);
    const [toFreelancer] = await mailsTo(t.app.mailer.outboxDir as string, freelancer.user.email);
    expect(toFreelancer!.text).toContain('المدة: ساعة ونصف');
    expect(toFreelancer!.text).toContain(`الأجر بالساعة: ${formatMoney(40, 'USD', 'ar')}`);
    expect(toFreelancer!.text).toContain(`إجمالي الرسوم: ${formatMoney(60, 'USD', 'ar')}`);
    expect(toFreelancer!.text).toContain('10:00 ص – 11:30 ص بتوقيت دبي (الإمارات العربية المتحدة)');
    expect(toFreelancer!.subject).toContain('بتوقيت دبي (الإمارات العربية المتحدة)');
    expect(toFreelancer!.subject).not.toMatch(/AM|PM/);
    // The calendar invitation's details are joined with the Arabic comma.
    expect(unfoldIcs(toFreelancer!.attachments[0]!.content).find((line) => line.startsWith('DESCRIPTION:'))).toContain('الاسم: Omar Saleh، الجهة: Nile Learning Group');
    expect(toFreelancer!.text).not.toMatch(/\b(AM|PM|hrs?|min)\b/);
    // Wording right whoever booked: no verb in the masculine beside a name that may be a woman's ("حجز سلمى").
    expect(toFreelancer!.text).toContain('لديك حجز جديد عبر خبرة: استشارة إلكترونية مع');

    const negotiable = await createEConsultant(t, { hourlyRate: 'Negotiable' }, { firstName: 'سارة', lastName: 'علي', language: 'ar' });
    expect((await book(t, client.token, bookingPayload(negotiable.id, { startTime: '10:00 AM', endTime: '10:30 AM' }, { totalFees: 'NIL' }))).statusCode).toBe(201);
    const [toNegotiable] = await mailsTo(t.app.mailer.outboxDir as string, negotiable.user.email);
    expect(toNegotiable!.text).toContain('المدة: نصف ساعة');
    expect(toNegotiable!.text).toContain('الأجر بالساعة: قابل للتفاوض');
    expect(toNegotiable!.text).toContain('إجمالي الرسوم: يُتفق عليه');
    expect(toNegotiable!.text).not.toMatch(/Negotiable|NIL/);
  });

  it("sends the freelancer's built-in messages in each client's language, stores them in English when saved from an Arabic page, and keeps their own words", async () => {
    const arabic = (english: string) => localizeMessage(english, 'ar');
    // Saved from the Arabic settings page: the form showed (and sent) the Arabic built-in messages.
    const freelancer = await createEConsultant(
      t,
      { WelcomeMessage: arabic(DEFAULT_MESSAGES.WelcomeMessage), ConferenceMessage: '', PaymentMessage: arabic(DEFAULT_MESSAGES.PaymentMessage), sendConferenceInfo: true, ConferencePlatform: 'Zoom', ConferenceLink: 'https://zoom.example/j/1', sendPaymentInfo: true, PaymentPlatform: 'PayPal', PaymentLink: 'https://paypal.example/me' },
      { firstName: 'ليلى', lastName: 'حداد', language: 'ar' },
    );
    const own = (await t.app.inject({ method: 'GET', url: '/api/v1.0/freelancer/econsultancy', headers: { authorization: freelancer.token } })).json() as { data: { data: EConsultancyInfo } };
    expect(own.data.data.settings).toMatchObject({ WelcomeMessage: DEFAULT_MESSAGES.WelcomeMessage, ConferenceMessage: DEFAULT_MESSAGES.ConferenceMessage, PaymentMessage: DEFAULT_MESSAGES.PaymentMessage });

    const arabicClient = await createMember(t, { firstName: 'عمر', iam: ['Business'], language: 'ar' });
    const englishClient = await createMember(t, { firstName: 'Omar', iam: ['Business'], language: 'en' });
    expect((await book(t, arabicClient.token, bookingPayload(freelancer.id, { startTime: '10:00 AM', endTime: '11:00 AM' }))).statusCode).toBe(201);
    expect((await book(t, englishClient.token, bookingPayload(freelancer.id, { startTime: '01:00 PM', endTime: '02:00 PM' }))).statusCode).toBe(201);
    const [toArabic] = await mailsTo(t.app.mailer.outboxDir as string, arabicClient.user.email);
    for (const key of ['WelcomeMessage', 'ConferenceMessage', 'PaymentMessage'] as const) {
      expect(toArabic!.text).toContain(arabic(DEFAULT_MESSAGES[key]));
      expect(toArabic!.text).not.toContain(DEFAULT_MESSAGES[key]);
    }
    const [toEnglish] = await mailsTo(t.app.mailer.outboxDir as string, englishClient.user.email);
    expect(toEnglish!.text.replace(/\s+/g, ' ')).toContain(DEFAULT_MESSAGES.WelcomeMessage);
    expect(toEnglish!.text).not.toContain(arabic(DEFAULT_MESSAGES.WelcomeMessage));

    // A freelancer's own message goes out as written, whatever the reader's language.
    const custom = await createEConsultant(t, { WelcomeMessage: 'Welcome! Bring your questions.' }, { language: 'ar' });
    expect((await book(t, arabicClient.token, bookingPayload(custom.id, { startTime: '10:00 AM', endTime: '11:00 AM' }))).statusCode).toBe(201);
    const toArabicAgain = await mailsTo(t.app.mailer.outboxDir as string, arabicClient.user.email);
    expect(toArabicAgain.at(-1)!.text).toContain('Welcome! Bring your questions.');
  });

  it('sends a member their account e-mails in their language, whatever the language of the request', async () => {
    const member = await createMember(t, { firstName: 'سلمى', language: 'ar', mailVerified: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1.0/freelancer/generate-token', headers: { authorization: member.token, 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(t.app.mailer.outboxDir as string, member.user.email);
    expect(mail!.subject).toBe('أكّد بريدك الإلكتروني في خبرة');
    expect(mail!.text).toContain('مرحبًا سلمى،');
  });

  it('answers a visitor or a member whose language is not known from the page they used: the contact acknowledgement, an invitation, a calendar download', async () => {
    const outbox = t.app.mailer.outboxDir as string;
    const sender = uniqueEmail('contact');
    expect((await postWithProof(t.app, '/auth/contact-us?lang=ar', { name: 'Omar', email: sender, subject: 'Hello', inquiry: 'Hi there' })).statusCode).toBe(200);
    const [acknowledgement] = await mailsTo(outbox, sender);
    expect(acknowledgement!.subject).toBe('وصلتنا رسالتك');
    expect(acknowledgement!.html).toContain('<html lang="ar" dir="rtl">');
    // The inquiry itself goes to the support address in English.
    expect((await mailsTo(outbox, t.config.contactEmail)).at(-1)!.subject).not.toBe('وصلتنا رسالتك');

    const { token } = await signUp(t.app, { firstName: 'Noura', lastName: 'Saleh' });
    const friend = uniqueEmail('friend');
    expect((await postWithProof(t.app, '/auth/invite-friend?lang=ar', { emails: [friend] }, { token })).statusCode).toBe(200);
    expect((await mailsTo(outbox, friend))[0]!.subject).toBe('دعوة من Noura Saleh للانضمام إلى خبرة');

    const freelancer = await createEConsultant(t, {}, { firstName: 'Layla', lastName: 'Haddad', language: 'en' });
    const business = await createMember(t, { firstName: 'Omar', iam: ['Business'], language: 'en' });
    const booked = (await book(t, business.token, bookingPayload(freelancer.id))).json() as { data: { id: string } };
    const download = (lang: string) => t.app.inject({ method: 'GET', url: `/api/v1.0/econsultancybooking/${booked.data.id}/calendar.ics?lang=${lang}`, headers: { authorization: business.token } });
    expect(unfoldIcs((await download('ar')).body)).toContain('SUMMARY:استشارة إلكترونية: Omar Saleh مع Layla Haddad');
    expect(unfoldIcs((await download('en')).body)).toContain('SUMMARY:e-Consultation: Omar Saleh with Layla Haddad');
  });
});
