import { eq } from 'drizzle-orm';
import { localizeMessage } from '@contracts/messages-ar';
import { OPERATOR_PATHS, REPORT_TEXT_MAX, REPORTS_PER_DAY, consoleMsg } from '@contracts/operator';
import { reports, vacancies } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { API, createFreelancer, createMember, multipart, type Member } from '../../test/freelancers';
import { postVacancy } from '../../test/vacancies';

const messageOf = (res: { json: () => unknown }) => (res.json() as { message: string }).message;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('POST /reports', () => {
  let t: TestApp;
  let business: Member;
  let freelancer: Member & { id: string };
  let reporter: Member;
  let vacancyId: string;
  let companyId: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    business = await createMember(t, { firstName: 'Omar', iam: ['Business'] });
    freelancer = await createFreelancer(t, { firstName: 'Layla' });
    reporter = await createMember(t, { firstName: 'Sara', iam: ['Business'] });
    vacancyId = (await postVacancy(t, business.token, { title: 'Branch managers coach' })).id;
    const body = multipart({ name: 'Gulf Bank', about: 'A bank in Muscat.' });
    const saved = await t.app.inject({ method: 'PUT', url: `${API}/company`, headers: { ...body.headers, authorization: business.token }, payload: body.payload });
    companyId = (saved.json() as { data: { id: string } }).data.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (member: Member | undefined, payload: unknown, language = 'en') =>
    t.app.inject({ method: 'POST', url: `${API}${OPERATOR_PATHS.reports}`, headers: { 'accept-language': language, ...(member ? { authorization: member.token } : {}) }, payload: payload as object });
  const storedBy = (member: Member) => t.database.db.select().from(reports).where(eq(reports.reporterId, member.user.id));

  it('stores one report per member and item, with its reason and text, and answers nothing about anyone', async () => {
    const res = await send(reporter, { kind: 'vacancy', id: vacancyId, reason: 'scam', text: '  Asks for a fee before the interview.  ' });
    expect([res.statusCode, res.json()]).toEqual([200, { data: { reported: true } }]);
    const [row] = await storedBy(reporter);
    expect(row).toMatchObject({ kind: 'vacancy', itemId: vacancyId, reason: 'scam', text: 'Asks for a fee before the interview.', resolvedAt: null, resolution: null });

    const again = await send(reporter, { kind: 'vacancy', id: vacancyId, reason: 'spam', text: '' });
    expect([again.statusCode, messageOf(again)]).toEqual([409, consoleMsg.reportedVacancy]);
    const arabic = await send(reporter, { kind: 'vacancy', id: vacancyId, reason: 'spam' }, 'ar');
    expect([arabic.statusCode, messageOf(arabic)]).toEqual([409, localizeMessage(consoleMsg.reportedVacancy, 'ar')]);
    expect(messageOf(arabic)).not.toBe(consoleMsg.reportedVacancy);
    expect(await storedBy(reporter)).toHaveLength(1);

    // The profile and the company page are items of their own; the text is optional but for 'other'.
    for (const [kind, id] of [['freelancer', freelancer.id], ['company', companyId]] as const) {
      expect((await send(reporter, { kind, id, reason: 'impersonation' })).statusCode).toBe(200);
    }
    expect((await storedBy(reporter)).map((r) => `${r.kind} ${r.reason} ${r.text}`).sort()).toEqual(['company impersonation ', 'freelancer impersonation ', 'vacancy scam Asks for a fee before the interview.']);
    expect(messageOf(await send(reporter, { kind: 'freelancer', id: freelancer.id, reason: 'spam' }))).toBe(consoleMsg.reportedFreelancer);
    expect(messageOf(await send(reporter, { kind: 'company', id: companyId, reason: 'spam' }))).toBe(consoleMsg.reportedCompany);

    // What the reported members read of their own vacancy, profile and page says nothing of a report.
    for (const url of [`/vacancy/${vacancyId}`, `/unauth/company/${companyId}`]) {
      const page = await t.app.inject({ method: 'GET', url: `${API}${url}`, headers: { authorization: business.token } });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toMatch(/report|Sara/i);
    }
    const profile = await t.app.inject({ method: 'GET', url: `${API}/freelancer/${freelancer.id}`, headers: { authorization: freelancer.token } });
    expect(profile.body).not.toMatch(/report|Sara/i);
  });

  it('refuses bad input with a clear 400 in the member language', async () => {
    const cases: [unknown, string][] = [
      [{ kind: 'review', id: vacancyId, reason: 'spam' }, consoleMsg.reportKindUnknown],
      [{ id: vacancyId, reason: 'spam' }, consoleMsg.reportKindUnknown],
      [{ kind: 'vacancy', id: vacancyId, reason: 'boring' }, consoleMsg.reportReasonRequired],
      [{ kind: 'vacancy', id: vacancyId }, consoleMsg.reportReasonRequired],
      [{ kind: 'vacancy', id: vacancyId, reason: 'other' }, consoleMsg.reportTextRequired],
      [{ kind: 'vacancy', id: vacancyId, reason: 'other', text: '   ' }, consoleMsg.reportTextRequired],
      [{ kind: 'vacancy', id: vacancyId, reason: 'spam', text: 'x'.repeat(REPORT_TEXT_MAX + 1) }, consoleMsg.reportTextTooLong],
      [{ kind: 'vacancy', id: 'not-a-uuid', reason: 'spam' }, consoleMsg.reportIdInvalid],
      [{ kind: 'vacancy', reason: 'spam' }, consoleMsg.reportIdInvalid],
    ];
    const someone = await createMember(t);
    for (const [payload, message] of cases) {
      for (const language of ['en', 'ar']) {
        const res = await send(someone, payload, language);
        expect([res.statusCode, messageOf(res)]).toEqual([400, localizeMessage(message, language === 'ar' ? 'ar' : 'en')]);
      }
    }
    expect(consoleMsg.reportTextTooLong).toContain(String(REPORT_TEXT_MAX));
    // Exactly the longest text is taken.
    expect((await send(someone, { kind: 'vacancy', id: vacancyId, reason: 'other', text: 'x'.repeat(REPORT_TEXT_MAX) })).statusCode).toBe(200);
    expect(await storedBy(someone)).toHaveLength(1);
  });

  it('answers 404 for an item that does not exist or that the member cannot see, 400 for their own', async () => {
    const someone = await createMember(t);
    for (const kind of ['freelancer', 'vacancy', 'company']) {
      const res = await send(someone, { kind, id: UNKNOWN, reason: 'spam' }, 'ar');
      expect([res.statusCode, messageOf(res)]).toEqual([404, localizeMessage(consoleMsg.reportNotFound, 'ar')]);
    }
    // An id of another kind is not found either.
    expect((await send(someone, { kind: 'company', id: vacancyId, reason: 'spam' })).statusCode).toBe(404);
    // An unpublished vacancy is not shown to other members.
    const hidden = await postVacancy(t, business.token, { title: 'Quiet draft' });
    await t.database.db.update(vacancies).set({ publish: false }).where(eq(vacancies.id, hidden.id));
    expect((await send(someone, { kind: 'vacancy', id: hidden.id, reason: 'spam' })).statusCode).toBe(404);

    for (const [member, kind, id, message] of [
      [business, 'vacancy', vacancyId, consoleMsg.reportOwnVacancy],
      [business, 'company', companyId, consoleMsg.reportOwnCompany],
      [freelancer, 'freelancer', freelancer.id, consoleMsg.reportOwnFreelancer],
    ] as const) {
      const res = await send(member, { kind, id, reason: 'spam' });
      expect([res.statusCode, messageOf(res)]).toEqual([400, message]);
    }
    expect(await t.database.db.select().from(reports).where(eq(reports.reporterId, business.user.id))).toEqual([]);
    expect(await storedBy(someone)).toEqual([]);
  });

  it(`takes ${REPORTS_PER_DAY} reports a day from a member, then answers 429`, async () => {
    const busy = await createMember(t);
    const targets: string[] = [];
    for (let i = 0; i <= REPORTS_PER_DAY; i += 1) targets.push((await createFreelancer(t, { firstName: `F${i}` })).id);
    for (const id of targets.slice(0, REPORTS_PER_DAY)) expect((await send(busy, { kind: 'freelancer', id, reason: 'spam' })).statusCode).toBe(200);
    const over = await send(busy, { kind: 'freelancer', id: targets[REPORTS_PER_DAY], reason: 'spam' });
    expect([over.statusCode, messageOf(over)]).toEqual([429, consoleMsg.reportTooMany]);
    expect(await storedBy(busy)).toHaveLength(REPORTS_PER_DAY);
    // Another member is not held by it.
    expect((await send(reporter, { kind: 'freelancer', id: targets[REPORTS_PER_DAY], reason: 'spam' })).statusCode).toBe(200);
  });

  it('is for members: a visitor gets 401 and nothing is stored', async () => {
    const before = (await t.database.db.select().from(reports)).length;
    const res = await send(undefined, { kind: 'vacancy', id: vacancyId, reason: 'spam' });
    expect(res.statusCode).toBe(401);
    expect(await t.database.db.select().from(reports)).toHaveLength(before);
  });
});
