import { ROUTE_NAMES, type RouteName } from '@contracts/routes';
import { setLocaleSource, type Locale } from '@contracts/locale';
import { accountsT, conversationsT, econsultationT, freelancersT, loadMessages, t as translate, vacanciesT, type PageTranslator } from '@/shared/i18n';
import { routeDescription } from '../ssr/head';
import { routeTitle } from './pageTitle';

const t = translate as PageTranslator;

/** Every route of the table has a title (and a link preview) of its own in both languages, never just the site's name. */
describe.each(['en', 'ar'] as Locale[])('the titles of the table in %s', (locale) => {
  beforeAll(async () => {
    // A group registers itself when its translator is imported: the page chunks do that in the app.
    expect([accountsT, freelancersT, vacanciesT, econsultationT, conversationsT]).toHaveLength(5);
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
