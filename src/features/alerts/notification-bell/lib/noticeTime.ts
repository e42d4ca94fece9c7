import { formatDate, formatParts } from '@contracts/format';
import { formatDateTime, formatDayHeading, formatTime } from '@contracts/format-time';
import { zonedDate } from '@contracts/econsultation/zoned-time';

/** The viewer's time zone (the browser's), where notices' times are shown. */
const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const DAY_MS = 86_400_000;

/** A notice's time in the list: 'Today, 10:30 AM', 'Yesterday, 9:05 PM', else its date ('27 November 2026'). */
export function noticeTime(at: string, now: Date = new Date(), zone: string = viewerZone()): string {
  const day = zonedDate(at, zone);
  const near = day === zonedDate(now, zone) || day === zonedDate(new Date(now.getTime() - DAY_MS), zone);
  return near ? formatParts([formatDayHeading(at, zone, now), formatTime(at, zone)]) : formatDate(at, { timeZone: zone });
}

/** The full date and time, for the time's tooltip. */
export const noticeMoment = (at: string, zone: string = viewerZone()): string => formatDateTime(at, zone);
