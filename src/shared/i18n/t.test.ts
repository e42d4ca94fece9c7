import { setLocaleSource, type Locale } from '@contracts/locale';
import arCommon from './ar/common.json';
import { t as accountsT } from './accounts';
import { t as econsultationT } from './econsultation';
import { t as freelancersT } from './freelancers';
import { intlLocale, loadMessages, registerMessages, t, type MessageKey } from './t';
import { t as vacanciesT } from './vacancies';

const inLocale = (locale: Locale) => setLocaleSource(() => locale);

describe('t (Lingui)', () => {
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

  it('counts characters and freelancers in a sentence with the Arabic form of each number', async () => {
    inLocale('ar');
    await loadMessages();
    const used = (count: number, max: number) => t('ui.textarea.counterLabel', { count, max });
    expect([used(5, 800), used(1, 2), used(1, 10), used(1, 60)]).toEqual(['استُخدم 5 من 800 حرف', 'استُخدم 1 من حرفين', 'استُخدم 1 من 10 أحرف', 'استُخدم 1 من 60 حرفًا']);
    expect([freelancersT('freelancers.list.resultsCapped', { count: 200 }), freelancersT('freelancers.list.resultsCapped', { count: 10 })]).toEqual(['عُثر على أكثر من 200 مستقل', 'عُثر على أكثر من 10 مستقلين']);
  });

  it('says withdraw, who pays, a temporary password and booking in progress in the words of the Arabic edition', async () => {
    inLocale('ar');
    await loadMessages();
    expect(vacanciesT('vacancies.withdraw.button')).toBe('سحب الطلب');
    expect(vacanciesT('vacancies.withdraw.label', { title: 'مدرب' })).toBe('سحب الطلب المقدَّم إلى مدرب');
    expect(vacanciesT('vacancies.card.paid.Paid')).toBe('على نفقة صاحب العمل');
    expect(vacanciesT('vacancies.card.paid.Not Paid')).toBe('على نفقة المستقل');
    expect(accountsT('accounts.forgot.intro')).toContain('كلمة مرور مؤقتة');
    expect(econsultationT('econsultation.booking.started')).toBe('جارٍ حجز الاستشارة الإلكترونية…');
  });

  it("types each translator to its own keys, so a module that forgets its page group does not compile", () => {
    // @ts-expect-error a page group's key is not one of the base part's
    expect(t('freelancers.list.resultsCapped', { count: 2 })).toBe('2+ freelancers found');
    // @ts-expect-error nor one of another group's
    expect(vacanciesT('freelancers.list.resultsCapped', { count: 2 })).toBe('2+ freelancers found');
    // @ts-expect-error nor a key the catalog lacks
    freelancersT('freelancers.list.noSuchKey');
    expect(freelancersT('app.name')).toBe('Khibra');
  });
});
