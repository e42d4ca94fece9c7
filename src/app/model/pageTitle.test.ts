import { ROUTE_NAMES, type RouteName } from '@contracts/routes';
import { setLocaleSource, type Locale } from '@contracts/locale';
import { accountsMessages, econsultationMessages, freelancersMessages, loadMessages, registerMessages, t, vacanciesMessages } from '@/shared/i18n';
import { routeDescription } from '../ssr/head';
import { routeTitle } from './pageTitle';

/** Every route of the table has a title (and a link preview) of its own in both languages, never just the site's name. */
describe.each(['en', 'ar'] as Locale[])('the titles of the table in %s', (locale) => {
  beforeAll(async () => {
    [accountsMessages, freelancersMessages, vacanciesMessages, econsultationMessages].forEach(registerMessages);
    setLocaleSource(() => locale);
    await loadMessages();
  });
  afterAll(async () => {
    setLocaleSource(() => 'en');
    await loadMessages();
  });

  it.each(ROUTE_NAMES)('titles %s', (name: RouteName) => {
    const title = t(routeTitle(name));
    expect(title).not.toBe(t('meta.siteName'));
    expect(title).toContain(t('meta.siteName'));
    expect(title).not.toMatch(/^meta\./);
    expect(t(routeDescription(name))).not.toMatch(/^meta\./);
    // An Arabic title is written in Arabic (no English word of the English title left in it).
    if (locale === 'ar') expect(title).toMatch(/[\u0600-\u06FF]/);
  });
});
