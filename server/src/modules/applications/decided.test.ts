import { applicationMsg, type ApplicationView } from '@contracts/application';
import type { Freelancer } from '@contracts/freelancer';
import { localizeMessage } from '@contracts/messages-ar';
import type { Paged } from '@contracts/paging';
import type { ApplicantsPage, AppliedVacancy } from '@contracts/vacancy';
import { createTestApp, type TestApp } from '../../test/app';
import { API, createFreelancer, createMember, type Member } from '../../test/freelancers';
import { mailsTo } from '../../test/outbox';
import { applicationRows, postVacancy, request } from '../../test/vacancies';

type Applicants = { data: ApplicantsPage<Freelancer & { application: ApplicationView }> };
const messageOf = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

/** Decided applications (hired, declined, position filled): kept for the business, hidden only from the freelancer's own list. */
describe('decided applications', () => {
  let t: TestApp;
  let poster: Member;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    poster = await createMember(t, { firstName: 'Omar', lastName: 'Khalil', iam: ['Business'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const apply = async (vacancyId: string, account: Parameters<typeof createFreelancer>[1] = {}) => {
    const member = await createFreelancer(t, account);
    expect((await request(t, 'PUT', '/vacancy/apply', member.token, { vacancyId })).statusCode).toBe(200);
    return member;
  };
  const idsByName = async (vacancyId: string) => {
    const page = (await request(t, 'GET', `/vacancy/freelancers/${vacancyId}?page=1`, poster.token)).json() as Applicants;
    return Object.fromEntries(page.data.data.map((f) => [f.user.firstName, f.application.id]));
  };
  const setStatus = (vacancyId: string, applicationId: string, body: unknown) => request(t, 'POST', `/vacancy/${vacancyId}/applications/${applicationId}/status`, poster.token, body);
  const appliedList = async (token: string) => ((await request(t, 'GET', '/vacancy/applied?page=0', token)).json() as Paged<AppliedVacancy>);
  const outbox = () => t.app.mailer.outboxDir as string;

  it('refuses to withdraw a hired or declined application (409, in the member’s language); the freelancer hides it from their list instead, and the business keeps it', async () => {
    const vacancy = await postVacancy(t, poster.token, { title: 'Compliance trainer' });
    const hana = await apply(vacancy.id, { firstName: 'Hana' });
    const fadi = await apply(vacancy.id, { firstName: 'Fadi' });
    const ids = await idsByName(vacancy.id);
    expect((await setStatus(vacancy.id, ids.Hana, { status: 'hired' })).statusCode).toBe(200);
    expect((await setStatus(vacancy.id, ids.Fadi, { status: 'declined', message: 'Not this time.' })).statusCode).toBe(200);

    for (const member of [hana, fadi]) {
      const [{ on }] = (await appliedList(member.token)).data;
      const refused = await request(t, 'DELETE', '/vacancy/time', member.token, { time: on });
      expect([refused.statusCode, messageOf(refused)]).toEqual([409, applicationMsg.notWithdrawable]);
    }
    const [{ on: hanaOn }] = (await appliedList(hana.token)).data;
    const arabic = await t.app.inject({ method: 'DELETE', url: `${API}/vacancy/time`, headers: { authorization: hana.token, 'accept-language': 'ar' }, payload: { time: hanaOn } });
    expect([arabic.statusCode, messageOf(arabic)]).toEqual([409, localizeMessage(applicationMsg.notWithdrawable, 'ar')]);
    expect(messageOf(arabic)).not.toBe(applicationMsg.notWithdrawable);

    // Hiding: gone from the freelancer's list only.
    expect((await request(t, 'POST', `/vacancy/${vacancy.id}/application/hide`, hana.token)).statusCode).toBe(200);
    expect(await appliedList(hana.token)).toMatchObject({ data: [], total: 0 });
    expect(Object.keys(await idsByName(vacancy.id)).sort()).toEqual(['Fadi', 'Hana']);
    expect((await applicationRows(t, vacancy.id)).map((row) => row.status).sort()).toEqual(['declined', 'hired']);
    // The review of the hire is still there for the business.
    expect((await request(t, 'GET', `/vacancy/${vacancy.id}/applications/${ids.Hana}/review`, poster.token)).statusCode).toBe(200);
    // Hiding twice is harmless; another member's hide finds nothing.
    expect((await request(t, 'POST', `/vacancy/${vacancy.id}/application/hide`, hana.token)).statusCode).toBe(200);
    expect((await request(t, 'POST', `/vacancy/${vacancy.id}/application/hide`, poster.token)).statusCode).toBe(404);
  });

  it('withdraws an open application as before, and does not hide one (withdraw it instead)', async () => {
    const vacancy = await postVacancy(t, poster.token);
    const lina = await apply(vacancy.id, { firstName: 'Lina' });
    const ids = await idsByName(vacancy.id);
    await setStatus(vacancy.id, ids.Lina, { status: 'shortlisted' });
    const hide = await request(t, 'POST', `/vacancy/${vacancy.id}/application/hide`, lina.token);
    expect([hide.statusCode, messageOf(hide)]).toEqual([409, applicationMsg.notHideable]);
    const [{ on }] = (await appliedList(lina.token)).data;
    expect((await request(t, 'DELETE', '/vacancy/time', lina.token, { time: on })).statusCode).toBe(200);
    expect(await applicationRows(t, vacancy.id)).toEqual([]);
  });

  it('a hire that closes the vacancy fills every other open application in the same change, one e-mail each in the recipient’s language (none when their switch is off)', async () => {
    const vacancy = await postVacancy(t, poster.token, { title: 'HR policy consultant' });
    await apply(vacancy.id, { firstName: 'Maha' });
    const noor = await apply(vacancy.id, { firstName: 'Noor', language: 'ar' });
    const adam = await apply(vacancy.id, { firstName: 'Adam' });
    const quiet = await apply(vacancy.id, { firstName: 'Rami' });
    const late = await apply(vacancy.id, { firstName: 'Sana' });
    const ids = await idsByName(vacancy.id);
    await setStatus(vacancy.id, ids.Adam, { status: 'shortlisted' });
    await setStatus(vacancy.id, ids.Sana, { status: 'declined' });
    expect((await request(t, 'PUT', '/user/notifications', quiet.token, { messages: true, applications: false, bookings: true, news: false })).statusCode).toBe(200);

    const hired = await setStatus(vacancy.id, ids.Maha, { status: 'hired', closeVacancy: true });
    expect(hired.statusCode).toBe(200);
    const rows = await applicationRows(t, vacancy.id);
    const statusOf = Object.fromEntries(rows.map((row) => [row.id, row.status]));
    expect([ids.Maha, ids.Noor, ids.Adam, ids.Rami, ids.Sana].map((id) => statusOf[id])).toEqual(['hired', 'filled', 'filled', 'filled', 'declined']);

    const [noorMail] = await mailsTo(outbox(), noor.user.email);
    expect(noorMail.subject).toBe('تم شغل وظيفة «HR policy consultant»');
    const [adamMail] = (await mailsTo(outbox(), adam.user.email)).filter((m) => !m.subject.startsWith('You are on the shortlist'));
    expect(adamMail.subject).toBe('The position “HR policy consultant” has been filled');
    expect(adamMail.links).toContain(`${t.app.config.publicUrl}/vacancies-applied`);
    expect(await mailsTo(outbox(), quiet.user.email)).toEqual([]);
    expect((await mailsTo(outbox(), late.user.email)).filter((m) => m.subject.includes('filled'))).toEqual([]);

    // Each sees the position filled with its date; it cannot be moved or withdrawn.
    const [mine] = (await appliedList(adam.token)).data;
    expect(mine).toMatchObject({ status: 'filled', statusAt: expect.any(String) });
    const moved = await setStatus(vacancy.id, ids.Noor, { status: 'hired' });
    expect([moved.statusCode, messageOf(moved)]).toEqual([409, applicationMsg.transition]);
    expect((await setStatus(vacancy.id, ids.Noor, { status: 'filled' })).statusCode).toBe(400);
    expect((await request(t, 'DELETE', '/vacancy/time', adam.token, { time: mine.on })).statusCode).toBe(409);
  });

  it('a hire that leaves the vacancy open fills nothing; when a filled e-mail cannot be queued, neither the hire nor any fill is stored', async () => {
    const vacancy = await postVacancy(t, poster.token);
    await apply(vacancy.id, { firstName: 'Zain' });
    await apply(vacancy.id, { firstName: 'Rula' });
    const ids = await idsByName(vacancy.id);
    // The hire's own e-mail is queued; the first filled one fails.
    const send = jest.spyOn(t.app.mailer, 'send').mockImplementation(async (mail) => {
      if (mail.subject.includes('filled')) throw new Error('the jobs table is away');
    });
    try {
      expect((await setStatus(vacancy.id, ids.Zain, { status: 'hired', closeVacancy: true })).statusCode).toBe(500);
    } finally {
      send.mockRestore();
    }
    expect((await applicationRows(t, vacancy.id)).map((row) => row.status)).toEqual(['new', 'new']);
    expect((await setStatus(vacancy.id, ids.Zain, { status: 'hired' })).statusCode).toBe(200);
    expect((await applicationRows(t, vacancy.id)).map((row) => row.status).sort()).toEqual(['hired', 'new']);
  });

  it('an application without a cover letter is seen once the business opens the applicant’s profile; another member’s view changes nothing', async () => {
    const vacancy = await postVacancy(t, poster.token);
    const other = await postVacancy(t, poster.token);
    const bare = await apply(vacancy.id, { firstName: 'Bassam' });
    expect((await request(t, 'PUT', '/vacancy/apply', bare.token, { vacancyId: other.id })).statusCode).toBe(200);
    const [declinedId] = Object.values(await idsByName(other.id));
    await setStatus(other.id, declinedId, { status: 'declined' });
    const stranger = await createMember(t, { iam: ['Business'] });
    expect((await request(t, 'GET', `/freelancer/${bare.id}`, stranger.token)).statusCode).toBe(200);
    expect((await appliedList(bare.token)).data.find((item) => item.vacancy.id === vacancy.id)?.status).toBe('new');

    expect((await request(t, 'GET', `/freelancer/${bare.id}`, poster.token)).statusCode).toBe(200);
    const mine = (await appliedList(bare.token)).data;
    expect(mine.find((item) => item.vacancy.id === vacancy.id)).toMatchObject({ status: 'viewed', statusAt: expect.any(String) });
    // A decided application stays as it is.
    expect(mine.find((item) => item.vacancy.id === other.id)?.status).toBe('declined');
    expect(await mailsTo(outbox(), bare.user.email)).toHaveLength(1);
  });
});
