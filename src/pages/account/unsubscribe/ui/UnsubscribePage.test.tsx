import { screen, waitFor } from '@testing-library/react';
import { notificationMsg } from '@contracts/notifications';
import { renderWithProviders, stubApi, type StubRoute } from '@/shared/lib/test';
import { UnsubscribePage } from './UnsubscribePage';

/** A token shaped like the server's (header.claims.signature); the page only reads the category, the server checks the rest. */
const tokenFor = (claims: object) => ['eyJhbGciOiJIUzI1NiJ9', btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'), 'c2lnbmF0dXJl'].join('.');
const TOKEN = tokenFor({ sub: '3f2b6c1e-8d4a-4b7e-9c1a-2e5f6a7b8c9d', cat: 'messages', aud: 'unsubscribe' });

function renderPage(token: string | null, routes: Record<string, StubRoute> = {}) {
  const api = stubApi(routes);
  const route = token === null ? '/unsubscribe' : `/unsubscribe?token=${encodeURIComponent(token)}`;
  return { ...renderWithProviders(<UnsubscribePage />, { route, path: '/unsubscribe' }), api };
}

describe('UnsubscribePage (/unsubscribe?token=…)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('only asks when opened (a mail scanner changes nothing); the button unsubscribes without a login, then says it is done', async () => {
    const { user, api } = renderPage(TOKEN, { 'POST /unsubscribe': { body: { data: { category: 'messages', unsubscribed: true } } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Stop e-mails about messages?' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Done. You will no longer get e-mails about messages.')).toBeInTheDocument();
    expect(api.calls('POST /unsubscribe')[0].body).toEqual({ token: TOKEN });
    expect(api.calls('POST /unsubscribe')[0].headers.get('authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Notification settings in My Account' })).toHaveAttribute('href', '/profile#notifications');
  });

  it('names the category of the token', () => {
    renderPage(tokenFor({ sub: 'x', cat: 'bookings' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Stop e-mails about booking reminders?' })).toBeInTheDocument();
  });

  it('says a missing or malformed link is not valid, and offers My Account instead of a button', () => {
    for (const token of [null, 'nonsense', tokenFor({ cat: 'everything' })]) {
      const { unmount } = renderPage(token);
      expect(screen.getByText('This unsubscribe link is not valid.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Notification settings in My Account' })).toBeInTheDocument();
      unmount();
    }
  });

  it('shows the server’s refusal of a tampered token in words', async () => {
    const { user } = renderPage(TOKEN, { 'POST /unsubscribe': { status: 400, body: { message: notificationMsg.badToken, errors: { message: notificationMsg.badToken, error: 'badToken' } } } });
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(notificationMsg.badToken)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled());
  });
});
