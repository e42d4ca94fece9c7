import { inArray } from 'drizzle-orm';
import type { Paged } from '@contracts/paging';
import { VACANCY_SORT } from '@contracts/reference';
import type { Vacancy, VacancySearchPage } from '@contracts/vacancy';
import { vacancies } from '../../db/schema';
import { DEMO_VACANCIES, seedVacancies } from '../../db/seed/vacancies';
import { createTestApp, type TestApp } from '../../test/app';
import { createMember, type Member } from '../../test/freelancers';
import { insertVacancy, request } from '../../test/vacancies';
import { MENA_COUNTRIES, buildReferenceData } from '../reference/data';
import { VacanciesRepository } from './repository';
import { isoDay } from './visibility';

let t: TestApp;
let poster: Member;
let member: Member;
const ids: Record<string, string> = {};
const HOUR = 3_600_000;
const base = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  poster = await createMember(t, { firstName: 'Hana', lastName: 'Mansour' });
  member = await createMember(t);
  const at = (hours: number) => new Date(base - hours * HOUR);
  ids.A = await insertVacancy(t, poster.user.id, {
    title: 'Leadership trainer for a Riyadh bank',
    requiredSkills: ['Leadership Development'],
    requirements: 'A programme for branch managers.',
    country: 'Saudi Arabia',
    city: 'Riyadh',
    firstLanguage: 'Arabic',
    secondLanguage: 'English',
    nationality: 'Saudi Arabia',
    workstation: 'Onsite',
    hourlyRate: '$100 - $150',
    isTrainer: true,
    postedAt: at(1),
  });
  ids.B = await insertVacancy(t, poster.user.id, {
    title: 'Islamic finance consultant, Doha',
    requiredSkills: ['Islamic Finance'],
    requirements: 'Prepare the Shariah board file: a 100% product review.',
    country: 'Qatar',
    city: 'Doha',
    firstLanguage: 'English',
    secondLanguage: '',
    nationality: '',
    workstation: 'Remote',
    isConsultant: true,
    postedAt: at(2),
  });
  ids.C = await insertVacancy(t, poster.user.id, {
    title: 'Digital transformation advisor',
    requiredSkills: ['Digital Transformation', 'Change Management'],
    requirements: 'Roadmap for a retail bank.',
    country: 'Morocco',
    city: 'Casablanca',
    firstLanguage: 'French',
    secondLanguage: 'Arabic',
    nationality: 'Morocco',
    workstation: 'Hybrid',
    isConsultant: true,
    postedAt: at(3),
  });
  ids.D = await insertVacancy(t, poster.user.id, {
    title: 'PMP trainer in Cairo',
    requiredSkills: ['PMP Exam Preparation'],
    requirements: 'Evening course for engineers.',
    country: 'Egypt',
    city: 'Cairo',
    firstLanguage: 'Arabic',
    secondLanguage: '',
    nationality: 'Egypt',
    workstation: 'Onsite',
    isTrainer: true,
    isConsultant: true,
    postedAt: at(4),
  });
  // Left at Any on create: no country, city, first language or nationality restriction.
  ids.E = await insertVacancy(t, poster.user.id, {
    title: 'Handbook review for a startup',
    requiredSkills: ['HR Policies and Procedures', 'UAE Labour Law'],
    requirements: 'A few online sessions.',
    country: '',
    city: '',
    firstLanguage: '',
    secondLanguage: '',
    nationality: '',
    workstation: 'Remote',
    hourlyRate: '',
    postedAt: at(5),
  });
  // Never found: unpublished, expired, removed.
  await insertVacancy(t, poster.user.id, { title: 'Leadership draft', publish: false, postedAt: at(0.5) });
  await insertVacancy(t, poster.user.id, { title: 'Leadership expired', expiryDate: isoDay(new Date()), postedAt: at(0.6) });
  await insertVacancy(t, poster.user.id, { title: '', deletedAt: new Date(), requirements: 'Leadership removed', postedAt: at(0.7) });
});
afterAll(async () => {
  await t.close();
});

const letters = (body: unknown) => {
  const byId = Object.fromEntries(Object.entries(ids).map(([letter, id]) => [id, letter]));
  return (body as Paged<Vacancy>).data.map((v) => byId[v.id] ?? '?');
};
const search = async (body: Record<string, unknown>, page = 0) => {
  const visitor = await request(t, 'POST', `/unauth/vacancy/search?page=${page}`, undefined, body);
  const logged = await request(t, 'POST', `/vacancy/search?page=${page}`, member.token, body);
  expect(visitor.statusCode).toBe(200);
  expect(logged.statusCode).toBe(200);
  expect(letters(logged.json())).toEqual(letters(visitor.json()));
  return visitor.json() as Paged<Vacancy>;
};

