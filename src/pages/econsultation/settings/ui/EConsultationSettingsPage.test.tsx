import { fireEvent, getDefaultNormalizer, screen, waitFor } from '@testing-library/react';
import type { EConsultancyInfo, EConsultationSettings } from '@contracts/econsultation/types';
import { DEFAULT_MESSAGES } from '@contracts/econsultation/default-messages';
import { econsultationMsg } from '@contracts/econsultation/messages';
import { SCHEDULING_DEFAULTS } from '@contracts/econsultation/schema';
import { setLocaleSource } from '@contracts/locale';
import { localizeMessage } from '@contracts/messages-ar';
import { loadMessages } from '@/shared/i18n';
import { renderWithProviders, stubApi, type StubRoute } from '@/shared/lib/test';
import { makeFreelancer, makeProfile, referenceFixture } from '@/entities/freelancer/testing';
import { EConsultationSettingsPage } from './EConsultationSettingsPage';

afterEach(() => jest.restoreAllMocks());

const stored = (overrides: Partial<EConsultationSettings> = {}): EConsultationSettings => ({
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
  ...overrides,
});

const info = (settings: EConsultationSettings | null): EConsultancyInfo => ({ freelancerId: 'f1', isEConsultant: Boolean(settings), settings, booked: [] });

function routes({ settings = null, iam = ['Trainer'], business = false, extra = {} }: { settings?: EConsultationSettings | null; iam?: string[]; business?: boolean; extra?: Record<string, StubRoute> } = {}) {
  return stubApi({
    'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-f1', Iam: business ? ['Business'] : [] } }) } },
    'GET /freelancer': { body: { data: makeFreelancer({ Iam: iam as never }) } },
    'GET /freelancer/econsultancy': { body: { data: { data: info(settings) } } },
    'GET /input': { body: { data: { ...referenceFixture, timezones: ['UTC', 'Asia/Dubai', 'Africa/Cairo'] } } },
    ...extra,
  });
}

const renderPage = () => renderWithProviders(<EConsultationSettingsPage />, { route: '/econsultationsettings', path: '/econsultationsettings', token: 'tok' });

/** Reads the text fields of a multipart body. */
function multipartFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of text.split(/-{2,}[^\r\n]*\r\n/)) {
    const match = /name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n$/.exec(part);
    if (match) fields[match[1]] = match[2];
  }
  return fields;
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionsOf = (element: HTMLSelectElement) => Array.from(element.options).map((option) => option.value);
const saveButton = () => screen.getByRole('button', { name: 'Save e-Consultation settings' });

