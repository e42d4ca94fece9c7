import { screen, waitFor } from '@testing-library/react';
import { twoFactorMsg } from '@contracts/two-factor';
import { renderWithProviders, robotRoutes, stubApi } from '@/shared/lib/test';
import { LoginPage } from './LoginPage';

const refused = (message: string, error: string) => ({ status: 400, body: { message, errors: { message, error } } });

describe('LoginPage with two-step sign-in', () => {
  afterEach(() => jest.restoreAllMocks());

  it('login: after the password asks for the code, reads Arabic-Indic digits, shows a wrong code under the field, then signs in', async () => {
    let tries = 0;
    const api = stubApi({
      ...robotRoutes(),
      'POST /auth/login': { body: { data: { twoFactor: { ticket: 'tkt-1' } } } },
      'POST /auth/login/2fa': () => (++tries === 1 ? refused(twoFactorMsg.codeWrong, 'twoFactorCodeWrong') : { body: { data: { token: 'tok-2' } } }),
    });
    const { user, store } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    await user.type(screen.getByLabelText(/^Email/), 'amira@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const code = await screen.findByLabelText(/^6-digit code/);
    expect(screen.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('Auth')).toBeNull();
    await user.type(code, '١٢٣٤٥٦');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(twoFactorMsg.codeWrong)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText(/^Recovery code/), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/freelancers$/));
    expect(store.getState().session.token).toBe('tok-2');
    expect(api.calls('POST /auth/login/2fa').map((call) => call.body)).toEqual([
      { ticket: 'tkt-1', code: '123456' },
      { ticket: 'tkt-1', code: 'abcde-fghjk' },
    ]);
  });
});
