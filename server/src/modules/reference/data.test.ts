import { COUNTRY_DIVIDER } from '@contracts/reference';
import { SKILL_NAMES_AR } from '@contracts/skills-ar';
import { COUNTRY_NAMES_AR } from '@contracts/names/countries';
import { LANGUAGE_NAMES_AR } from '@contracts/names/languages';
import { TIME_ZONE_NAMES } from '@contracts/names/timeZones';
import { MENA_COUNTRIES, arabicReferenceData, buildReferenceData } from './data';

describe('buildReferenceData', () => {
  const data = buildReferenceData();

  it('lists the MENA countries first, alphabetically, ending at Yemen', () => {
    const mena = data.country.slice(0, MENA_COUNTRIES.length);
    expect(new Set(mena)).toEqual(new Set(MENA_COUNTRIES));
    expect(mena).toEqual([...mena].sort((a, b) => a.localeCompare(b, 'en')));
    expect(mena[mena.length - 1]).toBe('Yemen');
    // Every Arab League member, the four smallest among them.
    expect(mena).toHaveLength(22);
    for (const name of ['Comoros', 'Djibouti', 'Mauritania', 'Somalia']) expect(mena).toContain(name);
  });

  it('puts the divider right after Yemen, once', () => {
    const yemen = data.country.indexOf('Yemen');
    expect(data.country[yemen + 1]).toBe(COUNTRY_DIVIDER);
    expect(data.country.filter((c) => c === COUNTRY_DIVIDER)).toHaveLength(1);
  });

  it('lists every ISO 3166-1 country once, the rest alphabetically', () => {
    expect(new Set(data.country).size).toBe(data.country.length);
    expect(data.country.length - 1).toBe(249);
    const rest = data.country.slice(data.country.indexOf(COUNTRY_DIVIDER) + 1);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    for (const name of ['France', 'United Kingdom', 'United States', 'India', 'Türkiye']) {
      expect(rest).toContain(name);
    }
    for (const name of MENA_COUNTRIES) expect(rest).not.toContain(name);
  });

  it('has at least 200 distinct, short, sorted skills', () => {
    expect(data.keySkills.length).toBeGreaterThanOrEqual(200);
    expect(new Set(data.keySkills).size).toBe(data.keySkills.length);
    for (const skill of data.keySkills) {
      expect(skill.length).toBeGreaterThan(0);
      expect(skill.length).toBeLessThanOrEqual(60);
    }
    expect(data.keySkills).toEqual(
      [...data.keySkills].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect(data.keySkills).toEqual(expect.arrayContaining(['Project Management', 'Power BI', 'Islamic Finance']));
  });

  it('lists the ISO 639-1 languages including Arabic, English and French', () => {
    expect(data.language.length).toBeGreaterThanOrEqual(180);
    expect(new Set(data.language).size).toBe(data.language.length);
    expect(data.language).toEqual(expect.arrayContaining(['Arabic', 'English', 'French']));
  });

  it('includes the common time zones', () => {
    expect(data.timezones).toEqual(expect.arrayContaining(['Asia/Dubai', 'Asia/Riyadh', 'Asia/Qatar', 'Europe/London', 'UTC']));
  });

  it('fills every option list with value/label pairs', () => {
    const lists = [
      data.experiences,
      data.degree,
      data.publishProfile,
      data.availability,
      data.workStation,
      data.travelWillingness,
      data.hourlyRate,
      data.timePeriod,
      data.projectPhase,
      data.payType,
    ];
    for (const list of lists) {
      expect(list.length).toBeGreaterThan(0);
      for (const option of list) {
        expect(typeof option.value).toBe('string');
        expect(option.label.length).toBeGreaterThan(0);
      }
      expect(new Set(list.map((o) => o.value)).size).toBe(list.length);
    }
    expect(data.experiences[0]).toEqual({ value: '1', label: '1 year' });
    expect(data.experiences[data.experiences.length - 1]).toEqual({ value: '30+', label: '30+ years' });
    expect(data.publishProfile).toEqual([
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ]);
    expect(data.hourlyRate.map((o) => o.label)).toContain('Negotiable');
  });

  it('returns fresh arrays on each call', () => {
    const a = buildReferenceData();
    a.country.push('Atlantis');
    expect(buildReferenceData().country).not.toContain('Atlantis');
  });
});

describe('reference names in Arabic', () => {
  it('has an Arabic name for every skill of the list, and no name for a skill that is not in it', () => {
    const skills = buildReferenceData().keySkills;
    expect(skills.filter((skill) => !SKILL_NAMES_AR[skill])).toEqual([]);
    expect(Object.keys(SKILL_NAMES_AR).filter((skill) => !skills.includes(skill))).toEqual([]);
  });
});

describe('the Arabic lists', () => {
  const english = buildReferenceData();
  const data = arabicReferenceData(english);
  const names = data.names!;
  const arabicOrder = (list: readonly string[], table: Record<string, string>) =>
    [...list].sort((a, b) => new Intl.Collator('ar').compare(table[a], table[b]));

  it('names every country, language and skill in Arabic from the shipped tables', () => {
    expect(english.names).toBeUndefined();
    const countries = english.country.filter((country) => country !== COUNTRY_DIVIDER);
    expect(names.country).toEqual(Object.fromEntries(countries.map((country) => [country, COUNTRY_NAMES_AR[country]])));
    expect(names.language).toEqual(Object.fromEntries(english.language.map((language) => [language, LANGUAGE_NAMES_AR[language]])));
    expect(names.keySkills).toEqual(Object.fromEntries(english.keySkills.map((skill) => [skill, SKILL_NAMES_AR[skill]])));
    for (const table of [names.country, names.language]) {
      for (const name of Object.values(table)) expect(name).toMatch(/^[\u0600-\u06FF]/);
    }
    expect(names.country['Falkland Islands']).toBe('جزر فوكلاند');
    expect(names.country.Palestine).toBe('فلسطين');
  });

  it('lists the MENA countries first in Arabic order, then the divider and the rest in Arabic order', () => {
    const divider = data.country.indexOf(COUNTRY_DIVIDER);
    const mena = data.country.slice(0, divider);
    const rest = data.country.slice(divider + 1);
    expect(new Set(mena)).toEqual(new Set(MENA_COUNTRIES));
    expect(mena).toEqual(arabicOrder(mena, names.country));
    expect(mena.slice(0, 3).map((country) => names.country[country])).toEqual(['الأردن', 'الإمارات العربية المتحدة', 'البحرين']);
    expect(rest).toEqual(arabicOrder(rest, names.country));
    expect(new Set(data.country)).toEqual(new Set(english.country));
  });

  it('puts العربية first among languages, the others in Arabic order', () => {
    expect(data.language[0]).toBe('Arabic');
    expect(names.language[data.language[0]]).toBe('العربية');
    expect(data.language.slice(1)).toEqual(arabicOrder(english.language.filter((language) => language !== 'Arabic'), names.language));
    expect(new Set(data.language)).toEqual(new Set(english.language));
    expect(english.language[0]).not.toBe('Arabic');
  });

  it('orders the skills by their Arabic names', () => {
    expect(data.keySkills).toEqual(arabicOrder(english.keySkills, names.keySkills));
    expect(data.keySkills).not.toEqual(english.keySkills);
  });

  it('offers the time zones that have shipped names, in both languages', () => {
    expect(english.timezones).toEqual(Object.keys(TIME_ZONE_NAMES));
    expect(TIME_ZONE_NAMES['Asia/Riyadh']).toEqual({ en: 'Riyadh (Saudi Arabia)', ar: 'الرياض (السعودية)' });
    expect(TIME_ZONE_NAMES['Asia/Dubai']).toEqual({ en: 'Dubai (United Arab Emirates)', ar: 'دبي (الإمارات العربية المتحدة)' });
  });
});
