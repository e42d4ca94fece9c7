import { eq } from 'drizzle-orm';
import type { AlertSettings } from '@contracts/alerts';
import { vacancyAlertMatches } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createFreelancer, createMember, profileFields, saveProfile, type Member } from '../../test/freelancers';
import { mailsTo, oneClickUnsubscribe } from '../../test/outbox';
import { postVacancy, request, updateVacancy } from '../../test/vacancies';
import type { NoticeInput } from '../notices/kinds';
import { nextDaily, nextWeekly } from './schedule';

// npm test runs this file on both databases (scripts/test.sh): frequencies, batching, once-only claims and unsubscribe on each engine.

const MINUTE = 60_000;
const SITE = 'https://khibra.example';

describe('vacancy alerts: matched once, sent instantly (at most hourly), daily or weekly, from what is still listed', () => {
  let t: TestApp;
  let outbox: string;
  const clock = { shift: 0 };
  const notices: NoticeInput[] = [];
  let business: Member;
  let instant: Member & { id: string };
  let daily: Member & { id: string };
  let weekly: Member & { id: string };
  let off: Member & { id: string };
  let elsewhere: Member & { id: string };
  let firstId = '';

  const skills = (list: string[]) => ({ skills: JSON.stringify(list) });
  const now = () => new Date(Date.now() + clock.shift);
  const later = (ms: number) => {
    clock.shift += ms;
  };
  /** Moves the clock to a minute past a moment. */
  const until = (at: Date) => later(at.getTime() - now().getTime() + MINUTE);
  const setAlerts = async (member: Member, body: Partial<AlertSettings>) => expect((await request(t, 'PUT', '/user/alerts', member.token, body)).statusCode).toBe(200);
  const alertsTo = async (member: Member) => (await mailsTo(outbox, member.user.email)).filter((m) => m.headers['list-unsubscribe']?.includes('/unsubscribe'));
  const post = (title: string, extra: Record<string, string> = {}) =>
    postVacancy(t, business.token, { title, requiredSkills: JSON.stringify(['Leadership Development', 'Change Management', 'Team Building']), 'location.workstation': 'Remote', isTrainer: 'true', ...extra });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL: SITE }, { now });
    outbox = t.app.mailer.outboxDir as string;
    t.app.services.alerts.useNotices(async (notice) => {
      notices.push(...[notice].flat());
    });
    business = await createMember(t, { iam: ['Business'], firstName: 'Omar' });
    await t.database.db.execute(`insert into companies (user_id, name) values ('${business.user.id}', 'Gulf Learning Co')`).catch(() => undefined);
    instant = await createFreelancer(t, { firstName: 'Ina' }, { ...skills(['Leadership Development', 'Change Management', 'Team Building']), Iam: JSON.stringify(['Trainer']) });
    daily = await createFreelancer(t, { firstName: 'Dalia', language: 'ar' }, skills(['Leadership Development', 'Team Building']));
    weekly = await createFreelancer(t, { firstName: 'Wael' }, skills(['Change Management']));
    off = await createFreelancer(t, { firstName: 'Ola' }, { ...skills(['Leadership Development']), emailVacancies: 'false' });
    elsewhere = await createFreelancer(t, { firstName: 'Elias' }, skills(['Financial Modeling']));
    await setAlerts(instant, { vacancies: 'instant' });
    await setAlerts(weekly, { vacancies: 'weekly' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('e-mails an instant freelancer at once, then batches what arrives within the hour into one e-mail an hour after the first', async () => {
    const first = await post('Leadership trainer for a Riyadh bank');
    firstId = first.id;
    const [mail, ...more] = await alertsTo(instant);
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe('A new vacancy matches your profile: “Leadership trainer for a Riyadh bank”');
    expect(mail.text).toContain('Why: 3 of your skills: Leadership Development, Change Management, Team Building');
    expect(mail.text).toContain('Rate: $100 - $150 (Daily)');
    expect(mail.links).toContain(`${SITE}/vacancy/${first.id}`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(notices).toContainEqual({ userId: instant.user.id, kind: 'vacancyAlert', parts: { count: 1, firstTitle: 'Leadership trainer for a Riyadh bank' }, link: `/vacancy/${first.id}` });
    // Nobody else now: daily and weekly wait for their digest, off and a non-matching profile get nothing.
    for (const member of [daily, weekly, off, elsewhere]) expect(await alertsTo(member)).toHaveLength(0);

    later(10 * MINUTE);
    await post('Change management coach');
    later(20 * MINUTE);
    await post('Team building facilitator');
    expect(await alertsTo(instant)).toHaveLength(1);
    later(31 * MINUTE);
    const mails = await alertsTo(instant);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('2 new vacancies match your profile');
    expect(mails[1].text).toContain('Change management coach');
    expect(mails[1].text).toContain('Team building facilitator');
    later(2 * 60 * MINUTE);
    expect(await alertsTo(instant)).toHaveLength(2);
  });

  it('never alerts a vacancy twice: an edit, another match run or approval leaves it alone', async () => {
    expect((await updateVacancy(t, business.token, firstId, { title: 'Leadership trainer for a Riyadh bank', requiredSkills: JSON.stringify(['Leadership Development', 'Change Management', 'Team Building']), 'location.workstation': 'Remote' })).statusCode).toBe(200);
    expect(await t.app.services.alerts.vacancyAlerts.match(firstId)).toBe(0);
    later(2 * 60 * MINUTE);
    expect(await alertsTo(instant)).toHaveLength(2);
    const rows = await t.database.db.select().from(vacancyAlertMatches).where(eq(vacancyAlertMatches.freelancerId, instant.id));
    expect(rows).toHaveLength(3);

    // Runs side by side (as two instances would): one records the matches, one e-mail goes.
    const alerts = t.app.services.alerts.vacancyAlerts;
    const racing = await post('Raced vacancy');
    const counts = await Promise.all([alerts.match(racing.id), alerts.match(racing.id), alerts.match(racing.id)]);
    expect(counts.filter((n) => n > 0)).toHaveLength(counts.some((n) => n > 0) ? 1 : 0);
    expect(await t.database.db.select().from(vacancyAlertMatches).where(eq(vacancyAlertMatches.vacancyId, racing.id))).toHaveLength(3);
    await Promise.all([alerts.send({ freelancerId: instant.id, mode: 'instant' }), alerts.send({ freelancerId: instant.id, mode: 'instant' })]);
    later(2 * 60 * MINUTE);
    const raced = (await alertsTo(instant)).filter((m) => m.text.includes('Raced vacancy'));
    expect(raced).toHaveLength(1);
  });

  it('sends the daily digest at its hour in the freelancer’s language, leaving out a vacancy removed or applied to meanwhile', async () => {
    const removed = await post('Removed before the digest');
    const applied = await post('Applied to before the digest');
    expect((await request(t, 'DELETE', `/vacancy/${removed.id}`, business.token)).statusCode).toBe(200);
    expect((await request(t, 'PUT', '/vacancy/apply', daily.token, { vacancyId: applied.id })).statusCode).toBe(200);
    expect(await alertsTo(daily)).toHaveLength(0);
    until(nextDaily(now()));
    const [digest, ...more] = await alertsTo(daily);
    expect(more).toHaveLength(0);
    expect(digest.subject).toBe('وظائف جديدة تناسب ملفك (4)');
    expect(digest.text).toContain('Raced vacancy');
    expect(digest.text).toContain('Leadership trainer for a Riyadh bank');
    expect(digest.text).toContain('السبب: 2 من مهاراتك: تطوير القيادات وبناء الفرق');
    expect(digest.text).not.toContain('Removed before the digest');
    expect(digest.text).not.toContain('Applied to before the digest');
    // The weekly one waits for Sunday.
    const sunday = nextWeekly(now());
    if (sunday.getTime() - now().getTime() > 24 * 60 * MINUTE) expect(await alertsTo(weekly)).toHaveLength(0);
    until(sunday);
    const [week] = await alertsTo(weekly);
    expect(week.subject).toMatch(/new vacancies match your profile$/);
    expect(week.text).toContain('Why: 1 of your skills: Change Management');
    until(nextDaily(now()));
    expect(await alertsTo(daily)).toHaveLength(1);
    // A profile unpublished before its digest gets none.
    await post('After unpublishing');
    expect((await saveProfile(t, daily.token, profileFields({ ...skills(['Leadership Development', 'Team Building']), 'experience.publish': 'no' }))).statusCode).toBe(200);
    until(nextDaily(now()));
    expect(await alertsTo(daily)).toHaveLength(1);
  });

  it('follows a type and a work station the profile does not fit: no alert; one-click unsubscribe turns alerts off', async () => {
    later(2 * 60 * MINUTE);
    const before = (await alertsTo(instant)).length;
    await post('Consultants only', { isTrainer: 'false', isConsultant: 'true' });
    await post('Onsite in Riyadh', { 'location.workstation': 'Onsite' });
    later(2 * 60 * MINUTE);
    expect(await alertsTo(instant)).toHaveLength(before);

    const [mail] = await alertsTo(instant);
    const done = await oneClickUnsubscribe(t.app, mail);
    expect([done.statusCode, done.json().data]).toEqual([200, { category: 'vacancyAlerts', unsubscribed: true }]);
    expect((await request(t, 'GET', '/user/alerts', instant.token)).json().data).toEqual({ vacancies: 'off', invitations: true });
    expect((await request(t, 'GET', '/freelancer', instant.token)).json().data.emailVacancies).toBe(false);
    await post('After unsubscribing');
    later(2 * 60 * MINUTE);
    expect(await alertsTo(instant)).toHaveLength(before);
  });
});
