import { bookingSchema, econsultationSettingsSchema, isLink } from './schema';
import { econsultationMsg } from './messages';
import { msg } from '../messages';

describe('settings schema (see docs/reference.md#validation)', () => {
  const valid = {
    availability: [{ day: 'Sunday', from: '09:30 AM', to: '06:00 PM' }],
    timezone: 'Asia/Dubai',
    hourlyRate: '$40',
    WelcomeMessage: 'Welcome',
    ConferenceMessage: '',
    PaymentMessage: '',
    sendConferenceInfo: false,
    sendPaymentInfo: false,
    ConferencePlatform: '',
    ConferenceLink: '',
    PaymentPlatform: '',
    PaymentLink: '',
  };
  const first = async (value: object) => {
    try {
      await econsultationSettingsSchema.validate(value);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('accepts valid settings', async () => {
    expect(await first(valid)).toBeNull();
    expect(await first({ ...valid, hourlyRate: 'Negotiable' })).toBeNull();
  });

  it('has each rule with its message', async () => {
    expect(await first({ ...valid, availability: [] })).toBe(econsultationMsg.atLeastOneDay);
    expect(await first({ ...valid, WelcomeMessage: 'x'.repeat(801) })).toBe('800 Max Characters');
    expect(await first({ ...valid, WelcomeMessage: '' })).toBe(econsultationMsg.welcomeRequired);
    expect(await first({ ...valid, timezone: '' })).toBe(econsultationMsg.timezoneRequired);
    expect(await first({ ...valid, timezone: 'Nowhere/Town' })).toBe(econsultationMsg.invalidTimezone);
    expect(await first({ ...valid, hourlyRate: '' })).toBe(econsultationMsg.hourlyRateRequired);
    expect(await first({ ...valid, hourlyRate: 'forty' })).toBe(econsultationMsg.hourlyRateFormat);
    expect(await first({ ...valid, sendConferenceInfo: true, ConferenceLink: 'https://zoom.us/j/1', ConferenceMessage: 'Hi' })).toBe(msg.required('Conference Platform'));
    expect(await first({ ...valid, sendPaymentInfo: true, PaymentPlatform: 'PayPal', PaymentMessage: 'Pay' })).toBe(msg.required('Payment Link'));
    expect(await first({ ...valid, sendConferenceInfo: true, ConferencePlatform: 'Zoom', ConferenceLink: 'not a link', ConferenceMessage: 'Hi' })).toBe(econsultationMsg.invalidLink);
    expect(await first({ ...valid, availability: [{ day: 'Sunday', from: '06:00 PM', to: '09:30 AM' }] })).toBe(econsultationMsg.toAfterFrom);
    expect(await first({ ...valid, availability: [{ day: 'Someday', from: '09:30 AM', to: '06:00 PM' }] })).toBe(econsultationMsg.invalidDay);
    expect(
      await first({
        ...valid,
        availability: [
          { day: 'Sunday', from: '09:30 AM', to: '06:00 PM' },
          { day: 'Sunday', from: '07:00 PM', to: '08:00 PM' },
        ],
      }),
    ).toBe(econsultationMsg.invalidDay);
  });

  it('accepts links without a scheme', () => {
    expect(isLink('zoom.us/j/123')).toBe(true);
    expect(isLink('https://meet.google.com/abc-defg-hij')).toBe(true);
    expect(isLink('javascript:alert(1)')).toBe(false);
    expect(isLink('localhost')).toBe(false);
  });
});

describe('booking schema (see docs/reference.md#validation)', () => {
  const payload = {
    clientInformation: { name: 'Omar', organization: '', email: 'omar@example.com', phone: '', requirements: 'Review our plan' },
    bookingDetails: { preferenceDate: '2027-03-28', timezone: 'Asia/Dubai', startTime: '10:00 AM', endTime: '11:00 AM', proposeAlternateDate: '' },
    isAccept: true,
    totalFees: '$40',
    freelancer: 'f1',
  };
  it('accepts a complete booking and refuses a date before today', async () => {
    await expect(bookingSchema('2027-03-28').validate(payload)).resolves.toBeTruthy();
    await expect(bookingSchema('2027-03-29').validate(payload)).rejects.toThrow(econsultationMsg.dateInPast);
    await expect(bookingSchema('2027-03-01').validate({ ...payload, isAccept: false })).rejects.toThrow(econsultationMsg.acceptRequired);
  });
});
