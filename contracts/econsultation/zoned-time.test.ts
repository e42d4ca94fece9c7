import { isCalendarDate, isValidTimeZone, todayIn, weekdayOf, zoneOffsetMinutes, zonedDate, zonedTimeLabel, zonedTimeToInstant } from './zoned-time';
import { slotMinutes } from './slots';

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
