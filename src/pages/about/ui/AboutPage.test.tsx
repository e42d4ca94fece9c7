import { screen, within } from '@testing-library/react';
import { cmsFixture, cmsRoute } from '@/entities/content/testing';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { AboutPage } from './AboutPage';

describe('AboutPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the about cards (image, title, HTML content) and the story block', async () => {
    stubApi(cmsRoute());
    renderWithProviders(<AboutPage />, { route: '/about', path: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();

    const cards = within(await screen.findByRole('list', { name: 'About Khibra' })).getAllByRole('article');
    expect(cards).toHaveLength(cmsFixture.aboutus.array.length);
    expect(cards[0]).toHaveAccessibleName('Who we are');
    expect(cards[0].querySelector('img')).toHaveAttribute('src', '/content/about-who.svg');
    expect(await within(cards[0]).findByText('Khibra')).toHaveProperty('tagName', 'STRONG');
    expect(await within(cards[1]).findAllByRole('listitem')).toHaveLength(2);

    const story = screen.getByRole('region', { name: 'Our story' });
    expect(story.querySelector('img')).toHaveAttribute('src', '/content/about-story.svg');
    expect(await within(story).findByText('Khibra started with a simple observation.')).toBeInTheDocument();

    // The side banner invites visitors to join.
    expect(within(screen.getByRole('complementary', { name: 'Expertise across MENA' })).getByRole('link', { name: 'Join Khibra' })).toHaveAttribute('href', '/signup');
  });

  it("shows 'error', what to do and Try again when the content service fails; trying again loads the page", async () => {
    let answers = 0;
    const api = stubApi({
      'GET /unauth/getcms': () => (++answers === 1 ? { status: 500, body: { message: 'boom', errors: { message: 'boom', error: 'internal' } } } : cmsRoute()['GET /unauth/getcms']),
    });
    const { user } = renderWithProviders(<AboutPage />, { route: '/about', path: '/about' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^error /);
    expect(alert).toHaveTextContent("The page's text could not be loaded. Please check your connection and try again.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: cmsFixture.aboutus.story.title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls('GET /unauth/getcms')).toHaveLength(2);
  });
});
