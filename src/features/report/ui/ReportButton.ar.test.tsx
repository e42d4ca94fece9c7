import { screen, within } from '@testing-library/react';
import { setLocaleSource } from '@contracts/locale';
import { localizeMessage } from '@contracts/messages-ar';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { ReportButton } from './ReportButton';
import { violations } from './axe.testing';
import { consoleMsg } from '@contracts/operator';

// A file of its own: the dialog's chunk is first loaded here on an Arabic page, which must bring its Arabic words.

afterEach(() => {
  jest.restoreAllMocks();
  setLocaleSource(() => 'en');
});

it('opens in Arabic on an Arabic page, says its errors in Arabic, and is accessible (axe)', async () => {
  setLocaleSource(() => 'ar');
  stubApi({});
  const { user } = renderWithProviders(<ReportButton kind="company" id="c1" label="الإبلاغ عن صفحة هذه الشركة" mine={false} />, { token: 'tok' });
  await user.click(screen.getByRole('button', { name: 'الإبلاغ عن صفحة هذه الشركة' }));
  const dialog = await screen.findByRole('dialog', { name: 'الإبلاغ عن صفحة هذه الشركة' });
  expect(within(dialog).getByRole('group', { name: 'ما سبب الإبلاغ؟' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('radio', { name: 'سبب آخر' }));
  await user.click(within(dialog).getByRole('button', { name: 'إرسال البلاغ' }));
  expect(await within(dialog).findByText(localizeMessage(consoleMsg.reportTextRequired, 'ar'))).toBeInTheDocument();
  expect(await violations(dialog)).toEqual([]);
});
