import { screen, waitFor, within } from '@testing-library/react';
import { setLocaleSource } from '@contracts/locale';
import { loadMessages } from '@/shared/i18n';
import { deferred, renderWithProviders, stubApi, type StubRoute } from '@/shared/lib/test';
import { makeFreelancer, makeProfile, paged, referenceFixture } from '@/entities/freelancer/testing';
import { FreelancersPage } from './FreelancersPage';

afterEach(() => jest.restoreAllMocks());

const many = (n: number) => Array.from({ length: n }, (_, i) => makeFreelancer({ id: `f${i}`, user: { id: `u${i}`, firstName: `Name${i}` } }));

function visitorRoutes(extra: Record<string, StubRoute> = {}) {
  return stubApi({
    'GET /unauth/input': { body: { data: referenceFixture } },
    'GET /unauth/freelancers/page': (request) => ({ body: paged(many(3), Number(request.url.searchParams.get('page')), 4, 33) }),
    'GET /unauth/freelancers': { body: paged(many(2)) },
    ...extra,
  });
}

const location = () => screen.getByTestId('location').textContent;

describe('/freelancers', () => {
  it('marks the profiles listed after newSince (an alert’s link) "New", and offers a member to save the search', async () => {
    stubApi({
      'GET /input': { body: { data: referenceFixture } },
      'GET /user/myprofile': { body: { data: makeProfile() } },
      'GET /freelancer/search': {
        body: paged([
          makeFreelancer({ id: 'f1', user: { id: 'u1', firstName: 'Fresh' }, createdAt: '2026-03-02T08:00:00.000Z' }),
          makeFreelancer({ id: 'f2', user: { id: 'u2', firstName: 'Older' }, createdAt: '2026-02-20T08:00:00.000Z' }),
        ]),
      },
    });
    renderWithProviders(<FreelancersPage />, { route: '/freelancers?skills=Leadership&newSince=2026-03-01T00:00:00.000Z', token: 't' });
    const fresh = (await screen.findByRole('heading', { name: 'Fresh Haddad' })).closest('article')!;
    expect(within(fresh).getByText('New')).toBeInTheDocument();
    const older = screen.getByRole('heading', { name: 'Older Haddad' }).closest('article')!;
    expect(within(older).queryByText('New')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save this search' })).toBeInTheDocument();
  });

  it('names the sort options in the page language', async () => {
    visitorRoutes();
    const { unmount } = renderWithProviders(<FreelancersPage />, { route: '/freelancers' });
    await screen.findByRole('heading', { name: 'Name0 Haddad' });
    const labels = () => within(screen.getByLabelText(/^(Sort by|الترتيب حسب)/)).getAllByRole('option').map((o) => o.textContent);
    expect(labels()).toEqual(['Best match', 'Most Recent', 'Name', 'Years of Experience', 'Hourly Rate', 'Availability', 'Top rated', 'E-Consultants', 'Consultants', 'Trainers']);
    unmount();
    setLocaleSource(() => 'ar');
    try {
      await loadMessages();
      renderWithProviders(<FreelancersPage />, { route: '/freelancers' });
      await screen.findByRole('heading', { name: 'Name0 Haddad' });
      expect(labels()).toEqual(['الأكثر تطابقًا', 'الأحدث', 'الاسم', 'سنوات الخبرة', 'الأجر بالساعة', 'التفرّغ', 'الأعلى تقييمًا', 'المستشارون الإلكترونيون', 'المستشارون', 'المدربون']);
    } finally {
      setLocaleSource(() => 'en');
    }
  });

  it('lists the plain page for visitors with every search field and the sort options', async () => {
    const api = visitorRoutes();
    renderWithProviders(<FreelancersPage />, { route: '/freelancers' });
    expect(await screen.findByRole('heading', { name: 'Name0 Haddad' })).toBeInTheDocument();
    expect(api.calls('GET /unauth/freelancers/page')[0].url.search).toBe('?page=0');
    expect(api.calls('GET /unauth/freelancers/page')[0].headers.get('Authorization')).toBeNull();
    const form = within(screen.getByRole('search'));
    for (const label of ['Freelancer name', 'Country', 'City', 'Language', 'Nationality', 'Sort by']) {
      expect(form.getByLabelText(label)).toBeInTheDocument();
    }
    expect(form.getByRole('searchbox', { name: 'Type to filter skills' })).toBeInTheDocument();
    const sortOptions = within(form.getByLabelText('Sort by')).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(sortOptions).toEqual(['', 'recent', 'name', 'years', 'rate', 'availability', 'rating', 'E-Consultant', 'Consultant', 'Trainer']);
    // The country list carries the divider after Yemen.
    const countries = within(form.getByLabelText('Country')).getAllByRole('option').map((o) => o.textContent);
    expect(countries.indexOf('Yemen') + 1).toBe(countries.findIndex((c) => c?.startsWith('──')));
    expect(screen.getByText('33 freelancers found')).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Pages' })).toHaveLength(1);
  });

  it("warns 'Please enter your search inputs.' when Search has nothing to search", async () => {
    const api = visitorRoutes();
    const { user } = renderWithProviders(<FreelancersPage />, { route: '/freelancers' });
    await screen.findByRole('heading', { name: 'Name0 Haddad' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your search inputs.');
    expect(api.calls('GET /unauth/freelancers')).toHaveLength(0);
  });

  it('switches to the filtered search and resets to page 0 when a filter changes', async () => {
    const api = visitorRoutes();
    const { user } = renderWithProviders(<FreelancersPage />, { route: '/freelancers?page=3' });
    await screen.findByRole('heading', { name: 'Name0 Haddad' });
    expect(api.calls('GET /unauth/freelancers/page')[0].url.searchParams.get('page')).toBe('2');

    await user.type(screen.getByLabelText('City'), 'Muscat');
    await user.selectOptions(screen.getByLabelText('Country'), 'Oman');
    await user.type(screen.getByRole('searchbox', { name: 'Type to filter skills' }), 'Sales{Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(api.calls('GET /unauth/freelancers')).toHaveLength(1));
    const query = api.calls('GET /unauth/freelancers')[0].url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ skills: 'Sales', country: 'Oman', city: 'Muscat', page: '0' });
    expect(location()).toBe('/freelancers?skills=Sales&country=Oman&city=Muscat');

    // A new sort order applies at once and starts again at page 0.
    await user.selectOptions(screen.getByLabelText('Sort by'), 'rate');
    await waitFor(() => expect(api.calls('GET /unauth/freelancers')).toHaveLength(2));
    expect(api.calls('GET /unauth/freelancers')[1].url.searchParams.get('sort')).toBe('rate');
    expect(api.calls('GET /unauth/freelancers')[1].url.searchParams.get('page')).toBe('0');
  });

  it('keywords, hourly rate, availability, work station and least years: sent to the search, kept in the URL, each a suggestion to drop', async () => {
    const api = visitorRoutes({
      'GET /unauth/freelancers': {
        body: {
          ...paged([]),
          suggestions: [
            { drop: 'q', total: 4 },
            { drop: 'yearsMin', total: 3 },
            { drop: 'workStation', total: 2 },
          ],
        },
      },
    });
    const { user } = renderWithProviders(<FreelancersPage />, { route: '/freelancers' });
    await screen.findByRole('heading', { name: 'Name0 Haddad' });
    await user.type(screen.getByRole('searchbox', { name: 'Keywords' }), 'banks');
    await user.selectOptions(screen.getByLabelText('Hourly rate'), '$75 - $100');
    await user.selectOptions(screen.getByLabelText('Availability'), 'Part time');
    await user.selectOptions(screen.getByLabelText('Work station'), 'Remote');
    await user.selectOptions(screen.getByLabelText('Experience'), '10+ years');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(api.calls('GET /unauth/freelancers')).toHaveLength(1));
    const query = Object.fromEntries(api.calls('GET /unauth/freelancers')[0].url.searchParams);
    expect(query).toEqual({ q: 'banks', hourlyRate: '$75 - $100', availability: 'Part time', workStation: 'Remote', yearsMin: '10', page: '0' });
    expect(location()).toBe('/freelancers?q=banks&hourlyRate=%2475+-+%24100&availability=Part+time&workStation=Remote&yearsMin=10');
    const suggestions = within(await screen.findByRole('navigation', { name: 'Searches with results' }));
    expect(suggestions.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Remove the keywords “\u2068banks\u2069”4 results',
      'Remove experience: 10+ years3 results',
      'Remove work station: Remote2 results',
    ]);
    expect(suggestions.getAllByRole('link')[1].getAttribute('href')).toBe('/freelancers?q=banks&hourlyRate=%2475+-+%24100&availability=Part+time&workStation=Remote');
  });

  it('pages through the filtered search and shows a second pager below more than 5 results', async () => {
    const api = visitorRoutes({
      'GET /unauth/freelancers': (request) => ({ body: paged(many(6), Number(request.url.searchParams.get('page')), 3, 26) }),
    });
    const { user } = renderWithProviders(<FreelancersPage />, { route: '/freelancers?title=Layla' });
    await screen.findByRole('heading', { name: 'Name5 Haddad' });
    const pagers = screen.getAllByRole('navigation', { name: 'Pages' });
    expect(pagers).toHaveLength(2);
    await user.click(within(pagers[1]).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.calls('GET /unauth/freelancers')).toHaveLength(2));
    expect(Object.fromEntries(api.calls('GET /unauth/freelancers')[1].url.searchParams)).toEqual({ title: 'Layla', page: '1' });
    expect(location()).toBe('/freelancers?title=Layla&page=2');
  });

  it('marks the old results busy and the Search button busy while the next page loads', async () => {
    const held = deferred();
    visitorRoutes({
      'GET /unauth/freelancers/page': (request) => {
        const page = Number(request.url.searchParams.get('page'));
        return { body: paged(page === 0 ? many(3) : [makeFreelancer({ id: 'next', user: { id: 'un', firstName: 'Next' } })], page, 4, 33), wait: page === 0 ? undefined : held.promise };
      },
    });
    const { user } = renderWithProviders(<FreelancersPage />, { route: '/freelancers' });
    await screen.findByRole('heading', { name: 'Name0 Haddad' });
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(results).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Search' })).not.toHaveAttribute('aria-busy');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    // The old cards stay (dimmed), the region says it is busy, and so does Search.
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('heading', { name: 'Name0 Haddad' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-busy', 'true');

    held.resolve();
    expect(await screen.findByRole('heading', { name: 'Next Haddad' })).toBeInTheDocument();
    expect(results).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Search' })).not.toHaveAttribute('aria-busy');
  });

  it('says a page past the last one does not exist, and offers the way back to the last page', async () => {
    visitorRoutes({ 'GET /unauth/freelancers/page': (request) => ({ body: paged([], Number(request.url.searchParams.get('page')), 3, 33) }) });
    const { user } = renderWithProviders(<FreelancersPage />, { route: '/freelancers?page=99' });
    expect(await screen.findByText('There is no page 99. The last page is 3.')).toBeInTheDocument();
    expect(screen.queryByText('No freelancers found.')).not.toBeInTheDocument();
    // The pager's Previous leads to the last page, as does the button.
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Previous' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(location()).toBe('/freelancers?page=3'));
  });

  it("shows 'No freelancers found.' and, for a skills search, 'we could not find a match for your searched skills.'", async () => {
    visitorRoutes({ 'GET /unauth/freelancers': { body: paged([]) }, 'GET /unauth/freelancers/page': { body: paged([]) } });
    const { unmount } = renderWithProviders(<FreelancersPage />, { route: '/freelancers?city=Nowhere' });
    expect(await screen.findByText('No freelancers found.')).toBeInTheDocument();
    expect(screen.queryByText('we could not find a match for your searched skills.')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<FreelancersPage />, { route: '/freelancers?skills=Sales' });
    expect(await screen.findByText('we could not find a match for your searched skills.')).toBeInTheDocument();
  });

  it('names the name, not the skills, when the name emptied a search with both', async () => {
    const empty = { body: { ...paged([]), suggestions: [{ drop: 'title', total: 4 }] } };
    visitorRoutes({ 'GET /unauth/freelancers': empty, 'GET /unauth/freelancers/page': empty });
    renderWithProviders(<FreelancersPage />, { route: '/freelancers?skills=Sales&title=Zed' });
    expect(await screen.findByText('we could not find a freelancer named “\u2068Zed\u2069” with these filters.')).toBeInTheDocument();
    expect(screen.queryByText('we could not find a match for your searched skills.')).not.toBeInTheDocument();
  });

  it('reads a capped total as a lower bound', async () => {
    visitorRoutes({ 'GET /unauth/freelancers/page': { body: { ...paged(many(1), 0, 100, 1000), totalCapped: true } } });
    renderWithProviders(<FreelancersPage />, { route: '/freelancers' });
    expect(await screen.findByText('1000+ freelancers found')).toBeInTheDocument();
  });

  it('uses the member endpoints with the Authorization header when logged in', async () => {
    const api = stubApi({
      'GET /input': { body: { data: referenceFixture } },
      'GET /user/myprofile': { body: { data: makeProfile() } },
      'GET /freelancer/page': { body: paged(many(1)) },
      'GET /freelancer/search': { body: paged(many(1)) },
    });
    renderWithProviders(<FreelancersPage />, { route: '/freelancers?language=Arabic', token: 'tok' });
    await screen.findByRole('heading', { name: 'Name0 Haddad' });
    const call = api.calls('GET /freelancer/search')[0];
    expect(call.headers.get('Authorization')).toBe('tok');
    expect(call.url.searchParams.get('language')).toBe('Arabic');
    expect(api.calls('GET /freelancer/page')).toHaveLength(0);
  });

  it('skills: any of them by default; all of them when chosen, kept in the URL and sent to the search', async () => {
    const api = visitorRoutes();
    const { user } = renderWithProviders(<FreelancersPage />, { route: '/freelancers' });
    await screen.findByRole('heading', { name: 'Name0 Haddad' });
    const skills = screen.getByRole('searchbox', { name: 'Type to filter skills' });
    await user.type(skills, 'Sales{Enter}');
    // One skill: nothing to choose.
    expect(screen.queryByRole('group', { name: 'Show freelancers with' })).not.toBeInTheDocument();
    await user.type(skills, 'Project management{Enter}');
    const match = within(screen.getByRole('group', { name: 'Show freelancers with' }));
    expect(match.getByRole('radio', { name: 'any of these skills' })).toBeChecked();
    await user.click(match.getByRole('radio', { name: 'all of these skills' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.calls('GET /unauth/freelancers')).toHaveLength(1));
    expect(Object.fromEntries(api.calls('GET /unauth/freelancers')[0].url.searchParams)).toEqual({ skills: 'Sales,Project management', skillsMatch: 'all', page: '0' });
    expect(location()).toBe('/freelancers?skills=Sales%2CProject+management&skillsMatch=all');
    // Back to any of them: the default leaves the address.
    await user.click(screen.getByRole('button', { name: 'Edit search' }));
    await user.click(screen.getByRole('radio', { name: 'any of these skills' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/freelancers?skills=Sales%2CProject+management'));
    expect(api.calls('GET /unauth/freelancers').at(-1)?.url.searchParams.has('skillsMatch')).toBe(false);
  });

  it('folds for phones: the narrowing filters behind More filters, and after a search the form behind a summary with Edit search', async () => {
    visitorRoutes();
    const { unmount } = renderWithProviders(<FreelancersPage />, { route: '/freelancers' });
    await screen.findByRole('heading', { name: 'Name0 Haddad' });
    // No search yet: the form is open, with the narrowing filters folded.
    expect(screen.queryByRole('button', { name: 'Edit search' })).not.toBeInTheDocument();
    expect(screen.getByRole('search')).not.toHaveClass('folded');
    const more = screen.getByRole('button', { name: 'More filters' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const folded = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(folded).toContainElement(screen.getByLabelText('Country'));
    expect(folded).not.toHaveClass('moreOpen');
    unmount();

    const { user, unmount: unmount2 } = renderWithProviders(<FreelancersPage />, { route: '/freelancers?skills=Sales,Kaizen&skillsMatch=all&country=Oman&sort=rate' });
    await screen.findByRole('heading', { name: 'Name0 Haddad' });
    // A search ran: its summary comes first and the form waits behind Edit search.
    expect(screen.getByText('Your search:').parentElement).toHaveTextContent('Your search: all of Sales and Kaizen · Oman · Hourly Rate');
    const edit = screen.getByRole('button', { name: 'Edit search' });
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    const form = screen.getByRole('search');
    expect(edit).toHaveAttribute('aria-controls', form.id);
    expect(form).toHaveClass('folded');
    expect(edit.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(edit);
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    expect(form).not.toHaveClass('folded');
    // A set narrowing filter keeps its group open.
    expect(screen.getByRole('button', { name: 'Fewer filters' })).toHaveAttribute('aria-expanded', 'true');
    unmount2();
    // Any of the skills (the default) reads as a choice.
    renderWithProviders(<FreelancersPage />, { route: '/freelancers?skills=Sales,Kaizen,SAP' });
    expect((await screen.findByText('Your search:')).parentElement).toHaveTextContent('Your search: Sales, Kaizen or SAP');
  });

  it('an empty search links to the same search without one filter, with how many each finds', async () => {
    const api = visitorRoutes({
      'GET /unauth/freelancers': (request) =>
        request.url.searchParams.get('country')
          ? {
              body: {
                ...paged([]),
                suggestions: [
                  { drop: 'skill', value: 'kaizen', total: 12 },
                  { drop: 'skillsMatch', total: 1 },
                  { drop: 'country', total: 100, capped: true },
                ],
              },
            }
          : { body: paged(many(2)) },
    });
    const { user } = renderWithProviders(<FreelancersPage />, { route: '/freelancers?skills=Sales,Kaizen&skillsMatch=all&country=Oman' });
    expect(await screen.findByText('No freelancers found.')).toBeInTheDocument();
    const suggestions = within(screen.getByRole('navigation', { name: 'Searches with results' }));
    const links = suggestions.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Remove “Kaizen”12 results', 'Any of the skills, not all1 result', 'Remove country: Oman100+ results']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/freelancers?skills=Sales&country=Oman',
      '/freelancers?skills=Sales%2CKaizen&country=Oman',
      '/freelancers?skills=Sales%2CKaizen&skillsMatch=all',
    ]);
    await user.click(links[2]);
    expect(await screen.findByRole('heading', { name: 'Name1 Haddad' })).toBeInTheDocument();
    expect(location()).toBe('/freelancers?skills=Sales%2CKaizen&skillsMatch=all');
    expect(Object.fromEntries(api.calls('GET /unauth/freelancers').at(-1)?.url.searchParams ?? [])).toEqual({ skills: 'Sales,Kaizen', skillsMatch: 'all', page: '0' });
  });
});
