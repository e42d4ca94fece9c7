import { addDays, weekdayOf } from '@contracts/econsultation/zoned-time';
import { WEEKDAYS } from '@contracts/reference';

/** The slot picker's month grid and its keyboard moves (dates are YYYY-MM-DD in the client's zone). */

/** The first day of the month of a date. */
export const monthStart = (date: string): string => `${date.slice(0, 7)}-01`;

/** The first day of the month `months` away. */
export function addMonths(month: string, months: number): string {
  const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + months];
  const moved = new Date(Date.UTC(year, index, 1));
  return moved.toISOString().slice(0, 10);
}

/** The last day of the month of a date. */
export const monthEnd = (date: string): string => addDays(addMonths(monthStart(date), 1), -1);

/** The month as weeks of seven cells, Sunday first; cells outside the month are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = monthStart(month);
  const last = monthEnd(month);
  const lead = WEEKDAYS.indexOf(weekdayOf(first)!);
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * Where a key moves the focused day of the grid (WAI-ARIA's date grid): arrows by a day or a week (left and right
 * swapped when the page reads right to left), Home and End to the week's ends, Page Up and Page Down by a month.
 * Null for any other key.
 */
export function movedDay(date: string, key: string, rtl: boolean): string | null {
  const weekday = WEEKDAYS.indexOf(weekdayOf(date)!);
  switch (key) {
    case 'ArrowRight':
      return addDays(date, rtl ? -1 : 1);
    case 'ArrowLeft':
      return addDays(date, rtl ? 1 : -1);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'Home':
      return addDays(date, -weekday);
    case 'End':
      return addDays(date, 6 - weekday);
    case 'PageDown':
    case 'PageUp': {
      const month = addMonths(monthStart(date), key === 'PageDown' ? 1 : -1);
      const day = `${month.slice(0, 8)}${date.slice(8)}`;
      return day > monthEnd(month) ? monthEnd(month) : day;
    }
    default:
      return null;
  }
}
