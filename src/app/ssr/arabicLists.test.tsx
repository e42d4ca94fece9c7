import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { setLocaleSource } from '@contracts/locale';
import { COUNTRY_NAMES_AR } from '@contracts/names/countries';
import { LANGUAGE_NAMES_AR } from '@contracts/names/languages';
import type { ReferenceData } from '@contracts/reference';
import { EMPTY_FILTERS } from '@/entities/freelancer';
import { EMPTY_VACANCY_FILTERS } from '@/entities/vacancy';
import { referenceFixture } from '@/entities/freelancer/testing';
import { referenceApi } from '@/entities/reference';
import { loadMessages } from '@/shared/i18n';
import { setupTestStore } from '@/shared/lib/test';
import { FreelancerSearchForm } from '@/widgets/freelancer-search-form';
import { VacancySearchForm } from '@/widgets/vacancy-search-form';

/**
 * The server renders the Arabic /freelancers and /vacancies with Node's ICU;
 * the browser hydrates them with its own. Their Intl names differ (Falkland
 * Islands, among others), so the lists' names must come from the shipped
 * tables: the server's HTML is then the browser's first render.
 */

/** An Arabic /unauth/input answer as the server gives it: Arabic order, العربية first, Arabic names. */
const countries = ['Jordan', 'United Arab Emirates', 'Oman', 'Yemen'];
const others = ['Falkland Islands', 'France', 'Solomon Islands'];
const languages = ['Arabic', 'English', 'Tagalog', 'Ojibwe', 'Church Slavonic'];
const arabicAnswer: ReferenceData = {
  ...referenceFixture,
  country: [...countries, '---', ...others],
  language: languages,
  names: {
    country: Object.fromEntries([...countries, ...others].map((country) => [country, COUNTRY_NAMES_AR[country]])),
    language: Object.fromEntries(languages.map((language) => [language, LANGUAGE_NAMES_AR[language]])),
    keySkills: {},
  },
};

const forms: Record<string, () => ReactElement> = {
  '/freelancers': () => <FreelancerSearchForm value={EMPTY_FILTERS} onSearch={() => undefined} onClear={() => undefined} />,
  '/vacancies': () => <VacancySearchForm value={EMPTY_VACANCY_FILTERS} onChange={() => undefined} />,
};

/** Intl's names as one runtime has them: every name it gives carries the runtime's mark. */
function intlNamesOf(runtime: string) {
  jest.spyOn(Intl, 'DisplayNames').mockImplementation(
    () => ({ of: (code: string) => `${runtime} ${code}`, resolvedOptions: () => ({}) }) as unknown as Intl.DisplayNames,
  );
}

describe.each(Object.keys(forms))('the Arabic filters of %s', (page) => {
  beforeEach(async () => {
    setLocaleSource(() => 'ar');
    await loadMessages('ar');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    setLocaleSource(() => 'en');
    document.body.innerHTML = '';
  });

  /** The page's first render: the answer is in the store already (the server hands its RTK Query state to the browser). */
  async function tree() {
    const store = setupTestStore();
    await store.dispatch(referenceApi.util.upsertQueryData('getReferenceData', undefined, arabicAnswer));
    return (
      <Provider store={store}>
        <MemoryRouter>{forms[page]()}</MemoryRouter>
      </Provider>
    );
  }

  it("hydrates the server's HTML although the server's and the browser's Intl name countries and languages differently", async () => {
    intlNamesOf('node');
    const html = renderToString(await tree());
    jest.restoreAllMocks();
    intlNamesOf('chromium');
    const container = document.createElement('div');
    container.innerHTML = html;
    const serverHtml = container.innerHTML;
    document.body.append(container);
    const errors: unknown[] = [];
    const browserTree = await tree();
    await act(async () => {
      hydrateRoot(container, browserTree, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(serverHtml);
    expect(html).toContain('جزر فوكلاند');
    expect(html).not.toMatch(/node|chromium/);
  });

  it('names the countries and languages in Arabic, in the order of the answer, العربية first', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(await tree());
    const labels = (name: RegExp) =>
      [...container.querySelectorAll('select')]
        .filter((select) => name.test(container.querySelector(`label[for="${select.id}"]`)?.textContent ?? ''))
        .map((select) => [...select.options].filter((option) => option.value && !option.disabled).map((option) => option.textContent));
    const [country] = labels(/^البلد|^الدولة/);
    const [language] = labels(/^اللغة/);
    expect(country).toEqual([...countries, ...others].map((name) => arabicAnswer.names!.country[name]));
    expect(country).toContain('جزر فوكلاند');
    expect(language).toEqual(languages.map((name) => arabicAnswer.names!.language[name]));
    expect(language[0]).toBe('العربية');
  });
});
