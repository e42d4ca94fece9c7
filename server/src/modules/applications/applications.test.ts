import type { Freelancer } from '@contracts/freelancer';
import type { Paged } from '@contracts/paging';
import type { MyProfile } from '@contracts/user';
import { vacancyMsg, type ApplicantsPage, type ApplicationRef, type AppliedVacancy, type Vacancy } from '@contracts/vacancy';
import { createTestApp, type TestApp } from '../../test/app';
import { createFreelancer, createMember, type Member } from '../../test/freelancers';
import { applicationRows, postVacancy, request, setVacancy, vacancyRow } from '../../test/vacancies';
import { isoDay } from '../vacancies/visibility';

const failure = (message: string, error: string) => ({ message, errors: { message, error } });
const dataOf = <T>(res: { json: () => unknown }) => (res.json() as { data: T }).data;

let t: TestApp;
let poster: Member;

beforeAll(async () => {
  t = await createTestApp();
  poster = await createMember(t, { firstName: 'Omar', lastName: 'Khalil', iam: ['Business'] });
});
afterAll(async () => {
  await t.close();
});

const apply = (token: string | undefined, vacancyId: unknown) => request(t, 'PUT', '/vacancy/apply', token, { vacancyId });
const withdraw = (token: string | undefined, time: unknown) => request(t, 'DELETE', '/vacancy/time', token, { time });

