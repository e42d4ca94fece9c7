import { eq } from 'drizzle-orm';
import { notificationMsg, type NotificationPreferences } from '@contracts/notifications';
import { WEEKDAYS } from '@contracts/reference';
import { todayIn } from '@contracts/econsultation/zoned-time';
import type { ConversationSummary } from '@contracts/conversation';
import { users } from '../../db/schema';
import { postWithProof, signUp, tampered } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { book, bookingPayload, createEConsultant } from '../../test/econsultations';
import { createFreelancer, createMember, type Member } from '../../test/freelancers';
import { mailsTo, unsubscribeTokenOf, type OutboxMail } from '../../test/outbox';
import { postVacancy, request } from '../../test/vacancies';
import { UNREAD_MAIL_DELAY_MS } from '../conversations/unread-mail';

const MINUTE = 60_000;
const SITE = 'https://khibra.example';
const ALL_ON: NotificationPreferences = { messages: true, applications: true, bookings: true, news: true };
const ALL_WEEK = WEEKDAYS.map((day) => ({ day, from: '12:00 AM', to: '11:30 PM' }));
const inDays = (days: number) => new Date(Date.parse(`${todayIn('UTC')}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const messageOf = (res: { json: () => unknown }) => (res.json() as { message: string }).message;
/** The signed token of a mail's List-Unsubscribe address. */

describe('notifications: preferences, the unread-message e-mail, one-click unsubscribe, and which e-mails honour them', () => {
  let t: TestApp;
  let outbox: string;
  const clock = { shift: 0 };
  let business: Member;
  let freelancer: Member & { id: string };
  let conversationId: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL: SITE }, { now: () => new Date(Date.now() + clock.shift) });
    outbox = t.app.mailer.outboxDir as string;
    business = await createMember(t, { firstName: 'Omar', lastName: 'Khalil', iam: ['Business'], email: 'omar.notify@example.test' });
    freelancer = await createFreelancer(t, { firstName: 'Layla', lastName: 'Haddad', email: 'layla.notify@example.test', language: 'ar' });
    conversationId = ((await request(t, 'POST', '/conversations', business.token, { withUserId: freelancer.user.id })).json().data as ConversationSummary).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const preferences = async (token: string) => (await request(t, 'GET', '/user/notifications', token)).json().data as NotificationPreferences;
  const setPreferences = (token: string, body: unknown) => request(t, 'PUT', '/user/notifications', token, body);
  const say = (token: string, text: string) => request(t, 'POST', `/conversations/${conversationId}/messages`, token, { text });
  const unreadMails = async () => (await mailsTo(outbox, 'layla.notify@example.test')).filter((m) => m.subject.includes('Omar Khalil'));
  const later = (ms: number) => {
    clock.shift += ms;
  };

  it('reads and saves the four switches of a member (messages, applications and bookings on, product news off at first); refuses bad values and visitors', async () => {
    expect(await preferences(business.token)).toEqual({ messages: true, applications: true, bookings: true, news: false });
    const saved = await setPreferences(business.token, { ...ALL_ON, bookings: false, extra: 'ignored' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ ...ALL_ON, bookings: false });
    expect(await preferences(business.token)).toEqual({ ...ALL_ON, bookings: false });
    for (const body of [{ ...ALL_ON, news: 'yes' }, { ...ALL_ON, messages: 'true' }, { messages: true }, { ...ALL_ON, applications: null }, []]) {
      const refused = await setPreferences(business.token, body);
      expect([refused.statusCode, messageOf(refused)]).toEqual([400, notificationMsg.badPreference]);
    }
    expect(await preferences(business.token)).toEqual({ ...ALL_ON, bookings: false });
    expect((await request(t, 'GET', '/user/notifications')).statusCode).toBe(401);
    expect((await setPreferences('', ALL_ON)).statusCode).toBe(401);
    expect((await setPreferences(business.token, ALL_ON)).statusCode).toBe(200);
  });

  it('e-mails an unread message once, 10 minutes later on the app clock, in the recipient’s language, escaped, with one-click unsubscribe; no second one within the hour', async () => {
    expect((await say(business.token, 'Hello Layla, <b>can</b> you start in March?')).statusCode).toBe(201);
    later(UNREAD_MAIL_DELAY_MS - MINUTE);
    expect(await unreadMails()).toHaveLength(0);
    later(2 * MINUTE);
    const [mail, ...more] = await unreadMails();
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe('رسالة جديدة من Omar Khalil');
    expect(mail.text).toContain('Hello Layla, <b>can</b> you start in March?');
    expect(mail.html).toContain('Hello Layla, &lt;b&gt;can&lt;/b&gt; you start in March?');
    expect(mail.html).not.toContain('<b>can</b>');
    expect(mail.links).toContain(`${SITE}/messages/${conversationId}`);
    expect(mail.headers['list-unsubscribe']).toMatch(new RegExp(`^<${SITE}/unsubscribe\\?token=[\\w.-]+>$`));
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The footer, in Arabic: why this e-mail came, and the same unsubscribe address.
    expect(mail.text).toContain('«الرسائل» مفعّلة في إعدادات الإشعارات');
    expect(mail.text).toContain(`${SITE}/unsubscribe?token=${unsubscribeTokenOf(mail)}`);
    expect(mail.html).toContain('إلغاء الاشتراك');

    // Another message within the hour: no second e-mail, even once it has waited its 10 minutes.
    later(10 * MINUTE);
    await say(business.token, 'Are you there?');
    later(UNREAD_MAIL_DELAY_MS + MINUTE);
    expect(await unreadMails()).toHaveLength(1);

    // An hour after the first, a new unread message is e-mailed again, quoting what is still unread.
    later(40 * MINUTE);
    await say(business.token, 'Third try.');
    later(UNREAD_MAIL_DELAY_MS + MINUTE);
    const mails = await unreadMails();
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('رسائل جديدة من Omar Khalil');
    expect(mails[1].text).toContain('Are you there?');
    expect(mails[1].text).toContain('Third try.');
  });

  it('sends nothing when the message is read within 10 minutes, nor to a member who turned message e-mails off', async () => {
    later(2 * 60 * MINUTE);
    await say(business.token, 'Read me quickly.');
    later(5 * MINUTE);
    expect((await request(t, 'POST', `/conversations/${conversationId}/read`, freelancer.token)).statusCode).toBe(200);
    later(UNREAD_MAIL_DELAY_MS);
    expect(await unreadMails()).toHaveLength(2);

    later(2 * 60 * MINUTE);
    expect((await setPreferences(freelancer.token, { ...ALL_ON, messages: false })).statusCode).toBe(200);
    await say(business.token, 'Nobody will e-mail this.');
    later(UNREAD_MAIL_DELAY_MS + MINUTE);
    expect(await unreadMails()).toHaveLength(2);
    // The other way round: Layla's message to Omar is e-mailed, in English.
    await say(freelancer.token, 'Sorry for the delay!');
    later(UNREAD_MAIL_DELAY_MS + MINUTE);
    const [toOmar] = (await mailsTo(outbox, 'omar.notify@example.test')).filter((m) => m.subject.startsWith('New message from Layla'));
    expect(toOmar.text).toContain('Sorry for the delay!');
    expect(toOmar.text).toContain('You get this e-mail because “Messages” is on in your notification settings.');
    await setPreferences(freelancer.token, ALL_ON);
  });

  it('unsubscribes by POST of the mailed address (RFC 8058) or the confirmation page’s call; a GET changes nothing; a tampered or foreign token is refused', async () => {
    const [mail] = await unreadMails();
    const token = unsubscribeTokenOf(mail);
    const address = `/unsubscribe?token=${encodeURIComponent(token)}`;
    // What a mail scanner does: follow the link. The page is the SPA's; nothing changes.
    await t.app.inject({ method: 'GET', url: address });
    await t.app.inject({ method: 'HEAD', url: address });
    expect((await preferences(freelancer.token)).messages).toBe(true);

    const forged = tampered(token);
    for (const bad of [forged, 'nonsense', '', freelancer.token]) {
      const refused = await t.app.inject({ method: 'POST', url: `/unsubscribe?token=${encodeURIComponent(bad)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect([refused.statusCode, messageOf(refused)]).toEqual([400, notificationMsg.badToken]);
    }
    expect((await request(t, 'POST', '/unsubscribe', undefined, { token: forged })).statusCode).toBe(400);
    expect((await preferences(freelancer.token)).messages).toBe(true);

    const oneClick = await t.app.inject({ method: 'POST', url: address, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json().data).toEqual({ category: 'messages', unsubscribed: true });
    expect(await preferences(freelancer.token)).toEqual({ ...ALL_ON, messages: false });

    // The confirmation page's button, without a login; again is fine.
    await setPreferences(freelancer.token, ALL_ON);
    const byPage = await request(t, 'POST', '/unsubscribe', undefined, { token });
    expect([byPage.statusCode, byPage.json().data]).toEqual([200, { category: 'messages', unsubscribed: true }]);
    expect((await request(t, 'POST', '/unsubscribe', undefined, { token })).statusCode).toBe(200);
    expect(await preferences(freelancer.token)).toEqual({ ...ALL_ON, messages: false });
    await setPreferences(freelancer.token, ALL_ON);
  });

  it('sends one e-mail when two workers (two instances) run the same message’s job at once: the hour is claimed by one UPDATE', async () => {
    later(2 * 60 * MINUTE);
    const sent = (await say(business.token, 'Once only.')).json().data as { id: string };
    const before = (await unreadMails()).length;
    later(UNREAD_MAIL_DELAY_MS + MINUTE);
    const { conversations } = t.app.services;
    const payload = { conversationId, messageId: sent.id, recipientId: freelancer.user.id };
    await Promise.all([conversations.sendUnreadMail(payload), conversations.sendUnreadMail(payload), conversations.sendUnreadMail(payload)]);
    // Reading the outbox runs the queued job as well: a fourth try, refused too.
    const mails = await unreadMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.text).toContain('Once only.');
  });

  it('application updates and their review reminders are skipped while "Application updates" is off; the business still gets its own', async () => {
    const vacancy = await postVacancy(t, business.token);
    const hired = await createFreelancer(t, { firstName: 'Salma', email: 'salma.notify@example.test' });
    await request(t, 'PUT', '/vacancy/apply', hired.token, { vacancyId: vacancy.id, coverLetter: 'Happy to help.' });
    const applicants = (await request(t, 'GET', `/vacancy/freelancers/${vacancy.id}?page=1`, business.token)).json().data as { data: { application: { id: string } }[] };
    const path = `/vacancy/${vacancy.id}/applications/${applicants.data[0].application.id}`;
    expect((await setPreferences(hired.token, { ...ALL_ON, applications: false })).statusCode).toBe(200);
    expect((await request(t, 'POST', `${path}/status`, business.token, { status: 'hired' })).statusCode).toBe(200);
    expect((await request(t, 'POST', `${path}/end`, business.token)).statusCode).toBe(200);
    expect(await mailsTo(outbox, 'salma.notify@example.test')).toEqual([]);
    const toBusiness = (await mailsTo(outbox, 'omar.notify@example.test')).filter((m) => m.subject.startsWith('How did it go?'));
    expect(toBusiness).toHaveLength(1);
    expect(toBusiness[0].headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('with "Booking reminders" off, a new booking, a proposed and accepted time and a cancellation are still e-mailed (their link stops reminders only, and says so); reminders are not', async () => {
    const consultant = await createEConsultant(t, { timezone: 'UTC', availability: ALL_WEEK, minNoticeHours: 0 }, { firstName: 'Hana', lastName: 'Mansour', email: 'hana.notify@example.test' });
    const client = await createMember(t, { firstName: 'Karim', email: 'karim.notify@example.test' });
    await setPreferences(client.token, { ...ALL_ON, bookings: false });
    const contact = { clientInformation: { name: 'Karim', organization: '', email: 'karim.notify@example.test', phone: '+201001234567', requirements: 'A plan.' } };
    const bookOn = async (days: number) => {
      const res = await book(t, client.token, bookingPayload(consultant.id, { preferenceDate: inDays(days), timezone: 'UTC', startTime: '10:00 AM', endTime: '11:00 AM' }, contact));
      expect(res.statusCode).toBe(201);
      return res.json().data as { id: string; reference: string; bookingDetails: { startsAt: string } };
    };
    const kept = await bookOn(3);
    expect((await request(t, 'POST', `/econsultancybooking/${kept.id}/reschedule`, consultant.token, { preferenceDate: inDays(3), startTime: '02:00 PM', endTime: '03:00 PM' })).statusCode).toBe(200);
    expect((await request(t, 'POST', `/econsultancybooking/${kept.id}/reschedule/accept`, client.token, {})).statusCode).toBe(200);
    const dropped = await bookOn(4);
    expect((await request(t, 'POST', `/econsultancybooking/${dropped.id}/cancel`, client.token, {})).statusCode).toBe(200);

    const toKarim = await mailsTo(outbox, 'karim.notify@example.test');
    // Mails queued within the same moment may be delivered in either order: compare them as a set.
    const subjects = toKarim.map((m) => m.subject);
    expect(subjects).toHaveLength(5);
    expect(subjects.filter((subject) => subject === 'Your e-Consultation with Hana Mansour is booked')).toHaveLength(2);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Hana Mansour proposes a new time for e-Consultation ${kept.reference}`,
        expect.stringMatching(new RegExp(`^e-Consultation ${kept.reference} has moved to `)),
        expect.stringMatching(/^The e-Consultation set for .* was cancelled$/),
      ]),
    );
    for (const mail of toKarim) {
      expect(mail.headers['list-unsubscribe']).toBeUndefined();
      expect(mail.text).toContain('This e-mail is about a change to your booking, so it is sent whatever your notification settings. The link below only stops “Booking reminders”.');
      expect(mail.text).toContain('Unsubscribe from “Booking reminders”:\nhttps://khibra.example/unsubscribe?token=');
    }

    // An hour before the moved time, the reminders come due: the consultant gets them, Karim does not.
    const before = clock.shift;
    clock.shift = Date.parse(`${inDays(3)}T14:00:00Z`) - 60 * MINUTE + MINUTE - Date.now();
    try {
      await t.app.jobs.drain();
      await t.app.jobs.drain();
    } finally {
      clock.shift = before;
    }
    const reminder = (m: OutboxMail) => / starts (tomorrow|in one hour): /.test(m.subject);
    expect((await mailsTo(outbox, 'karim.notify@example.test')).filter(reminder)).toEqual([]);
    const consultantReminders = (await mailsTo(outbox, 'hana.notify@example.test')).filter(reminder);
    expect(consultantReminders.length).toBeGreaterThan(0);
    expect(consultantReminders[0].headers['list-unsubscribe']).toMatch(/^<https:\/\/khibra\.example\/unsubscribe\?token=/);
  });

  it('security e-mails go whatever the preferences, without unsubscribe headers (a password reset)', async () => {
    const { email, token } = await signUp(t.app);
    expect((await setPreferences(token, { messages: false, applications: false, bookings: false, news: false })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect([row.notifyMessages, row.notifyApplications, row.notifyBookings, row.notifyNews]).toEqual([false, false, false, false]);
    expect((await postWithProof(t.app, '/unauth/password/new', { email })).statusCode).toBe(200);
    const reset = (await mailsTo(outbox, email)).filter((m) => /temporary/i.test(m.subject));
    expect(reset).toHaveLength(1);
    expect(reset[0].headers['list-unsubscribe']).toBeUndefined();
    expect(reset[0].text).not.toContain('/unsubscribe');
  });
});
