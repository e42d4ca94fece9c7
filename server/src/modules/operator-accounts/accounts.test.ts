import { and, eq } from 'drizzle-orm';
import { operatorMsg } from '@contracts/operator';
import { accountsMsg, type AccountDetail, type AccountSearchPage } from '@contracts/operator-accounts';
import { localizeMessage } from '@contracts/messages-ar';
import { auditLog, companies, conversationReports, conversations, econsultationBookings, reports, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { logIn, secretKeys, signUp } from '../../test/accounts';
import { createMember, type Member } from '../../test/freelancers';
import { book, bookingPayload, createEConsultant } from '../../test/econsultations';
import { insertVacancy, request } from '../../test/vacancies';
import { mailsTo } from '../../test/outbox';

// .

describe('the console: accounts', () => {
  let t: TestApp;
  /** The app's clock runs this far ahead of the wall clock (the password's 15 minutes). */
  let ahead = 0;
  let admin: Member;
  let moderator: Member;
  let member: Member;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { now: () => new Date(Date.now() + ahead) });
    admin = await createMember(t, { firstName: 'Hala', lastName: 'Operator', isAdmin: true });
    moderator = await createMember(t, { firstName: 'Sami', lastName: 'Moderator', isModerator: true });
    member = await createMember(t, { firstName: 'Plain', lastName: 'Member' });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    ahead = 0;
  });

  const search = async (q: string, token = admin.token) => {
    const res = await request(t, 'GET', `/admin/users?${new URLSearchParams({ q })}`, token);
    expect(res.statusCode).toBe(200);
    return (res.json() as AccountSearchPage).data.map((row) => row.id);
  };
  const audits = (userId: string) => t.database.db.select().from(auditLog).where(and(eq(auditLog.itemKind, 'user'), eq(auditLog.itemId, userId)));
  const arabic = { 'accept-language': 'ar' };

  it('lets no visitor or member in, and no moderator change a role', async () => {
    const { user } = await createMember(t);
    const calls: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/admin/users?q=a'],
      ['GET', `/admin/users/${user.id}`],
      ['POST', `/admin/users/${user.id}/end-sessions`, { reason: 'Abuse' }],
      ['POST', `/admin/users/${user.id}/resend-verification`, {}],
      ['PUT', `/admin/users/${user.id}/role`, { role: 'moderator', reason: 'Helps' }],
    ];
    for (const [method, url, payload] of calls) {
      expect([url, (await request(t, method, url, undefined, payload)).statusCode]).toEqual([url, 401]);
      expect([url, (await request(t, method, url, member.token, payload)).statusCode]).toEqual([url, 403]);
    }
    const byModerator = await request(t, 'PUT', `/admin/users/${user.id}/role`, moderator.token, { role: 'moderator', reason: 'Helps' });
    expect(byModerator.statusCode).toBe(403);
    expect((await t.app.services.users.repository.findById(user.id))?.isModerator).toBe(false);
    expect((await request(t, 'GET', `/admin/users/${user.id}`, moderator.token)).statusCode).toBe(200);
  });

  it('finds an account by either name in either script, by e-mail, by its id, its company, a vacancy and a booking reference', async () => {
    const { user } = await createMember(t, { firstName: 'Zubayda', lastName: 'Qasimi', email: 'zq.unique-box@example.test' });
    const { user: arabicUser } = await createMember(t, { firstName: 'أحمد', lastName: 'الزعبي' });
    const [company] = await t.database.db.insert(companies).values({ userId: user.id, name: 'Qasimi Trading' }).returning();
    const vacancyId = await insertVacancy(t, user.id);
    expect(await search('zubay')).toEqual([user.id]);
    expect(await search('QASIMI')).toEqual([user.id]);
    expect(await search('zubayda qasimi')).toEqual([user.id]);
    // Hamza-blind, as every search folds Arabic.
    expect(await search('احمد الزعبي')).toEqual([arabicUser.id]);
    expect(await search('unique-box')).toEqual([user.id]);
    expect(await search(user.id.toUpperCase())).toEqual([user.id]);
    expect(await search(company.id)).toEqual([user.id]);
    expect(await search(vacancyId)).toEqual([user.id]);
    expect(await search('nobody-has-this')).toEqual([]);
    // A typed % is a percent sign, not a wildcard.
    expect(await search('%')).toEqual([]);

    const consultant = await createEConsultant(t, {}, { firstName: 'Booked', lastName: 'Consultant' });
    const client = await createMember(t, { firstName: 'Booking', lastName: 'Client' });
    expect((await book(t, client.token, bookingPayload(consultant.id))).statusCode).toBe(201);
    const [booking] = await t.database.db.select().from(econsultationBookings).where(eq(econsultationBookings.bookedBy, client.user.id));
    expect((await search(booking.reference.toLowerCase())).sort()).toEqual([client.user.id, consultant.user.id].sort());
    expect((await search(booking.id)).sort()).toEqual([client.user.id, consultant.user.id].sort());
  });

  it('pages the newest accounts first when nothing is typed', async () => {
    const first = await request(t, 'GET', '/admin/users', moderator.token);
    const page = first.json() as AccountSearchPage;
    expect(page.page).toBe(0);
    const created = page.data.map((row) => row.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(page.data.map((row) => row.id)).toContain(member.user.id);
  });

  it("shows an account's role, status, sign-in, sessions, company, counts and reports, and never a hash", async () => {
    const account = await signUp(t.app, { firstName: 'Nadia', lastName: 'Counted' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    expect((await logIn(t.app, account.email, account.password)).statusCode).toBe(200);
    await t.database.db.update(users).set({ suspendedAt: new Date('2026-01-02T03:04:05Z'), suspensionReason: 'Spam messages' }).where(eq(users.id, row.id));
    await t.database.db.insert(companies).values({ userId: row.id, name: 'Counted Co', verifiedDomain: 'counted.example', verifiedAt: new Date('2026-01-01T00:00:00Z') });
    await insertVacancy(t, row.id);
    await insertVacancy(t, row.id);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.userId, row.id));
    await t.database.db.insert(reports).values([
      { reporterId: member.user.id, kind: 'company', itemId: company.id, reason: 'scam', text: 'Asked for money' },
      { reporterId: row.id, kind: 'freelancer', itemId: row.id, reason: 'spam' },
    ]);

    const [low, high] = [row.id, member.user.id].sort();
    const [conversation] = await t.database.db.insert(conversations).values({ userLow: low, userHigh: high, subject: 'profile', lastMessageText: 'a private message' }).returning();
    await t.database.db.insert(conversationReports).values({ conversationId: conversation.id, reporterId: member.user.id, reason: 'Insults in messages', createdAt: new Date(Date.now() + 1000) });

    const res = await request(t, 'GET', `/admin/users/${row.id}`, moderator.token);
    expect(res.statusCode).toBe(200);
    expect(secretKeys(res.json())).toEqual([]);
    expect(res.body).not.toContain('scrypt');
    expect(res.body).not.toContain('a private message');
    const detail = (res.json() as { data: AccountDetail }).data;
    expect(detail).toMatchObject({
      id: row.id,
      firstName: 'Nadia',
      role: null,
      status: 'suspended',
      suspension: { reason: 'Spam messages', since: '2026-01-02T03:04:05.000Z' },
      deletedAt: null,
      mailVerified: false,
      activeSessions: 2,
      company: { name: 'Counted Co', verifiedDomain: 'counted.example', verifiedAt: '2026-01-01T00:00:00.000Z' },
      counts: { vacancies: 2, applications: 0, bookings: 0, reviewsGiven: 0, reviewsReceived: 0 },
      reportsAbout: {
        count: 2,
        latest: [
          { source: 'conversation', kind: 'conversation', reason: 'Insults in messages', open: null },
          { source: 'content', kind: 'company', reason: 'scam', open: true },
        ],
      },
      reportsBy: { count: 1, latest: [{ source: 'content', kind: 'freelancer', reason: 'spam', open: true }] },
    });
    expect(Date.parse(detail.lastSignInAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    expect((await request(t, 'GET', `/admin/users/${admin.user.id}`, moderator.token)).json().data).toMatchObject({ role: 'admin', status: 'active' });
    const unknown = await request(t, 'GET', '/admin/users/00000000-0000-4000-8000-000000000000', admin.token, undefined);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(operatorMsg.noSuchAccount);
    expect((await request(t, 'GET', '/admin/users/not-an-id', admin.token)).statusCode).toBe(404);
  });

  it('ends every session of an account with its reason on record and tells the live streams at once', async () => {
    const target = await signUp(t.app);
    const again = (await logIn(t.app, target.email, target.password)).json().data.token as string;
    const [row] = await t.database.db.select().from(users).where(eq(users.email, target.email));
    const published = jest.spyOn(t.app.live, 'publish');

    const empty = await t.app.inject({ method: 'POST', url: `/api/v1.0/admin/users/${row.id}/end-sessions`, headers: { authorization: moderator.token, ...arabic }, payload: { reason: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(localizeMessage(operatorMsg.operatorReasonRequired, 'ar'));
    expect(empty.json().message).not.toBe(operatorMsg.operatorReasonRequired);
    expect((await request(t, 'GET', '/user/myprofile', target.token)).statusCode).toBe(200);
    expect(await audits(row.id)).toEqual([]);

    const res = await request(t, 'POST', `/admin/users/${row.id}/end-sessions`, moderator.token, { reason: 'Account shared' });
    expect([res.statusCode, res.json().data]).toEqual([200, { ended: 2 }]);
    expect((await request(t, 'GET', '/user/myprofile', target.token)).statusCode).toBe(401);
    expect((await request(t, 'GET', '/user/myprofile', again)).statusCode).toBe(401);
    expect(published).toHaveBeenCalledWith({ type: 'sessions', userId: row.id });
    published.mockRestore();
    expect(await audits(row.id)).toEqual([
      expect.objectContaining({ actorId: moderator.user.id, action: 'endSessions', reason: 'Account shared', details: { sessions: 2 } }),
    ]);
    expect((await request(t, 'POST', '/admin/users/00000000-0000-4000-8000-000000000000/end-sessions', moderator.token, { reason: 'x' })).statusCode).toBe(404);
  });

  it('sends the verification e-mail again, once the address is not verified, on record', async () => {
    const target = await signUp(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, target.email));
    const before = (await mailsTo(t.app.mailer.outboxDir as string, target.email)).length;
    const res = await request(t, 'POST', `/admin/users/${row.id}/resend-verification`, moderator.token, { reason: 'Member asked by phone' });
    expect(res.statusCode).toBe(200);
    const mails = await mailsTo(t.app.mailer.outboxDir as string, target.email);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.subject).toMatch(/verify/i);
    expect(await audits(row.id)).toEqual([expect.objectContaining({ action: 'resendVerification', reason: 'Member asked by phone' })]);

    const verified = await request(t, 'POST', `/admin/users/${member.user.id}/resend-verification`, moderator.token, {});
    expect([verified.statusCode, verified.json().message]).toEqual([409, accountsMsg.alreadyVerified]);
    expect((await request(t, 'POST', '/admin/users/00000000-0000-4000-8000-000000000000/resend-verification', moderator.token, {})).statusCode).toBe(404);
  });

  it('changes a role for an administrator who entered the password within 15 minutes, never their own administrator role', async () => {
    const { user } = await createMember(t, { firstName: 'Future', lastName: 'Moderator' });
    const url = `/admin/users/${user.id}/role`;
    const bad = await request(t, 'PUT', url, admin.token, { role: 'owner', reason: 'x' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, accountsMsg.roleInvalid]);
    expect((await request(t, 'PUT', url, admin.token, { role: 'moderator', reason: '' })).statusCode).toBe(400);

    const res = await request(t, 'PUT', url, admin.token, { role: 'moderator', reason: 'Joins the support team' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, role: 'moderator' });
    expect(await t.app.services.users.repository.findById(user.id)).toMatchObject({ isAdmin: false, isModerator: true });
    expect(await audits(user.id)).toEqual([
      expect.objectContaining({ actorId: admin.user.id, action: 'changeRole', reason: 'Joins the support team', details: { from: null, to: 'moderator' } }),
    ]);

    const own = await request(t, 'PUT', `/admin/users/${admin.user.id}/role`, admin.token, { role: null, reason: 'Stepping down' });
    expect([own.statusCode, own.json().message]).toEqual([409, accountsMsg.ownAdminRole]);
    expect((await t.app.services.users.repository.findById(admin.user.id))?.isAdmin).toBe(true);

    ahead = 16 * 60_000;
    const stale = await request(t, 'PUT', url, admin.token, { role: null, reason: 'Left the team' });
    expect([stale.statusCode, stale.json().errors.error]).toEqual([403, 'reauthRequired']);
    expect(await t.app.services.users.repository.findById(user.id)).toMatchObject({ isModerator: true });
    ahead = 14 * 60_000;
    expect((await request(t, 'PUT', url, admin.token, { role: null, reason: 'Left the team' })).json().data).toMatchObject({ role: null });
    expect((await request(t, 'PUT', '/admin/users/00000000-0000-4000-8000-000000000000/role', admin.token, { role: null, reason: 'x' })).statusCode).toBe(404);
  });
});
