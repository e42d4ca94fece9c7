import { screen, waitFor, within } from '@testing-library/react';
import type { SuggestedFreelancer } from '@contracts/alerts';
import { makeFreelancer, makeProfile, paged } from '@/entities/freelancer/testing';
import { makeVacancy } from '@/entities/vacancy/testing';
import { violations } from '@/features/report/ui/axe.testing';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { SuggestedFreelancers } from './SuggestedFreelancers';

afterEach(() => jest.restoreAllMocks());

const suggestion = (id: string, firstName: string, skills: string[], invited = false): SuggestedFreelancer => ({
  freelancer: makeFreelancer({ id, user: { id: `u-${id}`, firstName }, profileHeader: `${firstName}'s headline` }),
  why: { skills },
  invited,
});

describe('Suggested freelancers', () => {
  it('lists who matches with the skills they share and Invite, or Invited; an invitation turns Invite into Invited', async () => {
    let invited = false;
    const api = stubApi({
      'GET /user/myprofile': { body: { data: makeProfile({ user: { Iam: ['Business'] }, postedVacancies: ['v1', 'v2'] }) } },
      'GET /vacancy/v1/suggested-freelancers': () => ({
        body: { data: [suggestion('f1', 'Layla', ['Leadership', 'Coaching', 'Risk Management'], invited), suggestion('f2', 'Sara', ['Leadership'], true)] },
      }),
      'GET /vacancy/posted': { body: paged([makeVacancy({ id: 'v2', title: 'Another one' }), makeVacancy({ id: 'v1', title: 'Leadership trainer' })]) },
      'POST /vacancy/v1/invitations': () => {
        invited = true;
        return { body: { data: { id: 'i1', vacancyId: 'v1', freelancerId: 'f1', note: null, createdAt: '' } } };
      },
    });
    const { user } = renderWithProviders(<SuggestedFreelancers vacancyId="v1" />, { token: 'tok' });
    const section = await screen.findByRole('region', { name: 'Suggested freelancers' });
    const [layla, sara] = within(section).getAllByRole('listitem');
    expect(within(layla!).getByRole('link', { name: 'Layla Haddad' })).toHaveAttribute('href', '/freelancer/f1');
    expect(within(layla!).getByText("Layla's headline")).toBeInTheDocument();
    expect(within(layla!).getByText('3 of the skills you need: Leadership, Coaching, Risk Management')).toBeInTheDocument();
    expect(within(sara!).getByText('1 of the skills you need: Leadership')).toBeInTheDocument();
    expect(within(sara!).getByText('Invited')).toBeInTheDocument();
    expect(within(sara!).queryByRole('button')).not.toBeInTheDocument();
    expect(await violations(section)).toEqual([]);

    await user.click(within(layla!).getByRole('button', { name: 'Invite to apply: Layla Haddad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite \u2068Layla Haddad\u2069 to apply' });
    // This vacancy is chosen at first.
    expect(await within(dialog).findByRole('combobox', { name: /Vacancy/ })).toHaveValue('v1');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /vacancy/v1/invitations').map((call) => call.body)).toEqual([{ freelancerId: 'f1' }]);
    await waitFor(() => expect(within(screen.getAllByRole('listitem')[0]!).getByText('Invited')).toBeInTheDocument());
    expect(api.calls('GET /vacancy/v1/suggested-freelancers')).toHaveLength(2);
  });

  it('says when nobody else matches, and shows nothing when the list cannot be read', async () => {
    stubApi({ 'GET /vacancy/v1/suggested-freelancers': { body: { data: [] } } });
    const { unmount } = renderWithProviders(<SuggestedFreelancers vacancyId="v1" />, { token: 'tok' });
    expect(await screen.findByText('No other freelancer matches this vacancy’s skills yet.')).toBeInTheDocument();
    unmount();
    jest.restoreAllMocks();
    const api = stubApi({ 'GET /vacancy/v1/suggested-freelancers': { status: 403, body: { message: 'No', errors: { message: 'No', error: 'forbidden' } } } });
    renderWithProviders(<SuggestedFreelancers vacancyId="v1" />, { token: 'tok' });
    await waitFor(() => expect(api.calls('GET /vacancy/v1/suggested-freelancers')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Suggested freelancers' })).not.toBeInTheDocument();
  });
});
