import type { NotificationPreferences } from '@contracts/notifications';
import { createTestApp, type TestApp } from '../../test/app';
import { createFreelancer, createMember, type Member } from '../../test/freelancers';
import { mailsTo } from '../../test/outbox';
import { postVacancy, request } from '../../test/vacancies';
import type { NoticeInput } from '../notices/kinds';
import { nextDaily } from './schedule';

const MINUTE = 60_000;
const SITE = 'https://khibra.example';

describe('new proposals reach the business: the first at once, then at most one e-mail an hour with a count, or a daily summary', () => {
  let t: TestApp;
  let outbox: string;
  const clock = { shift: 0 };
  const notices: NoticeInput[] = [];
  let business: Member;
  const applicants: Member[] = [];

  const now = () => new Date(Date.now() + clock.shift);
  const later = (ms: number) => {
    clock.shift += ms;
  };
  const until = (at: Date) => later(at.getTime() - now().getTime() + MINUTE);
  const proposalMails = async () => (await mailsTo(outbox, business.user.email)).filter((m) => /proposal/.test(m.subject));
  const apply = async (member: Member, vacancyId: string) => expect((await request(t, 'PUT', '/vacancy/apply', member.token, { vacancyId })).statusCode).toBe(200);

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL: SITE }, { now });
    outbox = t.app.mailer.outboxDir as string;
    t.app.services.alerts.useNotices(async (notice) => {
      notices.push(...[notice].flat());
    });
    business = await createMember(t, { iam: ['Business'], firstName: 'Omar' });
    for (let i = 0; i < 5; i++) applicants.push(await createFreelancer(t, { firstName: `Applicant${i}`, email: `applicant${i}@example.test` }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('e-mails the first proposal at once, gathers the next ones into one e-mail an hour later with their count, and writes a notice each time', async () => {
    const vacancy = await postVacancy(t, business.token, { title: 'Leadership trainer' });
    await apply(applicants[0], vacancy.id);
    const [first, ...more] = await proposalMails();
    expect(more).toHaveLength(0);
    expect(first.subject).toBe('A new proposal for “Leadership trainer”');
    expect(first.links).toContain(`${SITE}/vacancies-posted/freelancers/${vacancy.id}`);
    expect(first.headers['list-unsubscribe']).toBeDefined();
    expect(notices).toEqual([{ userId: business.user.id, kind: 'proposal', parts: { vacancyTitle: 'Leadership trainer', count: 1 }, link: `/vacancies-posted/freelancers/${vacancy.id}` }]);

    later(5 * MINUTE);
    await apply(applicants[1], vacancy.id);
    later(20 * MINUTE);
    await apply(applicants[2], vacancy.id);
    expect(await proposalMails()).toHaveLength(1);
    later(36 * MINUTE);
    const mails = await proposalMails();
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('2 new proposals for “Leadership trainer”');
    expect(notices.at(-1)?.parts).toEqual({ vacancyTitle: 'Leadership trainer', count: 2 });
    // More than an hour after the last one: at once again.
    later(2 * 60 * MINUTE);
    await apply(applicants[3], vacancy.id);
    expect(await proposalMails()).toHaveLength(3);
  });

  it('follows the applications switch: no e-mail while it is off, the notice all the same', async () => {
    const off: NotificationPreferences = { messages: true, applications: false, bookings: true, news: false };
    expect((await request(t, 'PUT', '/user/notifications', business.token, off)).statusCode).toBe(200);
    later(2 * 60 * MINUTE);
    const vacancy = await postVacancy(t, business.token, { title: 'Change coach' });
    const noticesBefore = notices.length;
    await apply(applicants[0], vacancy.id);
    expect(await proposalMails()).toHaveLength(3);
    expect(notices).toHaveLength(noticesBefore + 1);
    expect((await request(t, 'PUT', '/user/notifications', business.token, { ...off, applications: true })).statusCode).toBe(200);
  });

  it('sends one daily summary instead when the business chose daily', async () => {
    expect((await request(t, 'PUT', '/user/alerts', business.token, { proposals: 'daily' })).statusCode).toBe(200);
    later(2 * 60 * MINUTE);
    const one = await postVacancy(t, business.token, { title: 'Negotiation trainer' });
    const two = await postVacancy(t, business.token, { title: 'Risk consultant' });
    await apply(applicants[0], one.id);
    await apply(applicants[1], one.id);
    await apply(applicants[2], two.id);
    expect(await proposalMails()).toHaveLength(3);
    until(nextDaily(now()));
    const mails = await proposalMails();
    expect(mails).toHaveLength(4);
    expect(mails[3].subject).toBe('Your daily summary: 3 new proposals');
    expect(mails[3].text).toContain('“Negotiation trainer”: 2');
    expect(mails[3].text).toContain('“Risk consultant”: 1');
    until(nextDaily(now()));
    expect(await proposalMails()).toHaveLength(4);
  });
});
