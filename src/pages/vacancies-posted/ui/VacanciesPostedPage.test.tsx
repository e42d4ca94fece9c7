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
});
