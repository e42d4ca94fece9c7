import { sql } from 'drizzle-orm';
import type { Freelancer } from '@contracts/freelancer';
import type { Paged } from '@contracts/paging';
import { foldSearch } from '@contracts/text';
import type { Vacancy } from '@contracts/vacancy';
import { createTestApp, type TestApp } from '../../test/app';
import { createFreelancer, createMember, get } from '../../test/freelancers';
import { postVacancy, request } from '../../test/vacancies';

/**
 * Arabic search: names and keywords match whatever hamza form,
 * ta marbuta/ha, alef maqsura/ya, tatweel or diacritics were typed or stored
 * (the folding is one SQL function, migration 0012), on PGlite and PostgreSQL.
 */
describe('Arabic search', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await createFreelancer(t, { firstName: 'أحمد', lastName: 'الهاشمي' });
    await createFreelancer(t, { firstName: 'أسامة', lastName: 'الخطيب' });
    await createFreelancer(t, { firstName: 'مُنى', lastName: 'إبراهيم' });
    await createFreelancer(t, { firstName: 'Omar', lastName: 'Saleh' });
    await createFreelancer(t, { firstName: 'نادية', lastName: 'الكعبي' });
    const business = await createMember(t, { iam: ['Business'] });
    await postVacancy(t, business.token, { title: 'مدرّبة قيادة للفروع', requirements: 'ورشة عمل لمديري الفروع في مسقط' });
    await postVacancy(t, business.token, { title: 'Leadership trainer', requirements: 'Two days in Muscat' });
  });
  afterAll(async () => {
    await t.close();
  });

  const freelancerNames = async (title: string) => {
    const res = await get(t, `/unauth/freelancers?title=${encodeURIComponent(title)}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as Paged<Freelancer>).data.map((f) => `${f.user.firstName} ${f.user.lastName}`);
  };

  it('finds أحمد by احمد and أسامة by اسامة (hamza), منى by مني (alef maqsura), إبراهيم by ابراهيم', async () => {
    expect(await freelancerNames('احمد')).toEqual(['أحمد الهاشمي']);
    expect(await freelancerNames('اسامة')).toEqual(['أسامة الخطيب']);
    expect(await freelancerNames('اسامه')).toEqual(['أسامة الخطيب']);
    expect(await freelancerNames('مني')).toEqual(['مُنى إبراهيم']);
    expect(await freelancerNames('ابراهيم')).toEqual(['مُنى إبراهيم']);
    expect(await freelancerNames('أحـمـد الهاشمي')).toEqual(['أحمد الهاشمي']);
    expect(await freelancerNames('omar')).toEqual(['Omar Saleh']);
  });

  it('finds نادية الكعبي when typed on a Persian or Urdu keyboard (ی, ک)', async () => {
    expect(await freelancerNames('نادیة')).toEqual(['نادية الكعبي']);
    expect(await freelancerNames('نادیة الکعبی')).toEqual(['نادية الكعبي']);
  });

  it('folds text in one SQL function: hamza forms, ta marbuta, alef maqsura, tatweel and diacritics', async () => {
    const fold = async (text: string) => {
      const { rows } = (await t.database.db.execute(sql`select khibra_search_fold(${text}) as folded`)) as unknown as { rows: { folded: string }[] };
      return rows[0]!.folded;
    };
    expect(await fold('أَحْمَـد')).toBe('احمد');
    expect(await fold('إسلام آل ٱلمؤمن')).toBe('اسلام ال المومن');
    expect(await fold('مدرّبة')).toBe('مدربه');
    expect(await fold('مستشفى')).toBe('مستشفي');
    expect(await fold('قائد')).toBe('قايد');
    expect(await fold('Layla HADDAD')).toBe('layla haddad');
    expect(await fold('هدی کریم')).toBe('هدي كريم');
  });

  it('folds in the browser (the skill and time-zone pickers) exactly as the database does', async () => {
    const texts = ['أَحْمَـد', 'إسلام آل ٱلمؤمن', 'مدرّبة', 'مستشفى', 'قائد', 'Layla HADDAD', 'القيادة', 'الرياض (السعودية)', 'ریاض', 'خانۀ کتاب'];
    for (const text of texts) {
      const { rows } = (await t.database.db.execute(sql`select khibra_search_fold(${text}) as folded`)) as unknown as { rows: { folded: string }[] };
      expect(foldSearch(text)).toBe(rows[0]!.folded);
    }
  });

  it('finds an Arabic vacancy by keywords typed without the shadda, with ه for ة', async () => {
    const titles = async (keywords: string) => {
      const res = await request(t, 'POST', '/unauth/vacancy/search?page=0', undefined, { keywords });
      expect(res.statusCode).toBe(200);
      return (res.json() as Paged<Vacancy>).data.map((v) => v.title);
    };
    expect(await titles('مدربه')).toEqual(['مدرّبة قيادة للفروع']);
    expect(await titles('مديري الفروع')).toEqual(['مدرّبة قيادة للفروع']);
    expect(await titles('two days')).toEqual(['Leadership trainer']);
  });
});
