import { screen } from '@testing-library/react';
import { makeProfile, paged } from '@/entities/freelancer/testing';
import { makeVacancy } from '@/entities/vacancy/testing';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { VacanciesPostedPage } from './VacanciesPostedPage';

afterEach(() => jest.restoreAllMocks());

describe('/vacancies-posted', () => {

  it("says 'No posted vacancies found.' when the user has none", async () => {
    stubApi({ 'GET /user/myprofile': { body: { data: makeProfile() } }, 'GET /vacancy/posted': { body: paged([], 0, 0, 0) } });
    renderWithProviders(<VacanciesPostedPage />, { route: '/vacancies-posted', token: 't' });
    expect(await screen.findByText('No posted vacancies found.')).toBeInTheDocument();
  });

  it('lists the posted vacancies in posted mode, paged from page 0', async () => {
    const api = stubApi({
      'GET /user/myprofile': { body: { data: makeProfile() } },
      'GET /vacancy/posted': { body: paged([makeVacancy({ appliedCount: 1 })], 0, 2, 11) },
    });
    renderWithProviders(<VacanciesPostedPage />, { route: '/vacancies-posted', token: 't' });
    expect(await screen.findByRole('link', { name: 'Update Leadership trainer for a bank' })).toHaveAttribute('href', '/vacancies/v1');
    expect(screen.getByRole('link', { name: 'Applied by 1 freelancer' })).toHaveAttribute('href', '/vacancies-posted/freelancers/v1');
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(api.calls('GET /vacancy/posted')[0].url.search).toBe('?page=0');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });

  it("quotes the team's note above the list for a vacancy Khibra's team hid, and nothing for the others", async () => {
    const hidden = makeVacancy({ id: 'v2', title: 'Sales lead', operatorHidden: { hiddenAt: '2026-11-20T08:00:00.000Z', note: 'Asks for a fee before the interview.' } });
    stubApi({ 'GET /user/myprofile': { body: { data: makeProfile() } }, 'GET /vacancy/posted': { body: paged([makeVacancy(), hidden], 0, 1, 2) } });
    renderWithProviders(<VacanciesPostedPage />, { route: '/vacancies-posted', token: 't' });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent("Khibra's team hid your vacancy “Sales lead” from everyone but you. Their note:");
    expect(notice).toHaveTextContent('Asks for a fee before the interview.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
