import { eq } from 'drizzle-orm';
import { dateMsg } from '@contracts/dates';
import { notInList, unknownSkill } from '@contracts/reference';
import { freelancers, users } from './db/schema';
import { inputMsg } from './plugins/input-guard';
import { typeMsg } from './http/validate';
import { BAD_TIME } from './modules/applications/service';
import { createTestApp, type TestApp } from './test/app';
import { API, createMember, multipart, profileFields, resumeFile, saveProfile, type Member } from './test/freelancers';
import { createVacancy, postVacancy, updateVacancy, vacancyFields, vacancyRow } from './test/vacancies';
import { isoDay } from './modules/vacancies/visibility';

/** Reproductions of hostile input, each with its status and message, and the reference-data rules (nothing stored on refusal). */

let t: TestApp;
let member: Member;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  member = await createMember(t);
});

afterAll(async () => {
  await t.close();
});

const json = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: string, token?: string) =>
  t.app.inject({ method, url: `${API}${url}`, payload, headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) } });

const message = (res: { json(): unknown }) => (res.json() as { message: string; errors: { message: string } }).message;

describe('malformed input answers a clear 4xx', () => {
  it.each([
    ['/auth/login', { email: {}, password: 'secret-pass' }, typeMsg.text('email')],
    ['/auth/login', { email: 'a@b.test', password: ['x'] }, typeMsg.text('password')],
    ['/auth/register', { firstName: { $gt: '' } }, typeMsg.text('firstName')],
    ['/auth/contact-us', { name: 'Layla', email: [] }, typeMsg.text('email')],
    ['/unauth/password/new', { email: {} }, typeMsg.text('email')],
  ])('POST %s with %j → 400 with the field named', async (url, body, expected) => {
    const res = await json('POST', url, JSON.stringify(body));
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(expected);
    expect(res.json()).toEqual({ message: expected, errors: { message: expected, error: 'validation' } });
  });

  it('My Account and password change refuse an object where text is expected', async () => {
    const account = await json('POST', '/user/myprofile', JSON.stringify({ firstName: {} }), member.token);
    expect(account.statusCode).toBe(400);
    expect(message(account)).toBe(typeMsg.text('firstName'));
    const password = await json('POST', '/user/password/update', JSON.stringify({ current: {}, new: 'secret-pass-2', newConfirm: 'secret-pass-2' }), member.token);
    expect(password.statusCode).toBe(400);
  });

  it('a NUL in the query, the body or a header → 400 with the NUL message', async () => {
    for (const url of ['/unauth/freelancers?title=a%00b', '/unauth/vacancies?page=%00', '/unauth/freelancer/a%00b']) {
      const res = await t.app.inject({ method: 'GET', url: `${API}${url}` });
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe(inputMsg.nul);
    }
    const search = await json('POST', '/unauth/vacancy/search', JSON.stringify({ keywords: 'a\u0000b' }));
    expect([search.statusCode, message(search)]).toEqual([400, inputMsg.nul]);
    const signup = await json('POST', '/auth/register', JSON.stringify({ firstName: 'La\u0000yla' }));
    expect([signup.statusCode, message(signup)]).toEqual([400, inputMsg.nul]);
    const header = await t.app.inject({ method: 'GET', url: `${API}/unauth/vacancies`, headers: { 'x-robot-proof': 'a\u0000b' } });
    expect([header.statusCode, message(header)]).toEqual([400, inputMsg.nul]);
  });

  it('a NUL in a multipart field of the profile save → 400, profile unchanged', async () => {
    const owner = await createMember(t);
    expect((await saveProfile(t, owner.token, profileFields(), [resumeFile()])).statusCode).toBe(200);
    const before = await profileRow(owner.user.id);
    const res = await saveProfile(t, owner.token, profileFields({ profileHeader: 'Lead\u0000er' }));
    expect([res.statusCode, message(res)]).toEqual([400, inputMsg.nul]);
    expect(await profileRow(owner.user.id)).toEqual(before);
  });

  it('JSON nested 20,000 levels deep (40 KB) → 400 before parsing, on a public route', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    for (const url of ['/unauth/vacancy/search', '/auth/login']) {
      const res = await json('POST', url, deep);
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe(inputMsg.tooDeep);
    }
    // Brackets inside strings do not count.
    const ok = await json('POST', '/unauth/vacancy/search', JSON.stringify({ keywords: '['.repeat(90) }));
    expect(ok.statusCode).toBe(200);
  });

  it('multipart with no boundary or cut off → 400 on profile save and vacancy create/update', async () => {
    const poster = await createMember(t);
    const vacancy = await postVacancy(t, poster.token);
    const form = multipart(vacancyFields());
    const cases = [
      { 'content-type': 'multipart/form-data' },
      { ...form.headers, cut: true },
    ];
    for (const [method, url] of [['POST', '/freelancer'], ['POST', '/vacancy/create'], ['PUT', `/vacancy/${vacancy.id}`]] as const) {
      for (const { cut, ...headers } of cases as { cut?: boolean; 'content-type': string }[]) {
        const res = await t.app.inject({ method, url: `${API}${url}`, payload: cut ? form.payload.subarray(0, 200) : form.payload, headers: { ...headers, authorization: poster.token } });
        expect(res.statusCode).toBe(400);
        expect(message(res)).toBe('The form data could not be read.');
      }
    }
    expect((await vacancyRow(t, vacancy.id)).title).toBe(vacancy.title);
  });

  it('a 900 KB e-mail on login → 400 (too long), a body past the limit → 413', async () => {
    const long = await json('POST', '/auth/login', JSON.stringify({ email: `${'a'.repeat(900_000)}@x.test`, password: 'secret-pass' }));
    expect(long.statusCode).toBe(400);
    expect(message(long)).toBe(typeMsg.tooLong('email'));
    const huge = await json('POST', '/auth/login', JSON.stringify({ email: 'a'.repeat(1_100_000) }));
    expect(huge.statusCode).toBe(413);
  });

  it('withdraw with 0000-01-01T00:00:00Z → 400 with the time message', async () => {
    const res = await json('DELETE', '/vacancy/time', JSON.stringify({ time: '0000-01-01T00:00:00Z' }), member.token);
    expect([res.statusCode, message(res)]).toEqual([400, BAD_TIME]);
  });
});

