import { screen, waitFor } from '@testing-library/react';
import { makeFreelancer, makeProfile } from '@/entities/freelancer/lib/test/fixtures';
import { makeVacancy } from '@/entities/vacancy/lib/test/fixtures';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { VacancyApplicantsPage } from './VacancyApplicantsPage';

// jsdom has no scrolling; paging scrolls to the top.
beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const render = (route = '/vacancies-posted/freelancers/v1') =>
  renderWithProviders(<VacancyApplicantsPage />, { route, path: '/vacancies-posted/freelancers/:vacancyId', token: 't' });

describe('/vacancies-posted/freelancers/{vacancyId}', () => {

  it('shows the applicants with arrows and a page number from 1; Next only while doesNextExist', async () => {
    const api = stubApi({
      'GET /user/myprofile': { body: { data: makeProfile() } },
      'GET /vacancy/v1': { body: { data: makeVacancy() } },
      'GET /vacancy/freelancers/v1': (request) => {
        const page = Number(request.url.searchParams.get('page'));
        return page === 1
          ? { body: { data: { data: [makeFreelancer({ id: 'f1' })], doesNextExist: true } } }
          : { body: { data: { data: [makeFreelancer({ id: 'f2', user: { id: 'u2', firstName: 'Sara' } })], doesNextExist: false } } };
      },
    });
    const { user } = render();
    expect(await screen.findByRole('heading', { name: 'Layla Haddad' })).toBeInTheDocument();
    // The title is what the business typed: isolated, so in either script it keeps its place inside the quotes.
    expect(screen.getByText('Applicants to “\u2068Leadership trainer for a bank\u2069”')).toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(api.calls('GET /vacancy/freelancers/v1')[0].url.search).toBe('?page=1');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Sara Haddad' })).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/vacancies-posted/freelancers/v1?page=2');

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(screen.getByText('Page 1')).toBeInTheDocument());
  });

  it("tells a member who is not the poster that it is not their vacancy (the server's 403), not that loading failed", async () => {
    const refusal = 'Only the poster of this vacancy can do this.';
    stubApi({
      'GET /user/myprofile': { body: { data: makeProfile() } },
      'GET /vacancy/v1': { body: { data: makeVacancy() } },
      'GET /vacancy/freelancers/v1': { status: 403, body: { message: refusal, errors: { message: refusal, error: 'forbidden' }, _code: 403, _message: refusal } },
    });
    render();
    expect(await screen.findByText('This is not your vacancy. Only the business that posted it can see who applied.')).toBeInTheDocument();
    expect(screen.queryByText('The applicants could not be loaded. Please try again.')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Applicant pages' })).not.toBeInTheDocument();
  });

  it('says when the vacancy no longer exists (404)', async () => {
    const missing = 'Vacancy not found.';
    stubApi({
      'GET /user/myprofile': { body: { data: makeProfile() } },
      'GET /vacancy/v1': { status: 404, body: { message: missing, errors: { message: missing, error: 'notFound' } } },
      'GET /vacancy/freelancers/v1': { status: 404, body: { message: missing, errors: { message: missing, error: 'notFound' } } },
    });
    render();
    expect(await screen.findByText('This vacancy does not exist or has been deleted.')).toBeInTheDocument();
  });

  it('says loading failed, and to try again, for other errors', async () => {
    stubApi({
      'GET /user/myprofile': { body: { data: makeProfile() } },
      'GET /vacancy/v1': { body: { data: makeVacancy() } },
      'GET /vacancy/freelancers/v1': { status: 500, body: { message: 'boom', errors: { message: 'boom', error: 'internal' } } },
    });
    render();
    expect(await screen.findByText('The applicants could not be loaded. Please try again.')).toBeInTheDocument();
  });

  it('says when nobody has applied', async () => {
    stubApi({
      'GET /user/myprofile': { body: { data: makeProfile() } },
      'GET /vacancy/v1': { body: { data: makeVacancy() } },
      'GET /vacancy/freelancers/v1': { body: { data: { data: [], doesNextExist: false } } },
    });
    render();
    expect(await screen.findByText('No freelancer has applied on this page.')).toBeInTheDocument();
  });
});
