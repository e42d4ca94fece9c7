import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EConsultationSettings } from '@contracts/econsultation/types';
import { DEFAULT_MESSAGES } from '@contracts/econsultation/default-messages';
import { SCHEDULING_DEFAULTS } from '@contracts/econsultation/schema';
import { makeFreelancer, makeProfile, referenceFixture } from '@/entities/freelancer/testing';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { EConsultationSettingsPage } from './EConsultationSettingsPage';

// Leaving the e-Consultation settings with unsaved changes asks.

afterEach(() => jest.restoreAllMocks());

const settings: EConsultationSettings = {
  availability: [{ day: 'Monday', from: '10:00 AM', to: '02:00 PM' }],
  timezone: 'Asia/Dubai',
  hourlyRate: '$45',
  WelcomeMessage: 'Ahlan, looking forward to it.',
  ConferenceMessage: DEFAULT_MESSAGES.ConferenceMessage,
  PaymentMessage: DEFAULT_MESSAGES.PaymentMessage,
  sendConferenceInfo: false,
  sendPaymentInfo: false,
  ConferencePlatform: '',
  ConferenceLink: '',
  PaymentPlatform: '',
  PaymentLink: '',
  ...SCHEDULING_DEFAULTS,
  sessionLengths: [60],
};

async function renderPage() {
  stubApi({
    'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-f1', Iam: [] } }) } },
    'GET /freelancer': { body: { data: makeFreelancer({ Iam: ['Trainer', 'E-Consultant'] as never }) } },
    'GET /freelancer/econsultancy': { body: { data: { data: { freelancerId: 'f1', isEConsultant: true, settings, booked: [] } } } },
    'GET /input': { body: { data: { ...referenceFixture, timezones: ['UTC', 'Asia/Dubai', 'Africa/Cairo'] } } },
    'POST /freelancer': { body: { data: makeFreelancer({ Iam: ['Trainer', 'E-Consultant'] as never }) } },
  });
  const view = renderWithProviders(<EConsultationSettingsPage />, { route: '/econsultationsettings', path: '/econsultationsettings', token: 'tok', dataRouter: true });
  const welcome = await screen.findByLabelText(/^Welcome Message/);
  return { ...view, router: view.router!, welcome };
}

const location = () => screen.getByTestId('location').textContent;

describe('/econsultationsettings, leaving', () => {
  it('asks with unsaved changes (Stay keeps them), and not once they are saved', async () => {
    const { user, router, welcome } = await renderPage();
    fireEvent.change(welcome, { target: { value: 'Ahlan wa sahlan, looking forward to it.' } });
    await act(() => router.navigate('/freelancers'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(location()).toBe('/econsultationsettings');
    expect(welcome).toHaveValue('Ahlan wa sahlan, looking forward to it.');

    await user.click(screen.getByRole('button', { name: 'Save e-Consultation settings' }));
    expect(await screen.findByText('E-Consultation details updated')).toBeInTheDocument();
    await act(() => router.navigate('/freelancers'));
    await waitFor(() => expect(location()).toBe('/freelancers'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets an unchanged page go without asking', async () => {
    const { router } = await renderPage();
    await act(() => router.navigate('/freelancers'));
    await waitFor(() => expect(location()).toBe('/freelancers'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
