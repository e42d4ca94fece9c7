import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setupTestStore, stubApi } from '@/shared/lib/test';
import { makeFreelancer, makeProfile, referenceFixture } from '@/entities/freelancer/testing';
import type { Freelancer } from '@/entities/freelancer';
import { FreelancerProfilePage } from './FreelancerProfilePage';

/** The profile page with its own saved profile answered by the API. */
async function renderWith(freelancer: Freelancer | null) {
  stubApi({
    'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-f1', firstName: 'Layla', lastName: 'Haddad' } }) } },
    'GET /freelancer': { body: { data: freelancer } },
    'GET /input': { body: { data: referenceFixture } },
  });
  window.localStorage.setItem('Auth', 'tok');
  const router = createMemoryRouter([{ path: '/freelancerprofile', element: <FreelancerProfilePage /> }], { initialEntries: ['/freelancerprofile'] });
  render(
    <Provider store={setupTestStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return screen.findByRole('region', { name: /Listing status/ });
}

afterEach(() => window.localStorage.clear());

describe('/freelancerprofile listing status', () => {
  it('says Listed, in green, when the profile is published, complete and approved', async () => {
    const region = await renderWith(makeFreelancer());
    expect(within(region).getByText('Listed')).toHaveClass('success');
    expect(region).toHaveTextContent('businesses find it in the freelancer search');
    expect(screen.queryByText('Not listed')).not.toBeInTheDocument();
  });

  it('with Publish = No shows Not listed and why, never a green Complete or Approved', async () => {
    const region = await renderWith(makeFreelancer({ experience: { publish: 'no' } }));
    expect(within(region).getByText('Not listed')).toHaveClass('warning');
    expect(within(region).getByRole('listitem')).toHaveTextContent('Publish Profile is set to No');
    expect(screen.queryByText('Listed')).not.toBeInTheDocument();
    expect(screen.queryByText('Complete')).not.toBeInTheDocument();
    expect(screen.queryByText('Approved')).not.toBeInTheDocument();
  });

  it('lists what the completeness rule still misses', async () => {
    const region = await renderWith(
      makeFreelancer({
        experience: { hourlyRate: '' },
        skills: [],
        resume: null,
        complete: false,
        isUpdate: { mailVerified: true, approve: false, applied: true },
      }),
    );
    expect(region).toHaveTextContent('Your profile is not complete');
    const checklist = within(region).getByRole('list', { name: 'Still missing (9 of 12 done)' });
    expect(within(checklist).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Hourly Rate', 'At least one skill', 'A resume (PDF)']);
  });

  it('says a complete profile awaits approval, without a checklist', async () => {
    const region = await renderWith(makeFreelancer({ isUpdate: { mailVerified: false, approve: false, applied: true } }));
    expect(region).toHaveTextContent('Your profile is complete and awaiting approval.');
    expect(within(region).queryByRole('list', { name: /Still missing/ })).not.toBeInTheDocument();
  });

  it('says Not listed when Khibra\'s team hid the profile, and quotes the team\'s note above', async () => {
    const region = await renderWith(makeFreelancer({ operatorHidden: { hiddenAt: '2026-11-20T08:00:00.000Z', note: 'Your headline carries a phone number.' } }));
    expect(within(region).getByText('Not listed')).toHaveClass('warning');
    expect(region).toHaveTextContent("Khibra's team hid your profile, as their note above says.");
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent("Khibra's team hid your profile from everyone but you. Their note:");
    expect(within(notice).getByText('Your headline carries a phone number.')).toHaveAttribute('dir', 'auto');
  });

  it('before the first save, lists every item of the checklist as missing', async () => {
    const region = await renderWith(null);
    expect(within(region).getByText('Not listed')).toHaveClass('warning');
    const checklist = within(region).getByRole('list', { name: 'Still missing (0 of 12 done)' });
    expect(within(checklist).getAllByRole('listitem')).toHaveLength(12);
  });
});
