import { currentLocale, directionOf, negotiateLocale, setLocaleSource } from './locale';

describe('locale', () => {
  it('negotiates Accept-Language by quality, then order; English when nothing matches', () => {
    expect(negotiateLocale('ar-SA,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(negotiateLocale('fr-FR,fr;q=0.9,ar;q=0.5,en;q=0.4')).toBe('ar');
    expect(negotiateLocale('en-GB,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(negotiateLocale('en;q=0.2, ar;q=0.7')).toBe('ar');
    expect(negotiateLocale('ar;q=0, de')).toBe('en');
    expect(negotiateLocale('fr')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('*')).toBe('en');
  });

  it('gives each locale its direction and follows the source it is given', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(currentLocale()).toBe('en');
    setLocaleSource(() => 'ar');
    expect(currentLocale()).toBe('ar');
    setLocaleSource(() => 'en');
  });
});