async function profileRow(userId: string) {
  const [row] = await t.database.db.select().from(freelancers).where(eq(freelancers.userId, userId));
  return row;
}

describe('vacancy dates are real and in range', () => {
  let poster: Member;
  beforeAll(async () => {
    poster = await createMember(t);
  });

  it.each([
    ['2027-02-30', dateMsg.notADate('Expiry Date')],
    ['9999-99-99', dateMsg.notADate('Expiry Date')],
    ['9999-12-31', dateMsg.expiryWithinYear],
  ])('create with expiryDate %s → 400 and nothing stored', async (expiryDate, expected) => {
    const res = await createVacancy(t, poster.token, { expiryDate });
    expect([res.statusCode, message(res)]).toEqual([400, expected]);
  });

  it('update with an impossible expiry or a start after the expiry → 400, row unchanged', async () => {
    const vacancy = await postVacancy(t, poster.token);
    const before = await vacancyRow(t, vacancy.id);
    for (const [overrides, expected] of [
      [{ expiryDate: '2027-02-30' }, dateMsg.notADate('Expiry Date')],
      [{ expiryDate: '9999-99-99' }, dateMsg.notADate('Expiry Date')],
      [{ expiryDate: isoDay(new Date(), 10), 'time.startDate': isoDay(new Date(), 11) }, dateMsg.startAfterExpiry],
      [{ 'time.startDate': 'someday' }, dateMsg.notADate('Start Date')],
      [{ 'time.startDate': isoDay(new Date(), -3650) }, dateMsg.startTooEarly('Start Date')],
    ] as const) {
      const res = await updateVacancy(t, poster.token, vacancy.id, overrides);
      expect([res.statusCode, message(res)]).toEqual([400, expected]);
    }
    expect(await vacancyRow(t, vacancy.id)).toEqual(before);
  });

  it('accepts the edges: expiry a year ahead, start on the expiry day, Anytime', async () => {
    const last = isoDay(new Date(), 365);
    expect((await createVacancy(t, poster.token, { expiryDate: last, 'time.startDate': last })).statusCode).toBe(201);
    expect((await createVacancy(t, poster.token, { 'time.startDate': 'Anytime' })).statusCode).toBe(201);
  });
});

