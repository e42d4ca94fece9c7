import { count } from 'drizzle-orm';
import { ALERT_PATHS, INVITATIONS_PER_DAY, INVITATION_NOTE_MAX, alertMsg, type Invitation, type NoticesPage } from '@contracts/alerts';
import { localizeMessage } from '@contracts/messages-ar';
import type { Vacancy } from '@contracts/vacancy';
import { invitations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createFreelancer, createMember, type Member } from '../../test/freelancers';
import { mailsTo, oneClickUnsubscribe } from '../../test/outbox';
import { insertVacancy, postVacancy, request, setVacancy } from '../../test/vacancies';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('invitations to apply: a business’s own open vacancy, a listed freelancer, once, 30 a day; the e-mail, the notice and "Invited by"', () => {
  let t: TestApp;
  let outbox: string;
  let now = new Date(Date.now() + 60_000);
  let business: Member;
  let rival: Member;
  let freelancer: Member & { id: string };
  let vacancy: Vacancy;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { now: () => now });
    outbox = t.app.mailer.outboxDir as string;
    business = await createMember(t, { firstName: 'Omar', lastName: 'Khalil', iam: ['Business'] });
    rival = await createMember(t, { firstName: 'Rami', lastName: 'Saleh', iam: ['Business'] });
    freelancer = await createFreelancer(t, { firstName: 'Layla', lastName: 'Haddad', language: 'ar' });
    vacancy = await postVacancy(t, business.token, { title: 'Leadership trainer' });
  });
  afterAll(async () => {
    await t.close();
  });

  const invite = (vacancyId: string, body: unknown, token = business.token, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1.0${ALERT_PATHS.invitations(vacancyId)}`, headers: { authorization: token, ...headers }, payload: body as object });
  const stored = async () => (await t.database.db.select({ n: count() }).from(invitations))[0].n;
  const vacancyFor = async (token: string, id = vacancy.id) => (await request(t, 'GET', `/vacancy/${id}`, token)).json().data as Vacancy;

  it('invites a freelancer with a note: e-mail and notice in their language, and "Invited by" on the vacancy for them alone', async () => {
    const res = await invite(vacancy.id, { freelancerId: freelancer.id, note: '  Your GCC programmes fit us well.  ' });
    expect(res.statusCode).toBe(201);
    const made = res.json().data as Invitation;
    expect(made).toMatchObject({ vacancyId: vacancy.id, freelancerId: freelancer.id, note: 'Your GCC programmes fit us well.', createdAt: now.toISOString() });

    const [mail, ...more] = await mailsTo(outbox, freelancer.user.email);
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe('دعوة من Omar Khalil للتقدّم إلى وظيفة «Leadership trainer»');
    expect(mail.text).toContain('Your GCC programmes fit us well.');
    expect(mail.links).toContain(`${t.config.publicUrl}/vacancy/${vacancy.id}`);

    const notices = (await request(t, 'GET', `${ALERT_PATHS.notices}?page=0`, freelancer.token)).json().data as NoticesPage;
    expect(notices.items).toEqual([expect.objectContaining({ kind: 'invitation', title: '\u2068Omar Khalil\u2069 invited you to apply to “\u2068Leadership trainer\u2069”', link: `/vacancy/${vacancy.id}` })]);
    expect(notices.unread).toBe(1);

    expect((await vacancyFor(freelancer.token)).invitation).toEqual({ companyName: 'Omar Khalil', note: 'Your GCC programmes fit us well.', createdAt: now.toISOString() });
    // Another freelancer, invited or not, and the business itself see no invitation of anyone else.
    const other = await createFreelancer(t, { firstName: 'Karim' });
    expect((await vacancyFor(other.token)).invitation).toBeUndefined();
    expect((await invite(vacancy.id, { freelancerId: other.id })).statusCode).toBe(201);
    expect((await vacancyFor(other.token)).invitation).toEqual({ companyName: 'Omar Khalil', note: null, createdAt: now.toISOString() });
    expect((await vacancyFor(freelancer.token)).invitation?.note).toBe('Your GCC programmes fit us well.');
    expect((await vacancyFor(business.token)).invitation).toBeUndefined();
  });

  it('refuses every bad invitation with a 400 in the member’s language, and stores and sends nothing', async () => {
    const target = await createFreelancer(t, { firstName: 'Nadia' });
    const applied = await createFreelancer(t, { firstName: 'Sami' });
    expect((await request(t, 'PUT', '/vacancy/apply', applied.token, { vacancyId: vacancy.id })).statusCode).toBe(200);
    const hidden = await createFreelancer(t, { firstName: 'Hidden' }, { 'experience.publish': 'no' });
    const rivalVacancy = await postVacancy(t, rival.token);
    const closed = await postVacancy(t, business.token);
    await setVacancy(t, closed.id, { publish: false });
    const expired = await postVacancy(t, business.token);
    await setVacancy(t, expired.id, { expiryDate: '2020-01-01' });
    const before = await stored();

    const cases: [string, string, unknown, string][] = [
      ['another business’s vacancy', rivalVacancy.id, { freelancerId: target.id }, alertMsg.notYourVacancy],
      ['an unknown vacancy', '00000000-0000-4000-8000-000000000000', { freelancerId: target.id }, alertMsg.notYourVacancy],
      ['a vacancy id that is none', 'nope', { freelancerId: target.id }, alertMsg.notYourVacancy],
      ['an unpublished vacancy', closed.id, { freelancerId: target.id }, alertMsg.vacancyNotOpen],
      ['an expired vacancy', expired.id, { freelancerId: target.id }, alertMsg.vacancyNotOpen],
      ['a business', vacancy.id, { freelancerId: rival.user.id }, alertMsg.notAFreelancer],
      ['an unknown profile', vacancy.id, { freelancerId: '00000000-0000-4000-8000-000000000000' }, alertMsg.notAFreelancer],
      ['no profile at all', vacancy.id, {}, alertMsg.notAFreelancer],
      ['an unpublished profile', vacancy.id, { freelancerId: hidden.id }, alertMsg.notAFreelancer],
      ['a note too long', vacancy.id, { freelancerId: target.id, note: 'x'.repeat(INVITATION_NOTE_MAX + 1) }, alertMsg.noteTooLong],
      ['a note that is not text', vacancy.id, { freelancerId: target.id, note: { text: 'hi' } }, alertMsg.noteTooLong],
      ['a freelancer already invited', vacancy.id, { freelancerId: freelancer.id }, alertMsg.alreadyInvited],
      ['a freelancer who applied', vacancy.id, { freelancerId: applied.id }, alertMsg.alreadyApplied],
    ];
    for (const [name, vacancyId, body, message] of cases) {
      const res = await invite(vacancyId, body);
      expect([name, res.statusCode, res.json().message]).toEqual([name, 400, message]);
    }
    const arabic = await invite(rivalVacancy.id, { freelancerId: target.id }, business.token, { 'accept-language': 'ar' });
    expect(arabic.json().message).toBe(localizeMessage(alertMsg.notYourVacancy, 'ar'));
    expect((await invite(vacancy.id, { freelancerId: target.id }, target.token)).json().message).toBe(alertMsg.notYourVacancy);
    expect(await stored()).toBe(before);
    expect(await mailsTo(outbox, target.user.email)).toHaveLength(0);
  });

  it('refuses a freelancer who turned invitations off by the invitation e-mail’s one-click unsubscribe, until the alerts settings turn them on', async () => {
    const off = await createFreelancer(t, { firstName: 'Quiet' });
    expect((await invite(vacancy.id, { freelancerId: off.id })).statusCode).toBe(201);
    const [mail] = await mailsTo(outbox, off.user.email);
    const done = await oneClickUnsubscribe(t.app, mail);
    expect([done.statusCode, done.json().data]).toEqual([200, { category: 'invitations', unsubscribed: true }]);

    const second = await postVacancy(t, business.token);
    const res = await invite(second.id, { freelancerId: off.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(alertMsg.invitationsOff);
    expect(await mailsTo(outbox, off.user.email)).toHaveLength(1);
    expect((await request(t, 'PUT', ALERT_PATHS.settings, off.token, { vacancies: 'daily', invitations: true })).statusCode).toBe(200);
    expect((await invite(second.id, { freelancerId: off.id })).statusCode).toBe(201);
  });

  it(`lets a business send ${INVITATIONS_PER_DAY} invitations in 24 hours, then again a day later`, async () => {
    const sender = await createMember(t, { firstName: 'Huda', iam: ['Business'] });
    const invitee = await createFreelancer(t, { firstName: 'Many' });
    for (let i = 0; i < INVITATIONS_PER_DAY - 1; i += 1) {
      const vacancyId = await insertVacancy(t, sender.user.id, { title: `Earlier ${i}` });
      await t.database.db.insert(invitations).values({ vacancyId, freelancerId: invitee.id, businessUserId: sender.user.id, createdAt: new Date(now.getTime() - 60 * 60_000) });
    }
    const last = await postVacancy(t, sender.token);
    const fresh = await createFreelancer(t, { firstName: 'Fresh' });
    const another = await createFreelancer(t, { firstName: 'Another' });
    expect((await invite(last.id, { freelancerId: fresh.id }, sender.token)).statusCode).toBe(201);
    const refused = await invite(last.id, { freelancerId: another.id }, sender.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(alertMsg.tooManyInvitations);
    expect(await mailsTo(outbox, another.user.email)).toHaveLength(0);

    now = new Date(now.getTime() + DAY_MS);
    expect((await invite(last.id, { freelancerId: another.id }, sender.token)).statusCode).toBe(201);
  });
});
