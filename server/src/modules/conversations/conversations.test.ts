import { conversationMsg, type ConversationSummary, type Message, type MessagesPage } from '@contracts/conversation';
import { WEEKDAYS } from '@contracts/reference';
import { todayIn } from '@contracts/econsultation/zoned-time';
import { messages } from '../../db/schema';
import { ConversationsRepository } from './repository';
import { createTestApp, type TestApp } from '../../test/app';
import { book, bookingPayload, createEConsultant } from '../../test/econsultations';
import { createFreelancer, createMember, type Member } from '../../test/freelancers';
import { postVacancy, request } from '../../test/vacancies';

const messageOf = (res: { json: () => unknown }) => (res.json() as { message: string }).message;
const ALL_WEEK = WEEKDAYS.map((day) => ({ day, from: '12:00 AM', to: '11:30 PM' }));
const inDays = (days: number) => new Date(Date.parse(`${todayIn('UTC')}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('conversations: who may talk about what, history, unread and "Seen", blocks, reports and limits', () => {
  let t: TestApp;
  const clock = { shift: 0 };
  let business: Member;
  let freelancer: Member & { id: string };
  let stranger: Member;
  let vacancyId: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { now: () => new Date(Date.now() + clock.shift) });
    business = await createMember(t, { firstName: 'Omar', lastName: 'Khalil', iam: ['Business'] });
    freelancer = await createFreelancer(t, { firstName: 'Layla', lastName: 'Haddad' });
    stranger = await createMember(t, { firstName: 'Sami' });
    vacancyId = (await postVacancy(t, business.token)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const start = (token: string, body: unknown) => request(t, 'POST', '/conversations', token, body);
  const say = (token: string, id: string, text: unknown) => request(t, 'POST', `/conversations/${id}/messages`, token, { text });
  const history = async (token: string, id: string, before = '') => (await request(t, 'GET', `/conversations/${id}/messages${before ? `?before=${before}` : ''}`, token)).json().data as MessagesPage;
  const inbox = async (token: string) => (await request(t, 'GET', '/conversations', token)).json().data as { data: ConversationSummary[]; unread: number };

  it('about a vacancy: only between its business and a freelancer who applied, started by either; one per pair and subject', async () => {
    const early = await start(freelancer.token, { withUserId: business.user.id, vacancyId });
    expect([early.statusCode, messageOf(early)]).toEqual([403, conversationMsg.vacancyRule]);
    expect((await request(t, 'PUT', '/vacancy/apply', freelancer.token, { vacancyId })).statusCode).toBe(200);
    const byBusiness = await start(business.token, { withUserId: freelancer.user.id, vacancyId });
    expect(byBusiness.statusCode).toBe(200);
    const conversation = byBusiness.json().data as ConversationSummary;
    expect(conversation).toMatchObject({ with: { firstName: 'Layla', lastName: 'Haddad' }, subject: { kind: 'vacancy', id: vacancyId }, last: null, unread: 0, blocked: false });
    expect(JSON.stringify(conversation)).not.toContain('@');
    const byFreelancer = (await start(freelancer.token, { withUserId: business.user.id, vacancyId })).json().data as ConversationSummary;
    expect(byFreelancer.id).toBe(conversation.id);
    expect((await start(stranger.token, { withUserId: business.user.id, vacancyId })).statusCode).toBe(403);
    for (const [body, status] of [
      [{ withUserId: business.user.id }, 403],
      [{ withUserId: stranger.user.id, vacancyId }, 403],
      [{ withUserId: business.user.id, vacancyId, bookingId: vacancyId }, 400],
      [{ withUserId: freelancer.user.id }, 400],
      [{ withUserId: '00000000-0000-4000-8000-000000000000' }, 404],
      [{}, 400],
    ] as const) {
      expect((await start(freelancer.token, body)).statusCode).toBe(status);
    }
  });

  it('writes plain text, reads history newest last and page by page, counts unread and tells the sender "Seen"', async () => {
    const [conversation] = (await inbox(business.token)).data;
    const first = await say(business.token, conversation.id, '  Hello Layla, <b>can</b> you start in March?  ');
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ text: 'Hello Layla, <b>can</b> you start in March?', mine: true });
    for (const text of ['', '   ', 'x'.repeat(5001), null]) {
      const res = await say(business.token, conversation.id, text);
      expect(res.statusCode).toBe(400);
    }
    expect(messageOf(await say(business.token, conversation.id, ' '))).toBe(conversationMsg.textRequired);
    expect(await inbox(freelancer.token)).toMatchObject({ unread: 1, data: [{ id: conversation.id, unread: 1, last: { text: 'Hello Layla, <b>can</b> you start in March?', mine: false } }] });
    expect((await history(business.token, conversation.id)).seenAt).toBeNull();
    expect((await request(t, 'POST', `/conversations/${conversation.id}/read`, freelancer.token)).statusCode).toBe(200);
    expect((await inbox(freelancer.token)).unread).toBe(0);
    expect((await history(business.token, conversation.id)).seenAt).not.toBeNull();

    for (let i = 0; i < 34; i++) {
      clock.shift += 10_000;
      await say(i % 2 ? business.token : freelancer.token, conversation.id, `Message ${i}`);
    }
    const newest = await history(freelancer.token, conversation.id);
    expect(newest.data).toHaveLength(30);
    expect(newest.data.at(-1)).toMatchObject({ text: 'Message 33', mine: false });
    expect(newest.hasMore).toBe(true);
    const older = await history(freelancer.token, conversation.id, newest.data[0].id);
    expect(older.data.map((m: Message) => m.text)).toEqual(['Hello Layla, <b>can</b> you start in March?', 'Message 0', 'Message 1', 'Message 2', 'Message 3']);
    expect(older.hasMore).toBe(false);
    expect((await request(t, 'GET', `/conversations/${conversation.id}/messages?before=nope`, freelancer.token)).statusCode).toBe(400);
  });

  it('answers 404 to anyone but the two participants, on every route, and 401 to visitors', async () => {
    const [conversation] = (await inbox(business.token)).data;
    const own = await request(t, 'GET', `/conversations/${conversation.id}`, freelancer.token);
    expect(own.json().data).toMatchObject({ id: conversation.id, with: { id: business.user.id }, subject: { kind: 'vacancy' } });
    for (const [method, path, body] of [
      ['GET', `/conversations/${conversation.id}`, undefined],
      ['GET', `/conversations/${conversation.id}/messages`, undefined],
      ['GET', `/conversations/${conversation.id}/messages/${conversation.id}/attachment`, undefined],
      ['POST', `/conversations/${conversation.id}/messages`, { text: 'Hi' }],
      ['POST', `/conversations/${conversation.id}/read`, undefined],
      ['POST', `/conversations/${conversation.id}/block`, undefined],
      ['POST', `/conversations/${conversation.id}/report`, { reason: 'Spam' }],
    ] as const) {
      expect((await request(t, method, path, stranger.token, body)).statusCode).toBe(404);
      expect((await request(t, method, path, undefined, body)).statusCode).toBe(401);
    }
    expect((await inbox(stranger.token)).data).toEqual([]);
  });

  it('a blocked member can no longer write, and nothing already said is hidden; unblocking lets them write again', async () => {
    const [conversation] = (await inbox(freelancer.token)).data;
    const blocked = await request(t, 'POST', `/conversations/${conversation.id}/block`, freelancer.token);
    expect((blocked.json().data as ConversationSummary).blocked).toBe(true);
    expect((blocked.json().data as ConversationSummary).blockedByOther).toBe(false);
    // The blocked member reads it before trying to write: the conversation's line and the inbox say so.
    const summaryFor = async (token: string) => (await request(t, 'GET', `/conversations/${conversation.id}`, token)).json().data as ConversationSummary;
    expect(await summaryFor(business.token)).toMatchObject({ blocked: false, blockedByOther: true });
    expect((await inbox(business.token)).data.find((c) => c.id === conversation.id)).toMatchObject({ blocked: false, blockedByOther: true });
    const refused = await say(business.token, conversation.id, 'Are you there?');
    expect([refused.statusCode, messageOf(refused)]).toEqual([403, conversationMsg.blocked]);
    expect((await start(business.token, { withUserId: freelancer.user.id, vacancyId })).statusCode).toBe(403);
    expect((await history(business.token, conversation.id)).data.length).toBe(30);
    // The one who blocked may still write.
    expect((await say(freelancer.token, conversation.id, 'Thanks, no.')).statusCode).toBe(201);
    await request(t, 'POST', `/conversations/${conversation.id}/unblock`, freelancer.token);
    expect(await summaryFor(business.token)).toMatchObject({ blocked: false, blockedByOther: false });
    expect((await say(business.token, conversation.id, 'Understood.')).statusCode).toBe(201);
    const report = await request(t, 'POST', `/conversations/${conversation.id}/report`, freelancer.token, { reason: 'Insisting after a no.' });
    expect(report.statusCode).toBe(200);
    expect((await new ConversationsRepository(t.app.database.db).reports(50)).map((r) => [r.conversationId, r.reason])).toContainEqual([conversation.id, 'Insisting after a no.']);
  });

  it('refuses a burst of more than 20 messages a minute with a clear message', async () => {
    const [conversation] = (await inbox(business.token)).data;
    clock.shift += 120_000;
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await say(business.token, conversation.id, `Burst ${i}`));
    expect(answers.slice(0, 20).every((res) => res.statusCode === 201)).toBe(true);
    expect([answers[20].statusCode, messageOf(answers[20])]).toEqual([429, conversationMsg.tooMany]);
    clock.shift += 61_000;
    expect((await say(business.token, conversation.id, 'After a minute.')).statusCode).toBe(201);
  });

  it("about a booking: between its parties; from a profile: a business writes first and the freelancer answers there", async () => {
    const consultant = await createEConsultant(t, { timezone: 'UTC', availability: ALL_WEEK, minNoticeHours: 0 });
    const client = await createMember(t, { iam: ['Business'] });
    const booking = (await book(t, client.token, bookingPayload(consultant.id, { preferenceDate: inDays(4), timezone: 'UTC', startTime: '10:00 AM', endTime: '11:00 AM' }))).json().data as { id: string; reference: string };
    const res = await start(consultant.token, { withUserId: client.user.id, bookingId: booking.id });
    expect(res.json().data).toMatchObject({ subject: { kind: 'booking', id: booking.id, reference: booking.reference } });
    expect((await start(stranger.token, { withUserId: client.user.id, bookingId: booking.id })).statusCode).toBe(403);

    const first = await start(freelancer.token, { withUserId: client.user.id });
    expect([first.statusCode, messageOf(first)]).toEqual([403, conversationMsg.profileRule]);
    const profile = (await start(client.token, { withUserId: freelancer.user.id })).json().data as ConversationSummary;
    expect(profile.subject).toEqual({ kind: 'profile' });
    expect(((await start(freelancer.token, { withUserId: client.user.id })).json().data as ConversationSummary).id).toBe(profile.id);
    expect(await t.database.db.select().from(messages)).not.toHaveLength(0);
  });
});
