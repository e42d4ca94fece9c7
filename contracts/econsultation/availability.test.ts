import { WEEKDAYS } from '../reference';
import { bookableSlots, checkBookingTime, nextBookable, type BookedInterval } from './availability';
import { SCHEDULING_DEFAULTS } from './schema';
import { TIME_SLOTS, endMinutes } from './slots';
import type { EConsultationSettings } from './types';
import { zoneOffsetMinutes } from './zoned-time';

const settingsIn = (timezone: string, overrides: Partial<EConsultationSettings> = {}): EConsultationSettings => ({
  availability: WEEKDAYS.map((day) => ({ day, from: '12:00 AM', to: '11:30 PM' })),
  timezone,
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
  ...SCHEDULING_DEFAULTS,
  minNoticeHours: 0,
  horizonDays: 365,
  sessionLengths: [60],
  ...overrides,
});

/** Every end label a quarter hour apart: '12:15 AM' … '11:45 PM'. */
const END_LABELS = Array.from({ length: 96 }, (_, i) => {
  const minutes = i * 15;
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${String(h12).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
});

/**
 * Every start label and every end label from an hour before it (on the fall-back day an end label may repeat an earlier
 * one) to three hours after it: the booking rule and the slot list must agree on each.
 */
function expectAgreement(settings: EConsultationSettings, date: string, booked: BookedInterval[], now: Date, length: number) {
  const listed = new Set(
    bookableSlots(settings, booked, { from: date, to: date, length, timeZone: settings.timezone }, now)
      .filter((slot) => slot.preferenceDate === date)
      .map((slot) => `${slot.startTime}–${slot.endTime}`),
  );
  let bookable = 0;
  for (const start of TIME_SLOTS) {
    for (const end of END_LABELS) {
      const span = endMinutes(end) - start.weight * 30;
      if (span < -60 || span > 180) continue;
      const ok = checkBookingTime(settings, { preferenceDate: date, startTime: start.label, endTime: end }, booked, now, [length]).ok;
      expect({ time: `${start.label}–${end}`, listed: listed.has(`${start.label}–${end}`) }).toEqual({ time: `${start.label}–${end}`, listed: ok });
      if (ok) bookable += 1;
    }
  }
  expect(bookable).toBe(listed.size);
  return listed;
}

describe('bookable slots and the booking rule', () => {
  // Clock changes of 2027 (checked against the platform's zone data below).
  const CHANGES = [
    { zone: 'Asia/Beirut', spring: '2027-03-28', fall: '2027-10-31' },
    { zone: 'Africa/Cairo', spring: '2027-04-30', fall: '2027-10-28' },
    { zone: 'Europe/London', spring: '2027-03-28', fall: '2027-10-31' },
  ];

  it.each(CHANGES.flatMap(({ zone, spring, fall }) => [
    [zone, 'spring forward', spring, 60],
    [zone, 'fall back', fall, -60],
  ] as const))('agree on every time of a day in %s when the clocks %s (%s)', (zone, _kind, date, shift) => {
    const dayStart = Date.parse(`${date}T00:00:00Z`);
    // The day really has a clock change of an hour in that direction.
    expect(zoneOffsetMinutes(dayStart + 36 * 3_600_000, zone) - zoneOffsetMinutes(dayStart - 12 * 3_600_000, zone)).toBe(shift);
    const now = new Date(dayStart - 10 * 86_400_000);
    const lengths = [30, 45, 60, 90, 120];
    const settings = settingsIn(zone, { sessionLengths: lengths });
    for (const length of lengths) {
      const listed = expectAgreement(settings, date, [], now, length);
      expect(listed.size).toBeGreaterThan(40);
      // Every slot lasts its real length, and no two share a start.
      const slots = bookableSlots(settings, [], { from: date, to: date, length, timeZone: zone }, now);
      for (const slot of slots) expect(Date.parse(slot.endsAt) - Date.parse(slot.startsAt)).toBe(length * 60_000);
      expect(new Set(slots.map((slot) => slot.startsAt)).size).toBe(slots.length);
    }
  });

  it('offers the hour from the first 01:00 AM to the second on the fall-back day in London, as an hour', () => {
    const settings = settingsIn('Europe/London', { sessionLengths: [60, 120] });
    const now = new Date('2027-10-01T00:00:00Z');
    const hour = bookableSlots(settings, [], { from: '2027-10-31', to: '2027-10-31', length: 60, timeZone: 'Europe/London' }, now);
    const one = hour.find((slot) => slot.startTime === '01:00 AM');
    expect(one).toMatchObject({ startsAt: '2027-10-31T00:00:00.000Z', endsAt: '2027-10-31T01:00:00.000Z', endTime: '01:00 AM' });
    expect(checkBookingTime(settings, { preferenceDate: '2027-10-31', startTime: '01:00 AM', endTime: '01:00 AM' }, [], now)).toMatchObject({ ok: true, minutes: 60 });
    // 01:00 AM–02:00 AM is two real hours: listed and booked only as a 2-hour session.
    expect(checkBookingTime(settings, { preferenceDate: '2027-10-31', startTime: '01:00 AM', endTime: '02:00 AM' }, [], now, [60])).toMatchObject({ ok: false, code: 'lengthNotOffered' });
    const twoHours = bookableSlots(settings, [], { from: '2027-10-31', to: '2027-10-31', length: 120, timeZone: 'Europe/London' }, now);
    expect(twoHours.find((slot) => slot.startTime === '01:00 AM')).toMatchObject({ endTime: '02:00 AM', endsAt: '2027-10-31T02:00:00.000Z' });
  });

  it('agrees with the notice, the horizon, booked times and the buffer on an ordinary day', () => {
    const settings = settingsIn('Asia/Dubai', { minNoticeHours: 12, horizonDays: 5, bufferMinutes: 15, sessionLengths: [30, 90] });
    const now = new Date('2027-02-01T05:00:00Z'); // 09:00 in Dubai
    const booked = [{ startsAt: new Date('2027-02-02T06:00:00Z'), endsAt: new Date('2027-02-02T07:00:00Z') }]; // 10:00–11:00 in Dubai
    for (const date of ['2027-02-01', '2027-02-02', '2027-02-06', '2027-02-07']) {
      for (const length of [30, 90]) expectAgreement(settings, date, booked, now, length);
    }
    const tomorrow = bookableSlots(settings, booked, { from: '2027-02-02', to: '2027-02-02', length: 30, timeZone: 'Asia/Dubai' }, now).map((slot) => slot.startTime);
    // Notice: nothing before 21:00 today; buffer: nothing from 09:30 to 11:00 tomorrow, 08:30 and 11:30 stay clear.
    expect(tomorrow).toContain('09:00 AM');
    expect(tomorrow).not.toContain('09:30 AM');
    expect(tomorrow).not.toContain('11:00 AM');
    expect(tomorrow).toContain('11:30 AM');
    expect(bookableSlots(settings, booked, { from: '2027-02-07', to: '2027-02-07', length: 30, timeZone: 'Asia/Dubai' }, now)).toEqual([]);
  });

  it("lists the client's dates and times in the client's zone, with the consultant's labels to book", () => {
    const settings = settingsIn('Asia/Dubai', { availability: [{ day: 'Monday', from: '01:00 AM', to: '03:00 AM' }] });
    const now = new Date('2027-02-01T00:00:00Z');
    // Monday 1–3 AM in Dubai is Sunday 9–11 PM in London.
    const slots = bookableSlots(settings, [], { from: '2027-02-07', to: '2027-02-07', length: 60, timeZone: 'Europe/London' }, now);
    expect(slots.map(({ date, time, preferenceDate, startTime, endTime }) => ({ date, time, preferenceDate, startTime, endTime }))).toEqual([
      { date: '2027-02-07', time: '09:00 PM', preferenceDate: '2027-02-08', startTime: '01:00 AM', endTime: '02:00 AM' },
      { date: '2027-02-07', time: '09:30 PM', preferenceDate: '2027-02-08', startTime: '01:30 AM', endTime: '02:30 AM' },
      { date: '2027-02-07', time: '10:00 PM', preferenceDate: '2027-02-08', startTime: '02:00 AM', endTime: '03:00 AM' },
    ]);
    expect(nextBookable(settings, [], 60, 'Europe/London', now)).toEqual(slots[0]);
  });
});
