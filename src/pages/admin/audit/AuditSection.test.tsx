import { screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from '@contracts/format-time';
import { AUDIT_ACTIONS, AUDIT_ITEM_KINDS, type AuditEntryView } from '@contracts/operator';
import { makeProfile } from '@/entities/freelancer/testing';
import { renderWithProviders, stubApi, type StubRequest } from '@/shared/lib/test';
import en from '@/shared/i18n/en/admin.json';
import ar from '@/shared/i18n/ar/admin.json';
import { AuditSection } from './index';

const REASKED = 'Please enter your password again to continue.';
const adminId = '7d1c1a52-3f7b-4c1e-9d1e-1b2c3d4e5f60';
const entries: AuditEntryView[] = [
  { id: 'e2', createdAt: '2026-11-20T09:30:00.000Z', actorId: adminId, actorLabel: 'Noura Admin <noura@example.test>', action: 'suspendUser', itemKind: 'user', itemId: 'u-42', reason: 'Abusive messages', details: {} },
  { id: 'e1', createdAt: '2026-11-19T08:00:00.000Z', actorId: null, actorLabel: 'command line (root)', action: 'revokeCompanyBadge', itemKind: 'company', itemId: 'c-7', reason: 'Impersonation', details: { domain: 'gulf.example' } },
];
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function moderatorRoutes() {
  return stubApi({
    'GET /user/myprofile': { body: { data: makeProfile({ operatorRole: 'moderator' }) } },
    'GET /admin/audit-log': (request) => ({ body: { data: { data: request.url.searchParams.get('actor') === 'commandLine' ? [entries[1]] : entries, page: 0, hasMore: !request.url.searchParams.has('page') } } }),
  });
}

describe('/admin/audit', () => {
  it('names every action and item kind in English and Arabic', () => {
    for (const key of [...AUDIT_ACTIONS.map((action) => `admin.audit.action.${action}`), ...AUDIT_ITEM_KINDS.map((kind) => `admin.audit.kind.${kind}`)]) {
      expect([key, typeof (en as Record<string, string>)[key], typeof (ar as Record<string, string>)[key]]).toEqual([key, 'string', 'string']);
    }
  });

  it('shows the entries with their action names and times, reads the filters from the URL and keeps new ones there', async () => {
    const api = moderatorRoutes();
    const { user } = renderWithProviders(<AuditSection />, { route: '/admin/audit?action=suspendUser&itemKind=user&page=2', token: 't' });
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Suspended an account')).toBeInTheDocument();
    expect(within(first!).getByText(formatDateTime(entries[0]!.createdAt, zone))).toHaveAttribute('datetime', entries[0]!.createdAt);
    expect(within(second!).getByText("Removed a company's badge")).toBeInTheDocument();
    expect(within(second!).getByText('domain: gulf.example')).toBeInTheDocument();
    expect(Object.fromEntries(api.calls('GET /admin/audit-log')[0]!.url.searchParams)).toEqual({ action: 'suspendUser', itemKind: 'user', page: '1' });
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('suspendUser');
    // A moderator reads the log but is not offered the export.
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Item id' }), ' u-42 ');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(Object.fromEntries(api.calls('GET /admin/audit-log').at(-1)!.url.searchParams)).toEqual({ action: 'suspendUser', itemKind: 'user', itemId: 'u-42' }));

    await user.click(screen.getByRole('button', { name: 'Show only the entries of command line (root)' }));
    await waitFor(() => expect(Object.fromEntries(api.calls('GET /admin/audit-log').at(-1)!.url.searchParams)).toEqual({ actor: 'commandLine' }));
    expect(screen.getByRole('textbox', { name: /Actor's account id/ })).toHaveValue('commandLine');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Older entries' }));
    await waitFor(() => expect(Object.fromEntries(api.calls('GET /admin/audit-log').at(-1)!.url.searchParams)).toEqual({ actor: 'commandLine', page: '1' }));
  });

  it('downloads the CSV with the filters for an administrator, asking for the password when the server wants it', async () => {
    let proved = false;
    const reauth = jest.fn((request: StubRequest) => {
      proved = (request.body as { password: string }).password === 'my-password';
      return { body: { data: { reauthenticated: true } } };
    });
    const refused = { status: 403, body: { message: REASKED, errors: { message: REASKED, error: 'reauthRequired' }, _code: 403, _message: REASKED } };
    const api = stubApi({
      'GET /user/myprofile': { body: { data: makeProfile({ operatorRole: 'admin' }) } },
      'GET /admin/audit-log': { body: { data: { data: entries, page: 0, hasMore: false } } },
      'GET /admin/audit-log.csv': () => (proved ? { body: 'time (UTC),actor' } : refused),
      'POST /auth/reauth': reauth,
    });
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    const { user } = renderWithProviders(<AuditSection />, { route: '/admin/audit?action=suspendUser', token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(screen.getByLabelText(/^Password/), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    const csvCalls = api.calls('GET /admin/audit-log.csv');
    expect(csvCalls.map((call) => call.url.search)).toEqual(['?action=suspendUser', '?action=suspendUser']);
    expect(reauth).toHaveBeenCalledTimes(1);
    // The export is a new entry: the log is read again.
    await waitFor(() => expect(api.calls('GET /admin/audit-log').length).toBeGreaterThanOrEqual(2));
  });
});
