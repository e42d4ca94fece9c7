import { screen } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { makeFreelancer, makeProfile } from '@/entities/freelancer/testing';
import { FreelancerPage } from './FreelancerPage';

afterEach(() => jest.restoreAllMocks());

describe('/freelancer/:id', () => {
  it('reads one freelancer through /unauth for visitors', async () => {
    const api = stubApi({ 'GET /unauth/freelancer/f1': { body: { data: makeFreelancer({ user: { email: undefined } }) } } });
    renderWithProviders(<FreelancerPage />, { route: '/freelancer/f1', path: '/freelancer/:freelancerId' });
    expect(await screen.findByRole('heading', { name: 'Layla Haddad' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Please login to view' })).toBeInTheDocument();
    expect(api.calls('GET /unauth/freelancer/f1')[0].headers.get('Authorization')).toBeNull();
  });

  it("shows 'No freelancer found.' for an unknown id", async () => {
    stubApi({ 'GET /unauth/freelancer/nope': { status: 404, body: { message: 'No freelancer found.', errors: { message: 'No freelancer found.' } } } });
    renderWithProviders(<FreelancerPage />, { route: '/freelancer/nope', path: '/freelancer/:freelancerId' });
    expect(await screen.findByText('No freelancer found.')).toBeInTheDocument();
  });

  it('offers a business Invite to apply on the freelancer’s page', async () => {
    stubApi({
      'GET /freelancer/f1': { body: { data: makeFreelancer() } },
      'GET /user/myprofile': { body: { data: makeProfile({ user: { Iam: ['Business'] } }) } },
    });
    renderWithProviders(<FreelancerPage />, { route: '/freelancer/f1', path: '/freelancer/:freelancerId', token: 'tok' });
    expect(await screen.findByRole('button', { name: 'Invite to apply: Layla Haddad' })).toBeInTheDocument();
  });
});
