import { screen, within } from '@testing-library/react';
import { makeProfile } from '@/entities/freelancer/testing';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { UserMenu } from './UserMenu';

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

const FREELANCER_ITEMS = ['Freelancer Profile', 'e-Consultation Settings', 'Applied To Vacancies'];

async function openMenu(iam: string[]) {
  stubApi({ 'GET /user/myprofile': { body: { data: makeProfile({ user: { Iam: iam } }) } } });
  const { user } = renderWithProviders(<UserMenu />, { token: 't' });
  await user.click(await screen.findByRole('button', { name: 'Account menu for Omar Said' }));
  return within(screen.getByRole('list')).getAllByRole('link').map((link) => link.textContent);
}

describe('UserMenu and the account roles (see docs/reference.md#screens, #roles)', () => {
  it('offers a business-only account no freelancer items', async () => {
    const items = await openMenu(['Business']);
    for (const item of FREELANCER_ITEMS) expect(items).not.toContain(item);
    expect(items).toEqual(['My Account', 'Favorite Freelancers', 'Posted Vacancies', 'Company Page', 'e-Consultant Booking', 'Help and Support']);
  });

  it('keeps every item for freelancers and members without a role yet', async () => {
    const items = await openMenu(['Trainer']);
    for (const item of FREELANCER_ITEMS) expect(items).toContain(item);
  });

  it('says which account is signed in, in the menu itself (a phone shows only the photo on the button)', async () => {
    await openMenu(['Trainer']);
    const menu = screen.getByRole('list');
    expect(within(menu).getByText('Signed in as')).toBeInTheDocument();
    expect(within(menu).getByText('Omar Said')).toBeInTheDocument();
    expect(within(menu).getByText('omar@example.com')).toBeInTheDocument();
  });
});
