import { and, eq } from 'drizzle-orm';
import { queueMsg, type QueueItemDetail, type QueuePage } from '@contracts/queue';
import { auditLog, conversationReports, conversations, freelancers, messages, reports, reviewReports, reviews, users, vacancies } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createFreelancer, createMember, type Member } from '../../test/freelancers';
import { mailsTo } from '../../test/outbox';
import { postVacancy, request } from '../../test/vacancies';

const dataOf = <T>(res: { json: () => unknown }) => (res.json() as { data: T }).data;
const MINUTE = 60_000;
const NO_SUCH = '00000000-0000-4000-8000-000000000000';

describe('the console queue: GET /admin/queue, GET /admin/queue/{kind}/{id} (APPROVAL=manual)', () => {
  let t: TestApp;
  let admin: Member;
  let moderator: Member;
  let member: Member;
  let reporter: Member;
  let account: Member;
  let freelancer: Member & { id: string };
  let poster: Member;
  let vacancyId: string;
  let reportId: string;
  let reviewReportId: string;
  let conversationReportId: string;
  let conversationId: string;
  const base = Date.now() - 30 * 24 * 60 * MINUTE;
  const at = (minutes: number) => new Date(base + minutes * MINUTE);

  beforeAll(async () => {
    t = await createTestApp({ APPROVAL: 'manual' });
    const db = t.database.db;
    admin = await createMember(t, { isAdmin: true, firstName: 'Ada' });
    moderator = await createMember(t, { isModerator: true });
    member = await createMember(t);
    reporter = await createMember(t, { firstName: 'Rana', lastName: 'Reporter' });
    // Oldest first: the profile (1), the account (2), the vacancy (3), the reports (4, 5, 6).
    freelancer = await createFreelancer(t, { firstName: 'Fadi', lastName: 'Awaits', language: 'ar' });
    await db.update(freelancers).set({ createdAt: at(1) }).where(eq(freelancers.id, freelancer.id));
    account = await createMember(t, { approved: false, firstName: 'Nour', lastName: 'Newcomer', language: 'ar', createdAt: at(2) });
    poster = await createMember(t, { iam: ['Business'], firstName: 'Paula' });
    vacancyId = (await postVacancy(t, poster.token, { title: 'Queue test vacancy' })).id;
    await db.update(vacancies).set({ postedAt: at(3) }).where(eq(vacancies.id, vacancyId));
    [{ id: reportId }] = await db.insert(reports).values({ reporterId: reporter.user.id, kind: 'vacancy', itemId: vacancyId, reason: 'scam', text: 'Asks for a fee up front.', createdAt: at(4) }).returning();
    const [review] = await db
      .insert(reviews)
      .values({ authorId: member.user.id, subjectUserId: freelancer.user.id, freelancerId: freelancer.id, reviewedRole: 'freelancer', rating: 1, text: 'Rude words in this review text.', language: 'en', publishedAt: at(0) })
      .returning();
    [{ id: reviewReportId }] = await db.insert(reviewReports).values({ reviewId: review.id, reporterId: freelancer.user.id, reason: 'Insults me', createdAt: at(5) }).returning();
    const [low, high] = [reporter.user.id, member.user.id].sort();
    [{ id: conversationId }] = await db.insert(conversations).values({ userLow: low, userHigh: high, subject: 'profile', subjectTitle: '' }).returning();
    // Twelve messages a minute apart from minute 100; the report falls after the seventh.
    await db.insert(messages).values(Array.from({ length: 12 }, (_, i) => ({ conversationId, senderId: i % 2 ? reporter.user.id : member.user.id, text: `message ${i + 1}`, createdAt: at(100 + i) })));
    [{ id: conversationReportId }] = await db.insert(conversationReports).values({ conversationId, reporterId: reporter.user.id, reason: 'Threats', createdAt: at(106.5) }).returning();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 to a visitor and 403 to a member on every queue route, and serves moderators', async () => {
    const paths: ['GET' | 'POST', string][] = [
      ['GET', '/admin/queue'],
      ['GET', `/admin/queue/report/${reportId}`],
      ['POST', `/admin/queue/report/${reportId}/resolve`],
    ];
    for (const [method, url] of paths) {
      expect((await request(t, method, url, undefined, method === 'POST' ? { action: 'dismiss', reason: '' } : undefined)).statusCode).toBe(401);
      const refused = await request(t, method, url, member.token, method === 'POST' ? { action: 'dismiss', reason: '' } : undefined);
      expect(refused.statusCode).toBe(403);
    }
    expect((await request(t, 'GET', '/admin/queue', moderator.token)).statusCode).toBe(200);
    expect((await request(t, 'GET', `/admin/queue/report/${reportId}`, moderator.token)).statusCode).toBe(200);
    // Nothing was resolved by the refused calls.
    expect((await t.database.db.select().from(reports).where(eq(reports.id, reportId)))[0].resolvedAt).toBeNull();
  });

  it('lists everything waiting oldest first, with each tab’s count, and filters by kind', async () => {
    const all = dataOf<QueuePage>(await request(t, 'GET', '/admin/queue', admin.token));
    expect(all.data.map((i) => `${i.kind}:${i.title}`)).toEqual([
      'freelancer:Fadi Awaits',
      'account:Nour Newcomer',
      'vacancy:Queue test vacancy',
      'report:Queue test vacancy',
      `reviewReport:${member.user.firstName} ${member.user.lastName}`,
      `conversationReport:${member.user.firstName} ${member.user.lastName}`,
    ]);
    expect(all.data[3]).toMatchObject({ id: reportId, reportKind: 'vacancy', reason: 'scam', since: at(4).toISOString() });
    expect(all.counts).toEqual({ account: 1, freelancer: 1, vacancy: 1, report: 3 });
    expect(all.total).toBe(6);
    const onlyReports = dataOf<QueuePage>(await request(t, 'GET', '/admin/queue?kind=report', admin.token));
    expect(onlyReports.data.map((i) => i.kind)).toEqual(['report', 'reviewReport', 'conversationReport']);
    expect(onlyReports.total).toBe(3);
    expect(dataOf<QueuePage>(await request(t, 'GET', '/admin/queue?kind=account', admin.token)).data.map((i) => i.id)).toEqual([account.user.id]);
    expect(dataOf<QueuePage>(await request(t, 'GET', '/admin/queue?page=1', admin.token)).data).toEqual([]);
    const bad = await request(t, 'GET', '/admin/queue?kind=everything', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: queueMsg.badKind });
  });

  it('opens a reported conversation with five messages before and after the report, never the rest', async () => {
    const detail = dataOf<QueueItemDetail>(await request(t, 'GET', `/admin/queue/conversationReport/${conversationReportId}`, moderator.token));
    expect(detail.conversation?.messages.map((m) => m.text)).toEqual(['message 3', 'message 4', 'message 5', 'message 6', 'message 7', 'message 8', 'message 9', 'message 10', 'message 11', 'message 12']);
    expect(detail.conversation).toMatchObject({ id: conversationId, before: true, after: false });
    expect(detail.report).toMatchObject({ reason: 'Threats', reporter: { id: reporter.user.id, name: 'Rana Reporter' }, openReports: 1 });
    // The reported member is the other side of the conversation.
    expect(detail.member?.id).toBe(member.user.id);
    expect(detail.actions).toEqual(['dismiss', 'warn', 'suspend']);
  });

  it('opens a vacancy, a review report and an account with what is needed to judge them', async () => {
    const vacancy = dataOf<QueueItemDetail>(await request(t, 'GET', `/admin/queue/vacancy/${vacancyId}`, admin.token));
    expect(vacancy).toMatchObject({ item: { kind: 'vacancy', title: 'Queue test vacancy' }, vacancy: { id: vacancyId, isApproved: false }, member: { id: poster.user.id }, actions: ['approve', 'reject'] });
    const report = dataOf<QueueItemDetail>(await request(t, 'GET', `/admin/queue/report/${reportId}`, admin.token));
    expect(report).toMatchObject({ report: { reason: 'scam', text: 'Asks for a fee up front.' }, vacancy: { id: vacancyId }, member: { id: poster.user.id } });
    const review = dataOf<QueueItemDetail>(await request(t, 'GET', `/admin/queue/reviewReport/${reviewReportId}`, admin.token));
    expect(review.review).toMatchObject({ text: 'Rude words in this review text.', rating: 1, hidden: false });
    const pending = dataOf<QueueItemDetail>(await request(t, 'GET', `/admin/queue/account/${account.user.id}`, admin.token));
    expect(pending).toMatchObject({ account: { mailVerified: true }, member: { id: account.user.id, email: account.user.email } });
    expect((await request(t, 'GET', `/admin/queue/report/${NO_SUCH}`, admin.token)).statusCode).toBe(404);
    expect((await request(t, 'GET', '/admin/queue/report/not-an-id', admin.token)).statusCode).toBe(404);
    expect((await request(t, 'GET', `/admin/queue/thing/${reportId}`, admin.token)).statusCode).toBe(400);
  });

  it('refuses a bad resolution with a clear 400, an unknown item with 404', async () => {
    const cases: [string, unknown, string][] = [
      [`/admin/queue/account/${account.user.id}/resolve`, { action: 'dismiss', reason: 'x' }, queueMsg.badAction],
      [`/admin/queue/account/${account.user.id}/resolve`, { action: 'reject', reason: '  ' }, queueMsg.reasonNeeded],
      [`/admin/queue/reviewReport/${reviewReportId}/resolve`, { action: 'warn' }, queueMsg.reasonNeeded],
      [`/admin/queue/conversationReport/${conversationReportId}/resolve`, { action: 'hide', reason: 'x' }, queueMsg.badAction],
      [`/admin/queue/report/${reportId}/resolve`, { action: 'hide', reason: 'x' }, queueMsg.hideThroughContent],
      [`/admin/queue/report/${reportId}/resolve`, { action: 'dismiss', reason: 'x'.repeat(1001) }, queueMsg.reasonTooLong],
      [`/admin/queue/conversationReport/${conversationReportId}/resolve`, { action: 'suspend', reason: '' }, queueMsg.notSuspended],
    ];
    for (const [url, body, message] of cases) {
      const res = await request(t, 'POST', url, admin.token, body);
      expect({ url, status: res.statusCode, message: res.json().message }).toEqual({ url, status: 400, message });
    }
    expect((await request(t, 'POST', `/admin/queue/vacancy/${NO_SUCH}/resolve`, admin.token, { action: 'approve', reason: '' })).statusCode).toBe(404);
    expect(await t.database.db.select().from(auditLog)).toEqual([]);
    expect(dataOf<QueuePage>(await request(t, 'GET', '/admin/queue', admin.token)).total).toBe(6);
  });

  it('approves an account: it may sign in, the member is told in Arabic, the audit log says who; a second resolve is 409', async () => {
    const res = await request(t, 'POST', `/admin/queue/account/${account.user.id}/resolve`, moderator.token, { action: 'approve', reason: '' });
    expect(res.statusCode).toBe(200);
    expect(dataOf<QueueItemDetail>(res).actions).toEqual([]);
    expect((await t.database.db.select().from(users).where(eq(users.id, account.user.id)))[0].approved).toBe(true);
    const [mail] = await mailsTo(t.app.mailer.outboxDir as string, account.user.email);
    expect(mail.subject).toContain('تمت الموافقة');
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.itemId, account.user.id));
    expect(entry).toMatchObject({ action: 'approveUser', itemKind: 'user', actorId: moderator.user.id });
    const again = await request(t, 'POST', `/admin/queue/account/${account.user.id}/resolve`, admin.token, { action: 'reject', reason: 'late' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: queueMsg.resolved });
  });

  it('rejects a profile with a reason: it stays unapproved, leaves the queue, the owner reads why, and returns once saved again', async () => {
    const res = await request(t, 'POST', `/admin/queue/freelancer/${freelancer.id}/resolve`, admin.token, { action: 'reject', reason: 'The photo is not of you.' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(freelancers).where(eq(freelancers.id, freelancer.id));
    expect(row).toMatchObject({ adminApproved: false });
    expect(row.rejectedAt).not.toBeNull();
    const [mail] = await mailsTo(t.app.mailer.outboxDir as string, freelancer.user.email);
    expect(mail.text).toContain('The photo is not of you.');
    expect(mail.subject).toContain('لم تتم الموافقة');
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.itemId, freelancer.id)))[0]).toMatchObject({ action: 'rejectFreelancer', reason: 'The photo is not of you.' });
    expect(dataOf<QueuePage>(await request(t, 'GET', '/admin/queue?kind=freelancer', admin.token)).data).toEqual([]);
    await t.database.db.update(freelancers).set({ updatedAt: new Date(Date.now() + MINUTE) }).where(eq(freelancers.id, freelancer.id));
    expect(dataOf<QueuePage>(await request(t, 'GET', '/admin/queue?kind=freelancer', admin.token)).data.map((i) => i.id)).toEqual([freelancer.id]);
  });

  it('approves a vacancy from the queue: it is listed', async () => {
    expect((await request(t, 'POST', `/admin/queue/vacancy/${vacancyId}/resolve`, admin.token, { action: 'approve' })).statusCode).toBe(200);
    expect((await t.database.db.select().from(vacancies).where(eq(vacancies.id, vacancyId)))[0].adminApproved).toBe(true);
    expect((await request(t, 'GET', `/vacancy/${vacancyId}`, member.token)).statusCode).toBe(200);
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.itemId, vacancyId)))[0]).toMatchObject({ action: 'approveVacancy' });
  });

  it('rejects a vacancy with a reason: it is not listed, the poster reads why, and it leaves the queue', async () => {
    const other = await postVacancy(t, poster.token, { title: 'Second queue vacancy' });
    const res = await request(t, 'POST', `/admin/queue/vacancy/${other.id}/resolve`, moderator.token, { action: 'reject', reason: 'Asks for a fee.' });
    expect(res.statusCode).toBe(200);
    expect((await request(t, 'GET', `/vacancy/${other.id}`, member.token)).statusCode).toBe(404);
    expect((await mailsTo(t.app.mailer.outboxDir as string, poster.user.email)).map((m) => m.text).join('\n')).toContain('Asks for a fee.');
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.itemId, other.id)))[0]).toMatchObject({ action: 'rejectVacancy', actorId: moderator.user.id, reason: 'Asks for a fee.' });
    expect(dataOf<QueuePage>(await request(t, 'GET', '/admin/queue?kind=vacancy', admin.token)).data).toEqual([]);
  });

  it('dismisses a report: it and the other open reports of the same vacancy close, nothing else changes', async () => {
    const [second] = await t.database.db.insert(reports).values({ reporterId: member.user.id, kind: 'vacancy', itemId: vacancyId, reason: 'spam' }).returning();
    const res = await request(t, 'POST', `/admin/queue/report/${reportId}/resolve`, moderator.token, { action: 'dismiss', reason: 'A normal vacancy.' });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(reports).where(eq(reports.itemId, vacancyId));
    expect(rows.map((r) => [r.resolution, r.resolvedBy])).toEqual([
      ['dismissed', moderator.user.id],
      ['dismissed', moderator.user.id],
    ]);
    expect(second.id).toBeDefined();
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.itemId, reportId)))[0]).toMatchObject({ action: 'dismissReport', reason: 'A normal vacancy.', details: { closed: 2, resolution: 'dismissed' } });
    expect(await mailsTo(t.app.mailer.outboxDir as string, poster.user.email)).toHaveLength(2);
    expect((await request(t, 'POST', `/admin/queue/report/${reportId}/resolve`, admin.token, { action: 'warn', reason: 'x' })).statusCode).toBe(409);
  });

  it('hides a reported review with the reason as its note and closes the report', async () => {
    const res = await request(t, 'POST', `/admin/queue/reviewReport/${reviewReportId}/resolve`, admin.token, { action: 'hide', reason: 'Insults, against the rules.' });
    expect(res.statusCode).toBe(200);
    expect(dataOf<QueueItemDetail>(res).review).toMatchObject({ hidden: true });
    const [review] = await t.database.db.select().from(reviews).where(eq(reviews.authorId, member.user.id));
    expect(review).toMatchObject({ hiddenNote: 'Insults, against the rules.' });
    expect((await t.database.db.select().from(reviewReports).where(eq(reviewReports.id, reviewReportId)))[0].resolution).toBe('hidden');
    expect((await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'hideContent'), eq(auditLog.itemId, review.id)))).length).toBe(1);
    // The same member reporting it again opens the report again.
    await t.database.db.update(reviews).set({ hiddenAt: null }).where(eq(reviews.id, review.id));
    expect((await request(t, 'POST', `/reviews/${review.id}/report`, freelancer.token, { reason: 'Still insulting.' })).statusCode).toBe(200);
    expect(dataOf<QueuePage>(await request(t, 'GET', '/admin/queue?kind=report', admin.token)).data.filter((i) => i.kind === 'reviewReport').map((i) => [i.id, i.reason])).toEqual([[reviewReportId, 'Still insulting.']]);
    await request(t, 'POST', `/admin/queue/reviewReport/${reviewReportId}/resolve`, admin.token, { action: 'dismiss' });
  });

  it('warns the reported member of a conversation by e-mail and closes the report; suspend closes one once the account is suspended', async () => {
    const warned = await request(t, 'POST', `/admin/queue/conversationReport/${conversationReportId}/resolve`, admin.token, { action: 'warn', reason: 'No threats, please.' });
    expect(warned.statusCode).toBe(200);
    const [mail] = await mailsTo(t.app.mailer.outboxDir as string, member.user.email);
    expect(mail.text).toContain('No threats, please.');
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'warnMember')))[0]).toMatchObject({ itemKind: 'user', itemId: member.user.id });

    const [again] = await t.database.db.insert(conversationReports).values({ conversationId, reporterId: reporter.user.id, reason: 'Again' }).returning();
    await t.database.db.update(users).set({ suspendedAt: new Date(), suspensionReason: 'Threats' }).where(eq(users.id, member.user.id));
    const suspended = await request(t, 'POST', `/admin/queue/conversationReport/${again.id}/resolve`, admin.token, { action: 'suspend', reason: '' });
    expect(suspended.statusCode).toBe(200);
    expect((await t.database.db.select().from(conversationReports).where(eq(conversationReports.id, again.id)))[0].resolution).toBe('suspended');
    expect(dataOf<QueuePage>(await request(t, 'GET', '/admin/queue?kind=report', admin.token)).total).toBe(0);
  });
});

describe('the console queue under APPROVAL=auto', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APPROVAL: 'auto' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists no approvals (nothing waits for an operator) and refuses to resolve one', async () => {
    const admin = await createMember(t, { isAdmin: true });
    const waiting = await createMember(t, { approved: false });
    const page = dataOf<QueuePage>(await request(t, 'GET', '/admin/queue', admin.token));
    expect(page).toMatchObject({ data: [], total: 0, counts: { account: 0, freelancer: 0, vacancy: 0, report: 0 } });
    expect((await request(t, 'POST', `/admin/queue/account/${waiting.user.id}/resolve`, admin.token, { action: 'approve' })).statusCode).toBe(409);
  });
});
