import type { SuggestedFreelancer, VacancyForYou } from '@contracts/alerts';
import { alertMsg } from '@contracts/alerts';
import { vacancyMsg } from '@contracts/vacancy';
import { createTestApp, type TestApp } from '../../test/app';
import { createFreelancer, createMember, type Member } from '../../test/freelancers';
import { postVacancy, request, setVacancy } from '../../test/vacancies';
import { matchReason, type MatchProfile, type MatchVacancy } from './matching';

const vacancy = (over: Partial<MatchVacancy> = {}): MatchVacancy => ({ requiredSkills: ['PRINCE2', 'Risk Management', 'Arabic Business Writing'], isTrainer: false, isConsultant: false, workstation: '', ...over });
const profile = (over: Partial<MatchProfile> = {}): MatchProfile => ({ skills: ['Risk Management', 'PRINCE2'], roles: ['Consultant'], workStation: 'Remote', ...over });

describe('the matching rule', () => {
  it('needs a shared skill and gives the shared ones, in the vacancy’s order, as the reason', () => {
    expect(matchReason(vacancy(), profile())).toEqual({ skills: ['PRINCE2', 'Risk Management'] });
    expect(matchReason(vacancy(), profile({ skills: ['risk management'] }))).toEqual({ skills: ['Risk Management'] });
    expect(matchReason(vacancy(), profile({ skills: ['Team Building'] }))).toBeNull();
  });

  it('seeks the vacancy’s types: trainers, consultants (E-Consultants too), both, or anyone', () => {
    expect(matchReason(vacancy({ isTrainer: true }), profile())).toBeNull();
    expect(matchReason(vacancy({ isTrainer: true }), profile({ roles: ['Trainer'] }))).not.toBeNull();
    expect(matchReason(vacancy({ isConsultant: true }), profile({ roles: ['E-Consultant'] }))).not.toBeNull();
    expect(matchReason(vacancy({ isConsultant: true }), profile({ roles: ['Trainer'] }))).toBeNull();
    expect(matchReason(vacancy({ isTrainer: true, isConsultant: true }), profile({ roles: ['Trainer'] }))).not.toBeNull();
    expect(matchReason(vacancy(), profile({ roles: [] }))).not.toBeNull();
  });

  it('fits work stations: Any and Hybrid fit both ways, Onsite and Remote only themselves', () => {
    const fits = (workstation: string, workStation: string) => matchReason(vacancy({ workstation }), profile({ workStation })) !== null;
    expect([fits('Onsite', 'Onsite'), fits('Onsite', 'Remote'), fits('Onsite', 'Hybrid'), fits('Remote', 'Onsite'), fits('Remote', 'Remote')]).toEqual([true, false, true, false, true]);
    expect([fits('Hybrid', 'Onsite'), fits('Hybrid', 'Remote'), fits('', 'Onsite'), fits('', 'Remote')]).toEqual([true, true, true, true]);
  });
});

