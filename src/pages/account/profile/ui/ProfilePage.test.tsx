import { screen, waitFor, within } from '@testing-library/react';
import { setLocaleSource } from '@contracts/locale';
import { selectIsLoggedIn } from '@/shared/auth';
import { loadMessages } from '@/shared/i18n';
import { deferred, renderWithProviders, stubApi, type StubRoute } from '@/shared/lib/test';
import { ProfilePage } from './ProfilePage';

const user = {
  id: 'u1',
  firstName: 'Amira',
  lastName: 'Haddad',
  email: 'amira@example.com',
  phone: '+971501234567',
  country: 'Oman',
  city: 'Muscat',
  showPhonePublic: false,
  showPhoneRegistered: true,
  Iam: [],
};
const profile = (overrides: Partial<typeof user> = {}, extra: { pendingEmail?: string | null; mustChangePassword?: boolean } = {}) => ({
  data: {
    user: { ...user, ...overrides },
    profilePhoto: null,
    postedVacancies: [],
    appliedVacancies: [],
    favoriteFreelancers: [],
    isUpdate: { mailVerified: true, approve: true, applied: false },
    pendingEmail: extra.pendingEmail ?? null,
    mustChangePassword: extra.mustChangePassword ?? false,
  },
});

const base: Record<string, StubRoute> = {
  'GET /user/myprofile': { body: profile() },
  'GET /input': { body: { data: { country: ['Oman', 'Yemen', '---', 'France'] } } },
  'GET /user/notifications': { body: { data: { messages: true, applications: true, bookings: true, news: false } } },
};

function renderPage(routes: Record<string, StubRoute> = {}, route = '/profile') {
  const api = stubApi({ ...base, ...routes });
  const view = renderWithProviders(<ProfilePage />, { route, path: '/profile', token: 'tok-1' });
  return { ...view, api };
}
type User = ReturnType<typeof renderPage>['user'];

async function replaceText(user: User, label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) {
    await user.click(input);
    await user.paste(value);
  }
  await user.tab();
}

const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

