import { eq } from 'drizzle-orm';
import type { ConversationSummary, Message } from '@contracts/conversation';
import type { SessionView } from '@contracts/security';
import { logIn, signUp, tampered } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { users } from '../../db/schema';
import { ACTIVE_PDF, API, createFreelancer, createMember, HTML_PDF, multipart, PDF, storedPdf, PNG, type Member } from '../../test/freelancers';
import { postVacancy, request } from '../../test/vacancies';
import { hashPassword } from '../users/password';
import { LiveStream as Stream } from '../../test/live-stream';

// npm test runs this file on both databases (scripts/test.sh): notices go through LISTEN/NOTIFY on PostgreSQL and
// in the process on PGlite.

describe('the live stream (GET /events): tickets, delivery to both members, "Seen", resuming, ending with the session; attachments', () => {
  let t: TestApp;
  let base: string;
  let business: Member;
  let freelancer: Member & { id: string };
  let stranger: Member;
  let conversation: ConversationSummary;
  const open: Stream[] = [];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    business = await createMember(t, { firstName: 'Omar', lastName: 'Khalil', iam: ['Business'] });
    freelancer = await createFreelancer(t, { firstName: 'Layla', lastName: 'Haddad' });
    stranger = await createMember(t, { firstName: 'Sami' });
    const vacancyId = (await postVacancy(t, business.token)).id;
    await request(t, 'PUT', '/vacancy/apply', freelancer.token, { vacancyId });
    conversation = (await request(t, 'POST', '/conversations', business.token, { withUserId: freelancer.user.id, vacancyId })).json().data as ConversationSummary;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    open.forEach((s) => s.close());
    await t.close();
  });

  const ticket = async (token: string) => (await request(t, 'POST', '/events/ticket', token)).json().data.ticket as string;
  const stream = async (query: string, headers: Record<string, string> = {}) => {
    const s = await Stream.open(base, query, headers);
    open.push(s);
    await s.until(() => s.comments > 0 || s.ended);
    return s;
  };
  const opened = async (token: string, query = '') => {
    const s = await stream(`?ticket=${await ticket(token)}${query}`);
    expect(s.status).toBe(200);
    return s;
  };
  const say = (token: string, text: string) => request(t, 'POST', `/conversations/${conversation.id}/messages`, token, { text });

  it('opens with a single-use ticket or the Authorization header, and refuses anyone else with 401', async () => {
    const oneTime = await ticket(freelancer.token);
    const first = await stream(`?ticket=${oneTime}`);
    expect(first.status).toBe(200);
    first.close();
    expect((await stream(`?ticket=${oneTime}`)).status).toBe(401);
    expect((await stream('?ticket=forged')).status).toBe(401);
    expect((await stream('')).status).toBe(401);
    expect((await request(t, 'POST', '/events/ticket', undefined)).statusCode).toBe(401);
    const withHeader = await stream('', { authorization: `Bearer ${business.token}` });
    expect(withHeader.status).toBe(200);
    withHeader.close();
  });

  it('delivers a message to both members (mine on the sender\'s side), a read to the sender, and nothing to others', async () => {
    const toFreelancer = await opened(freelancer.token);
    const toBusiness = await opened(business.token);
    const toStranger = await opened(stranger.token);
    const sent = (await say(business.token, 'Are you free on Sunday?')).json().data as Message;
    await toFreelancer.until(() => toFreelancer.messages().length === 1);
    await toBusiness.until(() => toBusiness.messages().length === 1);
    expect(toFreelancer.messages()[0]).toEqual({ conversationId: conversation.id, message: { ...sent, mine: false } });
    expect(toBusiness.messages()[0].message.mine).toBe(true);
    expect(toFreelancer.events.find((e) => e.type === 'message')?.id).toMatch(/^\d+$/);

    const read = (await request(t, 'POST', `/conversations/${conversation.id}/read`, freelancer.token)).json().data as { readAt: string };
    await toBusiness.until(() => toBusiness.events.some((e) => e.type === 'read'));
    expect(toBusiness.events.find((e) => e.type === 'read')?.data).toEqual({ conversationId: conversation.id, readAt: read.readAt });
    // The stranger's stream got nothing of it (the same notices reached the others' streams above).
    expect(toStranger.events).toEqual([]);
    [toFreelancer, toBusiness, toStranger].forEach((s) => s.close());
  });

  it('tells both members of a block and an unblock (the blocked one\'s open conversation changes at once), and no one else', async () => {
    const toFreelancer = await opened(freelancer.token);
    const toBusiness = await opened(business.token);
    const toStranger = await opened(stranger.token);
    const blocks = (s: Stream) => s.events.filter((e) => e.type === 'block').map((e) => e.data);
    await request(t, 'POST', `/conversations/${conversation.id}/block`, freelancer.token);
    await toBusiness.until(() => blocks(toBusiness).length === 1);
    await toFreelancer.until(() => blocks(toFreelancer).length === 1);
    expect(blocks(toBusiness)).toEqual([{ conversationId: conversation.id }]);
    await request(t, 'POST', `/conversations/${conversation.id}/unblock`, freelancer.token);
    await toBusiness.until(() => blocks(toBusiness).length === 2);
    expect(blocks(toStranger)).toEqual([]);
    [toFreelancer, toBusiness, toStranger].forEach((s) => s.close());
  });

  it('resumes after Last-Event-ID with the messages missed, each once', async () => {
    const first = await opened(freelancer.token);
    await say(business.token, 'One');
    await first.until(() => first.messages().length === 1);
    const lastId = first.events.find((e) => e.type === 'message')?.id ?? '';
    first.close();
    await say(business.token, 'Two');
    await say(freelancer.token, 'Three');
    // The header (an EventSource reconnecting) or the query (a client reopening it with a new ticket).
    const resumed = await stream(`?ticket=${await ticket(freelancer.token)}`, { 'last-event-id': lastId });
    await resumed.until(() => resumed.messages().length === 2);
    expect(resumed.messages().map((m) => [m.message.text, m.message.mine])).toEqual([
      ['Two', false],
      ['Three', true],
    ]);
    const byQuery = await stream(`?ticket=${await ticket(freelancer.token)}&lastEventId=${lastId}`);
    await byQuery.until(() => byQuery.messages().length === 2);
    await say(business.token, 'Four');
    await byQuery.until(() => byQuery.messages().length === 3);
    expect(byQuery.messages().map((m) => m.message.text)).toEqual(['Two', 'Three', 'Four']);
    resumed.close();
    byQuery.close();
  });

  it('ends a stream when its session ends (logout), and the ticket of an ended session opens nothing', async () => {
    const other = await createMember(t, { firstName: 'Hind', iam: ['Business'] });
    const spare = await ticket(other.token);
    const live = await opened(other.token);
    expect((await request(t, 'POST', '/user/logout', other.token)).statusCode).toBe(200);
    await live.until(() => live.ended);
    expect((await stream(`?ticket=${spare}`)).status).toBe(401);
  });

  it('ends a stream at once when its account is deleted', async () => {
    const leaving = await createMember(t, { firstName: 'Rania', passwordHash: await hashPassword('leaving-pass') });
    const live = await opened(leaving.token);
    expect((await request(t, 'POST', '/user/delete', leaving.token, { password: 'leaving-pass' })).statusCode).toBe(200);
    await live.until(() => live.ended);
  });

  it('ends the streams of the sessions a password change, the sessions list or "This wasn\'t me" ends at once, not at the next heartbeat', async () => {
    const { token, email, password } = await signUp(t.app);
    const signIn = async (pass: string) => (await logIn(t.app, email, pass)).json().data.token as string;
    /** Resolves once the stream ended; fails if a heartbeat came first (the heartbeat would have ended it). */
    const endsAtOnce = async (s: Stream, action: () => Promise<unknown>) => {
      const comments = s.comments;
      await action();
      await s.until(() => s.ended);
      expect(s.comments).toBe(comments);
    };

    const elsewhere = await opened(await signIn(password));
    const here = await opened(token);
    await endsAtOnce(elsewhere, async () => {
      const res = await request(t, 'POST', '/user/password/update', token, { current: password, new: 'brand-new-pass', newConfirm: 'brand-new-pass' });
      expect(res.statusCode).toBe(200);
    });
    expect(here.ended).toBe(false);

    const phoneToken = await signIn('brand-new-pass');
    const phone = await opened(phoneToken);
    const phoneId = ((await request(t, 'GET', '/user/sessions', phoneToken)).json().data as SessionView[]).find((s) => s.current)?.id;
    await endsAtOnce(phone, async () => expect((await request(t, 'DELETE', `/user/sessions/${phoneId}`, token)).statusCode).toBe(200));
    expect(here.ended).toBe(false);

    await endsAtOnce(here, async () => {
      const [account] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      await t.app.services.users.signOutEverywhere(account.id, 'thisWasntMe');
    });
  });

  it('ends every stream of an account an operator suspends at once, not at the next heartbeat', async () => {
    const admin = await createMember(t, { firstName: 'Aisha', isAdmin: true });
    const abuser = await createMember(t, { firstName: 'Fares' });
    const laptop = await opened(abuser.token);
    const phone = await opened((await t.app.sessions.open(abuser.user.id)).token);
    const bystander = await opened(stranger.token);
    const comments = [laptop.comments, phone.comments];
    const res = await request(t, 'POST', `/admin/users/${abuser.user.id}/suspend`, admin.token, { reason: 'Scam messages' });
    expect(res.statusCode).toBe(200);
    await laptop.until(() => laptop.ended);
    await phone.until(() => phone.ended);
    expect([laptop.comments, phone.comments]).toEqual(comments);
    expect(bystander.ended).toBe(false);
    bystander.close();
  });

  it('sends a PDF or an image with a message: stored by content, images re-encoded, downloaded by the two members only', async () => {
    const post = (token: string, fields: Record<string, string>, file: { content: Buffer; filename: string; contentType: string }) => {
      const body = multipart(fields, [{ field: 'file', ...file }]);
      return t.app.inject({ method: 'POST', url: `${API}/conversations/${conversation.id}/messages`, headers: { ...body.headers, authorization: `Bearer ${token}` }, payload: body.payload });
    };
    const pdf = await post(freelancer.token, { text: 'My proposal, as promised.' }, { content: PDF, filename: 'Proposal (final).pdf', contentType: 'application/pdf' });
    expect(pdf.statusCode).toBe(201);
    const withPdf = pdf.json().data as Message;
    expect(withPdf).toMatchObject({ text: 'My proposal, as promised.', attachment: { name: 'Proposal (final).pdf', type: 'application/pdf', size: (await storedPdf()).length } });

    const file = await request(t, 'GET', `/conversations/${conversation.id}/messages/${withPdf.id}/attachment`, business.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Khibra-\d{4}-\d\d-\d\d-[0-9a-f]{8}\.pdf"/);
    expect(file.rawPayload.equals(await storedPdf())).toBe(true);
    expect((await request(t, 'GET', `/conversations/${conversation.id}/messages/${withPdf.id}/attachment`, stranger.token)).statusCode).toBe(404);

    const image = await post(business.token, {}, { content: PNG, filename: 'screen.png', contentType: 'image/png' });
    expect(image.statusCode).toBe(201);
    const withImage = image.json().data as Message;
    expect(withImage).toMatchObject({ text: '', attachment: { name: 'screen.webp', type: 'image/webp' } });
    const served = await request(t, 'GET', `/conversations/${conversation.id}/messages/${withImage.id}/attachment`, freelancer.token);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const inbox = (await request(t, 'GET', '/conversations', freelancer.token)).json().data as { data: ConversationSummary[] };
    expect(inbox.data.find((c) => c.id === conversation.id)?.last?.text).toBe('screen.webp');

    const text = await post(business.token, { text: 'see this' }, { content: Buffer.from('just text, not a document'), filename: 'notes.pdf', contentType: 'application/pdf' });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Please attach a PDF file or an image (JPEG, PNG or WebP).');
    const empty = await request(t, 'POST', `/conversations/${conversation.id}/messages`, business.token, { text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect((await request(t, 'GET', `/conversations/${conversation.id}/messages/${withPdf.id}/attachment`, tampered(business.token))).statusCode).toBe(401);
  });

  it('refuses a file that only begins like a PDF (400 in the member\'s language), and stores a PDF without its scripts and attached files', async () => {
    const post = (file: Buffer, lang = 'en') => {
      const body = multipart({ text: 'The document' }, [{ field: 'file', filename: 'offer.pdf', contentType: 'application/pdf', content: file }]);
      return t.app.inject({ method: 'POST', url: `${API}/conversations/${conversation.id}/messages?lang=${lang}`, headers: { ...body.headers, authorization: `Bearer ${freelancer.token}` }, payload: body.payload });
    };
    const html = await post(HTML_PDF);
    expect([html.statusCode, html.json().message]).toEqual([400, 'This PDF could not be read. Please save it again as a PDF (without a password) and attach it once more.']);
    const arabic = await post(HTML_PDF, 'ar');
    expect([arabic.statusCode, arabic.json().message]).toEqual([400, 'تعذّرت قراءة ملف PDF هذا. يُرجى حفظه مجددًا بصيغة PDF (دون كلمة مرور) ثم إرفاقه مرة أخرى.']);

    const active = await post(ACTIVE_PDF);
    expect(active.statusCode).toBe(201);
    const sent = active.json().data as Message;
    const file = await request(t, 'GET', `/conversations/${conversation.id}/messages/${sent.id}/attachment`, business.token);
    const stored = file.rawPayload.toString('latin1');
    expect(stored).toMatch(/^%PDF-/);
    expect(stored).toContain('(Curriculum vitae) Tj');
    for (const gone of ['/JavaScript', '/JS', '/OpenAction', '/Launch', '/EmbeddedFiles', '<script']) expect(stored).not.toContain(gone);
    expect(sent.attachment?.size).toBe(file.rawPayload.length);
  });
});

describe('live streams per member and per address (GET /events)', () => {
  let t: TestApp;
  let base: string;
  const open: Stream[] = [];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    open.forEach((s) => s.close());
    await t.close();
  });

  const connect = async (token: string, lang = 'en') => {
    const s = await Stream.open(base, `?lang=${lang}`, { authorization: `Bearer ${token}` });
    open.push(s);
    await s.until(() => s.comments > 0 || s.ended);
    return s;
  };
  const refusal = async (token: string, lang: string) => {
    const res = await fetch(`${base}${API}/events?lang=${lang}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, message: ((await res.json()) as { message: string }).message };
  };

  it('refuses a member\'s eleventh stream with 429 in their language, and takes one again once one closes', async () => {
    const member = await createMember(t, { firstName: 'Rana' });
    const streams = [];
    for (let i = 0; i < 10; i++) streams.push(await connect(member.token));
    expect(streams.map((s) => s.status)).toEqual(Array(10).fill(200));
    expect(await refusal(member.token, 'en')).toEqual({ status: 429, message: 'Too many Khibra tabs or devices are connected at once. Please close some of them and try again.' });
    expect(await refusal(member.token, 'ar')).toEqual({ status: 429, message: 'توجد علامات تبويب أو أجهزة كثيرة متصلة بخبرة في الوقت نفسه. يُرجى إغلاق بعضها ثم المحاولة مرة أخرى.' });
    // Another member is not held back by this one's streams.
    expect((await connect((await createMember(t, { firstName: 'Nour' })).token)).status).toBe(200);
    streams[0].close();
    const again = async (): Promise<number> => {
      const s = await connect(member.token);
      return s.status === 200 ? 200 : (await new Promise((resolve) => setTimeout(resolve, 50)), again());
    };
    expect(await again()).toBe(200);
    expect(t.app.live.size).toBeLessThanOrEqual(11);
  });

  it('refuses streams beyond 30 from one address, whichever members hold them', async () => {
    open.splice(0).forEach((s) => s.close());
    while (t.app.live.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const members = await Promise.all([1, 2, 3, 4].map((n) => createMember(t, { firstName: `Member${n}` })));
    for (const member of members.slice(0, 3)) for (let i = 0; i < 10; i++) expect((await connect(member.token)).status).toBe(200);
    expect(t.app.live.size).toBe(30);
    expect((await refusal(members[3].token, 'en')).status).toBe(429);
  });
});
