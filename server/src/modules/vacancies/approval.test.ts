import type { Paged } from '@contracts/paging';
import { vacancyMsg, type Vacancy } from '@contracts/vacancy';
import { createTestApp, type TestApp } from '../../test/app';
import { createFreelancer, createMember } from '../../test/freelancers';
import { postVacancy, request } from '../../test/vacancies';
import { UsersRepository } from '../users/repository';
import { vacancyCommands } from './cli';
import { auditOf, testCli } from '../../test/cli';

const dataOf = <T>(res: { json: () => unknown }) => (res.json() as { data: T }).data;
const publicIds = async (t: TestApp) => ((await request(t, 'GET', '/unauth/vacancies?page=0')).json() as Paged<Vacancy>).data.map((v) => v.id);

describe('APPROVAL=manual: an administrator approves vacancies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APPROVAL: 'manual' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps a new vacancy unlisted and closed until POST /admin/vacancies/:id/approve', async () => {
    const poster = await createMember(t);
    const vacancy = await postVacancy(t, poster.token);
    expect(vacancy.isApproved).toBe(false);
    expect(await publicIds(t)).not.toContain(vacancy.id);
    const freelancer = await createFreelancer(t);
    expect((await request(t, 'PUT', '/vacancy/apply', freelancer.token, { vacancyId: vacancy.id })).json()).toMatchObject({ message: vacancyMsg.notOpen });
    // The poster still sees it, with its state.
    expect(((await request(t, 'GET', '/vacancy/posted?page=0', poster.token)).json() as Paged<Vacancy>).data[0]).toMatchObject({ id: vacancy.id, isApproved: false });

    const refused = await request(t, 'POST', `/admin/vacancies/${vacancy.id}/approve`, poster.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ _code: 403 });

    const admin = await createMember(t, { isAdmin: true });
    const approved = await request(t, 'POST', `/admin/vacancies/${vacancy.id}/approve`, admin.token);
    expect(approved.statusCode).toBe(200);
    expect(dataOf<Vacancy>(approved)).toMatchObject({ id: vacancy.id, isApproved: true, contact: { email: poster.user.email } });
    expect(await publicIds(t)).toContain(vacancy.id);
    expect((await request(t, 'PUT', '/vacancy/apply', freelancer.token, { vacancyId: vacancy.id })).statusCode).toBe(200);
    expect((await request(t, 'POST', '/admin/vacancies/00000000-0000-4000-8000-000000000000/approve', admin.token)).statusCode).toBe(404);
  });

  it('approves from the command line: npm run admin -- approve-vacancy ID', async () => {
    const lines: string[] = [];
    const commands = vacancyCommands(testCli(t, lines));
    const poster = await createMember(t);
    const vacancy = await postVacancy(t, poster.token, { title: 'Balanced scorecard consultant' });
    await commands['approve-vacancy'].run([vacancy.id]);
    expect(lines.at(-1)).toBe(`Approved the vacancy ${vacancy.id} "Balanced scorecard consultant".`);
    expect(await auditOf(t, vacancy.id)).toEqual([{ actorLabel: 'command line (tester)', action: 'approveVacancy', itemKind: 'vacancy', reason: '' }]);
    expect(await publicIds(t)).toContain(vacancy.id);
    await expect(commands['approve-vacancy'].run([])).rejects.toThrow('Usage: npm run admin -- approve-vacancy ID');
    await expect(commands['approve-vacancy'].run(['00000000-0000-4000-8000-000000000000'])).rejects.toThrow(vacancyMsg.notFound);
  });
});

describe("APPROVAL=email: a vacancy is approved once the poster's address is verified", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APPROVAL: 'email' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('follows the verification of the address, and an administrator may approve earlier', async () => {
    const poster = await createMember(t, { mailVerified: false });
    const vacancy = await postVacancy(t, poster.token);
    expect(vacancy.isApproved).toBe(false);
    expect(await publicIds(t)).not.toContain(vacancy.id);

    await new UsersRepository(t.database.db).update(poster.user.id, { mailVerified: true });
    expect(dataOf<Vacancy>(await request(t, 'GET', `/vacancy/${vacancy.id}`, poster.token)).isApproved).toBe(true);
    expect(await publicIds(t)).toContain(vacancy.id);

    // A changed, unverified address takes the approval away again.
    await new UsersRepository(t.database.db).update(poster.user.id, { mailVerified: false });
    expect(await publicIds(t)).not.toContain(vacancy.id);

    const admin = await createMember(t, { isAdmin: true });
    expect((await request(t, 'POST', `/admin/vacancies/${vacancy.id}/approve`, admin.token)).statusCode).toBe(200);
    expect(await publicIds(t)).toContain(vacancy.id);
  });
});
