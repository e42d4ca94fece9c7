import { screen, waitFor } from '@testing-library/react';
import { makeProfile } from '@/entities/freelancer/testing';
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

  it('keeps the focus on the star toggled with Space or Enter, while the request runs and after (its label changes)', async () => {
    let favorites: string[] = [];
    let release = () => {};
    const api = stubApi({
      'GET /user/myprofile': () => ({ body: { data: makeProfile({ user: { id: 'u-me' }, favoriteFreelancers: favorites }) } }),
      'POST /freelancer/favorite': (request) => {
        favorites = (request.body as { fav: boolean }).fav ? ['f1'] : [];
        return { body: { data: { favoriteFreelancers: favorites } }, wait: new Promise<void>((resolve) => (release = resolve)) };
      },
    });
    const { user } = renderWithProviders(<FavoriteButton freelancerId="f1" name="Layla Haddad" />, { token: 't' });
    const star = await screen.findByRole('button', { name: 'Add Layla Haddad to favorites' });
    star.focus();
    await user.keyboard(' ');
    // While the request runs the star says it is busy and keeps the focus: browsers move the focus of a
    // disabled button to the page body (jsdom does not), so the star is never disabled, only aria-disabled.
    await waitFor(() => expect(star).toHaveAttribute('aria-busy', 'true'));
    expect(star).not.toBeDisabled();
    expect(star).toHaveAttribute('aria-disabled', 'true');
    expect(star).toHaveFocus();
    // A second press while busy sends nothing.
    await user.keyboard(' ');
    expect(api.calls('POST /freelancer/favorite')).toHaveLength(1);
    release();
    await waitFor(() => expect(star).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('button', { name: 'Remove Layla Haddad from favorites' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(star).toHaveAttribute('aria-busy', 'true'));
    expect(star).not.toBeDisabled();
    expect(star).toHaveFocus();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Layla Haddad to favorites' })).not.toHaveAttribute('aria-busy'));
    expect(star).toHaveFocus();
  });
});
