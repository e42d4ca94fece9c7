import { TIME_SLOTS, bookingInstants, endSlots, slotExists, slotMinutes, slotWeight, startSlots } from './slots';
import { localTimeKind, zonedTimeInstants } from './zoned-time';
import { feesFor, totalFees } from './fees';

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