describe('vacancy search filters', () => {
  it.each<[string, string, string[]]>([
    ['a title word', 'leadership', ['A']],
    ['any case', 'ISLAMIC', ['B']],
    ['a word of the requirements', 'shariah', ['B']],
    ['a skill only', 'labour', ['E']],
    ['the start of a word', 'transform', ['C']],
    ['never inside a word: "visor" is not in advisor', 'visor', []],
    ['never inside a word: "ead" is not in leadership', 'ead', []],
    ['after punctuation', 'shariah', ['B']],
    ['every word (AND)', 'pmp cairo', ['D']],
    ['words that never meet', 'pmp riyadh', []],
    ['a literal %', '100%', ['B']],
    ['a literal _ (no wildcard)', 'd_gital', []],
  ])('keywords: %s', async (_label, keywords, expected) => {
    expect(letters(await search({ keywords }))).toEqual(expected);
  });

  it.each<[string, Record<string, string>, string[]]>([
    ['country (any case; Any matches every country)', { country: 'saudi arabia' }, ['A', 'E']],
    ['city', { city: 'Cairo' }, ['D', 'E']],
    ['language: first or second', { language: 'English' }, ['A', 'B', 'E']],
    ['language: first language French', { language: 'French' }, ['C', 'E']],
    ["nationality ('' means any)", { nationality: 'Egypt' }, ['B', 'D', 'E']],
    ['nationality Any nationality is no filter', { nationality: 'Any nationality' }, ['A', 'B', 'C', 'D', 'E']],
    ['country Any is no filter', { country: 'Any' }, ['A', 'B', 'C', 'D', 'E']],
    ['a required skill', { skill: 'Change Management' }, ['C']],
    ['a skill nobody requires', { skill: 'Kaizen' }, []],
    ['workstation (Any fits each)', { workstation: 'remote' }, ['B', 'E']],
    ['an hourly-rate range (Any fits each)', { hourlyRate: '$100 - $150' }, ['A', 'E']],
    ['skill, workstation and rate together', { skill: 'Islamic Finance', workstation: 'Remote', hourlyRate: '$50 - $75' }, ['B']],
    ['all together', { keywords: 'trainer', country: 'Egypt', language: 'Arabic', nationality: 'Egypt', city: 'cairo' }, ['D']],
    ['nothing', {}, ['A', 'B', 'C', 'D', 'E']],
  ])('%s', async (_label, body, expected) => {
    expect(letters(await search(body))).toEqual(expected);
  });

  it.each<[string, string[]]>([
    ['Most Recent', ['A', 'B', 'C', 'D', 'E']],
    ['isConsultant', ['B', 'C', 'D', 'A', 'E']],
    ['isTrainer', ['A', 'D', 'B', 'C', 'E']],
    // E-consultants: vacancies for consultants that work remotely come first.
    ['econsultants', ['B', 'A', 'C', 'D', 'E']],
    ['-1', ['A', 'D', 'B', 'C', 'E']],
    ['1', ['B', 'E', 'A', 'C', 'D']],
    ['not a sort', ['A', 'B', 'C', 'D', 'E']],
  ])('sortBy %s', async (sortBy, expected) => {
    expect(letters(await search({ sortBy }))).toEqual(expected);
  });

  it('knows every sort option of the contracts', () => {
    expect(VACANCY_SORT.map((o) => o.value).sort()).toEqual(['-1', '1', 'Most Recent', 'econsultants', 'isConsultant', 'isTrainer'].sort());
  });

  it('answers the Paged body; the member paths need a login', async () => {
    const res = await request(t, 'POST', '/unauth/vacancy/search?page=0', undefined, { keywords: 'leadership' });
    expect(res.json()).toEqual({ data: [expect.objectContaining({ id: ids.A })], page: 0, totalPages: 1, total: 1 });
    expect((await request(t, 'POST', '/vacancy/search?page=0', undefined, {})).statusCode).toBe(401);
    expect((await request(t, 'GET', '/vacancy/all?page=0')).statusCode).toBe(401);
  });

  it('an empty search suggests which filter to remove, with how many vacancies each finds', async () => {
    // Trainer vacancies in Arabic are in Riyadh and Cairo; Qatar's asks for English, and the one open to any place (E) is not for a trainer.
    const none = (await search({ keywords: 'trainer', country: 'Qatar', language: 'Arabic' })) as VacancySearchPage;
    expect(none.data).toEqual([]);
    expect(none.suggestions).toEqual([
      { drop: 'country', total: 2 },
      { drop: 'keywords', total: 1 },
    ]);
    // A single filter: nothing to suggest but clearing it.
    expect(await search({ keywords: 'pmp riyadh' })).toEqual({ data: [], page: 0, totalPages: 0, total: 0 });
    // Results: no suggestions.
    expect(Object.keys(await search({ keywords: 'trainer', country: 'Egypt' }))).not.toContain('suggestions');
  });

  it('refuses a bad page or an overlong filter with 400', async () => {
    expect((await request(t, 'POST', '/unauth/vacancy/search?page=x', undefined, {})).statusCode).toBe(400);
    expect((await request(t, 'GET', '/unauth/vacancies?page=-1')).statusCode).toBe(400);
    expect((await request(t, 'POST', '/unauth/vacancy/search', undefined, { keywords: 'x'.repeat(101) })).statusCode).toBe(400);
  });
});

