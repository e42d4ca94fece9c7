import { screen, waitFor } from '@testing-library/react';
import { alertMsg } from '@contracts/alerts';
import { BUSINESS_ROLE } from '@contracts/auth';
import { makeFreelancer } from '@/entities/freelancer/testing';
import { renderWithProviders, stubApi, type StubRoute } from '@/shared/lib/test';
import { violations } from '@/features/alerts/notification-bell/lib/axe.testing';
import { AlertsForm } from './AlertsForm';

afterEach(() => jest.restoreAllMocks());

function renderAlerts(iam: string[], routes: Record<string, StubRoute>) {
  const api = stubApi({ 'PUT /user/alerts': (request) => ({ body: { data: { vacancies: 'off', invitations: false, ...(request.body as object) } } }), ...routes });
  const view = renderWithProviders(<AlertsForm iam={iam} />, { route: '/profile', path: '/profile', token: 't' });
  return { ...view, api };
}

describe('the alerts of My Account', () => {
  it('lets a freelancer choose how often vacancy alerts come and turn invitations off; the profile is read again', async () => {
    const { api, user, container } = renderAlerts(['Trainer'], {
      'GET /user/alerts': { body: { data: { vacancies: 'daily', invitations: true } } },
      'GET /freelancer': { body: { data: makeFreelancer() } },
    });
    const daily = await screen.findByRole('radio', { name: 'Daily digest' });
    expect(daily).toBeChecked();
    expect(screen.getByRole('group', { name: 'Vacancy alerts' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Instant (at most one e-mail an hour)', 'Daily digest', 'Weekly digest', 'Off']);
    expect(screen.getByRole('checkbox', { name: 'Invitations to apply' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'New proposals' })).not.toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Save alerts' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Instant (at most one e-mail an hour)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Invitations to apply' }));
    await user.click(screen.getByRole('button', { name: 'Save alerts' }));
    await waitFor(() => expect(api.calls('PUT /user/alerts').map((call) => call.body)).toEqual([{ vacancies: 'instant', invitations: false }]));
    expect(await screen.findByText('Your alerts are saved.')).toBeInTheDocument();
    // The profile's "Email me new vacancies…" follows the frequency: its data is read again.
    await waitFor(() => expect(api.calls('GET /freelancer')).toHaveLength(2));
  });

  it('lets a business choose its new-proposal e-mails, and sends only that', async () => {
    const { api, user } = renderAlerts([BUSINESS_ROLE], { 'GET /user/alerts': { body: { data: { vacancies: 'off', invitations: false, proposals: 'instant' } } } });
    expect(await screen.findByRole('radio', { name: 'Instant (the first at once, then at most one e-mail an hour per vacancy)' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Vacancy alerts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Invitations to apply' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Daily summary' }));
    await user.click(screen.getByRole('button', { name: 'Save alerts' }));
    await waitFor(() => expect(api.calls('PUT /user/alerts').map((call) => call.body)).toEqual([{ proposals: 'daily' }]));
    expect(api.calls('GET /freelancer')).toHaveLength(0);
  });

  it('asks a freelancer without a profile to save it first', async () => {
    renderAlerts(['Trainer'], {
      'GET /user/alerts': { body: { data: { vacancies: 'daily', invitations: true } } },
      'GET /freelancer': { body: { data: null } },
    });
    expect(await screen.findByRole('link', { name: 'Your Freelancer Profile' })).toHaveAttribute('href', '/freelancerprofile');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in words', async () => {
    const { user } = renderAlerts(['Trainer'], {
      'GET /user/alerts': { body: { data: { vacancies: 'daily', invitations: true } } },
      'GET /freelancer': { body: { data: makeFreelancer() } },
      'PUT /user/alerts': { status: 400, body: { message: alertMsg.badFrequency, errors: { message: alertMsg.badFrequency, error: 'badFrequency' } } },
    });
    await user.click(await screen.findByRole('radio', { name: 'Weekly digest' }));
    await user.click(screen.getByRole('button', { name: 'Save alerts' }));
    expect(await screen.findByText(alertMsg.badFrequency)).toBeInTheDocument();
  });
});
