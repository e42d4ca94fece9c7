import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { MyProfile, ProfileUser } from '@contracts/user';
import { robotRoutes, stubApi, type StubRequest, type StubRoute } from '@/shared/lib/test';
import { App } from './App';
import { followOtherTabs, setupStore } from '../model/store';
import { routes } from '../routes/router';

/**
 * Sessions in the whole app (real store, router and listeners; the network
 * stubbed at fetch with the answers of the agreed contract): a session that
 * ends during a save, another tab's logout or login, the password-first state.
 */

/** A token shaped like the server's (a JWT naming the user in `sub`); the app never verifies it. */
const jwt = (sub: string, n = 1) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub, sid: `s${n}` })).replace(/=+$/, '')}.sig${n}`;
const AMIRA = jwt('u1');
const BILAL = jwt('u2');

const amira: ProfileUser = {
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
const bilal: ProfileUser = { ...amira, id: 'u2', firstName: 'Bilal', lastName: 'Nasser', email: 'bilal@example.com', city: 'Sohar' };

const profileOf = (user: ProfileUser, extra: Partial<MyProfile> = {}): { data: MyProfile } => ({
  data: {
    user,
    profilePhoto: null,
    postedVacancies: [],
    appliedVacancies: [],
    favoriteFreelancers: [],
    isUpdate: { mailVerified: true, approve: true, applied: false },
    pendingEmail: null,
    mustChangePassword: false,
    language: 'en',
    operatorRole: null,
    ...extra,
  },
});

const unauthorized = { status: 401, body: { message: 'Please log in to continue.', errors: { message: 'Please log in to continue.', error: 'unauthorized' } } };

/** GET /user/myprofile answers for whoever the Authorization header names; an unknown token answers 401. */
const myProfile: StubRoute = (request: StubRequest) => {
  const token = request.headers.get('Authorization');
  if (token === AMIRA) return { body: profileOf(amira) };
  if (token === BILAL) return { body: profileOf(bilal) };
  return unauthorized;
};

const base: Record<string, StubRoute> = {
  ...robotRoutes(),
  'GET /user/myprofile': myProfile,
  'GET /unauth/input': { body: { data: { country: ['Oman', 'Yemen', '---', 'France'] } } },
  'POST /user/logout': { body: { data: { loggedOut: true } } },
};

const cleanups: (() => void)[] = [];

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = setupStore({
    navigate: (to) => void router.navigate(to),
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  });
  cleanups.push(followOtherTabs(store));
  render(<App store={store} router={router} />);
  const here = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, store, here, user: userEvent.setup() };
}

type User = ReturnType<typeof renderApp>['user'];

async function replaceText(user: User, label: RegExp, value: string) {
  const input = await screen.findByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
  await user.tab();
}

async function logIn(user: User) {
  await user.type(await screen.findByLabelText(/^Email/), 'amira@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
  await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
  await screen.findByText('Verified');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

/** What another tab does to local storage, and the event this tab then receives. */
function otherTab(change: () => void, key: string | null) {
  act(() => {
    change();
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: key ? window.localStorage.getItem(key) : null }));
  });
}

describe('sessions in the web app', () => {
  afterEach(() => {
    cleanups.splice(0).forEach((stop) => stop());
    jest.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it('logout ends the session on the server, then locally; /login carries no next after a deliberate logout', async () => {
    window.localStorage.setItem('Auth', AMIRA);
    const api = stubApi(base);
    const { here, user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Amira Haddad' }));
    await user.click(within(screen.getAllByRole('banner')[0]).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(here()).toBe('/login'));
    expect(api.calls('POST /user/logout')).toHaveLength(1);
    expect(api.calls('POST /user/logout')[0].headers.get('Authorization')).toBe(AMIRA);
    expect(window.localStorage.getItem('Auth')).toBeNull();
  });

  it('logout still logs out locally when the server call fails', async () => {
    window.localStorage.setItem('Auth', AMIRA);
    stubApi({ ...base, 'POST /user/logout': unauthorized });
    const { here, user } = renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Amira Haddad' }));
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(here()).toBe('/login'));
    expect(window.localStorage.getItem('Auth')).toBeNull();
    // A logout is not a session that "ended" on its own.
    expect(screen.queryByText('Your session has ended. Please log in again.')).not.toBeInTheDocument();
  });

  it('session ended during a save: told, /login?next=/profile, and back on My Account with the edits after logging in', async () => {
    window.localStorage.setItem('Auth', AMIRA);
    let accepted = false;
    const api = stubApi({
      ...base,
      // The session was revoked: the save answers 401 (the token is still readable).
      'POST /user/myprofile': () => (accepted ? { body: profileOf({ ...amira, city: 'Salalah' }) } : unauthorized),
      'POST /auth/login': { body: { data: { token: jwt('u1', 2) } } },
      'GET /user/myprofile': (request) => (request.headers.get('Authorization') === jwt('u1', 2) ? { body: profileOf(amira) } : myProfile(request)),
    });
    const { here, user } = renderApp('/profile');
    expect(await screen.findByDisplayValue('Amira')).toBeInTheDocument();
    await replaceText(user, /^City/, 'Salalah');
    await replaceText(user, /^First Name/, 'Amira-Noor');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    await waitFor(() => expect(here()).toBe('/login?next=%2Fprofile'));
    expect(window.localStorage.getItem('Auth')).toBeNull();
    expect(screen.queryByText('Some error has been occured')).not.toBeInTheDocument();

    await logIn(user);
    await waitFor(() => expect(here()).toBe('/profile'));
    await waitFor(() => expect(screen.getByLabelText(/^City/)).toHaveValue('Salalah'));
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Amira-Noor');

    // Saved this time: the draft is gone.
    accepted = true;
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Account updated')).toBeInTheDocument();
    expect(api.calls('POST /user/myprofile').at(-1)?.body).toEqual({ firstName: 'Amira-Noor', city: 'Salalah' });
    expect(Object.keys(window.sessionStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });

  it("a draft is never shown to another person who logs in", async () => {
    window.localStorage.setItem('Auth', AMIRA);
    stubApi({ ...base, 'POST /user/myprofile': unauthorized, 'POST /auth/login': { body: { data: { token: BILAL } } } });
    const { here, user } = renderApp('/profile');
    await screen.findByDisplayValue('Amira');
    await replaceText(user, /^City/, 'Salalah');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(here()).toBe('/login?next=%2Fprofile'));
    await logIn(user);
    await waitFor(() => expect(here()).toBe('/profile'));
    expect(await screen.findByDisplayValue('Bilal')).toBeInTheDocument();
    expect(screen.getByLabelText(/^City/)).toHaveValue('Sohar');
  });

  it('another tab logs out: this tab logs out too and goes to /login', async () => {
    window.localStorage.setItem('Auth', AMIRA);
    stubApi(base);
    const { here } = renderApp('/profile');
    await screen.findByDisplayValue('Amira');
    otherTab(() => window.localStorage.clear(), null);
    // Logging in again here brings the user back to the page.
    await waitFor(() => expect(here()).toBe('/login?next=%2Fprofile'));
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('another tab logs in as someone else: this tab shows the new person, and the open form is not theirs', async () => {
    window.localStorage.setItem('Auth', AMIRA);
    const api = stubApi({ ...base, 'POST /user/myprofile': { body: profileOf(bilal) } });
    const { user } = renderApp('/profile');
    await screen.findByDisplayValue('Amira');
    await replaceText(user, /^City/, 'Salalah');

    otherTab(() => window.localStorage.setItem('Auth', BILAL), 'Auth');
    expect(await screen.findByRole('button', { name: 'Account menu for Bilal Nasser' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Bilal')).toBeInTheDocument();
    // The form was remounted for Bilal: Amira's edit is gone and nothing was saved.
    expect(screen.getByLabelText(/^City/)).toHaveValue('Sohar');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(api.calls('POST /user/myprofile')).toHaveLength(0);
  });

  it("a save made before this tab heard of the other tab's login is not sent into the new account", async () => {
    window.localStorage.setItem('Auth', AMIRA);
    const api = stubApi({ ...base, 'POST /user/myprofile': { body: profileOf(bilal) } });
    const { user } = renderApp('/profile');
    await screen.findByDisplayValue('Amira');
    await replaceText(user, /^City/, 'Salalah');
    // The other tab wrote its token; the storage event has not arrived yet.
    window.localStorage.setItem('Auth', BILAL);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('button', { name: 'Account menu for Bilal Nasser' })).toBeInTheDocument();
    expect(api.calls('POST /user/myprofile')).toHaveLength(0);
  });

  it('another tab logs in again as the same person: this tab carries on, form and all', async () => {
    window.localStorage.setItem('Auth', AMIRA);
    stubApi({ ...base, 'GET /user/myprofile': { body: profileOf(amira) } });
    const { user, store } = renderApp('/profile');
    await screen.findByDisplayValue('Amira');
    await replaceText(user, /^City/, 'Salalah');
    otherTab(() => window.localStorage.setItem('Auth', jwt('u1', 3)), 'Auth');
    expect(store.getState().session.token).toBe(jwt('u1', 3));
    expect(screen.getByLabelText(/^City/)).toHaveValue('Salalah');
  });

  it('after a temporary password, every other page sends the user to /profile until the password is changed', async () => {
    window.localStorage.setItem('Auth', AMIRA);
    let mustChange = true;
    stubApi({
      ...base,
      'GET /user/myprofile': () => ({ body: profileOf(amira, { mustChangePassword: mustChange }) }),
      'POST /user/password/update': () => {
        mustChange = false;
        return { body: { data: { updated: true } } };
      },
    });
    const { here, user, router } = renderApp('/freelancers');
    await waitFor(() => expect(here()).toBe('/profile'));
    expect(await screen.findByText(/You logged in with a temporary password/)).toBeInTheDocument();
    await act(() => router.navigate('/vacancies'));
    await waitFor(() => expect(here()).toBe('/profile'));

    await user.type(screen.getByLabelText(/^Current password/), 'Temp-1234');
    await user.type(screen.getByLabelText(/^New password/), 'brand-new-9');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'brand-new-9');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/You logged in with a temporary password/)).not.toBeInTheDocument());
    await act(() => router.navigate('/about'));
    await waitFor(() => expect(here()).toBe('/about'));
  });
});
