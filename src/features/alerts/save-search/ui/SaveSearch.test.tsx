import { screen, waitFor, within } from '@testing-library/react';
import { alertMsg } from '@contracts/alerts';
import { violations } from '@/features/report/ui/axe.testing';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { SaveSearch } from './SaveSearch';

afterEach(() => jest.restoreAllMocks());

const refusal = (message: string) => ({ status: 400, body: { message, errors: { message, error: 'validation' } } });

/** The search page's query as the page passes it (its filters, the page and an alert's mark included). */
const vacancySearch = new URLSearchParams('keywords=bank&skill=Risk Management&country=Qatar&page=3&newSince=2026-03-01T00:00:00.000Z');

async function openDialog(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Save this search' }));
  return screen.findByRole('dialog', { name: 'Save this search' });
}

describe('Save this search', () => {
  it('shows nothing to a visitor', () => {
    stubApi({});
    renderWithProviders(<SaveSearch kind="vacancies" params={vacancySearch} />);
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
  });

  it('names the search from its filters, saves its query without the page or newSince, with the chosen frequency', async () => {
    const api = stubApi({ 'POST /saved-searches': ({ body }) => ({ body: { data: { id: 's1', valid: true, createdAt: '', lastAlertAt: null, ...(body as object) } } }) });
    const { user } = renderWithProviders(<SaveSearch kind="vacancies" params={vacancySearch} />, { token: 'tok' });
    const dialog = await openDialog(user);
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('bank · Risk Management · Qatar');
    const frequency = within(dialog).getByRole('combobox', { name: /E-mail me new results/ });
    expect(frequency).toHaveValue('daily');
    expect(within(frequency).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['instant', 'daily', 'weekly', 'off']);

    await user.clear(name);
    await user.type(name, '  Risk in Qatar ');
    await user.selectOptions(frequency, 'weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('Search saved. You will find it in My Account.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /saved-searches').map((call) => call.body)).toEqual([
      { kind: 'vacancies', name: 'Risk in Qatar', query: 'keywords=bank&skill=Risk+Management&country=Qatar', frequency: 'weekly' },
    ]);
  });

  it('offers "All freelancers" for a search without filters, and asks for a name before sending', async () => {
    const api = stubApi({});
    const { user } = renderWithProviders(<SaveSearch kind="freelancers" params={new URLSearchParams()} />, { token: 'tok' });
    const dialog = await openDialog(user);
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('All freelancers');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText(alertMsg.searchNameRequired)).toBeInTheDocument();
    expect(api.calls('POST /saved-searches')).toHaveLength(0);
  });

  it('says the server’s refusal in a toast and keeps the dialog open', async () => {
    stubApi({ 'POST /saved-searches': refusal(alertMsg.tooManySearches) });
    const { user } = renderWithProviders(<SaveSearch kind="vacancies" params={vacancySearch} />, { token: 'tok' });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText(alertMsg.tooManySearches)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Save this search' })).toBeInTheDocument();
  });

  it('is accessible (axe)', async () => {
    stubApi({});
    const { user } = renderWithProviders(<SaveSearch kind="vacancies" params={vacancySearch} />, { token: 'tok' });
    expect(await violations(await openDialog(user))).toEqual([]);
  });
});
