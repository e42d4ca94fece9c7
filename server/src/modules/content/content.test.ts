import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CmsContent } from '@contracts/content';
import { COUNTRY_DIVIDER } from '@contracts/reference';
import { createTestApp, type TestApp } from '../../test/app';
import { contentCommands } from './cli';
import { testCli } from '../../test/cli';
import { sql } from 'drizzle-orm';
import { contentDocuments } from '../../db/schema';
import { defaultContent } from './default-content';
import { defaultContentAr } from './default-content-ar';
import { sanitizeContentHtml } from './sanitize';

describe('content service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const getcms = async (headers: Record<string, string> = {}): Promise<CmsContent> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1.0/unauth/getcms', headers });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('serves the CMS shape of docs/reference.md#data from GET /unauth/getcms', async () => {
    const cms = await getcms();
    expect(cms.title).toBe(defaultContent.title);
    expect(cms.titleContent).toBeTruthy();
    expect(cms.works.banners.length).toBeGreaterThan(0);
    expect(cms.works.banners[0]).toEqual({ img: expect.stringMatching(/^\//), link: expect.stringMatching(/^\//) });
    for (const block of [cms.forBusiness, cms.forFreelancer]) expect(Object.keys(block).sort()).toEqual(['content', 'img', 'poster', 'title', 'video']);
    for (const section of [cms.freelancerContent, cms.eConsultant]) {
      expect(section.subContent.length).toBeGreaterThan(0);
      expect(Object.keys(section.subContent[0]).sort()).toEqual(['content', 'img', 'title']);
    }
    expect(cms.aboutus.array.length).toBeGreaterThan(0);
    expect(cms.aboutus.story.title).toBeTruthy();
    expect(cms.slider2.IndexPage.length).toBeGreaterThan(0);
    expect(cms.termsAndConditions).toContain('<h2>');
    expect(cms.privacyAndCookies.privacy).toContain('<p>');
    expect(cms.privacyAndCookies.cookies).toContain('<p>');
    expect(cms.help).toMatch(/not liable/i);
  });

  /** The words drawn in a shipped banner image (its <title> and <text> elements). */
  const bannerWords = (img: string): string[] =>
    [...fs.readFileSync(path.resolve('public', img.replace(/^\//, '')), 'utf8').matchAll(/<(title|text)\b[^>]*>([^<]*)</g)].map((match) => match[2]);

  it('serves the Arabic edition to a request in Arabic (Accept-Language, ?lang=, the cookie): same shape, same images but the banners, drawn in Arabic', async () => {
    const english = await getcms();
    for (const arabic of [
      await getcms({ 'accept-language': 'ar-SA,ar;q=0.9' }),
      (await t.app.inject({ method: 'GET', url: '/api/v1.0/unauth/getcms?lang=ar' })).json().data as CmsContent,
      await getcms({ cookie: 'khibra_lang=ar' }),
    ]) {
      expect(arabic.title).toBe('خبرات تعمل لصالح المنطقة');
      expect(arabic.slider2.IndexPage[0]).toBe('اعثر على مدربين ومستشارين موثوقين في أنحاء المنطقة');
      expect(arabic.help).toContain('<h2>المساعدة والدعم</h2>');
      expect(arabic.termsAndConditions).toContain('<h2>الشروط والأحكام</h2>');
      expect(arabic.privacyAndCookies.privacy).toContain('<h2>الخصوصية</h2>');
      expect(arabic.privacyAndCookies.cookies).toContain('khibra_lang');
      expect(arabic.works.banners.map((banner) => banner.link)).toEqual(english.works.banners.map((banner) => banner.link));
      for (const banner of arabic.works.banners) {
        const words = bannerWords(banner.img);
        expect(words).toHaveLength(3);
        for (const line of words) expect({ img: banner.img, line, arabic: /^[\u0600-\u06FF\s:]+$/.test(line) }).toEqual({ img: banner.img, line, arabic: true });
      }
      expect(arabic.aboutus.array.map((card) => card.img)).toEqual(english.aboutus.array.map((card) => card.img));
    }
    expect(english.title).toBe(defaultContent.title);
  });

  it('points a stored Arabic document at the Arabic banners (migration 0042), leaving a banner an administrator chose', async () => {
    const stored = { ...defaultContentAr, works: { ...defaultContentAr.works, banners: [...defaultContent.works.banners.slice(0, 2), { img: '/uploads/our-banner.svg', link: '/signup' }] } };
    await t.database.db.insert(contentDocuments).values({ name: 'cms:ar', body: stored }).onConflictDoUpdate({ target: contentDocuments.name, set: { body: stored } });
    const migration = fs.readFileSync(path.join(t.config.migrationsDir, '0042_arabic_banners.sql'), 'utf8');
    await t.database.db.execute(sql.raw(migration));
    const arabic = await getcms({ cookie: 'khibra_lang=ar' });
    expect(arabic.works.banners.map((banner) => banner.img)).toEqual(['/content/banner-freelancers-ar.svg', '/content/banner-vacancies-ar.svg', '/uploads/our-banner.svg']);
    expect((await getcms()).works.banners.map((banner) => banner.img)).toEqual(defaultContent.works.banners.map((banner) => banner.img));
  });

  it('serves reference data to visitors and members with the divider after Yemen', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v1.0/unauth/input' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toContain('max-age=3600');
    const { country, keySkills } = visitor.json().data;
    expect(country[country.indexOf('Yemen') + 1]).toBe(COUNTRY_DIVIDER);
    expect(keySkills.length).toBeGreaterThanOrEqual(200);
    const member = await t.app.inject({ method: 'GET', url: '/api/v1.0/input' });
    expect(member.statusCode).toBe(401);

    // In Arabic: the same values, the option labels in Arabic.
    const arabic = (await t.app.inject({ method: 'GET', url: '/api/v1.0/unauth/input', headers: { 'accept-language': 'ar' } })).json().data;
    const english = visitor.json().data;
    expect(arabic.degree.map((o: { value: string }) => o.value)).toEqual(english.degree.map((o: { value: string }) => o.value));
    expect(arabic.degree.find((o: { value: string }) => o.value === "Bachelor's").label).toBe('بكالوريوس');
    expect(arabic.workStation.map((o: { label: string }) => o.label)).toEqual(['حضوريًا', 'عن بُعد', 'مختلط']);
    expect(arabic.experiences.slice(0, 3).map((o: { label: string }) => o.label)).toEqual(['سنة واحدة', 'سنتان', '3 سنوات']);
    expect(arabic.experiences.at(-1).label).toBe('أكثر من 30 سنة');
    // Countries, languages and skills: the same values in Arabic order, with their Arabic names.
    expect([...arabic.country].sort()).toEqual([...english.country].sort());
    expect(arabic.country.slice(0, 2).map((country: string) => arabic.names.country[country])).toEqual(['الأردن', 'الإمارات العربية المتحدة']);
    expect(arabic.language[0]).toBe('Arabic');
    expect(arabic.names.language.Arabic).toBe('العربية');
    expect(arabic.names.country['Falkland Islands']).toBe('جزر فوكلاند');
    expect(english.names).toBeUndefined();
    const byParam = (await t.app.inject({ method: 'GET', url: '/api/v1.0/unauth/input?lang=ar' })).json().data;
    expect(byParam).toEqual(arabic);
  });

  describe('admin import and export', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khibra-content-'));
    const lines: string[] = [];
    const commands = contentCommands(testCli(() => t, lines));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('exports the stored content of both editions and imports a changed one, sanitizing its HTML', async () => {
      const file = path.join(dir, 'content.json');
      await commands.content.run(['export', file]);
      const exported = JSON.parse(fs.readFileSync(file, 'utf8')) as { en: CmsContent; ar: CmsContent };
      expect(exported.ar.title).toBe('خبرات تعمل لصالح المنطقة');
      exported.en.title = 'Khibra, refreshed';
      exported.en.help = '<h2>Help</h2><p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="https://evil"></iframe>';
      exported.ar.title = 'خبرة بحلّة جديدة';
      exported.ar.help = '<h2>مساعدة</h2><p onclick="steal()">مرحبًا<script>alert(1)</script></p>';
      fs.writeFileSync(file, JSON.stringify(exported));
      await commands.content.run(['import', file]);
      const cms = await getcms();
      expect(cms.title).toBe('Khibra, refreshed');
      expect(cms.help).toBe('<h2>Help</h2><p>Hi</p><a>x</a>');
      const arabic = await getcms({ 'accept-language': 'ar' });
      expect(arabic.title).toBe('خبرة بحلّة جديدة');
      expect(arabic.help).toBe('<h2>مساعدة</h2><p>مرحبًا</p>');
    });

    it('imports a single document (made before the Arabic edition) as the English one, leaving the Arabic as it is', async () => {
      const arabicBefore = await getcms({ 'accept-language': 'ar' });
      const file = path.join(dir, 'english-only.json');
      fs.writeFileSync(file, JSON.stringify({ ...(await getcms()), title: 'English only' }));
      await commands.content.run(['import', file]);
      expect((await getcms()).title).toBe('English only');
      expect(await getcms({ 'accept-language': 'ar' })).toEqual(arabicBefore);
    });

    it('refuses a bad file and changes nothing', async () => {
      const before = await getcms();
      const missing = path.join(dir, 'missing-key.json');
      const { help: _help, ...incomplete } = before;
      fs.writeFileSync(missing, JSON.stringify(incomplete));
      await expect(commands.content.run(['import', missing])).rejects.toThrow(/help is a required field\. Nothing was changed\./);

      const unsafe = path.join(dir, 'unsafe-link.json');
      fs.writeFileSync(unsafe, JSON.stringify({ ...before, works: { banners: [{ img: '/x.svg', link: 'javascript:alert(1)' }] } }));
      await expect(commands.content.run(['import', unsafe])).rejects.toThrow(/site path or an http\(s\) URL/);

      const broken = path.join(dir, 'broken.json');
      fs.writeFileSync(broken, '{ "title": ');
      await expect(commands.content.run(['import', broken])).rejects.toThrow(/not valid JSON/);

      expect(await getcms()).toEqual(before);
    });
  });

  it('strips scripts, event handlers and unsafe links from content HTML', () => {
    expect(sanitizeContentHtml('<p onmouseover="x()">a</p><script>bad()</script><style>p{}</style>')).toBe('<p>a</p>');
    expect(sanitizeContentHtml('<a href="https://khibra.example">k</a>')).toBe('<a href="https://khibra.example" target="_blank" rel="noopener noreferrer">k</a>');
    expect(sanitizeContentHtml('<a href="/contactus" onclick="x()">c</a>')).toBe('<a href="/contactus">c</a>');
    expect(sanitizeContentHtml('<img src=x onerror=alert(1)>')).toBe('');
  });
});
