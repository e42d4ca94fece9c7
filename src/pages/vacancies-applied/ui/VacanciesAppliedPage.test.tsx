import { screen, within } from '@testing-library/react';
import { makeProfile, paged } from '@/entities/freelancer/testing';
import { makeVacancy } from '@/entities/vacancy/testing';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { VacanciesAppliedPage } from './VacanciesAppliedPage';

afterEach(() => jest.restoreAllMocks());

const proposal = { coverLetter: 'I have run this programme for three banks.', proposedRate: 60, availableFrom: '2026-04-01' };

describe('/vacancies-applied', () => {

  it("says 'No applied vacancies found.' when the user has none", async () => {
    stubApi({ 'GET /user/myprofile': { body: { data: makeProfile() } }, 'GET /vacancy/applied': { body: paged([], 0, 0, 0) } });
    renderWithProviders(<VacanciesAppliedPage />, { route: '/vacancies-applied', token: 't' });
    expect(await screen.findByText('No applied vacancies found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse vacancies' })).toHaveAttribute('href', '/vacancies');
  });

  it('lists the applications in applied mode, a removed vacancy included', async () => {
    stubApi({
      'GET /user/myprofile': { body: { data: makeProfile() } },
      'GET /vacancy/applied': {
        body: paged([
          { vacancy: makeVacancy(), on: '2026-03-06T10:00:00.000Z', status: 'shortlisted', statusAt: '2026-03-08T10:00:00.000Z', statusMessage: '', applicationId: 'a1', proposal },
          { vacancy: makeVacancy({ id: 'v2', title: '' }), on: '2026-03-07T10:00:00.000Z', status: 'new', statusAt: null, statusMessage: '', applicationId: 'a2', proposal },
        ]),
      },
    });
    renderWithProviders(<VacanciesAppliedPage />, { route: '/vacancies-applied', token: 't' });
    expect(await screen.findByRole('button', { name: 'Delete your application to Leadership trainer for a bank' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vacancy was removed' })).toBeInTheDocument();
    expect(screen.getByText('Vacancy Deleted')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Delete/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
    // Where the business has put each application, once it acted on it.
    expect(screen.getByText('You applied on 6 March 2026 · Shortlisted')).toBeInTheDocument();
    expect(screen.getByText('You applied on 7 March 2026')).toBeInTheDocument();
    // Neither proposal can change: one was shortlisted, the other's vacancy is gone.
    expect(screen.queryByRole('button', { name: /Edit proposal for/ })).not.toBeInTheDocument();
  });

  it('changes a proposal the business has not acted on (PUT /vacancy/{id}/application)', async () => {
    const api = stubApi({
      'GET /user/myprofile': { body: { data: makeProfile() } },
      'GET /vacancy/applied': { body: paged([{ vacancy: makeVacancy(), on: '2026-03-06T10:00:00.000Z', status: 'viewed', statusAt: '2026-03-07T10:00:00.000Z', statusMessage: '', applicationId: 'a1', proposal }]) },
      'PUT /vacancy/v1/application': { body: { data: {} } },
    });
    const { user } = renderWithProviders(<VacanciesAppliedPage />, { route: '/vacancies-applied', token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Edit proposal for Leadership trainer for a bank' }));
    const dialog = await screen.findByRole('dialog');
    const letter = within(dialog).getByRole('textbox', { name: /Cover letter/ });
    expect(letter).toHaveValue(proposal.coverLetter);
    await user.clear(letter);
    await user.type(letter, 'A sharper letter.');
    await user.click(within(dialog).getByRole('button', { name: 'Save proposal' }));
    expect(await screen.findByText('Proposal saved')).toBeInTheDocument();
    expect(api.calls('PUT /vacancy/v1/application')[0].body).toEqual({ coverLetter: 'A sharper letter.', proposedRate: 60, availableFrom: '2026-04-01' });
  });
});
