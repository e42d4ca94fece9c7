import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { ROUTE_NAMES, ROUTES, withParam, type RouteEntry } from '@contracts/routes';
import type { MyProfile } from '@contracts/user';
import { cmsFixture } from '@/entities/content/testing';
import { makeFreelancer } from '@/entities/freelancer/testing';
import { App } from './App';
import { setupStore } from '../model/store';
import { routes } from '../routes/router';

const profile: MyProfile = {
  user: {
    id: 'u1',
    firstName: 'Layla',
    lastName: 'Haddad',
    email: 'layla@example.com',
    phone: '+971500000000',
    country: 'United Arab Emirates',
    city: 'Dubai',
    showPhonePublic: false,
    showPhoneRegistered: true,
    Iam: [],
  },
  profilePhoto: null,
  postedVacancies: [],
  appliedVacancies: [],
  favoriteFreelancers: [],
  isUpdate: { mailVerified: true, approve: true, applied: false },
  pendingEmail: null,
  mustChangePassword: false,
  language: 'en',
  operatorRole: null,
};

type Reply = { status: number; body: unknown };

const CONTENT_PATH = '/api/v1.0/unauth/getcms';

/**
 * Stubs the network edge: every API call answers with `reply(path)`, except
 * the public content service (home, about), which answers as it always does.
 */
