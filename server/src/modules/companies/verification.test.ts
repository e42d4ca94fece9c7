import { eq } from 'drizzle-orm';
import { DNS_RECORD_PREFIX, companyMsg, type CompanyProfile, type DnsRecord } from '@contracts/company';
import { localizeMessage } from '@contracts/messages-ar';
import type { Vacancy } from '@contracts/vacancy';
import { companies } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { API, createMember, multipart, type Member } from '../../test/freelancers';
import { mailsTo } from '../../test/outbox';
import { postVacancy, request } from '../../test/vacancies';

// DNS is outside this machine: the app's TXT lookups
// answer from `txt` below (AppDeps.resolveTxt).

const txt = new Map<string, string[][] | Error>();
const messageOf = (res: { json: () => unknown }) => (res.json() as { message: string }).message;
const fields = { name: 'Najd Retail Group', about: 'Stores across the Kingdom.', industry: 'Retail', size: '1000+', country: 'Saudi Arabia', city: 'Riyadh', foundedYear: '1996' };

describe('company verification', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMIT_PER_MINUTE: '100000' },
      {
        resolveTxt: async (name) => {
          const answer = txt.get(name);
          if (answer instanceof Error) throw answer;
          if (!answer) throw Object.assign(new Error('queryTxt ENOTFOUND'), { code: 'ENOTFOUND' });
          return answer;
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const business = () => createMember(t, { iam: ['Business'] });
  const save = (member: Member, website: string, name = fields.name) => {
    const body = multipart({ ...fields, name, website }, []);
    return t.app.inject({ method: 'PUT', url: `${API}/company`, headers: { ...body.headers, authorization: member.token }, payload: body.payload });
  };
  const mine = async (member: Member) => ((await request(t, 'GET', '/company', member.token)).json() as { data: CompanyProfile }).data;
  const askMail = (member: Member, email: string, language = 'en') =>
    t.app.inject({ method: 'POST', url: `${API}/company/verify`, headers: { authorization: member.token, 'accept-language': language }, payload: { email } });
  const openLinkOf = async (email: string) => {
    const [mail] = await mailsTo(t.app.mailer.outboxDir as string, email);
    const link = new URL(mail.links.find((href) => href.includes('/unauth/company/verify?token=')) as string);
    return t.app.inject({ method: 'GET', url: link.pathname + link.search });
  };

  it('refuses a public suffix (com.sa, github.io) and e-mail services as the website, and their addresses as proof', async () => {
    const member = await business();
    for (const [website, message] of [
      ['https://com.sa', companyMsg.sharedDomain],
      ['https://www.com.sa', companyMsg.sharedDomain],
      ['https://github.io', companyMsg.sharedDomain],
      ['https://hotmail.fr', companyMsg.mailServiceWebsite],
      ['https://mailinator.com', companyMsg.mailServiceWebsite],
    ]) {
      const res = await save(member, website);
      expect([website, res.statusCode, messageOf(res)]).toEqual([website, 400, message]);
    }
    expect(await mine(member)).toBeNull();

    expect((await save(member, 'https://www.emiratesnbd-careers.com', 'Emirates NBD')).statusCode).toBe(200);
    expect((await mine(member)).domain).toBe('emiratesnbd-careers.com');
    for (const email of ['anyone@hotmail.fr', 'hr@mailinator.com', 'hr@gmail.com']) {
      const res = await askMail(member, email);
      expect([email, res.statusCode, messageOf(res)]).toEqual([email, 400, companyMsg.freeMail]);
    }
    // An address must be at the website's registrable domain (a subdomain of it counts), never at a suffix.
    expect(messageOf(await askMail(member, 'hr@com.sa'))).toBe(companyMsg.wrongDomain);
    expect((await askMail(member, 'hr@mail.emiratesnbd-careers.com')).statusCode).toBe(200);
  });

  it('drops the badge at once when the website moves to another registrable domain, and shows no badge for a suffix', async () => {
    const member = await business();
    await save(member, 'https://www.najdretail-group.sa');
    expect((await askMail(member, 'it@najdretail-group.sa')).statusCode).toBe(200);
    expect((await openLinkOf('it@najdretail-group.sa')).headers.location).toMatch(/\?verified=true$/);
    expect(await mine(member)).toMatchObject({ verified: true, verifiedDomain: 'najdretail-group.sa' });
    // Another page of the same domain keeps it.
    expect((await save(member, 'https://shop.najdretail-group.sa/ar')).json()).toMatchObject({ data: { verified: true, verifiedDomain: 'najdretail-group.sa' } });

    // A badge stored for a suffix (com.sa) is no proof: not shown, and moving to aramco.com.sa keeps nothing.
    const { id } = await mine(member);
    await t.database.db.update(companies).set({ website: 'https://com.sa', verifiedDomain: 'com.sa' }).where(eq(companies.id, id));
    expect(await mine(member)).toMatchObject({ verified: false, verifiedDomain: null });
    const moved = (await save(member, 'https://aramco.com.sa')).json() as { data: CompanyProfile };
    expect(moved.data).toMatchObject({ verified: false, verifiedDomain: null, domain: 'aramco.com.sa' });
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, id));
    expect([row.verifiedDomain, row.verifiedAt]).toEqual([null, null]);
  });

  it('sends at most 3 verification e-mails a day to one domain and 5 a day per company, refusing in the member’s language', async () => {
    const member = await business();
    await save(member, 'https://limits-one.com');
    for (const box of ['a', 'b', 'c']) expect((await askMail(member, `${box}@limits-one.com`)).statusCode).toBe(200);
    const fourth = await askMail(member, 'd@limits-one.com', 'ar');
    expect([fourth.statusCode, messageOf(fourth)]).toEqual([429, localizeMessage(companyMsg.tooManyMailsDomain, 'ar')]);
    expect(messageOf(fourth)).toContain('3');
    expect(await mailsTo(t.app.mailer.outboxDir as string, 'd@limits-one.com')).toEqual([]);

    // The domain's allowance holds whichever company asks.
    const other = await business();
    await save(other, 'https://limits-one.com');
    expect(messageOf(await askMail(other, 'e@limits-one.com'))).toBe(companyMsg.tooManyMailsDomain);

    await save(member, 'https://limits-two.com');
    for (const box of ['a', 'b']) expect((await askMail(member, `${box}@limits-two.com`)).statusCode).toBe(200);
    const sixth = await askMail(member, 'c@limits-two.com');
    expect([sixth.statusCode, messageOf(sixth)]).toEqual([429, companyMsg.tooManyMailsCompany]);
    expect(await mailsTo(t.app.mailer.outboxDir as string, 'c@limits-two.com')).toEqual([]);
  });

  it('writes nothing the member typed into the e-mail: no company name in its subject or body', async () => {
    const member = await business();
    const name = 'URGENT: your payroll is suspended, call +1 555 0100';
    await save(member, 'https://payroll-check.com', name);
    expect((await askMail(member, 'finance@payroll-check.com')).statusCode).toBe(200);
    const [mail] = await mailsTo(t.app.mailer.outboxDir as string, 'finance@payroll-check.com');
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('URGENT');
      expect(part).not.toContain('555');
      expect(part).not.toContain('payroll is suspended');
    }
    expect(mail.subject).toContain('payroll-check.com');
  });

  it('verifies by a DNS TXT record: the right token verifies, a missing or wrong one does not', async () => {
    const member = await business();
    await save(member, 'https://www.dns-proof.com');
    const record = ((await request(t, 'GET', '/company/verify/dns', member.token)).json() as { data: DnsRecord }).data;
    expect(record.domain).toBe('dns-proof.com');
    expect(record.value).toMatch(new RegExp(`^${DNS_RECORD_PREFIX}[\\w-]{32}$`));
    // The same token until the domain changes; another company gets its own.
    expect(((await request(t, 'GET', '/company/verify/dns', member.token)).json() as { data: DnsRecord }).data).toEqual(record);
    const rival = await business();
    await save(rival, 'https://dns-proof.com');
    const rivalRecord = ((await request(t, 'GET', '/company/verify/dns', rival.token)).json() as { data: DnsRecord }).data;
    expect(rivalRecord.value).not.toBe(record.value);

    const check = (who: Member = member) => request(t, 'POST', '/company/verify/dns', who.token);
    let res = await check();
    expect([res.statusCode, messageOf(res)]).toEqual([400, companyMsg.dnsNotFound]);
    txt.set('dns-proof.com', [['v=spf1 -all'], [`${DNS_RECORD_PREFIX}not-the-token`]]);
    res = await check();
    expect([res.statusCode, messageOf(res)]).toEqual([400, companyMsg.dnsNotFound]);
    txt.set('dns-proof.com', Object.assign(new Error('queryTxt ESERVFAIL'), { code: 'ESERVFAIL' }));
    res = await check();
    expect([res.statusCode, messageOf(res)]).toEqual([400, companyMsg.dnsUnavailable]);
    expect(await mine(member)).toMatchObject({ verified: false, verifiedDomain: null });

    // The rival's token does not verify this company; this company's own does (split in two strings, as long records are).
    txt.set('dns-proof.com', [['v=spf1 -all'], [rivalRecord.value]]);
    expect((await check()).statusCode).toBe(400);
    txt.set('dns-proof.com', [[record.value.slice(0, 20), record.value.slice(20)]]);
    res = await check();
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: CompanyProfile }).data).toMatchObject({ verified: true, verifiedDomain: 'dns-proof.com' });

    // Wherever the badge shows, it names the domain: who is hiring on a vacancy.
    const vacancy = await postVacancy(t, member.token, { title: 'Store managers coach' });
    const one = (await t.app.inject({ method: 'GET', url: `${API}/unauth/vacancy/${vacancy.id}` })).json() as { data: Vacancy };
    expect(one.data.company).toMatchObject({ verified: true, verifiedDomain: 'dns-proof.com' });
    // Another domain: the badge goes at once, and the check asks for that domain's record.
    expect((await save(member, 'https://dns-proof.org')).json()).toMatchObject({ data: { verified: false, verifiedDomain: null } });
    expect((await check()).statusCode).toBe(400);
  });
});
