import { screen, within } from '@testing-library/react';
import type { BookingOnBlockedDate, EConsultancyInfo, EConsultationSettings } from '@contracts/econsultation/types';
import { DEFAULT_MESSAGES } from '@contracts/econsultation/default-messages';
import { econsultationMsg } from '@contracts/econsultation/messages';
import { SCHEDULING_DEFAULTS } from '@contracts/econsultation/schema';
import { renderWithProviders, stubApi, type StubRoute } from '@/shared/lib/test';
import { makeFreelancer, makeProfile, referenceFixture } from '@/entities/freelancer/testing';
import { EConsultationSettingsPage } from './EConsultationSettingsPage';

afterEach(() => jest.restoreAllMocks());

const stored = (overrides: Partial<EConsultationSettings> = {}): EConsultationSettings => ({
  availability: [{ day: 'Monday', from: '10:00 AM', to: '02:00 PM' }],
  blockedDates: [],
  specialHours: [],
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
  ...overrides,
});

function routes(settings: EConsultationSettings, onBlockedDates: BookingOnBlockedDate[] = [], extra: Record<string, StubRoute> = {}) {
  const info: EConsultancyInfo = { freelancerId: 'f1', isEConsultant: true, settings, booked: [], onBlockedDates };
  return stubApi({
    'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-f1', Iam: [] } }) } },
    'GET /freelancer': { body: { data: makeFreelancer({ Iam: ['Trainer', 'E-Consultant'] }) } },
    'GET /freelancer/econsultancy': { body: { data: { data: info } } },
    'GET /input': { body: { data: { ...referenceFixture, timezones: ['UTC', 'Asia/Dubai'] } } },
    ...extra,
  });
}

const renderPage = () => renderWithProviders(<EConsultationSettingsPage />, { route: '/econsultationsettings', path: '/econsultationsettings', token: 'tok' });

/** The eConsultation field of a multipart body. */
const postedSettings = (body: string): EConsultationSettings => JSON.parse(/name="eConsultation"\r\n\r\n([\s\S]*?)\r\n/.exec(body)![1]) as EConsultationSettings;

describe('blocked dates and special hours on /econsultationsettings', () => {
  it('adds and removes blocked periods and special hours (dates typed in Arabic-Indic digits) and sends them with the settings', async () => {
    let posted = '';
    const api = routes(stored({ blockedDates: [{ from: '2027-01-01', to: '2027-01-02', note: 'New year' }] }), [], {
      'POST /freelancer': (request) => {
        posted = String(request.body);
        return { body: { data: { ...makeFreelancer(), eConsultation: stored() } } };
      },
    });
    const { user } = renderPage();
    const blocked = await screen.findByRole('group', { name: 'Blocked dates' });
    expect(within(blocked).getByRole('listitem', { name: 'Blocked period 1' })).toBeInTheDocument();

    await user.click(within(blocked).getByRole('button', { name: 'Add blocked dates' }));
    const second = within(blocked).getByRole('listitem', { name: 'Blocked period 2' });
    await user.type(within(second).getByLabelText(/First date/), '٢٠٢٧-٠٣-١٠');
    await user.type(within(second).getByLabelText(/Last date/), '١٢/٠٣/٢٠٢٧');
    await user.type(within(second).getByLabelText(/Note/), 'Eid');
    await user.click(within(blocked).getByRole('button', { name: 'Remove Blocked period 1' }));
    expect(within(blocked).getAllByRole('listitem')).toHaveLength(1);

    const special = screen.getByRole('group', { name: 'Special hours' });
    expect(within(special).getByText('No special hours.')).toBeInTheDocument();
    await user.click(within(special).getByRole('button', { name: 'Add special hours' }));
    const ramadan = within(special).getByRole('listitem', { name: 'Special hours 1' });
    await user.type(within(ramadan).getByLabelText(/First date/), '2027-02-08');
    await user.type(within(ramadan).getByLabelText(/Last date/), '2027-03-09');
    // The weekly hours editor, starting from the weekly hours: Monday 10:00 AM to 02:00 PM.
    await user.selectOptions(within(ramadan).getByRole('combobox', { name: 'Special hours 1, Monday From' }), '08:00 PM');
    await user.selectOptions(within(ramadan).getByRole('combobox', { name: 'Special hours 1, Monday To' }), '11:00 PM');
    await user.click(within(ramadan).getByRole('checkbox', { name: 'Special hours 1, Tuesday' }));

    await user.click(screen.getByRole('button', { name: 'Save e-Consultation settings' }));
    expect(await screen.findByText('E-Consultation details updated')).toBeInTheDocument();
    expect(api.calls('POST /freelancer')).toHaveLength(1);
    const sent = postedSettings(posted);
    expect(sent.blockedDates).toEqual([{ from: '2027-03-10', to: '2027-03-12', note: 'Eid' }]);
    expect(sent.specialHours).toEqual([
      {
        from: '2027-02-08',
        to: '2027-03-09',
        availability: [
          { day: 'Monday', from: '08:00 PM', to: '11:00 PM' },
          { day: 'Tuesday', from: '09:30 AM', to: '06:00 PM' },
        ],
      },
    ]);
    // The weekly hours are untouched.
    expect(sent.availability).toEqual([{ day: 'Monday', from: '10:00 AM', to: '02:00 PM' }]);
  });

  it('refuses overlapping blocked periods and a last date before the first before sending anything', async () => {
    const api = routes(stored({ blockedDates: [{ from: '2027-01-01', to: '2027-01-05', note: '' }, { from: '2027-01-05', to: '2027-01-06', note: '' }] }));
    const { user } = renderPage();
    const blocked = await screen.findByRole('group', { name: 'Blocked dates' });
    await user.click(screen.getByRole('button', { name: 'Save e-Consultation settings' }));
    expect(await within(blocked).findByText(econsultationMsg.blockedOverlap)).toBeInTheDocument();

    await user.click(within(blocked).getByRole('button', { name: 'Remove Blocked period 2' }));
    const last = within(blocked).getByLabelText(/Last date/);
    await user.clear(last);
    await user.type(last, '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Save e-Consultation settings' }));
    expect(await within(blocked).findByText(econsultationMsg.periodEndBeforeStart)).toBeInTheDocument();
    expect(api.calls('POST /freelancer')).toHaveLength(0);
  });

  it('lists the bookings on blocked dates with links to them', async () => {
    routes(stored({ blockedDates: [{ from: '2027-03-10', to: '2027-03-12', note: 'Eid' }] }), [
      { id: 'b1', reference: 'KH-4F7Q-XR2D', clientName: 'Omar Saleh', preferenceDate: '2027-03-10', startTime: '11:00 AM', endTime: '12:00 PM', startsAt: '2027-03-10T07:00:00.000Z' },
    ]);
    renderPage();
    const list = await screen.findByRole('heading', { name: 'Bookings on blocked dates' });
    const link = within(list.parentElement!).getByRole('link', { name: /KH-4F7Q-XR2D: Omar Saleh/ });
    expect(link).toHaveAttribute('href', '/econsultancy/booking/preview/b1');
    expect(link).toHaveTextContent('11:00 AM – 12:00 PM');
  });
});