describe('/econsultationsettings', () => {

  it('tells business-only users that they do not offer e-Consultations', async () => {
    routes({ business: true });
    renderPage();
    expect(await screen.findByText(/Business accounts only post vacancies/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save e-Consultation settings' })).not.toBeInTheDocument();
  });

  it('has a tick per weekday, Sunday to Saturday; a tick enables its selectors with 09:30 AM to 06:00 PM', async () => {
    routes();
    const { user } = renderPage();
    await screen.findByRole('checkbox', { name: 'Sunday' });
    const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    for (const day of days) {
      expect(screen.getByRole('checkbox', { name: day })).not.toBeChecked();
      expect(select(`${day} From`)).toBeDisabled();
      expect(select(`${day} To`)).toBeDisabled();
    }
    await user.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    expect(select('Tuesday From')).toBeEnabled();
    expect(select('Tuesday To')).toBeEnabled();
    expect(select('Tuesday From')).toHaveValue('09:30 AM');
    expect(select('Tuesday To')).toHaveValue('06:00 PM');
    expect(select('Monday From')).toBeDisabled();
    // 47 'from' choices (12:00 AM … 11:00 PM), 'to' only later than 'from'
    expect(optionsOf(select('Tuesday From'))).toHaveLength(47);
    expect(optionsOf(select('Tuesday To'))[0]).toBe('10:00 AM');
    expect(optionsOf(select('Tuesday To')).at(-1)).toBe('11:30 PM');

    await user.selectOptions(select('Tuesday From'), '05:30 PM');
    expect(optionsOf(select('Tuesday To'))).toEqual(['06:00 PM', '06:30 PM', '07:00 PM', '07:30 PM', '08:00 PM', '08:30 PM', '09:00 PM', '09:30 PM', '10:00 PM', '10:30 PM', '11:00 PM', '11:30 PM']);
    expect(select('Tuesday To')).toHaveValue('06:00 PM');
    // A 'from' at or after 'to' moves 'to' to the next half hour.
    await user.selectOptions(select('Tuesday From'), '08:00 PM');
    expect(select('Tuesday To')).toHaveValue('08:30 PM');
    expect(optionsOf(select('Tuesday To'))[0]).toBe('08:30 PM');

    await user.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    expect(select('Tuesday From')).toBeDisabled();
  });

  it('shows the conference and payment details only while their send box is ticked', async () => {
    routes();
    const { user } = renderPage();
    await screen.findByRole('checkbox', { name: 'Send conference information to the client' });
    expect(screen.queryByLabelText(/^Conference Platform/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Payment Platform/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Send conference information to the client' }));
    expect(screen.getByLabelText(/^Conference Platform/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Conference Link/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Conference Message/)).toHaveValue(DEFAULT_MESSAGES.ConferenceMessage);
    expect(screen.queryByLabelText(/^Payment Platform/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Send payment information to the client' }));
    expect(screen.getByLabelText(/^Payment Platform/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Payment Link/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Payment Message/)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Send conference information to the client' }));
    expect(screen.queryByLabelText(/^Conference Platform/)).not.toBeInTheDocument();
  });

  it('shows times with ص / م and the built-in messages in Arabic on an Arabic page; the stored values stay the same', async () => {
    setLocaleSource(() => 'ar');
    try {
      await loadMessages();
      routes({ settings: stored({ WelcomeMessage: DEFAULT_MESSAGES.WelcomeMessage }), iam: ['Trainer', 'E-Consultant'] });
      renderPage();
      const [from] = await screen.findAllByRole('option', { name: '10:00 ص' });
      expect(from).toHaveValue('10:00 AM');
      expect(screen.getAllByRole('option', { name: '02:00 م' })[0]).toHaveValue('02:00 PM');
      expect(screen.queryByRole('option', { name: /AM|PM/ })).not.toBeInTheDocument();
      expect(screen.getByDisplayValue(localizeMessage(DEFAULT_MESSAGES.WelcomeMessage, 'ar'))).toBeInTheDocument();
      expect(screen.queryByDisplayValue(DEFAULT_MESSAGES.WelcomeMessage)).not.toBeInTheDocument();
    } finally {
      setLocaleSource(() => 'en');
    }
  });

  it('starts with the browser time zone, the built-in messages and 800-character counters', async () => {
    routes();
    renderPage();
    const zone = await screen.findByRole('combobox', { name: /^Time zone/ });
    expect(zone).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    // The zones of the reference data as "(UTC+04:00) Dubai", narrowed by typing.
    expect(screen.getByRole('option', { name: '(UTC+04:00) Dubai (United Arab Emirates)' })).toHaveValue('Asia/Dubai');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search time zones' }), { target: { value: 'cairo' } });
    expect(screen.queryByRole('option', { name: '(UTC+04:00) Dubai (United Arab Emirates)' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: /^\(UTC\+0[23]:00\) Cairo \(Egypt\)$/ })).toHaveValue('Africa/Cairo');
    expect(screen.getByLabelText(/^Welcome Message/)).toHaveValue(DEFAULT_MESSAGES.WelcomeMessage);
    expect(screen.getByText(`${DEFAULT_MESSAGES.WelcomeMessage.length}/800`)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I want to participate as an e-Consultant' })).not.toBeChecked();
  });

  it('refuses a save without a day, rate or welcome message, and a message over 800, with the spec messages', async () => {
    const api = routes();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save e-Consultation settings' }));
    expect(await screen.findByText('Please select atleast one day as available.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the required field Hourly Rate')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    expect(screen.queryByText('Please select atleast one day as available.')).not.toBeInTheDocument();
    const welcome = screen.getByLabelText(/^Welcome Message/);
    await user.clear(welcome);
    await user.tab();
    expect(await screen.findByText('Please enter the required field Welcome Message')).toBeInTheDocument();
    fireEvent.change(welcome, { target: { value: 'x'.repeat(801) } });
    expect(await screen.findByText('800 Max Characters', { selector: '[id$="-error"] span' })).toBeInTheDocument();
    expect(screen.getByText('801/800')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Send conference information to the client' }));
    fireEvent.change(screen.getByLabelText(/^Conference Message/), { target: { value: 'y'.repeat(900) } });
    await user.click(saveButton());
    expect(await screen.findByText('Please enter the required field Conference Platform')).toBeInTheDocument();
    expect(screen.getByText('Please enter the required field Conference Link')).toBeInTheDocument();
    expect(screen.getAllByText('800 Max Characters', { selector: '[id$="-error"] span' })).toHaveLength(2);

    await user.click(screen.getByRole('checkbox', { name: 'Send payment information to the client' }));
    await user.clear(screen.getByLabelText(/^Payment Message/));
    await user.click(saveButton());
    expect(await screen.findByText('Please enter the required field Payment Platform')).toBeInTheDocument();
    expect(screen.getByText('Please enter the required field Payment Link')).toBeInTheDocument();
    expect(screen.getByText('Please enter the required field Payment Message')).toBeInTheDocument();
    expect(api.calls('POST /freelancer')).toHaveLength(0);
  });

  it('saves availability, zone, rate and messages through POST /freelancer and adds E-Consultant to Iam', async () => {
    let posted = '';
    const api = routes({
      extra: {
        'POST /freelancer': (request) => {
          posted = String(request.body);
          return { body: { data: { ...makeFreelancer(), eConsultation: stored() } } };
        },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'I want to participate as an e-Consultant' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Wednesday' }));
    await user.selectOptions(select('Wednesday To'), '01:00 PM');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Time zone/ }), 'Asia/Dubai');
    await user.type(screen.getByLabelText(/^Hourly rate/), '50');
    await user.click(screen.getByRole('checkbox', { name: 'Send payment information to the client' }));
    await user.type(screen.getByLabelText(/^Payment Platform/), 'PayPal');
    await user.type(screen.getByLabelText(/^Payment Link/), 'paypal.me/layla');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Buffer between sessions/ }), '15');
    // Offering no length at all is refused before anything is sent.
    await user.click(screen.getByRole('checkbox', { name: '1 hr' }));
    await user.click(saveButton());
    expect(await screen.findByText('Please offer at least one session length: 30, 45, 60, 90 or 120 minutes')).toBeInTheDocument();
    expect(api.calls('POST /freelancer')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: '1 hr 30 min' }));
    await user.click(screen.getByRole('checkbox', { name: '30 min' }));
    const notice = screen.getByLabelText(/^Minimum notice/);
    await user.clear(notice);
    await user.type(notice, '6');
    await user.click(saveButton());

    expect(await screen.findByText('E-Consultation details are updating')).toBeInTheDocument();
    expect(await screen.findByText('E-Consultation details updated')).toBeInTheDocument();
    expect(api.calls('POST /freelancer')).toHaveLength(1);
    const fields = multipartFields(posted);
    expect(JSON.parse(fields.Iam)).toEqual(['Trainer', 'E-Consultant']);
    expect(JSON.parse(fields.eConsultation)).toEqual({
      availability: [
        { day: 'Sunday', from: '09:30 AM', to: '06:00 PM' },
        { day: 'Wednesday', from: '09:30 AM', to: '01:00 PM' },
      ],
      blockedDates: [],
      specialHours: [],
      timezone: 'Asia/Dubai',
      hourlyRate: '$50',
      WelcomeMessage: DEFAULT_MESSAGES.WelcomeMessage,
      ConferenceMessage: DEFAULT_MESSAGES.ConferenceMessage,
      PaymentMessage: DEFAULT_MESSAGES.PaymentMessage,
      sendConferenceInfo: false,
      sendPaymentInfo: true,
      ConferencePlatform: '',
      ConferenceLink: '',
      PaymentPlatform: 'PayPal',
      PaymentLink: 'paypal.me/layla',
      cancellationNoticeHours: 24,
      minNoticeHours: 6,
      horizonDays: 60,
      bufferMinutes: 15,
      sessionLengths: [30, 90],
    });
  });

  it('reads numbers typed in Arabic-Indic or Persian digits (and ٫) and sends them as numbers', async () => {
    let posted = '';
    routes({
      settings: stored({ cancellationNoticeHours: 24, minNoticeHours: 12 }),
      iam: ['Trainer', 'E-Consultant'],
      extra: {
        'POST /freelancer': (request) => {
          posted = String(request.body);
          return { body: { data: { ...makeFreelancer(), eConsultation: stored() } } };
        },
      },
    });
    const { user } = renderPage();
    const cancellation = await screen.findByLabelText(/^Cancellation notice/);
    expect(cancellation).toHaveAttribute('inputmode', 'numeric');
    await user.clear(cancellation);
    await user.type(cancellation, '٤٨');
    expect(cancellation).toHaveValue('48');
    const notice = screen.getByLabelText(/^Minimum notice/);
    await user.clear(notice);
    await user.type(notice, '۶');
    const rate = screen.getByLabelText(/^Hourly rate/);
    await user.clear(rate);
    await user.type(rate, '٤٢٫٥');
    expect(rate).toHaveValue('42.5');
    await user.click(saveButton());
    await screen.findByText('E-Consultation details updated');
    expect(JSON.parse(multipartFields(posted).eConsultation)).toMatchObject({ cancellationNoticeHours: 48, minNoticeHours: 6, hourlyRate: '$42.5' });
  });

  it('refuses a number field it cannot read with its message, in English and in Arabic, instead of saving 0', async () => {
    const api = routes({ settings: stored(), iam: ['Trainer', 'E-Consultant'] });
    const { user } = renderPage();
    const cancellation = await screen.findByLabelText(/^Cancellation notice/);
    await user.clear(cancellation);
    await user.click(saveButton());
    expect(await screen.findByText(econsultationMsg.invalidCancellationNotice)).toBeInTheDocument();
    await user.type(cancellation, '٤٨ساعة');
    expect(cancellation).toHaveValue('48ساعة');
    await user.click(saveButton());
    expect(await screen.findByText(econsultationMsg.invalidCancellationNotice)).toBeInTheDocument();
    expect(api.calls('POST /freelancer')).toHaveLength(0);
  });

  it('shows the number rule in Arabic on an Arabic page', async () => {
    setLocaleSource(() => 'ar');
    try {
      await loadMessages();
      routes({ settings: stored(), iam: ['Trainer', 'E-Consultant'] });
      const { user } = renderPage();
      const cancellation = await screen.findByLabelText(/^مهلة الإلغاء/);
      await user.clear(cancellation);
      await user.type(cancellation, 'abc');
      await user.tab();
      expect(await screen.findByText('يجب أن تكون مهلة الإلغاء عددًا صحيحًا من الساعات بين 0 و168')).toBeInTheDocument();
    } finally {
      setLocaleSource(() => 'en');
    }
  });

  it('reads stored settings; unticking participate removes E-Consultant; Negotiable is sent as the word', async () => {
    let posted = '';
    routes({
      settings: stored(),
      iam: ['Trainer', 'E-Consultant'],
      extra: {
        'POST /freelancer': (request) => {
          posted = String(request.body);
          return { body: { data: { ...makeFreelancer(), eConsultation: stored() } } };
        },
      },
    });
    const { user } = renderPage();
    const participate = await screen.findByRole('checkbox', { name: 'I want to participate as an e-Consultant' });
    expect(participate).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(select('Monday From')).toHaveValue('10:00 AM');
    expect(select('Monday To')).toHaveValue('02:00 PM');
    expect(screen.getByRole('combobox', { name: /^Time zone/ })).toHaveValue('Asia/Dubai');
    expect(screen.getByLabelText(/^Hourly rate/)).toHaveValue('45');
    expect(screen.getByLabelText(/^Welcome Message/)).toHaveValue('Ahlan, looking forward to it.');

    await user.click(participate);
    await user.click(screen.getByRole('checkbox', { name: 'Negotiable' }));
    expect(screen.getByLabelText(/^Hourly rate/)).toBeDisabled();
    await user.click(saveButton());
    await screen.findByText('E-Consultation details updated');
    const fields = multipartFields(posted);
    expect(JSON.parse(fields.Iam)).toEqual(['Trainer']);
    expect(JSON.parse(fields.eConsultation)).toMatchObject({ hourlyRate: 'Negotiable', availability: [{ day: 'Monday', from: '10:00 AM', to: '02:00 PM' }] });
  });

  it("shows 'Some error has been occured ' (trailing space) and the server's reason when the save fails", async () => {
    routes({
      settings: stored(),
      extra: { 'POST /freelancer': { status: 400, body: { message: 'Please enter a valid link, including https://', errors: { message: 'Please enter a valid link, including https://' } } } },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save e-Consultation settings' }));
    expect(await screen.findByText('Some error has been occured ', { normalizer: getDefaultNormalizer({ trim: false }) })).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid link, including https://')).toBeInTheDocument();
  });

  it('keeps the typed settings when the session ends during the save, for the same user', async () => {
    routes({
      settings: stored(),
      extra: {
        // The app's session listener clears the token on this 401 (see app/entrypoint/sessions.test).
        'POST /freelancer': () => {
          window.localStorage.clear();
          return { status: 401, body: { message: 'Please log in to continue.', errors: { message: 'Please log in to continue.', error: 'unauthorized' } } };
        },
      },
    });
    const first = renderPage();
    const welcome = await screen.findByLabelText(/^Welcome Message/);
    fireEvent.change(welcome, { target: { value: 'Marhaba, see you soon.' } });
    await first.user.click(saveButton());
    await waitFor(() => expect(Object.keys(window.sessionStorage).some((key) => key.startsWith('draft:u-f1:'))).toBe(true));
    expect(screen.queryByText('Some error has been occured ', { normalizer: getDefaultNormalizer({ trim: false }) })).not.toBeInTheDocument();
    first.unmount();
    jest.restoreAllMocks();

    routes({ settings: stored() });
    renderPage();
    await waitFor(() => expect(screen.getByLabelText(/^Welcome Message/)).toHaveValue('Marhaba, see you soon.'));
    window.sessionStorage.clear();
  });
});
