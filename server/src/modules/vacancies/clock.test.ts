import type { Paged } from '@contracts/paging';
import { vacancyMsg, type Vacancy } from '@contracts/vacancy';
import { createTestApp, type TestApp } from '../../test/app';
import { createMember, type Member } from '../../test/freelancers';
import { createVacancy, insertVacancy, request } from '../../test/vacancies';
import { isoDay } from './visibility';

/**
 * Vacancies follow the app's clock (app.clock), as bookings and jobs do: a
 * clock set years ahead of the real date decides which expiry dates a form
 * may choose and which vacancies have expired.
 */
const NOW = new Date(Date.now() + 2 * 365 * 86_400_000);

let t: TestApp;
let poster: Member;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  poster = await createMember(t);
});
afterAll(async () => {
  await t.close();
});

describe("vacancies on the app's clock", () => {
  it('accepts an expiry a month after the clock’s today (more than a year after the real one)', async () => {
    const res = await createVacancy(t, poster.token, { expiryDate: isoDay(NOW, 30), 'time.startDate': isoDay(NOW, 20) });
    expect(res.statusCode).toBe(201);
    expect((res.json() as { data: Vacancy }).data.expiryDate).toBe(isoDay(NOW, 30));
  });

  it('refuses an expiry that is tomorrow by the real date but long past by the clock', async () => {
    const res = await createVacancy(t, poster.token, { expiryDate: isoDay(new Date(), 1), 'time.startDate': 'Anytime' });
    expect(res.statusCode).toBe(400);
  });

  it('lists to visitors the vacancies live by the clock, not those it has seen expire', async () => {
    const live = await insertVacancy(t, poster.user.id, { expiryDate: isoDay(NOW, 5) });
    const expired = await insertVacancy(t, poster.user.id, { expiryDate: isoDay(NOW, -1) });
    const ids = ((await request(t, 'GET', '/unauth/vacancies?page=0')).json() as Paged<Vacancy>).data.map((v) => v.id);
    expect(ids).toContain(live);
    expect(ids).not.toContain(expired);
  });

  it('tells the poster a vacancy expired more than four weeks before the clock’s today', async () => {
    const old = await insertVacancy(t, poster.user.id, { expiryDate: isoDay(NOW, -40) });
    const res = await request(t, 'GET', `/vacancy/${old}`, poster.token);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toBe(vacancyMsg.expired4Weeks);
  });
});
