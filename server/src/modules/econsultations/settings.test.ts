import type { EConsultancyInfo, EConsultationSettings, EConsultationSaveResponse } from '@contracts/econsultation/types';
import { DEFAULT_MESSAGES } from '@contracts/econsultation/default-messages';
import { econsultationMsg } from '@contracts/econsultation/messages';
import { freelancerMsg, type Freelancer } from '@contracts/freelancer';
import { msg } from '@contracts/messages';
import { createTestApp, type TestApp } from '../../test/app';
import { createEConsultant, saveSettings, settingsPayload } from '../../test/econsultations';
import { API, createFreelancer, createMember, get, multipart, profileFields, resumeFile } from '../../test/freelancers';
import { UsersRepository } from '../users/repository';

type Info = { data: { data: EConsultancyInfo } };

describe('e-consultation settings: POST /freelancer with eConsultation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a login and refuses business-only accounts', async () => {
    expect((await saveSettings(t, '', settingsPayload(), ['E-Consultant'])).statusCode).toBe(401);
    const business = await createMember(t, { iam: ['Business'] });
    const res = await saveSettings(t, business.token, settingsPayload(), ['E-Consultant']);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ _code: 403, _message: freelancerMsg.businessOnly });
  });

  it('saves the settings from a JSON body, merges the default messages under empty ones, and adds E-Consultant', async () => {
    const { user, token, id } = await createFreelancer(t, {}, { Iam: JSON.stringify(['Trainer', 'Consultant']) });
    const res = await saveSettings(
      t,
      token,
      settingsPayload({ WelcomeMessage: '', ConferenceMessage: '   ', sendConferenceInfo: true, ConferencePlatform: 'Zoom', ConferenceLink: 'zoom.us/j/123456' }),
      ['Trainer', 'Consultant', 'E-Consultant'],
    );
    expect(res.statusCode).toBe(200);
    const saved = (res.json() as { data: EConsultationSaveResponse }).data;
    expect(saved.id).toBe(id);
    expect(saved.Iam).toEqual(['Trainer', 'Consultant', 'E-Consultant']);
    expect(saved.eConsultation).toEqual({
      ...settingsPayload(),
      blockedDates: [],
      specialHours: [],
      WelcomeMessage: DEFAULT_MESSAGES.WelcomeMessage,
      ConferenceMessage: DEFAULT_MESSAGES.ConferenceMessage,
      PaymentMessage: DEFAULT_MESSAGES.PaymentMessage,
      sendConferenceInfo: true,
      ConferencePlatform: 'Zoom',
      ConferenceLink: 'https://zoom.us/j/123456',
    });
    expect((await new UsersRepository(t.database.db).findById(user.id))?.iam).toEqual(['Trainer', 'Consultant', 'E-Consultant']);

    const own = (await get(t, '/freelancer/econsultancy', token)).json() as Info;
    expect(own.data.data).toEqual({ freelancerId: id, isEConsultant: true, settings: saved.eConsultation, booked: [], onBlockedDates: [] });
    const byId = (await get(t, `/freelancer/econsultancy/${id}`, token)).json() as Info;
    expect(byId.data.data.settings).toEqual(saved.eConsultation);
  });

  it('keeps a message the freelancer wrote', async () => {
    const { token } = await createFreelancer(t);
    const res = await saveSettings(t, token, settingsPayload({ WelcomeMessage: 'Ahlan! Looking forward to it.', PaymentMessage: 'Pay by bank transfer.' }), ['E-Consultant']);
    const saved = (res.json() as { data: EConsultationSaveResponse }).data.eConsultation;
    expect(saved.WelcomeMessage).toBe('Ahlan! Looking forward to it.');
    expect(saved.PaymentMessage).toBe('Pay by bank transfer.');
    expect(saved.ConferenceMessage).toBe(DEFAULT_MESSAGES.ConferenceMessage);
  });

  it('reads the multipart form: eConsultation and Iam as JSON text', async () => {
    const { token } = await createFreelancer(t, {}, { Iam: JSON.stringify(['Consultant']) });
    const body = multipart({ eConsultation: JSON.stringify(settingsPayload({ timezone: 'Africa/Cairo', hourlyRate: 'Negotiable' })), Iam: JSON.stringify(['Consultant', 'E-Consultant']) });
    const res = await t.app.inject({ method: 'POST', url: `${API}/freelancer`, payload: body.payload, headers: { ...body.headers, authorization: token } });
    expect(res.statusCode).toBe(200);
    const saved = (res.json() as { data: EConsultationSaveResponse }).data;
    expect(saved.eConsultation.timezone).toBe('Africa/Cairo');
    expect(saved.eConsultation.hourlyRate).toBe('Negotiable');
    expect(saved.Iam).toEqual(['Consultant', 'E-Consultant']);
  });

  it('refuses settings that are not JSON', async () => {
    const { token } = await createFreelancer(t);
    const body = multipart({ eConsultation: '{not json' });
    const res = await t.app.inject({ method: 'POST', url: `${API}/freelancer`, payload: body.payload, headers: { ...body.headers, authorization: token } });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['no available day', { availability: [] }, econsultationMsg.atLeastOneDay],
    ['a welcome message over 800 characters', { WelcomeMessage: 'x'.repeat(801) }, '800 Max Characters'],
    ['a conference message over 800 characters', { ConferenceMessage: 'x'.repeat(801) }, '800 Max Characters'],
    ['a payment message over 800 characters', { PaymentMessage: 'x'.repeat(801) }, '800 Max Characters'],
    ['conference on without a platform', { sendConferenceInfo: true, ConferenceLink: 'https://zoom.us/j/1' }, msg.required('Conference Platform')],
    ['conference on without a link', { sendConferenceInfo: true, ConferencePlatform: 'Zoom' }, msg.required('Conference Link')],
    ['payment on without a platform', { sendPaymentInfo: true, PaymentLink: 'https://paypal.me/amira' }, msg.required('Payment Platform')],
    ['payment on without a link', { sendPaymentInfo: true, PaymentPlatform: 'PayPal' }, msg.required('Payment Link')],
    ['a conference link that is not a link', { sendConferenceInfo: true, ConferencePlatform: 'Zoom', ConferenceLink: 'call me' }, econsultationMsg.invalidLink],
    ['no time zone', { timezone: '' }, econsultationMsg.timezoneRequired],
    ['an unknown time zone', { timezone: 'Atlantis/Capital' }, econsultationMsg.invalidTimezone],
    ['no hourly rate', { hourlyRate: '' }, econsultationMsg.hourlyRateRequired],
    ['an hourly rate without a currency', { hourlyRate: '40' }, econsultationMsg.hourlyRateFormat],
    ['a window ending before it starts', { availability: [{ day: 'Monday' as const, from: '06:00 PM', to: '09:30 AM' }] }, econsultationMsg.toAfterFrom],
    ['an unknown weekday', { availability: [{ day: 'Funday' as never, from: '09:30 AM', to: '06:00 PM' }] }, econsultationMsg.invalidDay],
  ])('refuses %s with its message and stores nothing', async (_name, overrides, message) => {
    const { token } = await createFreelancer(t);
    const res = await saveSettings(t, token, settingsPayload(overrides), ['E-Consultant']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { message } });
    const own = (await get(t, '/freelancer/econsultancy', token)).json() as Info;
    expect(own.data.data.settings).toBeNull();
    expect(((await get(t, '/freelancer', token)).json() as { data: Freelancer }).data.Iam).not.toContain('E-Consultant');
  });

  it('offers an hour when no session length is sent, and stores the lengths sent once each, ascending', async () => {
    const { token } = await createFreelancer(t);
    const { sessionLengths: _left, ...withoutLengths } = settingsPayload();
    expect((await saveSettings(t, token, withoutLengths, ['E-Consultant'])).statusCode).toBe(200);
    expect(((await get(t, '/freelancer/econsultancy', token)).json() as Info).data.data.settings?.sessionLengths).toEqual([60]);
    expect((await saveSettings(t, token, settingsPayload({ sessionLengths: ['٩٠', 30, 90] as unknown as number[] }), ['E-Consultant'])).statusCode).toBe(200);
    expect(((await get(t, '/freelancer/econsultancy', token)).json() as Info).data.data.settings?.sessionLengths).toEqual([30, 90]);
  });

  it.each([
    [[], econsultationMsg.invalidLengths],
    [[50], econsultationMsg.invalidLengths],
    [[null], econsultationMsg.invalidLengths],
    ['60', 'The field sessionLengths must be a list.'],
  ])('refuses session lengths of %p', async (sessionLengths, message) => {
    const { token } = await createFreelancer(t);
    const res = await saveSettings(t, token, settingsPayload({ sessionLengths: sessionLengths as unknown as number[] }), ['E-Consultant']);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  });

  it('stores numbers typed in Arabic-Indic or Persian digits as numbers', async () => {
    const { token } = await createFreelancer(t);
    const typed = { cancellationNoticeHours: '٤٨', minNoticeHours: '۶', horizonDays: ' ٣٠ ', hourlyRate: '$٤٢٫٥' } as unknown as Partial<EConsultationSettings>;
    const res = await saveSettings(t, token, settingsPayload(typed), ['E-Consultant']);
    expect(res.statusCode).toBe(200);
    const own = (await get(t, '/freelancer/econsultancy', token)).json() as Info;
    expect(own.data.data.settings).toMatchObject({ cancellationNoticeHours: 48, minNoticeHours: 6, horizonDays: 30, hourlyRate: '$42.5' });
  });

  it.each([['abc'], [''], [null], ['0x10'], ['٤٨ساعة']])('refuses a cancellation notice of %p with its message (never stores 0), in English and in Arabic', async (value) => {
    const { token } = await createFreelancer(t);
    const res = await saveSettings(t, token, settingsPayload({ cancellationNoticeHours: value as unknown as number }), ['E-Consultant']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: econsultationMsg.invalidCancellationNotice });
    const own = (await get(t, '/freelancer/econsultancy', token)).json() as Info;
    expect(own.data.data.settings).toBeNull();
    const arabic = await t.app.inject({
      method: 'POST',
      url: `${API}/freelancer`,
      headers: { authorization: token, 'accept-language': 'ar' },
      payload: { eConsultation: settingsPayload({ cancellationNoticeHours: value as unknown as number }) },
    });
    expect(arabic.json()).toMatchObject({ message: 'يجب أن تكون مهلة الإلغاء عددًا صحيحًا من الساعات بين 0 و168' });
  });

  it('answers the first rule in the form order when several fail', async () => {
    const { token } = await createFreelancer(t);
    const res = await saveSettings(t, token, settingsPayload({ availability: [], timezone: '', hourlyRate: '' }), ['E-Consultant']);
    expect(res.json()).toMatchObject({ message: econsultationMsg.atLeastOneDay });
  });

  it('toggles E-Consultant with Iam and keeps the other roles; without Iam the roles stay', async () => {
    const { token, id } = await createEConsultant(t);
    const readIam = async () => ((await get(t, '/freelancer', token)).json() as { data: Freelancer }).data.Iam;
    expect(await readIam()).toEqual(['Trainer', 'E-Consultant']);

    // The settings page sends what it knows; only E-Consultant is taken from it.
    expect((await saveSettings(t, token, settingsPayload(), [])).statusCode).toBe(200);
    expect(await readIam()).toEqual(['Trainer']);
    const info = ((await get(t, `/freelancer/econsultancy/${id}`, token)).json() as Info).data.data;
    expect(info.isEConsultant).toBe(false);
    expect(info.settings).not.toBeNull();

    expect((await saveSettings(t, token, settingsPayload(), ['E-Consultant'])).statusCode).toBe(200);
    expect(await readIam()).toEqual(['Trainer', 'E-Consultant']);
    expect((await saveSettings(t, token, settingsPayload({ hourlyRate: '$55' }))).statusCode).toBe(200);
    expect(await readIam()).toEqual(['Trainer', 'E-Consultant']);
  });

  it('keeps the settings when the profile form is saved', async () => {
    const { token, id } = await createEConsultant(t, { hourlyRate: '$75' });
    const body = multipart(profileFields({ profileHeader: 'Changed header', Iam: JSON.stringify(['Trainer', 'E-Consultant']) }), [resumeFile()]);
    const res = await t.app.inject({ method: 'POST', url: `${API}/freelancer`, payload: body.payload, headers: { ...body.headers, authorization: token } });
    expect(res.statusCode).toBe(200);
    const info = ((await get(t, `/freelancer/econsultancy/${id}`, token)).json() as Info).data.data;
    expect(info.settings?.hourlyRate).toBe('$75');
  });

  it('saves settings before any profile exists (a bare, unlisted profile holds them)', async () => {
    const member = await createMember(t);
    const res = await saveSettings(t, member.token, settingsPayload(), ['E-Consultant']);
    expect(res.statusCode).toBe(200);
    const saved = (res.json() as { data: EConsultationSaveResponse }).data;
    expect(saved.complete).toBe(false);
    expect(saved.Iam).toEqual(['E-Consultant']);
    const other = await createMember(t);
    expect((await get(t, `/freelancer/econsultancy/${saved.id}`, other.token)).statusCode).toBe(404);
    const own = ((await get(t, '/freelancer/econsultancy', member.token)).json() as Info).data.data;
    expect(own.freelancerId).toBe(saved.id);
  });

  it('answers an empty own info before any profile exists', async () => {
    const member = await createMember(t);
    const res = await get(t, '/freelancer/econsultancy', member.token);
    expect(res.json()).toEqual({ data: { data: { freelancerId: '', isEConsultant: false, settings: null, booked: [] } } });
  });

  it('shows other members the availability, time zone and rate, not the messages, platforms or links; visitors are refused', async () => {
    const freelancer = await createEConsultant(t, {
      sendConferenceInfo: true,
      ConferencePlatform: 'Google Meet',
      ConferenceLink: 'https://meet.google.com/abc-defg-hij',
      sendPaymentInfo: true,
      PaymentPlatform: 'PayPal',
      PaymentLink: 'https://paypal.me/amira',
    });
    const member = await createMember(t);
    const res = await get(t, `/freelancer/econsultancy/${freelancer.id}`, member.token);
    expect(res.statusCode).toBe(200);
    const info = (res.json() as Info).data.data;
    expect(info.isEConsultant).toBe(true);
    expect(info.settings).toEqual({
      ...settingsPayload(),
      blockedDates: [],
      specialHours: [],
      WelcomeMessage: '',
      sendConferenceInfo: true,
      sendPaymentInfo: true,
    });
    expect((await get(t, `/freelancer/econsultancy/${freelancer.id}`)).statusCode).toBe(401);
    expect((await get(t, '/freelancer/econsultancy/00000000-0000-4000-8000-000000000000', member.token)).statusCode).toBe(404);
    expect((await get(t, '/freelancer/econsultancy/not-an-id', member.token)).statusCode).toBe(404);
  });
});
