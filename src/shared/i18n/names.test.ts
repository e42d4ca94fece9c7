import { setLocaleSource } from '@contracts/locale';
import { COUNTRY_NAMES_AR } from '@contracts/names/countries';
import { LANGUAGE_NAMES_AR } from '@contracts/names/languages';
import { countryName, languageName } from './names';
import { loadMessages } from './t';

describe('country and language names', () => {
  afterEach(() => setLocaleSource(() => 'en'));

  it('shows the stored English name in Arabic on an Arabic page, and as it is on an English one', async () => {
    expect(countryName('United Arab Emirates')).toBe('United Arab Emirates');
    setLocaleSource(() => 'ar');
    await loadMessages('ar');
    expect(countryName('United Arab Emirates')).toBe('الإمارات العربية المتحدة');
    expect(countryName('Palestine')).toBe('فلسطين');
    expect(countryName('Oman')).toBe('عُمان');
    expect(languageName('Arabic')).toBe('العربية');
    expect(languageName('Tagalog')).toBe('التاغالوغية');
    expect(countryName('Atlantis')).toBe('Atlantis');
  });

  it('takes every name from the shipped tables, never from the runtime’s Intl (whose names differ between Node and browsers)', async () => {
    setLocaleSource(() => 'ar');
    await loadMessages('ar');
    const displayNames = jest.spyOn(Intl, 'DisplayNames');
    for (const [english, arabic] of Object.entries(COUNTRY_NAMES_AR)) expect(countryName(english)).toBe(arabic);
    for (const [english, arabic] of Object.entries(LANGUAGE_NAMES_AR)) expect(languageName(english)).toBe(arabic);
    expect(countryName('Falkland Islands')).toBe('جزر فوكلاند');
    expect(displayNames).not.toHaveBeenCalled();
    displayNames.mockRestore();
  });
});
