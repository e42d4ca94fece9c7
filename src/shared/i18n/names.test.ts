import { setLocaleSource } from '@contracts/locale';
import { countryName, languageName } from './names';

describe('country and language names (issue 13)', () => {
  afterEach(() => setLocaleSource(() => 'en'));

  it('shows the stored English name in Arabic on an Arabic page, and as it is on an English one', () => {
    expect(countryName('United Arab Emirates')).toBe('United Arab Emirates');
    setLocaleSource(() => 'ar');
    expect(countryName('United Arab Emirates')).toBe('الإمارات العربية المتحدة');
    expect(countryName('Palestine')).toBe('فلسطين');
    expect(countryName('Oman')).toBe('عُمان');
    expect(languageName('Arabic')).toBe('العربية');
    expect(languageName('Tagalog')).not.toBe('Tagalog');
    expect(countryName('Atlantis')).toBe('Atlantis');
  });
});
