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
    expect(screen.getByText('You applied on 6 March 2026 · Shortlisted on 8 March 2026')).toBeInTheDocument();
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

  const decided = (status: string, statusMessage = '') => ({ vacancy: makeVacancy(), on: '2026-03-06T10:00:00.000Z', status, statusAt: '2026-03-09T10:00:00.000Z', statusMessage, applicationId: 'a1', proposal, proposalFile: null });

  it('shows the day of a decline and the business’s message; a decided application is hidden (POST …/application/hide), never withdrawn', async () => {
    const api = stubApi({
      'GET /user/myprofile': { body: { data: makeProfile() } },
      'GET /vacancy/applied': { body: paged([decided('declined', 'We chose a trainer based in Jeddah.\nThank you.')]) },
      'POST /vacancy/v1/application/hide': { body: { data: { vacancy: 'v1', on: '2026-03-06T10:00:00.000Z' } } },
    });
    const { user } = renderWithProviders(<VacanciesAppliedPage />, { route: '/vacancies-applied', token: 't' });
    expect(await screen.findByText(/You applied on 6 March 2026 · Declined on 9 March 2026/)).toBeInTheDocument();
    expect(screen.getByText(/The business wrote: .*We chose a trainer based in Jeddah\.\s+Thank you\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide your application to Leadership trainer for a bank from this list' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Application hidden from your list')).toBeInTheDocument();
    expect(api.calls('POST /vacancy/v1/application/hide')).toHaveLength(1);
  });

  it('says "Position filled" with its day when another applicant was hired; a hire offers Hide and the review, not Delete', async () => {
    stubApi({
      'GET /user/myprofile': { body: { data: makeProfile() } },
      'GET /vacancy/applied': { body: paged([decided('filled'), { ...decided('hired'), vacancy: makeVacancy({ id: 'v2', title: 'Sales coach' }), applicationId: 'a2' }]) },
    });
    renderWithProviders(<VacanciesAppliedPage />, { route: '/vacancies-applied', token: 't' });
    expect(await screen.findByText('You applied on 6 March 2026 · Position filled on 9 March 2026')).toBeInTheDocument();
    expect(screen.getByText('You applied on 6 March 2026 · Hired on 9 March 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Hide your application/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reviews' })).toBeInTheDocument();
  });
});
