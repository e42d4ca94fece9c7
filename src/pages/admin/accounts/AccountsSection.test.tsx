import { screen, waitFor, within } from '@testing-library/react';
import type { MyProfile } from '@contracts/user';
import type { AccountDetail, AccountSearchPage } from '@contracts/operator-accounts';
import { renderWithProviders, stubApi, type StubRoute } from '@/shared/lib/test';
import { AccountsSection } from './AccountsSection';

const ID = '3f0a8d0e-1c2b-4d5e-8f90-a1b2c3d4e5f6';
const created = '2026-03-04T10:00:00.000Z';

const page: AccountSearchPage = {
  page: 0,
  hasMore: false,
  data: [{ id: ID, firstName: 'Layla', lastName: 'Haddad', email: 'layla@example.test', role: null, status: 'suspended', createdAt: created }],
};

const account = (extra: Partial<AccountDetail> = {}): { data: AccountDetail } => ({
  data: {
    ...page.data[0],
    status: 'active',
    suspension: null,
    deletedAt: null,
    lastSignInAt: null,
    activeSessions: 2,
    mailVerified: false,
    approved: true,
    company: { id: 'c1', name: 'Haddad Trading', verifiedDomain: 'haddad.example', verifiedAt: created },
    counts: { vacancies: 3, applications: 1, bookings: 4, reviewsGiven: 0, reviewsReceived: 2 },
    reportsBy: { count: 0, latest: [] },
    reportsAbout: { count: 7, latest: [{ id: 'r1', source: 'content', kind: 'company', reason: 'scam', createdAt: created, open: true }] },
    ...extra,
  },
});

const profile = (operatorRole: MyProfile['operatorRole']) => ({ body: { data: { user: { id: 'me' }, operatorRole } } });

function renderAt(route: string, routes: Record<string, StubRoute> = {}, role: MyProfile['operatorRole'] = 'admin') {
  const api = stubApi({ 'GET /user/myprofile': profile(role), 'GET /admin/users': { body: page }, [`GET /admin/users/${ID}`]: { body: account() }, ...routes });
  return { ...renderWithProviders(<AccountsSection />, { route, path: '/admin/accounts/*', token: 'tok-1' }), api };
}

/** Text without the bidi isolates. */
const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u2068\u2069]/g, '');

describe('the console: Accounts', () => {
  // React reads the form into a FormData when a submit starts a navigation (a transition); Node's FormData, which
  // this environment has for fetch, cannot read a jsdom form, so here it starts empty.
  const NodeFormData = globalThis.FormData;
  beforeAll(() => {
    globalThis.FormData = class extends NodeFormData {
      constructor() {
        super();
      }
    };
  });
  afterAll(() => {
    globalThis.FormData = NodeFormData;
  });
  afterEach(() => jest.restoreAllMocks());

  it('searches by what is typed and lists name, e-mail, role, status and creation date; a name opens the account', async () => {
    const { user, api } = renderAt('/admin/accounts');
    await user.type(await screen.findByRole('searchbox', { name: 'Search accounts' }), '  layla  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.calls('GET /admin/users').map((call) => call.url.searchParams.get('q'))).toContain('layla'));
    const [row] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(plain(row)).toBe('NameLayla HaddadE-maillayla@example.testRoleMemberStatusSuspendedCreated4 March 2026');
    await user.click(within(row).getByRole('link', { name: 'Layla Haddad' }));
    expect(await screen.findByRole('heading', { name: 'Layla Haddad', level: 2 })).toBeInTheDocument();
    expect(plain(screen.getByRole('region', { name: 'Account' }))).toContain('CompanyHaddad Trading (verified domain haddad.example)');
    expect(plain(screen.getByRole('region', { name: 'Activity' }))).toBe('ActivityVacancies3Applications1Bookings4Reviews given0Reviews received2');
    expect(screen.getByText('Reports about this account (7)')).toBeInTheDocument();
    expect(screen.getByText('Scam or fraud')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    renderAt('/admin/accounts?q=nobody', { 'GET /admin/users': { body: { page: 0, hasMore: false, data: [] } } });
    expect(await screen.findByText('No account matches this search.')).toBeInTheDocument();
  });

  it('ends every session only with a reason, and says it is done', async () => {
    const { user, api } = renderAt(`/admin/accounts/${ID}`, { [`POST /admin/users/${ID}/end-sessions`]: { body: { data: { ended: 2 } } } });
    await user.click(await screen.findByRole('button', { name: 'End all sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'End every session of this account' });
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    expect(await within(dialog).findByText('Please write the reason for this action.')).toBeInTheDocument();
    expect(api.calls(`POST /admin/users/${ID}/end-sessions`)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (kept in the audit log)' }), 'Shared account');
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    await waitFor(() => expect(api.calls(`POST /admin/users/${ID}/end-sessions`).map((call) => call.body)).toEqual([{ reason: 'Shared account' }]));
    expect(await screen.findByText('Every session of the account has ended.')).toBeInTheDocument();
  });

  it('suspends an active account and restores a suspended one through the suspension calls', async () => {
    const { user, api, unmount } = renderAt(`/admin/accounts/${ID}`, { [`POST /admin/users/${ID}/suspend`]: { body: { data: {} } } });
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend this account' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (kept in the audit log)' }), 'Scam reports');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(api.calls(`POST /admin/users/${ID}/suspend`).map((call) => call.body)).toEqual([{ reason: 'Scam reports' }]));
    unmount();
    jest.restoreAllMocks();

    const suspended = account({ status: 'suspended', suspension: { reason: 'Scam reports', since: created } });
    const again = renderAt(`/admin/accounts/${ID}`, { [`GET /admin/users/${ID}`]: { body: suspended }, [`POST /admin/users/${ID}/restore`]: { body: { data: {} } } });
    await again.user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    const restore = screen.getByRole('dialog', { name: 'Restore this account' });
    await again.user.type(within(restore).getByRole('textbox', { name: 'Reason (kept in the audit log)' }), 'Appeal accepted');
    await again.user.click(within(restore).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(again.api.calls(`POST /admin/users/${ID}/restore`).map((call) => call.body)).toEqual([{ reason: 'Appeal accepted' }]));
  });

  it('offers a role change to administrators only, and shows the server refusal in the dialog', async () => {
    const refusal = { status: 409, body: { message: 'You cannot remove your own administrator role.', errors: { message: 'You cannot remove your own administrator role.', error: 'ownAdminRole' } } };
    const { user, api, unmount } = renderAt(`/admin/accounts/${ID}`, { [`PUT /admin/users/${ID}/role`]: refusal });
    await user.click(await screen.findByRole('button', { name: 'Change role' }));
    const dialog = screen.getByRole('dialog', { name: "Change this account's role" });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'moderator');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (kept in the audit log)' }), 'Joins support');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await within(dialog).findByText('You cannot remove your own administrator role.')).toBeInTheDocument();
    expect(api.calls(`PUT /admin/users/${ID}/role`).map((call) => call.body)).toEqual([{ role: 'moderator', reason: 'Joins support' }]);
    unmount();
    jest.restoreAllMocks();

    renderAt(`/admin/accounts/${ID}`, {}, 'moderator');
    expect(await screen.findByRole('button', { name: 'End all sessions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change role' })).toBeNull();
  });
});
