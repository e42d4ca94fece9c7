import { screen, within } from '@testing-library/react';
import { alertMsg } from '@contracts/alerts';
import { formatList } from '@contracts/format';
import { setLocaleSource } from '@contracts/locale';
import { localizeMessage } from '@contracts/messages-ar';
import { violations } from '@/features/report/ui/axe.testing';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { SaveSearch } from './SaveSearch';

// A file of its own: the button's chunk is first loaded here on an Arabic page, which must bring its Arabic words.

afterEach(() => {
  jest.restoreAllMocks();
  setLocaleSource(() => 'en');
});

it('speaks Arabic on an Arabic page: the name’s skills and country, the frequencies and the refusal', async () => {
  setLocaleSource(() => 'ar');
  const refused = alertMsg.tooManySearches;
  stubApi({ 'POST /saved-searches': { status: 400, body: { message: refused, errors: { message: refused, error: 'validation' } } } });
  const { user } = renderWithProviders(<SaveSearch kind="freelancers" params={new URLSearchParams('skills=Risk Management,PRINCE2&country=Qatar')} />, { token: 'tok' });
  await user.click(await screen.findByRole('button', { name: 'حفظ هذا البحث' }));
  const dialog = await screen.findByRole('dialog', { name: 'حفظ هذا البحث' });
  expect(within(dialog).getByRole('textbox', { name: /الاسم/ })).toHaveValue(`${formatList(['إدارة المخاطر', 'PRINCE2'], 'unit', 'ar')} · قطر`);
  expect(within(dialog).getByRole('option', { name: 'أسبوعيًا' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'حفظ البحث' }));
  expect(await screen.findByText(localizeMessage(refused, 'ar'))).toBeInTheDocument();
  expect(await violations(dialog)).toEqual([]);
});
