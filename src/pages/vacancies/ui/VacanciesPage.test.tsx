import { screen, waitFor, within } from '@testing-library/react';
import { makeProfile, paged } from '@/entities/freelancer/testing';
import { asVisitorSees, makeVacancy, vacancyReference } from '@/entities/vacancy/testing';
import { deferred, renderWithProviders, stubApi, type StubRoute } from '@/shared/lib/test';
import { VacanciesPage } from './VacanciesPage';

// jsdom has no scrolling; paging scrolls to the top.
beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const location = () => screen.getByTestId('location').textContent;
const many = (n: number) => Array.from({ length: n }, (_, i) => asVisitorSees(makeVacancy({ id: `v${i}`, title: `Vacancy ${i}` })));

function visitorRoutes(extra: Record<string, StubRoute> = {}) {
  return stubApi({
    'GET /unauth/input': { body: { data: vacancyReference } },
    'GET /unauth/vacancies': (request) => ({ body: paged(many(3), Number(request.url.searchParams.get('page')), 4, 33) }),
    'POST /unauth/vacancy/search': { body: paged(many(2)) },
    ...extra,
  });
}

describe('/vacancies', () => {
  it('lists public vacancies for visitors in normal mode with the search form, pager and cards', async () => {
    const api = visitorRoutes();
    renderWithProviders(<VacanciesPage />, { route: '/vacancies' });
    expect(await screen.findByRole('heading', { name: 'Vacancy 0' })).toBeInTheDocument();
    expect(api.calls('GET /unauth/vacancies')[0].url.search).toBe('?page=0');
    expect(api.calls('GET /unauth/vacancies')[0].headers.get('Authorization')).toBeNull();
    const form = within(screen.getByRole('search'));
    for (const label of ['Keywords', 'Country', 'City', 'Language', 'Nationality', 'Sort by']) {
      expect(form.getByLabelText(label)).toBeInTheDocument();
    }
    const sorts = within(form.getByLabelText('Sort by')).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(sorts).toEqual(['Most Recent', 'isConsultant', 'econsultants', 'isTrainer', '-1', '1']);
    const countries = within(form.getByLabelText('Country')).getAllByRole('option').map((o) => o.textContent);
    expect(countries.indexOf('Yemen') + 1).toBe(countries.findIndex((c) => c?.startsWith('──')));
    expect(screen.getByText('33 vacancies found')).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Pages' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Apply to/ })).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /^Update/ })).not.toBeInTheDocument();
  });

  it('marks the vacancies posted after newSince (an alert’s link) "New"; a visitor gets no Save this search', async () => {
    visitorRoutes({
      'GET /unauth/vacancies': {
        body: paged([
          asVisitorSees(makeVacancy({ id: 'v1', title: 'Fresh one', postedDate: '2026-03-02T08:00:00.000Z' })),
          asVisitorSees(makeVacancy({ id: 'v2', title: 'Older one', postedDate: '2026-02-20T08:00:00.000Z' })),
        ]),
      },
    });
    renderWithProviders(<VacanciesPage />, { route: '/vacancies?newSince=2026-03-01T00:00:00.000Z' });
    const fresh = (await screen.findByRole('heading', { name: 'Fresh one' })).closest('article')!;
    expect(within(fresh).getByText('New')).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { name: 'Older one' }).closest('article')!).queryByText('New')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
  });

  it('sends visitors to /login from Post Vacancy, members to /vacancies/create', async () => {
    visitorRoutes();
    const { unmount } = renderWithProviders(<VacanciesPage />, { route: '/vacancies' });
    expect(await screen.findByRole('link', { name: /Post Vacancy/ })).toHaveAttribute('href', '/login?next=%2Fvacancies%2Fcreate');
    unmount();
    stubApi({
      'GET /input': { body: { data: vacancyReference } },
      'GET /user/myprofile': { body: { data: makeProfile() } },
      'GET /vacancy/all': { body: paged([makeVacancy()]) },
    });
    renderWithProviders(<VacanciesPage />, { route: '/vacancies', token: 't' });
    expect(await screen.findByRole('link', { name: /Post Vacancy/ })).toHaveAttribute('href', '/vacancies/create');
    expect(await screen.findByRole('button', { name: 'Save this search' })).toBeInTheDocument();
  });

  it("says 'No vacancies found.' when there are none", async () => {
    visitorRoutes({ 'GET /unauth/vacancies': { body: paged([], 0, 0, 0) } });
    renderWithProviders(<VacanciesPage />, { route: '/vacancies' });
    expect(await screen.findByText('No vacancies found.')).toBeInTheDocument();
    expect(screen.queryByText('No vacancies found with match query.')).not.toBeInTheDocument();
  });

  it("says 'No vacancies found with match query.' when filters find nothing", async () => {
    visitorRoutes({ 'POST /unauth/vacancy/search': { body: paged([], 0, 0, 0) } });
    renderWithProviders(<VacanciesPage />, { route: '/vacancies?keywords=astronaut' });
    expect(await screen.findByText('No vacancies found with match query.')).toBeInTheDocument();
  });

  it('an empty search links to the same search without one filter, with how many each finds', async () => {
    const api = visitorRoutes({
      'POST /unauth/vacancy/search': (request) => {
        const body = request.body as Record<string, string>;
        return body.country
          ? { body: { ...paged([], 0, 0, 0), suggestions: [{ drop: 'country', total: 2 }, { drop: 'keywords', total: 150, capped: true }] } }
          : { body: paged(many(2)) };
      },
    });
    const { user } = renderWithProviders(<VacanciesPage />, { route: '/vacancies?keywords=trainer&country=Qatar' });
    expect(await screen.findByText('No vacancies found with match query.')).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Searches with results' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Remove country: Qatar2 results', 'Remove the keywords “\u2068trainer\u2069”150+ results']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/vacancies?keywords=trainer', '/vacancies?country=Qatar']);
    await user.click(links[0]);
    expect(await screen.findByRole('heading', { name: 'Vacancy 1' })).toBeInTheDocument();
    expect(location()).toBe('/vacancies?keywords=trainer');
    expect(api.calls('POST /unauth/vacancy/search')).toHaveLength(2);
  });

  it('logged in: GET /vacancy/all without filters, POST /vacancy/search with them; any change resets to page 0', async () => {
    const api = stubApi({
      'GET /input': { body: { data: vacancyReference } },
      'GET /user/myprofile': { body: { data: makeProfile() } },
      'GET /vacancy/all': (request) => ({ body: paged([makeVacancy()], Number(request.url.searchParams.get('page')), 5, 41) }),
      'POST /vacancy/search': (request) => ({ body: paged([makeVacancy()], Number(request.url.searchParams.get('page')), 2, 12) }),
    });
    const { user } = renderWithProviders(<VacanciesPage />, { route: '/vacancies?page=4', token: 't' });
    await screen.findByRole('heading', { name: 'Leadership trainer for a bank' });
    expect(api.calls('GET /vacancy/all')[0].url.searchParams.get('page')).toBe('3');
    expect(api.calls('GET /vacancy/all')[0].headers.get('Authorization')).toBe('t');

    await user.selectOptions(screen.getByLabelText('Country'), 'Oman');
    await waitFor(() => expect(api.calls('POST /vacancy/search')).toHaveLength(1));
    expect(api.calls('POST /vacancy/search')[0].url.searchParams.get('page')).toBe('0');
    expect(api.calls('POST /vacancy/search')[0].body).toEqual({ country: 'Oman' });
    expect(location()).toBe('/vacancies?country=Oman');

    // Page 2, then new keywords: back to page 0 with every filter in the body and the URL.
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toBe('/vacancies?country=Oman&page=2'));
    await user.type(screen.getByLabelText('Keywords'), 'trainer');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/vacancies?keywords=trainer&country=Oman'));
    const last = api.calls('POST /vacancy/search').at(-1);
    expect(last?.body).toEqual({ keywords: 'trainer', country: 'Oman' });
    expect(last?.url.searchParams.get('page')).toBe('0');

    await user.selectOptions(screen.getByLabelText('Sort by'), '-1');
    await waitFor(() => expect(location()).toBe('/vacancies?keywords=trainer&country=Oman&sortBy=-1'));

    // Filters: a skill, a workstation and a rate range, in the URL and the body.
    await user.selectOptions(screen.getByLabelText('Skill'), 'Leadership');
    await user.selectOptions(screen.getByLabelText('Work station'), 'Remote');
    await user.selectOptions(screen.getByLabelText('Hourly rate'), '$75 - $100');
    await waitFor(() => expect(location()).toBe('/vacancies?keywords=trainer&country=Oman&skill=Leadership&workstation=Remote&hourlyRate=%2475+-+%24100&sortBy=-1'));
    await waitFor(() => expect(api.calls('POST /vacancy/search').at(-1)?.body).toEqual({ keywords: 'trainer', country: 'Oman', skill: 'Leadership', workstation: 'Remote', hourlyRate: '$75 - $100', sortBy: '-1' }));
  });

  it('marks the old results busy and the Search button busy while the next page loads', async () => {
    const held = deferred();
    visitorRoutes({
      'GET /unauth/vacancies': (request) => {
        const page = Number(request.url.searchParams.get('page'));
        const list = page === 0 ? many(3) : [asVisitorSees(makeVacancy({ id: 'next', title: 'Next vacancy' }))];
        return { body: paged(list, page, 4, 33), wait: page === 0 ? undefined : held.promise };
      },
    });
    const { user } = renderWithProviders(<VacanciesPage />, { route: '/vacancies' });
    await screen.findByRole('heading', { name: 'Vacancy 0' });
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(results).not.toHaveAttribute('aria-busy');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    // The old cards stay (dimmed), the region says it is busy, and so does Search.
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('heading', { name: 'Vacancy 0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-busy', 'true');

    held.resolve();
    expect(await screen.findByRole('heading', { name: 'Next vacancy' })).toBeInTheDocument();
    expect(results).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Search' })).not.toHaveAttribute('aria-busy');
  });

  it('says a page past the last one does not exist, and offers the way back to the last page', async () => {
    visitorRoutes({
      'GET /unauth/vacancies': (request) => {
        const page = Number(request.url.searchParams.get('page'));
        return { body: paged(page < 3 ? many(3) : [], page, 3, 33) };
      },
    });
    const { user } = renderWithProviders(<VacanciesPage />, { route: '/vacancies?page=99' });
    expect(await screen.findByText('There is no page 99. The last page is 3.')).toBeInTheDocument();
    expect(screen.queryByText('No vacancies found.')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(location()).toBe('/vacancies?page=3'));
    expect(await screen.findByRole('heading', { name: 'Vacancy 0' })).toBeInTheDocument();
  });

  it('shows a second pager below more than 5 results', async () => {
    visitorRoutes({ 'GET /unauth/vacancies': { body: paged(many(6), 0, 3, 26) } });
    renderWithProviders(<VacanciesPage />, { route: '/vacancies' });
    await screen.findByRole('heading', { name: 'Vacancy 5' });
    expect(screen.getAllByRole('navigation', { name: 'Pages' })).toHaveLength(2);
  });
});
