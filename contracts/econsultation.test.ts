import {
  DEFAULT_MESSAGES,
  TIME_SLOTS,
  bookingSchema,
  econsultationMsg,
  econsultationSettingsSchema,
  endSlots,
  isCalendarDate,
  isLink,
  isValidTimeZone,
  rateNumber,
  slotMinutes,
  slotWeight,
  startSlots,
  todayIn,
  totalFees,
  weekdayOf,
  withDefaultMessages,
  localizeDefaultMessages,
  storedDefaultMessages,
  zoneOffsetMinutes,
  zonedDate,
  zonedTimeLabel,
  zonedTimeToInstant,
  bookingInstants,
  feesFor,
  localTimeKind,
  slotExists,
  zonedTimeInstants,
} from './econsultation';
import { formatDuration } from './format-time';
import { localizeMessage } from './messages-ar';
import { msg } from './messages';

describe('time slots', () => {
  it('are the 48 half hours from 12:00 AM to 11:30 PM, weights 0–47', () => {
    expect(TIME_SLOTS).toHaveLength(48);
    expect(TIME_SLOTS.map((s) => s.weight)).toEqual(Array.from({ length: 48 }, (_, i) => i));
    expect(TIME_SLOTS[0].label).toBe('12:00 AM');
    expect(TIME_SLOTS[1].label).toBe('12:30 AM');
    expect(TIME_SLOTS[2].label).toBe('01:00 AM');
    expect(TIME_SLOTS[19].label).toBe('09:30 AM');
    expect(TIME_SLOTS[23].label).toBe('11:30 AM');
    expect(TIME_SLOTS[24].label).toBe('12:00 PM');
    expect(TIME_SLOTS[36].label).toBe('06:00 PM');
    expect(TIME_SLOTS[47].label).toBe('11:30 PM');
    expect(new Set(TIME_SLOTS.map((s) => s.label)).size).toBe(48);
  });

  it('map labels to weights and minutes; anything else is -1', () => {
    expect(slotWeight('09:30 AM')).toBe(19);
    expect(slotWeight('06:00 PM')).toBe(36);
    expect(slotWeight('9:30 AM')).toBe(-1);
    expect(slotWeight('09:15 AM')).toBe(-1);
    expect(slotWeight('')).toBe(-1);
    expect(slotMinutes('12:00 AM')).toBe(0);
    expect(slotMinutes('01:30 PM')).toBe(13 * 60 + 30);
  });

  it('generate the start and end choices of a window', () => {
    const starts = startSlots('09:30 AM', '06:00 PM');
    expect(starts[0].label).toBe('09:30 AM');
    expect(starts[starts.length - 1].label).toBe('05:30 PM');
    expect(starts).toHaveLength(17);
    const ends = endSlots('05:00 PM', '06:00 PM');
    expect(ends.map((s) => s.label)).toEqual(['05:30 PM', '06:00 PM']);
    expect(endSlots('09:30 AM', '06:00 PM')[0].label).toBe('10:00 AM');
    expect(startSlots('06:00 PM', '09:30 AM')).toEqual([]);
    expect(startSlots('nope', '06:00 PM')).toEqual([]);
    expect(endSlots('06:00 PM', '06:00 PM')).toEqual([]);
  });
});

describe('fees and duration', () => {
  it('reads the number after the currency symbol', () => {
    expect(rateNumber('$40')).toBe(40);
    expect(rateNumber(' $ 37.50 ')).toBe(37.5);
    expect(rateNumber('Negotiable')).toBeNull();
    expect(rateNumber('40')).toBeNull();
    expect(rateNumber('')).toBeNull();
    expect(rateNumber(undefined)).toBeNull();
  });

  it('multiplies the rate by the hours between start and end', () => {
    expect(totalFees('$40', '10:00 AM', '11:00 AM')).toBe('$40');
    expect(totalFees('$40', '10:00 AM', '11:30 AM')).toBe('$60');
    expect(totalFees('$45', '10:00 AM', '10:30 AM')).toBe('$22.50');
    expect(totalFees('$100', '09:30 AM', '06:00 PM')).toBe('$850');
  });

  it("is 'NIL' when an input is missing or the rate is Negotiable", () => {
    expect(totalFees('Negotiable', '10:00 AM', '11:00 AM')).toBe('NIL');
    expect(totalFees('', '10:00 AM', '11:00 AM')).toBe('NIL');
    expect(totalFees(undefined, '10:00 AM', '11:00 AM')).toBe('NIL');
    expect(totalFees('$40', undefined, '11:00 AM')).toBe('NIL');
    expect(totalFees('$40', '10:00 AM', '')).toBe('NIL');
    expect(totalFees('$40', '11:00 AM', '10:00 AM')).toBe('NIL');
    expect(totalFees('$40', '10:15 AM', '11:00 AM')).toBe('NIL');
  });

  it('shows a duration in hours and minutes', () => {
    expect(formatDuration(30)).toBe('30 min');
    expect(formatDuration(60)).toBe('1 hr');
    expect(formatDuration(90)).toBe('1 hr 30 min');
    expect(formatDuration(120)).toBe('2 hrs');
    expect(formatDuration(510)).toBe('8 hrs 30 min');
    expect(formatDuration(0)).toBe('0 min');
  });
});

