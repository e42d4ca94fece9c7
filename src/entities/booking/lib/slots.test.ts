import type { EConsultancyInfo, EConsultationSettings } from '@contracts/econsultation/types';
import { makeSettings } from './test/fixtures';
import { dayState, endChoices, inZone, minutesBetween, startChoices, windowOn } from './slots';

const settings = makeSettings;

const info = (booked: EConsultancyInfo['booked'] = [], overrides: Partial<EConsultationSettings> = {}): EConsultancyInfo => ({
  freelancerId: 'f1',
  isEConsultant: true,
  settings: settings(overrides),
  booked,
});

// 2030-01-06 is a Sunday; Dubai is UTC+4 all year.
const SUNDAY = '2030-01-06';
const NOW = new Date('2030-01-01T00:00:00Z');
const labels = (slots: { label: string }[]) => slots.map((slot) => slot.label);

describe('booking slots', () => {
  it('never offers a time the clocks skip (Europe/London, 2027-03-28) and counts the real minutes across the change', () => {
    const london = info([], { timezone: 'Europe/London', availability: [{ day: 'Sunday', from: '12:00 AM', to: '03:00 AM' }] });
    const before = new Date('2027-03-20T00:00:00Z');
    expect(labels(startChoices(london, '2027-03-28', before))).toEqual(['12:00 AM', '12:30 AM', '02:00 AM', '02:30 AM']);
    expect(labels(endChoices(london, '2027-03-28', '12:30 AM'))).toEqual(['02:00 AM', '02:30 AM', '03:00 AM']);
    expect(minutesBetween('12:30 AM', '02:00 AM', '2027-03-28', 'Europe/London')).toBe(30);
    expect(minutesBetween('12:30 AM', '02:00 AM', '2027-10-31', 'Europe/London')).toBe(150);
    expect(minutesBetween('12:30 AM', '02:00 AM')).toBe(90);
    // The week before, every half hour exists.
    expect(startChoices(london, '2027-03-21', before)).toHaveLength(6);
  });

  it("offers the weekday's window in half hours, the window's end excluded", () => {
    expect(windowOn(info(), SUNDAY)).toEqual({ day: 'Sunday', from: '09:30 AM', to: '01:00 PM' });
    expect(labels(startChoices(info(), SUNDAY, NOW))).toEqual(['09:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM']);
    expect(labels(startChoices(info(), '2030-01-08', NOW))).toEqual(['02:00 PM', '02:30 PM', '03:00 PM', '03:30 PM']);
  });

  it('leaves out the half hours already booked (instants compared in the freelancer zone)', () => {
    // 10:00–11:00 Dubai = 06:00–07:00 UTC
    const booked = [{ start: '2030-01-06T06:00:00.000Z', end: '2030-01-06T07:00:00.000Z' }];
    expect(labels(startChoices(info(booked), SUNDAY, NOW))).toEqual(['09:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM']);
  });

  it('ends after the start, up to the window end, never across a booked interval', () => {
    expect(labels(endChoices(info(), SUNDAY, '11:30 AM'))).toEqual(['12:00 PM', '12:30 PM', '01:00 PM']);
    const booked = [{ start: '2030-01-06T06:00:00.000Z', end: '2030-01-06T07:00:00.000Z' }];
    // From 09:30 the next booking starts at 10:00: a booking may end exactly then.
    expect(labels(endChoices(info(booked), SUNDAY, '09:30 AM'))).toEqual(['10:00 AM']);
    expect(labels(endChoices(info(booked), SUNDAY, '11:00 AM'))).toEqual(['11:30 AM', '12:00 PM', '12:30 PM', '01:00 PM']);
    expect(endChoices(info(), SUNDAY, '')).toEqual([]);
  });

  it('knows a day off, a full day and an open day', () => {
    expect(dayState(info(), '', NOW)).toBe('none');
    expect(dayState(info(), '2030-01-07', NOW)).toBe('dayOff');
    expect(startChoices(info(), '2030-01-07', NOW)).toEqual([]);
    const wholeTuesday = [{ start: '2030-01-08T10:00:00.000Z', end: '2030-01-08T12:00:00.000Z' }];
    expect(dayState(info(wholeTuesday), '2030-01-08', NOW)).toBe('full');
    expect(dayState(info(), SUNDAY, NOW)).toBe('open');
    expect(dayState(info(), '2029-12-30', NOW)).toBe('past');
  });

  it('does not offer times already past today', () => {
    // 07:15 UTC = 11:15 Dubai on that Sunday
    expect(labels(startChoices(info([], { minNoticeHours: 0 }), SUNDAY, new Date('2030-01-06T07:15:00Z')))).toEqual(['11:30 AM', '12:00 PM', '12:30 PM']);
  });

  it('offers only starts after the minimum notice, and says the times have passed rather than that all are booked', () => {
    // 05:00 UTC = 09:00 Dubai; with 2 hours' notice the first start is 11:00 AM.
    const now = new Date('2030-01-06T05:00:00Z');
    expect(labels(startChoices(info([], { minNoticeHours: 2 }), SUNDAY, now))).toEqual(['11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM']);
    expect(dayState(info([], { minNoticeHours: 2 }), SUNDAY, now)).toBe('open');
    // After the day's hours: the times have passed, not booked.
    const evening = new Date('2030-01-06T14:00:00Z');
    expect(dayState(info([], { minNoticeHours: 0 }), SUNDAY, evening)).toBe('timesPassed');
    // Every time taken is still 'full'.
    expect(dayState(info([{ start: '2030-01-06T05:30:00Z', end: '2030-01-06T09:00:00Z' }], { minNoticeHours: 0 }), SUNDAY, NOW)).toBe('full');
  });

  it('refuses dates past the horizon and keeps the buffer free around booked sessions', () => {
    expect(dayState(info([], { horizonDays: 5 }), SUNDAY, NOW)).toBe('open');
    expect(dayState(info([], { horizonDays: 4 }), SUNDAY, NOW)).toBe('beyondHorizon');
    // Booked 11:00–11:30 Dubai with a 30-minute buffer: 10:30 AM and 11:30 AM starts are gone, 10:00 AM may end at 10:30 AM only.
    const buffered = info([{ start: '2030-01-06T07:00:00Z', end: '2030-01-06T07:30:00Z' }], { bufferMinutes: 30 });
    expect(labels(startChoices(buffered, SUNDAY, NOW))).toEqual(['09:30 AM', '10:00 AM', '12:00 PM', '12:30 PM']);
    expect(labels(endChoices(buffered, SUNDAY, '10:00 AM'))).toEqual(['10:30 AM']);
  });

  it('converts a wall-clock time to another zone and measures minutes', () => {
    expect(inZone(SUNDAY, '10:00 AM', 'Asia/Dubai', 'Africa/Cairo')).toEqual({ date: SUNDAY, label: '08:00 AM' });
    expect(inZone(SUNDAY, '01:00 AM', 'Asia/Dubai', 'America/New_York')).toEqual({ date: '2030-01-05', label: '04:00 PM' });
    expect(minutesBetween('10:00 AM', '11:30 AM')).toBe(90);
    expect(minutesBetween('10:00 AM', '')).toBe(0);
    expect(minutesBetween('11:00 AM', '10:00 AM')).toBe(0);
  });
});
