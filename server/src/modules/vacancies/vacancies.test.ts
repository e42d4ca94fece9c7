import { REFERENCE_LISTS } from '../reference/data';
import { count, eq } from 'drizzle-orm';
import type { Paged } from '@contracts/paging';
import { VACANCY_LIMITS, vacancyMsg, type Vacancy } from '@contracts/vacancy';
import { msg } from '@contracts/messages';
import { vacancies } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createMember, storedPdf, uploadedFiles, type Member } from '../../test/freelancers';
import { createVacancy, postVacancy, request, sendVacancy, setVacancy, updateVacancy, vacancyFields, vacancyFile, vacancyRow, VACANCY_PDF } from '../../test/vacancies';
import { minimalPdf, solidPng } from '../../db/seed/pdf';
import { isoDay } from './visibility';

const failure = (message: string, error = 'validation') => ({ message, errors: { message, error } });
const forbiddenBody = { ...failure(vacancyMsg.notPoster, 'forbidden'), _code: 403, _message: vacancyMsg.notPoster };
const dataOf = <T>(res: { json: () => unknown }) => (res.json() as { data: T }).data;

let t: TestApp;
let poster: Member;
let other: Member;

beforeAll(async () => {
  t = await createTestApp();
  poster = await createMember(t, { firstName: 'Karim', lastName: 'Nasser', email: 'karim.nasser@example.test', phone: '+966501234567' });
  other = await createMember(t, { firstName: 'Layla', lastName: 'Haddad' });
});
afterAll(async () => {
  await t.close();
});

async function vacancyCount(userId: string): Promise<number> {
  const [{ n }] = await t.database.db.select({ n: count() }).from(vacancies).where(eq(vacancies.userId, userId));
  return n;
}

const REFERENCE_LISTS_SKILLS = [...REFERENCE_LISTS.keySkills];

