import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeProfile } from '@/entities/freelancer/testing';
import { isoInDays, makeVacancy, vacancyReference } from '@/entities/vacancy/testing';
import { renderWithProviders, stubApi, type StubRoute } from '@/shared/lib/test';
import { CreateVacancyPage, EditVacancyPage } from './VacancyFormPages';

// Unsaved-changes guard, the create form's kept draft, and the focus on the first invalid field.

afterEach(() => jest.restoreAllMocks());

const DRAFT_KEY = 'keptDraft:u-poster:vacancy-create';
const location = () => screen.getByTestId('location').textContent;
const field = (label: string | RegExp) => screen.getByLabelText(label);
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

function routes(extra: Record<string, StubRoute> = {}) {
  return stubApi({
    'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-poster' } }) } },
    'GET /input': { body: { data: vacancyReference } },
    ...extra,
  });
}

async function renderCreate(extra: Record<string, StubRoute> = {}) {
  const api = routes(extra);
  const view = renderWithProviders(<CreateVacancyPage />, { token: 't', route: '/vacancies/create', path: '/vacancies/create', dataRouter: true });
  await screen.findByLabelText(/^Title/);
  await waitFor(() => expect(within(field(/^Pay type/)).getAllByRole('option').length).toBeGreaterThan(2));
  return { ...view, api, router: view.router! };
}

async function renderEdit(extra: Record<string, StubRoute> = {}) {
  const vacancy = makeVacancy({ user: { id: 'u-poster' }, time: { startDate: isoInDays(20) } });
  const api = routes({ [`GET /vacancy/${vacancy.id}`]: { body: { data: vacancy } }, ...extra });
  const view = renderWithProviders(<EditVacancyPage />, { token: 't', route: `/vacancies/${vacancy.id}`, path: '/vacancies/:vacancyId', dataRouter: true });
  await screen.findByLabelText(/^Title/);
  await waitFor(() => expect(within(field(/^Pay type/)).getAllByRole('option').length).toBeGreaterThan(2));
  return { ...view, api, router: view.router!, vacancy };
}

describe('leaving the vacancy form', () => {
  it('with unsaved changes asks: Stay keeps the page, Leave goes where the user was going', async () => {
    const { user, router } = await renderCreate();
    type(/^Title/, 'Leadership trainer');
    await act(() => router.navigate('/freelancers'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/vacancies/create');
    expect(field(/^Title/)).toHaveValue('Leadership trainer');

    await act(() => router.navigate('/freelancers'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location()).toBe('/freelancers'));
  });

  it('without changes goes without asking', async () => {
    const { router } = await renderCreate();
    await act(() => router.navigate('/freelancers'));
    await waitFor(() => expect(location()).toBe('/freelancers'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('after a successful save goes without asking', async () => {
    const { user, router, vacancy } = await renderEdit({ 'PUT /vacancy/v1': { body: { data: makeVacancy() } } });
    expect(vacancy.id).toBe('v1');
    type(/^Title/, 'Leadership trainer, updated');
    await act(() => router.navigate('/freelancers'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', { name: 'Stay' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Vacancy updated successfully')).toBeInTheDocument();
    // The form saves and goes to /vacancies-posted itself: nothing is asked.
    await waitFor(() => expect(location()).toBe('/vacancies-posted'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts the focus on the first invalid field when the rules stop a submit', async () => {
    const { user } = await renderCreate();
    await user.click(screen.getByRole('button', { name: 'Post Vacancy' }));
    await waitFor(() => expect(field(/^Title/)).toHaveFocus());
    expect(field(/^Title/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the create form keeps a draft', () => {
  it('while it is typed, gives it back with a notice, and Discard draft empties the form and forgets it', async () => {
    const first = await renderCreate();
    type(/^Title/, 'Leadership trainer');
    type(/^Requirements/, 'Two days of leadership training.');
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toContain('Leadership trainer'));
    first.unmount();
    cleanup();
    jest.restoreAllMocks();

    const again = await renderCreate();
    await waitFor(() => expect(field(/^Title/)).toHaveValue('Leadership trainer'));
    expect(field(/^Requirements/)).toHaveValue('Two days of leadership training.');
    expect(screen.getByText('We kept the vacancy you were writing on this device, and filled the form with it.')).toBeInTheDocument();

    await again.user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(field(/^Title/)).toHaveValue('');
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();
  });

  it('is cleared by a successful post', async () => {
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ title: 'Kept title', requirements: 'Kept requirements text.' }),
    );
    const { user, api } = await renderCreate({ 'POST /vacancy/create': { status: 201, body: { data: makeVacancy({ id: 'new' }) } } });
    await waitFor(() => expect(field(/^Title/)).toHaveValue('Kept title'));
    type(/^Expiry date/, isoInDays(20));
    await user.type(screen.getByRole('searchbox', { name: 'Type to filter skills' }), 'Lead{Enter}');
    for (const [label, value] of [
      [/^Minimum experience/, '12'],
      [/^First language/, 'Any'],
      [/^Country/, 'Jordan'],
      [/^City/, 'Amman'],
      [/^Workstation/, 'Onsite'],
      [/^Travel required/, 'No'],
      [/^Time period/, '1-2 weeks'],
      [/^Minimum availability/, 'Part time'],
      [/^Project phase/, 'Planning'],
      [/^Hourly rate/, 'Any'],
      [/^Pay type/, 'Daily'],
      [/^Flights/, 'Paid'],
      [/^Hotel/, 'Not Paid'],
    ] as const) {
      type(label, value);
    }
    await user.click(screen.getByRole('checkbox', { name: 'Anytime' }));
    await user.click(screen.getByRole('button', { name: 'Post Vacancy' }));
    expect(await screen.findByText('Vacancy created successfully')).toBeInTheDocument();
    expect(api.calls('POST /vacancy/create')).toHaveLength(1);
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    await waitFor(() => expect(location()).toBe('/vacancies-posted'));
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('is not kept by the edit form', async () => {
    const { unmount } = await renderEdit();
    type(/^Title/, 'Changed title');
    // Leaving writes what waits to be written: nothing, for the edit form.
    unmount();
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('keptDraft:'))).toEqual([]);
  });
});
