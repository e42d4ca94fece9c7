import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { msg } from '@contracts/messages';
import type { ReviewsPage } from '@contracts/review';
import { buildApp } from '../../app';
import { accountDeletions, companies, conversations, jobs, messages, reviews, users, vacancyApplications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { logIn, postWithProof } from '../../test/accounts';
import { createFreelancer, createMember, get, type Member } from '../../test/freelancers';
import { mailsTo } from '../../test/outbox';
import { postVacancy, request } from '../../test/vacancies';
import { hashPassword } from '../users/password';
import { erasedAddress } from './erase';
import { AccountDataService, ERASE_JOB } from './service';

const DAY = 86_400_000;
const PASSWORD = 'delete-me-pass';
const messageOf = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

describe('download my data and delete my account', () => {
  let t: TestApp;
  let shift = 0;
  const now = () => new Date(Date.now() + shift);
  let member: Member & { id: string };
  let business: Member;
  let reviewed: Member & { id: string };
  let ownVacancyId: string;
  let theirVacancyId: string;
  let companyId: string;
  let conversationId: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL: 'https://khibra.example' }, { now });
    member = await createFreelancer(t, { firstName: 'Rania', lastName: 'Saleh', email: 'rania.data@example.test', phone: '+971509998877', passwordHash: await hashPassword(PASSWORD) });
    business = await createMember(t, { firstName: 'Omar', lastName: 'Fahmy', email: 'omar.data@example.test', phone: '+201001112233' });
    reviewed = await createFreelancer(t, { firstName: 'Hana', email: 'hana.data@example.test' });
    ownVacancyId = (await postVacancy(t, member.token, { title: 'Rania hires a designer' })).id;
    theirVacancyId = (await postVacancy(t, business.token, { title: 'Omar needs a trainer' })).id;
    expect((await request(t, 'PUT', '/vacancy/apply', member.token, { vacancyId: theirVacancyId, coverLetter: 'Rania’s own cover letter.' })).statusCode).toBe(200);
    const [company] = await t.database.db.insert(companies).values({ userId: member.user.id, name: 'Saleh Studio', about: 'Design studio.' }).returning();
    companyId = company.id;
    const started = await request(t, 'POST', '/conversations', business.token, { withUserId: member.user.id, vacancyId: theirVacancyId });
    expect(started.statusCode).toBe(200);
    conversationId = (started.json().data as { id: string }).id;
    expect((await request(t, 'POST', `/conversations/${conversationId}/messages`, member.token, { text: 'Rania wrote this.' })).statusCode).toBe(201);
    expect((await request(t, 'POST', `/conversations/${conversationId}/messages`, business.token, { text: 'Omar wrote that.' })).statusCode).toBe(201);
    await t.database.db.insert(reviews).values({
      authorId: member.user.id,
      subjectUserId: reviewed.user.id,
      freelancerId: reviewed.id,
      reviewedRole: 'freelancer',
      rating: 5,
      text: 'Excellent and clear advice, delivered on time.',
      language: 'en',
      publishedAt: new Date(Date.now() - DAY),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('exports the member’s own data as a dated JSON download, without secrets or the other side’s messages', async () => {
    const res = await request(t, 'GET', '/user/export', member.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="khibra-data-\d{4}-\d\d-\d\d\.json"/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = JSON.parse(res.body);
    expect(data.account).toMatchObject({ email: 'rania.data@example.test', firstName: 'Rania', phone: '+971509998877' });
    expect(data.notificationSettings).toEqual({ messages: true, applications: true, bookings: true, news: false });
    expect(data.profile).toMatchObject({ id: member.id, fullName: 'Rania Saleh' });
    expect(data.company).toMatchObject({ id: companyId, name: 'Saleh Studio' });
    expect(data.vacancies.map((v: { title: string }) => v.title)).toEqual(['Rania hires a designer']);
    expect(data.applications).toEqual([expect.objectContaining({ vacancyTitle: 'Omar needs a trainer', coverLetter: 'Rania’s own cover letter.' })]);
    expect(data.messagesWritten).toEqual([expect.objectContaining({ conversationId, text: 'Rania wrote this.' })]);
    expect(data.reviews.written).toHaveLength(1);
    for (const secret of ['scrypt$', 'passwordHash', 'Omar wrote that.', 'omar.data@example.test', '+201001112233', 'resumes/', 'hana.data@example.test']) expect(res.body).not.toContain(secret);
  });

  it('limits downloads to a few an hour', async () => {
    const other = await createMember(t);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await request(t, 'GET', '/user/export', other.token)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect(messageOf(await request(t, 'GET', '/user/export', other.token))).toBe(msg.exportTooMany);
  });

  it('refuses a wrong or missing password with a clear message, and deletes nothing', async () => {
    const wrong = await request(t, 'POST', '/user/delete', member.token, { password: 'not-my-password' });
    expect([wrong.statusCode, messageOf(wrong)]).toEqual([400, msg.deleteWrongPassword]);
    const missing = await request(t, 'POST', '/user/delete', member.token, {});
    expect([missing.statusCode, messageOf(missing)]).toEqual([400, msg.deletePasswordRequired]);
    expect((await request(t, 'GET', '/user/myprofile', member.token)).statusCode).toBe(200);
    expect((await get(t, `/unauth/freelancer/${member.id}`)).statusCode).toBe(200);
  });

  it('deletes at once: sessions end, sign-in is refused, the profile, vacancies and company page leave every list, page and the sitemap', async () => {
    const second = (await logIn(t.app, 'rania.data@example.test', PASSWORD)).json().data.token as string;
    const res = await request(t, 'POST', '/user/delete', member.token, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ deleted: true, eraseAfter: expect.any(String) });
    expect(Date.parse(res.json().data.eraseAfter) - now().getTime()).toBeGreaterThan(29 * DAY);
    for (const token of [member.token, second]) expect((await request(t, 'GET', '/user/myprofile', token)).statusCode).toBe(401);
    const login = await logIn(t.app, 'rania.data@example.test', PASSWORD);
    expect([login.statusCode, messageOf(login)]).toEqual([400, msg.accountDeleted]);
    // A wrong password still says only that the credentials are wrong.
    expect(messageOf(await logIn(t.app, 'rania.data@example.test', 'guess-guess'))).toBe(msg.wrongCredentials);

    expect((await get(t, `/unauth/freelancer/${member.id}`)).statusCode).toBe(404);
    expect((await get(t, `/unauth/vacancy/${ownVacancyId}`)).statusCode).toBe(404);
    expect((await get(t, `/unauth/company/${companyId}`)).statusCode).toBe(404);
    const people = JSON.stringify((await get(t, '/unauth/freelancers')).json());
    expect(people).toContain(reviewed.id);
    expect(people).not.toContain(member.id);
    const listed = JSON.stringify((await get(t, '/unauth/vacancies')).json());
    expect(listed).toContain(theirVacancyId);
    expect(listed).not.toContain(ownVacancyId);
    const sitemaps = await Promise.all(['freelancers', 'vacancies', 'companies'].map((kind) => t.app.inject({ method: 'GET', url: `/sitemaps/${kind}-1.xml` })));
    for (const id of [member.id, ownVacancyId, companyId]) for (const map of sitemaps) expect(map.body).not.toContain(id);
    expect(sitemaps[0].body).toContain(reviewed.id);

    const [mail] = await mailsTo(t.app.mailer.outboxDir as string, 'rania.data@example.test');
    expect(mail.subject).toBe('Your Khibra account was deleted');
    expect(mail.text).toContain('In 30 days your personal data will be erased');
    // Forgot password sends nothing to a deleted account.
    expect((await postWithProof(t.app, '/unauth/password/new', { email: 'rania.data@example.test' })).statusCode).toBe(200);
    expect(await mailsTo(t.app.mailer.outboxDir as string, 'rania.data@example.test')).toHaveLength(1);
    // A second request changes nothing (its token is gone anyway).
    expect((await request(t, 'POST', '/user/delete', second, { password: PASSWORD })).statusCode).toBe(401);
  });

  it('erases the personal data 30 days later, once across two instances; reviews stay, signed by no one', async () => {
    const instance = (): Promise<FastifyInstance> => buildApp(t.config, t.database.driver === 'postgres' ? { now } : { database: t.database, now });
    const other = await instance();
    try {
      const drainBoth = () => Promise.all([t.app.jobs.drain(), other.jobs.drain(), t.app.jobs.drain(), other.jobs.drain()]);
      shift = 29 * DAY;
      await drainBoth();
      const [before] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
      expect(before.email).toBe('rania.data@example.test');

      shift = 30 * DAY + 60_000;
      await drainBoth();
      const [account] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
      expect(account).toMatchObject({ email: erasedAddress(member.user.id), firstName: '', lastName: '', phone: '', passwordHash: '' });
      const [deletion] = await t.database.db.select().from(accountDeletions).where(eq(accountDeletions.userId, member.user.id));
      expect(deletion.erasedAt).not.toBeNull();
      const written = await t.database.db.select().from(messages).where(eq(messages.conversationId, conversationId));
      expect(written.map((m) => m.text).sort()).toEqual(['', 'Omar wrote that.']);
      const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.id, conversationId));
      expect(conversation.lastMessageText).toBe('Omar wrote that.');
      const [application] = await t.database.db.select().from(vacancyApplications).where(eq(vacancyApplications.freelancerUserId, member.user.id));
      expect([application.coverLetter, application.fileKey]).toEqual(['', null]);

      const page = (await get(t, `/unauth/freelancer/${reviewed.id}/reviews`)).json().data as ReviewsPage;
      expect(page.data).toHaveLength(1);
      expect(page.data[0].author).toEqual({ firstName: '', company: '', country: '' });
      expect(page.data[0].text).toBe('Excellent and clear advice, delivered on time.');

      const erasures = await t.database.db.select().from(jobs).where(eq(jobs.kind, ERASE_JOB));
      expect(erasures.map((j) => [j.status, j.attempts])).toEqual([['done', 1]]);
      // Run again by hand (a lost lease, a second worker): the erasure is claimed once.
      expect(await new AccountDataService({ db: t.database.db, config: t.config, mailer: t.app.mailer, jobs: t.app.jobs, storage: t.app.storage, now }).erase({ userId: member.user.id })).toBe(false);
      // The address is free for a new account.
      expect((await createMember(t, { email: 'rania.data@example.test' })).user.email).toBe('rania.data@example.test');
    } finally {
      await other.close();
      shift = 0;
    }
  });
});