describe('time zones', () => {
  it('knows IANA names and refuses the rest', () => {
    expect(isValidTimeZone('Asia/Dubai')).toBe(true);
    expect(isValidTimeZone('Africa/Cairo')).toBe(true);
    expect(isValidTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('+04:00')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(42)).toBe(false);
  });

  it('converts a London wall-clock time to the right instant across the spring-forward change (booked from Dubai)', () => {
    // The last Sunday of March 2027: clocks go from 01:00 GMT to 02:00 BST.
    expect(weekdayOf('2027-03-28')).toBe('Sunday');
    const after = zonedTimeToInstant('2027-03-28', slotMinutes('10:00 AM'), 'Europe/London');
    expect(after.toISOString()).toBe('2027-03-28T09:00:00.000Z');
    const before = zonedTimeToInstant('2027-03-27', slotMinutes('10:00 AM'), 'Europe/London');
    expect(before.toISOString()).toBe('2027-03-27T10:00:00.000Z');
    // What the client in Dubai (UTC+4 all year) sees.
    expect(zonedTimeLabel(after, 'Asia/Dubai')).toBe('01:00 PM');
    expect(zonedTimeLabel(before, 'Asia/Dubai')).toBe('02:00 PM');
    expect(zonedDate(after, 'Asia/Dubai')).toBe('2027-03-28');
    expect(zoneOffsetMinutes(before.getTime(), 'Europe/London')).toBe(0);
    expect(zoneOffsetMinutes(after.getTime(), 'Europe/London')).toBe(60);
  });

  it('moves a skipped time forward and takes the first of a repeated time', () => {
    // 01:30 does not exist in London on 2027-03-28; it becomes 02:30 BST = 01:30Z.
    expect(zonedTimeToInstant('2027-03-28', 90, 'Europe/London').toISOString()).toBe('2027-03-28T01:30:00.000Z');
    // 01:30 happens twice on 2027-10-31 (BST, then GMT): the first, 00:30Z.
    expect(zonedTimeToInstant('2027-10-31', 90, 'Europe/London').toISOString()).toBe('2027-10-31T00:30:00.000Z');
  });

  it('converts fixed-offset zones and reads dates and times back', () => {
    expect(zonedTimeToInstant('2027-01-10', slotMinutes('09:30 AM'), 'Asia/Dubai').toISOString()).toBe('2027-01-10T05:30:00.000Z');
    expect(zonedTimeToInstant('2027-01-10', 0, 'Asia/Dubai').toISOString()).toBe('2027-01-09T20:00:00.000Z');
    expect(zonedDate('2027-01-09T20:00:00Z', 'Asia/Dubai')).toBe('2027-01-10');
    expect(zonedTimeLabel('2027-01-09T20:00:00Z', 'Asia/Dubai')).toBe('12:00 AM');
    expect(todayIn('Asia/Dubai', new Date('2027-01-09T21:00:00Z'))).toBe('2027-01-10');
    expect(todayIn('America/New_York', new Date('2027-01-09T21:00:00Z'))).toBe('2027-01-09');
  });

  it('reads calendar dates strictly', () => {
    expect(isCalendarDate('2027-02-28')).toBe(true);
    expect(isCalendarDate('2027-02-30')).toBe(false);
    expect(isCalendarDate('28/02/2027')).toBe(false);
    expect(weekdayOf('2027-02-30')).toBeNull();
    expect(weekdayOf('2027-01-10')).toBe('Sunday');
  });
});