describe('PUT /vacancy/apply', () => {
  it('records the application with its on timestamp, for the applicant and the poster', async () => {
    const vacancy = await postVacancy(t, poster.token, { title: 'Leadership trainer for a Riyadh bank' });
    const freelancer = await createFreelancer(t, { firstName: 'Amira', lastName: 'Saleh' });

    const res = await apply(freelancer.token, vacancy.id);
    expect(res.statusCode).toBe(200);
    const application = dataOf<ApplicationRef>(res);
    expect(application).toEqual({ vacancy: vacancy.id, on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) });

    const mine = dataOf<MyProfile>(await request(t, 'GET', '/user/myprofile', freelancer.token));
    expect(mine.appliedVacancies).toEqual([application]);
    const theirs = dataOf<MyProfile>(await request(t, 'GET', '/user/myprofile', poster.token));
    expect(theirs.postedVacancies).toContain(vacancy.id);
    expect(theirs.appliedVacancies).toEqual([]);

    const applied = (await request(t, 'GET', '/vacancy/applied?page=0', freelancer.token)).json() as Paged<AppliedVacancy>;
    expect(applied).toMatchObject({ page: 0, total: 1, totalPages: 1 });
    expect(applied.data).toEqual([
      { vacancy: expect.objectContaining({ id: vacancy.id, title: 'Leadership trainer for a Riyadh bank', appliedCount: 1 }), on: application.on, status: 'new', statusAt: null, statusMessage: '', applicationId: expect.any(String), proposal: { coverLetter: '', proposedRate: null, availableFrom: null }, proposalFile: null },
    ]);
    expect(applied.data[0].vacancy).not.toHaveProperty('appliedBy');

    const posted = (await request(t, 'GET', '/vacancy/posted?page=0', poster.token)).json() as Paged<Vacancy>;
    expect(posted.data.find((v) => v.id === vacancy.id)).toMatchObject({ appliedCount: 1, appliedBy: [freelancer.id] });

    const applicants = await request(t, 'GET', `/vacancy/freelancers/${vacancy.id}?page=1`, poster.token);
    expect(applicants.statusCode).toBe(200);
    const page = dataOf<ApplicantsPage<Freelancer>>(applicants);
    expect(page.doesNextExist).toBe(false);
    expect(page.data.map((f) => f.id)).toEqual([freelancer.id]);
    // The freelancer serializer's masking for members: e-mail shown.
    expect(page.data[0].user).toMatchObject({ firstName: 'Amira', lastName: 'Saleh', email: freelancer.user.email });
  });

  it('refuses your own vacancy', async () => {
    const freelancer = await createFreelancer(t);
    const own = await postVacancy(t, freelancer.token);
    const res = await apply(freelancer.token, own.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(failure(vacancyMsg.ownVacancy, 'ownVacancy'));
    expect(await applicationRows(t, own.id)).toHaveLength(0);
  });

  it('refuses a second application', async () => {
    const vacancy = await postVacancy(t, poster.token);
    const freelancer = await createFreelancer(t);
    expect((await apply(freelancer.token, vacancy.id)).statusCode).toBe(200);
    const again = await apply(freelancer.token, vacancy.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(failure(vacancyMsg.alreadyApplied, 'alreadyApplied'));
    expect(await applicationRows(t, vacancy.id)).toHaveLength(1);
  });

  it('keeps one application when the same freelancer applies several times at once', async () => {
    const vacancy = await postVacancy(t, poster.token);
    const freelancer = await createFreelancer(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => apply(freelancer.token, vacancy.id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await applicationRows(t, vacancy.id)).toHaveLength(1);
  });

  it.each<[string, Parameters<typeof setVacancy>[2]]>([
    ['expired (expiry today)', { expiryDate: isoDay(new Date()) }],
    ['expired four weeks ago to the day', { expiryDate: isoDay(new Date(), -28) }],
    ['unpublished', { publish: false }],
    ['removed', { deletedAt: new Date(), title: '' }],
  ])('refuses a vacancy that is %s', async (_label, change) => {
    const vacancy = await postVacancy(t, poster.token);
    await setVacancy(t, vacancy.id, change);
    const freelancer = await createFreelancer(t);
    const res = await apply(freelancer.token, vacancy.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(failure(vacancyMsg.notOpen, 'notOpen'));
    expect(await applicationRows(t, vacancy.id)).toHaveLength(0);
  });

  it('answers a vacancy that expired more than four weeks ago with errors.error "Vacancy expired 4 weeks ago", on apply and on GET /vacancy/{id}', async () => {
    const vacancy = await postVacancy(t, poster.token);
    const freelancer = await createFreelancer(t);
    expect((await apply(freelancer.token, vacancy.id)).statusCode).toBe(200);
    await setVacancy(t, vacancy.id, { expiryDate: isoDay(new Date(), -29) });
    const other = await createFreelancer(t);

    const expiredOn = isoDay(new Date(), -29);
    const expected = { ...failure(vacancyMsg.expired4Weeks, vacancyMsg.expired4Weeks), errors: { ...failure(vacancyMsg.expired4Weeks, vacancyMsg.expired4Weeks).errors, expiredOn, weeksAgo: 4 } };
    const refused = await apply(other.token, vacancy.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(expected);
    for (const token of [poster.token, freelancer.token]) {
      const res = await request(t, 'GET', `/vacancy/${vacancy.id}`, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expected);
    }
    // How long ago is read from the real expiry: 50 days are 7 whole weeks.
    await setVacancy(t, vacancy.id, { expiryDate: isoDay(new Date(), -50) });
    expect((await apply(other.token, vacancy.id)).json().errors).toMatchObject({ error: vacancyMsg.expired4Weeks, expiredOn: isoDay(new Date(), -50), weeksAgo: 7 });
    // Four weeks to the day is still answered (with its Expired badge on the client).
    await setVacancy(t, vacancy.id, { expiryDate: isoDay(new Date(), -28) });
    expect((await request(t, 'GET', `/vacancy/${vacancy.id}`, freelancer.token)).statusCode).toBe(200);
  });

  it('refuses a business-only account', async () => {
    const vacancy = await postVacancy(t, poster.token);
    const business = await createMember(t, { iam: ['Business'] });
    const res = await apply(business.token, vacancy.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ ...failure(vacancyMsg.businessCannotApply, 'forbidden'), _code: 403, _message: vacancyMsg.businessCannotApply });
    expect(await applicationRows(t, vacancy.id)).toHaveLength(0);
  });

  it('needs a complete freelancer profile', async () => {
    const vacancy = await postVacancy(t, poster.token);
    const member = await createMember(t);
    const res = await apply(member.token, vacancy.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(failure(vacancyMsg.needProfile, 'needProfile'));
    expect(await applicationRows(t, vacancy.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown vacancy, 400 without one, 401 for visitors', async () => {
    const freelancer = await createFreelancer(t);
    expect((await apply(freelancer.token, '00000000-0000-4000-8000-000000000000')).json()).toEqual(failure(vacancyMsg.notFound, 'notFound'));
    expect((await apply(freelancer.token, 'nope')).statusCode).toBe(404);
    expect((await apply(freelancer.token, undefined)).statusCode).toBe(400);
    expect((await apply(undefined, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(401);
  });
});

describe('DELETE /vacancy/time', () => {
  it("withdraws the caller's application with that timestamp, and only that one", async () => {
    const first = await postVacancy(t, poster.token, { title: 'First vacancy here' });
    const second = await postVacancy(t, poster.token, { title: 'Second vacancy here' });
    const freelancer = await createFreelancer(t);
    const a1 = dataOf<ApplicationRef>(await apply(freelancer.token, first.id));
    const a2 = dataOf<ApplicationRef>(await apply(freelancer.token, second.id));

    // Someone else's timestamp finds nothing of theirs.
    const stranger = await createFreelancer(t);
    const notMine = await withdraw(stranger.token, a1.on);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual(failure(vacancyMsg.applicationNotFound, 'notFound'));

    const res = await withdraw(freelancer.token, a1.on);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: a1 });
    expect(await applicationRows(t, first.id)).toHaveLength(0);
    expect(await applicationRows(t, second.id)).toHaveLength(1);
    expect(dataOf<MyProfile>(await request(t, 'GET', '/user/myprofile', freelancer.token)).appliedVacancies).toEqual([a2]);

    expect((await withdraw(freelancer.token, a1.on)).statusCode).toBe(404);
    // Withdrawn, the freelancer may apply again.
    expect((await apply(freelancer.token, first.id)).statusCode).toBe(200);
  });

  it('refuses a missing or malformed time with 400, and visitors with 401', async () => {
    const freelancer = await createFreelancer(t);
    expect((await withdraw(freelancer.token, undefined)).statusCode).toBe(400);
    expect((await withdraw(freelancer.token, 'yesterday')).statusCode).toBe(400);
    expect((await withdraw(undefined, new Date().toISOString())).statusCode).toBe(401);
  });
});

describe('removing a vacancy keeps its applications', () => {
  it("applicants still list it, with title '' ('Vacancy was removed')", async () => {
    const vacancy = await postVacancy(t, poster.token, { title: 'Vacancy that goes away' });
    const freelancer = await createFreelancer(t);
    const application = dataOf<ApplicationRef>(await apply(freelancer.token, vacancy.id));

    expect((await request(t, 'DELETE', `/vacancy/${vacancy.id}`, poster.token)).statusCode).toBe(200);
    expect(await applicationRows(t, vacancy.id)).toHaveLength(1);
    expect((await vacancyRow(t, vacancy.id)).deletedAt).not.toBeNull();

    const applied = (await request(t, 'GET', '/vacancy/applied?page=0', freelancer.token)).json() as Paged<AppliedVacancy>;
    expect(applied.data).toEqual([{ vacancy: expect.objectContaining({ id: vacancy.id, title: '' }), on: application.on, status: 'new', statusAt: null, statusMessage: '', applicationId: expect.any(String), proposal: { coverLetter: '', proposedRate: null, availableFrom: null }, proposalFile: null }]);
    expect(dataOf<MyProfile>(await request(t, 'GET', '/user/myprofile', freelancer.token)).appliedVacancies).toEqual([application]);
    expect(dataOf<MyProfile>(await request(t, 'GET', '/user/myprofile', poster.token)).postedVacancies).not.toContain(vacancy.id);
    expect((await request(t, 'GET', `/vacancy/freelancers/${vacancy.id}`, poster.token)).statusCode).toBe(404);

    // The applicant can still withdraw it from the list.
    expect((await withdraw(freelancer.token, application.on)).statusCode).toBe(200);
  });
});

describe('GET /vacancy/freelancers/{vacancyId}', () => {
  it('pages the applicants 10 at a time from page 1, newest first, with doesNextExist', async () => {
    const vacancy = await postVacancy(t, poster.token);
    const applicants: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const freelancer = await createFreelancer(t, { firstName: `Applicant${String(i).padStart(2, '0')}` });
      expect((await apply(freelancer.token, vacancy.id)).statusCode).toBe(200);
      applicants.unshift(freelancer.id);
    }
    const first = dataOf<ApplicantsPage<Freelancer>>(await request(t, 'GET', `/vacancy/freelancers/${vacancy.id}?page=1`, poster.token));
    expect(first.data.map((f) => f.id)).toEqual(applicants.slice(0, 10));
    expect(first.doesNextExist).toBe(true);
    const second = dataOf<ApplicantsPage<Freelancer>>(await request(t, 'GET', `/vacancy/freelancers/${vacancy.id}?page=2`, poster.token));
    expect(second).toEqual({ data: [expect.objectContaining({ id: applicants[10] })], doesNextExist: false, counts: expect.objectContaining({ new: 11 }) });
    // No page means the first.
    expect(dataOf<ApplicantsPage<Freelancer>>(await request(t, 'GET', `/vacancy/freelancers/${vacancy.id}`, poster.token)).data).toHaveLength(10);
    expect((await request(t, 'GET', `/vacancy/freelancers/${vacancy.id}?page=x`, poster.token)).statusCode).toBe(400);
  });
});
