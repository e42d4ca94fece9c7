import { formatSlot } from '@contracts/format-time';
import type { AvailabilityEntry, EConsultancyInfo } from '@contracts/econsultation/types';
import { bookingInstants, endSlots, slotExists, slotMinutes, startSlots, type TimeSlot } from '@contracts/econsultation/slots';
import { isCalendarDate, todayIn, weekdayOf, zonedDate, zonedTimeLabel, zonedTimeToInstant } from '@contracts/econsultation/zoned-time';

/**
 * Which times a client may book on a date (see docs/reference.md#states). Dates and times are the
 * freelancer's wall clock in the freelancer's time zone (docs/decisions.md
 * "Booking times are the freelancer's wall clock"); booked intervals arrive
 * as absolute instants and are compared as instants, so daylight-saving
 * changes and the client's own zone cannot shift them.
 */

type Interval = { start: number; end: number };

/** The freelancer's window on the weekday of `date`, or null for a day off (or no settings). */
export function windowOn(info: EConsultancyInfo | undefined, date: string): AvailabilityEntry | null {
  const day = weekdayOf(date);
  if (!info?.settings || !day) return null;
  return info.settings.availability.find((entry) => entry.day === day) ?? null;
}

const HOUR_MS = 3_600_000;

/** Booked intervals widened by the freelancer's buffer on both sides. */
function bookedIntervals(info: EConsultancyInfo, bufferMinutes = 0): Interval[] {
  const gap = bufferMinutes * 60_000;
  return info.booked.map((b) => ({ start: Date.parse(b.start) - gap, end: Date.parse(b.end) + gap }));
}

/** The last bookable date: today plus the freelancer's horizon, in the freelancer's zone. */
export function lastBookableDate(info: EConsultancyInfo | undefined, now: Date = new Date()): string | null {
  if (!info?.settings) return null;
  const today = todayIn(info.settings.timezone, now);
  return new Date(Date.parse(`${today}T00:00:00Z`) + (info.settings.horizonDays ?? 60) * 86_400_000).toISOString().slice(0, 10);
}

const instantOf = (date: string, label: string, zone: string) => zonedTimeToInstant(date, slotMinutes(label), zone).getTime();
const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/**
 * Start choices on `date`: the window of that weekday, in half-hour steps,
 * without the half hours already booked and without times already past.
 */
export function startChoices(info: EConsultancyInfo | undefined, date: string, now: Date = new Date(), ignoreTime = false): TimeSlot[] {
  const window = windowOn(info, date);
  if (!info?.settings || !window) return [];
  const zone = info.settings.timezone;
  const booked = bookedIntervals(info, info.settings.bufferMinutes ?? 0);
  // The minimum notice: the earliest start the server accepts.
  const earliest = now.getTime() + (info.settings.minNoticeHours ?? 0) * HOUR_MS;
  return startSlots(window.from, window.to).filter((slot) => {
    // A time the clocks skip that day (spring forward) is never offered.
    if (!slotExists(date, slot.weight, zone)) return false;
    const start = zonedTimeToInstant(date, slot.weight * 30, zone).getTime();
    const end = zonedTimeToInstant(date, (slot.weight + 1) * 30, zone).getTime();
    return (ignoreTime || start >= earliest) && !booked.some((interval) => overlaps(interval, { start, end }));
  });
}

/**
 * End choices once a start is chosen: every half hour after it up to the
 * window's end, stopping where a booked interval begins (a booking may end
 * exactly when the next one starts).
 */
export function endChoices(info: EConsultancyInfo | undefined, date: string, start: string): TimeSlot[] {
  const window = windowOn(info, date);
  if (!info?.settings || !window || !start) return [];
  const zone = info.settings.timezone;
  const booked = bookedIntervals(info, info.settings.bufferMinutes ?? 0);
  const from = instantOf(date, start, zone);
  const choices: TimeSlot[] = [];
  for (const slot of endSlots(start, window.to)) {
    if (!slotExists(date, slot.weight, zone)) continue;
    if (booked.some((interval) => overlaps(interval, { start: from, end: instantOf(date, slot.label, zone) }))) break;
    choices.push(slot);
  }
  return choices;
}

/**
 * Whether a start falls inside the freelancer's cancellation notice: once booked, the client may not cancel or move it
 * (the server's rule, from the same settings; only the consultant may still cancel, in an emergency); the form says so
 * before the client confirms.
 */
export function insideCancellationNotice(info: EConsultancyInfo, date: string, start: string, now: Date = new Date()): boolean {
  const settings = info.settings;
  if (!settings || settings.cancellationNoticeHours <= 0 || !isCalendarDate(date) || !start) return false;
  return instantOf(date, start, settings.timezone) < now.getTime() + settings.cancellationNoticeHours * HOUR_MS;
}

/**
 * How a date stands for booking: not chosen, before today (in the freelancer's zone), past the horizon,
 * a day off, every time taken, the remaining times passed or too soon (minimum notice), or open.
 */
export type DayState = 'none' | 'past' | 'beyondHorizon' | 'dayOff' | 'full' | 'timesPassed' | 'open';

export function dayState(info: EConsultancyInfo | undefined, date: string, now: Date = new Date()): DayState {
  if (!date || !weekdayOf(date)) return 'none';
  if (info?.settings && date < todayIn(info.settings.timezone, now)) return 'past';
  const last = lastBookableDate(info, now);
  if (last && date > last) return 'beyondHorizon';
  if (!windowOn(info, date)) return 'dayOff';
  if (startChoices(info, date, now).length > 0) return 'open';
  // Free times exist but are all before now plus the notice: say so, not "all booked".
  return startChoices(info, date, now, true).length > 0 ? 'timesPassed' : 'full';
}

/** A wall-clock time of one zone as seen in another: its date (YYYY-MM-DD) and 12-hour label. */
export function inZone(date: string, label: string, fromZone: string, toZone: string): { date: string; label: string } {
  const instant = zonedTimeToInstant(date, slotMinutes(label), fromZone);
  return { date: zonedDate(instant, toZone), label: zonedTimeLabel(instant, toZone) };
}

/**
 * Minutes between two slot labels (0 when either is missing or the end is not after the start).
 * Given the date and the freelancer's zone, the real minutes between the two instants (a clock change counts).
 */
export function minutesBetween(start: string | undefined, end: string | undefined, date?: string, zone?: string): number {
  if (!start || !end) return 0;
  if (date && zone && isCalendarDate(date)) {
    const instants = bookingInstants(date, start, end, zone);
    return instants.ok ? instants.minutes : 0;
  }
  const minutes = slotMinutes(end) - slotMinutes(start);
  return minutes > 0 && slotMinutes(start) >= 0 ? minutes : 0;
}

/** Half-hour slots as select options: the stored label ('10:30 AM') is the value, the page's language the text ('10:30 ص'). */
export const slotOptions = (slots: readonly { label: string }[]): { value: string; label: string }[] => slots.map((slot) => ({ value: slot.label, label: formatSlot(slot.label) }));