describe('POST /vacancy/create', () => {
  it('stores one-line fields without bidirectional controls or line breaks; the requirements keep their lines', async () => {
    const res = await createVacancy(t, poster.token, {
      title: 'Leadership \u202Etrainer\u2069\nfor a bank',
      requirements: '\u202EDeliver a programme.\nIn Arabic.',
      'location.city': 'Riy\u200Fadh\r\n',
    });
    expect(res.statusCode).toBe(201);
    const vacancy = dataOf<Vacancy>(res);
    expect(vacancy).toMatchObject({ title: 'Leadership trainer for a bank', requirements: 'Deliver a programme.\nIn Arabic.', location: { city: 'Riyadh' } });
    expect(await vacancyRow(t, vacancy.id)).toMatchObject({ title: 'Leadership trainer for a bank', city: 'Riyadh' });
  });

  it('reads a select left out of the create form as Any: stored empty, no restriction (SPEC §5 "dropped on create")', async () => {
    const res = await createVacancy(t, poster.token, {
      'candidate.minExperience': undefined,
      'candidate.firstLanguage': undefined,
      'candidate.nationality': undefined,
      'location.country': undefined,
      'payment.hourlyRate': undefined,
      'payment.payType': undefined,
    });
    expect(res.statusCode).toBe(201);
    const vacancy = dataOf<Vacancy>(res);
    expect(vacancy).toMatchObject({
      candidate: { minExperience: '', firstLanguage: '', nationality: '' },
      location: { country: '' },
      payment: { hourlyRate: '', payType: '' },
    });
  });

  it('still requires on create a field without Any (the city)', async () => {
    const res = await createVacancy(t, poster.token, { 'location.city': undefined });
    expect(res.statusCode).toBe(400);
  });

  it('creates a vacancy from the multipart form, contact taken from the account, Any values dropped', async () => {
    const res = await createVacancy(t, poster.token, {
      'contact.name': 'Someone Else',
      'contact.email': 'fake@example.test',
      'contact.phone': '+10000000',
      'candidate.minExperience': 'Any',
      'location.travelRequired': 'Any',
    });
    expect(res.statusCode).toBe(201);
    const vacancy = dataOf<Vacancy>(res);
    expect(vacancy).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Leadership trainer for a Riyadh bank',
      publish: true,
      expiryDate: isoDay(new Date(), 30),
      postedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      file: null,
      fileName: null,
      hasFile: false,
      requiredSkills: ['Leadership Development', 'Team Building'],
      requirements: 'Deliver a five-day leadership programme to branch managers.',
      candidate: { minExperience: '', firstLanguage: 'Arabic', secondLanguage: 'English', nationality: '' },
      location: { city: 'Riyadh', country: 'Saudi Arabia', workstation: 'Onsite', travelRequired: '' },
      time: { startDate: isoDay(new Date(), 20), timePeriod: '1-2 weeks', minAvailability: 'Full time', projectPhase: 'Training delivery' },
      payment: { hourlyRate: '$100 - $150', payType: 'Daily', flights: 'Paid', hotel: 'Not Paid' },
      contact: { name: 'Karim Nasser', email: 'karim.nasser@example.test', phone: '+966501234567' },
      isTrainer: true,
      isConsultant: false,
      isPhonePublic: false,
      isPhoneRegistered: true,
      isApproved: true,
      appliedCount: 0,
      appliedBy: [],
      user: { id: poster.user.id },
      company: null,
    });
    const row = await vacancyRow(t, vacancy.id);
    expect(row).toMatchObject({ userId: poster.user.id, nationality: '', minExperience: '', travelRequired: '', deletedAt: null });
    expect(JSON.stringify(row)).not.toContain('fake@example.test');
  });

  it('reads JSON-text values and a plain JSON body alike', async () => {
    const asJsonText = Object.fromEntries(Object.entries(vacancyFields({ title: 'Power BI consultant, Amman' })).map(([k, v]) => [k, k === 'requiredSkills' ? v : JSON.stringify(v === 'true' ? true : v === 'false' ? false : v)]));
    const res = await sendVacancy(t, 'POST', '/vacancy/create', poster.token, asJsonText);
    expect(res.statusCode).toBe(201);
    expect(dataOf<Vacancy>(res)).toMatchObject({ title: 'Power BI consultant, Amman', publish: true, isTrainer: true, location: { city: 'Riyadh' } });

    const body = {
      title: 'Arabic copywriter, Beirut',
      publish: false,
      expiryDate: isoDay(new Date(), 10),
      requirements: 'Product pages in Arabic.',
      requiredSkills: ['Arabic Copywriting'],
      candidate: { minExperience: '3', firstLanguage: 'Arabic', nationality: 'Any nationality' },
      location: { city: 'Beirut', country: 'Lebanon', workstation: 'Remote', travelRequired: 'No' },
      time: { startDate: 'Anytime', timePeriod: 'Ongoing', minAvailability: 'Part time', projectPhase: 'Ongoing support' },
      payment: { hourlyRate: 'Less than $25', payType: 'Fixed price', flights: 'Not Paid', hotel: 'Not Paid' },
    };
    const json = await request(t, 'POST', '/vacancy/create', poster.token, body);
    expect(json.statusCode).toBe(201);
    expect(dataOf<Vacancy>(json)).toMatchObject({ title: 'Arabic copywriter, Beirut', publish: false, isConsultant: false, isPhoneRegistered: true, candidate: { secondLanguage: '', nationality: '' } });
  });

  it('needs a login', async () => {
    const res = await createVacancy(t, undefined);
    expect(res.statusCode).toBe(401);
  });

  const long = (n: number) => 'x'.repeat(n);
  it.each<[string, Record<string, string | undefined>, string]>([
    ['no skill', { requiredSkills: '[]' }, vacancyMsg.atLeastOneSkill],
    ['no skills field', { requiredSkills: undefined }, vacancyMsg.atLeastOneSkill],
    ['11 skills', { requiredSkills: JSON.stringify(Array.from({ length: 11 }, (_, i) => `Skill ${i}`)) }, vacancyMsg.tooManySkills],
    ['no title', { title: undefined }, 'Please enter the required field Title'],
    ['a blank title', { title: '   ' }, 'Please enter the required field Title'],
    ['a 3-character title', { title: 'abc' }, 'Title should have minimum 4 characters'],
    ['a 51-character title', { title: long(51) }, 'Title should have maximum 50 characters'],
    ['no expiry date', { expiryDate: undefined }, 'Please enter the required field Expiry Date'],
    ['expiry today', { expiryDate: isoDay(new Date()) }, vacancyMsg.expiryTomorrow],
    ['expiry yesterday', { expiryDate: isoDay(new Date(), -1) }, vacancyMsg.expiryTomorrow],
    ['no requirements', { requirements: undefined }, 'Please enter the required field Requirements'],
    ['4-character requirements', { requirements: 'abcd' }, 'Requirements should have minimum 5 characters'],
    ['801-character requirements', { requirements: long(801) }, 'Requirements should have maximum 800 characters'],
    ['an empty minimum experience', { 'candidate.minExperience': '' }, 'Please enter the required field Minimum Experience'],
    ['no first language', { 'candidate.firstLanguage': '' }, 'Please enter the required field First Language'],
    ['no city', { 'location.city': undefined }, 'Please enter the required field City'],
    ['a 2-character city', { 'location.city': 'Ab' }, 'City should have minimum 3 characters'],
    ['an empty country', { 'location.country': '' }, 'Please enter the required field Country'],
    ['an empty workstation', { 'location.workstation': '' }, 'Please enter the required field Workstation'],
    ['an empty travel', { 'location.travelRequired': '' }, 'Please enter the required field Travel Required'],
    ['no start date', { 'time.startDate': undefined }, 'Please enter the required field Start Date'],
    ['an empty time period', { 'time.timePeriod': '' }, 'Please enter the required field Time Period'],
    ['an empty minimum availability', { 'time.minAvailability': '' }, 'Please enter the required field Minimum Availability'],
    ['an empty project phase', { 'time.projectPhase': '' }, 'Please enter the required field Project Phase'],
    ['an empty hourly rate', { 'payment.hourlyRate': '' }, 'Please enter the required field Hourly Rate'],
    ['an empty pay type', { 'payment.payType': '' }, 'Please enter the required field Pay Type'],
    ['flights neither Paid nor Not Paid', { 'payment.flights': 'Free' }, 'Please enter the required field Flights'],
    ['no hotel', { 'payment.hotel': undefined }, 'Please enter the required field Hotel'],
  ])('refuses %s with the rule message and stores nothing', async (_label, overrides, message) => {
    const member = await createMember(t);
    const res = await createVacancy(t, member.token, overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(failure(message));
    expect(await vacancyCount(member.user.id)).toBe(0);
  });

  it('accepts the limits themselves: 50-character title, 800-character requirements, 10 skills, expiry tomorrow', async () => {
    const vacancy = await postVacancy(t, poster.token, {
      title: long(50),
      requirements: long(800),
      requiredSkills: JSON.stringify(REFERENCE_LISTS_SKILLS.slice(0, 10)),
      expiryDate: isoDay(new Date(), 1),
      'time.startDate': 'Anytime',
    });
    expect(vacancy.title).toHaveLength(50);
    expect(vacancy.requirements).toHaveLength(800);
    expect(vacancy.requiredSkills).toHaveLength(10);
  });

  describe('the PDF', () => {
    it('stores a PDF checked by content; members download it, visitors never get a path', async () => {
      const vacancy = await postVacancy(t, poster.token, {}, [vacancyFile(VACANCY_PDF, 'Leadership brief.pdf')]);
      expect(vacancy).toMatchObject({ file: `/api/v1.0/vacancy/${vacancy.id}/file`, fileName: 'Leadership-trainer-for-a-Riyadh-bank-Khibra.pdf', hasFile: true });
      const download = await request(t, 'GET', `/vacancy/${vacancy.id}/file`, other.token);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="Leadership-trainer-for-a-Riyadh-bank-Khibra.pdf"; filename*=UTF-8''Leadership-trainer-for-a-Riyadh-bank-Khibra.pdf`,
      );
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.rawPayload.equals(await storedPdf(VACANCY_PDF))).toBe(true);
      expect((await request(t, 'GET', `/vacancy/${vacancy.id}/file`)).statusCode).toBe(401);
    });

    it("serves a PDF uploaded as 'brief.html' only as an attachment named after the title, never under the uploader's name; refuses an HTML page that begins like a PDF", async () => {
      const polyglot = Buffer.from('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n%%EOF\n');
      const refused = await createVacancy(t, poster.token, {}, [vacancyFile(polyglot, 'brief.pdf', 'application/pdf')]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(failure(msg.pdfUnreadable, 'pdfUnreadable'));
      const vacancy = await postVacancy(t, poster.token, { title: 'Trainer: "HR" <b>/..\\ Riyadh حوكمة' }, [vacancyFile(VACANCY_PDF, 'brief.html', 'text/html')]);
      expect(vacancy.fileName).toBe('Trainer-HR-b-Riyadh-حوكمة-Khibra.pdf');
      expect((await vacancyRow(t, vacancy.id)).fileKey).toMatch(/^vacancies\/[0-9a-f-]{36}\.pdf$/);
      const download = await request(t, 'GET', `/vacancy/${vacancy.id}/file`, other.token);
      expect(download.statusCode).toBe(200);
      expect(download.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="Trainer-HR-b-Riyadh-_____-Khibra.pdf"; filename*=UTF-8''${encodeURIComponent('Trainer-HR-b-Riyadh-حوكمة-Khibra.pdf')}`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      expect(download.headers['content-disposition']).not.toContain('html');
      expect(download.rawPayload.equals(await storedPdf(VACANCY_PDF))).toBe(true);
    });

    it('refuses a file that is not a PDF (by content, whatever its name) with 400 and stores nothing', async () => {
      const member = await createMember(t);
      const before = await uploadedFiles(t);
      const res = await createVacancy(t, member.token, {}, [vacancyFile(solidPng(4, [1, 2, 3]), 'brief.pdf', 'application/pdf')]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(failure(vacancyMsg.fileNotPdf, 'wrongFileType'));
      expect(await vacancyCount(member.user.id)).toBe(0);
      expect(await uploadedFiles(t)).toEqual(before);
    });

    it('refuses a PDF over 5 MB with 413 and stores nothing; exactly 5 MB is accepted', async () => {
      const member = await createMember(t);
      const before = await uploadedFiles(t);
      const pdf = (size: number) => Buffer.concat([VACANCY_PDF, Buffer.alloc(size - VACANCY_PDF.length, 0x20)]);
      const res = await createVacancy(t, member.token, {}, [vacancyFile(pdf(VACANCY_LIMITS.fileBytes + 1))]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual(failure(vacancyMsg.fileTooLarge, 'fileTooLarge'));
      expect(await vacancyCount(member.user.id)).toBe(0);
      expect(await uploadedFiles(t)).toEqual(before);

      const ok = await createVacancy(t, member.token, {}, [vacancyFile(pdf(VACANCY_LIMITS.fileBytes))]);
      expect(ok.statusCode).toBe(201);
      expect(dataOf<Vacancy>(ok).hasFile).toBe(true);
    });

    it('stores no file when the fields are refused', async () => {
      const member = await createMember(t);
      const before = await uploadedFiles(t);
      const res = await createVacancy(t, member.token, { title: 'ab' }, [vacancyFile()]);
      expect(res.statusCode).toBe(400);
      expect(await uploadedFiles(t)).toEqual(before);
    });
  });
});

describe('PUT /vacancy/{id}', () => {
  it('updates every field with the edit rules; nationality Any nationality is stored empty', async () => {
    const vacancy = await postVacancy(t, poster.token);
    const res = await updateVacancy(t, poster.token, vacancy.id, {
      title: 'Leadership coach for a Jeddah bank',
      publish: 'false',
      requirements: 'y'.repeat(500),
      'location.city': 'Jeddah',
      'candidate.nationality': 'Any nationality',
      'candidate.secondLanguage': 'Any',
      isConsultant: 'true',
      isPhoneRegistered: 'false',
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf<Vacancy>(res)).toMatchObject({
      id: vacancy.id,
      title: 'Leadership coach for a Jeddah bank',
      publish: false,
      location: { city: 'Jeddah' },
      candidate: { nationality: '', secondLanguage: '' },
      isConsultant: true,
      isPhoneRegistered: false,
      postedDate: vacancy.postedDate,
      // The poster always sees the phone.
      contact: { phone: '+966501234567' },
    });
    expect(await vacancyRow(t, vacancy.id)).toMatchObject({ title: 'Leadership coach for a Jeddah bank', publish: false, city: 'Jeddah' });
  });

  it.each<[string, Record<string, string>, string]>([
    ['501-character requirements', { requirements: 'y'.repeat(501) }, 'Requirements should have maximum 500 characters'],
    ['minimum experience at Any', { 'candidate.minExperience': 'Any' }, 'Please select Minimum Experience'],
    ['first language at Any', { 'candidate.firstLanguage': 'Any' }, 'Please select First Language'],
    ['country at Any', { 'location.country': 'Any' }, 'Please select Country'],
    ['workstation at Any', { 'location.workstation': 'Any' }, 'Please select Workstation'],
    ['pay type at Any', { 'payment.payType': 'Any' }, 'Please select Pay Type'],
    ['expiry today', { expiryDate: isoDay(new Date()) }, vacancyMsg.expiryTomorrow],
    ['no skill', { requiredSkills: '[]' }, vacancyMsg.atLeastOneSkill],
  ])('refuses %s and changes nothing', async (_label, overrides, message) => {
    const vacancy = await postVacancy(t, poster.token);
    const before = await vacancyRow(t, vacancy.id);
    const res = await updateVacancy(t, poster.token, vacancy.id, overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(failure(message));
    expect(await vacancyRow(t, vacancy.id)).toEqual(before);
  });

  it('replaces the PDF, keeps it when none is sent, removes it on deleteFile=true', async () => {
    const vacancy = await postVacancy(t, poster.token, {}, [vacancyFile()]);
    const firstKey = (await vacancyRow(t, vacancy.id)).fileKey as string;
    expect(await uploadedFiles(t)).toContain(firstKey);

    const second = minimalPdf(['Second brief']);
    const replaced = await updateVacancy(t, poster.token, vacancy.id, {}, [vacancyFile(second, 'second.pdf')]);
    expect(replaced.statusCode).toBe(200);
    expect(dataOf<Vacancy>(replaced).fileName).toBe('Leadership-trainer-for-a-Riyadh-bank-Khibra.pdf');
    const secondKey = (await vacancyRow(t, vacancy.id)).fileKey as string;
    expect(secondKey).not.toBe(firstKey);
    const files = await uploadedFiles(t);
    expect(files).toContain(secondKey);
    expect(files).not.toContain(firstKey);

    const kept = await updateVacancy(t, poster.token, vacancy.id, { title: 'Kept file vacancy' });
    expect(dataOf<Vacancy>(kept)).toMatchObject({ title: 'Kept file vacancy', fileName: 'Kept-file-vacancy-Khibra.pdf', hasFile: true });

    const removed = await updateVacancy(t, poster.token, vacancy.id, { deleteFile: 'true' });
    expect(dataOf<Vacancy>(removed)).toMatchObject({ file: null, fileName: null, hasFile: false });
    expect(await uploadedFiles(t)).not.toContain(secondKey);
  });

  it.each<[string, Buffer, number, string, string]>([
    ['a file that is not a PDF', solidPng(4, [9, 9, 9]), 400, vacancyMsg.fileNotPdf, 'wrongFileType'],
    ['a PDF over 5 MB', Buffer.concat([VACANCY_PDF, Buffer.alloc(VACANCY_LIMITS.fileBytes, 0x20)]), 413, vacancyMsg.fileTooLarge, 'fileTooLarge'],
  ])('refuses %s and leaves the stored vacancy and its file unchanged', async (_label, content, status, message, code) => {
    const vacancy = await postVacancy(t, poster.token, {}, [vacancyFile()]);
    const before = await vacancyRow(t, vacancy.id);
    const files = await uploadedFiles(t);
    const res = await updateVacancy(t, poster.token, vacancy.id, { title: 'Should not be saved' }, [vacancyFile(content, 'new.pdf')]);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(failure(message, code));
    expect(await vacancyRow(t, vacancy.id)).toEqual(before);
    expect(await uploadedFiles(t)).toEqual(files);
  });

  it('answers 404 for an unknown or removed vacancy', async () => {
    expect((await updateVacancy(t, poster.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await updateVacancy(t, poster.token, 'not-an-id')).statusCode).toBe(404);
    const vacancy = await postVacancy(t, poster.token);
    expect((await request(t, 'DELETE', `/vacancy/${vacancy.id}`, poster.token)).statusCode).toBe(200);
    expect((await updateVacancy(t, poster.token, vacancy.id)).json()).toEqual(failure(vacancyMsg.notFound, 'notFound'));
  });
});

describe('only the poster may edit, delete or list applicants', () => {
  it('refuses another member with 403 {_code, _message} and changes nothing', async () => {
    const vacancy = await postVacancy(t, poster.token, {}, [vacancyFile()]);
    const before = await vacancyRow(t, vacancy.id);
    const files = await uploadedFiles(t);

    const update = await updateVacancy(t, other.token, vacancy.id, { title: 'Hijacked vacancy' }, [vacancyFile(minimalPdf(['x']))]);
    expect(update.statusCode).toBe(403);
    expect(update.json()).toEqual(forbiddenBody);

    const remove = await request(t, 'DELETE', `/vacancy/${vacancy.id}`, other.token);
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toEqual(forbiddenBody);

    const applicants = await request(t, 'GET', `/vacancy/freelancers/${vacancy.id}?page=1`, other.token);
    expect(applicants.statusCode).toBe(403);
    expect(applicants.json()).toEqual(forbiddenBody);

    expect(await vacancyRow(t, vacancy.id)).toEqual(before);
    expect(await uploadedFiles(t)).toEqual(files);
  });

  it('refuses visitors with 401 and changes nothing', async () => {
    const vacancy = await postVacancy(t, poster.token);
    const before = await vacancyRow(t, vacancy.id);
    expect((await updateVacancy(t, undefined, vacancy.id, { title: 'Visitor edit' })).statusCode).toBe(401);
    expect((await request(t, 'DELETE', `/vacancy/${vacancy.id}`)).statusCode).toBe(401);
    expect((await request(t, 'GET', `/vacancy/freelancers/${vacancy.id}`)).statusCode).toBe(401);
    expect((await request(t, 'GET', `/vacancy/${vacancy.id}`)).statusCode).toBe(401);
    expect(await vacancyRow(t, vacancy.id)).toEqual(before);
  });

  it('lets the poster delete: soft delete, title cleared, file removed, gone from the lists', async () => {
    const vacancy = await postVacancy(t, poster.token, { title: 'Vacancy to remove' }, [vacancyFile()]);
    const fileKey = (await vacancyRow(t, vacancy.id)).fileKey as string;
    const res = await request(t, 'DELETE', `/vacancy/${vacancy.id}`, poster.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: vacancy.id, deleted: true } });
    const row = await vacancyRow(t, vacancy.id);
    expect(row).toMatchObject({ title: '', fileKey: null, searchText: '' });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await uploadedFiles(t)).not.toContain(fileKey);

    const ids = (res2: { json: () => unknown }) => (res2.json() as Paged<Vacancy>).data.map((v) => v.id);
    expect(ids(await request(t, 'GET', '/unauth/vacancies?page=0'))).not.toContain(vacancy.id);
    expect(ids(await request(t, 'GET', '/vacancy/all?page=0', other.token))).not.toContain(vacancy.id);
    expect(ids(await request(t, 'GET', '/vacancy/posted?page=0', poster.token))).not.toContain(vacancy.id);
    expect((await request(t, 'GET', `/vacancy/${vacancy.id}`, poster.token)).statusCode).toBe(404);
    expect((await request(t, 'DELETE', `/vacancy/${vacancy.id}`, poster.token)).statusCode).toBe(404);
  });
});

describe('what each viewer receives', () => {
  let vacancy: Vacancy;
  let hidden: Vacancy;
  beforeAll(async () => {
    vacancy = await postVacancy(t, poster.token, { title: 'Visible contact vacancy', isPhonePublic: 'true', isPhoneRegistered: 'true' }, [vacancyFile()]);
    hidden = await postVacancy(t, poster.token, { title: 'Hidden phone vacancy', isPhonePublic: 'true', isPhoneRegistered: 'false' });
  });

  const find = (body: unknown, id: string) => (body as Paged<Vacancy>).data.find((v) => v.id === id);

  it('visitors: no contact name or e-mail, the phone only with isPhonePublic, no file path or name, no appliedBy', async () => {
    for (const res of [await request(t, 'GET', '/unauth/vacancies?page=0'), await request(t, 'POST', '/unauth/vacancy/search?page=0', undefined, { keywords: 'contact' })]) {
      expect(res.statusCode).toBe(200);
      const one = find(res.json(), vacancy.id);
      expect(one).toMatchObject({ file: null, fileName: null, hasFile: true, isPhonePublic: true });
      expect(one?.contact).toEqual({ phone: poster.user.phone });
      expect(one).not.toHaveProperty('appliedBy');
      expect(res.body).not.toContain(poster.user.email);
      expect(res.body).not.toContain('Karim');
      expect(res.body).not.toContain('/file');
    }
  });

  it('visitors never receive the phone of a vacancy whose poster did not show it to visitors', async () => {
    const members = await postVacancy(t, other.token, { title: 'Members only phone', isPhonePublic: 'false', isPhoneRegistered: 'true' });
    const listed = find((await request(t, 'GET', '/unauth/vacancies?page=0')).json(), members.id);
    expect(listed?.contact).toEqual({});
    const page = await request(t, 'GET', `/unauth/vacancy/${members.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(other.user.phone);
    expect(dataOf<Vacancy>(await request(t, 'GET', `/unauth/vacancy/${vacancy.id}`)).contact).toEqual({ phone: poster.user.phone });
  });

  it('members: name and e-mail; the phone only with isPhoneRegistered; the file path; no appliedBy', async () => {
    const res = await request(t, 'GET', '/vacancy/all?page=0', other.token);
    const shown = find(res.json(), vacancy.id);
    expect(shown).toMatchObject({ contact: { name: 'Karim Nasser', email: poster.user.email, phone: poster.user.phone }, file: `/api/v1.0/vacancy/${vacancy.id}/file`, fileName: 'Visible-contact-vacancy-Khibra.pdf' });
    expect(shown).not.toHaveProperty('appliedBy');
    const noPhone = find(res.json(), hidden.id);
    expect(noPhone?.contact).toEqual({ name: 'Karim Nasser', email: poster.user.email });
  });

  it('the poster: everything, appliedBy included', async () => {
    const res = await request(t, 'GET', '/vacancy/all?page=0', poster.token);
    expect(find(res.json(), hidden.id)).toMatchObject({ contact: { phone: poster.user.phone }, appliedBy: [] });
  });

  it('GET /vacancy/{id}: the poster sees an unpublished one; another member only what is listed', async () => {
    const draft = await postVacancy(t, poster.token, { title: 'Unpublished draft', publish: 'false' });
    expect(dataOf<Vacancy>(await request(t, 'GET', `/vacancy/${draft.id}`, poster.token))).toMatchObject({ title: 'Unpublished draft', publish: false, appliedBy: [] });
    expect((await request(t, 'GET', `/vacancy/${draft.id}`, other.token)).statusCode).toBe(404);
    expect((await request(t, 'GET', `/vacancy/${draft.id}/file`, other.token)).statusCode).toBe(404);
    const shown = dataOf<Vacancy>(await request(t, 'GET', `/vacancy/${vacancy.id}`, other.token));
    expect(shown).toMatchObject({ id: vacancy.id, contact: { name: 'Karim Nasser' } });
    expect(shown).not.toHaveProperty('appliedBy');
    expect((await request(t, 'GET', '/vacancy/00000000-0000-4000-8000-000000000000', other.token)).json()).toEqual(failure(vacancyMsg.notFound, 'notFound'));
  });

  it('public lists leave out unpublished, expired and removed vacancies; the posted list keeps all but removed', async () => {
    const member = await createMember(t);
    const open = await postVacancy(t, member.token, { title: 'Open vacancy' });
    const draft = await postVacancy(t, member.token, { title: 'Draft vacancy', publish: 'false' });
    const expired = await postVacancy(t, member.token, { title: 'Expired vacancy' });
    await setVacancy(t, expired.id, { expiryDate: isoDay(new Date()) });
    const removed = await postVacancy(t, member.token, { title: 'Removed vacancy' });
    await request(t, 'DELETE', `/vacancy/${removed.id}`, member.token);

    const publicIds = ((await request(t, 'GET', '/unauth/vacancies?page=0')).json() as Paged<Vacancy>).data.map((v) => v.id);
    expect(publicIds).toContain(open.id);
    for (const id of [draft.id, expired.id, removed.id]) expect(publicIds).not.toContain(id);

    const posted = (await request(t, 'GET', '/vacancy/posted?page=0', member.token)).json() as Paged<Vacancy>;
    expect(posted).toMatchObject({ page: 0, total: 3, totalPages: 1 });
    expect(posted.data.map((v) => v.id)).toEqual([expired.id, draft.id, open.id]);
    expect(posted.data.every((v) => Array.isArray(v.appliedBy))).toBe(true);
  });

});
