import { applicationMsg, type ApplicationView } from '@contracts/application';
import type { Freelancer } from '@contracts/freelancer';
import { vacancyMsg, type ApplicantsPage, type AppliedVacancy } from '@contracts/vacancy';
import { createTestApp, type TestApp } from '../../test/app';
import { createFreelancer, createMember, type Member } from '../../test/freelancers';
import { postVacancy, request } from '../../test/vacancies';

type Applicants = { data: ApplicantsPage<Freelancer & { application: ApplicationView }> };
const messageOf = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

/** Issue 25, the server's part so far: a proposal with an application, and the application's pipeline (its owner only). */
describe('proposals and the applicants pipeline', () => {
  let t: TestApp;
  let poster: Member;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    poster = await createMember(t, { firstName: 'Omar', lastName: 'Khalil', iam: ['Business'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const applicantsOf = async (vacancyId: string, token = poster.token) => (await request(t, 'GET', `/vacancy/freelancers/${vacancyId}?page=1`, token)).json() as Applicants;
  const setStatus = (vacancyId: string, applicationId: string, body: unknown, token = poster.token) =>
    request(t, 'POST', `/vacancy/${vacancyId}/applications/${applicationId}/status`, token, body);

  it('stores the proposal sent with an application (digits of any set), and applies without one as the spec does', async () => {
    const vacancy = await postVacancy(t, poster.token);
    const amira = await createFreelancer(t, { firstName: 'Amira' });
    const karim = await createFreelancer(t, { firstName: 'Karim' });
    const proposal = { vacancyId: vacancy.id, coverLetter: '  I have run this programme for three banks.\n\nمرحبا  ', proposedRate: '٦٠', availableFrom: '2027-01-10' };
    expect((await request(t, 'PUT', '/vacancy/apply', amira.token, proposal)).statusCode).toBe(200);
    expect((await request(t, 'PUT', '/vacancy/apply', karim.token, { vacancyId: vacancy.id })).statusCode).toBe(200);

    const page = await applicantsOf(vacancy.id);
    const byName = Object.fromEntries(page.data.data.map((f) => [f.user.firstName, f.application]));
    expect(byName.Amira).toMatchObject({
      status: 'new',
      statusAt: null,
      statusMessage: '',
      proposal: { coverLetter: 'I have run this programme for three banks.\n\nمرحبا', proposedRate: 60, availableFrom: '2027-01-10' },
    });
    expect(byName.Amira.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(byName.Karim.proposal).toEqual({ coverLetter: '', proposedRate: null, availableFrom: null });
  });

  it.each([
    ['a cover letter over 3,000 characters', { coverLetter: 'x'.repeat(3001) }, applicationMsg.coverLetterMax],
    ['a rate that is no whole number', { proposedRate: '60.5' }, applicationMsg.badRate],
    ['a negative rate', { proposedRate: -1 }, applicationMsg.badRate],
    ['a date that is not one', { availableFrom: '2027-02-30' }, applicationMsg.badAvailableFrom],
  ])('refuses %s and stores no application', async (_name, fields, message) => {
    const vacancy = await postVacancy(t, poster.token);
    const freelancer = await createFreelancer(t);
    const res = await request(t, 'PUT', '/vacancy/apply', freelancer.token, { vacancyId: vacancy.id, ...fields });
    expect([res.statusCode, messageOf(res)]).toEqual([400, message]);
    expect((await applicantsOf(vacancy.id)).data.data).toEqual([]);
  });

  it('moves an application forward only, with a message; a hire or a decline is final', async () => {
    const vacancy = await postVacancy(t, poster.token);
    const first = await createFreelancer(t, { firstName: 'Layla' });
    const second = await createFreelancer(t, { firstName: 'Sami' });
    for (const member of [first, second]) await request(t, 'PUT', '/vacancy/apply', member.token, { vacancyId: vacancy.id });
    const ids = Object.fromEntries((await applicantsOf(vacancy.id)).data.data.map((f) => [f.user.firstName, f.application.id]));

    for (const status of ['viewed', 'shortlisted']) {
      const res = await setStatus(vacancy.id, ids.Layla, { status });
      expect(res.statusCode).toBe(200);
      expect((res.json() as { data: ApplicationView }).data).toMatchObject({ id: ids.Layla, status, statusAt: expect.any(String) });
    }
    // Backwards is refused.
    const back = await setStatus(vacancy.id, ids.Layla, { status: 'viewed' });
    expect([back.statusCode, messageOf(back)]).toEqual([409, applicationMsg.transition]);
    expect((await setStatus(vacancy.id, ids.Layla, { status: 'hired', message: 'Welcome aboard.' })).statusCode).toBe(200);
    // A hire is final: it cannot be declined.
    const undo = await setStatus(vacancy.id, ids.Layla, { status: 'declined', message: 'Sorry.' });
    expect([undo.statusCode, messageOf(undo)]).toEqual([409, applicationMsg.transition]);

    const declined = await setStatus(vacancy.id, ids.Sami, { status: 'declined', message: '  We chose someone based in Riyadh.  ' });
    expect((declined.json() as { data: ApplicationView }).data).toMatchObject({ status: 'declined', statusMessage: 'We chose someone based in Riyadh.' });
    const byName = Object.fromEntries((await applicantsOf(vacancy.id)).data.data.map((f) => [f.user.firstName, f.application.status]));
    expect(byName).toEqual({ Layla: 'hired', Sami: 'declined' });
    // Each freelancer reads where their own application stands, with the business's message.
    const applied = (await request(t, 'GET', '/vacancy/applied?page=0', second.token)).json() as { data: AppliedVacancy[] };
    expect(applied.data[0]).toMatchObject({ status: 'declined', statusAt: expect.any(String), statusMessage: 'We chose someone based in Riyadh.' });
  });

  it('answers the owner only, and clearly for bad input', async () => {
    const vacancy = await postVacancy(t, poster.token);
    const freelancer = await createFreelancer(t);
    await request(t, 'PUT', '/vacancy/apply', freelancer.token, { vacancyId: vacancy.id });
    const [applicant] = (await applicantsOf(vacancy.id)).data.data;
    const other = await createMember(t, { iam: ['Business'] });

    expect((await setStatus(vacancy.id, applicant.application.id, { status: 'viewed' }, freelancer.token)).statusCode).toBe(403);
    expect((await setStatus(vacancy.id, applicant.application.id, { status: 'viewed' }, other.token)).statusCode).toBe(403);
    expect((await request(t, 'POST', `/vacancy/${vacancy.id}/applications/${applicant.application.id}/status`, undefined, { status: 'viewed' })).statusCode).toBe(401);
    const unknown = await setStatus(vacancy.id, '00000000-0000-4000-8000-000000000000', { status: 'viewed' });
    expect([unknown.statusCode, messageOf(unknown)]).toEqual([404, vacancyMsg.applicationNotFound]);
    expect((await setStatus(vacancy.id, 'not-an-id', { status: 'viewed' })).statusCode).toBe(404);
    for (const body of [{ status: 'new' }, { status: 'promoted' }, {}]) {
      const res = await setStatus(vacancy.id, applicant.application.id, body);
      expect([res.statusCode, messageOf(res)]).toEqual([400, applicationMsg.badStatus]);
    }
    const long = await setStatus(vacancy.id, applicant.application.id, { status: 'declined', message: 'x'.repeat(1001) });
    expect([long.statusCode, messageOf(long)]).toEqual([400, applicationMsg.messageMax]);
    // Nothing changed by the refusals.
    expect((await applicantsOf(vacancy.id)).data.data[0].application.status).toBe('new');
  });
});
