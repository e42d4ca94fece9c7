import { applicationMsg, type ApplicationView } from '@contracts/application';
import type { Freelancer } from '@contracts/freelancer';
import { vacancyMsg, type ApplicantsPage, type AppliedVacancy } from '@contracts/vacancy';
import { createTestApp, type TestApp } from '../../test/app';
import { API, createFreelancer, createMember, multipart, PDF, storedPdf, type FilePart, type Member } from '../../test/freelancers';
import { mailsTo } from '../../test/outbox';
import { applicationRows, postVacancy, request, vacancyRow } from '../../test/vacancies';

type Applicants = { data: ApplicantsPage<Freelancer & { application: ApplicationView }> };
const messageOf = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

/** A proposal with an application, and the application's pipeline (its owner only) with the freelancer's e-mails. */
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
    // The app's form sends none as null (or an empty field as '').
    for (const proposedRate of [null, '']) {
      const other = await createFreelancer(t);
      expect((await request(t, 'PUT', '/vacancy/apply', other.token, { vacancyId: vacancy.id, coverLetter: 'Hello.', proposedRate, availableFrom: null })).statusCode).toBe(200);
    }

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

  const apply = async (vacancyId: string, account: Parameters<typeof createFreelancer>[1] = {}, proposal: Record<string, unknown> = {}) => {
    const member = await createFreelancer(t, account);
    expect((await request(t, 'PUT', '/vacancy/apply', member.token, { vacancyId, coverLetter: 'I can do this.', ...proposal })).statusCode).toBe(200);
    return member;
  };
  const idsByName = async (vacancyId: string) => Object.fromEntries((await applicantsOf(vacancyId)).data.data.map((f) => [f.user.firstName, f.application.id]));
  const outbox = () => t.app.mailer.outboxDir as string;

  it('e-mails the freelancer, in their language, on a shortlist, a hire and a decline (not on being viewed)', async () => {
    const vacancy = await postVacancy(t, poster.token, { title: 'Retail training lead' });
    const noor = await apply(vacancy.id, { firstName: 'Noor', language: 'ar' });
    const adam = await apply(vacancy.id, { firstName: 'Adam' });
    const ids = await idsByName(vacancy.id);
    await setStatus(vacancy.id, ids.Noor, { status: 'viewed' });
    expect(await mailsTo(outbox(), noor.user.email)).toEqual([]);
    await setStatus(vacancy.id, ids.Noor, { status: 'shortlisted' });
    await setStatus(vacancy.id, ids.Noor, { status: 'hired', message: 'نراك يوم الأحد.' });
    await setStatus(vacancy.id, ids.Adam, { status: 'declined', message: 'We chose someone in Riyadh.' });

    const noorMails = await mailsTo(outbox(), noor.user.email);
    expect(noorMails.map((m) => m.subject).sort()).toEqual(['أنت في القائمة المختصرة لوظيفة «Retail training lead»', 'تم تعيينك في وظيفة «Retail training lead»']);
    expect(noorMails.find((m) => m.subject.startsWith('تم تعيينك'))?.text).toContain('نراك يوم الأحد.');
    const [adamMail] = await mailsTo(outbox(), adam.user.email);
    expect(adamMail.subject).toBe('About your application to “Retail training lead”');
    expect(adamMail.text).toContain('The business wrote:\nWe chose someone in Riyadh.');
    expect(adamMail.links).toContain(`${t.app.config.publicUrl}/vacancies-applied`);
  });

  it('writes a status and its e-mail in one transaction: when the e-mail cannot be queued, the status does not change', async () => {
    const vacancy = await postVacancy(t, poster.token);
    await apply(vacancy.id, { firstName: 'Huda' });
    const ids = await idsByName(vacancy.id);
    // The business's new-proposal e-mail goes first, so the failing send below is the status's own.
    await t.app.jobs.drain();
    const send = jest.spyOn(t.app.mailer, 'send').mockRejectedValueOnce(new Error('the jobs table is away'));
    try {
      expect((await setStatus(vacancy.id, ids.Huda, { status: 'shortlisted' })).statusCode).toBe(500);
    } finally {
      send.mockRestore();
    }
    expect((await applicationRows(t, vacancy.id)).map((row) => row.status)).toEqual(['new']);
    expect((await setStatus(vacancy.id, ids.Huda, { status: 'shortlisted' })).statusCode).toBe(200);
  });

  it('declines several applications with one message, one e-mail each, and leaves a hire as it is', async () => {
    const vacancy = await postVacancy(t, poster.token, { title: 'Data coach' });
    const [rana, ziad] = [await apply(vacancy.id, { firstName: 'Rana' }), await apply(vacancy.id, { firstName: 'Ziad' })];
    await apply(vacancy.id, { firstName: 'Hala' });
    const ids = await idsByName(vacancy.id);
    await setStatus(vacancy.id, ids.Hala, { status: 'hired' });
    const res = await request(t, 'POST', `/vacancy/${vacancy.id}/applications/decline`, poster.token, { applicationIds: [ids.Rana, ids.Ziad, ids.Hala, ids.Rana], message: 'The role is filled.' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: ApplicationView[] }).data.map((a) => a.id).sort()).toEqual([ids.Rana, ids.Ziad].sort());
    expect(Object.fromEntries((await applicantsOf(vacancy.id)).data.data.map((f) => [f.user.firstName, f.application.status]))).toEqual({ Rana: 'declined', Ziad: 'declined', Hala: 'hired' });
    for (const member of [rana, ziad]) expect((await mailsTo(outbox(), member.user.email)).map((m) => m.subject)).toEqual(['About your application to “Data coach”']);
    // Again: nothing left to decline, and no second e-mail.
    await request(t, 'POST', `/vacancy/${vacancy.id}/applications/decline`, poster.token, { applicationIds: [ids.Rana], message: 'Again.' });
    expect(await mailsTo(outbox(), rana.user.email)).toHaveLength(1);

    for (const body of [{}, { applicationIds: [] }, { applicationIds: ['x'] }, { applicationIds: Array.from({ length: 101 }, () => ids.Rana) }]) {
      const bad = await request(t, 'POST', `/vacancy/${vacancy.id}/applications/decline`, poster.token, body);
      expect([bad.statusCode, messageOf(bad)]).toEqual([400, applicationMsg.badSelection]);
    }
    // An application of another vacancy is not found here.
    const other = await postVacancy(t, poster.token);
    const stranger = await apply(other.id, { firstName: 'Lina' });
    const strangerId = (await idsByName(other.id)).Lina;
    expect((await request(t, 'POST', `/vacancy/${vacancy.id}/applications/decline`, poster.token, { applicationIds: [strangerId] })).statusCode).toBe(404);
    expect(await mailsTo(outbox(), stranger.user.email)).toEqual([]);
    expect((await request(t, 'POST', `/vacancy/${vacancy.id}/applications/decline`, rana.token, { applicationIds: [ids.Rana] })).statusCode).toBe(403);
  });

  it('closes the vacancy with a hire when asked (only with a hire)', async () => {
    const vacancy = await postVacancy(t, poster.token);
    await apply(vacancy.id, { firstName: 'Maha' });
    await apply(vacancy.id, { firstName: 'Yusuf' });
    const ids = await idsByName(vacancy.id);
    const wrong = await setStatus(vacancy.id, ids.Yusuf, { status: 'shortlisted', closeVacancy: true });
    expect([wrong.statusCode, messageOf(wrong)]).toEqual([400, applicationMsg.closeOnlyWithHire]);
    expect((await vacancyRow(t, vacancy.id))?.publish).toBe(true);
    expect((await setStatus(vacancy.id, ids.Maha, { status: 'hired', closeVacancy: true })).statusCode).toBe(200);
    expect((await vacancyRow(t, vacancy.id))?.publish).toBe(false);
    expect((await request(t, 'GET', `/unauth/vacancy/${vacancy.id}`)).statusCode).toBe(404);
  });

  it('lets the freelancer change their proposal until the business acts on it; filters and sorts the applicants', async () => {
    const vacancy = await postVacancy(t, poster.token);
    const sara = await apply(vacancy.id, { firstName: 'Sara' }, { proposedRate: 80 });
    await apply(vacancy.id, { firstName: 'Ali' }, { proposedRate: 40 });
    await apply(vacancy.id, { firstName: 'Dina' });
    const edit = (body: unknown, token = sara.token) => request(t, 'PUT', `/vacancy/${vacancy.id}/application`, token, body);

    const edited = await edit({ coverLetter: 'A better letter.', proposedRate: '٧٥', availableFrom: '2027-03-01' });
    expect(edited.statusCode).toBe(200);
    expect((edited.json() as { data: ApplicationView }).data.proposal).toEqual({ coverLetter: 'A better letter.', proposedRate: 75, availableFrom: '2027-03-01' });
    const mine = (await request(t, 'GET', '/vacancy/applied?page=0', sara.token)).json() as { data: AppliedVacancy[] };
    expect(mine.data[0]).toMatchObject({ applicationId: expect.any(String), proposal: { coverLetter: 'A better letter.', proposedRate: 75 } });
    const long = await edit({ coverLetter: 'x'.repeat(3001) });
    expect([long.statusCode, messageOf(long)]).toEqual([400, applicationMsg.coverLetterMax]);
    // Another member has no application here.
    expect((await edit({ coverLetter: 'Mine now.' }, poster.token)).statusCode).toBe(404);

    const ids = await idsByName(vacancy.id);
    await setStatus(vacancy.id, ids.Sara, { status: 'viewed' });
    // The call replaces the whole proposal.
    expect((await edit({ coverLetter: 'Still mine to change.', proposedRate: 75 })).statusCode).toBe(200);
    await setStatus(vacancy.id, ids.Sara, { status: 'shortlisted' });
    const late = await edit({ coverLetter: 'Too late.' });
    expect([late.statusCode, messageOf(late)]).toEqual([409, applicationMsg.notEditable]);
    expect((await applicationRows(t, vacancy.id)).find((row) => row.id === ids.Sara)?.coverLetter).toBe('Still mine to change.');

    const list = async (query: string) => {
      const page = (await request(t, 'GET', `/vacancy/freelancers/${vacancy.id}?page=1${query}`, poster.token)).json() as Applicants;
      return { names: page.data.data.map((f) => f.user.firstName), counts: page.data.counts };
    };
    expect((await list('&sort=rate')).names).toEqual(['Ali', 'Sara', 'Dina']);
    expect(await list('&status=shortlisted')).toEqual({ names: ['Sara'], counts: { new: 2, viewed: 0, shortlisted: 1, hired: 0, declined: 0, filled: 0 } });
    expect((await list('&status=bogus')).names).toHaveLength(3);
  });

  it('takes an optional PDF with a proposal (multipart), served to the owner and the applicant only, replaced or removed on edit, gone on withdrawal', async () => {
    const vacancy = await postVacancy(t, poster.token, { title: 'Sales coach' });
    const nadia = await createFreelancer(t, { firstName: 'Nadia' });
    const send = (method: 'PUT', url: string, token: string, fields: Record<string, string>, files: FilePart[] = []) => {
      const body = multipart(fields, files);
      return t.app.inject({ method, url: `${API}${url}`, headers: { ...body.headers, authorization: token }, payload: body.payload });
    };
    const pdf = (content: Buffer = PDF): FilePart => ({ field: 'file', filename: 'my proposal.pdf', contentType: 'application/pdf', content });

    const notPdf = await send('PUT', '/vacancy/apply', nadia.token, { vacancyId: vacancy.id, coverLetter: 'Hello.' }, [pdf(Buffer.from('<html>not a pdf</html>'))]);
    expect([notPdf.statusCode, messageOf(notPdf)]).toEqual([400, applicationMsg.fileNotPdf]);
    expect(await applicationRows(t, vacancy.id)).toEqual([]);

    expect((await send('PUT', '/vacancy/apply', nadia.token, { vacancyId: vacancy.id, coverLetter: 'Hello.', proposedRate: '55' }, [pdf()])).statusCode).toBe(200);
    const [row] = await applicationRows(t, vacancy.id);
    expect(row).toMatchObject({ coverLetter: 'Hello.', proposedRate: 55, fileSize: (await storedPdf()).length });
    const { file } = (await applicantsOf(vacancy.id)).data.data[0].application;
    expect(file).toBe(`/api/v1.0/vacancy/${vacancy.id}/applications/${row.id}/file`);
    const download = (token?: string) => t.app.inject({ method: 'GET', url: file as string, headers: token ? { authorization: token } : {} });
    for (const token of [poster.token, nadia.token]) {
      const res = await download(token);
      expect([res.statusCode, res.headers['content-type'], res.headers['content-disposition']]).toEqual([200, 'application/pdf', expect.stringContaining('Proposal-Nadia-Sales-coach-Khibra.pdf')]);
    }
    // The business's download has seen the application.
    expect((await applicationRows(t, vacancy.id))[0].status).toBe('viewed');
    const stranger = await createFreelancer(t);
    expect((await download(stranger.token)).statusCode).toBe(404);
    expect((await download()).statusCode).toBe(401);

    // The edit replaces the file; deleteFile removes it; the old ones leave the storage.
    const first = row.fileKey as string;
    expect((await send('PUT', `/vacancy/${vacancy.id}/application`, nadia.token, { coverLetter: 'Hello again.' }, [pdf()])).statusCode).toBe(200);
    const [replaced] = await applicationRows(t, vacancy.id);
    expect(replaced.fileKey).not.toBe(first);
    expect(await t.app.storage.exists(first)).toBe(false);
    expect((await send('PUT', `/vacancy/${vacancy.id}/application`, nadia.token, { coverLetter: 'No file now.', deleteFile: 'true' })).statusCode).toBe(200);
    const [removed] = await applicationRows(t, vacancy.id);
    expect([removed.fileKey, await t.app.storage.exists(replaced.fileKey as string)]).toEqual([null, false]);
    expect((await download(poster.token)).statusCode).toBe(404);

    expect((await send('PUT', `/vacancy/${vacancy.id}/application`, nadia.token, { coverLetter: 'With a file.' }, [pdf()])).statusCode).toBe(200);
    const [withFile] = await applicationRows(t, vacancy.id);
    expect((await request(t, 'DELETE', '/vacancy/time', nadia.token, { time: withFile.appliedAt.toISOString() })).statusCode).toBe(200);
    expect(await t.app.storage.exists(withFile.fileKey as string)).toBe(false);
  });
});
