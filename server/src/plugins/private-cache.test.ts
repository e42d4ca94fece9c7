import { createTestApp, type TestApp } from '../test/app';
import { book, bookingPayload, createEConsultant } from '../test/econsultations';
import { API, createFreelancer, createMember, get, type Member } from '../test/freelancers';
import { postVacancy, request } from '../test/vacancies';

/**
 * Answers that carry other people's e-mails or phones are never kept by a
 * browser or a shared cache: `Cache-Control: private, no-store` on every API
 * answer to a signed-in caller. Public answers keep their own caching.
 */
describe('Cache-Control of answers with personal data', () => {
  let t: TestApp;
  let member: Member;
  let freelancer: Member & { id: string };
  let econsultant: Member & { id: string };
  let vacancyId: string;
  let bookingId: string;
  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t, { firstName: 'Karim', lastName: 'Nasser' });
    freelancer = await createFreelancer(t, { firstName: 'Amira', lastName: 'Haddad', phone: '+966501112223', showPhoneRegistered: true });
    econsultant = await createEConsultant(t);
    vacancyId = (await postVacancy(t, member.token)).id;
    expect((await request(t, 'PUT', '/vacancy/apply', freelancer.token, { vacancyId })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `${API}/freelancer/favorite`, headers: { authorization: member.token }, payload: { freelancerId: freelancer.id, favorite: true } });
    const booking = await book(t, member.token, bookingPayload(econsultant.id));
    expect(booking.statusCode).toBe(201);
    bookingId = (booking.json() as { data: { id: string } }).data.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const routes = (): [string, () => string, () => string][] => [
    ["a member's view of a freelancer", () => `/freelancer/${freelancer.id}`, () => member.token],
    ['the freelancer list for members', () => '/freelancer/search?page=0', () => member.token],
    ['the freelancer pages for members', () => '/freelancer/page?page=0', () => member.token],
    ['favourites', () => '/freelancer/favorite?page=0', () => member.token],
    ['my profile', () => '/user/myprofile', () => member.token],
    ['my freelancer profile', () => '/freelancer', () => freelancer.token],
    ['vacancies for members (poster contact)', () => '/vacancy/all?page=0', () => freelancer.token],
    ['one vacancy for a member', () => `/vacancy/${vacancyId}`, () => freelancer.token],
    ['applicants of a vacancy', () => `/vacancy/freelancers/${vacancyId}?page=0`, () => member.token],
    ['applied vacancies', () => '/vacancy/applied?page=0', () => freelancer.token],
    ['posted vacancies', () => '/vacancy/posted?page=0', () => member.token],
    ['bookings', () => '/econsultancybooking/all/id', () => member.token],
    ['one booking', () => `/econsultancybooking/${bookingId}`, () => member.token],
  ];

  it.each(routes())('%s: private, no-store', async (_label, url, token) => {
    const res = await get(t, url(), token());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('the data really is personal: a member sees the e-mail and phone that the header protects', async () => {
    const res = await get(t, `/freelancer/${freelancer.id}`, member.token);
    expect(res.body).toContain('+966501112223');
    expect(res.body).toContain(freelancer.user.email);
  });

  it('a stored PDF for a member is private, no-store too', async () => {
    const res = await get(t, `/freelancer/${freelancer.id}/resume`, member.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("public answers keep their own caching (they carry no one's contact details)", async () => {
    expect((await get(t, '/unauth/input')).headers['cache-control']).toBe('public, max-age=3600');
    const visitors = await get(t, `/unauth/freelancer/${freelancer.id}`);
    expect(visitors.statusCode).toBe(200);
    expect(visitors.body).not.toContain('+966501112223');
    expect(visitors.headers['cache-control']).not.toBe('private, no-store');
  });
});
