import { screen, waitFor, within } from '@testing-library/react';
import { reviewApi } from '@/entities/review';
import { renderWithProviders, robotRoutes, stubApi } from '@/shared/lib/test';
import { LoginPage } from './LoginPage';

const ok = { body: { data: { token: 'tok-1' } } };

async function fillAndSubmit(user: ReturnType<typeof renderWithProviders>['user'], { robot = true } = {}) {
  await user.type(screen.getByLabelText(/^Email/), 'amira@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
  if (robot) {
    await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    await screen.findByText('Verified');
  }
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  // Real timers (redirect delays) on a busy machine: more than Jest's 5 s default.
  afterEach(() => jest.restoreAllMocks());

  it('has email, password, robot check, a Forgot Password link and a Sign up link', async () => {
    stubApi(robotRoutes());
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(await screen.findByRole('checkbox', { name: "I'm not a robot" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('shows the required and minimum-4 messages and the robot message, and sends nothing', async () => {
    const api = stubApi(robotRoutes());
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter the required field Email')).toBeInTheDocument();
    expect(screen.getByText('Please enter the required field Password')).toBeInTheDocument();
    expect(screen.getByText("Please select I'm not a robot")).toBeInTheDocument();
    // The first field to fix gets the focus.
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());

    await user.type(screen.getByLabelText(/^Email/), 'a@b');
    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await user.tab();
    expect(await screen.findByText('Email should have minimum 4 characters')).toBeInTheDocument();
    expect(screen.getByText('Password should have minimum 4 characters')).toBeInTheDocument();
    expect(api.calls('POST /auth/login')).toHaveLength(0);
  });

  it('cannot be submitted before the robot check is verified', async () => {
    const api = stubApi({ ...robotRoutes(), 'POST /auth/login': ok });
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    await fillAndSubmit(user, { robot: false });
    expect(await screen.findByText("Please select I'm not a robot")).toBeInTheDocument();
    expect(api.calls('POST /auth/login')).toHaveLength(0);
  });

  it('stores the token and goes to /freelancers, sending the proof header', async () => {
    const api = stubApi({ ...robotRoutes('proof-77'), 'POST /auth/login': ok });
    const { user, store } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    await fillAndSubmit(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/freelancers$/));
    expect(window.localStorage.getItem('Auth')).toBe('tok-1');
    expect(store.getState().session.token).toBe('tok-1');
    const [call] = api.calls('POST /auth/login');
    expect(call.body).toEqual({ email: 'amira@example.com', password: 'secret1' });
    expect(call.headers.get('x-robot-proof')).toBe('proof-77');
  });

  it("reads again the reviews cached as a visitor's, so the member's own are marked", async () => {
    const page = { data: [], page: 0, total: 0, hasMore: false, summary: { average: 0, count: 0, aspects: {} } };
    const api = stubApi({ ...robotRoutes(), 'POST /auth/login': ok, 'GET /unauth/freelancer/f1/reviews': { body: { data: page } } });
    const { user, store } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    void store.dispatch(reviewApi.endpoints.getFreelancerReviews.initiate({ freelancerId: 'f1', page: 0 }));
    await waitFor(() => expect(api.calls('GET /unauth/freelancer/f1/reviews')).toHaveLength(1));
    expect(api.calls('GET /unauth/freelancer/f1/reviews')[0].headers.get('authorization')).toBeNull();
    await fillAndSubmit(user);
    await waitFor(() => expect(api.calls('GET /unauth/freelancer/f1/reviews')).toHaveLength(2));
    expect(api.calls('GET /unauth/freelancer/f1/reviews')[1].headers.get('authorization')).toBe('tok-1');
  });

  it('after e-mail verification shows the banner and goes to /freelancerprofile?firsttime=true', async () => {
    stubApi({ ...robotRoutes(), 'POST /auth/login': ok });
    const { user } = renderWithProviders(<LoginPage />, { route: '/login?emailverified=true', path: '/login' });
    expect(
      screen.getByText("You've successfully verified your email. You can now log in to continue using our services."),
    ).toBeInTheDocument();
    await fillAndSubmit(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/freelancerprofile?firsttime=true'));
  });

  it.each([
    ['expired', 'This verification link has expired. Log in and request a new one from your freelancer profile.'],
    ['used', 'This verification link has already been used. Log in to continue.'],
    ['invalid', 'This verification link is not valid.'],
    ['constructor', 'This verification link is not valid.'],
  ])('warns when the verification link failed (%s)', (reason, text) => {
    stubApi(robotRoutes());
    renderWithProviders(<LoginPage />, { route: `/login?emailverified=false&reason=${reason}`, path: '/login' });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it("maps 'User is not approved by the admin' to the warning 'User profile is under verification.' and resets the robot check", async () => {
    stubApi({
      ...robotRoutes(),
      'POST /auth/login': {
        status: 400,
        body: { message: 'Bad Request', errors: { message: 'User is not approved by the admin', error: 'notApproved' } },
      },
    });
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    await fillAndSubmit(user);
    expect(await screen.findByText('User profile is under verification.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(window.localStorage.getItem('Auth')).toBeNull();
  });

  it('shows errors.message for other failures, else message', async () => {
    stubApi({
      ...robotRoutes(),
      'POST /auth/login': { status: 400, body: { message: 'Bad Request', errors: { message: 'Invalid email or password' } } },
    });
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    await fillAndSubmit(user);
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it('falls back to message when errors.message is missing', async () => {
    stubApi({ ...robotRoutes(), 'POST /auth/login': { status: 429, body: { message: 'Too many attempts' } } });
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    await fillAndSubmit(user);
    expect(await screen.findByText('Too many attempts')).toBeInTheDocument();
  });

  it('shows a wrong password at the top of the form, in words', async () => {
    stubApi({
      ...robotRoutes(),
      'POST /auth/login': { status: 400, body: { message: 'Bad Request', errors: { message: 'Invalid email or password', error: 'wrongCredentials' } } },
    });
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    await fillAndSubmit(user);
    const form = screen.getByRole('button', { name: 'Login' }).closest('form') as HTMLFormElement;
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.queryByText('wrongCredentials')).not.toBeInTheDocument();
  });

  it('shows the robot check again, with the reason beside it, when the account had many failed sign-ins', async () => {
    const slowed = "Many sign-ins to this account have failed, so sign-ins from new devices are slowed down. Please select I'm not a robot again and try once more.";
    stubApi({
      ...robotRoutes(),
      'POST /auth/login': { status: 400, body: { message: slowed, errors: { message: slowed, error: 'robotCheckRequired' } } },
    });
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    await fillAndSubmit(user);
    // The message belongs to the robot check (its description), which waits unticked for a new check.
    expect(await screen.findByRole('checkbox', { name: "I'm not a robot", description: slowed })).not.toBeChecked();
    expect(screen.queryByText('robotCheckRequired')).not.toBeInTheDocument();
  });

  describe('where the user goes', () => {
    it('goes back to ?next= after logging in', async () => {
      stubApi({ ...robotRoutes(), 'POST /auth/login': ok });
      const { user } = renderWithProviders(<LoginPage />, { route: '/login?next=%2Finvite', path: '/login' });
      await fillAndSubmit(user);
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/invite$/));
    });

    it('ignores a next= that leaves the site', async () => {
      stubApi({ ...robotRoutes(), 'POST /auth/login': ok });
      const { user } = renderWithProviders(<LoginPage />, { route: '/login?next=%2F%2Fevil.example%2Fx', path: '/login' });
      await fillAndSubmit(user);
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/freelancers$/));
    });

    it('with mustChangePassword goes to /profile first, whatever next says', async () => {
      stubApi({ ...robotRoutes(), 'POST /auth/login': { body: { data: { token: 'tok-1', mustChangePassword: true } } } });
      const { user, store } = renderWithProviders(<LoginPage />, { route: '/login?next=%2Finvite', path: '/login' });
      await fillAndSubmit(user);
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/));
      expect(store.getState().session.mustChangePassword).toBe(true);
    });

    it('sends a logged-in user on to next', async () => {
      stubApi(robotRoutes());
      renderWithProviders(<LoginPage />, { route: '/login?next=%2Fprofile', path: '/login', token: 'tok-1' });
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/));
      expect(await screen.findByText('You are already logged in.')).toBeInTheDocument();
    });

    it('sends a logged-in user to /freelancers without next', async () => {
      stubApi(robotRoutes());
      renderWithProviders(<LoginPage />, { route: '/login', path: '/login', token: 'tok-1' });
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/freelancers$/));
    });

    it('the verification link tells a logged-in user their address is verified, without asking to log in', async () => {
      stubApi(robotRoutes());
      renderWithProviders(<LoginPage />, { route: '/login?emailverified=true', path: '/login', token: 'tok-1' });
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/freelancerprofile?firsttime=true'));
      expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    });
  });

  it.each([
    ['true', 'The email change was cancelled and every session of your account was ended.'],
    ['false', 'This link could not cancel the email change'],
  ])('explains ?emailchangecancelled=%s', (value, text) => {
    stubApi(robotRoutes());
    renderWithProviders(<LoginPage />, { route: `/login?emailchangecancelled=${value}`, path: '/login' });
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
  });
});
