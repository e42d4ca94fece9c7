import { screen, waitFor, within } from '@testing-library/react';
import { baseApi } from '@/shared/api';
import { deferred, renderWithProviders, robotRoutes, stubApi, type StubRoute } from '@/shared/lib/test';
import { SignupPage } from './SignupPage';

const reference: Record<string, StubRoute> = {
  'GET /unauth/input': { body: { data: { country: ['Oman', 'Yemen', '---', 'France'], keySkills: [] } } },
};

const field = (name: RegExp) => screen.getByLabelText(name);
const LABELS = {
  firstName: /^First Name/,
  lastName: /^Last Name/,
  email: /^Email/,
  phone: /^Phone/,
  country: /^Country/,
  city: /^City/,
  password: /^Password/,
  confirm: /^Confirm Password/,
};

function renderPage() {
  return renderWithProviders(<SignupPage />, { route: '/signup', path: '/signup' });
}

type User = ReturnType<typeof renderPage>['user'];

async function fillValid(user: User, { business = false } = {}) {
  await user.type(field(LABELS.firstName), 'Amira');
  await user.type(field(LABELS.lastName), 'Haddad');
  await user.type(field(LABELS.email), 'amira@example.com');
  await user.type(field(LABELS.phone), '+971501234567');
  await screen.findByRole('option', { name: 'Oman' });
  await user.selectOptions(field(LABELS.country), 'Oman');
  await user.type(field(LABELS.city), 'Muscat');
  await user.type(field(LABELS.password), 'secret12');
  await user.type(field(LABELS.confirm), 'secret12');
  await user.click(screen.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }));
  if (business) await user.click(screen.getByRole('checkbox', { name: 'I am a business user and only will post vacancies' }));
  await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
  await screen.findByText('Verified');
}

/** Replaces a field's text in one go (paste), then leaves it so it counts as touched. */
async function setText(user: User, label: RegExp, value: string) {
  const input = field(label);
  await user.clear(input);
  if (value) {
    await user.click(input);
    await user.paste(value);
  }
  await user.tab();
}

