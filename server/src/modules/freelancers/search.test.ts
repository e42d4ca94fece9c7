import { eq } from 'drizzle-orm';
import type { Freelancer, FreelancerSearchPage } from '@contracts/freelancer';
import type { Paged } from '@contracts/paging';
import { freelancers } from '../../db/schema';
import { seedFreelancers } from '../../db/seed/freelancers';
import { createTestApp, type TestApp } from '../../test/app';
import { createFreelancer, createMember, get } from '../../test/freelancers';
import { UsersRepository } from '../users/repository';
import { FreelancersRepository } from './repository';
import { searchCountLimit } from './service';

type Page = Paged<Freelancer>;
const names = (body: Page) => body.data.map((f) => f.user.firstName);

describe('freelancer search: filters and sorts', () => {
  let t: TestApp;
  let token: string;
  const ids: Record<string, string> = {};
  const userIds: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const people: [string, string, Record<string, string>, Record<string, string>][] = [
      ['Amira', 'Haddad', { country: 'United Arab Emirates', city: 'Dubai' }, { nat: 'Jordan', l1: 'Arabic', l2: 'English', skills: 'Leadership Development,Change Management', iam: 'Trainer', years: '12', rate: '$50 - $75', av: 'Part time' }],
      ['Omar', 'Saleh', { country: 'Egypt', city: 'Cairo' }, { nat: 'Egypt', l1: 'Arabic', l2: 'French', skills: 'Project Management,PRINCE2,Change Management', iam: 'Consultant,E-Consultant', years: '5', rate: 'Negotiable', av: 'Full time' }],
      ['Karim', 'Benali', { country: 'Morocco', city: 'Casablanca' }, { nat: 'Morocco', l1: 'French', l2: 'Arabic', skills: 'Lean Management,Kaizen', iam: 'Consultant', years: '30+', rate: 'Less than $25', av: 'Weekends only' }],
      ['Sara', 'Haddadin', { country: 'Jordan', city: 'Amman' }, { nat: 'Jordan', l1: 'English', l2: '', skills: 'Leadership Development,HR Analytics', iam: 'E-Consultant', years: '8', rate: 'More than $150', av: 'Evenings only' }],
      ['John', 'Smith', { country: 'United Kingdom', city: 'London' }, { nat: 'United Kingdom', l1: 'English', l2: 'Arabic', skills: 'Financial Modeling', iam: 'Trainer', years: '20', rate: '$100 - $150', av: 'Few hours a week' }],
    ];
    const base = Date.UTC(2025, 0, 31);
    for (const [i, [firstName, lastName, account, p]] of people.entries()) {
      const f = await createFreelancer(t, { firstName, lastName, ...account }, {
        'experience.nationality': p.nat,
        'experience.firstLanguage': p.l1,
        'experience.secondLanguage': p.l2,
        'experience.totalExperience': p.years,
        'experience.hourlyRate': p.rate,
        'experience.availability': p.av,
        skills: p.skills,
        Iam: p.iam,
      });
      ids[firstName] = f.id;
      userIds[firstName] = f.user.id;
      // Amira most recent, John least.
      await t.database.db.update(freelancers).set({ updatedAt: new Date(base - i * 86_400_000) }).where(eq(freelancers.id, f.id));
    }
    ({ token } = await createMember(t, { firstName: 'Searching', lastName: 'Member' }));
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (query: string, as: 'visitor' | 'member' = 'visitor') => {
    const res = as === 'visitor' ? await get(t, `/unauth/freelancers?${query}`) : await get(t, `/freelancer/search?${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as Page;
  };

  it('answers the Paged body: data, page, totalPages, total', async () => {
    const body = await search('');
    expect(Object.keys(body).sort()).toEqual(['data', 'page', 'total', 'totalPages']);
    expect(body).toMatchObject({ page: 0, total: 5, totalPages: 1 });
    expect(names(body)).toEqual(['Amira', 'Omar', 'Karim', 'Sara', 'John']);
  });

  it('needs a login on the member paths', async () => {
    expect((await get(t, '/freelancer/search?title=amira')).statusCode).toBe(401);
    expect((await get(t, '/freelancer/page?page=0')).statusCode).toBe(401);
    expect(names(await search('title=amira', 'member'))).toEqual(['Amira']);
  });

  it('skills: any of them by default (most matched first), all of them with skillsMatch=all; any case, comma-separated or repeated', async () => {
    expect(names(await search('skills=Change%20Management'))).toEqual(['Amira', 'Omar']);
    // Omar has both, Amira one: Best match puts Omar first although Amira is more recent.
    expect(names(await search('skills=change%20management,PRINCE2'))).toEqual(['Omar', 'Amira']);
    expect(names(await search('skills=change%20management,PRINCE2&skillsMatch=any'))).toEqual(['Omar', 'Amira']);
    expect(names(await search('skills=change%20management,PRINCE2&skillsMatch=all'))).toEqual(['Omar']);
    expect(names(await search('skills=Leadership%20Development&skills=HR%20Analytics'))).toEqual(['Sara', 'Amira']);
    expect(names(await search('skills=Leadership%20Development&skills=HR%20Analytics&skillsMatch=ALL'))).toEqual(['Sara']);
    expect(names(await search('skills=Underwater%20Basket%20Weaving'))).toEqual([]);
    // A chosen sort orders the any-of matches its own way.
    expect(names(await search('skills=Leadership%20Development,HR%20Analytics&sort=recent'))).toEqual(['Amira', 'Sara']);
    expect(names(await search('skills=Leadership%20Development,HR%20Analytics&sort=recent&skillsMatch=all', 'member'))).toEqual(['Sara']);
  });

  it('an unknown skillsMatch is the default, any of the skills', async () => {
    expect(names(await search('skills=Kaizen,Financial%20Modeling&skillsMatch=most'))).toEqual(['Karim', 'John']);
    expect(names(await search('skills=Kaizen,Financial%20Modeling&skillsMatch='))).toEqual(['Karim', 'John']);
  });

  it('the visitor cache keeps any-of and all-of answers apart', async () => {
    const any = await get(t, '/unauth/freelancers?skills=Kaizen,Lean%20Management,PRINCE2');
    const all = await get(t, '/unauth/freelancers?skills=Kaizen,Lean%20Management,PRINCE2&skillsMatch=all');
    expect(names(any.json())).toEqual(['Karim', 'Omar']);
    expect(names(all.json())).toEqual([]);
    expect(names((await get(t, '/unauth/freelancers?skills=Kaizen,Lean%20Management,PRINCE2')).json())).toEqual(['Karim', 'Omar']);
  });

  it('an empty search suggests which filter to remove, with how many profiles each finds', async () => {
    const none = (await search('skills=Kaizen,PRINCE2&skillsMatch=all&country=Egypt')) as FreelancerSearchPage;
    expect(none.data).toEqual([]);
    // Without the all-of rule: Omar (PRINCE2, Egypt); without Kaizen: Omar; without PRINCE2: nobody (Karim is in Morocco); without Egypt: nobody.
    expect(none.suggestions).toEqual([
      { drop: 'skillsMatch', total: 1 },
      { drop: 'skill', value: 'kaizen', total: 1 },
    ]);
    const two = (await search('skills=Kaizen&country=Egypt', 'member')) as FreelancerSearchPage;
    expect(two.suggestions).toEqual(expect.arrayContaining([
      { drop: 'skill', value: 'kaizen', total: 1 },
      { drop: 'country', total: 1 },
    ]));
    expect(two.suggestions).toHaveLength(2);
    const anyOf = (await search('skills=Kaizen,HR%20Analytics&nationality=Egypt&language=Arabic')) as FreelancerSearchPage;
    // Any-of: the skills go together. Without them: Omar; without Egypt: Karim (Sara speaks no Arabic); without Arabic: nobody.
    expect(anyOf.suggestions).toEqual([
      { drop: 'skills', total: 1 },
      { drop: 'nationality', total: 1 },
    ]);
    // A single filter: nothing to suggest but clearing it.
    expect((await search('title=nobody')) as FreelancerSearchPage).toEqual({ data: [], page: 0, totalPages: 0, total: 0 });
    // Results: no suggestions.
    expect(Object.keys(await search('skills=Kaizen&country=Morocco'))).not.toContain('suggestions');
  });

  it('title matches parts of first and last names, in any case', async () => {
    expect(names(await search('title=hadd'))).toEqual(['Amira', 'Sara']);
    expect(names(await search('title=AMI'))).toEqual(['Amira']);
    expect(names(await search('title=sara%20hadd'))).toEqual(['Sara']);
    expect(names(await search('title=mith'))).toEqual(['John']);
    expect(names(await search('title=100%25'))).toEqual([]);
  });

  it('country, city, language (first or second) and nationality', async () => {
    expect(names(await search('country=egypt'))).toEqual(['Omar']);
    expect(names(await search('city=CASABLANCA'))).toEqual(['Karim']);
    expect(names(await search('language=French'))).toEqual(['Omar', 'Karim']);
    expect(names(await search('nationality=Jordan'))).toEqual(['Amira', 'Sara']);
  });

  it('filters combine', async () => {
    expect(names(await search('nationality=Jordan&skills=HR%20Analytics'))).toEqual(['Sara']);
    expect(names(await search('language=Arabic&country=United%20Arab%20Emirates'))).toEqual(['Amira']);
    const none = await search('skills=Kaizen&country=Egypt');
    expect(none).toMatchObject({ data: [], page: 0, totalPages: 0, total: 0 });
  });

  it.each([
    ['recent', ['Amira', 'Omar', 'Karim', 'Sara', 'John']],
    ['name', ['Amira', 'John', 'Karim', 'Omar', 'Sara']],
    ['years', ['Karim', 'John', 'Amira', 'Sara', 'Omar']],
    ['rate', ['Karim', 'Amira', 'John', 'Sara', 'Omar']],
    ['availability', ['Omar', 'Amira', 'Sara', 'Karim', 'John']],
    ['E-Consultant', ['Omar', 'Sara', 'Amira', 'Karim', 'John']],
    ['Consultant', ['Omar', 'Karim', 'Amira', 'Sara', 'John']],
    ['Trainer', ['Amira', 'John', 'Omar', 'Karim', 'Sara']],
    ['no-such-sort', ['Amira', 'Omar', 'Karim', 'Sara', 'John']],
  ])('sort=%s', async (sort, expected) => {
    expect(names(await search(`sort=${encodeURIComponent(sort)}`))).toEqual(expected);
    expect(names((await get(t, `/unauth/freelancers/page?sort=${encodeURIComponent(sort)}`)).json())).toEqual(expected);
  });

  it('sorts apply to filtered results', async () => {
    expect(names(await search('language=Arabic&sort=years'))).toEqual(['Karim', 'John', 'Amira', 'Omar']);
  });

  it.each([
    ['recent', ['Amira', 'Omar', 'Karim', 'John']],
    ['match', ['Amira', 'Omar', 'Karim', 'John']],
    ['name', ['Amira', 'John', 'Karim', 'Omar']],
    ['years', ['Karim', 'John', 'Amira', 'Omar']],
    ['rate', ['Karim', 'Amira', 'John', 'Omar']],
    ['availability', ['Omar', 'Amira', 'Karim', 'John']],
    ['E-Consultant', ['Omar', 'Amira', 'Karim', 'John']],
    ['Trainer', ['Amira', 'John', 'Omar', 'Karim']],
  ] as const)('a filtered first page (sort=%s) is ordered alike when its few matches are ranked in the counting query and when the page has its own', async (sort, expected) => {
    const repository = new FreelancersRepository(t.database.db, 'auto');
    const filters = { skills: [], nameWords: [], language: 'arabic' };
    // A count limit over the 4 matches orders them in the query that counts them; one under it (the count stops at 2) reads the page on its own.
    const few = await repository.search(filters, sort, 0, 10, 100);
    const many = await repository.search(filters, sort, 0, 10, 2);
    expect(few.rows.map((r) => r.user.firstName)).toEqual(expected);
    expect(many.rows.map((r) => r.user.firstName)).toEqual(expected);
    expect([few.total, few.capped, many.total, many.capped]).toEqual([4, false, 2, true]);
  });

  it('refuses a bad page number and over-long filters', async () => {
    for (const query of ['page=-1', 'page=abc', 'page=1.5', `title=${'x'.repeat(101)}`]) {
      expect((await get(t, `/unauth/freelancers?${query}`)).statusCode).toBe(400);
    }
    expect((await get(t, '/unauth/freelancers/page?page=x')).statusCode).toBe(400);
  });

  it('reads a page number written in Arabic-Indic digits', async () => {
    const latin = (await get(t, '/unauth/freelancers/page?page=1')).json() as Page;
    const arabic = await get(t, `/unauth/freelancers/page?page=${encodeURIComponent('١')}`);
    expect(arabic.statusCode).toBe(200);
    expect((arabic.json() as Page).page).toBe(1);
    expect((arabic.json() as Page).data).toEqual(latin.data);
  });

  it('hourly rate, availability, work station (Hybrid fits both) and years of experience (in any digits)', async () => {
    await t.database.db.update(freelancers).set({ workStation: 'Onsite' }).where(eq(freelancers.id, ids.Omar));
    await t.database.db.update(freelancers).set({ workStation: 'Hybrid' }).where(eq(freelancers.id, ids.Karim));
    expect(names(await search(`hourlyRate=${encodeURIComponent('$50 - $75')}`))).toEqual(['Amira']);
    expect(names(await search('availability=full%20time'))).toEqual(['Omar']);
    expect(names(await search('workStation=Remote'))).toEqual(['Amira', 'Karim', 'Sara', 'John']);
    expect(names(await search('workStation=Onsite', 'member'))).toEqual(['Omar', 'Karim']);
    expect(names(await search('workStation=Hybrid'))).toEqual(['Karim']);
    expect(names(await search('yearsMin=10'))).toEqual(['Amira', 'Karim', 'John']);
    expect(names(await search(`yearsMin=${encodeURIComponent('١٠')}&sort=years`))).toEqual(['Karim', 'John', 'Amira']);
    expect(names(await search('yearsMin=10&workStation=Onsite'))).toEqual(['Karim']);
    for (const bad of ['abc', '61', '-1', '2.5']) {
      const res = await get(t, `/unauth/freelancers?yearsMin=${bad}`);
      expect([res.statusCode, res.json().message]).toEqual([400, 'Years of experience must be a whole number from 0 to 60.']);
    }
    const none = (await search('availability=Full%20time&yearsMin=10')) as FreelancerSearchPage;
    expect(none.suggestions).toEqual(expect.arrayContaining([
      { drop: 'availability', total: 3 },
      { drop: 'yearsMin', total: 1 },
    ]));
  });

  it('free text: every word in the headline or summary (folded, in either script) or naming a skill in English or Arabic', async () => {
    await t.database.db.update(freelancers).set({ profileHeader: 'مستشار إدارة المشاريع', profileSummary: 'خبرة في القاهرة والإسكندرية.' }).where(eq(freelancers.id, ids.Omar));
    await t.database.db.update(freelancers).set({ profileHeader: 'Financial modelling expert', profileSummary: 'Builds 3-statement models for banks.' }).where(eq(freelancers.id, ids.John));
    expect(names(await search('q=banks'))).toEqual(['John']);
    expect(names(await search('q=BANKS%20models'))).toEqual(['John']);
    expect(names(await search('q=trainer'))).toEqual(['Amira', 'Karim', 'Sara']);
    // «الاسكندريه» typed without hamza or ta marbuta finds «الإسكندرية».
    expect(names(await search(`q=${encodeURIComponent('الاسكندريه')}`))).toEqual(['Omar']);
    // A skill by its English or Arabic name, though no text has it.
    expect(names(await search('q=kaizen'))).toEqual(['Karim']);
    expect(names(await search(`q=${encodeURIComponent('النمذجة')}`))).toEqual(['John']);
    expect(names(await search(`q=${encodeURIComponent('تحليلات الموارد')}`))).toEqual(['Sara']);
    // A short word starts a word: "hr" is HR Analytics, not every "three".
    expect(names(await search('q=hr'))).toEqual(['Sara']);
    // A word from its start, never inside another: "odel" is not in models, «كندري» not in «الإسكندرية»; a word after punctuation counts.
    expect(names(await search('q=odel'))).toEqual([]);
    expect(names(await search('q=anks'))).toEqual([]);
    expect(names(await search(`q=${encodeURIComponent('كندريه')}`))).toEqual([]);
    expect(names(await search('q=statement'))).toEqual(['John']);
    expect(names(await search(`q=${encodeURIComponent('اسكندريه')}`))).toEqual(['Omar']);
    expect(names(await search('q=banks&skills=Kaizen'))).toEqual([]);
    expect(names(await search('q=100%25'))).toEqual([]);
    const none = (await search('q=banks&country=Egypt')) as FreelancerSearchPage;
    expect(none.suggestions).toEqual([
      { drop: 'q', total: 1 },
      { drop: 'country', total: 1 },
    ]);
  });

  it('follows account changes (name, location) through the mirror', async () => {
    await new UsersRepository(t.database.db).update(userIds.John, { lastName: 'Walker', country: 'Canada', city: 'Toronto' });
    expect(names(await search('title=walker'))).toEqual(['John']);
    expect(names(await search('title=smith'))).toEqual([]);
    expect(names(await search('country=canada&city=toronto'))).toEqual(['John']);
    const john = (await get(t, `/unauth/freelancer/${ids.John}`)).json().data as Freelancer;
    expect(john.user).toMatchObject({ lastName: 'Walker', country: 'Canada', city: 'Toronto' });
  });
});

describe('freelancer lists: paging and demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('pages of 10, zero-based, with the total and the number of pages', async () => {
    const members = await Promise.all(Array.from({ length: 23 }, (_, i) => createMember(t, { firstName: `Demo${String(i).padStart(2, '0')}`, lastName: 'Person', mailVerified: true })));
    const ids = await seedFreelancers({ db: t.database.db, storage: t.app.storage }, members.map((m) => m.user.id), { seed: 7 });
    expect(ids).toHaveLength(23);
    const pages = await Promise.all([0, 1, 2, 3].map(async (page) => (await get(t, `/unauth/freelancers/page?page=${page}`)).json() as Page));
    expect(pages.map((p) => p.data.length)).toEqual([10, 10, 3, 0]);
    expect(pages.map((p) => [p.page, p.total, p.totalPages])).toEqual([
      [0, 23, 3],
      [1, 23, 3],
      [2, 23, 3],
      [3, 23, 3],
    ]);
    const seen = pages.flatMap((p) => p.data.map((f) => f.id));
    expect(new Set(seen).size).toBe(23);
    expect(new Set(seen)).toEqual(new Set(ids));
    expect([0, 9, 10, 15].map(searchCountLimit)).toEqual([200, 200, 300, 300]);
    // Counting stops at the limit: the total is then a lower bound.
    const repository = new FreelancersRepository(t.database.db, 'auto');
    const capped = await repository.search({ skills: [], nameWords: [] }, 'recent', 1, 10, 15);
    expect([capped.rows.length, capped.total, capped.capped]).toEqual([10, 15, true]);
    const exact = await repository.search({ skills: [], nameWords: [] }, 'recent', 2, 10, 40);
    expect([exact.rows.length, exact.total, exact.capped]).toEqual([3, 23, false]);
    expect(pages[0].totalCapped).toBeUndefined();
    // Pages of a sort with many ties (availability) never overlap either.
    const byAvailability = await Promise.all([0, 1, 2].map(async (page) => (await get(t, `/unauth/freelancers?sort=availability&page=${page}`)).json() as Page));
    expect(new Set(byAvailability.flatMap((p) => p.data.map((f) => f.id))).size).toBe(23);
  });

  it('demo profiles are complete, published, approved, varied and deterministic for a seed', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, (_, i) => createMember(t, { firstName: `Det${i}`, lastName: 'Seed' })));
    const userIds = members.map((m) => m.user.id);
    const deps = { db: t.database.db, storage: t.app.storage };
    const now = new Date('2025-03-01T00:00:00Z');
    const strip = (f: Freelancer) => ({ ...f, id: '', resume: { ...f.resume, path: '' } });
    const first = await seedFreelancers(deps, userIds, { seed: 42, now, photos: true });
    const one = await Promise.all(first.map(async (id) => strip((await get(t, `/unauth/freelancer/${id}`)).json().data as Freelancer)));
    const again = await seedFreelancers(deps, userIds, { seed: 42, now, photos: true });
    const two = await Promise.all(again.map(async (id) => strip((await get(t, `/unauth/freelancer/${id}`)).json().data as Freelancer)));
    expect(two).toEqual(one);
    for (const f of one) {
      expect(f.complete).toBe(true);
      expect(f.isUpdate.approve).toBe(true);
      expect(f.skills.length).toBeGreaterThan(0);
      expect(f.Iam.length).toBeGreaterThan(0);
      expect(f.profilePhoto).toMatch(/\.png$/);
    }
    // The résumé is a real PDF and downloads.
    const { token } = await createMember(t);
    const pdf = await get(t, `/freelancer/${again[0]}/resume`, token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('Best match ranks names: the whole name, its start, words starting words, then inside a word; the newest breaks ties', async () => {
    const base = Date.UTC(2025, 5, 1);
    // Newest first in this list, so ranking by recency alone would give the opposite order.
    const people = [['Ali', 'Alhassan'], ['Ali', 'Hassan'], ['Hassan', 'Ali'], ['Hassan', 'Alibek']];
    for (const [i, [firstName, lastName]] of people.entries()) {
      const f = await createFreelancer(t, { firstName, lastName }, {});
      await t.database.db.update(freelancers).set({ updatedAt: new Date(base - i * 86_400_000) }).where(eq(freelancers.id, f.id));
    }
    const full = (body: Page) => body.data.map((f) => `${f.user.firstName} ${f.user.lastName}`);
    const search = async (query: string) => (await get(t, `/unauth/freelancers?${query}`)).json() as Page;
    expect(full(await search('title=ali%20hassan'))).toEqual(['Ali Hassan', 'Hassan Ali', 'Hassan Alibek', 'Ali Alhassan']);
    expect(full(await search('title=HASSAN'))).toEqual(['Hassan Ali', 'Hassan Alibek', 'Ali Hassan', 'Ali Alhassan']);
    // A chosen sort is kept: newest first.
    expect(full(await search('title=hassan&sort=recent'))).toEqual(['Ali Alhassan', 'Ali Hassan', 'Hassan Ali', 'Hassan Alibek']);
  });
});

describe('Best match tiers', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    // Newest first in this list, so ranking by recency alone would give another order.
    const people: [string, string, string][] = [
      ['Anas', 'Khalil', 'Kaizen'],
      ['Badr', 'Alami', 'Kaizen,PRINCE2'],
      ['Celine', 'Haddad', 'Kaizen,PRINCE2,Power BI'],
      ['Dalia', 'Nasser', 'Power BI'],
      ['Ehab', 'Salem', 'PRINCE2,Power BI'],
      ['Fadi', 'Alibek', 'Kaizen,PRINCE2,Power BI'],
      ['Ghada', 'Aziz', 'Financial Modeling'],
    ];
    const base = Date.UTC(2025, 5, 1);
    for (const [i, [firstName, lastName, skills]] of people.entries()) {
      const f = await createFreelancer(t, { firstName, lastName }, { skills });
      ids[firstName] = f.id;
      await t.database.db.update(freelancers).set({ updatedAt: new Date(base - i * 86_400_000) }).where(eq(freelancers.id, f.id));
    }
  });
  afterAll(async () => {
    await t.close();
  });
  const search = async (query: string) => names((await get(t, `/unauth/freelancers?${query}`)).json() as Page);

  it('ranks profiles with all the chosen skills first, then fewer, the newest first within each tier', async () => {
    expect(await search('skills=Kaizen,PRINCE2,Power%20BI')).toEqual(['Celine', 'Fadi', 'Badr', 'Ehab', 'Anas', 'Dalia']);
    expect(await search('skills=Power%20BI,Kaizen')).toEqual(['Celine', 'Fadi', 'Anas', 'Badr', 'Dalia', 'Ehab']);
    // A chosen sort is kept, and all-of keeps only the first tier.
    expect(await search('skills=Kaizen,PRINCE2,Power%20BI&sort=recent')).toEqual(['Anas', 'Badr', 'Celine', 'Dalia', 'Ehab', 'Fadi']);
    expect(await search('skills=Kaizen,PRINCE2,Power%20BI&skillsMatch=all')).toEqual(['Celine', 'Fadi']);
  });

  it('pages through the tiers without gaps or repeats, whatever the page size, ranked in one query or read tier by tier', async () => {
    const repository = new FreelancersRepository(t.database.db, 'auto');
    const filters = { skills: ['kaizen', 'prince2', 'power bi'], nameWords: [] };
    // A count limit over the 6 matches ranks them in one query; one under it (the count stops at 3) reads each tier.
    for (const countLimit of [100, 3]) {
      for (const size of [1, 2, 4]) {
        const pages = await Promise.all([0, 1, 2, 3, 4, 5].map((page) => repository.search(filters, 'match', page, size, countLimit)));
        expect(pages.flatMap((p) => p.rows.map((r) => r.user.firstName)).slice(0, 6)).toEqual(['Celine', 'Fadi', 'Badr', 'Ehab', 'Anas', 'Dalia']);
        expect(pages.every((p) => p.total === Math.min(6, countLimit))).toBe(true);
      }
    }
  });

  it('splits each skill tier by the name tiers; a name part of one or two letters matches the start of a word only', async () => {
    // "al": Alami and Alibek start a word with it; Khalil and Haddad only hold it inside.
    expect(await search('title=al')).toEqual(['Badr', 'Fadi']);
    expect(await search('title=al&skills=Kaizen,Power%20BI')).toEqual(['Fadi', 'Badr']);
    // Three letters or more match inside a word too, after the names that start with them.
    expect(await search('title=ali')).toEqual(['Fadi', 'Anas', 'Dalia']);
    expect(await search('title=ha&skills=Kaizen,PRINCE2')).toEqual(['Celine']);
  });
});
