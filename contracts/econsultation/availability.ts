import { econsultationMsg } from './messages';
import { bookingInstants, endMinutes, slotMinutes, startSlots } from './slots';
import type { AvailabilityEntry, BookableSlot, DatePeriod, EConsultationSettings } from './types';
import { addDays, todayIn, weekdayOf, zonedDate, zonedTimeInstants, zonedTimeLabel } from './zoned-time';

/**
 * The booking-time rules in one place (see docs/reference.md#states): the server checks a booking or a new time with
 * `checkBookingTime`, and `bookableSlots` offers exactly the times that pass it, so a slot the API lists books unless
 * someone takes it meanwhile.
 */

const HOUR_MS = 3_600_000;

/** A proposed new time holds its slot this long, or until it is answered: nobody else can book it meanwhile. */
export const PROPOSAL_HOLD_HOURS = 48;

/** How many days one answer of the slots API may span (a month view and its edges). */
export const SLOTS_RANGE_DAYS = 62;

/** A booked interval of the consultant (absolute instants). */
export interface BookedInterval {
  startsAt: Date;
  endsAt: Date;
}

/** A time as chosen: a date and labels on the consultant's wall clock. */
export interface ChosenTime {
  preferenceDate: string;
  startTime: string;
  endTime: string;
}

export type TimeCheck =
  | { ok: true; startsAt: Date; endsAt: Date; minutes: number }
  | { ok: false; status: 400 | 409; code: string; message: string };

const covers = (period: DatePeriod, date: string) => period.from <= date && date <= period.to;

/**
 * The consultant's window on one of their dates: none on a blocked date; on a date of a special-hours period, that
 * period's window of the weekday (none when it has none); else the weekly window of the weekday.
 */
function windowOn(settings: EConsultationSettings, date: string): AvailabilityEntry | undefined {
  if ((settings.blockedDates ?? []).some((period) => covers(period, date))) return undefined;
  const special = (settings.specialHours ?? []).find((period) => covers(period, date));
  const weekday = weekdayOf(date);
  return (special ? special.availability : settings.availability).find((entry) => entry.day === weekday);
}

const refuse = (code: string, message: string, status: 400 | 409 = 400): TimeCheck => ({ ok: false, status, code, message });

/**
 * Whether a time can be booked now: a half-hour start and an end inside the consultant's window of that date (windowOn), a time
 * that exists that day (clock changes), not past, after the minimum notice, within the horizon, one of the `lengths`
 * offered (real minutes, so a clock change counts), and clear of every booked interval and its buffer. The first rule
 * broken answers, in this order.
 */
export function checkBookingTime(
  settings: EConsultationSettings,
  time: ChosenTime,
  booked: readonly BookedInterval[],
  now: Date,
  lengths: readonly number[] = settings.sessionLengths,
): TimeCheck {
  const start = slotMinutes(time.startTime);
  const end = endMinutes(time.endTime);
  if (start < 0 || end < 0) return refuse('invalidTime', econsultationMsg.invalidTimeSlot);
  // The end is after the start in real time (on the fall-back day an end label may repeat an earlier one).
  const instants = bookingInstants(time.preferenceDate, time.startTime, time.endTime, settings.timezone);
  if (!instants.ok && instants.reason === 'endAfterStart') return refuse('endAfterStart', econsultationMsg.endAfterStart);
  const window = windowOn(settings, time.preferenceDate);
  if (!window) return refuse('notAvailableDay', econsultationMsg.notAvailableDay);
  if (start < slotMinutes(window.from) || start >= slotMinutes(window.to) || end > slotMinutes(window.to)) return refuse('outsideWindow', econsultationMsg.outsideWindow);
  if (!instants.ok) return refuse(instants.reason, econsultationMsg[instants.reason === 'invalidTime' ? 'invalidTimeSlot' : instants.reason]);
  const { startsAt } = instants;
  if (startsAt.getTime() <= now.getTime()) return refuse('timeInPast', econsultationMsg.timeInPast);
  if (startsAt.getTime() < now.getTime() + settings.minNoticeHours * HOUR_MS) return refuse('tooSoon', econsultationMsg.tooSoon(settings.minNoticeHours));
  if (time.preferenceDate > addDays(todayIn(settings.timezone, now), settings.horizonDays)) return refuse('tooFarAhead', econsultationMsg.tooFarAhead(settings.horizonDays));
  if (!lengths.includes(instants.minutes)) return refuse('lengthNotOffered', econsultationMsg.lengthNotOffered);
  return clash(booked, instants, settings.bufferMinutes) ?? instants;
}

