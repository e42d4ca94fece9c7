import { screen, waitFor } from '@testing-library/react';
import { notificationMsg } from '@contracts/notifications';
import { renderWithProviders, stubApi, type StubRoute } from '@/shared/lib/test';
import { NotificationsForm } from './NotificationsForm';

const saved = { messages: true, applications: true, bookings: true, news: false };

function renderForm(routes: Record<string, StubRoute> = {}) {
  const api = stubApi({ 'GET /user/notifications': { body: { data: saved } }, ...routes });
  const view = renderWithProviders(<NotificationsForm />, { route: '/profile', path: '/profile', token: 'tok-1' });
  return { ...view, api };
}

describe('NotificationsForm (My Account)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the four switches as saved, says security e-mails always go, and saves nothing until one changes', async () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 2, name: 'E-mail notifications' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Messages' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Application updates' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Booking reminders' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Product news' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Messages' })).toHaveAccessibleDescription(/stays unread for 10 minutes/);
    expect(screen.getByText(/security .* are always sent/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save notification settings' })).toBeDisabled();
  });

  it('saves all four with PUT /user/notifications and says so', async () => {
    const { user, api } = renderForm({ 'PUT /user/notifications': (request) => ({ body: { data: request.body } }) });
    await user.click(await screen.findByRole('checkbox', { name: 'Messages' }));
    await user.click(screen.getByRole('checkbox', { name: 'Product news' }));
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() => expect(api.calls('PUT /user/notifications')).toHaveLength(1));
    expect(api.calls('PUT /user/notifications')[0].body).toEqual({ messages: false, applications: true, bookings: true, news: true });
    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Messages' })).not.toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save notification settings' })).toBeDisabled());
  });

  it('shows the server’s refusal in words', async () => {
    const { user } = renderForm({ 'PUT /user/notifications': { status: 400, body: { message: notificationMsg.badPreference, errors: { message: notificationMsg.badPreference, error: 'validation' } } } });
    await user.click(await screen.findByRole('checkbox', { name: 'Booking reminders' }));
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText(notificationMsg.badPreference)).toBeInTheDocument();
  });
});