describe('paging (10 a page, zero-based)', () => {
  it('pages the plain list without overlap, the same for visitors and members', async () => {
    const other = await createMember(t);
    for (let i = 0; i < 18; i += 1) await insertVacancy(t, other.user.id, { title: `Older vacancy ${i}`, postedAt: new Date(base - (10 + i) * HOUR) });
    const seen: string[] = [];
    for (const page of [0, 1, 2]) {
      const visitor = (await request(t, 'GET', `/unauth/vacancies?page=${page}`)).json() as Paged<Vacancy>;
      const logged = (await request(t, 'GET', `/vacancy/all?page=${page}`, member.token)).json() as Paged<Vacancy>;
      expect(visitor).toMatchObject({ page, total: 23, totalPages: 3 });
      expect(visitor.data).toHaveLength(page < 2 ? 10 : 3);
      expect(logged.data.map((v) => v.id)).toEqual(visitor.data.map((v) => v.id));
      seen.push(...visitor.data.map((v) => v.id));
    }
    expect(new Set(seen).size).toBe(23);
    expect(seen.slice(0, 5)).toEqual([ids.A, ids.B, ids.C, ids.D, ids.E]);
    const beyond = (await request(t, 'GET', '/unauth/vacancies?page=7')).json() as Paged<Vacancy>;
    expect(beyond).toMatchObject({ data: [], page: 7, total: 23 });
    const filtered = await search({ keywords: 'older' }, 1);
    expect(filtered).toMatchObject({ page: 1, total: 18, totalPages: 2 });
    expect(filtered.data).toHaveLength(8);
  });

  it('stops counting at the limit and says the total is a lower bound', async () => {
    const repository = new VacanciesRepository(t.database.db, 'auto');
    const capped = await repository.search({ keywords: [] }, 'Most Recent', 1, 10, 15, new Date());
    expect([capped.rows.length, capped.total, capped.capped]).toEqual([10, 15, true]);
    const exact = await repository.search({ keywords: [] }, 'Most Recent', 2, 10, 100, new Date());
    expect([exact.rows.length, exact.total, exact.capped]).toEqual([3, 23, false]);
  });
});

describe('demo vacancies (db/seed/vacancies.ts)', () => {
  it('creates twenty listed, realistic vacancies for the given posters, the same each time', async () => {
    const [first, second] = [await createMember(t), await createMember(t)];
    const now = new Date('2026-03-01T09:00:00Z');
    const created = await seedVacancies({ db: t.database.db }, [first.user.id, second.user.id], { now });
    expect(created).toHaveLength(20);
    expect(DEMO_VACANCIES).toHaveLength(20);
    const again = await seedVacancies({ db: t.database.db }, [first.user.id, second.user.id], { now });
    const rows = await t.database.db.select().from(vacancies).where(inArray(vacancies.id, [...created, ...again]));
    const strip = ({ id: _id, ...rest }: (typeof rows)[number]) => rest;
    const byId = new Map(rows.map((r) => [r.id, r]));
    created.forEach((id, i) => expect(strip(byId.get(id)!)).toEqual(strip(byId.get(again[i])!)));

    const reference = buildReferenceData();
    for (const row of rows) {
      expect(row.requiredSkills.every((skill) => reference.keySkills.includes(skill))).toBe(true);
      expect(MENA_COUNTRIES).toContain(row.country);
      expect(reference.workStation.map((o) => o.value)).toContain(row.workstation);
      expect(row.title.length).toBeLessThanOrEqual(50);
      expect(row.requirements.length).toBeLessThanOrEqual(800);
    }
    expect(new Set(rows.map((r) => r.userId))).toEqual(new Set([first.user.id, second.user.id]));
    expect(rows.map((r) => r.title)).toContain('Leadership trainer for a Riyadh bank');
  });

  it('lists the seeded vacancies to visitors, with their PDFs when a storage is given', async () => {
    const owner = await createMember(t);
    const created = await seedVacancies({ db: t.database.db, storage: t.app.storage }, [owner.user.id]);
    const posted = (await request(t, 'GET', '/vacancy/posted?page=0', owner.token)).json() as Paged<Vacancy>;
    expect(posted.total).toBe(20);
    expect(posted.data.every((v) => v.isApproved && v.publish)).toBe(true);
    const withFile = posted.data.find((v) => v.hasFile);
    expect(withFile).toBeDefined();
    expect((await request(t, 'GET', `/vacancy/${withFile!.id}/file`, member.token)).statusCode).toBe(200);
    const found = (await request(t, 'POST', '/unauth/vacancy/search', undefined, { keywords: 'CBAHI' })).json() as Paged<Vacancy>;
    expect(found.data.map((v) => v.id)).toContain(created[18]);
  });
});