describe('SignupPage', () => {
  // Real timers (redirect delays) on a busy machine: more than Jest's 5 s default.
  afterEach(() => jest.restoreAllMocks());

  it('has every field of docs/reference.md#screens, the phone hint and the phone keypad (with +), and the terms link in a new tab', async () => {
    stubApi({ ...robotRoutes(), ...reference });
    renderPage();
    for (const label of Object.values(LABELS)) expect(field(label)).toBeInTheDocument();
    const phone = field(LABELS.phone);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAccessibleDescription('Include your country code, e.g. +971…');
    const terms = screen.getByRole('link', { name: /Terms and Conditions/ });
    expect(terms).toHaveAttribute('href', '/terms-and-conditions');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('checkbox', { name: 'I am a business user and only will post vacancies' })).not.toBeChecked();
    expect(await screen.findByRole('checkbox', { name: "I'm not a robot" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('fills the country select from reference data with a divider after Yemen', async () => {
    const api = stubApi({ ...robotRoutes(), ...reference });
    renderPage();
    await screen.findByRole('option', { name: 'France' });
    const options = within(field(LABELS.country) as HTMLElement).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Select country', 'Oman', 'Yemen', '──────────', 'France']);
    expect(options[3]).toBeDisabled();
    expect(api.calls('GET /unauth/input')).toHaveLength(1);
  });

  it('shows the required message of every field, the terms message and the robot message', async () => {
    const api = stubApi({ ...robotRoutes(), ...reference });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    for (const name of ['First Name', 'Last Name', 'Email', 'Phone', 'Country', 'City', 'Password', 'Confirm Password']) {
      expect(await screen.findByText(`Please enter the required field ${name}`)).toBeInTheDocument();
    }
    expect(screen.getByText('Please accept the terms and conditions')).toBeInTheDocument();
    expect(screen.getByText("Please select I'm not a robot")).toBeInTheDocument();
    expect(api.calls('POST /auth/register')).toHaveLength(0);
  });

  it('shows the minimum-length messages (3, 7, 6)', async () => {
    stubApi({ ...robotRoutes(), ...reference });
    const { user } = renderPage();
    await setText(user, LABELS.firstName, 'Am');
    await setText(user, LABELS.email, 'a@');
    await setText(user, LABELS.phone, '12345');
    await setText(user, LABELS.city, 'Mu');
    await setText(user, LABELS.password, 'abc');
    await setText(user, LABELS.confirm, 'abc');
    expect(await screen.findByText('First Name should have minimum 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Email should have minimum 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Phone should have minimum 7 characters')).toBeInTheDocument();
    expect(screen.getByText('City should have minimum 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password should have minimum 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password should have minimum 6 characters')).toBeInTheDocument();
  });

  it('shows the maximum-length messages (60 for names and email, 20 for phone) and the numeric phone rule', async () => {
    stubApi({ ...robotRoutes(), ...reference });
    const { user } = renderPage();
    await setText(user, LABELS.firstName, 'a'.repeat(61));
    await setText(user, LABELS.lastName, 'b'.repeat(61));
    await setText(user, LABELS.email, `${'c'.repeat(50)}@example.com`);
    await setText(user, LABELS.phone, '1'.repeat(21));
    expect(await screen.findByText('First Name should have maximum 60 characters')).toBeInTheDocument();
    expect(screen.getByText('Last Name should have maximum 60 characters')).toBeInTheDocument();
    expect(screen.getByText('Email should have maximum 60 characters')).toBeInTheDocument();
    expect(screen.getByText('Phone should have maximum 20 characters')).toBeInTheDocument();

    await setText(user, LABELS.phone, '050-123-abcd');
    expect(await screen.findByText('Phone should contain only digits, with an optional leading +')).toBeInTheDocument();
  });

  it('says when the passwords are not the same', async () => {
    stubApi({ ...robotRoutes(), ...reference });
    const { user } = renderPage();
    await setText(user, LABELS.password, 'secret12');
    await setText(user, LABELS.confirm, 'secret13');
    expect(await screen.findByText('Password and Confirm password are not same')).toBeInTheDocument();
  });

  it('signs up: pending and success toasts, token stored, lists refreshed, /freelancerprofile after 2 s', async () => {
    const answer = deferred();
    const api = stubApi({
      ...robotRoutes('proof-s'),
      ...reference,
      'POST /auth/register': { body: { data: { token: 'tok-new' } }, wait: answer.promise },
      'GET /vacancy/all': { body: { data: [] } },
    });
    const { user, store } = renderPage();
    // A cached vacancy list, to see that sign-up refreshes it.
    const probe = baseApi.injectEndpoints({
      endpoints: (build) => ({ probeVacancies: build.query<unknown, void>({ query: () => '/vacancy/all', providesTags: ['Vacancy'] }) }),
      overrideExisting: true,
    });
    store.dispatch(probe.endpoints.probeVacancies.initiate());
    await waitFor(() => expect(api.calls('GET /vacancy/all')).toHaveLength(1));

    await fillValid(user, { business: true });
    const timers = jest.spyOn(window, 'setTimeout');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Signing up...')).toBeInTheDocument();
    answer.resolve();
    expect(await screen.findByText('Sign up successful, Please check your email inbox (also check spam/junk folder).')).toBeInTheDocument();
    expect(window.localStorage.getItem('Auth')).toBe('tok-new');
    expect(store.getState().session.token).toBe('tok-new');
    await waitFor(() => expect(api.calls('GET /vacancy/all')).toHaveLength(2));

    const [call] = api.calls('POST /auth/register');
    expect(call.headers.get('x-robot-proof')).toBe('proof-s');
    expect(call.body).toEqual({
      firstName: 'Amira',
      lastName: 'Haddad',
      email: 'amira@example.com',
      phone: '+971501234567',
      country: 'Oman',
      city: 'Muscat',
      password: 'secret12',
      cnfpassword: 'secret12',
      Iam: ['Business'],
    });

    // Not at once: the redirect waits 2 s (asked of the timer, not measured on the clock), then /freelancerprofile.
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 2000);
    timers.mockRestore();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/signup$/);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/freelancerprofile$/), { timeout: 15_000 });
  });

  it('sends an empty Iam without the business box', async () => {
    const api = stubApi({ ...robotRoutes(), ...reference, 'POST /auth/register': { body: { data: { token: 't' } } } });
    const { user } = renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(api.calls('POST /auth/register')).toHaveLength(1));
    expect((api.calls('POST /auth/register')[0].body as { Iam: string[] }).Iam).toEqual([]);
  });

  it('a taken e-mail shows the message under Email with "Log in instead", never the raw code; the robot check is reset', async () => {
    stubApi({
      ...robotRoutes(),
      ...reference,
      'POST /auth/register': {
        status: 409,
        body: { message: 'Conflict', errors: { message: 'An account with this email already exists', error: 'emailTaken' } },
      },
    });
    const { user } = renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    await waitFor(() => expect(field(LABELS.email)).toHaveAccessibleDescription('An account with this email already exists'));
    expect(field(LABELS.email)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'Log in instead' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('emailTaken')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(window.localStorage.getItem('Auth')).toBeNull();
  });

  it('a common password shows its reason under Password', async () => {
    const reason = 'This password is too common. Choose one that is harder to guess.';
    stubApi({
      ...robotRoutes(),
      ...reference,
      'POST /auth/register': { status: 400, body: { message: 'Bad Request', errors: { message: reason, error: 'commonPassword' } } },
    });
    const { user } = renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(field(LABELS.password)).toHaveAccessibleDescription(reason));
    expect(screen.queryByText('commonPassword')).not.toBeInTheDocument();
  });

  it('a refused robot check shows under the check; other refusals at the top of the form', async () => {
    let answer = { status: 400, body: { message: 'Bad Request', errors: { message: "Please select I'm not a robot", error: 'robot' } } };
    const api = stubApi({ ...robotRoutes(), ...reference, 'POST /auth/register': () => answer });
    const { user } = renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText("Please select I'm not a robot")).toBeInTheDocument();
    expect(screen.queryByText('robot')).not.toBeInTheDocument();

    answer = { status: 429, body: { message: 'Too many requests. Please try again later.', errors: { message: 'Too many requests. Please try again later.', error: 'tooManyRequests' } } };
    await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(api.calls('POST /auth/register')).toHaveLength(2));
    const form = screen.getByRole('button', { name: 'Sign up' }).closest('form') as HTMLFormElement;
    expect(await within(form).findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });

  it('a second click during the 2-second redirect sends nothing more', async () => {
    const api = stubApi({ ...robotRoutes(), ...reference, 'POST /auth/register': { body: { data: { token: 'tok-new' } } } });
    const { user } = renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('Sign up successful, Please check your email inbox (also check spam/junk folder).');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(api.calls('POST /auth/register')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/freelancerprofile$/));
    expect(api.calls('POST /auth/register')).toHaveLength(1);
  });

  it('sends a logged-in user away', () => {
    stubApi({ ...robotRoutes(), ...reference });
    renderWithProviders(<SignupPage />, { route: '/signup', path: '/signup', token: 'tok-1' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/freelancers$/);
  });
});
