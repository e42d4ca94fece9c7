import { WEEKDAYS, type Weekday } from '../reference';

/** Wall-clock dates and times in IANA time zones (Intl only: works in browsers and Node alike). */

const DAY_MS = 86_400_000;
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** An IANA time-zone name the platform knows (e.g. 'Asia/Dubai', 'UTC'); offsets and junk are refused. */
export function isValidTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    zoneFormatter(value);
    return true;
  } catch {
    return false;
  }
}

type ZonedFields = { year: number; month: number; day: number; hour: number; minute: number };

/**
 * Wall-clock fields already read, per zone and minute (a month of free times asks for the same ones many times, and
 * no zone changes its clocks inside a minute); emptied when large.
 */
const minuteFields = new Map<string, ZonedFields>();

/** Wall-clock fields (to the minute) of an instant in a time zone. */
function zonedFields(instant: number, timeZone: string): ZonedFields {
  const minute = Math.floor(instant / 60_000) * 60_000;
  const key = `${timeZone}|${minute}`;
  const known = minuteFields.get(key);
  if (known) return known;
  const fields: Record<string, number> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(new Date(minute))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const read = { year: fields.year, month: fields.month, day: fields.day, hour: fields.hour % 24, minute: fields.minute };
  if (minuteFields.size >= 20_000) minuteFields.clear();
  minuteFields.set(key, read);
  return read;
}

/** Offset of a time zone from UTC at an instant, in minutes (Dubai +240, London +0 or +60). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const f = zonedFields(instant, timeZone);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Every instant a wall-clock time (YYYY-MM-DD plus minutes since midnight) happens at in a time zone, earliest first:
 * one on an ordinary day, two in the repeated hour when clocks go back, none in the hour skipped when clocks go forward. */
export function zonedTimeInstants(date: string, minutes: number, timeZone: string): number[] {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const local = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + minutes * 60_000;
  const offsets = new Set([zoneOffsetMinutes(local - DAY_MS, timeZone), zoneOffsetMinutes(local, timeZone), zoneOffsetMinutes(local + DAY_MS, timeZone)]);
  return [...new Set([...offsets].map((offset) => local - offset * 60_000))]
    .filter((instant) => zoneOffsetMinutes(instant, timeZone) * 60_000 === local - instant)
    .sort((a, b) => a - b);
}

/** Whether a wall-clock time exists once ('normal'), twice ('repeated': clocks go back) or not at all ('skipped': clocks go forward). */
export type LocalTimeKind = 'normal' | 'repeated' | 'skipped';

export function localTimeKind(date: string, minutes: number, timeZone: string): LocalTimeKind {
  const count = zonedTimeInstants(date, minutes, timeZone).length;
  return count === 0 ? 'skipped' : count === 1 ? 'normal' : 'repeated';
}

/** The instant a wall-clock time happens in a time zone, across daylight-saving changes:
 * a time that happens twice (clocks going back) is its first occurrence (docs/decisions.md "Booking lifecycle");
 * a time skipped (clocks going forward) moves forward by the gap — bookings never use one, see `bookingInstants`. */
export function zonedTimeToInstant(date: string, minutes: number, timeZone: string): Date {
  const valid = zonedTimeInstants(date, minutes, timeZone);
  if (valid.length > 0) return new Date(valid[0]);
  const match = DATE_PATTERN.exec(date)!;
  const local = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + minutes * 60_000;
  return new Date(local - zoneOffsetMinutes(local - DAY_MS, timeZone) * 60_000);
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function zonedDate(instant: Date | string | number, timeZone: string): string {
  const f = zonedFields(new Date(instant).getTime(), timeZone);
  return `${String(f.year).padStart(4, '0')}-${String(f.month).padStart(2, '0')}-${String(f.day).padStart(2, '0')}`;
}

/** The 12-hour time of an instant in a time zone, shaped like the slot labels ('01:00 PM'). */
export function zonedTimeLabel(instant: Date | string | number, timeZone: string): string {
  const f = zonedFields(new Date(instant).getTime(), timeZone);
  const h12 = f.hour % 12 === 0 ? 12 : f.hour % 12;
  return `${String(h12).padStart(2, '0')}:${String(f.minute).padStart(2, '0')} ${f.hour < 12 ? 'AM' : 'PM'}`;
}

/** A calendar date (YYYY-MM-DD) moved by whole days. */
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Today's date (YYYY-MM-DD) in a time zone. */
export const todayIn = (timeZone: string, now: Date = new Date()): string => zonedDate(now, timeZone);

/** Weekday of a calendar date (YYYY-MM-DD); the same everywhere. */
export function weekdayOf(date: string): Weekday | null {
  return isCalendarDate(date) ? WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] : null;
}

/** A real calendar date written YYYY-MM-DD (not 2027-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
}
