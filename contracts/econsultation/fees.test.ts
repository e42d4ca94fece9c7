import { rateNumber, totalFees } from './fees';

describe('fees', () => {
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
});
