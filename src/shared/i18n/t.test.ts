import { setLocaleSource, type Locale } from '@contracts/locale';
import arCommon from './ar/common.json';
import { intlLocale, loadMessages, registerMessages, t, type MessageKey } from './t';

const inLocale = (locale: Locale) => setLocaleSource(() => locale);

describe('t (Lingui, issue 13)', () => {
  afterEach(() => inLocale('en'));

  it('answers in the current language once its messages are loaded', async () => {
    expect(t('app.name')).toBe('Khibra');
    inLocale('ar');
    await loadMessages();
    expect(t('app.name')).toBe(arCommon['app.name']);
    expect(t('app.name')).toBe('خبرة');
  });

  it('falls back to English for a message the Arabic catalog lacks, its arguments filled', async () => {
    registerMessages({ en: { 'test.onlyEnglish': 'Hello {name}' }, ar: async () => ({ default: {} }) });
    inLocale('ar');
    await loadMessages();
    expect(t('test.onlyEnglish' as MessageKey, { name: 'Amira' })).toBe('Hello Amira');
  });

  it('chooses among the six Arabic plural forms, with Latin digits', async () => {
    const counted = '{count, plural, zero {لا خبراء} one {خبير واحد} two {خبيران} few {# خبراء} many {# خبيرًا} other {# خبير}}';
    registerMessages({ en: { 'test.experts': '{count, plural, one {# expert} other {# experts}}' }, ar: async () => ({ default: { 'test.experts': counted } }) });
    const experts = (count: number) => t('test.experts' as MessageKey, { count });
    expect([experts(1), experts(2)]).toEqual(['1 expert', '2 experts']);
    inLocale('ar');
    await loadMessages();
    expect([0, 1, 2, 3, 11, 100, 1002].map(experts)).toEqual(['لا خبراء', 'خبير واحد', 'خبيران', '3 خبراء', '11 خبيرًا', '100 خبير', '1,002 خبير']);
    expect(new Intl.DateTimeFormat(intlLocale(), { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2027, 0, 12)))).toBe('يناير');
  });
});
