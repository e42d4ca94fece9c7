import { screen } from '@testing-library/react';
import { makeProfile } from '@/entities/freelancer/lib/test/fixtures';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { FavoriteButton } from './FavoriteButton';

afterEach(() => jest.restoreAllMocks());

describe('FavoriteButton', () => {
  // The own card offers no star (widgets/freelancer-card); should a stale page still send it, the refusal is shown.
  it("shows the server's refusal 'You cannot favorite yourself.' and puts the star back", async () => {
    stubApi({
      'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-f1' } }) } },
      'POST /freelancer/favorite': {
        status: 400,
        body: { message: 'You cannot favorite yourself.', errors: { message: 'You cannot favorite yourself.', error: 'Bad Request' } },
      },
    });
    const { user } = renderWithProviders(<FavoriteButton freelancerId="f1" name="Layla Haddad" />, { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Add Layla Haddad to favorites' }));
    expect(await screen.findByText('You cannot favorite yourself.')).toBeInTheDocument();
    // The optimistic flip is undone once the refusal is handled.
    expect(await screen.findByRole('button', { name: 'Add Layla Haddad to favorites' })).toHaveAttribute('aria-pressed', 'false');
  });
});
