import { formatDate } from '@contracts/format';
import { formatDayHeading, formatTime } from '@contracts/format-time';
import { zonedDate } from '@contracts/econsultation/zoned-time';

/** The viewer's time zone (the browser's), where inbox times are shown. */
const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** An inbox line's time: the time for today's, the date for older ones. */
export function inboxTime(at: string, now: Date = new Date()): string {
  const zone = viewerZone();
  return zonedDate(at, zone) === zonedDate(now, zone) ? formatTime(at, zone) : formatDate(at, { timeZone: zone });
}

/** A message's time of day in the zone (its day is the separator above it). */
export const messageTime = (at: string, zone: string): string => formatTime(at, zone);

/** The calendar day (YYYY-MM-DD) of a message in the zone: a separator starts where it changes. */
export const messageDay = (at: string, zone: string): string => zonedDate(at, zone);

/** A separator's words: "Today", "Yesterday" or the date, in the zone. */
export const dayHeading = (at: string, zone: string, now: Date = new Date()): string => formatDayHeading(at, zone, now);