/** Whether a session meets a booked interval ('slotTaken') or comes within the buffer of one ('tooClose'); null when it is clear. */
export function clash(booked: readonly BookedInterval[], { startsAt, endsAt }: BookedInterval, bufferMinutes: number): TimeCheck | null {
  const gap = bufferMinutes * 60_000;
  const meets = (b: BookedInterval, margin: number) => b.startsAt.getTime() < endsAt.getTime() + margin && b.endsAt.getTime() > startsAt.getTime() - margin;
  if (booked.some((b) => meets(b, 0))) return refuse('slotTaken', econsultationMsg.slotTaken, 409);
  if (gap > 0 && booked.some((b) => meets(b, gap))) return refuse('tooClose', econsultationMsg.tooClose(bufferMinutes), 409);
  return null;
}

/** The session of `length` minutes starting at a half-hour label on a consultant's date, as labels, or null when it cannot be one
 * (the start is skipped by the clocks, or the end falls on another date or off the quarter hours). */
function sessionAt(settings: EConsultationSettings, date: string, startTime: string, length: number): ChosenTime | null {
  const [start] = zonedTimeInstants(date, slotMinutes(startTime), settings.timezone);
  if (start === undefined) return null;
  const end = start + length * 60_000;
  if (zonedDate(end, settings.timezone) !== date) return null;
  return { preferenceDate: date, startTime, endTime: zonedTimeLabel(end, settings.timezone) };
}

/** The bookable sessions of `length` minutes on one of the consultant's dates. */
function slotsOn(settings: EConsultationSettings, date: string, length: number, booked: readonly BookedInterval[], now: Date): Session[] {
  const window = windowOn(settings, date);
  if (!window) return [];
  const found: Session[] = [];
  // Every start of the window: whether the session fits is the booking rule's answer, on real instants.
  for (const slot of startSlots(window.from, window.to)) {
    const time = sessionAt(settings, date, slot.label, length);
    if (!time) continue;
    const check = checkBookingTime(settings, time, booked, now, [length]);
    if (check.ok) found.push({ time, startsAt: check.startsAt, endsAt: check.endsAt });
  }
  return found;
}

type Session = { time: ChosenTime; startsAt: Date; endsAt: Date };

/** A session as the API lists it: the client's date and time in `timeZone` beside the consultant's labels. */
const asSlot = ({ time, startsAt, endsAt }: Session, timeZone: string): BookableSlot => ({
  startsAt: startsAt.toISOString(),
  endsAt: endsAt.toISOString(),
  date: zonedDate(startsAt, timeZone),
  time: zonedTimeLabel(startsAt, timeZone),
  ...time,
});

/**
 * Every bookable start of a `length`-minute session whose start falls on a date from `from` to `to` (YYYY-MM-DD) in
 * `timeZone` (the client's), with the client's date and time and the consultant's date and labels (what a booking sends).
 */
export function bookableSlots(
  settings: EConsultationSettings,
  booked: readonly BookedInterval[],
  range: { from: string; to: string; length: number; timeZone: string },
  now: Date,
): BookableSlot[] {
  const today = todayIn(settings.timezone, now);
  const last = addDays(today, settings.horizonDays);
  // The client's dates lie within a day of the consultant's.
  const first = addDays(range.from, -1) > today ? addDays(range.from, -1) : today;
  const until = addDays(range.to, 1) < last ? addDays(range.to, 1) : last;
  const slots: BookableSlot[] = [];
  for (let date = first; date <= until; date = addDays(date, 1)) {
    for (const session of slotsOn(settings, date, range.length, booked, now)) {
      const slot = asSlot(session, range.timeZone);
      if (slot.date >= range.from && slot.date <= range.to) slots.push(slot);
    }
  }
  return slots;
}

/** The first bookable start of a `length`-minute session from now to the horizon (shown in `timeZone`), or null. */
export function nextBookable(settings: EConsultationSettings, booked: readonly BookedInterval[], length: number, timeZone: string, now: Date): BookableSlot | null {
  const today = todayIn(settings.timezone, now);
  const last = addDays(today, settings.horizonDays);
  for (let date = today; date <= last; date = addDays(date, 1)) {
    const [first] = slotsOn(settings, date, length, booked, now);
    if (first) return asSlot(first, timeZone);
  }
  return null;
}
