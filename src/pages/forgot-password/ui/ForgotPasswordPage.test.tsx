import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, robotRoutes, stubApi, type StubRoute } from '@/shared/lib/test';
import { ForgotPasswordPage } from './ForgotPasswordPage';

function renderPage() {
  return renderWithProviders(<ForgotPasswordPage />, { route: '/forgot', path: '/forgot' });
}

async function submitFor(routes: Record<string, StubRoute>) {
  const api = stubApi({ ...robotRoutes('proof-f'), ...routes });
  const view = renderPage();
  await view.user.type(screen.getByLabelText(/^Email/), 'amira@example.com');
  await view.user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
  await screen.findByText('Verified');
  await view.user.click(screen.getByRole('button', { name: 'Reset' }));
  return { ...view, api };
}

describe('ForgotPasswordPage', () => {
  // Real timers (redirect delays) on a busy machine: more than Jest's 5 s default.
  afterEach(() => jest.restoreAllMocks());

  it('has an email field, a robot check, a Reset button and links to Login and Sign Up', async () => {
    stubApi(robotRoutes());
    renderPage();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: "I'm not a robot" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it("asks for the robot check (and the email) before sending", async () => {
    const api = stubApi(robotRoutes());
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText("Please select I'm not a robot")).toBeInTheDocument();
    expect(screen.getByText('Please enter the required field Email')).toBeInTheDocument();
    expect(api.calls('POST /unauth/password/new')).toHaveLength(0);
  });

  it('on success says what really happened and goes to /login after 1.5 s', async () => {
    const { api } = await submitFor({ 'POST /unauth/password/new': { body: { data: { sent: true } } } });
    expect(
      await screen.findByText(
        'If an account exists for that address, we have emailed it a temporary password. It works for one login within the next hour; your current password still works, and logging in with it cancels the temporary one.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Password updated, Please check your email.')).not.toBeInTheDocument();
    const [call] = api.calls('POST /unauth/password/new');
    expect(call.body).toEqual({ email: 'amira@example.com' });
    expect(call.headers.get('x-robot-proof')).toBe('proof-f');
    // Still here well into the 1.5 s delay (with a margin for a loaded machine), then /login.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/forgot$/);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });

  it('on failure shows the server\'s words at the top of the form (how long to wait) and resets the robot check', async () => {
    const wait = 'Too many requests for this address. Please try again in 42 minutes.';
    await submitFor({
      'POST /unauth/password/new': { status: 429, body: { message: wait, errors: { message: wait, error: 'tooManyRequests' } } },
    });
    const form = screen.getByRole('button', { name: 'Reset' }).closest('form') as HTMLFormElement;
    expect(await within(form).findByRole('alert')).toHaveTextContent(wait);
    expect(screen.queryByText('tooManyRequests')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
  });

  it("on failure without a message shows 'Some error occured'", async () => {
    await submitFor({ 'POST /unauth/password/new': { status: 500, body: {} } });
    expect(await screen.findByText('Some error occured')).toBeInTheDocument();
  });
});
