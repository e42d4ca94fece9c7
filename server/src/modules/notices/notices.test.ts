import { ALERT_PATHS, NOTICES_PAGE_SIZE, NOTICE_RETENTION_DAYS, alertMsg, type NoticesPage } from '@contracts/alerts';
import type { LiveEvents } from '@contracts/events';
import { localizeMessage } from '@contracts/messages-ar';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { API, createMember, type Member } from '../../test/freelancers';
import { LiveStream } from '../../test/live-stream';
import type { NoticeInput } from './kinds';
import { NOTICES_PURGE_JOB } from './routes';

// npm test runs this file on both databases (scripts/test.sh): a notice inside a transaction is told at its commit, which each engine does its own way.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The unread counts a member's stream was told (its `notice` events), in order. */
const counts = (stream: LiveStream) => stream.events.filter((e) => e.type === 'notice').map((e) => (e.data as LiveEvents['notice']).unread);

/** A member's stream, once the server holds it (its first comment). */
async function openStream(base: string, token: string): Promise<LiveStream> {
  const stream = await LiveStream.open(base, '', { authorization: token });
  await stream.until(() => stream.comments > 0 || stream.ended);
  return stream;
}

describe('the notification centre: notices listed in the reader language, read, counted live, kept 90 days', () => {
  let t: TestApp;
  let now = new Date('2026-03-01T09:00:00Z');
  let other: Member;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { now: () => now });
    other = await createMember(t, { firstName: 'Omar' });
  });
  afterAll(async () => {
    await t.close();
  });

  const add = (notice: NoticeInput | NoticeInput[], db?: Db) => t.app.services.notices.add(notice, db);
  const rawPage = async (token: string, query = '?page=0', headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `${API}${ALERT_PATHS.notices}${query}`, headers: { authorization: token, ...headers } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: NoticesPage }).data;
  };
  /** The page with its titles' bidi isolates (around what members wrote) taken out, to compare the words. */
  const page = async (token: string, query = '?page=0', headers: Record<string, string> = {}) => {
    const data = await rawPage(token, query, headers);
    return { ...data, items: data.items.map((n) => ({ ...n, title: n.title.replace(/[\u2068\u2069]/g, '') })) };
  };
  const read = (token: string, body: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: `${API}${ALERT_PATHS.noticesRead}`, headers: { authorization: token, ...headers }, payload: body as object });
  const status = (userId: string, vacancyTitle: string, s = 'shortlisted'): NoticeInput => ({ userId, kind: 'applicationStatus', parts: { vacancyTitle, status: s }, link: '/vacancies-applied' });

  it('lists a member’s notices newest first, a page at a time, with titles in the reader’s language and the unread count', async () => {
    const reader = await createMember(t);
    for (let i = 0; i < NOTICES_PAGE_SIZE; i += 1) {
      now = new Date(now.getTime() + 60_000);
      await add(status(reader.user.id, `Vacancy ${i}`));
    }
    now = new Date(now.getTime() + 60_000);
    await add([
      { userId: reader.user.id, kind: 'booking', parts: { name: 'Omar Khalil', change: 'cancelled' }, link: '/econsultancy/bookings' },
      { userId: other.user.id, kind: 'reviewWaiting', parts: { name: 'Layla' }, link: '/vacancies-applied' },
    ]);

    const first = await page(reader.token);
    expect(first.unread).toBe(NOTICES_PAGE_SIZE + 1);
    expect(first.more).toBe(true);
    expect(first.items).toHaveLength(NOTICES_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({ kind: 'booking', title: 'Omar Khalil cancelled your booking', link: '/econsultancy/bookings', readAt: null });
    expect(first.items[1].title).toBe('You are on the shortlist for “Vacancy 19”');
    const second = await page(reader.token, '?page=1');
    expect(second.more).toBe(false);
    expect(second.items.map((n) => n.title)).toEqual(['You are on the shortlist for “Vacancy 0”']);

    const arabic = await page(reader.token, '?page=0', { 'accept-language': 'ar' });
    expect(arabic.items[0].title).toBe('إلغاء حجزك من Omar Khalil');
    expect(arabic.items[1].title).toBe('أنت في القائمة المختصرة لوظيفة «Vacancy 19»');
    // Nobody else's notices.
    expect((await page(other.token)).items.map((n) => n.kind)).toEqual(['reviewWaiting']);
    expect((await t.app.inject({ method: 'GET', url: `${API}${ALERT_PATHS.notices}?page=-1`, headers: { authorization: reader.token } })).statusCode).toBe(400);
  });

  it('titles every kind, with counted nouns in Arabic', async () => {
    const reader = await createMember(t);
    now = new Date(now.getTime() + 60_000);
    await add([
      { userId: reader.user.id, kind: 'invitation', parts: { companyName: 'Gulf Learning', vacancyTitle: 'Trainer' }, link: '/vacancy/x' },
      { userId: reader.user.id, kind: 'proposal', parts: { vacancyTitle: 'Trainer', count: 3 }, link: '/vacancies-posted' },
      { userId: reader.user.id, kind: 'vacancyAlert', parts: { count: 2, firstTitle: 'Coach' }, link: '/vacancies' },
      { userId: reader.user.id, kind: 'savedSearch', parts: { name: 'Riyadh trainers', count: 11 }, link: '/freelancers' },
    ]);
    const titles = (p: NoticesPage) => Object.fromEntries(p.items.map((n) => [n.kind, n.title]));
    expect(titles(await page(reader.token))).toEqual({
      invitation: 'Gulf Learning invited you to apply to “Trainer”',
      proposal: '3 new proposals on “Trainer”',
      vacancyAlert: '“Coach” and 1 more new vacancies match your profile',
      savedSearch: '11 new results for your saved search “Riyadh trainers”',
    });
    expect(titles(await page(reader.token, '?page=0&lang=ar'))).toEqual({
      invitation: 'دعوة من Gulf Learning للتقدّم إلى وظيفة «Trainer»',
      proposal: '3 عروض جديدة على وظيفة «Trainer»',
      vacancyAlert: '«Coach» ووظيفة أخرى تناسب ملفك',
      savedSearch: '11 نتيجة جديدة لبحثك المحفوظ «Riyadh trainers»',
    });
    // What members wrote is a bidi isolate: a Latin name keeps its place and punctuation in an Arabic sentence.
    expect(titles(await rawPage(reader.token, '?page=0&lang=ar')).invitation).toBe('دعوة من \u2068Gulf Learning\u2069 للتقدّم إلى وظيفة «\u2068Trainer\u2069»');
  });

  it('marks the member’s own notices read, one by one or all, and refuses any other ids with a 400 in their language', async () => {
    const reader = await createMember(t);
    await add([status(reader.user.id, 'A'), status(reader.user.id, 'B'), status(reader.user.id, 'C')]);
    await add(status(other.user.id, 'Theirs'));
    const [newest, middle] = (await page(reader.token)).items;
    const theirs = (await page(other.token)).items[0];

    const bad: unknown[] = [{ ids: [] }, { ids: ['not-an-id'] }, { ids: [theirs.id] }, { ids: [newest.id, theirs.id] }, { all: false }, { ids: [newest.id], all: true }, {}, null, { ids: newest.id }];
    for (const body of bad) {
      const res = await read(reader.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(alertMsg.badNoticeIds);
    }
    const arabic = await read(reader.token, { ids: [theirs.id] }, { 'accept-language': 'ar' });
    expect(arabic.json().message).toBe(localizeMessage(alertMsg.badNoticeIds, 'ar'));
    expect((await page(reader.token)).unread).toBe(3);
    expect((await page(other.token)).items[0].readAt).toBeNull();

    now = new Date(now.getTime() + 60_000);
    const one = await read(reader.token, { ids: [newest.id, middle.id, newest.id] });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual({ unread: 1 });
    const after = await page(reader.token);
    expect(after.items.map((n) => n.readAt)).toEqual([now.toISOString(), now.toISOString(), null]);
    expect((await read(reader.token, { all: true })).json().data).toEqual({ unread: 0 });
    // Theirs stay unread (the review waiting from the first test, and this one).
    expect((await page(other.token)).unread).toBe(2);
  });

  it('tells the member’s open streams the unread count when a notice arrives (at the commit of its change) and when some are read', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const reader = await createMember(t);
    const stream = await openStream(base, reader.token);
    const others = await openStream(base, other.token);
    try {
      await add(status(reader.user.id, 'Live'));
      await stream.until(() => counts(stream).length >= 1);
      expect(counts(stream)).toEqual([1]);

      // Inside a change's transaction: the count sent is read after the commit, so it holds both.
      await t.database.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await add([status(reader.user.id, 'In a change'), status(reader.user.id, 'Same change')], tx);
      });
      await stream.until(() => counts(stream).length >= 2);
      expect(counts(stream)[1]).toBe(3);

      const newest = (await page(reader.token)).items[0];
      await read(reader.token, { ids: [newest.id] });
      await stream.until(() => counts(stream).length >= 3);
      expect(counts(stream)[2]).toBe(2);
      expect(counts(others)).toEqual([]);
    } finally {
      stream.close();
      others.close();
    }
  });

  it('deletes notices older than the retention period in its daily job, and keeps the others', async () => {
    const keeper = await createMember(t);
    const start = now;
    await add(status(keeper.user.id, 'Old'));
    now = new Date(start.getTime() + 10 * DAY_MS);
    await add(status(keeper.user.id, 'Recent'));
    now = new Date(start.getTime() + (NOTICE_RETENTION_DAYS + 1) * DAY_MS);
    await t.app.jobs.enqueue(NOTICES_PURGE_JOB, {}, { dedupeKey: `${NOTICES_PURGE_JOB}:test` });
    await t.app.jobs.drain();
    const left = await page(keeper.token);
    expect(left.items.map((n) => n.title)).toEqual(['You are on the shortlist for “Recent”']);
    expect(left.unread).toBe(1);
  });
});
