import { screen } from '@testing-library/react';
import { setLocaleSource } from '@contracts/locale';
import { loadMessages } from '@/shared/i18n';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { AccountLanguageOffer } from './AccountLanguageOffer';

const choose = (lang: string) => {
  document.cookie = `khibra_lang=${lang}; Path=/`;
};

afterEach(() => {
  setLocaleSource(() => 'en');
  document.cookie = 'khibra_lang=; Path=/; Max-Age=0';
  sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('AccountLanguageOffer', () => {
  it('keeps an Arabic visitor in Arabic after signing in to an English account, and saves Arabic on the account when asked', async () => {
    setLocaleSource(() => 'ar');
    await loadMessages('ar');
    choose('ar');
    const api = stubApi({ 'PUT /user/language': { body: { data: null } } });
    const { user } = renderWithProviders(<AccountLanguageOffer language="en" />);

    expect(await screen.findByRole('status')).toHaveTextContent('لغة حسابك هي الإنجليزية، وبها تُكتب رسائلك الإلكترونية. تبقى هذه الصفحة باللغة العربية طوال هذه الزيارة.');
    // The page stays Arabic: the choice is not replaced by the account's.
    expect(document.cookie).toContain('khibra_lang=ar');
    expect(screen.getByRole('link', { name: 'التبديل إلى الإنجليزية' })).toHaveAttribute('href', '/?lang=en');

    await user.click(screen.getByRole('button', { name: 'اجعل العربية لغة حسابي' }));
    expect(api.calls('PUT /user/language').map((call) => call.body)).toEqual([{ language: 'ar' }]);
    expect(await screen.findByText('أصبحت لغة حسابك العربية.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'اجعل العربية لغة حسابي' })).not.toBeInTheDocument();
  });

  it('offers an English visitor of an Arabic account the same, and "Keep as it is" closes it for the tab', async () => {
    choose('en');
    stubApi({});
    const { user, unmount } = renderWithProviders(<AccountLanguageOffer language="ar" />);
    expect(screen.getByRole('status')).toHaveTextContent("Your account's language is Arabic: your e-mails are written in it. This page stays in English for this visit.");
    expect(screen.getByRole('button', { name: 'Use English for my account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep as it is' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<AccountLanguageOffer language="ar" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers nothing when the account has the page language', () => {
    choose('en');
    stubApi({});
    renderWithProviders(<AccountLanguageOffer language="en" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
