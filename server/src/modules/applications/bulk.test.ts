import { applicationMsg, type ApplicationView } from '@contracts/application';
import type { Freelancer } from '@contracts/freelancer';
import type { ApplicantsPage } from '@contracts/vacancy';
import { createTestApp, type TestApp } from '../../test/app';
import { createFreelancer, createMember, type Member } from '../../test/freelancers';
import { mailsTo } from '../../test/outbox';
import { postVacancy, request } from '../../test/vacancies';

type Applicants = { data: ApplicantsPage<Freelancer & { application: ApplicationView }> };
const messageOf = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

/** The applicants pipeline's moves on several applications at once, and the list's counts per status. */
describe('POST /vacancy/{vacancyId}/applications/bulk', () => {
  let t: TestApp;
  let poster: Member;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    poster = await createMember(t, { firstName: 'Omar', lastName: 'Khalil', iam: ['Business'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (vacancyId: string, query = '') => (await request(t, 'GET', `/vacancy/freelancers/${vacancyId}?page=1${query}`, poster.token)).json() as Applicants;
  const statuses = async (vacancyId: string) => Object.fromEntries((await list(vacancyId)).data.data.map((f) => [f.user.firstName, f.application.status]));
  const apply = async (vacancyId: string, firstName: string) => {
    const member = await createFreelancer(t, { firstName });
    expect((await request(t, 'PUT', '/vacancy/apply', member.token, { vacancyId, coverLetter: 'I can do this.' })).statusCode).toBe(200);
    return member;
  };
  const ids = async (vacancyId: string) => Object.fromEntries((await list(vacancyId)).data.data.map((f) => [f.user.firstName, f.application.id]));
  const bulk = (vacancyId: string, body: unknown, token = poster.token) => request(t, 'POST', `/vacancy/${vacancyId}/applications/bulk`, token, body);
  const outbox = () => t.app.mailer.outboxDir as string;

  it('shortlists the chosen applications that may move, one e-mail each, and the counts per status follow', async () => {
    const vacancy = await postVacancy(t, poster.token, { title: 'Payments coach' });
    const [rana, ziad] = [await apply(vacancy.id, 'Rana'), await apply(vacancy.id, 'Ziad')];
    await apply(vacancy.id, 'Hala');
    const id = await ids(vacancy.id);
    expect((await bulk(vacancy.id, { status: 'declined', applicationIds: [id.Hala] })).statusCode).toBe(200);

    const res = await bulk(vacancy.id, { status: 'shortlisted', applicationIds: [id.Rana, id.Ziad, id.Hala, id.Rana] });
    expect(res.statusCode).toBe(200);
    // A decline is final: Hala stays declined and is not in the answer.
    expect((res.json() as { data: ApplicationView[] }).data.map((a) => [a.id, a.status]).sort()).toEqual([[id.Rana, 'shortlisted'], [id.Ziad, 'shortlisted']].sort());
    expect(await statuses(vacancy.id)).toEqual({ Rana: 'shortlisted', Ziad: 'shortlisted', Hala: 'declined' });
    for (const member of [rana, ziad]) expect((await mailsTo(outbox(), member.user.email)).map((m) => m.text)).toEqual([expect.stringContaining('The business has shortlisted your application.')]);

    // The counts cover every status of the vacancy, whichever status the page shows.
    const shortlisted = await list(vacancy.id, '&status=shortlisted');
    expect(shortlisted.data.data.map((f) => f.user.firstName).sort()).toEqual(['Rana', 'Ziad']);
    expect(shortlisted.data.counts).toEqual({ new: 0, viewed: 0, shortlisted: 2, hired: 0, declined: 1, filled: 0 });

    // Shortlisted again: nothing moves, nobody gets a second e-mail.
    expect((await bulk(vacancy.id, { status: 'shortlisted', applicationIds: [id.Rana] })).json()).toEqual({ data: [] });
    expect(await mailsTo(outbox(), rana.user.email)).toHaveLength(1);

    // Then declined together, with one message.
    const declined = await bulk(vacancy.id, { status: 'declined', applicationIds: [id.Rana, id.Ziad], message: ' The role is filled. ' });
    expect((declined.json() as { data: ApplicationView[] }).data.map((a) => [a.status, a.statusMessage])).toEqual([
      ['declined', 'The role is filled.'],
      ['declined', 'The role is filled.'],
    ]);
    expect((await list(vacancy.id)).data.counts).toEqual({ new: 0, viewed: 0, shortlisted: 0, hired: 0, declined: 3, filled: 0 });
  });

  it("takes only the poster's own applications of this vacancy, and answers bad input clearly", async () => {
    const vacancy = await postVacancy(t, poster.token);
    const maha = await apply(vacancy.id, 'Maha');
    const id = await ids(vacancy.id);
    // An application of another of the poster's vacancies is not this one's: nothing moves.
    const other = await postVacancy(t, poster.token);
    const yusuf = await apply(other.id, 'Yusuf');
    const strangerId = (await ids(other.id)).Yusuf;
    const mixed = await bulk(vacancy.id, { status: 'shortlisted', applicationIds: [id.Maha, strangerId] });
    expect(mixed.statusCode).toBe(404);
    expect(await statuses(vacancy.id)).toEqual({ Maha: 'new' });
    expect(await mailsTo(outbox(), yusuf.user.email)).toEqual([]);
    // Nobody but the poster: not even the applicant.
    expect((await bulk(vacancy.id, { status: 'shortlisted', applicationIds: [id.Maha] }, maha.token)).statusCode).toBe(403);

    for (const body of [{ applicationIds: [id.Maha] }, { status: 'hired', applicationIds: [id.Maha] }, { status: 'viewed', applicationIds: [id.Maha] }]) {
      const bad = await bulk(vacancy.id, body);
      expect([bad.statusCode, messageOf(bad)]).toEqual([400, applicationMsg.badBulkStatus]);
    }
    for (const body of [{ status: 'shortlisted' }, { status: 'shortlisted', applicationIds: [] }, { status: 'declined', applicationIds: ['x'] }, { status: 'declined', applicationIds: Array.from({ length: 101 }, () => id.Maha) }]) {
      const bad = await bulk(vacancy.id, body);
      expect([bad.statusCode, messageOf(bad)]).toEqual([400, applicationMsg.badSelection]);
    }
    const arabic = await request(t, 'POST', `/vacancy/${vacancy.id}/applications/bulk?lang=ar`, poster.token, { status: 'hired', applicationIds: [id.Maha] });
    expect([arabic.statusCode, messageOf(arabic)]).toEqual([400, 'يُرجى اختيار ما يُفعل بالطلبات المحدّدة: إضافتها إلى القائمة المختصرة أو رفضها.']);
    expect(await statuses(vacancy.id)).toEqual({ Maha: 'new' });
  });
});
