import { eq, sql } from 'drizzle-orm';
import { localizeMessage } from '@contracts/messages-ar';
import { operatorMsg, type ContentVisibility, type HideableKind, type OperatorHidden, consoleMsg } from '@contracts/operator';
import { auditLog, reports, users } from '../../db/schema';
import { get, post } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createMember, type Member } from '../../test/freelancers';
import { everywhere, ownersOfEverything, whereFound, type Owned } from '../../test/operator';
import { mailsTo } from '../../test/outbox';
import { insertVacancy } from '../../test/vacancies';

// .

describe('hiding content (POST /admin/content/{kind}/{id}/hide and …/unhide)', () => {
  let t: TestApp;
  let admin: Member;
  let moderator: Member;
  let viewer: Member;
  let owned: Owned;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    admin = await createMember(t, { firstName: 'Aisha', lastName: 'Admin', isAdmin: true });
    moderator = await createMember(t, { firstName: 'Mona', lastName: 'Moderator', isModerator: true });
    viewer = await createMember(t, { firstName: 'Viewer' });
    owned = await ownersOfEverything(t, 'Hala');
    await post(t.app, '/freelancer/favorite', { id: owned.freelancer.id, fav: true }, viewer.token);
  });
  afterAll(async () => {
    await t.close();
  });

  const act = (action: 'hide' | 'unhide', token: string | undefined, kind: string, id: string, payload: unknown = { reason: 'Contact details in the headline' }, language = 'en') =>
    t.app.inject({ method: 'POST', url: `/api/v1.0/admin/content/${kind}/${id}/${action}`, headers: { ...(token ? { authorization: token } : {}), 'accept-language': language }, payload: payload as object });
  const idOf = (kind: HideableKind) => ({ freelancer: owned.freelancer.id, vacancy: owned.vacancyId, company: owned.companyId })[kind];
  const itemOf = (kind: HideableKind) => ({ freelancer: { freelancerId: owned.freelancer.id }, vacancy: { vacancyId: owned.vacancyId }, company: { companyId: owned.companyId } })[kind];
  /** What the owner is answered on their own view of the item. */
  const ownView = async (kind: HideableKind): Promise<{ status: number; operatorHidden?: OperatorHidden }> => {
    const res =
      kind === 'freelancer' ? await get(t.app, '/freelancer', owned.freelancer.token) : kind === 'vacancy' ? await get(t.app, `/vacancy/${owned.vacancyId}`, owned.business.token) : await get(t.app, '/company', owned.business.token);
    return { status: res.statusCode, operatorHidden: (res.json() as { data: { operatorHidden?: OperatorHidden } }).data.operatorHidden };
  };

  it('answers a visitor 401 and a member 403; moderators and administrators may hide and show again', async () => {
    for (const action of ['hide', 'unhide'] as const) {
      expect((await act(action, undefined, 'vacancy', owned.vacancyId)).statusCode).toBe(401);
      const byMember = await act(action, viewer.token, 'vacancy', owned.vacancyId);
      expect([byMember.statusCode, byMember.json()._message]).toEqual([403, consoleMsg.operatorsOnly]);
    }
    expect((await act('hide', moderator.token, 'vacancy', owned.vacancyId)).statusCode).toBe(200);
    expect((await act('unhide', admin.token, 'vacancy', owned.vacancyId, { reason: 'Fixed' })).statusCode).toBe(200);
  });

  it('answers 400 for an unknown kind or no reason (in the operator\'s language), 404 for no such item, 409 hiding a hidden item or showing a shown one', async () => {
    for (const action of ['hide', 'unhide'] as const) {
      const kind = await act(action, admin.token, 'review', owned.vacancyId);
      expect([kind.statusCode, kind.json().message]).toEqual([400, operatorMsg.unknownContentKind]);
      const empty = await act(action, admin.token, 'vacancy', owned.vacancyId, { reason: '  ' });
      expect([empty.statusCode, empty.json().message]).toEqual([400, operatorMsg.operatorReasonRequired]);
      const arabic = await act(action, admin.token, 'company', owned.companyId, {}, 'ar');
      expect([arabic.statusCode, arabic.json().message]).toEqual([400, localizeMessage(operatorMsg.operatorReasonRequired, 'ar')]);
      for (const kind of ['freelancer', 'vacancy', 'company']) {
        for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
          const res = await act(action, admin.token, kind, id);
          expect([res.statusCode, res.json().message]).toEqual([404, operatorMsg.noSuchContent]);
        }
      }
    }
    const notHidden = await act('unhide', admin.token, 'freelancer', owned.freelancer.id);
    expect([notHidden.statusCode, notHidden.json().message]).toEqual([409, operatorMsg.notHidden]);
    expect((await act('hide', admin.token, 'freelancer', owned.freelancer.id)).statusCode).toBe(200);
    const twice = await act('hide', admin.token, 'freelancer', owned.freelancer.id);
    expect([twice.statusCode, twice.json().message]).toEqual([409, operatorMsg.alreadyHidden]);
    expect((await act('unhide', admin.token, 'freelancer', owned.freelancer.id)).statusCode).toBe(200);
    // A removed vacancy is no longer there to hide.
    const removed = await createMember(t, { iam: ['Business'] });
    const gone = await insertVacancy(t, removed.user.id, { deletedAt: new Date() });
    expect((await act('hide', admin.token, 'vacancy', gone)).statusCode).toBe(404);
  });

  for (const kind of ['freelancer', 'vacancy', 'company'] as const) {
    it(`hides a ${kind} from everyone but its owner, who reads the team's note; showing it again brings everything back`, async () => {
      const item = itemOf(kind);
      const before = await whereFound(t, viewer.token, item);
      expect(before).toEqual(everywhere(before, true));
      expect((await ownView(kind)).operatorHidden).toBeUndefined();

      const res = await act('hide', admin.token, kind, idOf(kind), { reason: '  Misleading claims about certifications  ' });
      expect(res.statusCode).toBe(200);
      const hidden = (res.json() as { data: ContentVisibility }).data;
      expect(hidden).toEqual({ kind, id: idOf(kind), hidden: { hiddenAt: expect.any(String), note: 'Misleading claims about certifications' } });
      expect(await whereFound(t, viewer.token, item)).toEqual(everywhere(before, false));
      expect(await ownView(kind)).toEqual({ status: 200, operatorHidden: hidden.hidden });

      expect((await act('unhide', admin.token, kind, idOf(kind), { reason: 'Claims corrected' })).json()).toEqual({ data: { kind, id: idOf(kind), hidden: null } });
      expect(await whereFound(t, viewer.token, item)).toEqual(before);
      expect((await ownView(kind)).operatorHidden).toBeUndefined();
    });
  }

  it('keeps a hidden company page off its vacancies while the vacancies stay listed', async () => {
    await act('hide', admin.token, 'company', owned.companyId);
    const found = await whereFound(t, viewer.token, { vacancyId: owned.vacancyId, companyId: owned.companyId });
    expect(found).toMatchObject({ 'vacancy list (member)': true, 'vacancy page (visitor)': true, 'company page (visitor)': false, 'company on its vacancies': false });
    // The business itself still opens its page.
    expect((await get(t.app, `/unauth/company/${owned.companyId}`, owned.business.token)).statusCode).toBe(200);
    await act('unhide', admin.token, 'company', owned.companyId);
  });

  it('resolves every open report of the item in the same change, e-mails the owner in their language, and records both actions', async () => {
    const reporters = await Promise.all([createMember(t), createMember(t), createMember(t)]);
    const report = (reporter: Member, itemId: string, resolvedAt: Date | null = null) =>
      t.database.db.insert(reports).values({ reporterId: reporter.user.id, kind: 'vacancy', itemId, reason: 'scam', resolvedAt }).returning();
    const [[first], [second], [earlier], [other]] = [
      await report(reporters[0], owned.vacancyId),
      await report(reporters[1], owned.vacancyId),
      await report(reporters[2], owned.vacancyId, new Date('2026-01-01T00:00:00Z')),
      await report(reporters[0], owned.freelancer.id),
    ];
    await t.database.db.update(users).set({ language: 'ar' }).where(eq(users.id, owned.business.user.id));
    expect((await act('hide', moderator.token, 'vacancy', owned.vacancyId, { reason: 'Asks for fees before an interview' })).statusCode).toBe(200);

    const rows = new Map((await t.database.db.select().from(reports)).map((r) => [r.id, r]));
    for (const open of [first, second]) expect(rows.get(open.id)).toMatchObject({ resolution: 'hidden', resolvedBy: moderator.user.id, resolvedAt: expect.any(Date) });
    expect(rows.get(earlier.id)).toMatchObject({ resolution: null, resolvedBy: null });
    expect(rows.get(other.id)).toMatchObject({ resolvedAt: null });

    const mail = (await mailsTo(t.app.mailer.outboxDir as string, owned.business.user.email)).at(-1) ?? { subject: '', text: '' };
    expect(mail.subject).toBe('أخفى فريق خبرة جزءًا من محتواك');
    expect(mail.text).toContain('وظيفتك «Hala programme lead»');
    expect(mail.text).toContain('Asks for fees before an interview');
    expect(mail.text).toContain(t.config.contactEmail);

    await act('unhide', admin.token, 'vacancy', owned.vacancyId, { reason: 'Fees removed' });
    const entries = await t.database.db.select().from(auditLog).where(sql`${auditLog.itemId} = ${owned.vacancyId} and ${auditLog.reason} in ('Asks for fees before an interview', 'Fees removed')`).orderBy(auditLog.createdAt);
    expect(entries.map((e) => [e.action, e.itemKind, e.actorId, e.reason, e.details])).toEqual([
      ['hideContent', 'vacancy', moderator.user.id, 'Asks for fees before an interview', { reportsResolved: 2 }],
      ['restoreContent', 'vacancy', admin.user.id, 'Fees removed', {}],
    ]);
  });

  it('cannot commit without its audit entry: with the audit log unwritable, hiding answers 500 and hides, resolves and mails nothing', async () => {
    const reporter = await createMember(t);
    const [open] = await t.database.db.insert(reports).values({ reporterId: reporter.user.id, kind: 'freelancer', itemId: owned.freelancer.id, reason: 'spam' }).returning();
    const mailsBefore = (await mailsTo(t.app.mailer.outboxDir as string, owned.freelancer.user.email)).length;
    await t.database.db.execute(sql`alter table audit_log rename to audit_log_away`);
    try {
      expect((await act('hide', admin.token, 'freelancer', owned.freelancer.id)).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table audit_log_away rename to audit_log`);
    }
    expect((await whereFound(t, viewer.token, { freelancerId: owned.freelancer.id }))['freelancer page (visitor)']).toBe(true);
    expect((await t.database.db.select().from(reports).where(eq(reports.id, open.id)))[0].resolvedAt).toBeNull();
    expect(await mailsTo(t.app.mailer.outboxDir as string, owned.freelancer.user.email)).toHaveLength(mailsBefore);
  });
});

describe('hiding and suspending drop the visitor cache of what they change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', VISITOR_CACHE_MS: '60000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a visitor is not answered a cached list or page that still shows what was hidden', async () => {
    const admin = await createMember(t, { isAdmin: true });
    const owned = await ownersOfEverything(t, 'Nour');
    const lists = async () => [(await get(t.app, '/unauth/freelancers')).body.includes(owned.freelancer.id), (await get(t.app, `/unauth/freelancer/${owned.freelancer.id}`)).statusCode, (await get(t.app, '/unauth/vacancies?page=0')).body.includes(owned.vacancyId)];
    expect(await lists()).toEqual([true, 200, true]);
    expect((await post(t.app, `/admin/content/freelancer/${owned.freelancer.id}/hide`, { reason: 'Fake profile' }, admin.token)).statusCode).toBe(200);
    expect((await post(t.app, `/admin/content/vacancy/${owned.vacancyId}/hide`, { reason: 'Fake vacancy' }, admin.token)).statusCode).toBe(200);
    expect(await lists()).toEqual([false, 404, false]);
    await post(t.app, `/admin/content/freelancer/${owned.freelancer.id}/unhide`, { reason: 'Checked' }, admin.token);
    await post(t.app, `/admin/content/vacancy/${owned.vacancyId}/unhide`, { reason: 'Checked' }, admin.token);
    expect(await lists()).toEqual([true, 200, true]);
    expect((await post(t.app, `/admin/users/${owned.freelancer.user.id}/suspend`, { reason: 'Scam' }, admin.token)).statusCode).toBe(200);
    expect((await post(t.app, `/admin/users/${owned.business.user.id}/suspend`, { reason: 'Scam' }, admin.token)).statusCode).toBe(200);
    expect(await lists()).toEqual([false, 404, false]);
  });
});
