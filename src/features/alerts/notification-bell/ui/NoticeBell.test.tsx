import { act, screen, waitFor, within } from '@testing-library/react';
import type { Notice, NoticesPage } from '@contracts/alerts';
import { setLocaleSource } from '@contracts/locale';
import { applyNoticeEvent } from '@/entities/notice';
import { loadMessages } from '@/shared/i18n';
import { renderWithProviders, stubApi, type StubRoute } from '@/shared/lib/test';
import { violations } from '../lib/axe.testing';
import { NoticeBell } from './NoticeBell';

afterEach(() => {
  jest.restoreAllMocks();
  setLocaleSource(() => 'en');
});

const notice = (n: number, read = false): Notice => ({
  id: `n${n}`,
  kind: 'invitation',
  title: `Notice ${n}`,
  link: `/vacancy/v${n}`,
  createdAt: new Date(Date.UTC(2026, 10, 20, 9, n)).toISOString(),
  readAt: read ? '2026-11-21T10:00:00.000Z' : null,
});

const page = (items: Notice[], unread: number, more = false): { body: { data: NoticesPage } } => ({ body: { data: { items, unread, more } } });

/** The bell with a server whose first page is `first` (and `next`, the second); the read calls answer `unread: 0`. */
function bellWith(first: { body: { data: NoticesPage } }, routes: Record<string, StubRoute> = {}) {
  const api = stubApi({
    'GET /notifications': (request) => (request.url.searchParams.get('page') === '0' ? first : (routes['GET /notifications?page=1'] as { body: unknown })),
    'POST /notifications/read': { body: { data: { unread: 0 } } },
    ...routes,
  });
  const rendered = renderWithProviders(<NoticeBell ready />, { token: 't' });
  return { api, ...rendered };
}

describe('the header’s notification bell', () => {
  it('shows the unread count and names it, and follows the live stream’s count', async () => {
    const { store } = bellWith(page([notice(2), notice(1)], 3));
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
    act(() => applyNoticeEvent(store.dispatch, { unread: 5 }));
    expect(await screen.findByRole('button', { name: 'Notifications, 5 unread' })).toHaveTextContent('5');
    act(() => applyNoticeEvent(store.dispatch, { unread: 0 }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveTextContent('');
  });

  it('contains the badge’s text in its name in Arabic, whatever the plural form', async () => {
    setLocaleSource(() => 'ar');
    await loadMessages('ar');
    const { store } = bellWith(page([], 1));
    expect(await screen.findByRole('button', { name: 'الإشعارات، 1 إشعار غير مقروء' })).toHaveTextContent('1');
    act(() => applyNoticeEvent(store.dispatch, { unread: 2 }));
    expect(await screen.findByRole('button', { name: 'الإشعارات، 2 إشعاران غير مقروءين' })).toHaveTextContent('2');
    act(() => applyNoticeEvent(store.dispatch, { unread: 150 }));
    const many = await screen.findByRole('button', { name: /99\+/ });
    expect(many).toHaveTextContent('99+');
  });

  it('opens the list newest first, unread marked, focus on its heading; a notice is a link that marks it read', async () => {
    const { api, user } = bellWith(page([notice(2), notice(1, true)], 1));
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    const list = await screen.findByRole('region', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(list).getByRole('heading', { name: 'Notifications' })).toHaveFocus());
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/vacancy/v2', '/vacancy/v1']);
    expect(links[0]).toHaveTextContent(/Notice 2.*Unread/);
    expect(links[1]).not.toHaveTextContent('Unread');
    expect(await violations(list)).toEqual([]);
    await user.click(links[0]!);
    await waitFor(() => expect(api.calls('POST /notifications/read').map((call) => call.body)).toEqual([{ ids: ['n2'] }]));
    expect(screen.getByTestId('location')).toHaveTextContent('/vacancy/v2');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('marks all read, pages with “Show more”, and closes on Escape with the focus back on the bell', async () => {
    const { api, user } = bellWith(page([notice(3), notice(2)], 2, true), { 'GET /notifications?page=1': page([notice(1)], 2) });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    const list = await screen.findByRole('region', { name: 'Notifications' });
    await within(list).findByText('Notice 3');
    await user.click(within(list).getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByText('Notice 1')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.calls('POST /notifications/read').map((call) => call.body)).toEqual([{ all: true }]));
    expect(within(list).queryByText('Unread')).not.toBeInTheDocument();
    expect(bell).toHaveAccessibleName('Notifications');
    expect(within(list).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('says so when there is nothing yet', async () => {
    const { user } = bellWith(page([], 0));
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const list = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(list).findByText('No notifications yet.')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(await violations(list)).toEqual([]);
  });
});
