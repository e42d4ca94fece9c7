import { screen, within } from '@testing-library/react';
import { alertMsg } from '@contracts/alerts';
import { setLocaleSource } from '@contracts/locale';
import { localizeMessage } from '@contracts/messages-ar';
import { makeFreelancer, makeProfile, paged } from '@/entities/freelancer/testing';
import { makeVacancy } from '@/entities/vacancy/testing';
import { violations } from '@/features/report/ui/axe.testing';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { InviteToApply } from './InviteToApply';

// A file of its own: the button's chunk is first loaded here on an Arabic page, which must bring its Arabic words.

afterEach(() => {
  jest.restoreAllMocks();
  setLocaleSource(() => 'en');
});

it('speaks Arabic on an Arabic page: the dialog, the note’s counter and the daily limit’s refusal', async () => {
  setLocaleSource(() => 'ar');
  const refused = alertMsg.tooManyInvitations;
  stubApi({
    'GET /user/myprofile': { body: { data: makeProfile({ user: { Iam: ['Business'] } }) } },
    'GET /vacancy/posted': { body: paged([makeVacancy({ id: 'v1', title: 'مدرب قيادة' })]) },
    'POST /vacancy/v1/invitations': { status: 400, body: { message: refused, errors: { message: refused, error: 'validation' } } },
  });
  const { user } = renderWithProviders(<InviteToApply freelancer={makeFreelancer()} />, { token: 'tok' });
  await user.click(await screen.findByRole('button', { name: 'دعوة Layla Haddad للتقديم' }));
  const dialog = await screen.findByRole('dialog', { name: 'دعوة \u2068Layla Haddad\u2069 للتقديم' });
  // The one open vacancy is chosen at first.
  expect(await within(dialog).findByRole('combobox', { name: /الوظيفة/ })).toHaveValue('v1');
  await user.type(within(dialog).getByRole('textbox', { name: /ملاحظة/ }), 'مرحبًا');
  expect(within(dialog).getByText(/^استُخدم 6 من 500/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'إرسال الدعوة' }));
  expect(await screen.findByText(localizeMessage(refused, 'ar'))).toBeInTheDocument();
  expect(await violations(dialog)).toEqual([]);
});