describe('exact time across clock changes', () => {
  const at = (label: string) => slotMinutes(label);

  it('Europe/London 2027-03-28: 01:00 and 01:30 AM do not exist; 12:30 AM and 02:00 AM do', () => {
    expect(localTimeKind('2027-03-28', at('12:30 AM'), 'Europe/London')).toBe('normal');
    expect(localTimeKind('2027-03-28', at('01:00 AM'), 'Europe/London')).toBe('skipped');
    expect(localTimeKind('2027-03-28', at('01:30 AM'), 'Europe/London')).toBe('skipped');
    expect(localTimeKind('2027-03-28', at('02:00 AM'), 'Europe/London')).toBe('normal');
    expect(slotExists('2027-03-28', slotWeight('01:00 AM'), 'Europe/London')).toBe(false);
    expect(slotExists('2027-03-27', slotWeight('01:00 AM'), 'Europe/London')).toBe(true);
    expect(zonedTimeInstants('2027-03-28', at('01:30 AM'), 'Europe/London')).toEqual([]);
  });

  it('Europe/London 2027-10-31: 01:00 and 01:30 AM happen twice; the booking rule takes the first (BST) one', () => {
    expect(localTimeKind('2027-10-31', at('01:00 AM'), 'Europe/London')).toBe('repeated');
    expect(localTimeKind('2027-10-31', at('01:30 AM'), 'Europe/London')).toBe('repeated');
    expect(localTimeKind('2027-10-31', at('02:00 AM'), 'Europe/London')).toBe('normal');
    expect(zonedTimeInstants('2027-10-31', at('01:30 AM'), 'Europe/London').map((i) => new Date(i).toISOString())).toEqual([
      '2027-10-31T00:30:00.000Z',
      '2027-10-31T01:30:00.000Z',
    ]);
    const first = bookingInstants('2027-10-31', '01:00 AM', '01:30 AM', 'Europe/London');
    expect(first).toEqual({ ok: true, startsAt: new Date('2027-10-31T00:00:00.000Z'), endsAt: new Date('2027-10-31T00:30:00.000Z'), minutes: 30 });
  });

  it('bills and times a booking across the change by its real instants', () => {
    // Spring forward: 12:30 AM GMT → 02:00 AM BST is 30 real minutes, not 1.5 hours.
    const spring = bookingInstants('2027-03-28', '12:30 AM', '02:00 AM', 'Europe/London');
    expect(spring).toEqual({ ok: true, startsAt: new Date('2027-03-28T00:30:00.000Z'), endsAt: new Date('2027-03-28T01:00:00.000Z'), minutes: 30 });
    expect(totalFees('$40', '12:30 AM', '02:00 AM', { date: '2027-03-28', timeZone: 'Europe/London' })).toBe('$20');
    expect(totalFees('$40', '12:30 AM', '02:00 AM', { date: '2027-03-27', timeZone: 'Europe/London' })).toBe('$60');
    // Fall back: 12:30 AM BST → 02:00 AM GMT is 2.5 real hours.
    const autumn = bookingInstants('2027-10-31', '12:30 AM', '02:00 AM', 'Europe/London');
    expect(autumn.ok && autumn.minutes).toBe(150);
    expect(totalFees('$40', '12:30 AM', '02:00 AM', { date: '2027-10-31', timeZone: 'Europe/London' })).toBe('$100');
    expect(feesFor('$45', 30)).toBe('$22.50');
    expect(feesFor('Negotiable', 60)).toBe('NIL');
    expect(feesFor('$45', 0)).toBe('NIL');
  });

  it('refuses a start or end the clocks skip, and an end not after the start', () => {
    expect(bookingInstants('2027-03-28', '01:00 AM', '02:30 AM', 'Europe/London')).toEqual({ ok: false, reason: 'timeDoesNotExist' });
    expect(bookingInstants('2027-03-28', '12:00 AM', '01:30 AM', 'Europe/London')).toEqual({ ok: false, reason: 'timeDoesNotExist' });
    expect(bookingInstants('2027-03-28', '02:00 AM', '01:00 AM', 'Europe/London')).toEqual({ ok: false, reason: 'endAfterStart' });
    expect(bookingInstants('2027-03-28', '9:00', '10:00 AM', 'Europe/London')).toEqual({ ok: false, reason: 'invalidTime' });
    expect(totalFees('$40', '01:00 AM', '02:30 AM', { date: '2027-03-28', timeZone: 'Europe/London' })).toBe('NIL');
  });

  it('America/New_York 2027-03-14 skips 2 AM, 2027-11-07 repeats 1 AM', () => {
    expect(localTimeKind('2027-03-14', at('02:00 AM'), 'America/New_York')).toBe('skipped');
    expect(localTimeKind('2027-03-14', at('02:30 AM'), 'America/New_York')).toBe('skipped');
    expect(localTimeKind('2027-03-14', at('03:00 AM'), 'America/New_York')).toBe('normal');
    expect(localTimeKind('2027-11-07', at('01:30 AM'), 'America/New_York')).toBe('repeated');
    const spring = bookingInstants('2027-03-14', '01:00 AM', '04:00 AM', 'America/New_York');
    expect(spring.ok && spring.minutes).toBe(120);
    const autumn = bookingInstants('2027-11-07', '12:00 AM', '02:00 AM', 'America/New_York');
    expect(autumn.ok && autumn.minutes).toBe(180);
    expect(autumn.ok && autumn.startsAt.toISOString()).toBe('2027-11-07T04:00:00.000Z');
  });

  it('Asia/Beirut 2027-03-28 skips midnight itself; Asia/Dubai never changes', () => {
    expect(localTimeKind('2027-03-28', at('12:00 AM'), 'Asia/Beirut')).toBe('skipped');
    expect(localTimeKind('2027-03-28', at('12:30 AM'), 'Asia/Beirut')).toBe('skipped');
    expect(localTimeKind('2027-03-28', at('01:00 AM'), 'Asia/Beirut')).toBe('normal');
    for (const label of ['12:00 AM', '01:00 AM', '02:00 AM']) {
      expect(localTimeKind('2027-03-28', at(label), 'Asia/Dubai')).toBe('normal');
      expect(localTimeKind('2027-10-31', at(label), 'Asia/Dubai')).toBe('normal');
    }
  });
});

