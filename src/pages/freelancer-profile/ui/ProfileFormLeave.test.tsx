import { act, screen, waitFor } from '@testing-library/react';
import { makeFreelancer as baseFreelancer, makeProfile, referenceFixture } from '@/entities/freelancer/testing';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { FreelancerProfilePage } from './FreelancerProfilePage';

// The profile form on the shared scaffolding: a save lets the page go; the rules put the focus on the first invalid field.

afterEach(() => jest.restoreAllMocks());

const makeFreelancer = (overrides: Parameters<typeof baseFreelancer>[0] = {}) =>
  baseFreelancer({ ...overrides, experience: { startDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10), ...overrides.experience } });

function renderProfile() {
  const stored = makeFreelancer();
  stubApi({
    'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-f1' } }) } },
    'GET /freelancer': { body: { data: stored } },
    'GET /input': { body: { data: referenceFixture } },
    'POST /freelancer': { body: { data: { ...stored, companyName: `${stored.companyName} LLC` } } },
  });
  const view = renderWithProviders(<FreelancerProfilePage />, { token: 'tok', route: '/freelancerprofile', path: '/freelancerprofile', dataRouter: true });
  return { ...view, router: view.router! };
}

describe('/freelancerprofile, leaving', () => {
  it('after a successful save goes without asking', async () => {
    const { user, router } = renderProfile();
    await user.type(await screen.findByLabelText('Company name'), ' LLC');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Freelancer profile Saved')).toBeInTheDocument();
    await act(() => router.navigate('/freelancers'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/freelancers'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts the focus on the first invalid field when the rules stop a save', async () => {
    const { user } = renderProfile();
    const visa = await screen.findByLabelText(/^Residency Visa/);
    await user.clear(visa);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(visa).toHaveFocus());
    expect(visa).toHaveAttribute('aria-invalid', 'true');
  });
});
