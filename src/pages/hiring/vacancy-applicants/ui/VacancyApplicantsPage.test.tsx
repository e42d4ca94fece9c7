import { act, screen, waitFor, within } from '@testing-library/react';
import { makeFreelancer, makeProfile } from '@/entities/freelancer/testing';
import { makeApplication, makeVacancy } from '@/entities/vacancy/testing';
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
          ? { body: { data: { data: [{ ...makeFreelancer({ id: 'f1' }), application: makeApplication() }], doesNextExist: true } } }
          : { body: { data: { data: [{ ...makeFreelancer({ id: 'f2', user: { id: 'u2', firstName: 'Sara' } }), application: makeApplication({ id: 'a2' }) }], doesNextExist: false } } };
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
    // A single page has no pager: not even a lone disabled arrow.
    expect(screen.queryByRole('navigation', { name: 'Applicant pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous page' })).not.toBeInTheDocument();
  });

  describe('the pipeline', () => {
    const applicants = () => [
      { ...makeFreelancer({ id: 'f1' }), application: makeApplication({ id: 'a1', proposal: { coverLetter: 'I have run this programme for three banks.\nReferences on request.' } }) },
      { ...makeFreelancer({ id: 'f2', user: { id: 'u2', firstName: 'Sara' } }), application: makeApplication({ id: 'a2', status: 'shortlisted', proposal: { coverLetter: '', proposedRate: null, availableFrom: null } }) },
      { ...makeFreelancer({ id: 'f3', user: { id: 'u3', firstName: 'Omar' } }), application: makeApplication({ id: 'a3', status: 'hired' }) },
    ];
    const counts = { new: 1, viewed: 0, shortlisted: 1, hired: 1, declined: 0, filled: 0 };
    const pipeline = (routes = {}) =>
      stubApi({
        'GET /user/myprofile': { body: { data: makeProfile() } },
        'GET /vacancy/v1': { body: { data: makeVacancy() } },
        'GET /vacancy/freelancers/v1': { body: { data: { data: applicants(), doesNextExist: false, counts } } },
        'POST /vacancy/v1/applications/a1/status': (request) => ({ body: { data: makeApplication({ id: 'a1', status: (request.body as { status: 'viewed' }).status }) } }),
        'POST /vacancy/v1/applications/bulk': (request) => {
          const { status, applicationIds } = request.body as { status: 'declined'; applicationIds: string[] };
          return { body: { data: applicationIds.map((id) => makeApplication({ id, status })) } };
        },
        ...routes,
      });

    it('shows each applicant as a compact row; the proposal opens in place (marking a new one viewed) with shortlist and hire', async () => {
      const api = pipeline();
      const { user } = render();
      const layla = await screen.findByRole('article', { name: 'Layla Haddad' });
      expect(within(layla).getByRole('link', { name: 'Layla Haddad' })).toHaveAttribute('href', '/freelancer/f1');
      expect(within(layla).getByText('New')).toBeInTheDocument();
      expect(within(layla).getByText('\u2068$60\u2069 an hour')).toBeInTheDocument();
      expect(within(layla).getByText('Applied on 6 March 2026')).toBeInTheDocument();
      // The letter's first line only; the rest is one tap away.
      expect(within(layla).getByText('I have run this programme for three banks.')).toBeInTheDocument();
      expect(within(layla).queryByText(/References on request/)).not.toBeInTheDocument();
      const sara = screen.getByRole('article', { name: 'Sara Haddad' });
      expect(within(sara).getByText('No rate proposed')).toBeInTheDocument();
      expect(within(sara).getByText('Applied without a cover letter.')).toBeInTheDocument();
      // The proposal and its steps are closed until asked for, and nothing is marked viewed before.
      expect(screen.queryByRole('region', { name: 'Proposal' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Hire Layla Haddad' })).not.toBeInTheDocument();
      expect(api.calls('POST /vacancy/v1/applications/a1/status')).toEqual([]);

      const open = within(layla).getByRole('button', { name: 'Read the proposal' });
      expect(open).toHaveAttribute('aria-expanded', 'false');
      await user.click(open);
      expect(open).toHaveAttribute('aria-expanded', 'true');
      const proposal = within(layla).getByRole('region', { name: 'Proposal' });
      expect(within(proposal).getByText(/References on request/)).toBeVisible();
      expect(within(layla).getByRole('button', { name: 'Message on Khibra' })).toBeInTheDocument();
      await waitFor(() => expect(api.calls('POST /vacancy/v1/applications/a1/status').map((call) => call.body)).toEqual([{ status: 'viewed' }]));

      await user.click(within(proposal).getByRole('button', { name: 'Shortlist Layla Haddad' }));
      expect(await screen.findByText('\u2068Layla Haddad\u2069 is on your shortlist')).toBeInTheDocument();
      await user.click(within(proposal).getByRole('button', { name: 'Hire Layla Haddad' }));
      const dialog = await screen.findByRole('dialog', { name: 'Hire \u2068Layla Haddad\u2069?' });
      await user.type(within(dialog).getByRole('textbox', { name: /Message to the freelancer/ }), 'Welcome aboard.');
      await user.click(within(dialog).getByRole('checkbox', { name: /Close the vacancy/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Hire' }));
      expect(await screen.findByText('You hired \u2068Layla Haddad\u2069')).toBeInTheDocument();
      expect(api.calls('POST /vacancy/v1/applications/a1/status').map((call) => call.body)).toEqual([
        { status: 'viewed' },
        { status: 'shortlisted' },
        { status: 'hired', message: 'Welcome aboard.', closeVacancy: true },
      ]);
      // A click on the row's summary closes it again.
      await user.click(within(layla).getByText('Applied on 6 March 2026'));
      expect(open).toHaveAttribute('aria-expanded', 'false');
    });

    it('sends a step only once the "viewed" of the opening is done (the server moves a status only from the one it read)', async () => {
      let release: () => void = () => undefined;
      const viewed = new Promise<void>((resolve) => {
        release = resolve;
      });
      const api = pipeline({
        'POST /vacancy/v1/applications/a1/status': (request: { body: unknown }) => {
          const { status } = request.body as { status: 'viewed' | 'shortlisted' };
          return { body: { data: makeApplication({ id: 'a1', status }) }, wait: status === 'viewed' ? viewed : undefined };
        },
      });
      const { user } = render();
      const layla = await screen.findByRole('article', { name: 'Layla Haddad' });
      await user.click(within(layla).getByRole('button', { name: 'Read the proposal' }));
      await user.click(within(layla).getByRole('button', { name: 'Shortlist Layla Haddad' }));
      // Time for a shortlist sent at once to arrive.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      const sent = () => api.calls('POST /vacancy/v1/applications/a1/status').map((call) => call.body);
      expect(sent()).toEqual([{ status: 'viewed' }]);
      release();
      expect(await screen.findByText('\u2068Layla Haddad\u2069 is on your shortlist')).toBeInTheDocument();
      expect(sent()).toEqual([{ status: 'viewed' }, { status: 'shortlisted' }]);
    });

    it("shows the stages as tabs with the server's counts; a stage and an order go through the URL and the API", async () => {
      const api = pipeline();
      const { user } = render();
      const tabs = within(await screen.findByRole('tablist', { name: 'Applicants by status' })).getAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual(['All 3', 'New 1', 'Viewed 0', 'Shortlisted 1', 'Hired 1', 'Declined 0', 'Position filled 0']);
      expect(screen.getByRole('tab', { name: 'All 3' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel', { name: 'All 3' })).toBeInTheDocument();
      // One tab in the Tab order; the arrow keys move along the tabs and show the stage.
      expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1]);
      screen.getByRole('tab', { name: 'All 3' }).focus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'New 1' })).toHaveFocus();
      expect(screen.getByTestId('location')).toHaveTextContent('/vacancies-posted/freelancers/v1?status=new');
      await waitFor(() => expect(screen.getByRole('tab', { name: 'New 1' })).toHaveAttribute('aria-selected', 'true'));
      await user.keyboard('{End}');
      expect(screen.getByRole('tab', { name: 'Position filled 0' })).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'All 3' })).toHaveFocus();
      expect(screen.getByTestId('location')).toHaveTextContent(/\/v1$/);

      await user.click(screen.getByRole('tab', { name: 'Shortlisted 1' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Lowest rate first');
      expect(screen.getByTestId('location')).toHaveTextContent('/vacancies-posted/freelancers/v1?status=shortlisted&sort=rate');
      await waitFor(() => expect(api.calls('GET /vacancy/freelancers/v1').at(-1)?.url.search).toBe('?page=1&status=shortlisted&sort=rate'));
      expect(screen.getByRole('tabpanel', { name: 'Shortlisted 1' })).toBeInTheDocument();
    });

    it('selects all on the page, shortlists and declines the chosen in bulk, says so, and gives the focus back to the bar', async () => {
      const api = pipeline();
      const { user } = render();
      const bar = await screen.findByRole('group', { name: 'Actions on the selected applicants' });
      expect(within(bar).getByRole('button', { name: 'Shortlist selected (0)' })).toBeDisabled();
      expect(within(bar).getByRole('button', { name: 'Decline selected (0)' })).toBeDisabled();
      // A hire is final: no checkbox.
      expect(screen.queryByRole('checkbox', { name: 'Select Omar Haddad' })).not.toBeInTheDocument();

      await user.click(within(bar).getByRole('checkbox', { name: 'Select all on this page' }));
      expect(screen.getByRole('checkbox', { name: 'Select Layla Haddad' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Select Sara Haddad' })).toBeChecked();
      expect(within(bar).getByRole('status')).toHaveTextContent('2 selected');
      // Sara is on the shortlist already: only Layla can be shortlisted.
      await user.click(within(bar).getByRole('button', { name: 'Shortlist selected (1)' }));
      expect(await screen.findByText('You shortlisted 1 applicant')).toBeInTheDocument();
      expect(api.calls('POST /vacancy/v1/applications/bulk')[0].body).toEqual({ status: 'shortlisted', applicationIds: ['a1'], message: '' });
      await waitFor(() => expect(bar).toHaveFocus());
      expect(within(bar).getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked();

      await user.click(screen.getByRole('checkbox', { name: 'Select Sara Haddad' }));
      const all = within(bar).getByRole('checkbox', { name: 'Select all on this page' });
      expect(all).toHaveProperty('indeterminate', true);
      await user.click(screen.getByRole('checkbox', { name: 'Select Layla Haddad' }));
      await user.click(within(bar).getByRole('button', { name: 'Decline selected (2)' }));
      const dialog = await screen.findByRole('dialog', { name: 'Decline 2 applicants?' });
      await user.type(within(dialog).getByRole('textbox', { name: /Message to the freelancer/ }), 'The role is filled.');
      await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
      expect(await screen.findByText('You declined 2 applicants')).toBeInTheDocument();
      expect(api.calls('POST /vacancy/v1/applications/bulk')[1].body).toEqual({ status: 'declined', applicationIds: ['a1', 'a2'], message: 'The role is filled.' });
      await waitFor(() => expect(bar).toHaveFocus());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
