import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { makeFreelancer, makeProfile, paged } from '@/entities/freelancer/lib/test/fixtures';
import { FavoriteFreelancersPage } from './FavoriteFreelancersPage';

afterEach(() => jest.restoreAllMocks());

const many = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => makeFreelancer({ id: `f${from + i}`, user: { id: `u${from + i}`, firstName: `Fav${from + i}` } }));

describe('/favorite-freelancers', () => {
  it('sends visitors to /login', async () => {
    const api = stubApi({});
    renderWithProviders(<FavoriteFreelancersPage />, { route: '/favorite-freelancers' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(api.requests).toHaveLength(0);
  });

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
});
