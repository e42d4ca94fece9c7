import { normalizeNumberText } from '../text';
import { bookingInstants, endMinutes, slotMinutes } from './slots';

/** Hourly rates and the fees of a booking (see docs/reference.md#limits). */

export const NEGOTIABLE = 'Negotiable';

/** The number after the currency symbol, or null for 'Negotiable' / anything else. */
export function rateNumber(hourlyRate: string | undefined | null): number | null {
  if (!hourlyRate || hourlyRate.trim() === NEGOTIABLE) return null;
  const match = /^\s*\$\s*(\d+(?:\.\d{1,2})?)\s*$/.exec(normalizeNumberText(hourlyRate));
  return match ? Number(match[1]) : null;
}

/** Fees of a length of time at an hourly rate, in US dollars; 'NIL' for 'Negotiable', a missing rate or no time. */
export function feesFor(hourlyRate: string | undefined | null, minutes: number): string {
  const rate = rateNumber(hourlyRate);
  if (rate === null || !(minutes > 0)) return 'NIL';
  const total = (rate * minutes) / 60;
  return `$${Number.isInteger(total) ? total : total.toFixed(2)}`;
}

/**
 * Total fees (see docs/reference.md#limits): rate × the real hours between start and end, in US
 * dollars; 'NIL' when any input is missing or the rate is 'Negotiable'.
 * With a date and zone the hours come from the real instants (a clock change
 * counts); without them, from the labels of an ordinary day.
 */
export function totalFees(hourlyRate: string | undefined | null, startTime: string | undefined, endTime: string | undefined, on?: { date: string; timeZone: string }): string {
  if (!startTime || !endTime) return 'NIL';
  if (on) {
    const instants = bookingInstants(on.date, startTime, endTime, on.timeZone);
    return instants.ok ? feesFor(hourlyRate, instants.minutes) : 'NIL';
  }
  const start = slotMinutes(startTime);
  const end = endMinutes(endTime);
  if (start < 0 || end < 0 || end <= start) return 'NIL';
  return feesFor(hourlyRate, end - start);
}
