import { zonedTimeInstants, isCalendarDate } from './zoned-time';

/**
 * Times of day travel as the 12-hour labels of the 48 half-hour slots
 * ('12:00 AM' … '11:30 PM'); a slot's weight (0–47) orders them.
 */

export const DEFAULT_FROM = '09:30 AM';
export const DEFAULT_TO = '06:00 PM';
export const SLOT_MINUTES = 30;

export interface TimeSlot {
  label: string;
  weight: number;
}

function slotLabel(weight: number): string {
  const minutes = weight * SLOT_MINUTES;
  const h24 = Math.floor(minutes / 60);
  const mm = String(minutes % 60).padStart(2, '0');
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${String(h12).padStart(2, '0')}:${mm} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** The 48 half-hour slots from 12:00 AM to 11:30 PM, weights 0–47. */
export const TIME_SLOTS: readonly TimeSlot[] = Array.from({ length: 48 }, (_, weight) => ({ label: slotLabel(weight), weight }));

/** Weight of a slot label, or -1 when it is not one of the 48. */
export const slotWeight = (label: string): number => TIME_SLOTS.findIndex((slot) => slot.label === label);

/** Minutes since midnight of a slot label. */
export const slotMinutes = (label: string): number => slotWeight(label) * SLOT_MINUTES;

/** The session lengths a consultant may offer, in minutes; a new settings row offers the default. */
export const SESSION_LENGTHS = [30, 45, 60, 90, 120] as const;
export const DEFAULT_SESSION_LENGTHS: readonly number[] = [60];

/** The length a client starts from among those offered: an hour when offered, else the shortest. */
export const defaultSessionLength = (lengths: readonly number[]): number => (lengths.includes(60) ? 60 : (lengths[0] ?? 60));

const END_LABEL = /^(0[1-9]|1[0-2]):(00|15|30|45) (AM|PM)$/;

/**
 * Minutes since midnight of an end label: a half-hour slot label or a quarter past or to the hour ('10:45 AM'),
 * where a 45-minute session ends; -1 for anything else. Starts are always half-hour slots.
 */
export function endMinutes(label: string): number {
  const match = END_LABEL.exec(label);
  if (!match) return -1;
  return ((Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)) * 60 + Number(match[2]);
}

/** Start choices of a window: every slot from `from` up to, not including, `to`. Empty for an invalid window. */
export function startSlots(from: string, to: string): TimeSlot[] {
  const first = slotWeight(from);
  const last = slotWeight(to);
  return first < 0 || last <= first ? [] : TIME_SLOTS.slice(first, last);
}

/** End choices once a start is chosen: every slot after `start` up to and including the window's `to`. */
export function endSlots(start: string, to: string): TimeSlot[] {
  const first = slotWeight(start);
  const last = slotWeight(to);
  return first < 0 || last <= first ? [] : TIME_SLOTS.slice(first + 1, last + 1);
}

/** Why a chosen start and end on a date cannot be a booking, or its real instants and length. */
export type BookingInstants =
  | { ok: true; startsAt: Date; endsAt: Date; minutes: number }
  | { ok: false; reason: 'invalidTime' | 'endAfterStart' | 'timeDoesNotExist' };

/**
 * The real start and end instants of a booking chosen as wall-clock labels on
 * a date in the freelancer's zone (a half-hour start, an end on a quarter hour). A label the clocks skip that day is
 * refused (never silently moved). The start is the label's first occurrence (the hour before the clocks go back); the
 * end is the label's first occurrence after the start, so on the fall-back day in London 01:00 AM–01:00 AM is the hour
 * from the first 01:00 to the second. The length is the real time between the two instants, never the difference of
 * the labels: 12:30 AM–02:00 AM lasts 30 minutes on the spring-forward day and 2 hours 30 minutes on the fall-back day.
 */
export function bookingInstants(date: string, startTime: string, endTime: string, timeZone: string): BookingInstants {
  const start = slotMinutes(startTime);
  const end = endMinutes(endTime);
  if (start < 0 || end < 0 || !isCalendarDate(date)) return { ok: false, reason: 'invalidTime' };
  const starts = zonedTimeInstants(date, start, timeZone);
  const ends = zonedTimeInstants(date, end, timeZone);
  if (starts.length === 0 && end > start) return { ok: false, reason: 'timeDoesNotExist' };
  const after = ends.find((instant) => starts.length > 0 && instant > starts[0]);
  if (after === undefined) return { ok: false, reason: ends.length === 0 && end > start ? 'timeDoesNotExist' : 'endAfterStart' };
  return { ok: true, startsAt: new Date(starts[0]), endsAt: new Date(after), minutes: Math.round((after - starts[0]) / 60_000) };
}

/** Whether a half-hour slot label exists on a date in a time zone (false in the hour skipped when clocks go forward). */
export const slotExists = (date: string, weight: number, timeZone: string): boolean => zonedTimeInstants(date, weight * SLOT_MINUTES, timeZone).length > 0;
