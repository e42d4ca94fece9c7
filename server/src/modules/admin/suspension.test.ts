import { and, eq, sql } from 'drizzle-orm';
import { msg } from '@contracts/messages';
import { localizeMessage } from '@contracts/messages-ar';
import { operatorMsg, type SuspensionState, consoleMsg } from '@contracts/operator';
import { auditLog, sessions, users } from '../../db/schema';
import { ROBOT_PROOF_HEADER } from '@contracts/auth';
import { robotProof } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { API, createMember, type Member } from '../../test/freelancers';
import { hashPassword } from '../users/password';

// The effects on what others see: ./suspension-effects.test.ts.

const failure = (message: string, error: string) => ({ message, errors: { message, error } });

describe('suspending an account (POST /admin/users/{userId}/suspend and …/restore)', () => {
  let t: TestApp;
  let admin: Member;
  let moderator: Member;
  let member: Member;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    admin = await createMember(t, { firstName: 'Aisha', lastName: 'Admin', isAdmin: true });
    moderator = await createMember(t, { firstName: 'Mona', lastName: 'Moderator', isModerator: true });
    member = await createMember(t, { firstName: 'Badr' });
  });
  afterAll(async () => {
    await t.close();
  });

  const act = (action: 'suspend' | 'restore', token: string | undefined, userId: string, payload: unknown = { reason: 'Scam messages to freelancers' }, language = 'en') =>
    t.app.inject({ method: 'POST', url: `${API}/admin/users/${userId}/${action}`, headers: { ...(token ? { authorization: token } : {}), 'accept-language': language }, payload: payload as object });
  const accountOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
  const signIn = async (email: string, password: string, language = 'en') =>
    t.app.inject({ method: 'POST', url: `${API}/auth/login`, headers: { [ROBOT_PROOF_HEADER]: await robotProof(t.app), 'accept-language': language }, payload: { email, password } });

  it('answers a visitor 401, a member 403, a moderator acting on an operator 403, and anyone acting on their own account 403', async () => {
    const target = await createMember(t, { firstName: 'Target' });
    const otherModerator = await createMember(t, { isModerator: true });
    for (const action of ['suspend', 'restore'] as const) {
      expect((await act(action, undefined, target.user.id)).statusCode).toBe(401);
      const byMember = await act(action, member.token, target.user.id);
      expect([byMember.statusCode, byMember.json()]).toEqual([403, expect.objectContaining({ _code: 403, _message: consoleMsg.operatorsOnly })]);
      for (const operator of [admin, otherModerator]) {
        const res = await act(action, moderator.token, operator.user.id);
        expect([res.statusCode, res.json()._message]).toEqual([403, operatorMsg.suspendOperator]);
      }
      const self = await act(action, admin.token, admin.user.id);
      expect([self.statusCode, self.json()._message]).toEqual([403, operatorMsg.suspendSelf]);
    }
    expect((await accountOf(admin.user.id)).suspendedAt).toBeNull();
    expect((await accountOf(otherModerator.user.id)).suspendedAt).toBeNull();
    // A moderator suspends and restores a member; an administrator an operator.
    expect((await act('suspend', moderator.token, target.user.id)).statusCode).toBe(200);
    expect((await act('restore', moderator.token, target.user.id)).statusCode).toBe(200);
    expect((await act('suspend', admin.token, otherModerator.user.id)).statusCode).toBe(200);
    expect((await act('restore', admin.token, otherModerator.user.id)).statusCode).toBe(200);
  });

  it('needs the password within the last 15 minutes: a sign-in 16 minutes old is asked again, one of 14 minutes is not', async () => {
    const target = await createMember(t);
    const { token, session } = await t.app.sessions.open(admin.user.id);
    const signedInAgo = (minutes: number) => t.database.db.update(sessions).set({ createdAt: sql`now() - make_interval(mins => ${minutes})` }).where(eq(sessions.id, session.id));
    await signedInAgo(16);
    const stale = await act('suspend', token, target.user.id);
    expect([stale.statusCode, stale.json()._message]).toEqual([403, msg.reauthRequired]);
    expect((await accountOf(target.user.id)).suspendedAt).toBeNull();
    await signedInAgo(14);
    expect((await act('suspend', token, target.user.id)).statusCode).toBe(200);
    await signedInAgo(16);
    expect((await act('restore', token, target.user.id)).statusCode).toBe(403);
    expect((await accountOf(target.user.id)).suspendedAt).not.toBeNull();
  });

  it('answers 400 without a reason (in the operator\'s language), 404 for no such account, 409 suspending a suspended account or restoring an active one', async () => {
    const target = await createMember(t);
    for (const payload of [{}, { reason: '   ' }, { reason: null }, { reason: 'x'.repeat(1001) }]) {
      const res = await act('suspend', admin.token, target.user.id, payload);
      expect(res.statusCode).toBe(400);
    }
    expect((await act('suspend', admin.token, target.user.id, { reason: ' ' })).json()).toEqual(failure(operatorMsg.operatorReasonRequired, expect.any(String)));
    const arabic = await act('suspend', admin.token, target.user.id, { reason: '' }, 'ar');
    expect(arabic.json().message).toBe(localizeMessage(operatorMsg.operatorReasonRequired, 'ar'));
    expect(arabic.json().message).not.toBe(operatorMsg.operatorReasonRequired);
    expect((await act('suspend', admin.token, target.user.id, { reason: 'x'.repeat(1001) })).json().message).toBe(operatorMsg.operatorReasonTooLong);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await act('suspend', admin.token, id);
      expect([res.statusCode, res.json().message]).toEqual([404, operatorMsg.noSuchAccount]);
    }
    const restoreActive = await act('restore', admin.token, target.user.id);
    expect([restoreActive.statusCode, restoreActive.json().message]).toEqual([409, operatorMsg.notSuspended]);
    expect((await act('suspend', admin.token, target.user.id)).statusCode).toBe(200);
    const again = await act('suspend', admin.token, target.user.id);
    expect([again.statusCode, again.json().message]).toEqual([409, operatorMsg.alreadySuspended]);
    expect((await accountOf(target.user.id)).suspensionReason).toBe('Scam messages to freelancers');
  });

  it('ends every session at once and refuses the password, a temporary password and an existing token with a clear message; restore lets the member in again', async () => {
    const target = await createMember(t, { passwordHash: await hashPassword('target-pass-1') });
    const second = (await t.app.sessions.open(target.user.id)).token;
    const res = await act('suspend', admin.token, target.user.id, { reason: '  Fake company, reported three times  ' });
    expect(res.statusCode).toBe(200);
    const state = (res.json() as { data: SuspensionState }).data;
    expect(state).toEqual({ userId: target.user.id, suspendedAt: expect.any(String), reason: 'Fake company, reported three times' });
    for (const token of [target.token, second]) expect((await t.app.inject({ method: 'GET', url: `${API}/user/myprofile`, headers: { authorization: token } })).statusCode).toBe(401);
    const live = await t.database.db.select().from(sessions).where(and(eq(sessions.userId, target.user.id), sql`${sessions.revokedAt} is null`));
    expect(live).toEqual([]);

    const suspended = operatorMsg.accountSuspended(t.config.contactEmail);
    const refused = await signIn(target.user.email, 'target-pass-1');
    expect([refused.statusCode, refused.json()]).toEqual([400, failure(suspended, 'accountSuspended')]);
    expect(suspended).toContain(t.config.contactEmail);
    const arabic = (await signIn(target.user.email, 'target-pass-1', 'ar')).json().message as string;
    expect(arabic).toBe(`هذا الحساب موقوف. إذا بدا لك أن في ذلك خطأً، يُرجى الكتابة إلى ${t.config.contactEmail}.`);
    // A temporary password ("forgot password") opens nothing either.
    await t.database.db.update(users).set({ tempPasswordHash: await hashPassword('temporary-77'), tempPasswordExpiresAt: new Date(Date.now() + 3_600_000) }).where(eq(users.id, target.user.id));
    expect((await signIn(target.user.email, 'temporary-77')).json()).toEqual(failure(suspended, 'accountSuspended'));
    // A wrong password still says only that it is wrong.
    expect((await signIn(target.user.email, 'wrong-pass-00')).json().message).toBe(msg.wrongCredentials);

    expect((await act('restore', admin.token, target.user.id, { reason: 'Company verified by phone' })).json()).toEqual({ data: { userId: target.user.id, suspendedAt: null, reason: null } });
    expect((await accountOf(target.user.id)).suspensionReason).toBeNull();
    expect((await signIn(target.user.email, 'target-pass-1')).statusCode).toBe(200);
  });

  it('refuses an existing session of a suspended account even when the session itself was not ended', async () => {
    const target = await createMember(t);
    const myProfile = () => t.app.inject({ method: 'GET', url: `${API}/user/myprofile`, headers: { authorization: target.token } });
    expect((await myProfile()).statusCode).toBe(200);
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, target.user.id));
    expect((await myProfile()).statusCode).toBe(401);
    await t.database.db.update(users).set({ suspendedAt: null }).where(eq(users.id, target.user.id));
    expect((await myProfile()).statusCode).toBe(200);
  });

  it('writes suspendUser and restoreUser to the audit log with the operator, the account and the reason', async () => {
    const target = await createMember(t);
    await act('suspend', moderator.token, target.user.id, { reason: 'Spam' });
    await act('restore', admin.token, target.user.id, { reason: 'Appeal accepted' });
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.itemId, target.user.id)).orderBy(auditLog.createdAt);
    expect(entries.map((e) => [e.action, e.itemKind, e.actorId, e.reason])).toEqual([
      ['suspendUser', 'user', moderator.user.id, 'Spam'],
      ['restoreUser', 'user', admin.user.id, 'Appeal accepted'],
    ]);
    expect(entries[0].actorLabel).toBe(`Mona Moderator <${moderator.user.email}>`);
    expect(entries[0].details).toEqual({ sessionsEnded: 1 });
  });

  it('cannot commit without its audit entry: with the audit log unwritable, the suspension answers 500 and changes nothing', async () => {
    const target = await createMember(t);
    const db = t.database.db;
    await db.execute(sql`alter table audit_log rename to audit_log_away`);
    try {
      const res = await act('suspend', admin.token, target.user.id);
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`alter table audit_log_away rename to audit_log`);
    }
    expect((await accountOf(target.user.id)).suspendedAt).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `${API}/user/myprofile`, headers: { authorization: target.token } })).statusCode).toBe(200);
    expect(await db.select().from(auditLog).where(eq(auditLog.itemId, target.user.id))).toEqual([]);
    // With the log writable again the same call goes through, entry and all.
    expect((await act('suspend', admin.token, target.user.id)).statusCode).toBe(200);
    expect((await db.select().from(auditLog).where(eq(auditLog.itemId, target.user.id))).map((e) => e.action)).toEqual(['suspendUser']);
  });
});
