import { eq } from 'drizzle-orm';
import { companyMsg, type DnsRecord, type PublicCompany } from '@contracts/company';
import { localizeMessage } from '@contracts/messages-ar';
import type { AuditLogPage, VerifiedCompaniesPage } from '@contracts/operator';
import { auditLog, companies } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { API, createMember, multipart, type Member } from '../../test/freelancers';
import { mailsTo } from '../../test/outbox';
import { request } from '../../test/vacancies';

// DNS answers come from `txt` (AppDeps.resolveTxt).

const txt = new Map<string, string[][]>();
const fields = { name: 'Najd Retail Group', about: 'Stores across the Kingdom.', industry: 'Retail', size: '1000+', country: 'Saudi Arabia', city: 'Riyadh', foundedYear: '1996' };

describe('verified companies in the console', () => {
  let t: TestApp;
  let admin: Member;
  let moderator: Member;

  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMIT_PER_MINUTE: '100000' },
      {
        resolveTxt: async (name) => {
          const answer = txt.get(name);
          if (!answer) throw Object.assign(new Error('queryTxt ENOTFOUND'), { code: 'ENOTFOUND' });
          return answer;
        },
      },
    );
    admin = await createMember(t, { isAdmin: true, firstName: 'Noura', lastName: 'Admin' });
    moderator = await createMember(t, { isModerator: true });
  });
  afterAll(() => t.close());

  const outbox = () => t.app.mailer.outboxDir as string;
  const business = (overrides: Parameters<typeof createMember>[1] = {}) => createMember(t, { iam: ['Business'], ...overrides });
  const save = async (member: Member, website: string, name = fields.name) => {
    const body = multipart({ ...fields, name, website }, []);
    const res = await t.app.inject({ method: 'PUT', url: `${API}/company`, headers: { ...body.headers, authorization: member.token }, payload: body.payload });
    return (res.json() as { data: { id: string } }).data.id;
  };
  /** Verified by the e-mailed link. */
  const verifyByMail = async (member: Member, email: string) => {
    expect((await request(t, 'POST', '/company/verify', member.token, { email })).statusCode).toBe(200);
    const [mail] = await mailsTo(outbox(), email);
    const link = new URL(mail!.links.find((href) => href.includes('/unauth/company/verify?token=')) as string);
    return t.app.inject({ method: 'GET', url: link.pathname + link.search });
  };
  /** Verified by the DNS record. */
  const verifyByDns = async (member: Member, domain: string) => {
    const record = ((await request(t, 'GET', '/company/verify/dns', member.token)).json() as { data: DnsRecord }).data;
    txt.set(domain, [[record.value]]);
    return request(t, 'POST', '/company/verify/dns', member.token);
  };
  const listed = async (query = '', token = moderator.token) => {
    const res = await request(t, 'GET', `/admin/companies${query}`, token);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: VerifiedCompaniesPage }).data;
  };
  const revoke = (companyId: string, reason: unknown, token = admin.token, language = 'en') =>
    t.app.inject({ method: 'POST', url: `${API}/admin/companies/${companyId}/revoke`, headers: { authorization: token, 'accept-language': language }, payload: { reason } });
  const publicPage = async (id: string) => ((await request(t, 'GET', `/unauth/company/${id}`)).json() as { data: PublicCompany }).data;

  it('answers visitors 401 and members 403 on the list and the revocation', async () => {
    const member = await createMember(t);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await request(t, 'GET', '/admin/companies')).statusCode).toBe(401);
    expect((await request(t, 'GET', '/admin/companies', member.token)).statusCode).toBe(403);
    expect((await request(t, 'POST', `/admin/companies/${id}/revoke`, undefined, { reason: 'x' })).statusCode).toBe(401);
    expect((await revoke(id, 'x', member.token)).statusCode).toBe(403);
  });

  it('lists verified companies with domain, method and date, latest first; q finds a name or a domain', async () => {
    const byMail = await business({ firstName: 'Hala', lastName: 'Owner' });
    const mailCompany = await save(byMail, 'https://www.najd-listed.sa', 'Najd Listed');
    expect((await verifyByMail(byMail, 'hr@najd-listed.sa')).headers.location).toMatch(/verified=true$/);
    const byDns = await business();
    const dnsCompany = await save(byDns, 'https://dns-listed.com', 'Gulf DNS Listed');
    expect((await verifyByDns(byDns, 'dns-listed.com')).statusCode).toBe(200);
    const unverified = await business();
    await save(unverified, 'https://not-verified.com', 'Not Verified Co');

    const { data } = await listed();
    expect(data.map((company) => company.id)).toEqual([dnsCompany, mailCompany]);
    expect(data[1]).toEqual({
      id: mailCompany,
      name: 'Najd Listed',
      domain: 'najd-listed.sa',
      verifiedBy: 'email',
      verifiedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      owner: { id: byMail.user.id, name: 'Hala Owner', email: byMail.user.email },
    });
    expect(data[0]).toMatchObject({ domain: 'dns-listed.com', verifiedBy: 'dns' });
    expect((await listed('?q=GULF')).data.map((company) => company.id)).toEqual([dnsCompany]);
    expect((await listed('?q=najd-listed.sa')).data.map((company) => company.id)).toEqual([mailCompany]);
    expect((await listed('?q=nothing-like-it')).data).toEqual([]);
  });

  it('revokes a badge: the page loses it, the owner is e-mailed in their language, the audit log has it; a new badge needs a new proof', async () => {
    const owner = await business({ firstName: 'Salem', language: 'ar' });
    const id = await save(owner, 'https://revoked-co.com', 'Revoked Co');
    const record = ((await request(t, 'GET', '/company/verify/dns', owner.token)).json() as { data: DnsRecord }).data;
    expect((await verifyByDns(owner, 'revoked-co.com')).statusCode).toBe(200);
    // A link asked for before the revocation, opened after it.
    expect((await request(t, 'POST', '/company/verify', owner.token, { email: 'it@revoked-co.com' })).statusCode).toBe(200);
    expect(await publicPage(id)).toMatchObject({ verified: true, verifiedDomain: 'revoked-co.com' });

    const res = await revoke(id, '  The domain was registered to impersonate another firm.  ');
    expect(res.statusCode).toBe(200);
    expect(await publicPage(id)).toMatchObject({ verified: false, verifiedDomain: null });
    expect((await listed()).data.map((company) => company.id)).not.toContain(id);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, id));
    expect([row!.verifiedDomain, row!.verifiedAt, row!.verifiedBy]).toEqual([null, null, null]);

    const [mail] = await mailsTo(outbox(), owner.user.email);
    expect(mail!.subject).toBe('لم تعد صفحة شركتك تظهر موثّقة');
    expect(mail!.text).toContain('The domain was registered to impersonate another firm.');
    expect(mail!.text).toContain('أزال فريق خبرة شارة التوثيق (revoked-co.com) عن صفحة شركتك «Revoked Co»');

    const audit = await request(t, 'GET', `/admin/audit-log?itemKind=company&itemId=${id}`, moderator.token);
    expect((audit.json() as { data: AuditLogPage }).data.data).toEqual([
      expect.objectContaining({ action: 'revokeCompanyBadge', actorId: admin.user.id, reason: 'The domain was registered to impersonate another firm.', details: { domain: 'revoked-co.com', verifiedBy: 'dns' } }),
    ]);

    // The old TXT record and the earlier link no longer verify; a new DNS record does.
    txt.set('revoked-co.com', [[record.value]]);
    expect((await request(t, 'POST', '/company/verify/dns', owner.token)).statusCode).toBe(400);
    const [earlier] = await mailsTo(outbox(), 'it@revoked-co.com');
    const url = new URL(earlier!.links.find((href) => href.includes('verify?token=')) as string);
    expect((await t.app.inject({ method: 'GET', url: url.pathname + url.search })).headers.location).toMatch(/verified=false$/);
    expect((await verifyByDns(owner, 'revoked-co.com')).statusCode).toBe(200);
    expect(await publicPage(id)).toMatchObject({ verified: true });
  });

  it('answers 400 without a note, 404 for an unknown company, 409 for one without a badge; nothing changes', async () => {
    const owner = await business();
    const id = await save(owner, 'https://kept-badge.com', 'Kept Badge');
    expect((await verifyByDns(owner, 'kept-badge.com')).statusCode).toBe(200);
    const before = (await t.database.db.select().from(auditLog)).length;

    for (const reason of ['', ' \n\t ', undefined, null]) {
      const res = await revoke(id, reason);
      expect([reason, res.statusCode, res.json().message]).toEqual([reason, 400, companyMsg.revokeNoteRequired]);
    }
    expect((await revoke(id, 'x'.repeat(1001))).json().message).toBe(companyMsg.revokeNoteMax);
    const arabic = await revoke(id, '', admin.token, 'ar');
    expect(arabic.json().message).toBe(localizeMessage(companyMsg.revokeNoteRequired, 'ar'));
    expect(arabic.json().message).not.toBe(companyMsg.revokeNoteRequired);
    expect((await revoke('00000000-0000-4000-8000-000000000000', 'note')).statusCode).toBe(404);
    expect((await revoke('not-a-uuid', 'note')).statusCode).toBe(404);
    const unverified = await business();
    const plain = await save(unverified, 'https://plain-co.com', 'Plain Co');
    const refused = await revoke(plain, 'note');
    expect([refused.statusCode, refused.json().message]).toEqual([409, companyMsg.notVerified]);

    expect(await publicPage(id)).toMatchObject({ verified: true, verifiedDomain: 'kept-badge.com' });
    expect((await t.database.db.select().from(auditLog)).length).toBe(before);
    // A moderator may revoke too (the queue's company verifications are theirs).
    expect((await revoke(id, 'Reviewed', moderator.token)).statusCode).toBe(200);
    expect((await revoke(id, 'Again', moderator.token)).statusCode).toBe(409);
  });
});
