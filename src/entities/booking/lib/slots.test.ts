import { insideCancellationNotice, minutesBetween } from './slots';
import { makeSettings } from './test/fixtures';

// 2030-01-06 is a Sunday; Dubai is UTC+4 all year.
const SUNDAY = '2030-01-06';

describe('booking times', () => {
  it('counts the real minutes across a clock change, and the labels\' minutes without a date', () => {
    expect(minutesBetween('12:30 AM', '02:00 AM', '2027-03-28', 'Europe/London')).toBe(30);
    expect(minutesBetween('12:30 AM', '02:00 AM', '2027-10-31', 'Europe/London')).toBe(150);
    expect(minutesBetween('12:30 AM', '02:00 AM')).toBe(90);
    expect(minutesBetween('10:00 AM', '10:45 AM')).toBe(45);
    expect(minutesBetween('10:00 AM', '')).toBe(0);
    expect(minutesBetween('11:00 AM', '10:00 AM')).toBe(0);
  });

  it('knows a start inside the cancellation notice', () => {
    const info = { freelancerId: 'f1', isEConsultant: true, settings: makeSettings({ cancellationNoticeHours: 24 }), booked: [] };
    // 10:00 Dubai = 06:00 UTC on Sunday.
    expect(insideCancellationNotice(info, SUNDAY, '10:00 AM', new Date('2030-01-05T07:00:00Z'))).toBe(true);
    expect(insideCancellationNotice(info, SUNDAY, '10:00 AM', new Date('2030-01-05T05:00:00Z'))).toBe(false);
    expect(insideCancellationNotice({ ...info, settings: makeSettings({ cancellationNoticeHours: 0 }) }, SUNDAY, '10:00 AM', new Date('2030-01-06T05:00:00Z'))).toBe(false);
  });
});
