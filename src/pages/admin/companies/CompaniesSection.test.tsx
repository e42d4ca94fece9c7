import { screen, waitFor, within } from '@testing-library/react';
import { companyMsg } from '@contracts/company';
import { formatDateTime } from '@contracts/format-time';
import type { VerifiedCompanyView } from '@contracts/operator';
import { renderWithProviders, stubApi, type StubRequest } from '@/shared/lib/test';
import { CompaniesSection } from './index';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const gulf: VerifiedCompanyView = {
  id: 'c1',
  name: 'Gulf Bank',
  domain: 'gulfbank.com',
  verifiedBy: 'dns',
  verifiedAt: '2026-10-01T10:00:00.000Z',
  owner: { id: 'u1', name: 'Hala Owner', email: 'hala@gulfbank.com' },
};
const najd: VerifiedCompanyView = { ...gulf, id: 'c2', name: 'Najd Retail', domain: 'najd.sa', verifiedBy: 'email', owner: { id: 'u2', name: 'Salem', email: 'salem@najd.sa' } };

describe('/admin/companies', () => {
  it('lists verified companies with domain, method and date, searches through the URL, and removes a badge with a note', async () => {
    let listed = [gulf, najd];
    const api = stubApi({
      'GET /admin/companies': (request: StubRequest) => ({ body: { data: { data: request.url.searchParams.get('q') === 'najd' ? [najd] : listed, page: 0, hasMore: false } } }),
      'POST /admin/companies/c1/revoke': (request: StubRequest) => {
        if (!(request.body as { reason: string }).reason) return { status: 400, body: { message: companyMsg.revokeNoteRequired, errors: { message: companyMsg.revokeNoteRequired, error: 'reasonRequired' } } };
        listed = [najd];
        return { body: { data: { revoked: true } } };
      },
    });
    const { user } = renderWithProviders(<CompaniesSection />, { route: '/admin/companies', token: 't' });
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Gulf Bank' })).toHaveAttribute('href', '/company/c1');
    expect(within(first!).getByText('gulfbank.com')).toBeInTheDocument();
    expect(within(first!).getByText('DNS record')).toBeInTheDocument();
    expect(within(first!).getByText(formatDateTime(gulf.verifiedAt, zone))).toHaveAttribute('datetime', gulf.verifiedAt);
    expect(within(second!).getByText('E-mail link')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Audit history of Gulf Bank' })).toHaveAttribute('href', '/admin/audit?itemKind=company&itemId=c1');

    await user.type(screen.getByRole('searchbox', { name: 'Name or domain' }), 'najd');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(api.calls('GET /admin/companies').at(-1)!.url.searchParams.get('q')).toBe('najd');
    await user.clear(screen.getByRole('searchbox', { name: 'Name or domain' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Remove badge: Gulf Bank' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the verified badge of Gulf Bank?' });
    expect(dialog).toHaveAccessibleDescription(/stops showing “Verified: gulfbank.com”/);
    await user.click(within(dialog).getByRole('button', { name: 'Remove badge' }));
    expect(await within(dialog).findByText(companyMsg.revokeNoteRequired)).toBeInTheDocument();
    expect(api.calls('POST /admin/companies/c1/revoke')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Note to the company/ }), '  Impersonates another bank.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Remove badge' }));
    expect(await screen.findByText('The badge of Gulf Bank was removed.')).toBeInTheDocument();
    expect(api.calls('POST /admin/companies/c1/revoke')[0]!.body).toEqual({ reason: 'Impersonates another bank.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(screen.queryByText('Gulf Bank')).not.toBeInTheDocument();
  });

  it('says when nothing is verified and when a search finds nothing', async () => {
    stubApi({ 'GET /admin/companies': { body: { data: { data: [], page: 0, hasMore: false } } } });
    const { unmount } = renderWithProviders(<CompaniesSection />, { route: '/admin/companies', token: 't' });
    expect(await screen.findByText('No company is verified yet.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<CompaniesSection />, { route: '/admin/companies?q=acme', token: 't' });
    expect(await screen.findByText('No verified company matches “acme”.')).toBeInTheDocument();
  });
});