describe('suggested freelancers and vacancies for you: the rule in SQL, who may ask, what they see', () => {
  let t: TestApp;
  let business: Member;
  let other: Member;
  const people: Record<string, Member & { id: string }> = {};
  let vacancyId = '';

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    business = await createMember(t, { iam: ['Business'] });
    other = await createMember(t, { iam: ['Business'] });
    const make = (name: string, skills: string[], Iam: string[], workStation: string, publish = 'yes') =>
      createFreelancer(t, { firstName: name }, { skills: JSON.stringify(skills), Iam: JSON.stringify(Iam), 'experience.workStation': workStation, 'experience.publish': publish });
    people.best = await make('Best', ['Leadership Development', 'Change Management', 'Team Building'], ['Trainer'], 'Onsite');
    people.hybrid = await make('Hybrid', ['Team Building'], ['Trainer'], 'Hybrid');
    people.remote = await make('Remote', ['Leadership Development'], ['Trainer'], 'Remote');
    people.consultant = await make('Consultant', ['Leadership Development'], ['Consultant'], 'Onsite');
    people.unrelated = await make('Unrelated', ['Financial Modeling'], ['Trainer'], 'Onsite');
    people.hidden = await make('Hidden', ['Leadership Development'], ['Trainer'], 'Onsite', 'no');
    people.applied = await make('Applied', ['Change Management'], ['Trainer'], 'Onsite');
    vacancyId = (await postVacancy(t, business.token, { requiredSkills: JSON.stringify(['Leadership Development', 'Change Management', 'Team Building']), 'location.workstation': 'Onsite', isTrainer: 'true' })).id;
    expect((await request(t, 'PUT', '/vacancy/apply', people.applied.token, { vacancyId })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('suggests to the vacancy’s business the listed matches who have not applied, most shared skills first, each with why, as members see them', async () => {
    const res = await request(t, 'GET', `/vacancy/${vacancyId}/suggested-freelancers`, business.token);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as SuggestedFreelancer[];
    expect(list.map((s) => s.freelancer.id)).toEqual([people.best.id, people.hybrid.id]);
    expect(list[0].why).toEqual({ skills: ['Leadership Development', 'Change Management', 'Team Building'] });
    expect(list[1]).toMatchObject({ why: { skills: ['Team Building'] }, invited: false });
    const publicView = (await request(t, 'GET', `/freelancer/${people.best.id}`, business.token)).json().data;
    expect(list[0].freelancer).toEqual(publicView);
  });

  it('answers 403 to another business, 401 to a visitor, 404 to an unknown vacancy; nothing for a vacancy no longer listed', async () => {
    const denied = await request(t, 'GET', `/vacancy/${vacancyId}/suggested-freelancers`, other.token);
    expect([denied.statusCode, denied.json().message]).toEqual([403, vacancyMsg.notPoster]);
    expect((await request(t, 'GET', `/vacancy/${vacancyId}/suggested-freelancers`)).statusCode).toBe(401);
    expect((await request(t, 'GET', '/vacancy/00000000-0000-4000-8000-000000000000/suggested-freelancers', business.token)).statusCode).toBe(404);
    expect((await request(t, 'GET', '/vacancy/nonsense/suggested-freelancers', business.token)).statusCode).toBe(404);
    await setVacancy(t, vacancyId, { publish: false });
    expect((await request(t, 'GET', `/vacancy/${vacancyId}/suggested-freelancers`, business.token)).json().data).toEqual([]);
    await setVacancy(t, vacancyId, { publish: true });
  });

  it('shows a freelancer up to 10 open matching vacancies newest first with why; none applied to; a business is refused', async () => {
    const newer = (await postVacancy(t, other.token, { title: 'Newer', requiredSkills: JSON.stringify(['Team Building']), 'location.workstation': undefined, isTrainer: 'false' })).id;
    await postVacancy(t, other.token, { title: 'For consultants', requiredSkills: JSON.stringify(['Team Building']), isTrainer: 'false', isConsultant: 'true' });
    const list = (await request(t, 'GET', '/vacancy/for-you', people.best.token)).json().data as VacancyForYou[];
    expect(list.map((v) => v.vacancy.id)).toEqual([newer, vacancyId]);
    expect(list[0].why).toEqual({ skills: ['Team Building'] });
    expect(list[0].vacancy.appliedBy).toBeUndefined();
    expect((await request(t, 'GET', '/vacancy/for-you', people.applied.token)).json().data.map((v: VacancyForYou) => v.vacancy.id)).toEqual([]);
    // The onsite vacancy: a Hybrid profile fits it, a Remote one does not.
    expect((await request(t, 'GET', '/vacancy/for-you', people.hybrid.token)).json().data.map((v: VacancyForYou) => v.vacancy.id)).toEqual([newer, vacancyId]);
    expect((await request(t, 'GET', '/vacancy/for-you', people.remote.token)).json().data).toEqual([]);
    const refused = await request(t, 'GET', '/vacancy/for-you', business.token);
    expect([refused.statusCode, refused.json().message]).toEqual([403, alertMsg.alertsForFreelancers]);
  });
});
