import { eq, sql } from 'drizzle-orm';
import { REAUTH_REQUIRED } from '@contracts/auth';
import { AUDIT_COMMAND_LINE, AUDIT_LOG_PAGE_SIZE, consoleMsg, type AuditLogPage } from '@contracts/operator';
import { auditLog, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createMember, type Member } from '../../test/freelancers';
import { request } from '../../test/vacancies';
import { commandLineActor, memberActor, recordAudit } from './record';

// .

const MINUTE = 60_000;

describe('the audit log in the console', () => {
  let t: TestApp;
  const clock = { shift: 0 };
  let admin: Member;
  let moderator: Member;
  let member: Member;
  let other: Member;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { now: () => new Date(Date.now() + clock.shift) });
    admin = await createMember(t, { isAdmin: true, firstName: 'Noura', lastName: 'Admin' });
    moderator = await createMember(t, { isModerator: true, firstName: 'Omar', lastName: 'Moderator' });
    member = await createMember(t);
    other = await createMember(t, { isModerator: true });
    const db = t.database.db;
    await recordAudit(db, memberActor(moderator.user), { action: 'hideContent', itemKind: 'vacancy', itemId: 'v-1', reason: 'Scam, see report' });
    await recordAudit(db, memberActor(admin.user), { action: 'suspendUser', itemKind: 'user', itemId: member.user.id, reason: 'Abuse' });
    await recordAudit(db, commandLineActor(), { action: 'approveUser', itemKind: 'user', itemId: member.user.id });
    await recordAudit(db, memberActor(other.user), { action: 'dismissReport', itemKind: 'report', itemId: 'r-1', reason: '=HYPERLINK("http://evil.example","x")' });
    await recordAudit(db, memberActor(admin.user), { action: 'restoreUser', itemKind: 'user', itemId: member.user.id, reason: 'Line one, "quoted"\nline two — عربي', details: { note: '+1', count: 2 } });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock.shift = 0;
  });

  const list = async (query: string, token = admin.token) => {
    const res = await request(t, 'GET', `/admin/audit-log${query}`, token);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: AuditLogPage }).data;
  };
  const csv = (query = '', token = admin.token) => t.app.inject({ method: 'GET', url: `/api/v1.0/admin/audit-log.csv${query}`, headers: { authorization: token } });

  it('answers visitors 401, members 403, and moderators 403 on the CSV', async () => {
    expect((await request(t, 'GET', '/admin/audit-log')).statusCode).toBe(401);
    expect((await request(t, 'GET', '/admin/audit-log', member.token)).statusCode).toBe(403);
    expect((await request(t, 'GET', '/admin/audit-log', moderator.token)).statusCode).toBe(200);
    expect((await csv('', '')).statusCode).toBe(401);
    expect((await csv('', member.token)).statusCode).toBe(403);
    const refused = await csv('', moderator.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ _code: 403, _message: consoleMsg.adminsOnly });
  });

  it('lists newest first, each filter alone and together, and refuses a filter outside the lists', async () => {
    expect((await list('')).data.map((entry) => entry.action)).toEqual(['restoreUser', 'dismissReport', 'approveUser', 'suspendUser', 'hideContent']);
    expect((await list('?action=suspendUser')).data.map((entry) => entry.reason)).toEqual(['Abuse']);
    expect((await list('?itemKind=user')).data.map((entry) => entry.action)).toEqual(['restoreUser', 'approveUser', 'suspendUser']);
    expect((await list(`?itemId=${member.user.id}&action=approveUser`)).data.map((entry) => entry.actorLabel)).toEqual([expect.stringMatching(/^command line \(/)]);
    expect((await list('?itemId=v-1')).data.map((entry) => entry.action)).toEqual(['hideContent']);
    expect((await list(`?actor=${admin.user.id}`)).data.map((entry) => entry.action)).toEqual(['restoreUser', 'suspendUser']);
    expect((await list(`?actor=${AUDIT_COMMAND_LINE}`)).data.map((entry) => entry.action)).toEqual(['approveUser']);
    expect((await list(`?actor=${admin.user.id}&itemKind=vacancy`)).data).toEqual([]);
    const [entry] = (await list('?action=restoreUser')).data;
    expect(entry).toMatchObject({ actorId: admin.user.id, actorLabel: `Noura Admin <${admin.user.email}>`, itemKind: 'user', itemId: member.user.id, details: { note: '+1', count: 2 } });
    for (const bad of ['?action=dropTable', '?itemKind=planet', '?actor=someone', `?itemId=${'x'.repeat(201)}`, '?page=-1']) {
      const res = await request(t, 'GET', `/admin/audit-log${bad}`, admin.token);
      expect([bad, res.statusCode]).toEqual([bad, 400]);
    }
  });

  it('pages by AUDIT_LOG_PAGE_SIZE', async () => {
    for (let i = 0; i < AUDIT_LOG_PAGE_SIZE; i++) await recordAudit(t.database.db, commandLineActor(), { action: 'retryMail', itemKind: 'mail', itemId: `m-${i}` });
    const first = await list('?action=retryMail');
    expect([first.data.length, first.hasMore, first.data[0]?.itemId]).toEqual([AUDIT_LOG_PAGE_SIZE, false, `m-${AUDIT_LOG_PAGE_SIZE - 1}`]);
    const all = await list('');
    expect(all.hasMore).toBe(true);
    const second = await list('?page=1');
    expect([second.page, second.data.length, second.hasMore]).toEqual([1, 5, false]);
  });

  it('exports CSV with a BOM, RFC 4180 quoting and formulas neutralised, and records the export', async () => {
    const res = await csv('?itemKind=user');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="khibra-audit-log-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''khibra-audit-log-/);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const body = res.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFtime (UTC),actor,actor id,action,item kind,item id,reason,details\r\n')).toBe(true);
    const records = body.slice(1).split(/\r\n(?=\d{4}-|$)/).filter(Boolean);
    expect(records).toHaveLength(4);
    expect(records[1]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,Noura Admin <${admin.user.email}>,${admin.user.id},restoreUser,user,${member.user.id},"Line one, ""quoted""\\nline two — عربي","{""note"":""\\+1"",""count"":2}"$`));
    expect(records.map((record) => record.split(',')[3])).toEqual(['action', 'restoreUser', 'approveUser', 'suspendUser']);

    const formulas = (await csv('?action=dismissReport')).rawPayload.toString('utf8');
    expect(formulas).toContain(`,dismissReport,report,r-1,"'=HYPERLINK(""http://evil.example"",""x"")",\r\n`);

    const [recorded] = (await list('?action=exportAuditLog')).data;
    expect(recorded).toMatchObject({ actorId: admin.user.id, itemKind: 'content', itemId: 'audit-log', details: { action: 'dismissReport' } });
    // The export's own entry leads the file it wrote.
    const again = (await csv('?action=exportAuditLog')).rawPayload.toString('utf8').split('\r\n');
    expect(again).toHaveLength(5);
    expect(again[1]).toContain(',exportAuditLog,content,audit-log,,"{""action"":""exportAuditLog""}"');
  });

  it('asks for the password again 15 minutes after it was entered', async () => {
    clock.shift = 14 * MINUTE;
    expect((await csv()).statusCode).toBe(200);
    clock.shift = 16 * MINUTE;
    const refused = await csv();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errors: { error: REAUTH_REQUIRED } });
  });
});

describe('the audit_log table is append-only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refusal = async (statement: ReturnType<typeof sql>) => {
    try {
      await t.database.db.execute(statement);
      return 'done';
    } catch (error) {
      const cause = (error as { cause?: { message?: string } }).cause;
      return cause?.message ?? (error as Error).message;
    }
  };

  it('refuses DELETE, TRUNCATE and every UPDATE, and lets an erasure set the actor to null, nothing else', async () => {
    const actor = await createMember(t, { isAdmin: true, firstName: 'Layla', lastName: 'Kept' });
    await recordAudit(t.database.db, memberActor(actor.user), { action: 'changeSetting', itemKind: 'setting', itemId: 'approval', reason: 'Manual during launch' });
    const [before] = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, actor.user.id));
    expect(before).toBeDefined();

    expect(await refusal(sql`delete from audit_log where id = ${before!.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only/);
    expect(await refusal(sql`update audit_log set reason = 'Nothing to see' where id = ${before!.id}`)).toMatch(/append-only/);
    // actor_id → null while the member still exists is not an erasure.
    expect(await refusal(sql`update audit_log set actor_id = null where id = ${before!.id}`)).toMatch(/append-only/);

    await t.database.db.delete(users).where(eq(users.id, actor.user.id));
    const [after] = await t.database.db.select().from(auditLog).where(eq(auditLog.id, before!.id));
    expect(after).toEqual({ ...before, actorId: null });
    expect(await refusal(sql`update audit_log set actor_label = 'someone else' where id = ${before!.id}`)).toMatch(/append-only/);
  });
});
