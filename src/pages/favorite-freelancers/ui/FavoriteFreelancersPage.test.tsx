import { screen, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { makeFreelancer, makeProfile, paged } from '@/entities/freelancer/testing';
import { FavoriteFreelancersPage } from './FavoriteFreelancersPage';

afterEach(() => jest.restoreAllMocks());

const many = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => makeFreelancer({ id: `f${from + i}`, user: { id: `u${from + i}`, firstName: `Fav${from + i}` } }));

describe('/favorite-freelancers', () => {

  it("shows 'No favorite freelancer added.' when there are none", async () => {
    const api = stubApi({
      'GET /user/myprofile': { body: { data: makeProfile() } },
      'GET /freelancer/favorite': { body: paged([]) },
    });
    renderWithProviders(<FavoriteFreelancersPage />, { route: '/favorite-freelancers', token: 't' });
    expect(screen.getByRole('heading', { level: 1, name: 'Favorite Freelancers' })).toBeInTheDocument();
    expect(await screen.findByText('No favorite freelancer added.')).toBeInTheDocument();
    expect(api.calls('GET /freelancer/favorite')[0].url.search).toBe('?page=0');
    expect(screen.queryByRole('navigation', { name: 'Favorites pages' })).not.toBeInTheDocument();
  });

  it('shows only cards whose id is among the favourite ids', async () => {
    stubApi({
      'GET /user/myprofile': { body: { data: makeProfile({ favoriteFreelancers: ['f0', 'f2'] }) } },
      'GET /freelancer/favorite': { body: paged(many(3)) },
    });
    renderWithProviders(<FavoriteFreelancersPage />, { route: '/favorite-freelancers', token: 't' });
    expect(await screen.findByRole('heading', { name: 'Fav0 Haddad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fav2 Haddad' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Fav1 Haddad' })).not.toBeInTheDocument();
  });

  it('pages with previous/next buttons that show 1-based page numbers, with a second pager under more than 5 cards', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `f${i}`);
    const api = stubApi({
      'GET /user/myprofile': { body: { data: makeProfile({ favoriteFreelancers: ids }) } },
      'GET /freelancer/favorite': (request) => {
        const page = Number(request.url.searchParams.get('page'));
        return { body: paged(page === 0 ? many(6) : many(6, 6), page, 2, 12) };
      },
    });
    const { user } = renderWithProviders(<FavoriteFreelancersPage />, { route: '/favorite-freelancers', token: 't' });
    await screen.findByRole('heading', { name: 'Fav5 Haddad' });
    const pagers = screen.getAllByRole('navigation', { name: 'Favorites pages' });
    expect(pagers).toHaveLength(2);
    expect(within(pagers[0]).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pagers[0]).getByRole('button', { name: /Previous/ })).toBeDisabled();
    const next = within(pagers[1]).getByRole('button', { name: 'Next page, page 2' });
    expect(next).toHaveTextContent('Page 2');
    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'Fav11 Haddad' })).toBeInTheDocument();
    expect(api.calls('GET /freelancer/favorite')[1].url.search).toBe('?page=1');
    expect(screen.getByTestId('location')).toHaveTextContent('/favorite-freelancers?page=2');
    const top = screen.getAllByRole('navigation', { name: 'Favorites pages' })[0];
    expect(within(top).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(top).getByRole('button', { name: 'Previous page, page 1' })).toBeEnabled();
    expect(within(top).getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  describe('un-starring', () => {
    /** A server with the given favourites, `size` to a page, newest first as stored; it answers after a moment, as a real one does. */
    function favouritesServer(ids: string[], size: number) {
      let favorites = [...ids];
      const all = many(ids.length);
      const later = () => new Promise((resolve) => setTimeout(resolve, 30));
      return stubApi({
        'GET /user/myprofile': () => ({ body: { data: makeProfile({ favoriteFreelancers: favorites }) }, wait: later() }),
        'GET /freelancer/favorite': (request) => {
          const page = Number(request.url.searchParams.get('page'));
          const listed = all.filter((freelancer) => favorites.includes(freelancer.id));
          const totalPages = Math.ceil(listed.length / size);
          return { body: paged(listed.slice(page * size, page * size + size), page, totalPages, listed.length), wait: later() };
        },
        'POST /freelancer/favorite': (request) => {
          const { id } = request.body as { id: string };
          favorites = favorites.filter((item) => item !== id);
          return { body: { data: { favoriteFreelancers: favorites } }, wait: later() };
        },
      });
    }

    /** Whether 'No favorite freelancer added.' was ever on screen. */
    function watchEmptyText() {
      const seen = { empty: false };
      const observer = new MutationObserver(() => {
        if (document.body.textContent?.includes('No favorite freelancer added.')) seen.empty = true;
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      return seen;
    }

    it('goes to the previous page when the last card of a page is un-starred', async () => {
      favouritesServer(['f0', 'f1', 'f2'], 2);
      const seen = watchEmptyText();
      const { user } = renderWithProviders(<FavoriteFreelancersPage />, { route: '/favorite-freelancers?page=2', token: 't' });
      await user.click(await screen.findByRole('button', { name: 'Remove Fav2 Haddad from favorites' }));
      expect(await screen.findByRole('heading', { name: 'Fav0 Haddad' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Fav1 Haddad' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/favorite-freelancers$/);
      expect(seen.empty).toBe(false);
    });

    it('never shows the empty text while favourites remain on later pages', async () => {
      favouritesServer(['f0', 'f1'], 1);
      const seen = watchEmptyText();
      const { user } = renderWithProviders(<FavoriteFreelancersPage />, { route: '/favorite-freelancers', token: 't' });
      await user.click(await screen.findByRole('button', { name: 'Remove Fav0 Haddad from favorites' }));
      expect(await screen.findByRole('heading', { name: 'Fav1 Haddad' })).toBeInTheDocument();
      expect(seen.empty).toBe(false);
    });

    it('shows the empty text once the last favourite is gone', async () => {
      favouritesServer(['f0'], 2);
      const { user } = renderWithProviders(<FavoriteFreelancersPage />, { route: '/favorite-freelancers', token: 't' });
      await user.click(await screen.findByRole('button', { name: 'Remove Fav0 Haddad from favorites' }));
      expect(await screen.findByText('No favorite freelancer added.')).toBeInTheDocument();
    });
  });
});