describe('default messages', () => {
  it('are written for Khibra, mention direct payment after completion, and fit in 800 characters', () => {
    for (const text of Object.values(DEFAULT_MESSAGES)) {
      expect(text.length).toBeLessThanOrEqual(800);
      expect(text.length).toBeGreaterThan(50);
    }
    expect(DEFAULT_MESSAGES.WelcomeMessage).toMatch(/Khibra/);
    expect(DEFAULT_MESSAGES.WelcomeMessage).toMatch(/paid directly/);
    expect(DEFAULT_MESSAGES.PaymentMessage).toMatch(/actual hours/);
    expect(DEFAULT_MESSAGES.PaymentMessage).toMatch(/Khibra only connects/);
  });

  it('have an Arabic wording, shown to Arabic readers and stored back in English; a freelancer\'s own text stays as written', () => {
    const arabic = (english: string) => localizeMessage(english, 'ar');
    for (const text of Object.values(DEFAULT_MESSAGES)) {
      expect(arabic(text)).not.toBe(text);
      expect(arabic(text)).toMatch(/خبرة|الاجتماع/);
      expect(arabic(text).length).toBeLessThanOrEqual(800);
    }
    const stored = { WelcomeMessage: DEFAULT_MESSAGES.WelcomeMessage, ConferenceMessage: 'See you on Zoom.', PaymentMessage: DEFAULT_MESSAGES.PaymentMessage };
    const shown = localizeDefaultMessages(stored, arabic);
    expect(shown.WelcomeMessage).toBe(arabic(DEFAULT_MESSAGES.WelcomeMessage));
    expect(shown.ConferenceMessage).toBe('See you on Zoom.');
    expect(localizeDefaultMessages(stored, (english) => english)).toEqual(stored);
    expect(storedDefaultMessages({ ...shown, PaymentMessage: `  ${shown.PaymentMessage}\n` }, arabic)).toEqual(stored);
  });

  it('fill empty or missing messages and keep the user’s own', () => {
    const merged = withDefaultMessages({ WelcomeMessage: '  ', ConferenceMessage: 'See you on Zoom.', timezone: 'Asia/Dubai' });
    expect(merged.WelcomeMessage).toBe(DEFAULT_MESSAGES.WelcomeMessage);
    expect(merged.ConferenceMessage).toBe('See you on Zoom.');
    expect(merged.PaymentMessage).toBe(DEFAULT_MESSAGES.PaymentMessage);
    expect(merged.timezone).toBe('Asia/Dubai');
  });
});

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
