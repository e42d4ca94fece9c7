import { eq } from 'drizzle-orm';
import { ALERT_PATHS, NEW_SINCE_PARAM, SAVED_SEARCHES_MAX, SAVED_SEARCH_NAME_MAX, alertMsg, type NoticesPage, type SavedSearch } from '@contracts/alerts';
import { localizeMessage } from '@contracts/messages-ar';
import { freelancers, savedSearches } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createFreelancer, createMember, type Member } from '../../test/freelancers';
import { mailsTo, oneClickUnsubscribe } from '../../test/outbox';
import { insertVacancy, request } from '../../test/vacancies';
import { SAVED_SEARCH_SWEEP_JOB } from './alerts';

const HOUR_MS = 60 * 60 * 1000;

describe('saved searches: a member’s own, checked as the search pages parse them, and their alerts of new results', () => {
  let t: TestApp;
  let outbox: string;
  // The app's clock; the tests set the times of the rows they compare with it.
  let now = new Date(Date.now() + 60_000);
  let business: Member;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { now: () => now });
    outbox = t.app.mailer.outboxDir as string;
    business = await createMember(t, { firstName: 'Omar', lastName: 'Khalil', iam: ['Business'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (token: string, body: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: `/api/v1.0${ALERT_PATHS.savedSearches}`, headers: { authorization: token, ...headers }, payload: body as object });
  const list = async (token: string) => (await request(t, 'GET', ALERT_PATHS.savedSearches, token)).json().data as SavedSearch[];
  const input = { kind: 'freelancers', name: 'Leadership in Dubai', query: 'skills=Leadership+Development&city=Dubai&page=2', frequency: 'daily' };
  const sweep = async () => {
    await t.app.jobs.enqueue(SAVED_SEARCH_SWEEP_JOB, {}, { dedupeKey: `${SAVED_SEARCH_SWEEP_JOB}:test:${now.getTime()}` });
    await t.app.jobs.drain();
  };
  const noticesOf = async (token: string) => (await request(t, 'GET', `${ALERT_PATHS.notices}?page=0`, token)).json().data as NoticesPage;

  it('saves, lists, changes and deletes a member’s own searches; anyone else’s answers 404', async () => {
    const member = await createMember(t);
    const created = await save(member.token, input);
    expect(created.statusCode).toBe(201);
    const saved = created.json().data as SavedSearch;
    // Kept as the page's search: its filters, not its page.
    expect(saved).toMatchObject({ kind: 'freelancers', name: 'Leadership in Dubai', query: 'skills=Leadership+Development&city=Dubai', frequency: 'daily', valid: true, lastAlertAt: null, createdAt: now.toISOString() });
    expect(await list(member.token)).toEqual([saved]);

    const renamed = await request(t, 'PUT', ALERT_PATHS.savedSearch(saved.id), member.token, { name: '  Dubai leaders ', frequency: 'weekly' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: saved.id, name: 'Dubai leaders', frequency: 'weekly', query: saved.query });

    const stranger = await createMember(t);
    for (const [method, id] of [['PUT', saved.id], ['DELETE', saved.id], ['PUT', 'not-an-id'], ['DELETE', '00000000-0000-4000-8000-000000000000']] as const) {
      const res = await request(t, method, ALERT_PATHS.savedSearch(id), stranger.token, method === 'PUT' ? { name: 'Mine now' } : undefined);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(alertMsg.searchNotFound);
    }
    expect(await list(stranger.token)).toEqual([]);
    expect((await list(member.token))[0].name).toBe('Dubai leaders');

    expect((await request(t, 'DELETE', ALERT_PATHS.savedSearch(saved.id), member.token)).json().data).toEqual({ id: saved.id });
    expect(await list(member.token)).toEqual([]);
    expect((await request(t, 'GET', ALERT_PATHS.savedSearches)).statusCode).toBe(401);
  });

  it.each([
    ['an unknown kind', { ...input, kind: 'companies' }, alertMsg.badSearchKind],
    ['no name', { ...input, name: '   ' }, alertMsg.searchNameRequired],
    ['a name that is not text', { ...input, name: 42 }, alertMsg.searchNameRequired],
    ['a name too long', { ...input, name: 'x'.repeat(SAVED_SEARCH_NAME_MAX + 1) }, alertMsg.searchNameTooLong],
    ['a query that is not text', { ...input, query: ['skills=x'] }, alertMsg.badSearchQuery],
    ['a parameter the page has not', { ...input, query: 'skills=Leadership+Development&colour=blue' }, alertMsg.badSearchQuery],
    ['a parameter of the other page', { ...input, kind: 'vacancies', query: 'skills=Leadership+Development' }, alertMsg.badSearchQuery],
    ['a skill not on the list', { ...input, query: 'skills=Underwater+Basket+Weaving' }, alertMsg.badSearchQuery],
    ['years the search refuses', { ...input, query: 'yearsMin=70' }, alertMsg.badSearchQuery],
    ['a filter too long', { ...input, kind: 'vacancies', query: `city=${'x'.repeat(101)}` }, alertMsg.badSearchQuery],
    ['a query too long', { ...input, query: `q=${'x'.repeat(2001)}` }, alertMsg.badSearchQuery],
    ['an unknown frequency', { ...input, frequency: 'hourly' }, alertMsg.badFrequency],
  ])('refuses %s with a 400 and saves nothing', async (_name, body, message) => {
    const member = await createMember(t);
    const res = await save(member.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await list(member.token)).toEqual([]);
  });

  it('answers a refusal in the member’s language, and refuses the same on a change', async () => {
    const member = await createMember(t);
    const arabic = await save(member.token, { ...input, frequency: 'sometimes' }, { 'accept-language': 'ar' });
    expect(arabic.json().message).toBe(localizeMessage(alertMsg.badFrequency, 'ar'));
    const saved = (await save(member.token, input)).json().data as SavedSearch;
    const res = await request(t, 'PUT', ALERT_PATHS.savedSearch(saved.id), member.token, { query: 'skills=Nothing+Real' });
    expect(res.json().message).toBe(alertMsg.badSearchQuery);
    expect((await list(member.token))[0].query).toBe(saved.query);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} per member, even when saved at once`, async () => {
    const member = await createMember(t);
    // Off: the later tests' sweeps have no alerts of these to run.
    const quiet = { ...input, frequency: 'off' };
    for (let i = 0; i < SAVED_SEARCHES_MAX - 2; i += 1) expect((await save(member.token, { ...quiet, name: `Search ${i}` })).statusCode).toBe(201);
    const together = await Promise.all([1, 2, 3, 4].map((i) => save(member.token, { ...quiet, name: `At once ${i}` })));
    expect(together.map((res) => res.statusCode).sort()).toEqual([201, 201, 400, 400]);
    const refused = await save(member.token, { ...quiet, name: 'One more' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(alertMsg.tooManySearches);
    expect(await list(member.token)).toHaveLength(SAVED_SEARCHES_MAX);
  });

  it('lists a stored search whose filters no longer parse (a removed skill) with valid: false', async () => {
    const member = await createMember(t);
    await save(member.token, input);
    await t.database.db.insert(savedSearches).values({ userId: member.user.id, kind: 'vacancies', name: 'Old skill', query: 'skill=Removed+Skill', frequency: 'daily', createdAt: new Date(now.getTime() + 1) });
    const listed = await list(member.token);
    expect(listed.map((s) => [s.name, s.valid])).toEqual([
      ['Leadership in Dubai', true],
      ['Old skill', false],
    ]);
    // Renamed, it keeps its filters; a change of its filters is checked as a new search's.
    const old = listed[1];
    const renamed = await request(t, 'PUT', ALERT_PATHS.savedSearch(old.id), member.token, { name: 'Old skill, kept' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Old skill, kept', query: 'skill=Removed+Skill', valid: false });
    const refiltered = await request(t, 'PUT', ALERT_PATHS.savedSearch(old.id), member.token, { query: 'skill=Another+Removed' });
    expect(refiltered.statusCode).toBe(400);
  });

  it('e-mails only the results new since the last alert, when due on the app’s clock, and never twice', async () => {
    const saver = await createMember(t, { firstName: 'Huda', iam: ['Business'] });
    // Listed before the search is saved: never in an alert.
    const early = await createFreelancer(t, { firstName: 'Early', city: 'Dubai' });
    await t.database.db.update(freelancers).set({ createdAt: new Date(now.getTime() - HOUR_MS) }).where(eq(freelancers.id, early.id));
    const saved = (await save(saver.token, { ...input, frequency: 'instant' })).json().data as SavedSearch;
    const savedAt = now;

    const newProfile = async (firstName: string, city = 'Dubai') => {
      const made = await createFreelancer(t, { firstName, lastName: 'Nasser', city });
      await t.database.db.update(freelancers).set({ createdAt: now, updatedAt: now }).where(eq(freelancers.id, made.id));
    };
    now = new Date(now.getTime() + 10 * 60_000);
    await newProfile('Rana');
    await newProfile('Elsewhere', 'Cairo');

    // Not yet an hour since it was saved: nothing goes.
    now = new Date(savedAt.getTime() + HOUR_MS - 1000);
    await sweep();
    expect(await mailsTo(outbox, saver.user.email)).toHaveLength(0);

    now = new Date(savedAt.getTime() + HOUR_MS);
    await sweep();
    await sweep();
    const mails = await mailsTo(outbox, saver.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('A new result for your saved search “Leadership in Dubai”');
    expect(mails[0].text).toContain('Rana Nasser');
    expect(mails[0].text).not.toContain('Early');
    expect(mails[0].text).not.toContain('Elsewhere');
    const link = new URL(mails[0].links.find((l) => l.includes('/freelancers?')) as string);
    expect(link.searchParams.get(NEW_SINCE_PARAM)).toBe(savedAt.toISOString());
    expect(link.searchParams.get('skills')).toBe('Leadership Development');
    const notices = await noticesOf(saver.token);
    expect(notices.items[0]).toMatchObject({ kind: 'savedSearch', title: 'A new result for your saved search “\u2068Leadership in Dubai\u2069”', link: `${link.pathname}${link.search}` });
    expect((await list(saver.token))[0].lastAlertAt).toBe(now.toISOString());
    // The same look run again (a second instance, a retried job) finds it moved and sends nothing.
    await Promise.all([0, 1].map(() => t.app.services.savedSearchAlerts.alert({ id: saved.id, since: savedAt.getTime() })));
    expect(await mailsTo(outbox, saver.user.email)).toHaveLength(1);

    // An hour on with nothing new: no e-mail; then a new profile goes alone.
    now = new Date(now.getTime() + HOUR_MS);
    await sweep();
    expect(await mailsTo(outbox, saver.user.email)).toHaveLength(1);
    now = new Date(now.getTime() + 5 * 60_000);
    await newProfile('Salma');
    now = new Date(now.getTime() + HOUR_MS);
    await sweep();
    const later = await mailsTo(outbox, saver.user.email);
    expect(later).toHaveLength(2);
    expect(later[1].text).toContain('Salma Nasser');
    expect(later[1].text).not.toContain('Rana');
    expect((await noticesOf(saver.token)).unread).toBe(2);

    // The e-mail's one-click unsubscribe turns the member's saved searches off, and keeps them.
    const done = await oneClickUnsubscribe(t.app, later[1]);
    expect([done.statusCode, done.json().data]).toEqual([200, { category: 'savedSearches', unsubscribed: true }]);
    expect((await list(saver.token)).map((s) => [s.name, s.frequency])).toEqual([['Leadership in Dubai', 'off']]);
  });

  it('sends nothing for a search turned off, and once turned back on, only what is new from then', async () => {
    const saver = await createMember(t, { firstName: 'Mona', iam: ['Business'] });
    const saved = (await save(saver.token, { ...input, name: 'Quiet', frequency: 'off' })).json().data as SavedSearch;
    const madeWhileOff = await createFreelancer(t, { firstName: 'Whileoff', city: 'Dubai' });
    await t.database.db.update(freelancers).set({ createdAt: new Date(now.getTime() + 60_000), updatedAt: new Date(now.getTime() + 60_000) }).where(eq(freelancers.id, madeWhileOff.id));
    now = new Date(now.getTime() + 8 * 24 * HOUR_MS);
    await sweep();
    expect(await mailsTo(outbox, saver.user.email)).toHaveLength(0);

    const on = (await request(t, 'PUT', ALERT_PATHS.savedSearch(saved.id), saver.token, { frequency: 'daily' })).json().data as SavedSearch;
    expect(on).toMatchObject({ frequency: 'daily', lastAlertAt: now.toISOString() });
    now = new Date(now.getTime() + 24 * HOUR_MS);
    await sweep();
    expect(await mailsTo(outbox, saver.user.email)).toHaveLength(0);
  });

  it('alerts a daily vacancy search in the member’s language, a day after the last, with the vacancies posted since', async () => {
    const saver = await createMember(t, { firstName: 'Karim', language: 'ar' });
    await save(saver.token, { kind: 'vacancies', name: 'قيادة', query: 'skill=Leadership+Development&country=United+Arab+Emirates', frequency: 'daily' });
    const savedAt = now;
    await insertVacancy(t, business.user.id, { title: 'Leadership coach', requiredSkills: ['Leadership Development'], postedAt: new Date(now.getTime() + 60_000) });
    await insertVacancy(t, business.user.id, { title: 'Accountant', requiredSkills: ['Accounting'], postedAt: new Date(now.getTime() + 60_000) });
    await insertVacancy(t, business.user.id, { title: 'Before the search', requiredSkills: ['Leadership Development'], postedAt: new Date(now.getTime() - 60_000) });

    now = new Date(savedAt.getTime() + 12 * HOUR_MS);
    await sweep();
    expect(await mailsTo(outbox, saver.user.email)).toHaveLength(0);
    now = new Date(savedAt.getTime() + 24 * HOUR_MS);
    await sweep();
    const [mail, ...rest] = await mailsTo(outbox, saver.user.email);
    expect(rest).toHaveLength(0);
    expect(mail.subject).toBe('نتيجة جديدة لبحثك المحفوظ «قيادة»');
    expect(mail.text).toContain('Leadership coach');
    expect(mail.text).not.toContain('Accountant');
    expect(mail.text).not.toContain('Before the search');
  });
});
