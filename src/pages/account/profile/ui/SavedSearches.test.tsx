import { screen, waitFor, within } from '@testing-library/react';
import type { SavedSearch } from '@contracts/alerts';
import { violations } from '@/features/alerts/notification-bell/lib/axe.testing';
import { renderWithProviders, stubApi, type StubRoute } from '@/shared/lib/test';
import { SavedSearches } from './SavedSearches';

afterEach(() => jest.restoreAllMocks());

const search = (id: string, overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  kind: 'vacancies',
  name: `Search ${id}`,
  query: 'skills=PRINCE2&type=Trainer',
  frequency: 'daily',
  valid: true,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastAlertAt: null,
  ...overrides,
});

function renderList(list: SavedSearch[], routes: Record<string, StubRoute> = {}) {
  const api = stubApi({
    'GET /saved-searches': { body: { data: list } },
    'PUT /saved-searches/s1': (request) => ({ body: { data: { ...search('s1'), ...(request.body as object) } } }),
    'PUT /saved-searches/s2': (request) => ({ body: { data: { ...list[1], ...(request.body as object) } } }),
    'DELETE /saved-searches/s1': { body: { data: { id: 's1' } } },
    ...routes,
  });
  return { api, ...renderWithProviders(<SavedSearches />, { route: '/profile', path: '/profile', token: 't' }) };
}

describe('the saved searches of My Account', () => {
  it('lists each with its kind, how often it e-mails and a link that opens its search; an invalid one says so', async () => {
    const { container } = renderList([search('s1'), search('s2', { kind: 'freelancers', name: 'Old skill', query: 'skills=Gone', valid: false, frequency: 'weekly' })]);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(['Search s1', 'Old skill']);
    expect(within(rows[0]!).getByRole('link', { name: 'Open “Search s1”' })).toHaveAttribute('href', '/vacancies?skills=PRINCE2&type=Trainer');
    expect(within(rows[0]!).getByRole('combobox', { name: 'E-mails for “Search s1”' })).toHaveValue('daily');
    expect(within(rows[0]!).getByText('Vacancies')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Filters no longer valid')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Freelancers')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Filters no longer valid')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Open “Old skill”' })).toHaveAttribute('href', '/freelancers?skills=Gone');
    expect(within(rows[1]!).getByRole('button', { name: 'Rename “Old skill”' })).toBeEnabled();
    expect(within(rows[1]!).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Delete “Old skill”' })).toBeEnabled();
    expect(await violations(container)).toEqual([]);
  });

  it('renames in place (an invalid one too), sending only the new name, and gives the focus back', async () => {
    const old = search('s2', { name: 'Old skill', valid: false });
    const { api, user } = renderList([search('s1'), old]);
    const rename = await screen.findByRole('button', { name: 'Rename “Old skill”' });
    await user.click(rename);
    const field = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Please enter a name for this search.')).toBeInTheDocument();
    expect(api.calls('PUT /saved-searches/s2')).toHaveLength(0);
    await user.type(field, 'Risk trainers{Enter}');
    await waitFor(() => expect(api.calls('PUT /saved-searches/s2').map((call) => call.body)).toEqual([{ name: 'Risk trainers' }]));
    expect(await screen.findByRole('heading', { name: 'Risk trainers' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename “Risk trainers”' })).toHaveFocus());
  });

  it('changes how often one e-mails', async () => {
    const { api, user } = renderList([search('s1')]);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'E-mails for “Search s1”' }), 'weekly');
    await waitFor(() => expect(api.calls('PUT /saved-searches/s1').map((call) => (call.body as SavedSearch).frequency)).toEqual(['weekly']));
    expect(await screen.findByText('Your saved search is updated.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'E-mails for “Search s1”' })).toHaveValue('weekly');
  });

  it('deletes one once confirmed', async () => {
    const { api, user } = renderList([search('s1')]);
    await user.click(await screen.findByRole('button', { name: 'Delete “Search s1”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the saved search “Search s1”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('DELETE /saved-searches/s1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Search s1' })).not.toBeInTheDocument());
    expect(await screen.findByText('No saved searches yet.')).toBeInTheDocument();
  });

  it('explains how to save one when there is none', async () => {
    renderList([]);
    expect(await screen.findByText('No saved searches yet.')).toBeInTheDocument();
    expect(screen.getByText(/choose “Save this search” above the results/)).toBeInTheDocument();
  });
});
