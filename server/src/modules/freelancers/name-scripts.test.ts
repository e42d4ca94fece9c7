import { eq, sql } from 'drizzle-orm';
import type { Freelancer } from '@contracts/freelancer';
import { nameKey } from '@contracts/name-key';
import type { Paged } from '@contracts/paging';
import { freelancers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createFreelancer, get } from '../../test/freelancers';
import { UsersRepository } from '../users/repository';

/**
 * Names across scripts: "Ahmed" finds «أحمد» and «ليلى» finds
 * "Layla", through the sound key both scripts share (contracts/name-key.ts),
 * kept by the database in freelancers.name_key; and Latin spellings of one
 * name meet ("Mohammed", "Mohamed Ali"); on PGlite and PostgreSQL.
 */
describe('name search across scripts', () => {
  let t: TestApp;
  const userIds: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    // Oldest first: the last created is the most recent.
    const people = [
      ['أحمد', 'الحداد'],
      ['ليلى', 'منصور'],
      ['Layla', 'Haddad'],
      ['Ahmed', 'Saleh'],
      ['حمدان', 'عزيز'],
      ['Omar', 'Aziz'],
      ['علي', 'خليل'],
      ['Lucas', 'Smith'],
      ['حمد', 'ناصر'],
      ['محمد', 'الحسيني'],
      ['Mahmoud', 'Hassan'],
      ['Mohamed', 'Ali'],
      ['Mohammed', 'Kareem'],
    ];
    const base = Date.UTC(2025, 0, 31);
    for (const [i, [firstName, lastName]] of people.entries()) {
      const f = await createFreelancer(t, { firstName, lastName });
      userIds[firstName] = f.user.id;
      await t.database.db.update(freelancers).set({ updatedAt: new Date(base + i * 86_400_000) }).where(eq(freelancers.id, f.id));
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const found = async (title: string, sort = '') => {
    const res = await get(t, `/unauth/freelancers?title=${encodeURIComponent(title)}${sort}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as Paged<Freelancer>).data.map((f) => `${f.user.firstName} ${f.user.lastName}`);
  };

  it('finds a name typed in the other script, after the names of the script typed', async () => {
    expect(await found('Ahmed')).toEqual(['Ahmed Saleh', 'أحمد الحداد']);
    expect(await found('ليلى')).toEqual(['ليلى منصور', 'Layla Haddad']);
    expect(await found('Leila')).toEqual(['Layla Haddad', 'ليلى منصور']);
    expect(await found('احمد')).toEqual(['أحمد الحداد', 'Ahmed Saleh']);
    expect(await found('حداد')).toEqual(['أحمد الحداد', 'Layla Haddad']);
    // Only across scripts: without vowels "Amira" and "Omar" would sound alike.
    expect(await found('Amira')).toEqual([]);
  });

  it('needs every typed word, in either script', async () => {
    expect(await found('Layla Mansour')).toEqual(['ليلى منصور']);
    expect(await found('ahmed haddad')).toEqual(['أحمد الحداد']);
    expect(await found('Ahmed xyzzy')).toEqual([]);
  });

  it('matches a short word beside others at the start of a word only, as typed', async () => {
    expect(await found('ahmed sa')).toEqual(['Ahmed Saleh']);
    expect(await found('ahmed al')).toEqual([]);
    expect(await found('Ahmed s.')).toEqual([]);
    expect(await found('احمد ال')).toEqual(['أحمد الحداد']);
    expect(await found('إحمد ح')).toEqual([]);
  });

  it('matches a whole name as it sounds, never part of another: "Ahmed" is not «حمد», «محمد» not Mahmoud, «الحسيني» not Hassan', async () => {
    // In the script typed, three letters match inside a name too; across scripts only a whole name sounds alike.
    expect((await found('حمد'))[0]).toBe('حمد ناصر');
    expect((await found('حمد')).filter((name) => /[a-z]/i.test(name))).toEqual([]);
    expect(await found('محمد')).toEqual(['محمد الحسيني', 'Mohammed Kareem', 'Mohamed Ali']);
    expect(await found('الحسيني')).toEqual(['محمد الحسيني']);
    expect(await found('Hassan')).toEqual(['Mahmoud Hassan']);
    expect(await found('Mahmoud')).toEqual(['Mahmoud Hassan']);
  });

  it('lets Latin spellings of one name meet, the spelling typed first', async () => {
    expect(await found('Mohammed')).toEqual(['Mohammed Kareem', 'Mohamed Ali', 'محمد الحسيني']);
    expect(await found('Muhammad')).toEqual(['Mohammed Kareem', 'Mohamed Ali', 'محمد الحسيني']);
    expect(await found('Mohamed ali')).toEqual(['Mohamed Ali']);
    expect(await found('Muhammad Ali')).toEqual(['Mohamed Ali']);
  });

  it('matches a short sound key as a whole word only: "Ali" is علي, not every name of an L', async () => {
    expect(await found('Ali')).toEqual(['Mohamed Ali', 'علي خليل']);
    expect(await found('عمر')).toEqual(['Omar Aziz']);
    expect(await found('Layla', '&sort=recent')).toEqual(['Layla Haddad', 'ليلى منصور']);
  });

  it('keeps the rule for one or two letters: the start of a word, in the script typed', async () => {
    expect(await found('la')).toEqual(['Layla Haddad']);
    expect(await found('لي')).toEqual(['ليلى منصور']);
  });

  it('finds a name written in both scripts from either', async () => {
    await createFreelancer(t, { firstName: 'Sara', lastName: 'خليل' });
    expect(await found('Khalil')).toEqual(['Sara خليل', 'علي خليل']);
    expect(await found('سارة')).toEqual(['Sara خليل']);
    // The sound of one word beside the letters of another, as written.
    expect(await found('سارة خ')).toEqual(['Sara خليل']);
    expect(await found('سارة ع')).toEqual([]);
  });

  it('keeps a trigram index of the sound key per script, under the predicate the search repeats, with the name beside it', async () => {
    const { rows } = (await t.database.db.execute(
      sql`select c.relname as name, pg_get_expr(i.indpred, i.indrelid) as predicate, i.indnatts as columns from pg_index i join pg_class c on c.oid = i.indexrelid
          where c.relname like 'freelancers_name_key_%' order by 1`,
    )) as unknown as { rows: { name: string; predicate: string; columns: number }[] };
    // The planner uses a partial index only when the query has its predicate as written: nameKeyHasScript's constant.
    expect(rows).toEqual([
      { name: 'freelancers_name_key_arabic_trgm_idx', predicate: "(publish AND complete AND (NOT withheld) AND (name_key ~ '[a-z]'::text))", columns: 2 },
      { name: 'freelancers_name_key_latin_trgm_idx', predicate: "(publish AND complete AND (NOT withheld) AND (name_key ~ '[A-Z]'::text))", columns: 2 },
    ]);
  });

  it('follows a name change', async () => {
    await new UsersRepository(t.database.db).update(userIds.Lucas, { firstName: 'Youssef' });
    expect(await found('يوسف')).toEqual(['Youssef Smith']);
  });

  it('keys names in the database exactly as the shared function does', async () => {
    const names = ['Ahmed', 'أَحْمَـد', 'Mohammed Al-Farsi', 'مُحَمَّد الفارسي', 'Layla', 'ليلى', 'Youssef', 'يوسف', 'Walid', 'وليد', "Sa'id", 'عائشة', 'Khaled El-Sayed', 'عبدالله', 'José Müller-Lüdenscheidt', 'ÉLODIE', 'Alex Dixon', 'Ghassan Chehab', 'ژیلا کریمی', '李 伟', ''];
    for (const name of names) {
      const { rows } = (await t.database.db.execute(sql`select khibra_name_key(${name}) as key`)) as unknown as { rows: { key: string }[] };
      expect([name, rows[0]!.key]).toEqual([name, nameKey(name)]);
    }
  });
});