function stubApi(reply: (path: string) => Reply) {
  return jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const { status, body } = url.pathname === CONTENT_PATH ? { status: 200, body: { data: cmsFixture } } : reply(url.pathname);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = setupStore({
    navigate: (to) => void router.navigate(to),
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  });
  render(<App store={store} router={router} />);
  return { router, store };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('app shell', () => {
  it('shows visitors the layout with Sign up and Login', async () => {
    const fetchSpy = stubApi(() => ({ status: 404, body: {} }));
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    // Visitors make no profile call: the home page reads only the content service.
    const paths = fetchSpy.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname);
    expect(paths.filter((path) => path !== CONTENT_PATH)).toEqual([]);
  });

  it('shows the slider between the nav and the content on the pages whose route names it, with their own lines', async () => {
    stubApi(() => ({ status: 404, body: {} }));
    const { router } = renderApp('/');
    const slider = await screen.findByRole('region', { name: 'Highlights' });
    // The layout renders it (so the server does too), before the main content.
    expect(slider.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(slider).findByText('Find trusted trainers across MENA')).toBeInTheDocument();
    await act(() => router.navigate('/about'));
    expect(await within(screen.getByRole('region', { name: 'Highlights' })).findByText('Khibra means expertise')).toBeInTheDocument();
    await act(() => router.navigate('/login'));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(screen.queryByRole('region', { name: 'Highlights' })).not.toBeInTheDocument();
  });

  it('names the page in the tab after a client-side navigation, as the server render does', async () => {
    stubApi(() => ({ status: 404, body: {} }));
    const { router } = renderApp('/');
    await waitFor(() => expect(document.title).toBe('Khibra — freelance experts for the Middle East and North Africa'));
    await act(() => router.navigate('/about'));
    await waitFor(() => expect(document.title).toBe('About Khibra'));
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(document.title).toBe('Login — Khibra'));
    await act(() => router.navigate('/no/such/page'));
    await waitFor(() => expect(document.title).toBe('Page not found — Khibra'));
  });

  it("moves the focus to the new page's main heading after a client-side navigation, so it is announced", async () => {
    stubApi(() => ({ status: 404, body: {} }));
    const { router } = renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    // The first page of a visit keeps the browser's start.
    expect(document.body).toHaveFocus();
    await act(() => router.navigate('/contactus'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it.each(ROUTE_NAMES.filter((name) => (ROUTES[name] as RouteEntry).member))(
    'sends a visitor from the members\' page %s to /login, and back there afterwards',
    async (name) => {
      stubApi(() => ({ status: 404, body: {} }));
      const path = withParam(ROUTES[name].path, 'x1');
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe(`?next=${encodeURIComponent(path)}`);
    },
  );

  it("names a freelancer's page once the profile has arrived", async () => {
    const freelancer = makeFreelancer({ id: 'f1', profileHeader: 'Leadership trainer', user: { firstName: 'Layla', lastName: 'Haddad' } });
    stubApi((path) => (path === '/api/v1.0/unauth/freelancer/f1' ? { status: 200, body: { data: freelancer } } : { status: 404, body: {} }));
    renderApp('/freelancer/f1');
    await waitFor(() => expect(document.title).toBe('Layla Haddad — Leadership trainer | Khibra'));
  });

  it('offers "Skip to content" first in the tab order, and the language switch to Arabic in the nav', async () => {
    stubApi(() => ({ status: 404, body: {} }));
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    const arabic = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'العربية' });
    expect(arabic).toHaveAttribute('href', '/about?lang=ar');
    expect(arabic).toHaveAttribute('lang', 'ar');
  });

  it('opens every in-app navigation at the top, and back restores the position the user left', async () => {
    stubApi(() => ({ status: 404, body: {} }));
    let scrollY = 0;
    // jsdom does not scroll: the window's position is what the page last scrolled to.
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
      scrollY = y;
    }) as typeof window.scrollTo);
    const { router } = renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    const user = userEvent.setup();

    // A footer link, far down the page, opens the next page at its top.
    scrollY = 1200;
    scrollTo.mockClear();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Contact us' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contactus'));
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 0));

    // Back returns to where the user was on the page they left.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 1200));

    // A page changing only its own search parameters (paging, filters) keeps the position.
    scrollTo.mockClear();
    await act(() => router.navigate('/about?page=2', { preventScrollReset: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(scrollTo).not.toHaveBeenCalled();

    // A link to an element of the page (the skip link's #main) scrolls to that element, not to the top.
    const scrollIntoView = jest.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
    scrollTo.mockClear();
    await act(() => router.navigate('/about#main'));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('main'));
    expect(scrollTo).not.toHaveBeenCalled();
    Reflect.deleteProperty(window, 'scrollY');
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('shows the logged-in user, hides Sign up/Login, and the dropdown closes on Escape (focus back on its button) and outside click', async () => {
    window.localStorage.setItem('Auth', 'token-1');
    stubApi((path) => (path.endsWith('/user/myprofile') ? { status: 200, body: { data: profile } } : { status: 404, body: {} }));
    renderApp('/');
    const user = userEvent.setup();
    const menuButton = await screen.findByRole('button', { name: 'Account menu for Layla Haddad' });
    expect(within(menuButton).getByText('Layla Haddad')).toBeInTheDocument();
    expect(menuButton.querySelector('img')).toHaveAttribute('src', '/content/default-avatar.svg');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await user.click(menuButton);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    for (const label of [
      'My Account',
      'Freelancer Profile',
      'e-Consultation Settings',
      'Favorite Freelancers',
      'Applied To Vacancies',
      'Posted Vacancies',
      'e-Consultant Booking',
      'Help and Support',
      'Logout',
    ]) {
      expect(items).toContain(label);
    }
    // Escape from inside the menu closes it and gives the focus back to its button.
    await user.tab();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'My Account' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Freelancer Profile' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    expect(screen.getByRole('link', { name: 'Freelancer Profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('link', { name: 'Freelancer Profile' })).not.toBeInTheDocument();
  });

  it('logout clears all local storage, drops the cached profile and goes to /login', async () => {
    window.localStorage.setItem('Auth', 'token-1');
    window.localStorage.setItem('something-else', 'x');
    stubApi((path) => (path.endsWith('/user/myprofile') ? { status: 200, body: { data: profile } } : { status: 404, body: {} }));
    const { router, store } = renderApp('/about');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu for Layla Haddad' }));
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.length).toBe(0);
    // Every cached answer is dropped; only the public content, still shown until /login loads, is fetched again.
    expect(Object.keys(store.getState().api.queries).filter((key) => !key.startsWith('getCms('))).toEqual([]);
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('a profile answer without data clears storage and goes to /login', async () => {
    window.localStorage.setItem('Auth', 'token-1');
    stubApi(() => ({ status: 200, body: { data: null } }));
    const { router } = renderApp('/about');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('Auth')).toBeNull();
  });

  it('a failing profile fetch clears storage without leaving the page', async () => {
    window.localStorage.setItem('Auth', 'token-1');
    stubApi(() => ({ status: 500, body: { message: 'boom', errors: { message: 'boom', error: 'internal' } } }));
    const { router } = renderApp('/about');
    await waitFor(() => expect(window.localStorage.getItem('Auth')).toBeNull());
    expect(router.state.location.pathname).toBe('/about');
  });

  /** Renders /about logged in, every call but the content answered by `answer`; resolves once the profile fetch has failed. */
  async function failProfileFetch(answer: () => Promise<Response>) {
    window.localStorage.setItem('Auth', 'token-1');
    const fetchSpy = jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === CONTENT_PATH) return new Response(JSON.stringify({ data: cmsFixture }), { status: 200, headers: { 'content-type': 'application/json' } });
      return answer();
    });
    const { store } = renderApp('/about');
    await waitFor(() => expect(fetchSpy.mock.calls.some(([input]) => String(input instanceof Request ? input.url : input).endsWith('/user/myprofile'))).toBe(true));
    await waitFor(() => expect(Object.values(store.getState().api.queries).some((query) => query?.endpointName === 'getMyProfile' && query.status === 'rejected')).toBe(true));
  }
  const aborted = () => new DOMException('The user aborted a request.', 'AbortError');

  it('a profile fetch that gets no answer (offline, or aborted by a reload) keeps the session', async () => {
    await failProfileFetch(async () => {
      throw aborted();
    });
    expect(window.localStorage.getItem('Auth')).toBe('token-1');
  });

  it('a profile answer whose body is cut off (a reload while it was read) keeps the session', async () => {
    await failProfileFetch(async () => {
      const body = new ReadableStream({ start: (controller) => controller.error(aborted()) });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    });
    expect(window.localStorage.getItem('Auth')).toBe('token-1');
  });

  it('a 401 ends the session, says so and goes to /login?next= (the page it was on)', async () => {
    window.localStorage.setItem('Auth', 'expired');
    stubApi(() => ({ status: 401, body: { message: 'Please log in', errors: { message: 'Please log in', error: 'unauthorized' } } }));
    const { router } = renderApp('/about');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fabout');
    expect(window.localStorage.getItem('Auth')).toBeNull();
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
  });

  it('a 403 with _code 403 shows its _message as a toast', async () => {
    window.localStorage.setItem('Auth', 'token-1');
    stubApi(() => ({ status: 403, body: { _code: 403, _message: 'You may not see this profile.', message: 'x', errors: { message: 'x', error: 'forbidden' } } }));
    renderApp('/about');
    expect(await screen.findByText('You may not see this profile.')).toBeInTheDocument();
  });

  it("an error mentioning '4 weeks' shows the warning 'Vacancy expired 4 weeks ago'", async () => {
    window.localStorage.setItem('Auth', 'token-1');
    stubApi(() => ({ status: 400, body: { message: 'expired', errors: { message: 'expired', error: 'Vacancy expired 4 weeks ago' } } }));
    renderApp('/about');
    expect(await screen.findByText('Vacancy expired 4 weeks ago')).toBeInTheDocument();
  });

  it('the expired-vacancy warning counts the weeks from the real expiry, in English and Arabic', async () => {
    window.localStorage.setItem('Auth', 'token-1');
    stubApi(() => ({ status: 400, body: { message: 'expired', errors: { message: 'expired', error: 'Vacancy expired 4 weeks ago', expiredOn: '2026-10-01', weeksAgo: 7 } } }));
    renderApp('/about');
    expect(await screen.findByText('Vacancy expired 7 weeks ago')).toBeInTheDocument();
  });

  it('an unknown path shows Page not found', async () => {
    stubApi(() => ({ status: 404, body: {} }));
    renderApp('/nowhere/at/all');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await act(async () => {});
  });
});
