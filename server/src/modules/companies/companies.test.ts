import { companyMsg, type CompanyProfile, type PublicCompany } from '@contracts/company';
import type { Vacancy } from '@contracts/vacancy';
import { createTestApp, type TestApp } from '../../test/app';
import { API, createFreelancer, createMember, multipart, PNG, type FilePart, type Member } from '../../test/freelancers';
import { mailsTo } from '../../test/outbox';
import { postVacancy, request } from '../../test/vacancies';

const messageOf = (res: { json: () => unknown }) => (res.json() as { message: string }).message;
const logo = (content: Buffer = PNG): FilePart => ({ field: 'logo', filename: 'logo.png', contentType: 'image/png', content });

describe('company pages', () => {
  let t: TestApp;
  let business: Member;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    business = await createMember(t, { firstName: 'Omar', lastName: 'Khalil', email: 'omar@gulfbank.com', phone: '+96891234567', iam: ['Business'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (token: string | undefined, fields: Record<string, string>, files: FilePart[] = []) => {
    const body = multipart(fields, files);
    return t.app.inject({ method: 'PUT', url: `${API}/company`, headers: { ...body.headers, ...(token ? { authorization: token } : {}) }, payload: body.payload });
  };
  const fields = { name: 'Gulf Bank', about: 'A bank in Muscat.\n\nWe train our managers every year.', industry: 'Banking', size: '201-1000', country: 'Oman', city: 'Muscat', website: 'https://www.gulfbank.com', foundedYear: '١٩٩٨' };

  it('saves the page with a re-encoded logo and shows it publicly with its counts and open vacancies, never the contact', async () => {
    const saved = await save(business.token, fields, [logo()]);
    expect(saved.statusCode).toBe(200);
    const profile = (saved.json() as { data: CompanyProfile }).data;
    expect(profile).toMatchObject({ name: 'Gulf Bank', foundedYear: 1998, size: '201-1000', website: 'https://www.gulfbank.com', verified: false, verifiedDomain: null });
    expect(profile.logo).toMatch(/^\/api\/v1\.0\/uploads\/photos\/[0-9a-f-]+\.webp$/);
    const image = await t.app.inject({ method: 'GET', url: profile.logo as string });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/webp']);

    const vacancy = await postVacancy(t, business.token, { title: 'Branch managers coach' });
    const freelancer = await createFreelancer(t, { firstName: 'Layla' });
    await request(t, 'PUT', '/vacancy/apply', freelancer.token, { vacancyId: vacancy.id });
    const [applicant] = ((await request(t, 'GET', `/vacancy/freelancers/${vacancy.id}?page=1`, business.token)).json() as { data: { data: { application: { id: string } }[] } }).data.data;
    await request(t, 'POST', `/vacancy/${vacancy.id}/applications/${applicant.application.id}/status`, business.token, { status: 'hired' });
    await postVacancy(t, business.token, { title: 'Risk workshop lead' });

    const res = await t.app.inject({ method: 'GET', url: `${API}/unauth/company/${profile.id}` });
    expect(res.statusCode).toBe(200);
    const page = (res.json() as { data: PublicCompany }).data;
    expect(page).toMatchObject({ id: profile.id, name: 'Gulf Bank', vacanciesPosted: 2, hiredCount: 1, memberSince: expect.any(String) });
    expect(page.openVacancies.map((v) => v.title)).toEqual(['Risk workshop lead', 'Branch managers coach']);
    // A visitor's view: no contact, on the page or its vacancies.
    expect(res.body).not.toContain('omar@gulfbank.com');
    expect(res.body).not.toContain('+96891234567');

    // Every vacancy says who is hiring, in lists and on its own page.
    const one = (await t.app.inject({ method: 'GET', url: `${API}/unauth/vacancy/${vacancy.id}` })).json() as { data: Vacancy };
    expect(one.data.company).toEqual({ id: profile.id, name: 'Gulf Bank', logo: profile.logo, verified: false, verifiedDomain: null, rating: null });
    const list = (await t.app.inject({ method: 'GET', url: `${API}/unauth/vacancies?page=0` })).json() as { data: Vacancy[] };
    expect(list.data.find((v) => v.id === vacancy.id)?.company?.name).toBe('Gulf Bank');
    // The page is in the sitemap.
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemaps/companies-1.xml' });
    expect(sitemap.body).toContain(`/company/${profile.id}</loc>`);
  });

  it('verifies the domain by a link e-mailed to an address there; free mail and other domains cannot', async () => {
    await save(business.token, fields);
    const verify = (email: string) => request(t, 'POST', '/company/verify', business.token, { email });
    for (const [email, message] of [
      ['omar@gmail.com', companyMsg.freeMail],
      ['omar@otherbank.com', companyMsg.wrongDomain],
      ['not an address', companyMsg.badEmail],
    ]) {
      const res = await verify(email);
      expect([res.statusCode, messageOf(res)]).toEqual([400, message]);
    }
    expect((await verify('hr@mail.gulfbank.com')).statusCode).toBe(200);
    const [mail] = await mailsTo(t.app.mailer.outboxDir as string, 'hr@mail.gulfbank.com');
    const link = mail.links.find((href) => href.includes('/unauth/company/verify?token='));
    expect(link).toBeDefined();
    const path = new URL(link as string).pathname + new URL(link as string).search;
    const opened = await t.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/^\/company\/[0-9a-f-]+\?verified=true$/);
    // Single use.
    expect((await t.app.inject({ method: 'GET', url: path })).headers.location).toBe('/my-company?verified=false');
    const mine = (await request(t, 'GET', '/company', business.token)).json() as { data: CompanyProfile };
    expect(mine.data).toMatchObject({ verified: true, verifiedDomain: 'gulfbank.com' });
    // Moving the website to another domain drops the badge; the logo stays unless removed.
    const moved = (await save(business.token, { ...fields, website: 'https://gulf-bank.om' })).json() as { data: CompanyProfile };
    expect(moved.data).toMatchObject({ verified: false, verifiedDomain: null });
  });

  it('is for business accounts only, and refuses bad input clearly without storing it', async () => {
    const freelancer = await createFreelancer(t);
    const refused = await save(freelancer.token, fields, [logo()]);
    expect([refused.statusCode, messageOf(refused)]).toEqual([403, companyMsg.notBusiness]);
    expect((await request(t, 'GET', '/company', freelancer.token)).statusCode).toBe(403);
    expect((await save(undefined, fields)).statusCode).toBe(401);
    expect((await request(t, 'POST', '/company/verify', undefined, { email: 'a@b.com' })).statusCode).toBe(401);

    const other = await createMember(t, { iam: ['Business'] });
    expect((await request(t, 'GET', '/company', other.token)).json()).toEqual({ data: null });
    for (const [bad, message] of [
      [{ name: '' }, companyMsg.nameRequired],
      [{ website: 'gulfbank' }, companyMsg.badWebsite],
      [{ website: 'javascript:alert(1)' }, companyMsg.badWebsite],
      [{ foundedYear: '3000' }, companyMsg.badFounded],
      [{ size: 'huge' }, companyMsg.badSize],
      [{ country: 'Atlantis' }, companyMsg.badCountry],
      [{ about: 'x'.repeat(2001) }, companyMsg.aboutMax],
    ] as const) {
      const res = await save(other.token, { ...fields, ...bad });
      expect([res.statusCode, messageOf(res)]).toEqual([400, message]);
    }
    const notImage = await save(other.token, fields, [logo(Buffer.from('%PDF-1.4 not an image'))]);
    expect(notImage.statusCode).toBe(400);
    expect((await request(t, 'GET', '/company', other.token)).json()).toEqual({ data: null });
    expect((await request(t, 'POST', '/company/verify', other.token, { email: 'hr@x.com' })).statusCode).toBe(400);

    expect((await t.app.inject({ method: 'GET', url: `${API}/unauth/company/00000000-0000-4000-8000-000000000000` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${API}/unauth/company/nope` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${API}/unauth/company/verify?token=short` })).headers.location).toBe('/my-company?verified=false');
  });
});