describe('only reference data is stored', () => {
  it.each([
    [{ 'location.country': 'Atlantis' }, notInList('Country')],
    [{ 'candidate.minExperience': '9999' }, notInList('Minimum Experience')],
    [{ 'payment.hourlyRate': 'free beer' }, notInList('Hourly Rate')],
    [{ 'payment.hourlyRate': '2147483648' }, notInList('Hourly Rate')],
    [{ 'candidate.firstLanguage': 'Klingon' }, notInList('First Language')],
    [{ 'candidate.nationality': 'Atlantis' }, notInList('Nationality')],
    [{ 'location.workstation': 'Moon' }, notInList('Workstation')],
    [{ 'time.timePeriod': 'forever' }, notInList('Time Period')],
    [{ 'payment.payType': 'barter' }, notInList('Pay Type')],
    [{ requiredSkills: JSON.stringify(['Leadership Development', 'Juggling chainsaws']) }, unknownSkill],
    [{ 'location.city': 'x'.repeat(61) }, 'City should have maximum 60 characters'],
  ])('vacancy create with %j → 400 and no row; update leaves the row unchanged', async (overrides, expected) => {
    const poster = await createMember(t);
    const res = await createVacancy(t, poster.token, overrides);
    expect([res.statusCode, message(res)]).toEqual([400, expected]);
    const vacancy = await postVacancy(t, poster.token);
    const before = await vacancyRow(t, vacancy.id);
    const update = await updateVacancy(t, poster.token, vacancy.id, overrides);
    expect([update.statusCode, message(update)]).toEqual([400, expected]);
    expect(await vacancyRow(t, vacancy.id)).toEqual(before);
  });

  it.each([
    [{ 'experience.totalExperience': '2147483648' }, notInList('Total Experience')],
    [{ 'experience.totalExperience': '9999' }, notInList('Total Experience')],
    [{ 'experience.hourlyRate': 'free beer' }, notInList('Hourly Rate')],
    [{ 'experience.hourlyRate': '$2147483648' }, notInList('Hourly Rate')],
    [{ 'experience.nationality': 'Atlantis' }, notInList('Nationality')],
    [{ 'experience.degree': 'Wizard' }, notInList('Degree')],
    [{ 'experience.firstLanguage': 'Klingon' }, notInList('First Language')],
    [{ 'experience.secondLanguage': 'Klingon' }, notInList('Second Language')],
    [{ 'experience.availability': 'never' }, notInList('Availability')],
    [{ 'experience.workStation': 'Moon' }, notInList('Work Station')],
    [{ 'experience.travelWillingness': 'Mars' }, notInList('Travel Willingness')],
    [{ 'experience.startDate': 'someday' }, 'Start Date is required'],
    [{ 'experience.startDate': '2027-02-30' }, dateMsg.notADate('Start Date')],
    [{ 'experience.startDate': '1970-01-01' }, dateMsg.startTooEarly('Start Date')],
    [{ 'experience.startDate': '2999-01-01' }, dateMsg.startTooLate('Start Date')],
    [{ skills: JSON.stringify(['Leadership Development', 'Juggling chainsaws']) }, unknownSkill],
  ])('profile save with %j → 400 and the stored profile unchanged', async (overrides, expected) => {
    const owner = await createMember(t);
    expect((await saveProfile(t, owner.token, profileFields(), [resumeFile()])).statusCode).toBe(200);
    const before = await profileRow(owner.user.id);
    const res = await saveProfile(t, owner.token, profileFields(overrides));
    expect([res.statusCode, message(res)]).toEqual([400, expected]);
    expect(await profileRow(owner.user.id)).toEqual(before);
  });

  it('GET /unauth/input serves the lists the rules check against', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/unauth/input` });
    const data = (res.json() as { data: { country: string[]; hourlyRate: { value: string }[] } }).data;
    expect(data.country).toContain('Jordan');
    expect(data.country).not.toContain('Atlantis');
    expect(data.hourlyRate.map((o) => o.value)).toContain('$50 - $75');
  });
});

describe('account country from the reference list', () => {
  it('sign-up with country Atlantis → 400, no account', async () => {
    const res = await json('POST', '/auth/register', JSON.stringify({ firstName: 'Layla', lastName: 'Haddad', email: 'atlantis@example.test', phone: '+971501234567', country: 'Atlantis', city: 'Dubai', password: 'secret-pass', cnfpassword: 'secret-pass', Iam: [] }));
    expect([res.statusCode, message(res)]).toEqual([400, notInList('Country')]);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'atlantis@example.test'));
    expect(row).toBeUndefined();
  });

  it('My Account with country Atlantis → 400, country unchanged', async () => {
    const owner = await createMember(t);
    const res = await json('POST', '/user/myprofile', JSON.stringify({ country: 'Atlantis' }), owner.token);
    expect([res.statusCode, message(res)]).toEqual([400, notInList('Country')]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row.country).toBe(owner.user.country);
  });
});
