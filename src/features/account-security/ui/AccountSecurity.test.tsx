import { screen, waitFor, within } from '@testing-library/react';
import type { SecurityLogPage, SessionView } from '@contracts/security';
import { renderWithProviders, stubApi, type StubRoute } from '@/shared/lib/test';
import { AccountSecurity } from './AccountSecurity';

const at = '2026-11-20T09:30:00.000Z';
const sessions: SessionView[] = [
  { id: 'phone', current: false, userAgent: 'ua', device: { browser: 'Safari', system: 'iOS' }, ip: '203.0.113.9', createdAt: at, lastActiveAt: at },
  { id: 'laptop', current: true, userAgent: 'ua', device: { browser: 'Chrome', system: 'Windows' }, ip: '198.51.100.7', createdAt: at, lastActiveAt: at },
];
const log: SecurityLogPage = {
  page: 0,
  hasMore: false,
  data: [
    { id: '3', kind: 'sessionEnded', by: 'passwordChange', count: 2, createdAt: at, ip: '198.51.100.7', device: null },
    { id: '2', kind: 'signIn', newDevice: true, createdAt: at, ip: '203.0.113.9', device: { browser: 'Safari', system: 'iOS' } },
    { id: '1', kind: 'signInFailed', createdAt: at, ip: '192.0.2.1', device: { browser: 'Chrome', system: null } },
  ],
};

function renderSections(routes: Record<string, StubRoute> = {}) {
  const api = stubApi({ 'GET /user/sessions': { body: { data: sessions } }, 'GET /user/security-log': { body: { data: log } }, ...routes });
  return { ...renderWithProviders(<AccountSecurity />, { route: '/profile', path: '/profile', token: 'tok-1' }), api };
}

/** Text without the bidi isolates around product names and addresses. */
const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u2068\u2069]/g, '');
const sessionItems = async () => within(await screen.findByRole('region', { name: 'Sessions' })).findAllByRole('listitem');

describe('AccountSecurity (My Account)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the sessions, this device first and not endable, and says what the log recorded', async () => {
    renderSections();
    const items = await sessionItems();
    expect(plain(items[0])).toMatch(/^Chrome on WindowsThis deviceIP address: 198\.51\.100\.7/);
    expect(within(items[0]).queryByRole('button')).toBeNull();
    expect(plain(items[1])).toMatch(/^Safari on iOSIP address: 203\.0\.113\.9Signed in: 20 November 2026, \d+:30 [AP]MLast active: /);
    expect(within(items[1]).getByRole('button', { name: /^End session: .*Safari.* on .*iOS/ })).toBeInTheDocument();
    expect(await screen.findByText('2 other sessions were signed out by the password change')).toBeInTheDocument();
    expect(screen.getByText('Signed in from a new device')).toBeInTheDocument();
    expect(screen.getByText('Failed sign-in attempt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Older entries' })).toBeNull();
  });

  it('ends another session after asking, and drops it from the list', async () => {
    const { user, api } = renderSections({ 'DELETE /user/sessions/phone': { body: { data: { ended: true } } } });
    await user.click(await screen.findByRole('button', { name: /^End session: / }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(api.calls('DELETE /user/sessions/phone')).toHaveLength(1));
    expect(await screen.findByText('The session was ended.')).toBeInTheDocument();
    await waitFor(async () => expect((await sessionItems()).map(plain)).toEqual([expect.stringMatching(/^Chrome on Windows/)]));
  });
});