describe('ProfilePage', () => {
  // Real timers (redirect delays) on a busy machine: more than Jest's 5 s default.
  afterEach(() => jest.restoreAllMocks());

  it('shows the account form, prefilled, above the password form', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Amira')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue('Haddad');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('amira@example.com');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+971501234567');
    await waitFor(() => expect(screen.getByLabelText(/^Country/)).toHaveValue('Oman'));
    expect(screen.getByLabelText(/^City/)).toHaveValue('Muscat');
    expect(screen.getByRole('checkbox', { name: 'Show my phone number to visitors' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show my phone number to logged-in members' })).toBeChecked();

    const account = screen.getByRole('heading', { level: 2, name: 'Account details' });
    const password = screen.getByRole('heading', { level: 2, name: 'Change password' });
    expect(account.compareDocumentPosition(password) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("blocks saving while nothing changed, and says 'Nothing has changed' only once a change was put back", async () => {
    const { user, api } = renderPage();
    await screen.findByDisplayValue('Amira');
    expect(saveButton()).toBeDisabled();
    expect(screen.queryByText('Nothing has changed')).not.toBeInTheDocument();
    await replaceText(user, /^City/, 'Sohar');
    expect(saveButton()).toBeEnabled();
    expect(screen.queryByText('Nothing has changed')).not.toBeInTheDocument();
    await replaceText(user, /^City/, 'Muscat ');
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription('Nothing has changed');
    expect(api.calls('POST /user/myprofile')).toHaveLength(0);
  });

  it('says the password rule and a put-back change in Arabic on an Arabic page', async () => {
    setLocaleSource(() => 'ar');
    try {
      await loadMessages();
      const { user } = renderPage();
      await screen.findByDisplayValue('Amira');
      expect(screen.queryByText('لم يتغيّر شيء')).not.toBeInTheDocument();
      await replaceText(user, /^المدينة/, 'Sohar');
      await replaceText(user, /^المدينة/, 'Muscat');
      expect(await screen.findByText('لم يتغيّر شيء')).toBeInTheDocument();

      await user.type(screen.getByLabelText(/^كلمة المرور الحالية/), 'old-secret');
      await user.type(screen.getByLabelText(/^كلمة المرور الجديدة/), 'abc');
      await user.type(screen.getByLabelText(/^تأكيد كلمة المرور/), 'abc');
      await user.click(screen.getByRole('button', { name: 'تحديث كلمة المرور' }));
      expect(await screen.findByText('يجب ألا يقل طول «كلمة المرور الجديدة» عن 6 أحرف')).toBeInTheDocument();
      expect(screen.queryByText(/New password/)).not.toBeInTheDocument();
    } finally {
      setLocaleSource(() => 'en');
    }
  });

  it('requires first name, last name, email, phone, country and city', async () => {
    const { user } = renderPage();
    await screen.findByDisplayValue('Amira');
    await waitFor(() => expect(screen.getByLabelText(/^Country/)).toHaveValue('Oman'));
    for (const label of [/^First Name/, /^Last Name/, /^Email/, /^Phone/, /^City/]) await replaceText(user, label, '');
    await user.selectOptions(screen.getByLabelText(/^Country/), '');
    await user.tab();
    for (const name of ['First Name', 'Last Name', 'Email', 'Phone', 'Country', 'City']) {
      expect(await screen.findByText(`Please enter the required field ${name}`)).toBeInTheDocument();
    }
  });

  it('caps names and email at 60 and phone at 20 characters', async () => {
    const { user } = renderPage();
    await screen.findByDisplayValue('Amira');
    await replaceText(user, /^First Name/, 'a'.repeat(61));
    await replaceText(user, /^Last Name/, 'b'.repeat(61));
    await replaceText(user, /^Email/, `${'c'.repeat(50)}@example.com`);
    await replaceText(user, /^Phone/, '1'.repeat(21));
    expect(await screen.findByText('First Name should have maximum 60 characters')).toBeInTheDocument();
    expect(screen.getByText('Last Name should have maximum 60 characters')).toBeInTheDocument();
    expect(screen.getByText('Email should have maximum 60 characters')).toBeInTheDocument();
    expect(screen.getByText('Phone should have maximum 20 characters')).toBeInTheDocument();
  });

  it('sends only the changed fields, shows the toasts and refreshes the profile', async () => {
    const answer = deferred();
    let saved = profile();
    const { user, api } = renderPage({
      'GET /user/myprofile': () => ({ body: saved }),
      'POST /user/myprofile': () => {
        saved = profile({ city: 'Sohar', showPhonePublic: true });
        return { body: saved, wait: answer.promise };
      },
    });
    await screen.findByDisplayValue('Amira');
    await replaceText(user, /^City/, 'Sohar');
    await user.click(screen.getByRole('checkbox', { name: 'Show my phone number to visitors' }));
    await user.click(saveButton());
    expect(await screen.findByText('Account is updating')).toBeInTheDocument();
    answer.resolve();
    expect(await screen.findByText('Account updated')).toBeInTheDocument();
    expect(api.calls('POST /user/myprofile')[0].body).toEqual({ city: 'Sohar', showPhonePublic: true });
    await waitFor(() => expect(api.calls('GET /user/myprofile')).toHaveLength(2));
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(screen.getByLabelText(/^City/)).toHaveValue('Sohar');
    expect(screen.getByRole('checkbox', { name: 'Show my phone number to visitors' })).toBeChecked();
  });

  it("says 'Some error has been occured' when saving fails, and a taken e-mail under Email", async () => {
    const { user } = renderPage({
      'POST /user/myprofile': { status: 409, body: { message: 'Conflict', errors: { message: 'An account with this email already exists', error: 'emailTaken' } } },
    });
    await screen.findByDisplayValue('Amira');
    await replaceText(user, /^Email/, 'taken@example.com');
    await replaceText(user, /^Your current password/, 'secret1');
    await user.click(saveButton());
    expect(await screen.findByText('Some error has been occured')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('An account with this email already exists'));
    expect(screen.queryByText('emailTaken')).not.toBeInTheDocument();
  });

  describe('e-mail change', () => {
    it('asks for the current password when the e-mail differs, sends it, and says a link was sent', async () => {
      let saved = profile();
      const { user, api } = renderPage({
        'GET /user/myprofile': () => ({ body: saved }),
        'POST /user/myprofile': () => {
          saved = profile({}, { pendingEmail: 'new@example.com' });
          return { body: saved };
        },
      });
      await screen.findByDisplayValue('Amira');
      expect(screen.queryByLabelText(/^Your current password/)).not.toBeInTheDocument();
      await replaceText(user, /^Email/, 'new@example.com');
      const current = screen.getByLabelText(/^Your current password/);
      expect(current).toBeRequired();
      await user.click(saveButton());
      expect(await screen.findByText('Please enter your current password to change your email.')).toBeInTheDocument();
      expect(api.calls('POST /user/myprofile')).toHaveLength(0);

      await replaceText(user, /^Your current password/, 'secret1');
      await user.click(saveButton());
      expect(await screen.findByText('We sent a confirmation link to new@example.com. Your email address change is pending until you open it; until then your current address stays.')).toBeInTheDocument();
      expect(screen.queryByText('Account updated')).not.toBeInTheDocument();
      expect(api.calls('POST /user/myprofile')[0].body).toEqual({ email: 'new@example.com', currentPassword: 'secret1' });
      // Until confirmed, the account keeps its address, and the pending one is shown.
      expect(await screen.findByText(/Waiting for confirmation: your email address changes to new@example.com/)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveValue('amira@example.com'));
      expect(screen.queryByLabelText(/^Your current password/)).not.toBeInTheDocument();
    });

    it('a wrong current password shows under that field', async () => {
      const { user } = renderPage({
        'POST /user/myprofile': { status: 400, body: { message: 'Bad Request', errors: { message: 'Invalid current password', error: 'invalidCurrentPwd' } } },
      });
      await screen.findByDisplayValue('Amira');
      await replaceText(user, /^Email/, 'new@example.com');
      await replaceText(user, /^Your current password/, 'wrong1');
      await user.click(saveButton());
      await waitFor(() => expect(screen.getByLabelText(/^Your current password/)).toHaveAccessibleDescription(/Invalid current password/));
    });

    it('shows the pending address from the profile', async () => {
      renderPage({ 'GET /user/myprofile': { body: profile({}, { pendingEmail: 'next@example.com' }) } });
      expect(await screen.findByText(/your email address changes to next@example.com once you open the link/)).toBeInTheDocument();
    });

    it.each([
      ['?emailchanged=true', 'Your email address has been changed.'],
      ['?emailchanged=false&reason=expired', 'This email change link has expired. Change your email address again to get a new one.'],
      ['?emailchanged=false&reason=taken', 'Your email address could not be changed: another account uses that address now.'],
      ['?emailchanged=false&reason=cancelled', 'This email change was cancelled: a newer change replaced it, the password was changed, or the account was signed out of all devices. Change your email address again if you still want to.'],
      ['?emailchanged=false&reason=whatever', 'This email change link is not valid.'],
    ])('explains %s', async (query, text) => {
      renderPage({}, `/profile${query}`);
      expect(await screen.findByText(text)).toBeInTheDocument();
    });
  });

  it('after a temporary password, puts the password form first with an explanation', async () => {
    renderPage({ 'GET /user/myprofile': { body: profile({}, { mustChangePassword: true }) } });
    expect(await screen.findByText(/You logged in with a temporary password/)).toBeInTheDocument();
    expect(screen.getByText('Set a new password to continue')).toBeInTheDocument();
    const password = screen.getByRole('heading', { level: 2, name: 'Change password' });
    const account = await screen.findByRole('heading', { level: 2, name: 'Account details' });
    expect(password.compareDocumentPosition(account) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('asks before signing out of all devices; No keeps every session', async () => {
    const { user, api } = renderPage({ 'POST /user/logout-all': { body: { data: { loggedOut: true } } } });
    await user.click(await screen.findByRole('button', { name: 'Sign out of all devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of all devices?' });
    expect(dialog).toHaveTextContent('Every session of your account ends, this one included');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST /user/logout-all')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);
  });

  it('signs out of all devices once confirmed, and says so', async () => {
    const { user, api, store } = renderPage({ 'POST /user/logout-all': { body: { data: { loggedOut: true } } } });
    await user.click(await screen.findByRole('button', { name: 'Sign out of all devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of all devices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out of all devices' }));
    await waitFor(() => expect(api.calls('POST /user/logout-all')).toHaveLength(1));
    await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(false));
    expect(await screen.findByText('You were signed out of all devices, this one included. Log in again to continue.')).toBeInTheDocument();
  });

  it('says so when signing out of all devices failed, and stays', async () => {
    const { user } = renderPage({ 'POST /user/logout-all': { status: 500, body: { message: 'Internal Server Error' } } });
    await user.click(await screen.findByRole('button', { name: 'Sign out of all devices' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out of all devices' }));
    expect(await screen.findByText('We could not sign you out of your other devices. Please try again.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);
  });

  describe('password form', () => {
    const fill = async (user: User, current: string, next: string, confirm: string) => {
      if (current) await user.type(screen.getByLabelText(/^Current password/), current);
      if (next) await user.type(screen.getByLabelText(/^New password/), next);
      if (confirm) await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
      await user.click(screen.getByRole('button', { name: 'Update password' }));
    };

    it("asks for all fields: 'Please enter all fields.'", async () => {
      const { user, api } = renderPage();
      await fill(user, 'oldpass1', '', '');
      expect(await screen.findByText('Please enter all fields.')).toBeInTheDocument();
      expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
      expect(api.calls('POST /user/password/update')).toHaveLength(0);
    });

    it("says 'Passwords does not match.'", async () => {
      const { user } = renderPage();
      await fill(user, 'oldpass1', 'newpass1', 'newpass2');
      expect(await screen.findByText('Passwords does not match.')).toBeInTheDocument();
    });

    it("says 'New password cannot be same as the old one.'", async () => {
      const { user } = renderPage();
      await fill(user, 'samepass1', 'samepass1', 'samepass1');
      expect(await screen.findByText('New password cannot be same as the old one.')).toBeInTheDocument();
    });

    it("updates: 'Password updated' and the form is cleared", async () => {
      const { user, api } = renderPage({ 'POST /user/password/update': { body: { data: { updated: true } } } });
      await fill(user, 'oldpass1', 'newpass1', 'newpass1');
      expect(await screen.findByText('Password updated')).toBeInTheDocument();
      expect(api.calls('POST /user/password/update')[0].body).toEqual({ current: 'oldpass1', new: 'newpass1', newConfirm: 'newpass1' });
      await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveValue(''));
      expect(screen.getByLabelText(/^New password/)).toHaveValue('');
    });

    it("says 'Invalid current password' for invalidCurrentPwd, on the current password", async () => {
      const { user } = renderPage({
        'POST /user/password/update': { status: 400, body: { message: 'Bad Request', errors: { message: 'Invalid current password', error: 'invalidCurrentPwd' } } },
      });
      await fill(user, 'wrongpass', 'newpass1', 'newpass1');
      expect(await screen.findByText('Invalid current password')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText('invalidCurrentPwd')).not.toBeInTheDocument();
      expect(window.localStorage.getItem('Auth')).toBe('tok-1');
    });

    it('explains a common new password on the new password', async () => {
      const reason = 'This password is one of the most commonly used and easy to guess. Please choose another one.';
      const { user } = renderPage({
        'POST /user/password/update': { status: 400, body: { message: 'Bad Request', errors: { message: reason, error: 'commonPassword' } } },
      });
      await fill(user, 'oldpass1', 'password1', 'password1');
      expect(await screen.findByText(reason)).toBeInTheDocument();
      expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    });

    it("says 'Some error occured' otherwise", async () => {
      const { user } = renderPage({ 'POST /user/password/update': { status: 500, body: { message: 'Internal' } } });
      await fill(user, 'oldpass1', 'newpass1', 'newpass1');
      expect(await screen.findByText('Some error occured')).toBeInTheDocument();
    });
  });
});
