import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { cmsFixture } from '@/entities/content/testing';
import { App } from '../entrypoint/App';
import { setupStore } from '../model/store';
import { isChunkLoadError } from './PageError';
import { loadMatchedRoutes, routes } from './router';

// The About page's chunk cannot be fetched (offline, or replaced by a new release), as webpack reports it.
jest.mock('@/pages/about', () => {
  const error = new Error('Loading chunk page-about failed.\n(error: https://khibra.example/page-about.js)');
  error.name = 'ChunkLoadError';
  throw error;
});

function renderApp(path: string) {
  jest.spyOn(global, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ data: cmsFixture }), { status: 200, headers: { 'content-type': 'application/json' } }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = setupStore({ navigate: (to) => void router.navigate(to), location: () => router.state.location.pathname });
  render(<App store={store} router={router} />);
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('a page whose script fails to load', () => {
  it('says so inside the layout, header, navigation and footer kept, and offers to try again by reloading', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded.' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Please check your connection and try again.');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));

    // jsdom cannot reload; it reports the attempt as a navigation it does not implement.
    const jsdomErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(jsdomErrors.mock.calls.flat().map(String).join('\n')).toMatch(/Not implemented: navigation/);
  });

  it('other pages still load', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('This page could not be loaded.');
  });
});

describe('a server-rendered page whose script fails to load', () => {
  it('is not hydrated (the router shows the error in the layout) rather than left lifeless', async () => {
    window.history.pushState({}, '', '/about');
    try {
      await expect(loadMatchedRoutes()).resolves.toBe(false);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});

describe('isChunkLoadError', () => {
  it('knows webpack\'s and the browsers\' failed imports from other errors', () => {
    const chunk = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk page-about failed.\n(/page-about.css)'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://khibra.example/page.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isChunkLoadError('Loading chunk 42 failed.')).toBe(false);
  });
});
